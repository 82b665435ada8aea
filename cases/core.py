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


@case(
    "core/dtensor_matmul_redistribute",
    world=TP4,
    backends=[Backend.INDUCTOR],
    variants={"S0": {"dim": 0}, "S1": {"dim": 1}},
    seed_test="test_dtensor_different_gradient_placement",
)
def dtensor_matmul_redistribute(ctx):
    from torch.distributed.tensor import DTensor, Replicate, Shard

    dim = ctx.params["dim"]

    def fn(x, w):
        dx = DTensor.from_local(x, ctx.mesh, [Shard(dim)], run_check=False)
        dw = DTensor.from_local(w, ctx.mesh, [Replicate()], run_check=False)
        y = torch.matmul(dx, dw) if dim == 0 else torch.matmul(dw, dx)
        return y.redistribute(ctx.mesh, [Replicate()]).to_local()

    x = torch.randn(4, 8, requires_grad=True) if dim == 0 else torch.randn(8, 4, requires_grad=True)
    w = torch.randn(8, 8, requires_grad=True)
    out = ctx.compile(fn, fullgraph=True)(x, w)
    out.sum().backward()
    return {"out": out, "grad_x": x.grad, "grad_w": w.grad}


@case("core/module_backward_hooks", backends=[Backend.EAGER], world=World(pg="none"),
      seed_test="test_module_backward_hooks_eager")
def module_backward_hooks(ctx):
    model = torch.nn.Sequential(torch.nn.Linear(4, 4), torch.nn.ReLU(), torch.nn.Linear(4, 2))
    seen = []
    for layer in (model[0], model[2]):
        layer.register_full_backward_pre_hook(lambda mod, grad_out: seen.append("pre") or None)
        layer.register_full_backward_hook(lambda mod, grad_in, grad_out: seen.append("post") or None)
    x = torch.randn(3, 4, requires_grad=True)
    with ctx.compiled_autograd():
        out = ctx.compile(model)(x)
        out.sum().backward()
    ctx.note("hooks_called", len(seen))
    return {"out": out, "grad_x": x.grad, "hooks": len(seen)}


@case("core/funcol_make_fx_2d", backends=[Backend.MAKE_FX],
      world=World(size=4, rank=0, mesh=(2, 2), dims=("dp", "tp")), seed_test="test_all_reduce_2d")
def funcol_make_fx_2d(ctx):
    import torch.distributed._functional_collectives as funcol

    def fn(x):
        out = []
        for dim in range(2):
            group = (ctx.mesh, dim)
            out.append(funcol.all_reduce(x, "sum", group) + 1)
            out.append(funcol.all_gather_tensor(x, 0, group) * 2)
        return out

    x = torch.randn(2, 3)
    return ctx.make_fx(fn)(x)
