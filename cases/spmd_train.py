"""spmd/train_step, transform_ddm, graph_reuse, buffer_requires_grad: whole data-parallel train steps.

The upstream tests compiled ``mod(inp).sum().backward(); opt.step()`` with
the removed ``torch.distributed._spmd.compile``, which traced forward,
backward, the gradient all-reduce and the optimizer into one graph. The
current equivalent: ``torch.compile`` over the same train step with Dynamo's
``trace_autograd_ops`` on, so that ``.backward()`` is traced into the graph
(as ``torch.autograd.grad`` plus the ``.grad`` accumulation) instead of
breaking it; the gradients are all-reduced with functional collectives on a
data-parallel mesh of 2. The eager call of the same body is the eager
data-parallel reference (DDP itself does not run on the fake process group).
Every case returns the parameters after two steps.
"""

from __future__ import annotations

import functools

import torch

from fxgolden import Backend, Check, KnownIssue, World, case

SEED_FILE = "003_5a2ba0132fd7cc4e.txt"
DP2 = World(size=2, rank=0, mesh=(2,), dims=("dp",))
# Trace `.backward()` / `torch.autograd.grad` into the graph instead of breaking on it.
TRACE_BACKWARD = {"dynamo": {"trace_autograd_ops": True}}
LR = 0.01


def backward_not_traced_211(upstream: str) -> KnownIssue:
    """torch 2.11 leaves ``.backward()`` out of the graph even with ``trace_autograd_ops``.

    Measured under NCCL on two H200s (torch 2.11.0+cu130, 2026-11-26): a fullgraph step raises
    ``Unsupported: Attempted to call function marked as skipped`` (``torch.autograd.backward``),
    and a step without fullgraph breaks there and compiles a training graph (``g0.forward`` and
    ``g0.backward``) where torch 2.13 traces one inference graph with ``torch.autograd.grad``.
    """
    return KnownIssue(
        torch="==2.11.*",
        reason="torch 2.11's Dynamo does not trace .backward() into the graph (dynamo.trace_autograd_ops): "
        "torch.autograd.backward is a skipped function, so the step breaks there (fullgraph: Unsupported)",
        upstream=f"{upstream} (test/distributed/_spmd/test_tracing.py)", numerics=False)


def grads_reduced_once(artifact: str, count: int) -> Check:
    """Exactly ``count`` all_reduces on mesh_dp: every gradient reduced once, none twice."""
    return (
        Check(artifact, name=f"{artifact}: {count} gradient all_reduces, no more")
        .check_count("torch.ops._c10d_functional.all_reduce.default({{.*}}'mesh_dp')", count, exactly=True)
    )


def reduces_waited(artifact: str, count: int) -> list[Check]:
    """Each of the ``count`` gradient all_reduces is waited on before anything reads its result."""
    line = "torch.ops._c10d_functional.all_reduce.default({{.*}}'mesh_dp')"
    checks = []
    for index in range(count):
        check = Check(artifact, name=f"{artifact}: all_reduce #{index} waited before use")
        if index:
            check = check.check_count(line, index)
        checks.append(
            check.check(f"[[X:all_reduce\\w*]]: {{{{.*}}}} = {line}")
            .check_not("{{[(\\[ ]}}[[X]]{{[,)\\]]}}")
            .check("wait_tensor.default([[X]])")
        )
    return checks


def local_batch_expand(artifact: str, shape: str) -> Check:
    """The backward of ``.sum()`` expands the grad to the local (per-rank) batch shape."""
    return Check(artifact, name=f"{artifact}: backward expand to local batch {shape}").check(
        f"torch.ops.aten.expand.default({{{{\\w+}}}}, {shape})"
    )


def dp_checks(graph: str, n_grads: int) -> list[Check]:
    """The data-parallel invariants of one compiled train-step graph."""
    return [grads_reduced_once(graph, n_grads), *reduces_waited(graph, n_grads)]


def reduce_grads(params, group: str, rounds: int = 1) -> None:
    """All-reduce every ``.grad`` (``rounds`` > 1 only in tests: a duplicated reduction)."""
    import torch.distributed._functional_collectives as funcol

    for p in params:
        for _ in range(rounds):
            p.grad = funcol.all_reduce(p.grad, "sum", group)


