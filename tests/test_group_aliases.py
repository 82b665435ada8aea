"""Groups are named as the model set its mesh up: a collective on the expert-parallel group reads ``mesh_ep``,
apart from tensor parallel's ``mesh_tp``; a group no mesh dimension names reads as its ranks."""

from __future__ import annotations

import torch.distributed as dist
from torch.distributed.device_mesh import init_device_mesh

from fxgolden.capture import fake_world
from fxgolden.catalog.world import World


def test_groups_a_model_mesh_makes_are_named_by_its_dimensions():
    with fake_world.entered(World(size=16, rank=0, mesh=(2, 8), dims=("dp", "tp"))) as handle:
        mesh = init_device_mesh("cpu", (16,), mesh_dim_names=("all",))._unflatten(0, (4, 4), ("efsdp", "ep"))
        also_ep = init_device_mesh("cpu", (8, 2), mesh_dim_names=("ep", "pp"))  # another mesh's "ep": other ranks
        unnamed = init_device_mesh("cpu", (8, 2))
        subgroup = dist.new_group([0, 5])
        aliases = handle.refresh_group_aliases()
        assert aliases[mesh.get_group("ep").group_name] == "mesh_ep"
        assert aliases[mesh.get_group("efsdp").group_name] == "mesh_efsdp"
        assert aliases[handle.mesh.get_group("tp").group_name] == "mesh_tp"  # the world's own names are kept
        assert aliases[also_ep.get_group("ep").group_name] == "mesh_ep_ranks_0_2_4_6_8_10_12_14"
        assert aliases[unnamed.get_group(1).group_name] == "ranks_0_1"  # torch's mesh_dim_1 says less than ranks
        assert aliases[subgroup.group_name] == "ranks_0_5"
