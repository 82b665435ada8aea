"""mytrainer's FSDP2 wrapper (fully_shard per block, then the root) in a compiled training loop.

What torch 2.13 does, and what these cases pin down: FSDP2's hooks are dynamo.disable'd, so they are
graph breaks. Its all-gathers and reduce-scatters run eagerly between the compiled graphs and appear
in no graph; the graphs receive the unsharded parameters as inputs. The mesh has one rank: the fake
process group moves no data, so on more ranks the all-gathered parameters would hold uninitialized
memory for the other ranks' shards, while one rank keeps the numbers exact (compared with eager).
"""

import torch

from fxgolden import Backend, Check, World, case
from mytrainer import ModelConfig, Transformer, apply_fsdp

DP1 = World(size=1, rank=0, mesh=(1,), dims=("dp",))
CONFIG = ModelConfig()

NO_FSDP_COLLECTIVES = [
    Check(f"g*.{graph}", name=f"no FSDP collective in the {graph} graphs")
    .check_not("all_gather_into_tensor").check_not("reduce_scatter_tensor")
    for graph in ("dynamo", "forward", "backward")
]
# g0 is the Block: attention, then four matmuls (its output projection wo, the MLP's w1, w3, w2)
BLOCK_GRAPH = [
    Check("g0.forward", name="g0 is a whole block").check("aten._scaled_dot_product_flash_attention_for_cpu.default(")
    .check_count("aten.mm.default(", 4, exactly=True),
    Check("g0.backward").check("aten._scaled_dot_product_flash_attention_for_cpu_backward.default("),
]
COMMON = {"world": DP1, "backends": [Backend.AOT_EAGER]}


def _train(ctx, model: torch.nn.Module, step) -> dict:
    optim = torch.optim.SGD(model.parameters(), lr=0.1)
    tokens = torch.randint(0, CONFIG.vocab_size, (2, 8))
    losses = []
    for _ in range(2):
        loss = step(tokens).float().pow(2).mean()
        loss.backward()
        losses.append(loss.detach())
        optim.step()
        optim.zero_grad()
    ctx.note("frames", ctx.frames)
    # the trained parameters, named as in the eager model (torch.compile'd blocks add `_orig_mod.`)
    params = {name.replace("_orig_mod.", ""): p for name, p in model.named_parameters()}
    return {"losses": losses, "params": {name: p.to_local().detach() for name, p in params.items()}}


@case(
    "fsdp/train_steps",
    variants={"compile_blocks": {"per_block": True}},
    checks=[
        *NO_FSDP_COLLECTIVES,
        *BLOCK_GRAPH,
        # both blocks run the same code with their own parameters as graph inputs: one graph, no recompile
        Check("summary", name="one graph serves both blocks").check("frames: 1").check_next("recompiles: 0")
        .check_next("graph_breaks: []"),
    ],
    expectation="Two SGD steps of the 2-layer Transformer, each block torch.compile'd and then wrapped "
    "by mytrainer.apply_fsdp (fully_shard per block, then the root), as torchtitan does: FSDP's hooks "
    "stay outside the compiled blocks. One Dynamo graph (the block) serves both blocks and both steps. "
    "Losses and trained parameters equal eager's.",
    **COMMON,
)
@case(
    "fsdp/train_steps",
    variants={"compile_root": {"per_block": False}},
    checks=[
        *NO_FSDP_COLLECTIVES,
        *BLOCK_GRAPH,
        # the root's forward is not compiled at all: g1 is the final RMSNorm alone
        Check("g1.dynamo", name="g1 is the final norm only").check("torch.rsqrt(").check_not("linear"),
        Check("summary", name="the root frame falls back to eager").check("frames: 2").check_next("recompiles: 0"),
    ],
    expectation="The whole fully_shard'ed Transformer handed to torch.compile. torch 2.13: Dynamo meets "
    "the first block's dynamo.disable'd FSDP pre-forward hook inside the loop over the layers; a graph "
    "break in a loop makes it skip Transformer.forward and run it eagerly (not listed under "
    "graph_breaks). What is compiled are the frames called from it: Block.forward (g0, reused by the "
    "second block) and the final RMSNorm (g1); the embedding and output Linear run eagerly. "
    "Losses and trained parameters equal eager's.",
    **COMMON,
)
def train_steps(ctx):
    torch.manual_seed(0)
    model = Transformer(CONFIG)
    if ctx.params["per_block"]:
        for i, layer in enumerate(model.layers):
            model.layers[i] = ctx.compile(layer)
        apply_fsdp(model, ctx.mesh)
        return _train(ctx, model, model)
    apply_fsdp(model, ctx.mesh)
    return _train(ctx, model, ctx.compile(model))
