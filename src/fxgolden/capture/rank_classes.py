"""Which ranks of a large world would compile other graphs than the rank a golden was made as, without running them.

A golden is made as one rank (rank 0 of 64, say). Another rank compiles the same graphs unless what its
graphs take differs: the local shards of the DTensors a compiled graph takes as inputs are the one
rank-dependent fact Dynamo specializes on, and they differ exactly where a dimension does not divide
evenly over a mesh dimension (an uneven shard: a vocabulary of 128,255 over 8 ranks). DTensor computes
any rank's local shape from the global shape, the mesh and the placements, so every rank's shapes are
known from one run: ranks fall into classes, and only one rank of each other class need be captured
(``fxgolden ranks CASE``) to see how its graphs differ.

What this does not predict: rank-dependent values inside a graph whose shapes agree (a chunk's index,
a storage offset); a case that must pin those declares ``per_rank``.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Iterable

Shape = tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class ShardedInput:
    """A DTensor a compiled graph took: what DTensor needs to compute any rank's local shape."""

    global_shape: Shape
    # each rank with its coordinate on this mesh or, for a submesh, on the same submesh of its own slice of the
    # root mesh (rank 8's "tp" mesh of an 8 x 8 world is ranks 8-15): (rank, *coordinate)
    mesh_ranks: tuple[tuple[int, ...], ...]
    mesh_shape: Shape
    placements: tuple[Any, ...]

    def local_shape(self, rank: int) -> Shape | None:
        """``rank``'s local shape, or None for a rank outside this DTensor's mesh."""
        from fxgolden.base import torch_compat

        for rank_and_coordinate in self.mesh_ranks:
            if rank_and_coordinate[0] == rank:
                return torch_compat.dtensor_local_shape(self.global_shape, self.mesh_shape,
                                                        list(rank_and_coordinate[1:]), self.placements)
        return None


def sharded_input(value: Any) -> ShardedInput | None:
    """``value`` as a ``ShardedInput`` when it is a DTensor (a graph input of a compiled call), else None."""
    spec = getattr(value, "_spec", None)
    mesh = getattr(spec, "mesh", None)
    if spec is None or mesh is None or not hasattr(mesh, "mesh"):
        return None
    layout = mesh.mesh
    ranks = {int(rank): tuple(int(i) for i in index) for index, rank in _enumerate_nd(layout.tolist(), ())}
    ranks = {**_on_own_slice(mesh), **ranks}
    return ShardedInput(tuple(int(d) for d in value.shape), tuple((r, *c) for r, c in sorted(ranks.items())),
                        tuple(int(d) for d in layout.shape), tuple(spec.placements))


def _on_own_slice(mesh: Any) -> dict[int, tuple[int, ...]]:
    """Every rank of the world with its coordinate on its own slice of the layout ``mesh`` is one slice of
    (torch's mesh layout; ranks 8-15 for rank 8 where ``mesh`` is the "tp" slice 0-7 of an 8 x 8 world); empty
    where torch cannot say."""
    from fxgolden.base import torch_compat

    slices = torch_compat.mesh_slices(mesh)
    if slices is None:
        return {}
    return {int(rank): index[1:] for index, rank in _enumerate_nd(slices, ())}


def _enumerate_nd(nested: Any, index: tuple[int, ...]) -> Iterable[tuple[tuple[int, ...], int]]:
    if isinstance(nested, list):
        for position, item in enumerate(nested):
            yield from _enumerate_nd(item, (*index, position))
    else:
        yield index, nested


@dataclasses.dataclass(frozen=True)
class RankClass:
    """Ranks whose compiled graphs take inputs of the same local shapes; ``example`` says how they differ from
    the class of the rank the goldens were made as (empty for that class)."""

    ranks: tuple[int, ...]
    example: str = ""

    def describe(self) -> str:
        """``ranks 0-6, 8-14`` as people read a rank list."""
        return describe_ranks(self.ranks)


def classes(inputs: Iterable[ShardedInput], world_size: int, golden_rank: int) -> list[RankClass]:
    """The world's ranks by the local shapes of ``inputs``; the golden rank's class first."""
    inputs = list(dict.fromkeys(inputs))
    shapes = {rank: tuple(i.local_shape(rank) for i in inputs) for rank in range(world_size)}
    groups: dict[tuple[Shape | None, ...], list[int]] = {}
    for rank, signature in shapes.items():
        groups.setdefault(signature, []).append(rank)
    reference = shapes[golden_rank]
    found = []
    for signature, ranks in groups.items():
        example = ""
        if signature != reference:
            at = next(n for n, (a, b) in enumerate(zip(signature, reference)) if a != b)
            example = (f"input {at} (global {list(inputs[at].global_shape)}, {_placements(inputs[at])}): "
                       f"{_shape(signature[at])} on rank {ranks[0]}, {_shape(reference[at])} on rank {golden_rank}")
        found.append(RankClass(tuple(ranks), example))
    return sorted(found, key=lambda c: (golden_rank not in c.ranks, c.ranks))


def _shape(shape: Shape | None) -> str:
    return "not on its mesh" if shape is None else str(list(shape))


def _placements(sharded: ShardedInput) -> str:
    return "(" + ", ".join(str(p) for p in sharded.placements) + ")"


def describe_ranks(ranks: Iterable[int]) -> str:
    """``0-6, 8-14, 16`` for a sorted rank list."""
    spans: list[list[int]] = []
    for rank in sorted(ranks):
        if spans and rank == spans[-1][1] + 1:
            spans[-1][1] = rank
        else:
            spans.append([rank, rank])
    return ", ".join(str(a) if a == b else f"{a}-{b}" for a, b in spans)
