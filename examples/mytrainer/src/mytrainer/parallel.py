"""How mytrainer shards its model: a Megatron-style tensor-parallel plan and FSDP2 (fully_shard).

Tensor parallelism: in each block, wq/wk/wv and the MLP's w1/w3 are split column-wise (each rank
computes some heads and some hidden units), wo and w2 row-wise; the partial sums of a row-wise
layer are all-reduced, so a block's input and output stay replicated.
"""

from __future__ import annotations

from torch import nn
from torch.distributed.device_mesh import DeviceMesh


def tp_plan(prefix: str = "") -> dict:
    """The plan of one Block, its submodule names under ``prefix``."""
    from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel

    return {
        f"{prefix}attention.wq": ColwiseParallel(),
        f"{prefix}attention.wk": ColwiseParallel(),
        f"{prefix}attention.wv": ColwiseParallel(),
        f"{prefix}attention.wo": RowwiseParallel(),
        f"{prefix}feed_forward.w1": ColwiseParallel(),
        f"{prefix}feed_forward.w3": ColwiseParallel(),
        f"{prefix}feed_forward.w2": RowwiseParallel(),
    }


def apply_tp(block: nn.Module, mesh: DeviceMesh) -> nn.Module:
    """Shard one Block (in place) over a 1-D tensor-parallel mesh; returns it."""
    from torch.distributed.tensor.parallel import parallelize_module

    return parallelize_module(block, mesh, tp_plan())


def apply_fsdp(model: nn.Module, mesh: DeviceMesh, *, reshard_after_forward: bool = True) -> nn.Module:
    """FSDP2: each block of a Transformer is its own FSDP group, then the root (embeddings, norm, output)."""
    from torch.distributed.fsdp import fully_shard

    for layer in model.layers:
        fully_shard(layer, mesh=mesh, reshard_after_forward=reshard_after_forward)
    return fully_shard(model, mesh=mesh, reshard_after_forward=reshard_after_forward)
