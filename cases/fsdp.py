"""FSDP2 (fully_shard) under torch.compile (seed: test/distributed/_composable/fsdp/test_fully_shard_compile.py).

What torch 2.13 does differently from the seed, and what these cases pin down:

* FSDP2's hooks are always ``torch._dynamo.disable``d (upstream PR 174863 removed tracing into
  them; ``torch._dynamo.config.skip_fsdp_hooks`` is gone): no FSDP collective reaches a compiled
  graph, and ``fullgraph=True`` on a fully_shard'ed root raises.
* FSDP2 dropped its compiled-autograd support (upstream PR 174906): under compiled autograd its
  post-backward (reduce-scatter of the gradients, reshard) never runs, the optimizer steps
  sharded parameters that have no gradient, and training diverges from eager after the first step.
* ``torch.ops.fsdp.set_`` is gone; ``torch.ops.fsdp.copy_`` is the storage-swap op.

The fake process group moves no data: on more than one rank the all-gathered parameters would
hold uninitialized memory for the other ranks' shards. The training cases therefore shard over a
one-rank mesh, where FSDP still runs its all-gather copy-in, all-gather and gradient copy-out, and
the numbers are exact.
"""

from __future__ import annotations

import contextlib
import re
from typing import Any, Callable, Iterator
from unittest import mock

import torch
from torch import nn

from fxgolden import Backend, Check, Expect, KnownIssue, World, case

SEED_FILE = "001_64fc364eacdf3bba.txt"
FSDP1 = World(size=1, rank=0, mesh=(1,), dims=("dp",))
NO_PG = World(pg="none")
TRAIN_BACKENDS = [Backend.AOT_EAGER, Backend.AOT_EAGER_DECOMP_PARTITION, Backend.INDUCTOR]

# Upstream's Traceable FSDP2 invariants (test_fully_shard_compile / Inductor's FSDP passes).
UPSTREAM_INVARIANTS = """Upstream (Traceable FSDP2, before PR 174863) expected the FSDP collectives
inside the compiled graphs: forward all_gather_copy_in -> all_gather_into_tensor -> wait_tensor ->
split_with_sizes_copy per FSDP group; backward chunk_cat -> reduce_scatter_tensor -> wait_tensor.
torch 2.13 runs them eagerly inside dynamo.disable'd hooks: the checks assert their absence."""


def _fsdp_modules():
    from torch.distributed.fsdp._fully_shard import _fsdp_common, _fsdp_param_group, _fsdp_state, _fully_shard

    return _fsdp_common, _fsdp_state, _fsdp_param_group, _fully_shard


class _MLP(nn.Module):
    """A user-defined MLP (Dynamo traces user code; an nn.Sequential's forward is a torch file)."""

    def __init__(self, dim: int = 8):
        super().__init__()
        self.in_proj = nn.Linear(dim, dim)
        self.out_proj = nn.Linear(dim, dim)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.out_proj(torch.relu(self.in_proj(x)))


def _dynamo_disabled_fsdp_functions() -> list[str]:
    """FSDP2 methods wrapped by ``_dynamo_disable`` (read from the classes, not from a run)."""
    common, state, param_group, fully = _fsdp_modules()
    wrapper_code = common._dynamo_disable(lambda: None).__code__
    found = []
    for cls in (state.FSDPState, param_group.FSDPParamGroup, fully.FSDPModule):
        for name, attr in sorted(vars(cls).items()):
            fn = getattr(attr, "__func__", attr)
            if getattr(fn, "__code__", None) is wrapper_code:
                found.append(f"{cls.__name__}.{name}")
    return found


_PATH_IN_REASON = re.compile(r"\s*\([^()]*/[^()]*\)")


@contextlib.contextmanager
def _recording_fsdp_trace_decisions(sink: list[str]) -> Iterator[None]:
    """Record every trace-or-skip decision Dynamo makes on code from FSDP2's files."""
    import torch._dynamo.trace_rules as trace_rules

    original = trace_rules.check_verbose

    def check_verbose(obj: Any, *args: Any, **kwargs: Any) -> Any:
        result = original(obj, *args, **kwargs)
        code = getattr(obj, "__code__", obj)
        filename = getattr(code, "co_filename", "") or ""
        if "/distributed/fsdp/" in filename.replace("\\", "/"):
            verdict = "skipped" if result.skipped else "inlined"
            reason = _PATH_IN_REASON.sub("", str(result.reason or ""))
            sink.append(f"{filename.rsplit('/', 1)[-1]}:{code.co_name} {verdict} ({reason})")
        return result

    with mock.patch.object(trace_rules, "check_verbose", check_verbose):
        yield


