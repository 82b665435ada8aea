"""Async tensor parallel: Inductor's micro-pipeline TP pass (issue 16, item 6), cuda profile only.

Seed: test/distributed/tensor/parallel/test_micro_pipeline_tp.py (test_fuse_all_gather_matmul,
test_fuse_matmul_reduce_scatter). With ``torch._inductor.config._micro_pipeline_tp`` the post-grad
pass rewrites ``all_gather_into_tensor -> wait -> mm`` into ``symm_mem.fused_all_gather_matmul``
and ``mm -> reduce_scatter_tensor -> wait`` into ``symm_mem.fused_matmul_reduce_scatter``. The pass
returns early unless ``torch.distributed.is_nccl_available()`` and symmetric memory is enabled for the
group; upstream's ``torch.distributed._symmetric_memory._test_mode()`` (used here, as upstream does)
marks every group as enabled, so the fake process group on one GPU suffices.
"""

from __future__ import annotations

import torch

from fxgolden import Backend, Check, Tolerance, World, case

TP2 = World(size=2, rank=0, mesh=(2,), dims=("tp",))
NEEDS_CUDA = ("needs cuda: the micro-pipeline TP pass only runs where torch.distributed.is_nccl_available() "
              "(False in the CPU wheel) and its symm_mem fused ops have CUDA kernels only")


@case(
    "async_tp/fused_all_gather_matmul",
    world=TP2,
    backends=[Backend.INDUCTOR],
    profiles=("cpu", "cuda"),
    unsupported={"cpu": NEEDS_CUDA},
    config={"inductor": {"_micro_pipeline_tp": True}},
    numerics=False,
    checks=[
        # the fusion happened: the pipelined op is called from the wrapper and no separate all-gather remains
        Check("g0.inductor_inference", name="all-gather + matmul fused into symm_mem.fused_all_gather_matmul")
        .check("torch.ops.symm_mem.fused_all_gather_matmul.default("),
        Check("g0.inductor_inference", name="no separate all-gather left").check_not("all_gather_into_tensor"),
        # before Inductor (the AOT graph it received) the unfused pattern is still there
        Check("g0.inference").check("_c10d_functional.all_gather_into_tensor.default(").check("wait_tensor")
        .check("aten.mm.default("),
    ],
    tolerance=Tolerance(atol=1e-4, rtol=1e-4),
    seed_test="test_fuse_all_gather_matmul (test/distributed/tensor/parallel/test_micro_pipeline_tp.py)",
    expectation="A_shard (64, 32) all-gathered on dim 0 over 2 ranks, then A @ B (32, 16), compiled with "
    "_micro_pipeline_tp under symmetric memory's _test_mode on the fake group: the Triton wrapper calls "
    "torch.ops.symm_mem.fused_all_gather_matmul instead of all_gather_into_tensor + mm. NUMERICS OFF: the "
    "fused op's peers are fake, no data moves. Not run on CPU: " + NEEDS_CUDA + ".",
)
def fused_all_gather_matmul(ctx):
    from torch.distributed._functional_collectives import all_gather_tensor
    from torch.distributed._symmetric_memory import _test_mode

    group = ctx.mesh.get_group()

    def fn(a_shard, b):
        return all_gather_tensor(a_shard, gather_dim=0, group=group) @ b

    torch.manual_seed(0)
    a_shard = torch.rand(64, 32, device=ctx.device)
    b = torch.rand(32, 16, device=ctx.device)
    with _test_mode():
        return {"out": ctx.compile(fn)(a_shard, b)}


@case(
    "async_tp/fused_matmul_reduce_scatter",
    world=TP2,
    backends=[Backend.INDUCTOR],
    profiles=("cpu", "cuda"),
    unsupported={"cpu": NEEDS_CUDA},
    config={"inductor": {"_micro_pipeline_tp": True}},
    numerics=False,
    checks=[
        Check("g0.inductor_inference", name="matmul + reduce-scatter fused into symm_mem.fused_matmul_reduce_scatter")
        .check("torch.ops.symm_mem.fused_matmul_reduce_scatter.default("),
        Check("g0.inductor_inference", name="no separate reduce-scatter left").check_not("reduce_scatter_tensor.default("),
        Check("g0.inference").check("aten.mm.default(").check("_c10d_functional.reduce_scatter_tensor.default(")
        .check("wait_tensor"),
    ],
    seed_test="test_fuse_matmul_reduce_scatter (test/distributed/tensor/parallel/test_micro_pipeline_tp.py)",
    expectation="A (64, 32) @ B (32, 16), reduce-scattered (avg) on dim 0 over 2 ranks, compiled with "
    "_micro_pipeline_tp under symmetric memory's _test_mode on the fake group: the Triton wrapper calls "
    "torch.ops.symm_mem.fused_matmul_reduce_scatter instead of mm + reduce_scatter_tensor. NUMERICS OFF: "
    "the fused op's peers are fake. Not run on CPU: " + NEEDS_CUDA + ".",
)
def fused_matmul_reduce_scatter(ctx):
    from torch.distributed._functional_collectives import reduce_scatter_tensor
    from torch.distributed._symmetric_memory import _test_mode

    group = ctx.mesh.get_group()

    def fn(a, b):
        return reduce_scatter_tensor(a @ b, "avg", 0, group)

    torch.manual_seed(0)
    a = torch.rand(64, 32, device=ctx.device)
    b = torch.rand(32, 16, device=ctx.device)
    with _test_mode():
        return {"out": ctx.compile(fn)(a, b)}
