"""DistributedDataParallel under torch.compile (issue 16, items 1 and 2).

Seed: test/distributed/test_dynamo_distributed.py (DDPOptimizer graph splits, compiled autograd with
the Python reducer). ``torch.compile(DDP(model))``: Dynamo skips DDP's own forward (a torch file) and
compiles the wrapped module's forward, which DDP runs inside ``_inside_ddp_forward``. With
``torch._dynamo.config.optimize_ddp`` True/"ddp_optimizer" (the default) Dynamo sees the active DDP
module there and hands the captured graph to the DDPOptimizer, which splits it at gradient-bucket
boundaries, counted in reverse graph order, and compiles every piece with the case's backend. With
"python_reducer" DDP drops its C++ reducer: hooks after gradient accumulation all-reduce each
gradient with functional collectives, which compiled autograd traces into the backward graph.

What the fake process group changes, measured on torch 2.13:

* Its collectives complete their futures with None instead of the reduced tensors. DDP's C++
  reducer takes the future of the default all-reduce as the bucket's result and fails the backward
  ("expected the hook result is either a Tensor or a TensorList found None"). The cases register a
  comm hook that does what the default hook does (divide the bucket by the world size, all-reduce
  it) and returns the bucket itself; on the fake group the all-reduce moves nothing, so every
  gradient is the local one divided by the world size, in eager and compiled alike.
* ``torch.compile(DDP(m))`` starts in DDP's forward: Dynamo breaks on ``Logger.set_runtime_stats_and_log``
  and on the skipped ``_inside_ddp_forward`` (both in the summaries' graph_breaks), then compiles the
  wrapped module's forward as its own frame while DDP is active, which is where the DDPOptimizer acts.
* The DDPOptimizer never reads DDP's ``first_bucket_bytes_cap``: its first bucket is always
  ``torch.distributed._DEFAULT_FIRST_BUCKET_BYTES`` (1 MiB), and a ``bucket_cap_mb`` below 1 MiB
  fails its assertion "First bucket should be smaller/equal to other buckets". The models here use
  1 MiB layers so that bucket caps of 1 MiB and more split them.
"""

from __future__ import annotations

import contextlib
from typing import Any, Iterator
from unittest import mock

import torch
import torch.distributed as dist
from torch import nn

from cases.models import LinearReLUStack
from fxgolden import Backend, Check, Expect, World, case

DP2 = World(size=2, rank=0)
DIM, LAYERS, BATCH = 512, 4, 2
LAYER_BYTES = (DIM * DIM + DIM) * 4  # one Linear's weight and bias: 1 MiB + 2 KiB


def _bucket_allreduce_hook(log: list[list[str]]):
    """A comm hook doing what DDP's default allreduce hook does, returning the bucket (see module doc)."""

    def hook(state, bucket):  # noqa: ANN001, ANN202 - DDP rejects annotations other than its own, and
        # this module's postponed annotations are strings
        buffer = bucket.buffer()
        if bucket.index() == 0:
            log.append([])
        shapes = " ".join("x".join(map(str, p.shape)) for p in bucket.parameters())
        log[-1].append(f"bucket {bucket.index()}: {buffer.numel()} elements ({shapes})")
        buffer.div_(dist.get_world_size())
        dist.all_reduce(buffer)  # fake group: nothing moves, the future's value is None
        future: torch.futures.Future = torch.futures.Future()
        future.set_result(buffer)
        return future

    return hook


def _parameter_fqn(graph_name: str) -> str:
    """``L_self_modules_layers_modules_0_parameters_weight_`` (a Dynamo placeholder) -> ``layers.0.weight``."""
    name = graph_name.removeprefix("L_self_modules_").rstrip("_")
    return name.replace("_modules_", ".").replace("_parameters_", ".")


@contextlib.contextmanager
def _recording_ddp_optimizer_buckets(sink: list[str]) -> Iterator[None]:
    """Record the buckets the DDPOptimizer chose (it stashes them on itself for debugging)."""
    from torch._dynamo.backends import distributed

    original = distributed.DDPOptimizer.compile_fn

    def compile_fn(self: Any, gm: Any, example_inputs: Any, **kwargs: Any) -> Any:
        compiled = original(self, gm, example_inputs, **kwargs)
        sink.append(f"cap {self.bucket_bytes_cap} bytes, first bucket cap {self.first_bucket_cap} bytes")
        for index, bucket in enumerate(self.buckets):
            sink.append(f"bucket {index}: {bucket.size} bytes " + ",".join(map(_parameter_fqn, bucket.params)))
        return compiled

    with mock.patch.object(distributed.DDPOptimizer, "compile_fn", compile_fn):
        yield