def _local(t: torch.Tensor | None) -> torch.Tensor | None:
    return t.to_local() if hasattr(t, "to_local") else t


# --------------------------------------------------------------------------------------
# 1. FSDP hook tracing "on"/"off" (the seed's skip_fsdp_hooks knob)
# --------------------------------------------------------------------------------------


@case(
    "fsdp/hook_tracing",
    world=FSDP1,
    backends=[Backend.AOT_EAGER],
    variants={"hooks_traced": {"skip_fsdp_hooks": False}, "hooks_skipped": {"skip_fsdp_hooks": True}},
    checks=[
        # only the user forward is compiled: FSDP's unsharded parameters come in as graph inputs
        Check("g0.dynamo").check("torch._C._nn.linear(").check("torch.relu(").check("torch._C._nn.linear(")
        .check_not("all_gather").check_not("fsdp"),
        Check("g*.forward").check_not("all_gather_into_tensor").check_not("reduce_scatter"),
        # the hook wrapper is the only FSDP code Dynamo looks at, and it skips it
        Check("summary")
        .check("fsdp_trace_decisions:")
        .check_next("- _fsdp_common.py:wrapper skipped")
        .check_not("inlined")
        .check("fsdp_state_functions_inlined: 0"),
    ],
    seed_test="test_disable_compiling_hooks",
    seed_file=SEED_FILE,
    expectation="""The seed set torch._dynamo.config.skip_fsdp_hooks False/True and counted trace-rule
    checks of _fsdp_state.py functions (> 0 when tracing, 0 when skipping). torch 2.13 has no knob
    (note skip_fsdp_hooks_config) and both variants skip: Dynamo only sees FSDP's dynamo.disable
    wrapper from _fsdp_common.py and skips it; the user forward compiles on its own between the
    eagerly run hooks. A torch that traces FSDP hooks again changes fsdp_trace_decisions, the
    disabled list and the graphs.""",
)
def hook_tracing(ctx):
    from torch.distributed.fsdp import fully_shard

    knob = "skip_fsdp_hooks"
    if ctx.compiled:
        present = hasattr(torch._dynamo.config, knob)
        if present:  # restored when the case's world is left
            setattr(torch._dynamo.config, knob, ctx.params[knob])
        ctx.note("skip_fsdp_hooks_config", ctx.params[knob] if present else "absent")
    model = _MLP(8)
    fully_shard(model, mesh=ctx.mesh)
    compiled = ctx.compile(model)
    decisions: list[str] = []
    outputs = []
    recording = _recording_fsdp_trace_decisions(decisions) if ctx.compiled else contextlib.nullcontext()
    with recording:
        for _ in range(2):
            out = compiled(torch.randn(4, 8))
            out.sum().backward()
            outputs.append(out)
    ctx.note("fsdp_trace_decisions", sorted(set(decisions)))
    ctx.note("fsdp_state_functions_inlined", sum(1 for d in decisions if d.startswith("_fsdp_state.py:") and " inlined" in d))
    ctx.note("fsdp_dynamo_disabled", _dynamo_disabled_fsdp_functions())
    grads = {name: _local(p.grad) for name, p in model.named_parameters()}
    return {"outputs": outputs, "grads": grads}


@case(
    "fsdp/fullgraph_root",
    world=FSDP1,
    backends=[Backend.AOT_EAGER],
    expect=Expect.RAISES,
    seed_test="test_simple_mlp_fullgraph_backend_aot_eager",
    seed_file=SEED_FILE,
    expectation="""The seed compiles the fully_shard'ed MLP with fullgraph=True. In torch 2.13 Dynamo
    meets FSDP's dynamo.disable'd pre-forward hook and refuses (FSDP hooks cannot be traced).""",
)
def fullgraph_root(ctx):
    from torch.distributed.fsdp import fully_shard

    model = nn.Sequential(nn.Linear(16, 16), nn.ReLU(), nn.Linear(16, 16))
    fully_shard(model, mesh=ctx.mesh, reshard_after_forward=True)
    model(torch.randn(2, 16))  # lazy init eagerly, as the seed does
    return ctx.compile(model, fullgraph=True)(torch.randn(2, 16))


