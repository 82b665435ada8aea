"""First cases of the core: one of each capture path (AOT, Inductor, make_fx, compiled autograd)."""

import torch

from fxgolden import Backend, Check, World, case

TP4 = World(size=4, rank=1, mesh=(4,), dims=("tp",))


@case(
    "core/async_redistribute_inside",
    world=TP4,
    backends=[Backend.AOT_EAGER],
    seed_test="test_dtensor_partial_placement_redistribute_unbalanced_correct_strides",
    checks=[
        Check("g0.forward")
        .check("[[AG:all_gather_into_tensor\\w*]]: {{.*}}_c10d_functional.all_gather_into_tensor.default(")
        .check("[[W:wait_tensor\\w*]]: {{.*}}_c10d_functional.wait_tensor.default([[AG]])")
        .check("torch.ops.aten.sin.default("),
    ],
)
def async_redistribute_inside(ctx):
    from torch.distributed.tensor import DTensor, Replicate, Shard

    def fn(x):
        dt = DTensor.from_local(x, ctx.mesh, [Shard(0)], run_check=False)
        out = dt.redistribute(ctx.mesh, [Replicate()], async_op=True).to_local()
        return out.sin().sin()

    x = torch.randn(4, 8, requires_grad=True)
    out = ctx.compile(fn, fullgraph=True)(x)
    out.sum().backward()
    return {"out": out, "grad_x": x.grad}