def _train_steps(ctx, ddp: nn.Module, steps: int) -> list[torch.Tensor]:
    compiled = ctx.compile(ddp)
    outputs = []
    for step in range(steps):
        torch.manual_seed(step + 1)
        out = compiled(torch.randn(BATCH, DIM))
        out.sum().backward()
        outputs.append(out)
    return outputs


def ddp_optimizer_body(ctx, bucket_cap_mb: float):
    """DDP(LinearReLUStack) compiled and trained for two steps; the splits and the reducer's buckets noted."""
    from torch.nn.parallel import DistributedDataParallel as DDP

    torch.manual_seed(0)
    ddp = DDP(LinearReLUStack(DIM, LAYERS), bucket_cap_mb=bucket_cap_mb)
    reducer_buckets: list[list[str]] = []
    ddp.register_comm_hook(None, _bucket_allreduce_hook(reducer_buckets))
    splits: list[str] = []
    recording = _recording_ddp_optimizer_buckets(splits) if ctx.compiled else contextlib.nullcontext()
    with recording:
        outputs = _train_steps(ctx, ddp, steps=2)
    ctx.note("ddp_bucket_bytes_cap", ddp.bucket_bytes_cap)
    ctx.note("ddp_first_bucket_bytes_cap", _first_bucket_bytes_cap(ddp))
    ctx.note("ddp_optimizer_subgraphs", ctx.frames)
    ctx.note("ddp_optimizer_buckets", splits)
    ctx.note("reducer_buckets_per_step", reducer_buckets)
    grads = {name: p.grad for name, p in ddp.module.named_parameters()}
    return {"outputs": outputs, "grads": grads}


def _first_bucket_bytes_cap(ddp) -> int:
    """DDP's cap on its first bucket. torch 2.13 keeps it in ``_bucket_config``; torch 2.11 has none (measured under
    NCCL on two H200s, 2026-11-26) and passes its reducer the same rule inline: the module's 1 MiB default unless
    ``bucket_cap_mb`` was given, then that cap."""
    config = getattr(ddp, "_bucket_config", None)
    if config is not None:
        return config.first_bucket_bytes_cap
    return dist._DEFAULT_FIRST_BUCKET_BYTES if ddp.bucket_bytes_cap_default else ddp.bucket_bytes_cap


_NO_COLLECTIVE_IN_GRAPHS = [
    # DDP's all-reduces run in the C++ reducer after each bucket's gradients are ready, never in a graph
    Check("g*.forward", name="no collective in the compiled forwards").check_not("_c10d_functional"),
    Check("g*.backward", name="no collective in the compiled backwards").check_not("_c10d_functional"),
]


def _bucket_line(index: int, layers: range) -> str:
    # the DDPOptimizer walks the graph backwards: a bucket lists its last layer first
    params = ",".join(f"layers.{layer}.{kind}" for layer in reversed(layers) for kind in ("weight", "bias"))
    return f"bucket {index}: {LAYER_BYTES * len(layers)} bytes {params}"


def _subgraph_holds(graph: int, layers: range) -> Check:
    """Dynamo subgraph ``graph`` computes exactly ``layers`` (one linear each, in order)."""
    check = Check(f"g{graph}.dynamo", name=f"subgraph g{graph} holds layers {list(layers)}")
    for layer in layers:
        check = check.check(f"torch._C._nn.linear({{{{[^,]*}}}}, l_self_modules_layers_modules_{layer}_parameters_weight_")
    return check.check_not("torch._C._nn.linear(")


_SPLIT_COMMON = dict(
    world=DP2,
    backends=[Backend.AOT_EAGER],
    seed_test="test_graph_split / test_graph_split_inductor (test/distributed/test_dynamo_distributed.py)",
)
_SPLIT_WHY = (" The parameters are counted in reverse graph order (the order their gradients become ready); "
              "a bucket closes once it holds at least the cap, the first one at the DDPOptimizer's own 1 MiB "
              "first-bucket cap. Each subgraph has its own AOT forward and backward; no collective is in any "
              "graph: DDP's reducer all-reduces its buckets after they are ready, through the comm hook (see the "
              "module doc). reducer_buckets_per_step records them: one bucket of everything in the first step, "
              "rebuilt in gradient-ready order after it. Numerics: two training steps; the fake group's "
              "all-reduce keeps the local gradient, divided by the world size, in eager and compiled alike.")


