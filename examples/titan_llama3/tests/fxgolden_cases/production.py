"""torchtitan's own Llama 3 70B training configuration at its real sizes and world, captured on fake tensors.

``llama3_70b/fsdp8_tp8`` is torchtitan's ``llama3_70b`` trainer configuration as torchtitan ships it
(``torchtitan.models.llama3.config_registry.llama3_70b``): all 80 layers at dim 8192 (64 heads, 8 KV heads,
FFN 28672, vocabulary 128,256), its tensor parallelism of 8 with sequence parallelism, its full activation
checkpointing, its FSDP2 mixed precision (bf16 parameters, fp32 reductions), sequence length 8192 and
local batch 8. It is parallelized by torchtitan's own ``parallelize_llama`` (TP, then AC, then its
per-block ``apply_compile``, then FSDP2 over the rest of the world) on rank 0 of a fake world of 64:
FSDP 8 x TP 8 on torchtitan's 2-D mesh. One training step (forward, backward) runs the compiled blocks.

The weights would take 280 GB in fp32: the case declares ``tensors=Tensors.FAKE``, so every tensor is a
``FakeTensor`` and nothing is allocated; the goldens are those a real-tensor capture gives
(``tests/test_fake_tensors.py`` in fxgolden proves it on its catalog, and ``llama3/tp`` of this example is
compared both ways in docs/adopting.md's "Production configurations").

Stand-ins for a GPU host, as in ``llama3.py``: the mesh device is "cpu", each layer uses torchtitan's
``ScaledDotProductAttention`` (FlexAttention has no CPU backward), and the DTensor TP backend is chosen
explicitly (``partial_dtensor``). The loss is the sum of the logits (the graphs of the blocks do not
depend on it; torchtitan's chunked cross entropy is compiled apart, as its ``loss`` component).

What differs from the debug configuration (``llama3/tp``: dim 256, world 2, no FSDP, one whole-model graph):
see README.md, "The production configuration".
"""

import tempfile

import torch

from fxgolden import Backend, Check, Exclude, Expect, Tensors, Tolerance, World, case

WORLD = World(size=64, rank=0)  # torchtitan builds its own 2-D mesh (fsdp 8 x tp 8) on this world
# compiled returns lm_head's weight gradient Shard(0), eager Replicate (as in llama3.py)
LM_HEAD_GRAD = Exclude("['grads']['lm_head.weight']", why="compiled returns it Shard(0), eager Replicate")
ALL_GATHER = "_c10d_functional.all_gather_into_tensor.default("
REDUCE_SCATTER = "_c10d_functional.reduce_scatter_tensor.default("


def llama3_step(ctx, flavor: str = "70B", *, activation_checkpoint: bool = False, seq: int | None = None) -> dict:
    """torchtitan's llama3 trainer configuration of ``flavor``, parallelized by its parallelize_llama; one step.

    405B: torchtitan's llama3_405b config builds Float8 linears (torchao, an sm89+ GPU) and compiles with async
    TP (CUDA's symmetric memory), neither of which a CPU host has; its model (model_registry("405B"), without
    converters) is trained here as llama3_70b trains, with llama3_405b's local batch of 2.
    """
    from torchtitan.config import CompileConfig
    from torchtitan.distributed import ParallelDims
    from torchtitan.models.common.attention import ScaledDotProductAttention
    from torchtitan.models.llama3 import model_registry
    from torchtitan.models.llama3.config_registry import llama3_70b
    from torchtitan.models.llama3.parallelize import parallelize_llama
    from torchtitan.models.llama3.sharding import set_llama3_sharding_config

    _cpu_mesh()
    trainer = llama3_70b()
    config = trainer.model_spec.model
    if flavor == "405B":
        config, trainer.training.local_batch_size = model_registry(flavor).model, 2
    elif flavor != "70B":
        config = model_registry(flavor).model
    for layer in config.layers:
        layer.attention.inner_attention = ScaledDotProductAttention.Config()
    parallelism = trainer.parallelism
    parallelism.spmd_backend = "partial_dtensor"
    set_llama3_sharding_config(config, enable_sp=parallelism.enable_sequence_parallel)
    model = config.build()
    dims = ParallelDims(dp_replicate=1, dp_shard=-1, cp=1, tp=parallelism.tensor_parallel_degree, pp=1, ep=1,
                        world_size=ctx.world.size, spmd_backend=parallelism.spmd_backend)
    compile_config = CompileConfig(enable=ctx.compiled, components=["model"], backend=ctx.backend)
    with tempfile.TemporaryDirectory() as dump_folder:
        parallelize_llama(model, parallel_dims=dims, training=trainer.training, parallelism=parallelism,
                          compile_config=compile_config,
                          ac_config=trainer.activation_checkpoint if activation_checkpoint else None,
                          dump_folder=dump_folder)
    tokens = torch.randint(0, config.vocab_size, (trainer.training.local_batch_size, seq or trainer.training.seq_len))
    ctx.compiled_call_starts()
    logits = model(tokens)
    logits.sum().backward()
    return {"logits": logits}


