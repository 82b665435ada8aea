"""Entering a world: an in-process fake process group as rank r of N, on clean compiler state.

Entering a world resets every piece of compiler state that could leak from
one case into the next (Dynamo caches and counters, config, compiled
autograd, the process group, RNG), so case order and xdist workers never
change a golden. Leaving it resets them again.
"""

from __future__ import annotations

import contextlib
import dataclasses
import random
import re
from typing import TYPE_CHECKING, Iterator

from fxgolden.catalog.world import REAL_BACKENDS, World

if TYPE_CHECKING:
    from fxgolden.capture.collective_log import CollectiveLog

# torch is imported inside the functions: `import fxgolden` (listing cases,
# offline golden checks) must work on a machine without torch.


@dataclasses.dataclass
class WorldHandle:
    """What a case body sees of its world: the mesh and stable names of its groups."""

    world: World
    mesh: object | None  # torch.distributed.device_mesh.DeviceMesh
    group_aliases: dict[str, str]
    # what the fake process groups ran (fxgolden.capture.collective_log); None in a real or no process group
    collectives: CollectiveLog | None = None

    def refresh_group_aliases(self) -> dict[str, str]:
        """Name groups created after world set-up: a device mesh's group by the dimension the model named
        (``mesh_ep`` apart from ``mesh_tp``), any other by its ranks; the world's own names are kept. A mesh
        name two groups would share (two meshes naming a dimension alike) gets the group's ranks after it."""
        from fxgolden.base import torch_compat

        descriptions = torch_compat.process_group_descriptions()
        for name, ranks in torch_compat.process_group_names().items():
            if name in self.group_aliases:
                continue
            listed = "ranks_" + "_".join(str(r) for r in ranks)
            described = descriptions.get(name, "")
            alias = described if _MESH_DIMENSION.fullmatch(described) else listed
            if alias != listed and alias in self.group_aliases.values():
                alias += "_" + listed
            self.group_aliases[name] = alias
        return dict(self.group_aliases)


# torch's ``group_desc`` of a group a DeviceMesh made for a dimension the model named (``mesh_dim_1`` is torch's
# own name for an unnamed one, which says less than the ranks)
_MESH_DIMENSION = re.compile(r"mesh_(?!dim_\d+$|default$)[A-Za-z_]\w*")


def seed_everything(seed: int) -> None:
    """Seed every RNG a case body may draw from."""
    import torch

    random.seed(seed)
    torch.manual_seed(seed)


def _mesh_group_aliases(world: World, mesh: object) -> dict[str, str]:
    aliases: dict[str, str] = {}
    dims = world.dims or tuple(f"dim{i}" for i in range(len(world.mesh or ())))
    for index, dim_name in enumerate(dims):
        aliases.setdefault(mesh.get_group(index).group_name, f"mesh_{dim_name}")  # type: ignore[attr-defined]
    return aliases


def _destroy_process_group() -> None:
    import torch.distributed as dist

    if dist.is_available() and dist.is_initialized():
        dist.destroy_process_group()


@contextlib.contextmanager
def entered(world: World, *, seed: int = 0) -> Iterator[WorldHandle]:
    """Set up ``world`` on clean compiler state and tear everything down on exit."""
    import torch.distributed as dist

    from fxgolden.base import torch_compat
    from fxgolden.capture.collective_log import CollectiveLog, fake_groups_logging_into

    real = world.pg in REAL_BACKENDS
    if real and not (dist.is_initialized() and dist.get_rank() == world.rank and dist.get_world_size() == world.size):
        raise RuntimeError(f"world {world.describe()} needs its {world.pg} process group initialized first")
    if not real:
        _destroy_process_group()
    torch_compat.reset_compiler_state()
    with torch_compat.restored_configs(), contextlib.ExitStack() as stack:
        try:
            seed_everything(seed)
            mesh = None
            aliases: dict[str, str] = {}
            log = None
            if world.pg == "fake":
                log = CollectiveLog()
                stack.enter_context(fake_groups_logging_into(log))  # subgroups made later log too
                dist.init_process_group("fake", store=torch_compat.fake_store(), rank=world.rank, world_size=world.size)
            if world.pg != "none":
                aliases[dist.group.WORLD.group_name] = "world"  # type: ignore[union-attr]
                if world.mesh is not None:
                    from torch.distributed.device_mesh import init_device_mesh

                    mesh = init_device_mesh(world.device, world.mesh, mesh_dim_names=world.dims)
                    aliases.update(_mesh_group_aliases(world, mesh))
            yield WorldHandle(world=world, mesh=mesh, group_aliases=aliases, collectives=log)
        finally:
            if not real:
                _destroy_process_group()
            torch_compat.reset_compiler_state()
