"""Sharding sweep: every input-placement combination of a set of ops, compiled (the DTensorConverter
idea of the seed ``common_dtensor.py``).

For each op and each combination of input placements (Replicate, and Shard(d) for every dim whose
size is divisible by the mesh size, as DTensorConverter chooses) one case
``dtensor_ops/<op>[<placements>]`` compiles the op on DTensors made with ``from_local`` and checks
it against eager and against the op on the full tensors.

The fake process group does not communicate: all_gather repeats the local shard and all_reduce /
reduce_scatter return the local value. So every sharded input is built as a full tensor whose
shards are identical; then gathering a sharded input is exact. A Partial sum over a sharded dim
(reduced by the identity all_reduce), or a Replicate input that DTensor slices to this rank's
shard and later gathers back, differs from the full-tensor result. The summary notes whether
the result matched the full tensor (``matches_full_tensor``, a value note: the real-world
cross-check, where it is true throughout, leaves it out) and which placement the output had.
Cheap by design: aot_eager, mesh of 2, tensors of a few elements.
"""

from __future__ import annotations

import dataclasses
import itertools
from typing import Any, Callable

import torch

from fxgolden import Backend, Case, Check, Expect, World, register

SEED_FILE = "002_f2832b154454b503.txt"
MESH2 = World(size=2, rank=1, mesh=(2,))
MESH_SIZE = 2


@dataclasses.dataclass(frozen=True)
class OpSpec:
    """One op of the sweep: its inputs (shape, dtype or an int range), the call, the aten op to find."""

    name: str
    inputs: tuple[tuple[tuple[int, ...], Any], ...]  # (shape, torch dtype or ("int", high))
    call: Callable[..., torch.Tensor]
    aten: str  # text every forward graph of the op must contain


def _layer_norm(x, w):
    return torch.nn.functional.layer_norm(x, (x.shape[-1],), w)


OPS = (
    OpSpec("add", (((4, 3), torch.float32), ((4, 3), torch.float32)), torch.add, "torch.ops.aten.add.Tensor("),
    OpSpec("mul", (((4, 6), torch.float32), ((6,), torch.float32)), torch.mul, "torch.ops.aten.mul.Tensor("),
    OpSpec("mm", (((4, 6), torch.float32), ((6, 3), torch.float32)), torch.mm, "torch.ops.aten.mm.default("),
    OpSpec("bmm", (((2, 3, 4), torch.float32), ((2, 4, 5), torch.float32)), torch.bmm,
           "torch.ops.aten.bmm.default("),
    OpSpec("sum", (((4, 6), torch.float32),), lambda x: x.sum(dim=1), "torch.ops.aten.sum.dim_IntList("),
    OpSpec("softmax", (((4, 6), torch.float32),), lambda x: torch.softmax(x, dim=-1),
           "torch.ops.aten._softmax.default("),
    OpSpec("layer_norm", (((4, 6), torch.float32), ((6,), torch.float32)), _layer_norm,
           "torch.ops.aten.native_layer_norm.default("),
    OpSpec("embedding", (((3, 2), ("int", 6)), ((6, 4), torch.float32)),
           lambda idx, w: torch.nn.functional.embedding(idx, w), "torch.ops.aten.embedding.default("),
    OpSpec("cat", (((4, 3), torch.float32), ((2, 3), torch.float32)), lambda a, b: torch.cat([a, b], dim=0),
           "torch.ops.aten.cat.default("),
    OpSpec("transpose_view", (((4, 6), torch.float32),), lambda x: x.transpose(0, 1).contiguous().view(6, 2, 2),
           "torch.ops.aten.view.default("),
    OpSpec("gelu", (((4, 3), torch.float32),), torch.nn.functional.gelu, "torch.ops.aten.gelu.default("),
)