@case(
    "llama3_70b/fsdp8_tp8",
    world=WORLD,
    tensors=Tensors.FAKE,
    checks=[
        # sequence parallelism: each block all-gathers its input along the sequence before attention and the
        # feed-forward, and reduce-scatters their outputs (FSDP2's own collectives run eagerly: collectives.txt)
        Check("g*.forward", name="sequence parallel: each block gathers twice")
        .check_count(ALL_GATHER, 2, exactly=True),
        Check("g*.forward", name="sequence parallel: each block scatters twice")
        .check_count(REDUCE_SCATTER, 2, exactly=True),
    ],
)
def fsdp8_tp8(ctx):
    return llama3_step(ctx)


@case("llama3_debug/fsdp8_tp8", world=WORLD, tensors=Tensors.FAKE, numerics=False,
      expectation="the production path at the debug model's sizes, small enough for real tensors: `fxgolden run "
                  "--real-tensors llama3_debug/fsdp8_tp8` gives these goldens too (the example's test runs it). "
                  "No numerics: FSDP2 over 8 fake ranks all-gathers shards no rank holds")
def debug_fsdp8_tp8(ctx):
    """torchtitan's llama3_70b trainer configuration and parallelize_llama, with the debug model at sequence 64."""
    return llama3_step(ctx, "debugmodel", seq=64)


@case("llama3_70b/fsdp8_tp8_full_ac", world=WORLD, tensors=Tensors.FAKE, expect=Expect.RAISES)
def fsdp8_tp8_full_ac(ctx):
    """The same with torchtitan's full activation checkpointing, as llama3_70b ships it: torch 2.13's
    AOTAutograd refuses the checkpointed block (a DeviceMesh among the tensors the forward saves for the
    backward; the same error with real tensors on the debug model, measured). The golden pins the error,
    so the torch build that fixes it shows as this golden's change."""
    return llama3_step(ctx, activation_checkpoint=True)


@case("llama3_405b/fsdp16_tp8", world=World(size=128, rank=0), tensors=Tensors.FAKE)
def fsdp16_tp8(ctx):
    """torchtitan's llama3_405b at its sizes (126 layers, dim 16384, vocabulary 128,256, sequence 8192, local
    batch 2) on rank 0 of 128: FSDP 16 x TP 8, bf16 FSDP2, per-block compile (no Float8, no async TP: see
    llama3_step)."""
    return llama3_step(ctx, "405B")


@case("llama3_8b/tp8_2layers", world=World(size=8, rank=0, mesh=(8,), dims=("tp",)), tensors=Tensors.FAKE,
      tolerance=[LM_HEAD_GRAD, Tolerance(atol=1e-4, output="['grads']", why="fp32 sums over dim 4096 in another "
                                         "order (measured 2e-5 on real tensors)")])
def tp8_2layers(ctx):
    """Llama 3 8B's dimensions (dim 4096, 32 heads / 8 KV heads, FFN 14336, vocabulary 128,256), two of its
    layers, under torchtitan's own TP of 8, compiled whole: the configuration of issue 40's measurement
    (10.5 GB and 61-89 s on real tensors). On fake tensors it needs none of that; ``fxgolden run
    --real-tensors llama3_8b/tp8_2layers`` captures it on real tensors, with numerics, to show both agree."""
    from torchtitan.distributed import ParallelDims
    from torchtitan.models.common.attention import ScaledDotProductAttention
    from torchtitan.models.llama3 import model_registry
    from torchtitan.models.llama3.sharding import set_llama3_sharding_config

    _cpu_mesh()
    config = model_registry("8B", attn_backend="flex").model
    config.layers = config.layers[:2]
    for layer in config.layers:
        layer.attention.inner_attention = ScaledDotProductAttention.Config()
    set_llama3_sharding_config(config, enable_sp=False)
    model = config.build()
    model.parallelize(ParallelDims(dp_replicate=1, dp_shard=1, cp=1, tp=8, pp=1, ep=1, world_size=8,
                                   spmd_backend="partial_dtensor"))
    tokens = torch.randint(0, config.vocab_size, (2, 16))
    logits = ctx.compile(model, fullgraph=True)(tokens)
    logits.sum().backward()
    return {"logits": logits, "grads": {name: p.grad for name, p in model.named_parameters()}}


def _cpu_mesh() -> None:
    """torchtitan picks its mesh's device at import ("cuda" without an accelerator): a CPU host's is "cpu"."""
    import torchtitan.distributed.parallel_dims as parallel_dims
    import torchtitan.tools.utils as titan_utils

    titan_utils.device_type = parallel_dims.device_type = "cpu"