@case(
    "ddp/ddp_optimizer_split",
    variants={"cap1mb": {"bucket_cap_mb": 1}},
    checks=[
        Check("summary", name="bucket_cap_mb=1 splits into 4 subgraphs, one per 1 MiB layer")
        .check("frames: 4").check("ddp_optimizer_subgraphs: 4")
        .check("- cap 1048576 bytes, first bucket cap 1048576 bytes")
        .check_next(_bucket_line(0, range(0, 1))).check_next(_bucket_line(1, range(1, 2)))
        .check_next(_bucket_line(2, range(2, 3))).check_next(_bucket_line(3, range(3, 4))),
        *[_subgraph_holds(i, range(i, i + 1)) for i in range(LAYERS)],
        *_NO_COLLECTIVE_IN_GRAPHS,
    ],
    expectation="DDP(four Linear(512, 512)+ReLU layers of 1 MiB + 2 KiB, bucket_cap_mb=1) on rank 0 of 2, "
    "compiled with optimize_ddp=True (the DDPOptimizer): every layer exceeds the 1 MiB cap alone, so the "
    "forward splits into 4 subgraphs g0..g3, one per layer." + _SPLIT_WHY,
    **_SPLIT_COMMON,
)
@case(
    "ddp/ddp_optimizer_split",
    variants={"cap4mb": {"bucket_cap_mb": 4}},
    checks=[
        Check("summary", name="bucket_cap_mb=4 splits into 2 subgraphs: the 1 MiB first bucket, then 3 layers")
        .check("frames: 2").check("ddp_first_bucket_bytes_cap: 4194304").check("ddp_optimizer_subgraphs: 2")
        .check("- cap 4194304 bytes, first bucket cap 1048576 bytes")
        .check_next(_bucket_line(0, range(0, 3)))
        .check_next(_bucket_line(1, range(3, 4))),
        _subgraph_holds(0, range(0, 3)),
        _subgraph_holds(1, range(3, 4)),
        *_NO_COLLECTIVE_IN_GRAPHS,
    ],
    expectation="The same model with bucket_cap_mb=4: the last layer fills the DDPOptimizer's 1 MiB first "
    "bucket, layers 0-2 (3 MiB + 6 KiB) stay under the 4 MiB cap: 2 subgraphs, g0 = layers 0-2, g1 = layer 3. "
    "DDP's own first bucket cap is 4 MiB here (an explicit bucket_cap_mb sets both), which the DDPOptimizer "
    "does not read: its first split differs from the reducer's first bucket." + _SPLIT_WHY,
    **_SPLIT_COMMON,
)
def ddp_optimizer_split(ctx):
    return ddp_optimizer_body(ctx, ctx.params["bucket_cap_mb"])


@case(
    "ddp/ddp_optimizer_cap_below_first_bucket",
    world=DP2,
    backends=[Backend.AOT_EAGER],
    expect=Expect.RAISES,
    numerics=False,
    checks=[Check("error", name="the DDPOptimizer refuses a cap below its 1 MiB first bucket")
            .check("AssertionError: First bucket should be smaller/equal to other buckets")],
    seed_test="DDPOptimizer (torch/_dynamo/backends/distributed.py); test_graph_split (test/distributed/"
    "test_dynamo_distributed.py)",
    expectation="DDP(Linear(8, 8), bucket_cap_mb=0.5) compiled with the DDPOptimizer: Dynamo builds the "
    "DDPOptimizer from DDP's bucket_bytes_cap only; its first-bucket cap stays at "
    "torch.distributed._DEFAULT_FIRST_BUCKET_BYTES (1 MiB) and its constructor asserts that the first bucket "
    "is not larger than the others, so the first compiled call raises. Eager DDP accepts the cap. A torch "
    "that passes DDP's first_bucket_bytes_cap through fails this case: then golden the split instead.",
)
def ddp_optimizer_cap_below_first_bucket(ctx):
    from torch.nn.parallel import DistributedDataParallel as DDP

    ddp = DDP(nn.Linear(8, 8), bucket_cap_mb=0.5)
    return ctx.compile(ddp)(torch.randn(BATCH, 8))


def python_reducer_body(ctx, bucket_cap_mb: float):
    """DDP(LinearReLUStack): the compiled forward, then the backward through compiled autograd."""
    from torch.nn.parallel import DistributedDataParallel as DDP

    torch.manual_seed(0)
    ddp = DDP(LinearReLUStack(DIM, LAYERS), bucket_cap_mb=bucket_cap_mb)
    ctx.note("ddp_uses_python_reducer", ddp._use_python_reducer)
    ctx.note("inductor_fuse_ddp_communication", torch._inductor.config._fuse_ddp_communication)
    ctx.note("inductor_fuse_ddp_bucket_size", torch._inductor.config._fuse_ddp_bucket_size)
    reducer_buckets: list[list[str]] = []
    if not ddp._use_python_reducer:  # the eager reference: the C++ reducer (see the module doc)
        ddp.register_comm_hook(None, _bucket_allreduce_hook(reducer_buckets))
    torch.manual_seed(1)
    out = ctx.compile(ddp)(torch.randn(BATCH, DIM))
    with ctx.compiled_autograd():
        out.sum().backward()
    grads = {name: p.grad for name, p in ddp.module.named_parameters()}
    return {"out": out, "grads": grads}


