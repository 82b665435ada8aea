"""Shared model zoo for the catalog: the small models of the DTensor/TP/FSDP seeds.

One place for every reusable model (``from cases.models import MLPModule,
MLPStacked, Transformer, ModelArgs, RMSNorm``) and the tensor-parallel plans
that go with them. Every constructor is deterministic on its own (it seeds
its parameters), so the eager and compiled runs of a case see the same weights.

This module holds no cases; the registry imports it like any other module of
``cases/`` and finds nothing to register.
"""

from __future__ import annotations

import dataclasses

import torch
import torch.nn as nn
import torch.nn.functional as F

__all__ = [
    "Attention",
    "FeedForward",
    "MLPModule",
    "MLPStacked",
    "ModelArgs",
    "RMSNorm",
    "Transformer",
    "TransformerBlock",
    "TwoMLP",
    "mlp_tp_plan",
    "two_mlp_tp_plan",
    "parallelize_transformer",
]


class RMSNorm(nn.Module):
    """Root-mean-square norm written in plain ops (no fused kernel)."""

    def __init__(self, dim: int, eps: float = 1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        scale = torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)
        return (x * scale) * self.weight


class MLPModule(nn.Module):
    """Linear(10, 16) -> ReLU -> Linear(16, 10); weights fixed by seed 5 whatever the global RNG."""

    IN, HIDDEN = 10, 16

    def __init__(self, device: str | torch.device = "cpu", bias: bool = True):
        super().__init__()
        with torch.random.fork_rng(devices=[]):
            torch.manual_seed(5)
            self.net1 = nn.Linear(self.IN, self.HIDDEN, bias=bias, device=device)
            self.relu = nn.ReLU()
            self.net2 = nn.Linear(self.HIDDEN, self.IN, bias=bias, device=device)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.net2(self.relu(self.net1(x)))

    def reset_parameters(self) -> None:
        self.net1.reset_parameters()
        self.net2.reset_parameters()


class MLPStacked(nn.Module):
    """``n_layers`` MLPModules in a ModuleList (each identical: same seed)."""

    def __init__(self, device: str | torch.device = "cpu", n_layers: int = 2):
        super().__init__()
        self.layers = nn.ModuleList([MLPModule(device) for _ in range(n_layers)])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return x


class LinearReLUStack(nn.Module):
    """``n_layers`` Linear(dim, dim)+ReLU in ``self.layers`` (a user module: Dynamo traces its forward).

    ``split_after`` puts a ``torch.distributed.pipelining.pipe_split()`` marker after those layers.
    """

    def __init__(self, dim: int, n_layers: int, split_after: tuple[int, ...] = ()) -> None:
        super().__init__()
        self.layers = nn.ModuleList(nn.Linear(dim, dim) for _ in range(n_layers))
        self.split_after = split_after

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for index, layer in enumerate(self.layers):
            x = torch.relu(layer(x))
            if index in self.split_after:
                from torch.distributed.pipelining import pipe_split

                pipe_split()
        return x


@dataclasses.dataclass
class ModelArgs:
    n_layers: int = 2
    vocab_size: int = 8
    max_seq_len: int = 16
    dim: int = 16
    n_heads: int = 4
    dropout_p: float = 0.1
    use_attn_mask: bool = True  # passed as is_causal to SDPA
    weight_tying: bool = True
    checkpoint_activations: bool = False


