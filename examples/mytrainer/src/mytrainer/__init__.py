"""mytrainer: a tiny Llama-style model, its tensor-parallel plan and its FSDP2 wrapper."""

from mytrainer.model import Attention, Block, FeedForward, ModelConfig, RMSNorm, Transformer
from mytrainer.parallel import apply_fsdp, apply_tp, tp_plan

__all__ = ["Attention", "Block", "FeedForward", "ModelConfig", "RMSNorm", "Transformer", "apply_fsdp", "apply_tp",
           "tp_plan"]
