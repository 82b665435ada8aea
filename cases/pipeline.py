"""Pipeline parallel: ``torch.distributed.pipelining`` splits a model into stages (issue 16, item 3).

Seed: test/distributed/pipelining/test_pipe.py (``pipeline(...)`` with ``split_spec`` /
``SplitPoint`` and with ``pipe_split()`` markers). ``pipeline(model, mb_args, split_spec=...)``
exports the model with torch.export and cuts the exported graph into one GraphModule per stage
(``pipe.get_stage_module(i)``). The cases compile every stage module with the case's backend, as a
stage rank would before running its schedule, so each stage's graphs are goldens: stage i is
``g<i>``. The stage module's own calls (its submodules and ops) are noted in the summary.

World: splitting is a single-process trace-time transform and the compiled stage graphs hold no
collective; the schedules' send/recv between stages are not compiled. The cases therefore run
without a process group.
"""

from __future__ import annotations

import torch
from torch import nn

from cases.models import LinearReLUStack
from fxgolden import Backend, Check, World, case

NO_PG = World(pg="none")
DIM, LAYERS, BATCH = 8, 4, 4


def _stage_calls(stage: torch.fx.GraphModule) -> list[str]:
    """What a stage module calls, in order: submodule paths and op names."""
    calls = []
    for node in stage.graph.nodes:
        if node.op == "call_module":
            calls.append(str(node.target))
        elif node.op == "call_function" and isinstance(node.target, torch._ops.OpOverload):
            calls.append(str(node.target))
    return calls


def pipeline_body(ctx, model: nn.Module, split_spec: dict | None):
    """Split ``model``, compile each stage, run the stages in sequence forward and backward."""
    from torch.distributed.pipelining import pipeline

    torch.manual_seed(1)
    x = torch.randn(BATCH, DIM)
    pipe = pipeline(model, mb_args=(x,), split_spec=split_spec)
    stages = [pipe.get_stage_module(i) for i in range(pipe.num_stages)]
    ctx.note("num_stages", pipe.num_stages)
    for index, stage in enumerate(stages):
        ctx.note(f"stage{index}_parameters", [name for name, _ in stage.named_parameters()])
        ctx.note(f"stage{index}_calls", _stage_calls(stage))
    out = x
    for stage in stages:
        out = ctx.compile(stage)(out)
    out.sum().backward()
    grads = {f"stage{i}.{name}": p.grad for i, stage in enumerate(stages) for name, p in stage.named_parameters()}
    return {"out": out, "grads": grads, "unsplit_out": model(x)}


def _stage_holds(graph: int, layers: range) -> Check:
    """Compiled stage ``graph`` computes exactly ``layers``, in order."""
    # the exported stage calls aten.linear on its layers' parameters (not torch._C._nn.linear)
    check = Check(f"g{graph}.dynamo", name=f"stage {graph} holds layers {list(layers)}")
    for layer in layers:
        check = check.check(f"torch.ops.aten.linear.default({{{{[^,]*}}}}, l_self_modules_layers_modules_{layer}_parameters_weight_")
    return check.check_not("torch.ops.aten.linear.default(")


def _stage_params(stage: int, layers: range) -> Check:
    check = Check("summary", name=f"stage {stage} owns the parameters of layers {list(layers)}")
    check = check.check(f"stage{stage}_parameters:")
    for layer in layers:
        check = check.check_next(f"- layers.{layer}.weight").check_next(f"- layers.{layer}.bias")
    return check.check_next(f"stage{stage}_calls:")


_COMMON = dict(world=NO_PG, backends=[Backend.AOT_EAGER])


@case(
    "pipeline/split_spec",
    checks=[
        Check("summary", name="3 stages, one compiled graph each").check("frames: 3").check("num_stages: 3"),
        _stage_holds(0, range(0, 1)), _stage_holds(1, range(1, 3)), _stage_holds(2, range(3, 4)),
        _stage_params(0, range(0, 1)), _stage_params(1, range(1, 3)), _stage_params(2, range(3, 4)),
        Check("g*.forward", name="no collective in a stage").check_not("_c10d_functional"),
    ],
    seed_test="test_model_split (test/distributed/pipelining/test_pipe.py); torch.distributed.pipelining docs "
    "(pipeline, SplitPoint)",
    expectation="Four Linear(8, 8)+ReLU layers split with split_spec={'layers.1': SplitPoint.BEGINNING, "
    "'layers.3': SplitPoint.BEGINNING}: 3 stages, stage 0 = layer 0, stage 1 = layers 1-2, stage 2 = layer 3; "
    "each stage module compiled (g0, g1, g2, forward and backward), the stages run in sequence and match the "
    "eager stages; unsplit_out is the unsplit model's output (the split changes no number).",
    **_COMMON,
)
def split_spec(ctx):
    from torch.distributed.pipelining import SplitPoint

    torch.manual_seed(0)
    spec = {"layers.1": SplitPoint.BEGINNING, "layers.3": SplitPoint.BEGINNING}
    return pipeline_body(ctx, LinearReLUStack(DIM, LAYERS), spec)


@case(
    "pipeline/pipe_split",
    checks=[
        Check("summary", name="2 stages, one compiled graph each").check("frames: 2").check("num_stages: 2"),
        _stage_holds(0, range(0, 2)), _stage_holds(1, range(2, 4)),
        _stage_params(0, range(0, 2)), _stage_params(1, range(2, 4)),
        Check("g*.dynamo", name="the pipe_split marker is gone from the stage graphs").check_not("pipe_split"),
    ],
    seed_test="test_model_split (test/distributed/pipelining/test_pipe.py, the pipe_split() models)",
    expectation="The same layers with a pipe_split() call in forward after layer 1: 2 stages, layers 0-1 and "
    "layers 2-3; the marker itself is consumed by the split and appears in no stage graph. Each stage module "
    "compiled (g0, g1, forward and backward) and run in sequence, matching the eager stages.",
    **_COMMON,
)
def pipe_split_case(ctx):
    torch.manual_seed(0)
    return pipeline_body(ctx, LinearReLUStack(DIM, LAYERS, split_after=(1,)), None)
