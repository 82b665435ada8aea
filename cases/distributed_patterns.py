"""Fake-distributed patterns with no process group (seed: test/inductor/test_distributed_patterns.py).

FSDP-like parameter swapping on one Linear (all-gather by concatenation, reduce-scatter
by narrowing, storage resized to 0 and back, ``fsdp.copy_`` under compiled autograd,
version-counter tricks), tensor hooks with closures, module full backward hooks under
compiled autograd, and ``nn.Parameter`` built inside compiled code.

torch 2.13: ``torch.ops.fsdp.set_`` is gone, the storage swap is ``resize_`` then
``torch.ops.fsdp.copy_`` (what FSDP2 itself does); ``compiled_autograd.enable`` is gone
(``ctx.compiled_autograd()`` uses ``_enable``).
"""

from __future__ import annotations

import dataclasses

import torch
from torch import nn

from fxgolden import Backend, Check, Expect, KnownIssue, World, case

SEED_FILE = "004_21a68ea6c79a4b9c.txt"
NO_PG = World(pg="none")
FAKE_WORLD_SIZE = 2  # the fake world the FSDP-like hooks pretend to shard over


def _captured_calls() -> int:
    """Dynamo's running count of captured calls (what CompileCounter.op_count sums per graph)."""
    from torch._dynamo.utils import counters

    return counters["stats"]["calls_captured"]


# --------------------------------------------------------------------------------------
# 5. FSDP-like Linear: all-gather by cat, reduce-scatter by narrow, storage resize, fsdp.copy_
# --------------------------------------------------------------------------------------