# --------------------------------------------------------------------------------------
# 2. FSDPParamGroup.use_training_state inside a compiled function
# --------------------------------------------------------------------------------------


@case(
    "fsdp/use_training_state",
    world=NO_PG,
    backends=[Backend.AOT_EAGER],
    checks=[
        # the context manager and the state comparison are resolved at trace time: one add
        Check("g0.dynamo").compute_ops(["add"]).check_not("training_state"),
        Check("summary").check("frames: 1").check_next("recompiles: 0"),
    ],
    seed_test="test_dynamo_trace_use_training_state",
    seed_file=SEED_FILE,
    expectation="One frame, one op, one graph; the group's training state is IDLE again afterwards.",
)
def use_training_state(ctx):
    from torch.distributed.fsdp._fully_shard._fsdp_common import TrainingState
    from torch.distributed.fsdp._fully_shard._fsdp_param_group import FSDPParamGroup

    # params, modules, mesh_info, post_forward_mesh_info, device, shard_placement_fn, mp_policy, offload_policy
    group = FSDPParamGroup([], (nn.Linear(1, 1),), None, None, torch.device("cpu"), None, None, None)

    def fn(x):
        group._training_state = TrainingState.IDLE
        with group.use_training_state(TrainingState.FORWARD):
            if group._training_state == TrainingState.FORWARD:
                return x + 1
            return x

    out = ctx.compile(fn, fullgraph=True)(torch.zeros(1))
    ctx.note("training_state_after", group._training_state.name)
    ctx.note("frames", ctx.frames)
    return {"out": out, "state_after": group._training_state.name}


# --------------------------------------------------------------------------------------
# 3. A custom op mutating `out`, then the FSDP storage-swap op
# --------------------------------------------------------------------------------------

_ADD_ONE_OUT = None


def _add_one_out_op():
    """``fxgolden_fsdp::add_one_out(x, out)``: out = x + 1 (registered once per process)."""
    global _ADD_ONE_OUT
    if _ADD_ONE_OUT is None:

        @torch.library.custom_op("fxgolden_fsdp::add_one_out", mutates_args={"out"})
        def add_one_out(x: torch.Tensor, out: torch.Tensor) -> None:
            torch.add(x, 1, out=out)

        _ADD_ONE_OUT = torch.ops.fxgolden_fsdp.add_one_out
    return _ADD_ONE_OUT


@case(
    "fsdp/custom_op_then_fsdp_copy",
    world=NO_PG,
    backends=[Backend.AOT_EAGER],
    checks=[
        Check("g0.dynamo")
        .check("[[B:buf]]: {{[^=]*}}= torch.zeros(2)")
        .check("torch.ops.fxgolden_fsdp.add_one_out(l_x_, out = ")
        .check("[[V:\\w+]]: {{[^=]*}}= [[B]].view(-1)")
        .check("torch.ops.fsdp.copy_(l_x_, [[V]])"),
        # functionalized: the custom op's mutation of the view of buf becomes auto_functionalized_v2
        # on buf's base, and fsdp.copy_ reads the updated base through a fresh view
        Check("g0.inference", name="functionalized custom op, then fsdp.copy_ from the updated base")
        .check("[[Z:zeros]]: {{[^=]*}}= torch.ops.aten.zeros.default([2]")
        .check("[[AF:auto_functionalized_v2\\w*]] = torch.ops.higher_order.auto_functionalized_v2("
               "torch.ops.fxgolden_fsdp.add_one_out.default, x = arg0_1, _out_base_index = 0")
        .check_same("_all_bases = [[[Z]]]")
        .check("[[G:getitem\\w*]]: {{[^=]*}}= [[AF]][1]")
        .check("[[V:view\\w*]]: {{[^=]*}}= torch.ops.aten.view.default([[G]], [-1])")
        .check("torch.ops.fsdp.copy_.default(arg0_1, [[V]])"),
    ],
    seed_test="test_trace_fsdp_set_",
    seed_file=SEED_FILE,
    expectation="""The seed ends with torch.ops.fsdp.set_(x, buf_view), gone in torch 2.13; the
    storage-swap op FSDP2 uses now is torch.ops.fsdp.copy_(x, buf_view). x must equal eager's.""",
)
def custom_op_then_fsdp_copy(ctx):
    import torch.distributed.fsdp  # noqa: F401 - registers torch.ops.fsdp.copy_

    _add_one_out_op()

    def fn(x):
        buf = torch.zeros(2)
        buf_view = buf.view(-1)
        torch.ops.fxgolden_fsdp.add_one_out(x, out=buf_view)
        buf_view2 = buf.view(-1)
        torch.ops.fsdp.copy_(x, buf_view2)

    x = torch.zeros(2)
    ctx.compile(fn)(x)
    ctx.note("x_after", x.tolist())
    return {"x": x}


