"""mytrainer's tensor-parallel plan under torch.compile: the collectives it must put in the graphs.

Rank 0 of 2 in fxgolden's in-process fake process group; each case compiles with fullgraph=True, so
any graph break fails it. AOT graphs only (aot_eager): no Inductor kernels to build. Why rank 0: the
fake group moves no data, and parallelize_module gives rank 0 the real shards of the parameters while
rank 1's stay uninitialized memory (NaN in eager and compiled alike, torch 2.13), so only rank 0's
eager-vs-compiled comparison means something.
"""

import torch

from fxgolden import Backend, Check, World, case
from mytrainer import Block, FeedForward, ModelConfig, apply_tp
from mytrainer.parallel import tp_plan

TP2 = World(size=2, rank=0, mesh=(2,), dims=("tp",))
CONFIG = ModelConfig()

ALL_REDUCE = "[[AR{n}:all_reduce\\w*]]: {{{{.*}}}}_c10d_functional.all_reduce.default("
WAIT = "_c10d_functional.wait_tensor.default([[AR{n}]])"


def _grads(module: torch.nn.Module) -> dict:
    return {name: p.grad for name, p in module.named_parameters()}


@case(
    "tp/swiglu",
    world=TP2,
    backends=[Backend.AOT_EAGER],
    checks=[
        # the row-wise w2 sums the hidden units of both ranks: one all_reduce, after the gated product
        # (activation(w1 x) * w3 x, whatever the activation), and its result is waited on before it is returned
        Check("g0.forward", name="w2's partial sums all-reduced after the gated product, then waited on")
        .check("aten.mul.Tensor(")
        .check(ALL_REDUCE.format(n=0)).check(WAIT.format(n=0))
        .check_not("_c10d_functional.all_reduce.default("),
        # w1 and w3 read the replicated input: each one's input gradient is all-reduced in the backward
        Check("g0.backward").check(ALL_REDUCE.format(n=0)).check(WAIT.format(n=0))
        .check(ALL_REDUCE.format(n=1)).check(WAIT.format(n=1)),
        Check("summary").check("frames: 1").check_next("recompiles: 0").check_next("graph_breaks: []"),
    ],
)
def swiglu(ctx):
    from torch.distributed.tensor.parallel import parallelize_module

    mlp = FeedForward(CONFIG)
    plan = {name.removeprefix("feed_forward."): style for name, style in tp_plan().items()
            if name.startswith("feed_forward.")}
    parallelize_module(mlp, ctx.mesh, plan)
    x = torch.randn(2, 4, CONFIG.dim, requires_grad=True)
    out = ctx.compile(mlp, fullgraph=True)(x)
    out.sum().backward()
    return {"out": out, "grad_x": x.grad, "grads": _grads(mlp)}


@case(
    "tp/block",
    world=TP2,
    backends=[Backend.AOT_EAGER],
    variants={"seq8": {"seq": 8}, "seq1": {"seq": 1}},
    checks=[
        # attention's wo, then the MLP's w2: exactly two all-reduces in the forward, each waited on
        # before the residual add that reads it
        Check("g0.forward", name="two all-reduces per block (attention wo, MLP w2), each waited on")
        .check_count("_c10d_functional.all_reduce.default(", 2, exactly=True),
        Check("g0.forward")
        .check("aten._scaled_dot_product_flash_attention_for_cpu.default(")
        .check(ALL_REDUCE.format(n=0)).check(WAIT.format(n=0))
        .check("aten.mul.Tensor(")
        .check(ALL_REDUCE.format(n=1)).check(WAIT.format(n=1)),
        Check("g0.forward").check_not("all_gather").check_not("reduce_scatter"),
        Check("summary").check("frames: 1").check_next("recompiles: 0").check_next("graph_breaks: []"),
    ],
)
def block(ctx):
    block = apply_tp(Block(CONFIG), ctx.mesh)
    x = torch.randn(2, ctx.params["seq"], CONFIG.dim, requires_grad=True)
    out = ctx.compile(block, fullgraph=True)(x)
    out.sum().backward()
    return {"out": out, "grad_x": x.grad, "grads": _grads(block)}
