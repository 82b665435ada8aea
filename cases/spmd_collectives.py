"""spmd/collectives_*: functional collectives on one dimension of a 2-D and a 3-D device mesh, traced with make_fx.

The upstream tests traced DeviceMesh collectives of the removed
``torch.distributed._spmd`` (CommTensor, ``mesh.broadcast``/``mesh.scatter``)
with make_fx, once per mesh dimension. Here every collective is the current
functional one (``torch.distributed._functional_collectives``) on the
sub-group ``(mesh, dim)``; each is its own trace (``t0``..``t5``):

    t0 all_reduce, t1 broadcast, t2 scatter (broadcast + this rank's slice:
    there is no functional scatter), t3 all_gather then chunked per rank,
    t4 reduce_scatter, t5 all_to_all_single.

Every check asserts that the collective runs on the mesh dimension of the
variant (the normalizer names a sub-group by its mesh dim, ``'mesh_tp'``) and
that its ``wait_tensor`` comes before any use of its result.
"""

from __future__ import annotations

import torch

from fxgolden import Backend, Check, World, case

SEED_FILE = "003_5a2ba0132fd7cc4e.txt"

MESH_2D = World(size=4, rank=3, mesh=(2, 2), dims=("dp", "tp"))  # rank 3: coordinate (1, 1)
MESH_3D = World(size=8, rank=5, mesh=(2, 2, 2), dims=("pp", "dp", "tp"))  # rank 5: coordinate (1, 0, 1)

# (trace, functional op) in trace order.
COLLECTIVES = (
    ("t0", "all_reduce"),
    ("t1", "broadcast"),
    ("t2", "broadcast"),  # scatter = broadcast of the stacked pieces, then this rank's piece
    ("t3", "all_gather_into_tensor"),
    ("t4", "reduce_scatter_tensor"),
    ("t5", "all_to_all_single"),
)


def waited_on_dim(artifact: str, op: str, dim_name: str) -> Check:
    """``op`` runs on mesh dim ``dim_name`` and its result is waited on before its first use."""
    use = "{{[(\\[ ]}}[[X]]{{[,)\\]]}}"  # X as an argument, not as the name being defined
    return (
        Check(artifact, name=f"{artifact}: {op} on mesh_{dim_name}, waited before use")
        .check(f"[[X:{op}\\w*]]: {{{{.*}}}} = torch.ops._c10d_functional.{op}.default({{{{.*}}}}'mesh_{dim_name}')")
        .check_not(use)
        .check("[[W:wait_tensor\\w*]]: {{.*}} = torch.ops._c10d_functional.wait_tensor.default([[X]])")
        .check("{{[(\\[ ]}}[[W]]{{[,)\\]]}}")
    )


def collective_checks(dim_name: str) -> list[Check]:
    """One wait/mesh-dim check per trace, plus: nothing but this dim's group appears in any trace."""
    checks = [waited_on_dim(trace + ".make_fx", op, dim_name) for trace, op in COLLECTIVES]
    checks.append(Check("t*.make_fx", name=f"uses mesh_{dim_name}").check(f"'mesh_{dim_name}'"))
    checks.append(
        Check("t*.make_fx", name=f"no group but mesh_{dim_name}")
        .check_not("'mesh_{{(?!" + dim_name + "')\\w+}}'")
        .check_not("'world'")
        .check_not("'ranks_")
    )
    return checks


def trace_collectives(ctx, *, drop_wait: bool = False):
    """Trace the six collectives on mesh dim ``ctx.params['dim']``; return their outputs.

    ``drop_wait`` (tests only) calls the raw all_reduce op and uses its
    result without ``wait_tensor``: the pattern the checks exist to catch.
    """
    import torch.distributed as dist
    import torch.distributed._functional_collectives as funcol

    dim = ctx.params["dim"]
    group = (ctx.mesh, dim)
    group_ranks = dist.get_process_group_ranks(ctx.mesh.get_group(dim))
    group_size = len(group_ranks)
    # the group's first rank, as funcol takes it: a rank of the group (c10d's Python broadcast takes a global
    # one); gloo refuses global rank 2 in a two-rank group ("invalid root rank"), the fake group does not
    src = 0
    local = ctx.mesh.get_local_rank(dim)

    def all_reduce(x):
        if drop_wait:
            name = ctx.mesh.get_group(dim).group_name
            return torch.ops._c10d_functional.all_reduce.default(x, "sum", name) * 1
        return funcol.all_reduce(x, "sum", group) * 1  # the use triggers the wait

    def broadcast(x):
        return funcol.broadcast(x, src, group) * 1

    def scatter(pieces):
        received = funcol.broadcast(torch.stack(pieces), src, group)
        return received[local] * 1

    # torch 2.13's names; torch 2.11 has only the *_tensor ones, which 2.13 deprecates (measured under NCCL on
    # four H200s, 2026-11-26: "no attribute 'all_gather_single'"). Both trace to the same functional op.
    all_gather_single = getattr(funcol, "all_gather_single", None) or funcol.all_gather_tensor
    reduce_scatter_single = getattr(funcol, "reduce_scatter_single", None) or funcol.reduce_scatter_tensor

    def all_gather(x):
        gathered = all_gather_single(x, 0, group)
        return list(torch.chunk(gathered, group_size))

    def reduce_scatter(x):
        return reduce_scatter_single(x, "sum", 0, group) * 1

    def all_to_all(x):
        return funcol.all_to_all_single(x, None, None, group) * 1

    x = torch.arange(12, dtype=torch.float32).reshape(4, 3) + ctx.rank
    pieces = [torch.full((2, 3), float(r)) for r in group_ranks]
    return {
        "all_reduce": ctx.make_fx(all_reduce)(x + 1),
        "broadcast": ctx.make_fx(broadcast)(x + 1),
        "scatter": ctx.make_fx(scatter)([p + 1 for p in pieces]),
        "all_gather": ctx.make_fx(all_gather)(x + 1),
        "reduce_scatter": ctx.make_fx(reduce_scatter)(x + 1),
        "all_to_all_single": ctx.make_fx(all_to_all)(x + 1),
    }


def collectives(ctx):
    return trace_collectives(ctx)


for _mesh_name, _world in (("2d", MESH_2D), ("3d", MESH_3D)):
    for _dim, _dim_name in enumerate(_world.dims):
        case(
            f"spmd/collectives_{_mesh_name}",
            world=_world,
            backends=[Backend.MAKE_FX],
            variants={f"dim{_dim}": {"dim": _dim, "dim_name": _dim_name}},
            checks=collective_checks(_dim_name),
            seed_test="test_tracing_all_reduce_nd, test_broadcast_nd, test_scatter_nd, test_all_gather_nd",
            seed_file=SEED_FILE,
            expectation=(
                "Each collective traces to _c10d_functional.<op>.default on the sub-group of one mesh dim "
                "followed by wait_tensor before the first use. torch 2.13 has no functional scatter: it is a "
                "broadcast of the stacked pieces from the group's first rank, then this rank's slice. "
                "funcol.broadcast's src is the rank in the group (0), not a global rank. Under the fake "
                "process group the collectives copy their input, so the numerics only prove the traces "
                "replay like eager."
            ),
        )(collectives)