def _fake_all_gather(shard: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        return torch.cat([shard] * FAKE_WORLD_SIZE, 0)


def _fake_reduce_scatter(full: torch.Tensor) -> torch.Tensor:
    # clone: a reduce-scatter's output never aliases its input
    with torch.no_grad():
        return full.narrow(0, 0, full.size(0) // FAKE_WORLD_SIZE).clone()


def _unshard(mod: nn.Module, gather=_fake_all_gather) -> None:
    """Give the unsharded weight its storage back and fill it from the gathered shard."""
    import torch._dynamo.compiled_autograd as compiled_autograd

    full = mod.unsharded_weight
    full.untyped_storage().resize_(full.nelement() * full.element_size())
    with torch.no_grad(), torch.autograd._unsafe_preserve_version_counter(full):
        if compiled_autograd.compiled_autograd_enabled:
            # the storage-swap op FSDP2 uses under compile (the seed's fsdp.set_ is gone)
            torch.ops.fsdp.copy_(full, gather(mod.sharded_weight))
        else:
            full.copy_(gather(mod.sharded_weight))
    mod.weight = full


def _make_fake_fsdp_linear(gather=_fake_all_gather) -> tuple[nn.Module, torch.Tensor]:
    import torch.distributed.fsdp  # noqa: F401 - registers torch.ops.fsdp.copy_

    def fw_pre_hook(mod, args):
        _unshard(mod, gather)

    def fw_post_hook(mod, args, out):
        mod.weight = mod.sharded_weight
        mod.unsharded_weight.untyped_storage().resize_(0)

    def bw_pre_hook(mod, grad_out):
        _unshard(mod, gather)

    def bw_post_hook(mod, grad_in, grad_out):
        new_grad = _fake_reduce_scatter(mod.weight.grad)
        mod.weight = mod.sharded_weight
        mod.weight.grad = new_grad
        mod.unsharded_weight.untyped_storage().resize_(0)

    m = nn.Linear(20, 10, bias=False)
    m.sharded_weight = nn.Parameter(_fake_reduce_scatter(m.weight))
    m.unsharded_weight = nn.Parameter(_fake_all_gather(m.sharded_weight))
    m.unsharded_weight.untyped_storage().resize_(0)
    del m.weight
    m.register_full_backward_pre_hook(bw_pre_hook)
    m.register_full_backward_hook(bw_post_hook)
    m.register_forward_pre_hook(fw_pre_hook)
    m.register_forward_hook(fw_post_hook)
    return m, torch.rand(2, 20, requires_grad=True)


def _fake_fsdp_body(ctx, gather=_fake_all_gather):
    m, inp = _make_fake_fsdp_linear(gather)
    compiled = ctx.compile(m, fullgraph=True)
    forward_frames = backward_frames = 0
    backward_ops = 0
    # the seed counts backward frames with an eager CompileCounter: the compiled-autograd
    # graph goes through Dynamo only (through AOT it does not compile in 2.13, see expectation)
    ca_backend = ctx.params.get("ca_backend", Backend.EAGER)
    with ctx.compiled_autograd(backend=ca_backend):
        for _ in range(3):
            before = ctx.frames
            out = compiled(inp)
            forward_frames += ctx.frames - before
            before, calls = ctx.frames, _captured_calls()
            out.sum().backward()
            backward_frames += ctx.frames - before
            backward_ops += _captured_calls() - calls
    ctx.note("forward_frames", forward_frames)
    ctx.note("backward_frames", backward_frames)
    ctx.note("backward_ops", backward_ops)
    ctx.note("unsharded_storage_bytes_after", m.unsharded_weight.untyped_storage().nbytes())
    return {
        "out": out,
        "weight": m.weight.detach(),
        "weight_grad": m.weight.grad,
        "inp_grad": inp.grad,
        "weight_is_sharded": m.weight is m.sharded_weight,
    }


@case(
    "distributed_patterns/fake_fsdp_linear",
    world=NO_PG,
    backends=[Backend.AOT_EAGER, Backend.INDUCTOR],
    config={"functorch": {"recompute_views": True}},
    checks=[
        # forward: the all-gather (cat of the local shard) fills the unsharded weight
        # through fsdp.copy_, and the matmul reads it
        Check("g0.forward", name="forward: regrow, all-gather into the unsharded weight by fsdp.copy_, matmul, free")
        .check("resize_storage_bytes_.default([[W:primals_\\d+]], 800)")
        # aot_eager keeps the cat; Inductor's decompositions turn it into expand + clone + view
        .check("[[AG:cat|view]]: {{[^=]*}}= torch.ops.aten.{{cat|view}}.default(")
        .check("copy_ = torch.ops.fsdp.copy_.default([[W]], [[AG]])")
        .check("torch.ops.aten.mm.default(")
        .check("resize_storage_bytes_.default([[W]], 0)"),
        # the compiled-autograd graph runs both module hooks (through the backward state) around
        # the AOT backward, then accumulates into the unsharded weight and the input
        Check("ca0.compiled_autograd")
        .check("call_aot_bwd_prologue(")
        .check_count("_trace_wrapped_higher_order_op_self_invoke", 1)
        .check("call_accumulate_grad(")
        .check("_trace_wrapped_higher_order_op_self_invoke")
        .check("call_accumulate_grad("),
        # Dynamo inlines the hooks into the backward graph: all-gather (cat) into the regrown
        # unsharded storage, the weight gradient, reduce-scatter by narrow, storage freed again
        Check("g1.dynamo", name="backward: regrow, all-gather by cat, grad, reduce-scatter by narrow, free")
        .check("resize_storage_bytes_([[W:getitem_\\d+]], 800)")
        .check("[[AG:cat]]: {{[^=]*}}= torch.cat(")
        .check("[[W]].copy_([[AG]])")
        .check("AccumulateGrad(")
        .check(".narrow(0, 0, 5)")
        .check("resize_storage_bytes_([[W]], 0)"),
    ],
    seed_test="test_fake_distributed_aot_eager",
    seed_file=SEED_FILE,
    expectation="""Seed: test_fake_distributed_aot_eager / test_fake_distributed_inductor (GPU only
    upstream: 'fix .set_ lowering in CPU inductor'). torch 2.13 has no fsdp.set_: the hooks
    resize the unsharded storage and fill it with torch.ops.fsdp.copy_ under compiled autograd,
    which CPU Inductor lowers. Three steps: the forward recompiles once, two backward frames
    (the first backward sees no .grad, later ones accumulate). As in the seed the compiled-autograd
    graph is compiled by an eager backend (the seed's CompileCounter); inlined there, the
    pre-backward hook takes the plain copy_ path (Dynamo traces it with compiled autograd off).
    Through AOT the compiled-autograd graph does not compile in 2.13 (see
    fake_fsdp_linear_ca_inductor).""",
)
def fake_fsdp_linear(ctx):
    return _fake_fsdp_body(ctx)


@case(
    "distributed_patterns/fake_fsdp_linear_ca_inductor",
    world=NO_PG,
    backends=[Backend.INDUCTOR],
    variants={"ca_inductor": {"ca_backend": None}},
    config={"functorch": {"recompute_views": True}},
    profiles=("cpu", "cuda"),
    unsupported={
        "cpu": KnownIssue(
            torch=">=2.13,<2.15",
            reason="torch 2.13 CPU Inductor segfaults running this case (forward and compiled-autograd "
            "graph both through Inductor; 2.14.1 too, in the nightly); the compiled-autograd graph alone through AOT fails "
            "'any_leaf=True != all_leaf=False for outer_indices=[1, 3]' (the unsharded and sharded "
            "weights)", upstream="test_fake_distributed_inductor (runs on GPU only upstream)"),
        "cuda": KnownIssue(
            torch="==2.11.*", profiles=("cuda",),
            reason="torch 2.11 raises torch._dynamo.exc.Unsupported: Attempt to trace generator (gb0003) "
            "compiling the compiled-autograd graph of this pattern (H100, Triton 3.6); regenerate on a GPU "
            "with a newer torch to golden it", upstream="test_fake_distributed_inductor"),
    },
    checks=[Check("g0.forward").check("torch.ops.fsdp.copy_.default(")],
    seed_test="test_fake_distributed_inductor",
    seed_file=SEED_FILE,
)
def fake_fsdp_linear_ca_inductor(ctx):
    return _fake_fsdp_body(ctx)


# --------------------------------------------------------------------------------------
# 6. Tensor hook with a closure over an intermediate and a dataclass holding a tensor
# --------------------------------------------------------------------------------------


@dataclasses.dataclass
class _Holder:
    val: torch.Tensor


@case(
    "distributed_patterns/intermediate_hook_closure",
    world=NO_PG,
    backends=[Backend.AOT_EAGER],
    checks=[
        # the hook reads the closed-over intermediate and the dataclass's tensor: both are
        # inputs of the compiled-autograd graph, added to the incoming gradient
        Check("g0.dynamo")
        .check("[[Y:y]]: {{[^=]*}}= l_x_.sin()")
        .check("closure_var: {{[^=]*}}= [[Y]] + 1")
        .check("_register_hook_trampoline([[Y]], dynamo_backward_state)")
        .check("[[Y]].sin()"),
        Check("ca0.compiled_autograd")
        .check("call_aot_bwd_prologue(")
        .check("_trace_wrapped_higher_order_op_self_invoke(")
        .check("call_accumulate_grad("),
        # the hook inlined into the backward graph: grad + obj.val + closure_var, then sin's backward
        Check("g1.dynamo")
        .check("= [[G:aot0_add\\w*]] + l_hooks_{{\\w+}}_val")
        .check("[[H:aot0_trace_wrapped\\w*]]: {{[^=]*}}= {{add\\w*}} + l_hooks_{{\\w+}}_cell_contents")
        .check("torch.ops.aten.mul.Tensor([[H]],"),
    ],
    seed_test="test_intermediate_hook_with_closure",
    seed_file=SEED_FILE,
)
def intermediate_hook_closure(ctx):
    def fn(x, obj):
        y = x.sin()
        closure_var = y + 1
        y.register_hook(lambda grad: grad + obj.val + closure_var)
        return y.sin()

    compiled = ctx.compile(fn, fullgraph=True)
    grads = []
    with ctx.compiled_autograd():
        for value in (88.0, 99.0):
            x = torch.ones(4, requires_grad=True)
            compiled(x, _Holder(torch.tensor(value))).sum().backward()
            grads.append(x.grad)
    return {"grad_88": grads[0], "grad_99": grads[1]}


# --------------------------------------------------------------------------------------
# 7. Storage resize_ to zero and from zero inside a compiled function
# --------------------------------------------------------------------------------------


@case(
    "distributed_patterns/storage_resize",
    world=NO_PG,
    backends=[Backend.AOT_EAGER, Backend.INDUCTOR],
    variants={"to_zero": {"grow": False}, "from_zero": {"grow": True}},
    checks=[
        Check("g0.dynamo").check("torch.ops.inductor.resize_storage_bytes_({{\\w+}}, {{0|40}})"),
        Check("g0.inference").check("torch.ops.inductor.resize_storage_bytes_.default(arg{{\\d}}_1, {{0|40}})"),
    ],
    seed_test="test_storage_resize_zero_cpu / test_storage_resize_nonzero_cpu",
    seed_file=SEED_FILE,
)
def storage_resize(ctx):
    grow = ctx.params["grow"]

    def shrink(x):
        y = torch.sin(x)
        x.untyped_storage().resize_(0)
        return torch.cos(y)

    def regrow(x, out):
        y = torch.sin(x)
        assert out.untyped_storage().size() == 0
        out.untyped_storage().resize_(x.untyped_storage().size())
        out.copy_(y.cos())

    x = torch.randn(10)
    with torch.no_grad():
        if not grow:
            y = ctx.compile(shrink, fullgraph=True)(x)
            return {"y": y, "x_storage_bytes": x.untyped_storage().size()}
        out = torch.randn(10)
        out.untyped_storage().resize_(0)
        ctx.compile(regrow, fullgraph=True)(x, out)
        return {"out": out, "out_storage_bytes": out.untyped_storage().size()}


# --------------------------------------------------------------------------------------
# 8. _unsafe_set_version_counter / _unsafe_preserve_version_counter
# --------------------------------------------------------------------------------------


@case(
    "distributed_patterns/unsafe_set_version_counter_no_grad",
    world=NO_PG,
    backends=[Backend.EAGER],
    checks=[
        # Dynamo turns the version read and the reset into prims around the copy
        Check("g0.dynamo")
        .check("[[V:_tensor_version_default]]: {{[^=]*}}= torch.ops.prims._tensor_version.default([[W:l_w_]])")
        .check("[[W]].copy_(")
        .check("torch.ops.prims._unsafe_set_version_counter.default(([[W]],), ([[V]],))")
    ],
    seed_test="test_unsafe_set_version_counter1",
    seed_file=SEED_FILE,
    expectation="One frame for versions 3, 0 and 1: the version read into the graph is not guarded on.",
)
def unsafe_set_version_counter_no_grad(ctx):
    def fn(w, x):
        x = x.sin()
        v = w._version
        w.copy_(x + 1)
        torch._C._autograd._unsafe_set_version_counter((w,), (v,))
        return w, v

    compiled = ctx.compile(fn, fullgraph=True)
    results = {}
    with torch.no_grad():
        for version in (3, 0, 1):
            w = torch.randn(16)
            for i in range(version):
                w.fill_(i)
            x = torch.randn(16)
            w2, v2 = compiled(w, x)
            results[f"v{version}"] = {"w": w, "same_object": w2 is w, "returned_version": v2,
                                      "version_after": w._version}
    ctx.note("frames_for_three_versions", ctx.frames)
    ctx.note("versions_after", [results[k]["version_after"] for k in ("v3", "v0", "v1")])
    return results


def _version_grad_body(ctx, fn):
    w = torch.randn(1, requires_grad=True)
    x = torch.randn(1)
    if ctx.compiled:  # the eager version on copies, for the note
        w_ref = w.detach().clone().requires_grad_(True)
        fn(w_ref, x.clone()).backward()
        eager_version = w_ref._version
    r = ctx.compile(fn, fullgraph=True)(w, x)
    r.backward()
    if ctx.compiled:
        ctx.note("version_eager_compiled", [eager_version, w._version])
    return {"r": r, "w": w.detach(), "w_grad": w.grad}


@case(
    "distributed_patterns/unsafe_set_version_counter_grad",
    world=NO_PG,
    backends=[Backend.AOT_EAGER, Backend.INDUCTOR],
    checks=[
        Check("g0.dynamo")
        .check("l_w_.sin()")
        .check("torch.ops.prims._tensor_version.default(l_w_)")
        .check("l_w_.copy_(l_x_)")
        .check("torch.ops.prims._unsafe_set_version_counter.default((l_w_,),"),
        # AOT keeps the copy into the leaf and drops the version reset (see the version note)
        Check("g0.forward")
        .check("torch.ops.aten.sin.default(primals_1)")
        .check("torch.ops.aten.copy_.default(primals_1,")
        .check_not("_unsafe_set_version_counter"),
        # sin's backward reads the pre-copy value saved by the forward
        Check("g0.backward").check("torch.ops.aten.cos.default("),
    ],
    expectation="""The compiled call leaves w._version at 2 where eager leaves it at the version it
    had (0): AOT moves the version reset out of the graph while the input mutation is applied
    by the runtime (note version_eager_compiled). The seed checks values and gradients only.""",
    seed_test="test_unsafe_set_version_counter2",
    seed_file=SEED_FILE,
)
def unsafe_set_version_counter_grad(ctx):
    def fn(w, x):
        r = w.sin()
        with torch.no_grad():
            v = w._version
            w.copy_(x)
            torch._C._autograd._unsafe_set_version_counter((w,), (v,))
        return r

    return _version_grad_body(ctx, fn)


@case(
    "distributed_patterns/unsafe_preserve_version_counter_no_grad",
    world=NO_PG,
    backends=[Backend.EAGER],
    checks=[
        Check("g0.dynamo")
        .check("[[V:_tensor_version_default]]: {{[^=]*}}= torch.ops.prims._tensor_version.default([[W:l_w_]])")
        .check("[[W]].copy_(")
        .check("torch.ops.prims._unsafe_set_version_counter.default(([[W]],), ([[V]],))")
    ],
    seed_test="test_unsafe_preserve_version_counter1",
    seed_file=SEED_FILE,
)
def unsafe_preserve_version_counter_no_grad(ctx):
    def fn(w, x):
        x = x.sin()
        with torch.autograd._unsafe_preserve_version_counter(w):
            w.copy_(x + 1)
        return w

    with torch.no_grad():
        w = torch.randn(16).fill_(0).fill_(1)
        x = torch.randn(16)
        version_before = w._version
        w2 = ctx.compile(fn, fullgraph=True)(w, x)
    ctx.note("version_before_after", [version_before, w._version])
    return {"w": w, "same_object": w2 is w, "version_before": version_before, "version_after": w._version}


@case(
    "distributed_patterns/unsafe_preserve_version_counter_grad",
    world=NO_PG,
    backends=[Backend.AOT_EAGER, Backend.INDUCTOR],
    checks=[
        Check("g0.dynamo")
        .check("l_w_.sin()")
        .check("torch.ops.prims._tensor_version.default(l_w_)")
        .check("l_w_.copy_(l_x_)")
        .check("torch.ops.prims._unsafe_set_version_counter.default((l_w_,),"),
        Check("g0.forward")
        .check("torch.ops.aten.sin.default(primals_1)")
        .check("torch.ops.aten.copy_.default(primals_1,")
        .check_not("_unsafe_set_version_counter"),
        Check("g0.backward").check("torch.ops.aten.cos.default("),
    ],
    expectation="""As unsafe_set_version_counter_grad: the compiled call leaves w._version at 2,
    eager at 0 (note version_eager_compiled).""",
    seed_test="test_unsafe_preserve_version_counter2",
    seed_file=SEED_FILE,
)
def unsafe_preserve_version_counter_grad(ctx):
    def fn(w, x):
        r = w.sin()
        with torch.no_grad(), torch.autograd._unsafe_preserve_version_counter(w):
            w.copy_(x)
        return r

    return _version_grad_body(ctx, fn)


# --------------------------------------------------------------------------------------
# 9. Module full backward pre/post hooks under compiled autograd
# --------------------------------------------------------------------------------------


def _hooked_linear(require_compiling: bool) -> tuple[nn.Module, torch.Tensor]:
    def bw_pre_hook(mod, grad_out):
        assert not require_compiling or torch._dynamo.is_compiling()
        assert mod.weight.size() == (10, 10)
        mod.hook_count_pre.add_(1)
        return (torch.sin(grad_out[0] + 1.2),)

    def bw_post_hook(mod, grad_in, grad_out):
        assert not require_compiling or torch._dynamo.is_compiling()
        assert mod.weight.size() == (10, 10)
        mod.hook_count_post.add_(1)
        return (torch.sin(grad_in[0] + 3.4),)

    torch.manual_seed(1234)
    m = nn.Linear(10, 10)
    m.hook_count_pre = torch.tensor(0)
    m.hook_count_post = torch.tensor(0)
    m.register_full_backward_pre_hook(bw_pre_hook)
    m.register_full_backward_hook(bw_post_hook)
    return m, torch.rand(2, 10, requires_grad=True)


def _train_hooked(ctx, model: nn.Module, inp: torch.Tensor, steps: int = 4) -> torch.Tensor:
    compiled = ctx.compile(model, fullgraph=True)
    counts = {"forward_frames": 0, "forward_ops": 0, "backward_frames": 0, "backward_ops": 0}
    with ctx.compiled_autograd():
        for _ in range(steps):
            frames, calls = ctx.frames, _captured_calls()
            out = compiled(inp)
            counts["forward_frames"] += ctx.frames - frames
            counts["forward_ops"] += _captured_calls() - calls
            frames, calls = ctx.frames, _captured_calls()
            out.sum().backward()
            counts["backward_frames"] += ctx.frames - frames
            counts["backward_ops"] += _captured_calls() - calls
    for key, value in counts.items():
        ctx.note(key, value)
    return out


_HOOK_CHECKS = [
    # eager forward: the compiled-autograd graph calls both hooks around the linear's backward node
    Check("ca0.compiled_autograd", only_backends=("eager",))
    .check("torch__dynamo_external_utils_call_hook(")
    .check("AddmmBackward0(")
    .check("torch__dynamo_external_utils_call_hook("),
    # AOT forward: its backward is inlined, the hooks run through the forward's backward state
    Check("ca0.compiled_autograd", only_backends=("aot_eager", "inductor"))
    .check("call_aot_bwd_prologue(")
    .check_count("_trace_wrapped_higher_order_op_self_invoke", 2),
    # inlined into the backward Dynamo graph: count, sin(g + 1.2), ..., count, sin(g + 3.4)
    Check("g1.dynamo")
    .check("hook_count_pre.add_(1)")
    .check("+ 1.2")
    .check("torch.sin(")
    .check("hook_count_post.add_(1)")
    .check("+ 3.4")
    .check("torch.sin("),
]


@case(
    "distributed_patterns/module_backward_hooks",
    world=NO_PG,
    backends=[Backend.EAGER, Backend.AOT_EAGER, Backend.INDUCTOR],
    checks=_HOOK_CHECKS,
    seed_test="test_module_backward_hooks_eager / _aot / _inductor",
    seed_file=SEED_FILE,
    expectation="""Seed (eager backend): forward 1 frame 5 ops; backward 2 frames (first without
    .grad, then accumulating) 48 ops. Four steps, the hooks must run inside compiled code
    (they assert torch._dynamo.is_compiling()).""",
)
def module_backward_hooks(ctx):
    m, inp = _hooked_linear(require_compiling=ctx.compiled)
    out = _train_hooked(ctx, m, inp)
    ctx.note("hook_counts", [int(m.hook_count_pre), int(m.hook_count_post)])
    return {"out": out, "inp_grad": inp.grad, "weight_grad": m.weight.grad, "bias_grad": m.bias.grad,
            "hook_pre": m.hook_count_pre, "hook_post": m.hook_count_post}


@case(
    "distributed_patterns/module_backward_hooks_multi_layers",
    world=NO_PG,
    backends=[Backend.INDUCTOR],
    checks=[
        Check("ca0.compiled_autograd").check_count("_trace_wrapped_higher_order_op_self_invoke", 4, exactly=True),
        # second layer's hooks first, then the first layer's
        Check("g1.dynamo")
        .check("[[B:\\w+_mod\\d+]]_hook_count_pre.add_(1)")
        .check("[[B]]_hook_count_post.add_(1)")
        .check_not("[[B]]_hook_count_pre.add_")
        .check("[[A:\\w+_mod\\d+]]_hook_count_pre.add_(1)")
        .check("[[A]]_hook_count_post.add_(1)"),
    ],
    seed_test="test_module_backward_hooks_multi_layers",
    seed_file=SEED_FILE,
)
def module_backward_hooks_multi_layers(ctx):
    a, inp = _hooked_linear(require_compiling=ctx.compiled)
    b, _ = _hooked_linear(require_compiling=ctx.compiled)
    out = _train_hooked(ctx, nn.Sequential(a, b), inp)
    ctx.note("hook_counts", {"a": [int(a.hook_count_pre), int(a.hook_count_post)],
                             "b": [int(b.hook_count_pre), int(b.hook_count_post)]})
    return {"out": out, "inp_grad": inp.grad,
            "grads": [a.weight.grad, a.bias.grad, b.weight.grad, b.bias.grad],
            "hooks": [a.hook_count_pre, a.hook_count_post, b.hook_count_pre, b.hook_count_post]}


# --------------------------------------------------------------------------------------
# 10. nn.Parameter created and returned inside compiled code
# --------------------------------------------------------------------------------------


def _nn_param_body(ctx):
    offset, requires_grad = ctx.params["offset"], ctx.params["requires_grad"]

    def fn(x):
        p = nn.Parameter(x + 123 if offset else x, requires_grad=requires_grad)
        return p, (p.sin() if requires_grad else x + 1)

    x = torch.randn(16)
    p, r = ctx.compile(fn, fullgraph=True)(x)
    if requires_grad:
        r.sum().backward()
    ctx.note("types", [type(p).__name__, type(r).__name__])
    ctx.note("requires_grad", [p.requires_grad, r.requires_grad])
    return {"p": p.detach(), "r": r.detach(), "p_grad": p.grad, "types": [type(p).__name__, type(r).__name__],
            "requires_grad": [p.requires_grad, r.requires_grad], "p_is_leaf": p.is_leaf}


@case(
    "distributed_patterns/nn_param_return",
    world=NO_PG,
    backends=[Backend.AOT_EAGER],
    variants={
        "input_grad": {"offset": False, "requires_grad": True},
        "input_nograd": {"offset": False, "requires_grad": False},
    },
    checks=[
        # the Parameter wraps the graph input itself: it is built outside the graph and the graph
        # only computes from it (grad variant) or from the input (no-grad variant)
        Check("g0.dynamo").check_not("Parameter").check("def forward(").check_not("Parameter"),
    ],
    seed_test="test_nn_param_return1 / test_nn_param_return2",
    seed_file=SEED_FILE,
)
def nn_param_return(ctx):
    return _nn_param_body(ctx)


@case(
    "distributed_patterns/nn_param_return_expr",
    world=NO_PG,
    backends=[Backend.AOT_EAGER],
    variants={"grad": {"offset": True, "requires_grad": True}, "nograd": {"offset": True, "requires_grad": False}},
    expect=Expect.RAISES,
    seed_test="test_nn_param_return3 / test_nn_param_return4",
    seed_file=SEED_FILE,
    expectation="""torch 2.13 graph-breaks on nn.Parameter(<expression>) by default
    (dynamo config graph_break_on_nn_param_ctor): with fullgraph=True the seed's pattern raises.
    nn_param_return_expr_traced turns the knob off.""",
)
def nn_param_return_expr(ctx):
    return _nn_param_body(ctx)


@case(
    "distributed_patterns/nn_param_return_expr_traced",
    world=NO_PG,
    backends=[Backend.AOT_EAGER],
    variants={"grad": {"offset": True, "requires_grad": True}, "nograd": {"offset": True, "requires_grad": False}},
    config={"dynamo": {"graph_break_on_nn_param_ctor": False}},
    # x + 123 in any spelling (l_x_ + 123, l_x_.add(123)), then the parameter made from it
    checks=[Check("g0.dynamo").check("[[A:add\\w*]]{{[^=]*}}= {{.*}}l_x_{{.*}}123").check("tracable_create_parameter([[A]],")],
    seed_test="test_nn_param_return3 / test_nn_param_return4",
    seed_file=SEED_FILE,
    expectation="graph_break_on_nn_param_ctor=False: the seed's in-graph nn.Parameter(x + 123).",
)
def nn_param_return_expr_traced(ctx):
    return _nn_param_body(ctx)