# --------------------------------------------------------------------------------------
# 4. "Traceable FSDP2" training: MLP and toy Transformer, compiled autograd on
# --------------------------------------------------------------------------------------


def _mlp_factory(ctx):
    from torch.distributed.fsdp import fully_shard

    hidden = 16

    def model_init():
        torch.manual_seed(0)
        model = nn.Sequential(
            nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU(), nn.Linear(hidden, hidden)
        )
        fully_shard(model, mesh=ctx.mesh, reshard_after_forward=True)
        return model, torch.optim.SGD(model.parameters(), lr=1e-2)

    def make_input():
        torch.manual_seed(0)  # as the seed: the same input every step
        return torch.randn(2, hidden)

    return model_init, make_input


def _transformer_factory(ctx):
    from torch.distributed.fsdp import fully_shard

    from cases.models import ModelArgs, Transformer

    args = ModelArgs(n_layers=2, vocab_size=8, max_seq_len=16, dim=16, n_heads=4, dropout_p=0.0)

    def model_init():
        model = Transformer(args, seed=0)
        for layer in model.layers:
            fully_shard(layer, mesh=ctx.mesh, reshard_after_forward=True)
        fully_shard(model, mesh=ctx.mesh, reshard_after_forward=True)
        return model, torch.optim.SGD(model.parameters(), lr=1e-2)

    def make_input():
        torch.manual_seed(0)
        return torch.randint(0, args.vocab_size, (2, args.max_seq_len))

    return model_init, make_input


def _run_steps(model, optim, make_input, steps: int, step_ctx: Callable[[], Any]) -> tuple[list[float], list[str]]:
    losses, grad_kinds = [], []
    for _ in range(steps):
        inp = make_input()
        with step_ctx():
            loss = model(inp).sum()
            losses.append(loss.item())
            loss.backward()
        # after backward FSDP's post-backward has resharded: DTensor parameters with DTensor
        # gradients (reduce-scattered); without it the unsharded Tensors stay registered
        params = list(model.parameters())
        grad_kinds.append("params " + ",".join(sorted({type(p).__name__ for p in params}))
                          + " grads " + ",".join(sorted({type(p.grad).__name__ for p in params})))
        optim.step()
        optim.zero_grad(set_to_none=True)
    return losses, grad_kinds


def _traceable_body(ctx, factory, *, compiled_autograd: bool, steps: int = 3):
    model_init, make_input = factory(ctx)
    if ctx.compiled:  # the eager reference losses, for the per-step parity note
        ref_model, ref_optim = model_init()
        _run_steps(ref_model, ref_optim, make_input, 1, contextlib.nullcontext)
        eager_losses, _ = _run_steps(ref_model, ref_optim, make_input, steps, contextlib.nullcontext)
    # fullgraph=False: FSDP's dynamo.disable'd tensor hooks break the compiled-autograd graph
    step_ctx = (lambda: ctx.compiled_autograd(fullgraph=False)) if compiled_autograd else contextlib.nullcontext
    model, optim = model_init()
    _run_steps(model, optim, make_input, 1, contextlib.nullcontext)  # FSDP's lazy init, eagerly (as the seed)
    compiled = ctx.compile(model)
    losses, grad_kinds = _run_steps(compiled, optim, make_input, steps, step_ctx)
    if ctx.compiled:
        ctx.note("losses_match_eager", [abs(a - b) <= 1e-5 * max(1.0, abs(b)) for a, b in zip(losses, eager_losses)])
        ctx.note("after_backward", grad_kinds)
    return {"losses": losses}


# Every captured graph (forward, backward, the compiled-autograd graphs and what they compile to)
_NO_FSDP_COLLECTIVES_IN_GRAPHS = [
    Check("g*.dynamo").check_not("all_gather_copy_in").check_not("all_gather_into_tensor")
    .check_not("split_with_sizes_copy").check_not("chunk_cat").check_not("reduce_scatter_tensor"),
    Check("ca*.compiled_autograd").check_not("all_gather_into_tensor").check_not("reduce_scatter_tensor"),
]
_NO_FSDP_COLLECTIVES_IN_AOT = [
    Check("g*.forward").check_not("all_gather_copy_in").check_not("all_gather_into_tensor")
    .check_not("split_with_sizes_copy"),
    Check("g*.backward").check_not("chunk_cat").check_not("reduce_scatter_tensor"),
]

