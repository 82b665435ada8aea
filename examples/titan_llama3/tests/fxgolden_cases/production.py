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

from fxgolden import Check, Expect, Tensors, World, case

WORLD = World(size=64, rank=0)  # torchtitan builds its own 2-D mesh (fsdp 8 x tp 8) on this world
ALL_GATHER = "_c10d_functional.all_gather_into_tensor.default("
REDUCE_SCATTER = "_c10d_functional.reduce_scatter_tensor.default("


def llama3_70b_step(ctx, *, activation_checkpoint: bool = False) -> dict:
    """torchtitan's llama3_70b configuration, parallelized by torchtitan's parallelize_llama; one step."""
    import torchtitan.distributed.parallel_dims as parallel_dims
    import torchtitan.tools.utils as titan_utils
    from torchtitan.config import CompileConfig
    from torchtitan.distributed import ParallelDims
    from torchtitan.models.common.attention import ScaledDotProductAttention
    from torchtitan.models.llama3.config_registry import llama3_70b
    from torchtitan.models.llama3.parallelize import parallelize_llama
    from torchtitan.models.llama3.sharding import set_llama3_sharding_config

    titan_utils.device_type = parallel_dims.device_type = "cpu"
    trainer = llama3_70b()
    config = trainer.model_spec.model
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
    tokens = torch.randint(0, config.vocab_size, (trainer.training.local_batch_size, trainer.training.seq_len))
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
        Check("g0.forward", name="sequence parallel: each block gathers twice").check_count(ALL_GATHER, 2, exactly=True),
        Check("g0.forward", name="sequence parallel: each block scatters twice")
        .check_count(REDUCE_SCATTER, 2, exactly=True),
    ],
)
def fsdp8_tp8(ctx):
    return llama3_70b_step(ctx)


@case("llama3_70b/fsdp8_tp8_full_ac", world=WORLD, tensors=Tensors.FAKE, expect=Expect.RAISES)
def fsdp8_tp8_full_ac(ctx):
    """The same with torchtitan's full activation checkpointing, as llama3_70b ships it: torch 2.13's
    AOTAutograd refuses the checkpointed block (a DeviceMesh among the tensors the forward saves for the
    backward; the same error with real tensors on the debug model, measured). The golden pins the error,
    so the torch build that fixes it shows as this golden's change."""
    return llama3_70b_step(ctx, activation_checkpoint=True)