def dp_group(ctx) -> str:
    """The data-parallel group's name (a plain string keeps the mesh out of the graph's inputs)."""
    return ctx.mesh.get_group(0).group_name


def named_params(mod: torch.nn.Module) -> dict[str, torch.Tensor]:
    return {name: p.detach().clone() for name, p in mod.named_parameters()}


# --- optimizers ---------------------------------------------------------------------

OPTIMIZERS = {
    "sgd_foreach": ("test_sgd", lambda params: torch.optim.SGD(params, lr=LR, foreach=True)),
    "adam_foreach": ("test_adam_foreach", lambda params: torch.optim.Adam(params, lr=LR, foreach=True)),
    "adam_fused": ("test_adam_fused", lambda params: torch.optim.Adam(params, lr=LR, fused=True)),
}

OPTIMIZER_NOTES = {
    "sgd_foreach": "g1 is SGD's foreach update (_foreach_add) on the parameters",
    "adam_foreach": "g1 is Adam's foreach update of exp_avg, exp_avg_sq, step and the parameters",
    "adam_fused": "The fused CPU Adam is torch.compiler.disable'd (graph break 'don't trace into fused "
    "optimizer'): it runs eagerly and only g0 exists",
}


def optimizer_step(ctx):
    mod = torch.nn.Linear(10, 10)
    opt = OPTIMIZERS[ctx.params["optimizer"]][1](mod.parameters())
    inp = torch.randn(2, 10)  # the local batch of this rank
    group = dp_group(ctx)
    rounds = ctx.params.get("reduce_rounds", 1)

    def train_step(mod, opt, inp):
        mod(inp).sum().backward()
        reduce_grads(mod.parameters(), group, rounds)
        opt.step()

    step = ctx.compile(train_step)
    for _ in range(2):
        step(mod, opt, inp)
        opt.zero_grad()
    return named_params(mod)


for _name, (_seed_test, _) in OPTIMIZERS.items():
    case(
        "spmd/train_step",
        world=DP2,
        backends=[Backend.AOT_EAGER],
        variants={_name: {"optimizer": _name}},
        config=TRACE_BACKWARD,
        known=(backward_not_traced_211(_seed_test),),
        checks=[
            *dp_checks("g0.inference", 2),
            local_batch_expand("g0.inference", "[2, 10]"),
            Check("g0.dynamo", name="backward traced into the graph").check("torch.autograd.grad(").check(
                "torch.ops._c10d_functional.all_reduce("
            ),
        ],
        seed_test=f"{_seed_test}, test_expand_dimension",
        seed_file=SEED_FILE,
        expectation=(
            "g0 is forward, the traced backward (autograd.grad, then .grad written through empty_like+copy), "
            "and one all_reduce + wait per gradient, all in one inference graph; the backward's expand has the "
            "local batch shape [2, 10]. Optimizer.step graph-breaks twice on purpose (torch.optim's _use_grad). "
            + OPTIMIZER_NOTES[_name]
            + "."
        ),
    )(optimizer_step)


# --- a graph transformation hook: custom ops replaced by add ---------------------------


@functools.cache
def ddm_ops():
    """``fxgolden_spmd::ddm`` (identity) and its backward ``ddm_backward``, registered once per process.

    Stand-ins for a data-dependent module that a graph pass replaces after tracing.
    """

    @torch.library.custom_op("fxgolden_spmd::ddm", mutates_args=())
    def ddm(x: torch.Tensor) -> torch.Tensor:
        return x.clone()

    @ddm.register_fake
    def _(x):
        return torch.empty_like(x)

    @torch.library.custom_op("fxgolden_spmd::ddm_backward", mutates_args=())
    def ddm_backward(grad: torch.Tensor) -> torch.Tensor:
        return grad.clone()

    @ddm_backward.register_fake
    def _(grad):
        return torch.empty_like(grad)

    def backward(ctx, grad):
        return ddm_backward(grad)

    ddm.register_autograd(backward)
    return torch.ops.fxgolden_spmd.ddm.default, torch.ops.fxgolden_spmd.ddm_backward.default