_CA_EXPECTATION = """With compiled autograd on, FSDP2's post-backward never runs in torch 2.13
(PR 174906): the unsharded parameters stay registered with plain-Tensor gradients after backward
(note after_backward: "params Parameter grads Tensor", eager has DTensor for both), SGD
steps sharded parameters without gradients, and the losses leave eager's after the first step
(losses_match_eager) - hence numerics=False; the parity is recorded as a note. The
compiled-autograd graph is compiled with fullgraph=False (the seed's fullgraph=True raises on FSDP's
dynamo.disable'd pre-backward hook): every graph break is in the summary. """ + UPSTREAM_INVARIANTS


_CUDA_211 = KnownIssue(
    torch="==2.11.*", profiles=("cuda",),
    reason="torch 2.11 raises AssertionError: queue_callback() is only supported when Compiled Autograd is "
    "enabled with fullgraph=True (FSDP2's root pre-backward hook; seen on the GPU machine and on CPU); "
    "regenerate on a GPU with a newer torch to golden it",
    upstream="test_compiled_autograd / traceable FSDP2 tests")


@case(
    "fsdp/traceable_mlp",
    world=FSDP1,
    backends=TRAIN_BACKENDS,
    numerics=False,
    unsupported={"cuda": _CUDA_211},
    checks=[
        *_NO_FSDP_COLLECTIVES_IN_GRAPHS,
        # the root module's forward is torch code (nn.Sequential): nothing of it is compiled; the
        # backward is, split at FSDP's pre-backward tensor hook
        Check("g*.inference").check_not("all_gather_into_tensor").check_not("reduce_scatter_tensor"),
        Check("ca0.compiled_autograd").check("torch__dynamo_external_utils_call_hook(").check("hook_type = 'tensor_pre_hook'"),
        # upstream: post_backward per group every step; 2.13 under compiled autograd: never
        Check("summary").check("notes:").check("after_backward:").check_next("- params Parameter grads Tensor"),
    ],
    seed_test="test_simple_mlp_fullgraph_backend_aot_eager / _aot_eager_decomp_partition / _inductor",
    seed_file=SEED_FILE,
    expectation=_CA_EXPECTATION,
)
def traceable_mlp(ctx):
    return _traceable_body(ctx, _mlp_factory, compiled_autograd=True)


@case(
    "fsdp/traceable_transformer",
    world=FSDP1,
    backends=TRAIN_BACKENDS,
    numerics=False,
    unsupported={"cuda": _CUDA_211},
    config={"inductor": {"fallback_random": True}},
    checks=[
        *_NO_FSDP_COLLECTIVES_IN_GRAPHS,
        *_NO_FSDP_COLLECTIVES_IN_AOT[:1],
        Check("ca0.compiled_autograd").check("torch__dynamo_external_utils_call_hook(").check("hook_type = 'tensor_pre_hook'"),
        Check("summary").check("notes:").check("after_backward:").check("- params Parameter grads Tensor"),
    ],
    seed_test="test_transformer_fullgraph_backend_aot_eager / _aot_eager_decomp_partition / _inductor",
    seed_file=SEED_FILE,
    expectation="Toy Transformer (cases.models, 2 layers, dropout 0), each block and the root fully_shard'ed. "
    + _CA_EXPECTATION,
)
def traceable_transformer(ctx):
    return _traceable_body(ctx, _transformer_factory, compiled_autograd=True)


@case(
    "fsdp/compiled_forward_transformer",
    world=FSDP1,
    backends=[Backend.AOT_EAGER],
    checks=[
        Check("g*.dynamo").check_not("all_gather_into_tensor").check_not("reduce_scatter_tensor"),
        *_NO_FSDP_COLLECTIVES_IN_AOT,
        # eager autograd: FSDP's post-backward reshards and reduce-scatters every step
        Check("summary").check("notes:").check("after_backward:").check_count("- params DTensor grads DTensor", 3),
    ],
    seed_test="test_transformer_fullgraph_backend_aot_eager",
    seed_file=SEED_FILE,
    expectation="""The training loop torch 2.13 supports: compiled forward, eager autograd. FSDP's
    hooks run between the graphs (graph breaks at each fully_shard'ed block), post-backward runs,
    and the losses equal eager's over three steps. """ + UPSTREAM_INVARIANTS,
)
def compiled_forward_transformer(ctx):
    return _traceable_body(ctx, _transformer_factory, compiled_autograd=False)


