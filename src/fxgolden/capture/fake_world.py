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
        """Name groups created after world set-up by their ranks, keeping mesh names."""
        from fxgolden.base import torch_compat

        for name, ranks in torch_compat.process_group_names().items():
            if name not in self.group_aliases:
                self.group_aliases[name] = "ranks_" + "_".join(str(r) for r in ranks)
        return dict(self.group_aliases)


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