_AR = "_c10d_functional.all_reduce.default("
_GRADS = 2 * LAYERS


def _each_gradient_all_reduced_then_waited() -> Check:
    check = Check("g1.inference", name=f"{_GRADS} gradient all-reduces, each divided by the world size and waited")
    for _ in range(_GRADS):
        check = (check.check("[[D:div\\w*]]: {{.*}}aten.div.Tensor({{\\w+}}, 2)")
                 .check(f"[[A:all_reduce\\w*]]: {{{{.*}}}}{_AR}[[D]], 'sum', 'world')")
                 .check("wait_tensor.default([[A]])"))
    return check


@case(
    "ddp/python_reducer_compiled_autograd",
    world=DP2,
    backends=[Backend.AOT_EAGER, Backend.INDUCTOR],
    profiles=("cpu",),
    config={"dynamo": {"optimize_ddp": "python_reducer"}},
    checks=[
        Check("summary", name="the Python reducer is on").check("ddp_uses_python_reducer: true")
        .check("inductor_fuse_ddp_communication: true").check_next("inductor_fuse_ddp_bucket_size: 2"),
        # the compiled forward is one graph (no DDPOptimizer split) and holds no collective
        Check("summary", name="one forward graph, one compiled-autograd graph").check("frames: 2")
        .check_next("recompiles: 0").check_next("graph_breaks: []"),
        Check("g0.dynamo", name="the whole forward in one graph").check_count("torch._C._nn.linear(", LAYERS, exactly=True),
        Check("g0.forward", name="no collective in the forward").check_not("_c10d_functional"),
        # compiled autograd calls DDP's post-accumulate-grad hook after every gradient...
        Check("ca0.compiled_autograd", name="a post-accumulate-grad hook after every gradient")
        .check_count("hook_type = 'post_acc_grad_hook'", _GRADS, exactly=True),
        # ... and Dynamo traces them: one all-reduce per gradient in the backward graph, each waited
        _each_gradient_all_reduced_then_waited(),
        Check("g1.inference", name=f"exactly {_GRADS} all-reduces before Inductor's passes").check_count(_AR, _GRADS, exactly=True),
        # Inductor's fuse_ddp_communication: buckets of 1 MiB (the first) and 2 MiB (bucket_cap_mb) over
        # a concatenated buffer, all waits after the last all-reduce (schedule_comm_wait)
        # the bucket buffers are CPU allocations here (empty_strided_cpu): the NCCL cross-check reads this on CUDA
        Check("g1.inductor_inference", only_backends=("inductor",), only_profiles=("cpu",),
              name="gradients all-reduced in 3 buckets, waits after the last one")
        .check("all_reduce_.default([[B1:buf\\d+]], 'sum', 'world')")
        .check("empty_strided_cpu((525312, ), (1, ), torch.float32)")
        .check("all_reduce_.default([[B2:buf\\d+]], 'sum', 'world')")
        .check("empty_strided_cpu((263168, ), (1, ), torch.float32)")
        .check("all_reduce_.default([[B3:buf\\d+]], 'sum', 'world')")
        .check("wait_tensor.default([[B1]])").check("wait_tensor.default([[B2]])").check("wait_tensor.default([[B3]])"),
        Check("g1.inductor_inference", only_backends=("inductor",), name="exactly 3 bucketed all-reduces")
        .check_count("_c10d_functional.all_reduce_.default(", 3, exactly=True),
    ],
    seed_test="optimize_ddp='python_reducer' (torch/_dynamo/config.py, DDP._register_accum_grad_hook); "
    "compiled-autograd DDP tests of test/distributed/_composable/test_replicate_with_compiler.py",
    expectation="DDP(four Linear(512, 512)+ReLU layers, bucket_cap_mb=2) on rank 0 of 2 built under "
    "optimize_ddp='python_reducer': DDP drops the C++ reducer and registers a post-accumulate-grad hook per "
    "parameter that divides the gradient by the world size, all-reduces it with functional collectives and "
    "copies it back; it also turns on Inductor's _fuse_ddp_communication with bucket size bucket_cap_mb. "
    "The forward compiles as one graph (no DDPOptimizer). The backward runs under compiled autograd: its "
    "graph calls the 8 hooks, Dynamo inlines them (g1: 8 all_reduce + wait_tensor, one per gradient, in "
    "gradient-ready order); with Inductor the fuse_ddp_with_concat_op pass concatenates them into 3 bucketed "
    "in-place all-reduces (the last layer's weight alone in the 1 MiB first bucket, then 2 MiB buckets) and "
    "schedule_comm_wait moves every wait after the last all-reduce. The eager reference uses the C++ "
    "reducer with the comm hook of the module doc; the fake group keeps local gradients divided by 2 in both.",
)
def python_reducer_compiled_autograd(ctx):
    return python_reducer_body(ctx, 2)