# --------------------------------------------------------------------------------------
# 5. FSDP2 variants: reshard_after_forward False / an int, mixed precision (issue 16, item 5)
# --------------------------------------------------------------------------------------
#
# Where what these variants change is visible on torch 2.13: FSDP2's collectives run eagerly in
# dynamo.disable'd hooks, so no compiled graph holds them. The compiled user forward receives the
# unsharded parameters (and, under a MixedPrecisionPolicy, the cast input) as graph inputs, so the
# AOT graphs show the parameter dtype. The collectives themselves, with their dtypes and sizes, are
# recorded from the dispatcher (fsdp.* and c10d.* ops) during the second compiled training step and
# kept as the summary note `fsdp_collectives`.

FSDP4 = World(size=4, rank=1, mesh=(4,), dims=("dp",))
_WHY_FOUR_RANKS = ("NUMERICS OFF: on 4 fake ranks the all-gathered parameters hold the other ranks' "
                   "uninitialized shards. Not on a one-rank mesh: there (measured, torch 2.13) the second "
                   "step issues no all-gather and no reduce-scatter at all (only chunk_cat), so the "
                   "variants' differences would not show.")


def _recording_collectives(sink: list[str]):
    """A dispatch mode recording FSDP's copy-in/out ops and c10d collectives with their tensors' dtypes."""
    from torch.utils._python_dispatch import TorchDispatchMode

    class RecordingCollectives(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            if func.namespace in ("c10d", "fsdp"):
                tensors = [t for t in torch.utils._pytree.tree_leaves((args, kwargs)) if isinstance(t, torch.Tensor)]
                shapes = " ".join(f"{str(t.dtype).removeprefix('torch.')}[{','.join(map(str, t.shape))}]"
                                  for t in tensors)
                sink.append(f"{func.namespace}.{func._opname} {shapes}")
            return func(*args, **(kwargs or {}))

    return RecordingCollectives()


def _fsdp_variant_body(ctx, **fully_shard_kwargs):
    from torch.distributed.fsdp import fully_shard

    torch.manual_seed(0)
    model = _MLP(8)
    fully_shard(model, mesh=ctx.mesh, **fully_shard_kwargs)
    compiled = ctx.compile(model)
    outputs = []
    torch.manual_seed(1)
    inputs = [torch.randn(4, 8) for _ in range(2)]
    out = compiled(inputs[0])  # step 1: the compiled graphs
    out.float().sum().backward()
    outputs.append(out)
    collectives: list[str] = []
    # step 2, recorded: Dynamo does not run frames under a Python dispatch mode, so this step runs the
    # user forward eagerly; the FSDP hooks and their collectives are the same eager code either way
    with _recording_collectives(collectives):
        out = compiled(inputs[1])
        out.float().sum().backward()
    outputs.append(out)
    if ctx.compiled:
        ctx.note("fsdp_collectives", collectives)
    grads = {name: _local(p.grad) for name, p in model.named_parameters()}
    return {"outputs": outputs, "grads": grads}


def _fsdp_steps(all_gathers: int, dtype: str, reduce_dtype: str) -> Check:
    """Per step: FSDP's all-gathers (copy-in, gather, copy-out), then one reduce-scatter, in dtype."""
    check = Check("summary", name=f"{all_gathers} all-gathers in {dtype}, reduce-scatter in {reduce_dtype}")
    check = check.check("fsdp_collectives:")
    for _ in range(all_gathers):
        check = (check.check(f"- fsdp.all_gather_copy_in {dtype}[")
                 .check_next(f"- c10d._allgather_base_ {dtype}[").check_next(f"- fsdp.split_with_sizes_copy {dtype}["))
    return (check.check("- fsdp.chunk_cat ").check_next(f"- c10d._reduce_scatter_base_ {reduce_dtype}[")
            .check_not("c10d._allgather_base_"))


_FSDP_VARIANT_COMMON = dict(
    backends=[Backend.AOT_EAGER],
    seed_test="test_fully_shard_compile.py / test_fully_shard_mixed_precision.py "
    "(test/distributed/_composable/fsdp)",
    seed_file=SEED_FILE,
)
_NO_FSDP_COLLECTIVES_HERE = Check("g*.forward").check_not("all_gather").check_not("reduce_scatter")


@case(
    "fsdp/reshard_after_forward",
    world=FSDP4,
    variants={"false": {"reshard_after_forward": False}},
    numerics=False,
    checks=[
        _NO_FSDP_COLLECTIVES_HERE,
        # not resharded after forward: the backward reuses the unsharded parameters, no second all-gather
        Check("summary", name="reshard_after_forward=False: one all-gather per step (forward only)")
        .check("fsdp_collectives:").check_count("- c10d._allgather_base_ float32[144] float32[36]", 1, exactly=True),
        _fsdp_steps(1, "float32", "float32"),
    ],
    expectation="fully_shard(reshard_after_forward=False) on 4 ranks (rank 1). The "
    "parameters stay unsharded between forward and backward: one all-gather (copy-in, gather, "
    "split copy-out) in the forward, none in the backward, then chunk_cat + reduce-scatter. The "
    "collectives run in FSDP's eager hooks (fsdp_collectives, recorded from the dispatcher); the "
    "compiled graphs hold none. " + _WHY_FOUR_RANKS,
    **_FSDP_VARIANT_COMMON,
)
@case(
    "fsdp/reshard_after_forward",
    world=FSDP4,
    variants={"int2": {"reshard_after_forward": 2}},
    numerics=False,
    checks=[
        _NO_FSDP_COLLECTIVES_HERE,
        # forward all-gather from the 4-rank shards (36 of the 144 elements of both Linears); after
        # forward FSDP reshards to groups of 2, so the backward all-gathers 72-element shards; the
        # gradient is reduce-scattered back to the 4-rank shard (36 elements)
        Check("summary", name="reshard_after_forward=2: backward all-gathers from the 2-rank reshard")
        .check("fsdp_collectives:")
        .check("- c10d._allgather_base_ float32[144] float32[36]")
        .check("- c10d._allgather_base_ float32[144] float32[72]")
        .check("- c10d._reduce_scatter_base_ float32[36] float32[144]"),
        _fsdp_steps(2, "float32", "float32"),
    ],
    expectation="fully_shard(reshard_after_forward=2) on 4 ranks (rank 1): after forward the parameters "
    "are resharded to groups of 2 instead of freed to the 4-way shard, so the backward all-gather "
    "reads 72-element shards over a 2-rank group. Collectives recorded from the dispatcher in "
    "FSDP's eager hooks; the compiled graphs hold none. " + _WHY_FOUR_RANKS,
    **_FSDP_VARIANT_COMMON,
)
def reshard_after_forward(ctx):
    return _fsdp_variant_body(ctx, reshard_after_forward=ctx.params["reshard_after_forward"])


@case(
    "fsdp/mixed_precision",
    world=FSDP4,
    numerics=False,
    variants={"bf16_params_fp32_reduce": {}},
    checks=[
        # the compiled forward computes in bf16: parameters and the cast input arrive as bf16 inputs
        Check("g0.forward", name="compiled forward in bf16 (parameters and input cast by FSDP)")
        .check('primals_1: "bf16[8, 8]').check('primals_3: "bf16[4, 8]').check("aten.addmm.default("),
        Check("g0.forward", name="no fp32 tensor in the compiled forward").check_not("f32["),
        Check("g0.backward", name="no fp32 tensor in the compiled backward").check_not("f32["),
        _NO_FSDP_COLLECTIVES_HERE,
        # all-gather in bf16 (param_dtype), gradients reduce-scattered in fp32 (reduce_dtype)
        _fsdp_steps(2, "bfloat16", "float32"),
        Check("summary", name="bf16 gradients copied into an fp32 reduce-scatter buffer")
        .check("- fsdp.chunk_cat bfloat16[8,8] bfloat16[8] bfloat16[8,8] bfloat16[8] float32[4,36]"),
    ],
    expectation="fully_shard(mp_policy=MixedPrecisionPolicy(param_dtype=bf16, reduce_dtype=fp32)) on a "
    "4 ranks (rank 1), reshard_after_forward=True. The compiled forward/backward graphs run in bf16 (the "
    "parameters are cast before the all-gather; the input is cast by FSDP's pre-forward hook). The "
    "collectives, recorded from the dispatcher in FSDP's eager hooks: all_gather_copy_in, "
    "_allgather_base_ and split_with_sizes_copy in bf16 (forward, then again in backward after the "
    "reshard), chunk_cat of the bf16 gradients into an fp32 buffer and an fp32 reduce-scatter. "
    + _WHY_FOUR_RANKS,
    **_FSDP_VARIANT_COMMON,
)
def mixed_precision(ctx):
    from torch.distributed.fsdp import MixedPrecisionPolicy

    policy = MixedPrecisionPolicy(param_dtype=torch.bfloat16, reduce_dtype=torch.float32)
    # reshard_after_forward=True explicitly: a root module's default (None) keeps it unsharded
    return _fsdp_variant_body(ctx, mp_policy=policy, reshard_after_forward=True)


# --------------------------------------------------------------------------------------
# What FSDP2 communicates with its defaults, on two ranks (the `collectives` artifact)
# --------------------------------------------------------------------------------------

FSDP2_TWO_RANKS = World(size=2, rank=0, mesh=(2,), dims=("dp",))


def _backward_all_gathers_again() -> Check:
    """Default reshard_after_forward (True below the root): each layer's parameters are freed after its forward,
    so the backward all-gathers both layers again before a gradient is reduce-scattered."""
    return (Check("collectives", name="resharded after forward: the backward all-gathers both layers again")
            .check("mesh_dp: all_gather_into_tensor").check_next("mesh_dp: all_gather_into_tensor")
            .check_next("mesh_dp: all_gather_into_tensor").check_next("mesh_dp: all_gather_into_tensor")
            .check_next("mesh_dp: reduce_scatter_tensor"))


_DEFAULT_RESHARD = dict(
    world=FSDP2_TWO_RANKS,
    backends=[Backend.AOT_EAGER],
    numerics=False,
    expectation="Two Linear layers each fully_shard'ed with FSDP2's defaults, then the root, on 2 fake ranks "
    "(rank 0); two training steps of the compiled model, the backward plain or under compiled autograd. "
    "FSDP2's collectives run eagerly in its dynamo.disable'd hooks, so no compiled graph shows them; the "
    "`collectives` artifact records what the process group ran: per step an all-gather per layer in the "
    "forward, the same again in the backward (the default reshards after forward), and a reduce-scatter "
    "per layer's gradients. Under compiled autograd torch 2.13 never runs FSDP2's post-backward "
    "(PR 174906): one reduce-scatter in the first step, and the second step all-gathers once, since "
    "nothing was resharded. A flipped reshard_after_forward default drops the backward all-gathers. "
    "NUMERICS OFF: the fake group leaves the other rank's shards uninitialized.",
    seed_test="test_fully_shard_compile.py (test/distributed/_composable/fsdp)",
    seed_file=SEED_FILE,
)


@case(
    "fsdp/default_reshard",
    variants={"compiled_forward": {"compiled_autograd": False}},
    checks=[Check("g*.dynamo").check_not("all_gather_into_tensor").check_not("reduce_scatter_tensor"),
            *_NO_FSDP_COLLECTIVES_IN_AOT, _backward_all_gathers_again()],
    **_DEFAULT_RESHARD,
)
@case(
    "fsdp/default_reshard",
    variants={"compiled_autograd": {"compiled_autograd": True}},
    unsupported={"cuda": _CUDA_211},  # measured under NCCL on two H100s, 2026-11-26
    checks=[*_NO_FSDP_COLLECTIVES_IN_GRAPHS, _backward_all_gathers_again()],
    **_DEFAULT_RESHARD,
)
def default_reshard(ctx):
    from torch.distributed.fsdp import fully_shard

    torch.manual_seed(0)
    model = _MLP(8)
    for layer in (model.in_proj, model.out_proj):
        fully_shard(layer, mesh=ctx.mesh)  # every default, reshard_after_forward included
    fully_shard(model, mesh=ctx.mesh)
    compiled = ctx.compile(model)
    # fullgraph=False: FSDP's dynamo.disable'd tensor hooks break the compiled-autograd graph
    backward_ctx = (lambda: ctx.compiled_autograd(fullgraph=False)) if ctx.params["compiled_autograd"] \
        else contextlib.nullcontext
    torch.manual_seed(1)
    for _ in range(2):
        with backward_ctx():
            compiled(torch.randn(4, 8)).sum().backward()
    return {name: _local(p.grad) for name, p in model.named_parameters()}