class DDM(torch.nn.Module):
    def forward(self, x):
        return torch.ops.fxgolden_spmd.ddm(x)


class MultiDDM(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.l1 = torch.nn.Linear(10, 10)
        self.ddm1 = DDM()
        self.l2 = torch.nn.Linear(10, 10)
        self.ddm2 = DDM()

    def forward(self, x):
        return torch.relu(self.ddm2(self.l2(self.ddm1(self.l1(x)))))


TRANSFORM_SEEN: list[str] = []  # the custom ops the transform replaced, in graph order (body clears it)


def replace_ddm(gm: torch.fx.GraphModule) -> torch.fx.GraphModule:
    """On AOT graphs only: replace every ddm/ddm_backward call by ``add(x, 0)`` and record its name.

    The Dynamo graph is left alone (AOT traces it next, so rewriting it would hide
    the ops from the AOT graph). The rewritten AOT graph is the one that runs.
    """
    stage = gm.meta.get("fxgolden_artifact", "").partition(".")[2]
    if stage not in ("forward", "backward", "inference"):
        return gm
    targets = ddm_ops()
    for node in list(gm.graph.nodes):
        if node.op == "call_function" and node.target in targets:
            TRANSFORM_SEEN.append(node.target.name())
            with gm.graph.inserting_before(node):
                added = gm.graph.call_function(torch.ops.aten.add.Tensor, (node.args[0], 0))
            added.meta.update(node.meta)  # keeps the shape annotation in the printed graph
            node.replace_all_uses_with(added)
            gm.graph.erase_node(node)
    gm.graph.lint()
    gm.recompile()
    return gm


@case(
    "spmd/transform_ddm",
    world=DP2,
    backends=[Backend.AOT_EAGER],
    config=TRACE_BACKWARD,
    known=(backward_not_traced_211("test_module_multi_fqn_override"),),
    transform=replace_ddm,
    checks=[
        *dp_checks("g0.inference", 4),
        Check("g0.dynamo", name="Dynamo graph keeps both ddm calls (the transform skips it)").check_count(
            "torch.ops.fxgolden_spmd.ddm(", 2, exactly=True
        ),
        Check("g0.inference", name="transform left no custom op").check_not("fxgolden_spmd"),
        Check("summary", name="transform saw ddm, ddm, ddm_backward, ddm_backward")
        .check("transform_targets:")
        .check_next("- fxgolden_spmd::ddm")
        .check_next("- fxgolden_spmd::ddm")
        .check_next("- fxgolden_spmd::ddm_backward")
        .check_next("- fxgolden_spmd::ddm_backward"),
    ],
    seed_test="test_module_multi_fqn_override",
    seed_file=SEED_FILE,
    expectation=(
        "Two identity custom ops (torch.library.custom_op with register_autograd) survive Dynamo and AOT as "
        "opaque calls: the AOT graph holds ddm, ddm in the forward and ddm_backward, ddm_backward in the traced "
        "backward. Case.transform replaces them by add(x, 0) on AOT graphs only; the golden shows the "
        "transformed graph, which is also the one that ran."
    ),
)
def transform_ddm(ctx):
    ddm_ops()
    TRANSFORM_SEEN.clear()
    mod = MultiDDM()
    opt = torch.optim.SGD(mod.parameters(), lr=LR, foreach=False)
    inp = torch.randn(4, 10)
    group = dp_group(ctx)

    def train_step(mod, opt, inp):
        mod(inp).sum().backward()
        reduce_grads(mod.parameters(), group)
        opt.step()

    step = ctx.compile(train_step)
    for _ in range(2):
        step(mod, opt, inp)
        opt.zero_grad()
    ctx.note("transform_targets", list(TRANSFORM_SEEN))
    return named_params(mod)


# --- graph reuse ---------------------------------------------------------------------------

REUSE_SEEN: list[str] = []  # artifact names the counting transform was called on


def count_transform(gm: torch.fx.GraphModule) -> None:
    """Record which graph the transform ran on; change nothing."""
    REUSE_SEEN.append(gm.meta.get("fxgolden_artifact", "?"))


@case(
    "spmd/graph_reuse",
    world=DP2,
    backends=[Backend.AOT_EAGER],
    config=TRACE_BACKWARD,
    known=(backward_not_traced_211("test_gm_cache_and_transformation"),),
    transform=count_transform,
    checks=[
        *dp_checks("g0.inference", 1),
        Check("summary", name="one frame, no recompile").check("frames: 1").check_next("recompiles: 0"),
        Check("summary", name="transform ran once per graph")
        .check("transformed:")
        .check_next("- g0.dynamo")
        .check_next("- g0.inference")
        .check_not("- g{{\\d+}}."),
    ],
    seed_test="test_gm_cache_and_transformation",
    seed_file=SEED_FILE,
    expectation=(
        "The train step (forward, traced backward, all_reduce, an in-graph SGD update) is one Dynamo frame. "
        "Compiling the same function a second time with the same backend and calling both for two steps "
        "each reuses that frame: frames stays 1 after every call and the transform saw each graph once."
    ),
)
def graph_reuse(ctx):
    REUSE_SEEN.clear()
    mod = torch.nn.Linear(10, 10, bias=False)
    inp = torch.randn(2, 10)
    group = dp_group(ctx)

    def train_step(mod, inp):
        mod(inp).sum().backward()
        reduce_grads(mod.parameters(), group)
        with torch.no_grad():
            for p in mod.parameters():
                p.add_(p.grad, alpha=-LR)
                p.grad = None

    frames = []
    for _ in range(2):  # compile the same train step twice
        step = ctx.compile(train_step)
        for _ in range(2):
            step(mod, inp)
            frames.append(ctx.frames)
    ctx.note("frames_after_each_call", frames)
    ctx.note("transformed", list(REUSE_SEEN))
    return named_params(mod)


# --- a buffer that requires grad, a custom optimizer ------------------------------------------


class BufferModule(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(10, 10)
        self.register_buffer("dummy_buffer", torch.ones(10, 10))
        self.dummy_buffer.requires_grad_(True)

    def forward(self, x):
        return torch.matmul(self.fc(x), self.dummy_buffer)


class AddGradOptimizer(torch.optim.Optimizer):
    """A custom optimizer: ``p += lr * p.grad``; it must only see the two parameters, not the buffer."""

    def __init__(self, params, lr):
        super().__init__(params, {"lr": lr})

    def step(self, closure=None):
        assert len(self.param_groups[0]["params"]) == 2
        with torch.no_grad():
            for group in self.param_groups:
                for p in group["params"]:
                    p.add_(p.grad, alpha=group["lr"])


@case(
    "spmd/buffer_requires_grad",
    world=DP2,
    backends=[Backend.AOT_EAGER],
    config=TRACE_BACKWARD,
    known=(backward_not_traced_211("test_buffer"),),
    checks=[
        *dp_checks("g0.inference", 2),
        Check("g0.dynamo", name="backward also differentiates the buffer").check(
            "torch.autograd.grad({{.*}}l_mod_buffers_dummy_buffer_"
        ),
    ],
    seed_test="test_buffer",
    seed_file=SEED_FILE,
    expectation=(
        "A buffer with requires_grad=True takes part in the loss: the traced backward computes its gradient "
        "too (written to .grad like a parameter's), only the two parameters' gradients are all-reduced, and a "
        "custom Optimizer subclass (no torch.optim _use_grad graph breaks) updates them inside the same "
        "frame."
    ),
)
def buffer_requires_grad(ctx):
    mod = BufferModule()
    opt = AddGradOptimizer(mod.parameters(), lr=LR)
    inp = torch.randn(2, 10)
    group = dp_group(ctx)

    def train_step(mod, opt, inp):
        mod(inp).sum().backward()
        reduce_grads(mod.parameters(), group)
        opt.step()

    step = ctx.compile(train_step)
    buffer_grads = []
    for _ in range(2):
        step(mod, opt, inp)
        buffer_grads.append(mod.dummy_buffer.grad.detach().clone())
        opt.zero_grad()
        mod.dummy_buffer.grad = None
    return {**named_params(mod), "dummy_buffer": mod.dummy_buffer.detach().clone(), "buffer_grads": buffer_grads}