# Inductor's fusion depends on sizes: the same 70B block and parallelism at torchtitan's sequence of 8192 and at
# 256 give other kernels (measured: 13 C++ kernels in the backward of g1, the graph of blocks 1-79, at 8192 and
# 10 at 256; g0 is block 0, whose input is the embedding's reduce-scatter not yet waited on). At 8192 the gradient of
# the attention norm's weight (a sum over the 65,536 tokens) is a kernel of its own, at 256 it fuses with the
# next reduction; the rotary embedding's gradient fuses with the cat of q, k and v only at 256.
NORM_GRAD_APART = "cpp_fused__to_copy_add_mul_sum_view_"
CPU_ONLY = ("the cuda profile's Triton code needs CUDA tensors, which a CPU build of torch cannot fake: make them "
            "on a GPU")


@case("llama3_70b/fsdp8_tp8_inductor", world=WORLD, tensors=Tensors.FAKE, backends=[Backend.INDUCTOR],
      profiles=("cpu",), expectation=CPU_ONLY,
      checks=[Check("g1.inductor_backward", name="at 65,536 tokens the norm weight's gradient is a kernel apart")
              .check(NORM_GRAD_APART)])
def fsdp8_tp8_inductor(ctx):
    return llama3_step(ctx)


@case("llama3_70b/fsdp8_tp8_inductor_seq256", world=WORLD, tensors=Tensors.FAKE, backends=[Backend.INDUCTOR],
      profiles=("cpu",), expectation=CPU_ONLY,
      checks=[Check("g1.inductor_backward", name="at 2,048 tokens it fuses with the next reduction")
              .check_not(NORM_GRAD_APART)])
def fsdp8_tp8_inductor_seq256(ctx):
    return llama3_step(ctx, seq=256)


@case("deepseek_v3/ep8", world=World(size=64, rank=0), tensors=Tensors.FAKE,
      checks=[Check("collectives", name="tokens reach their experts and come back: all-to-all of symbolic sizes")
              .check("all_to_all_single bfloat16[131072, 7168] -> bfloat16[u8 + u9 + u10")])
def deepseek_v3_ep8(ctx):
    """torchtitan's deepseek_v3_671b configuration at its real sizes: 61 layers (3 dense, 58 MoE) and its
    multi-token-prediction layer, 256 routed experts, sequence 4096, local batch 4, bf16 FSDP2, compiled per
    block, on rank 0 of 64: expert parallelism of 8 (32 experts a rank) inside FSDP over the 64 ranks.

    Where it departs from the shipped config, and why: no pipeline parallelism (its Interleaved1F1B needs every
    stage's process; one process plays one rank) and an expert-parallel degree of 8 instead of its 2 (2 is
    sized for 8 pipeline stages); SDPA instead of FlexAttention (no CPU backward); the model is compiled
    (the shipped config compiles only the loss). Two settings torchtitan's trainer makes itself: the token
    dispatcher reads ``set_spmd_backend`` (without it, Dynamo fails on ``get_group``), and the model's sharding
    follows the parallelism through ``update_from_config`` (without it the experts are not sharded and the
    grouped matmul fails, "matrix batch sizes have to match"); the DTensor backend is named (``partial_dtensor``).

    The tokens each expert receives depend on routing, so on fake tensors they are unbacked symbols
    (``u0..u7`` out, ``u8..u15`` back): the collectives golden shows the schedule, not this batch's routing.
    On real tensors the log would hold the numbers one routing gave."""
    import torchtitan.distributed.utils as dist_utils
    from torchtitan.config import CompileConfig
    from torchtitan.distributed import ParallelDims
    from torchtitan.models.common.attention import ScaledDotProductAttention
    from torchtitan.models.deepseek_v3.config_registry import deepseek_v3_671b
    from torchtitan.models.deepseek_v3.parallelize import parallelize_deepseekv3

    _cpu_mesh()
    dist_utils.set_spmd_backend("partial_dtensor")
    trainer = deepseek_v3_671b()
    config = trainer.model_spec.model
    for layer in config.layers:
        layer.attention.inner_attention = ScaledDotProductAttention.Config()
    parallelism = trainer.parallelism
    parallelism.spmd_backend, parallelism.expert_parallel_degree = "partial_dtensor", 8
    parallelism.pipeline_parallel_degree = 1
    config.update_from_config(config=trainer)  # as torchtitan's trainer: the MoE's sharding for this parallelism
    model = config.build()
    dims = ParallelDims(dp_replicate=1, dp_shard=-1, cp=1, tp=1, pp=1, ep=8, world_size=ctx.world.size,
                        spmd_backend=parallelism.spmd_backend)
    compile_config = CompileConfig(enable=ctx.compiled, components=["model"], backend=ctx.backend)
    with tempfile.TemporaryDirectory() as dump_folder:
        parallelize_deepseekv3(model, parallel_dims=dims, training=trainer.training, parallelism=parallelism,
                               compile_config=compile_config, ac_config=None, dump_folder=dump_folder)
    tokens = torch.randint(0, config.vocab_size, (trainer.training.local_batch_size, trainer.training.seq_len))
    ctx.compiled_call_starts()
    model(tokens).sum().backward()
    return {}