class Attention(nn.Module):
    """Multi-head self-attention through SDPA; the head count is read from the projection width,
    so the same code runs on a full module and on a column-sharded one (local heads)."""

    def __init__(self, args: ModelArgs):
        super().__init__()
        assert args.dim % args.n_heads == 0
        self.head_dim = args.dim // args.n_heads
        self.n_heads = args.n_heads
        self.dropout_p = args.dropout_p
        self.resid_dropout = nn.Dropout(args.dropout_p)
        self.use_attn_mask = args.use_attn_mask
        self.wq = nn.Linear(args.dim, args.dim, bias=False)
        self.wk = nn.Linear(args.dim, args.dim, bias=False)
        self.wv = nn.Linear(args.dim, args.dim, bias=False)
        self.wo = nn.Linear(args.dim, args.dim, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        bsz, seq_len, _ = x.size()
        q, k, v = self.wq(x), self.wk(x), self.wv(x)
        # (bsz, seq, heads, head_dim) -> (bsz, heads, seq, head_dim); heads may be local heads.
        q = q.view(bsz, seq_len, -1, self.head_dim).transpose(1, 2)
        k = k.view(bsz, seq_len, -1, self.head_dim).transpose(1, 2)
        v = v.view(bsz, seq_len, -1, self.head_dim).transpose(1, 2)
        out = F.scaled_dot_product_attention(
            q, k, v, None, self.dropout_p if self.training else 0.0, self.use_attn_mask
        )
        out = out.transpose(1, 2).contiguous().view(bsz, seq_len, -1)
        return self.resid_dropout(self.wo(out))


class FeedForward(nn.Module):
    def __init__(self, dim: int, hidden_dim: int, dropout_p: float):
        super().__init__()
        self.w1 = nn.Linear(dim, hidden_dim)
        self.gelu = nn.GELU()
        self.w2 = nn.Linear(hidden_dim, dim)
        self.resid_dropout = nn.Dropout(dropout_p)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.resid_dropout(self.w2(self.gelu(self.w1(x))))


class TransformerBlock(nn.Module):
    def __init__(self, args: ModelArgs):
        super().__init__()
        self.attention_norm = nn.LayerNorm(args.dim)
        self.attention = Attention(args)
        self.ffn_norm = nn.LayerNorm(args.dim)
        self.feed_forward = FeedForward(args.dim, hidden_dim=4 * args.dim, dropout_p=args.dropout_p)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = x + self.attention(self.attention_norm(x))
        return h + self.feed_forward(self.ffn_norm(h))


class Transformer(nn.Module):
    """Toy decoder (nanoGPT-like): token + position embeddings, blocks, final norm, tied output.

    ``seed`` fixes the initial parameters (None: draw from the global RNG).
    """

    def __init__(self, args: ModelArgs, seed: int | None = 0):
        super().__init__()
        assert args.vocab_size is not None and args.max_seq_len is not None
        with torch.random.fork_rng(devices=[]):
            if seed is not None:
                torch.manual_seed(seed)
            self.model_args = args
            self.max_seq_len = args.max_seq_len
            self.tok_embeddings = nn.Embedding(args.vocab_size, args.dim)
            self.pos_embeddings = nn.Embedding(args.max_seq_len, args.dim)
            self.dropout = nn.Dropout(args.dropout_p)
            self.layers = nn.ModuleList([TransformerBlock(args) for _ in range(args.n_layers)])
            self.norm = nn.LayerNorm(args.dim)
            self.output = nn.Linear(args.dim, args.vocab_size, bias=False)
        if args.weight_tying:
            self.output.weight = self.tok_embeddings.weight
        self.checkpoint_activations = args.checkpoint_activations

    def forward(self, tokens: torch.Tensor) -> torch.Tensor:
        _bsz, seq_len = tokens.size()
        assert seq_len <= self.max_seq_len
        h = self.tok_embeddings(tokens)
        pos = torch.arange(0, seq_len, device=tokens.device)
        h = h + self.pos_embeddings(pos)
        h = self.dropout(h)
        for layer in self.layers:
            if self.checkpoint_activations:
                h = torch.utils.checkpoint.checkpoint(layer, h, use_reentrant=False)
            else:
                h = layer(h)
        h = self.norm(h)
        return self.output(h).float()

    @staticmethod
    def parallelize(module: "Transformer", device_mesh, use_seq_parallel: bool) -> "Transformer":
        return parallelize_transformer(module, device_mesh, use_seq_parallel)


class TwoMLP(nn.Module):
    """Two MLPModules in sequence (``mlp_0`` then ``mlp_1``): the SimpleModel of the TP seeds."""

    def __init__(self, device: str | torch.device = "cpu"):
        super().__init__()
        self.mlp_0 = MLPModule(device)
        self.mlp_1 = MLPModule(device)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.mlp_1(self.mlp_0(x))


def mlp_tp_plan(prefix: str = "") -> dict:
    """Megatron-style plan of an MLPModule: net1 column-wise, net2 row-wise."""
    from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel

    return {f"{prefix}net1": ColwiseParallel(), f"{prefix}net2": RowwiseParallel()}


def two_mlp_tp_plan(sequence_parallel: bool = False) -> dict:
    """Plan for TwoMLP.

    Plain: both MLPs column-wise then row-wise (replicated input and output).
    Sequence parallel: the input arrives sharded on dim 0; ``mlp_0`` gathers it
    (PrepareModuleInput Shard(0) -> Replicate), ``mlp_0.net2`` reduce-scatters to
    Shard(0), ``mlp_1.net1`` all-gathers it again, and ``mlp_1``'s replicated
    output is handed back as Shard(0) (PrepareModuleOutput).
    """
    from torch.distributed.tensor import Replicate, Shard
    from torch.distributed.tensor.parallel import (
        ColwiseParallel,
        PrepareModuleInput,
        PrepareModuleOutput,
        RowwiseParallel,
    )

    if not sequence_parallel:
        return {**mlp_tp_plan("mlp_0."), **mlp_tp_plan("mlp_1.")}
    return {
        "mlp_0": PrepareModuleInput(input_layouts=Shard(0), desired_input_layouts=Replicate()),
        "mlp_0.net1": ColwiseParallel(),
        "mlp_0.net2": RowwiseParallel(output_layouts=Shard(0)),
        "mlp_1.net1": ColwiseParallel(input_layouts=Shard(0)),
        "mlp_1.net2": RowwiseParallel(),
        "mlp_1": PrepareModuleOutput(output_layouts=Replicate(), desired_output_layouts=Shard(0)),
    }


def parallelize_transformer(module: Transformer, device_mesh, use_seq_parallel: bool) -> Transformer:
    """Tensor-parallelize ``module`` on the 1-D ``device_mesh`` (plain TP or sequence parallel).

    Embeddings row-wise, attention q/k/v and w1 column-wise, wo and w2 row-wise, the output
    projection column-wise with a replicated result; with sequence parallelism the norms run
    on sequence shards (Shard(1)) and the block inputs are all-gathered first. Ties the output
    weight to the (sharded) token embedding again.
    """
    from torch.distributed.tensor import Replicate, Shard
    from torch.distributed.tensor.parallel import (
        ColwiseParallel,
        PrepareModuleInput,
        RowwiseParallel,
        SequenceParallel,
        parallelize_module,
    )

    tp = device_mesh.size()
    assert module.model_args.n_heads % tp == 0, "heads must divide by the TP degree"
    seq_layout = Shard(1) if use_seq_parallel else Replicate()

    root_plan = {
        "tok_embeddings": RowwiseParallel(input_layouts=Replicate(), output_layouts=seq_layout),
        "pos_embeddings": RowwiseParallel(
            input_layouts=Replicate(), output_layouts=Shard(0) if use_seq_parallel else Replicate()
        ),
        "output": ColwiseParallel(input_layouts=seq_layout, output_layouts=Replicate()),
    }
    if use_seq_parallel:
        root_plan["norm"] = SequenceParallel()
    parallelize_module(module, device_mesh, root_plan)

    for layer in module.layers:
        layer_plan = {
            "attention": PrepareModuleInput(input_layouts=seq_layout, desired_input_layouts=Replicate()),
            "attention.wq": ColwiseParallel(),
            "attention.wk": ColwiseParallel(),
            "attention.wv": ColwiseParallel(),
            "attention.wo": RowwiseParallel(output_layouts=seq_layout),
            "feed_forward": PrepareModuleInput(input_layouts=seq_layout, desired_input_layouts=Replicate()),
            "feed_forward.w1": ColwiseParallel(),
            "feed_forward.w2": RowwiseParallel(output_layouts=seq_layout),
        }
        if use_seq_parallel:
            layer_plan["attention_norm"] = SequenceParallel()
            layer_plan["ffn_norm"] = SequenceParallel()
        parallelize_module(layer, device_mesh, layer_plan)
        layer.attention.n_heads //= tp

    if module.model_args.weight_tying:
        module.output.weight = module.tok_embeddings.weight
    return module