def placement_choices(shape: tuple[int, ...], dtype: Any) -> list[str]:
    """DTensorConverter's choices: R, plus S<d> for every dim of size > 1 divisible by the mesh size."""
    if dtype is torch.bool:
        return ["R"]
    return ["R"] + [f"S{d}" for d, size in enumerate(shape) if size > 1 and size % MESH_SIZE == 0]


def _make_input(shape, dtype, placement: str, generator: torch.Generator) -> tuple[torch.Tensor, torch.Tensor]:
    """(full tensor, local tensor of this rank); a sharded full tensor repeats its shard."""
    local_shape = list(shape)
    dim = int(placement[1:]) if placement.startswith("S") else None
    if dim is not None:
        local_shape[dim] //= MESH_SIZE
    if isinstance(dtype, tuple):
        local = torch.randint(0, dtype[1], local_shape, generator=generator)
    else:
        local = torch.randn(local_shape, generator=generator, dtype=dtype)
    full = torch.cat([local] * MESH_SIZE, dim) if dim is not None else local
    return full, local


def _placement(name: str):
    from torch.distributed.tensor import Replicate, Shard

    return Replicate() if name == "R" else Shard(int(name[1:]))


def _body(op: OpSpec, placements: tuple[str, ...]) -> Callable[[Any], Any]:
    def body(ctx):
        from torch.distributed.tensor import DTensor

        generator = torch.Generator(device=ctx.device).manual_seed(0)  # the profile's device: cuda under NCCL
        fulls, dtensors = [], []
        for (shape, dtype), placement in zip(op.inputs, placements):
            full, local = _make_input(shape, dtype, placement, generator)
            fulls.append(full)
            dtensors.append(DTensor.from_local(local, ctx.mesh, [_placement(placement)], run_check=False))
        expected = op.call(*fulls)
        out = ctx.compile(op.call, fullgraph=True)(*dtensors)
        full_out = out.full_tensor()
        matches = bool(torch.allclose(full_out, expected.to(full_out.dtype), atol=1e-5, rtol=1e-5))
        ctx.note("out_placements", [str(p) for p in out.placements])
        ctx.note_values("matches_full_tensor", matches)  # the fake group's result: a real one gathers real shards
        return {"out": out, "full": full_out}

    return body


def _register_sweep() -> None:
    for op in OPS:
        choices = [placement_choices(shape, dtype) for shape, dtype in op.inputs]
        for placements in itertools.product(*choices):
            checks = [Check("g0.inference").check(op.aten)]
            if all(p == "R" for p in placements):
                checks.append(Check("g0.inference", name="replicated inputs: no collective")
                              .check(op.aten).check_not("_c10d_functional"))
            # torch 2.13: a row-wise (Shard(0)) embedding weight gives a MaskPartial output whose mask
            # was made under Dynamo's fake mode; AOT re-tracing mixes two fake modes and fails.
            raises = op.name == "embedding" and placements == ("R", "S0")
            if raises:
                checks = [Check("error").check("BackendCompilerFailed")]
            register(Case(
                id=f"dtensor_ops/{op.name}[{','.join(placements)}]",
                body=_body(op, placements),
                world=MESH2,
                backend=Backend.AOT_EAGER,
                checks=tuple(checks),
                expect=Expect.RAISES if raises else Expect.PASS,
                seed_test="DTensorConverter",
                seed_file=SEED_FILE,
                expectation=("torch 2.13 raises 'Mixing fake modes NYI' compiling a row-wise sharded "
                             "embedding weight (MaskPartial); eager works. " if raises else "") + "Fake PG (all_gather repeats this rank's shard, all_reduce is the identity): "
                "matches_full_tensor is false where the result needs another rank's data, i.e. a Partial sum "
                "over a sharded dim, or a Replicate input sliced to this rank's shard and gathered back; "
                "otherwise the result equals the op on the full tensors.",
                params={"op": op.name, "placements": placements},
                source=f"{__file__}:{op.name}",
            ))


_register_sweep()
