"""spmd/coverage[...]: op coverage of whole data-parallel train steps, one op pattern per variant.

Each variant compiles ``mod(*inputs).sum().backward()``, the all-reduce of
every gradient on the data-parallel mesh and torch.optim's functional
foreach SGD update (``torch.optim.sgd.sgd``: what ``SGD(foreach=True).step``
runs, without its deliberate graph breaks) as one Dynamo frame with
``trace_autograd_ops`` on, runs two steps and returns the parameters.
The eager call of the same body is the data-parallel reference.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F
from torch import nn

from cases.spmd_train import (
    DP2,
    LR,
    SEED_FILE,
    TRACE_BACKWARD,
    backward_not_traced_211,
    dp_checks,
    dp_group,
    named_params,
    reduce_grads,
)
from fxgolden import Backend, Check, case


def sgd_foreach(params) -> None:
    """torch.optim's functional SGD, foreach implementation, on ``p.grad``."""
    from torch.optim.sgd import sgd

    grads = [p.grad for p in params]
    sgd(params, grads, [None] * len(params), foreach=True, lr=LR, weight_decay=0.0, momentum=0.0,
        dampening=0.0, nesterov=False, maximize=False)


class LogSoftmaxModel(nn.Module):
    def __init__(self):
        super().__init__()
        self.mod = nn.Sequential(nn.Linear(10, 10), nn.LogSoftmax(dim=1))

    def forward(self, x):
        return self.mod(x)


class NllLossModel(nn.Module):
    def __init__(self):
        super().__init__()
        self.mod = nn.Sequential(nn.Linear(10, 10), nn.LogSoftmax(dim=1))
        self.lss = nn.NLLLoss()

    def forward(self, x, tgt):
        return self.lss(self.mod(x), tgt)


class ReplicatedEmbedding(nn.Module):
    def __init__(self, n=10, d=8):
        super().__init__()
        self.emb = nn.Embedding(n, d)
        self.norm = nn.LayerNorm(d, elementwise_affine=False)
        self.fc = nn.Linear(d, d)
        self.softmax = nn.Softmax(dim=1)
        self.lss = nn.NLLLoss()

    def forward(self, ids, tgt):
        return self.lss(self.softmax(self.fc(self.norm(self.emb(ids)))), tgt)


class PosEmbedding(nn.Module):
    def __init__(self, n=10, d=8, block=6):
        super().__init__()
        self.wte = nn.Embedding(n, d)
        self.wpe = nn.Embedding(block, d)
        self.norm = nn.LayerNorm(d, elementwise_affine=False)
        self.fc = nn.Linear(d, d)

    def forward(self, ids, tgt):
        _, t = ids.size()
        pos = torch.arange(0, t, dtype=torch.long, device=ids.device).unsqueeze(0)
        h = self.fc(self.norm(self.wte(ids) + self.wpe(pos)))
        probs = F.softmax(h, dim=-1)
        return F.cross_entropy(probs.view(-1, probs.size(-1)), tgt.view(-1))


class FcModel(nn.Module):
    """A Linear(10, 10) and one op pattern after it (``pattern`` names it)."""

    def __init__(self, pattern: str):
        super().__init__()
        self.fc = nn.Linear(10, 10)
        self.pattern = pattern

    def forward(self, x):
        p = self.pattern
        if p == "factory_full":
            return torch.full(x.shape, 7, device=x.device) + self.fc(x)
        if p == "factory_arange":
            y = torch.arange(x.numel(), device=x.device).view(x.shape)
            z = torch.arange(0, x.numel(), device=x.device).view(x.shape)
            return self.fc(x) + y + z
        if p == "sym_numel":
            return self.fc(x) + self.fc.weight.numel()  # a Python int
        if p == "sym_stride":
            return self.fc(x) + self.fc.weight.stride(0)  # a Python int
        if p == "scalar_tensor":
            return self.fc(x) + torch.ops.aten.scalar_tensor.default(7, dtype=x.dtype, device=x.device)
        if p == "stack":
            return torch.stack([x, self.fc(x)], dim=1)
        if p == "symint_arithmetic":
            return self.fc(x) + x.shape[0] * x.numel() - x.shape[0] // 2
        if p == "slice":
            return self.fc(x)[:, :1]
        if p == "bulk_cat":
            return torch.cat([self.fc(x) for _ in range(100)], dim=1)
        raise ValueError(p)


def _inputs(pattern: str):
    if pattern == "nll_loss":
        return torch.randn(2, 10), torch.randint(0, 10, (2,))
    if pattern == "replicated_embedding":
        return torch.randint(0, 10, (2,)), torch.randint(0, 8, (2,))
    if pattern == "pos_embedding":
        return torch.randint(0, 10, (2, 6)), torch.randint(0, 8, (2, 6))
    return (torch.randn(2, 10),)


def _model(pattern: str) -> nn.Module:
    return {
        "log_softmax": LogSoftmaxModel,
        "nll_loss": NllLossModel,
        "replicated_embedding": ReplicatedEmbedding,
        "pos_embedding": PosEmbedding,
    }.get(pattern, lambda: FcModel(pattern))()


def coverage(ctx):
    pattern = ctx.params["pattern"]
    mod = _model(pattern)
    inputs = _inputs(pattern)
    if ctx.params.get("dynamic_batch"):
        torch._dynamo.mark_dynamic(inputs[0], 0)
    group = dp_group(ctx)

    def train_step(mod, *inputs):
        mod(*inputs).sum().backward()
        params = list(mod.parameters())
        reduce_grads(params, group)
        with torch.no_grad():
            sgd_foreach(params)
        for p in params:
            p.grad = None

    step = ctx.compile(train_step, fullgraph=True)
    for _ in range(2):
        step(mod, *inputs)
    return named_params(mod)


EXPAND_SUM = "torch.ops.aten.expand.default({{\\w+}}, [2, 10])"

# variant -> (seed test, number of gradients, extra checks on g0.inference, extra params, what the golden shows)
VARIANTS = {
    "log_softmax": ("test_log_softmax", 2, ["_log_softmax.default(", "_log_softmax_backward_data.default("], {},
                    "log_softmax and its backward"),
    "nll_loss": ("test_nll_loss", 2, ["nll_loss_forward.default(", "nll_loss_backward.default("], {},
                 "nll_loss inside the module, forward and backward"),
    "replicated_embedding": ("test_replicated_embedding", 3,
                             ["embedding.default(", "native_layer_norm.default(", "_softmax.default(",
                              "nll_loss_forward.default(", "embedding_dense_backward.default("], {},
                             "a replicated embedding (dense gradient, all-reduced like the others), layer norm, "
                             "softmax and nll_loss"),
    "pos_embedding": ("test_pos_embedding", 4,
                      ["arange.start(", "embedding.default(", "embedding.default(",
                       "embedding_dense_backward.default("], {},
                      "token + position embeddings (positions from torch.arange) and cross_entropy"),
    "factory_full": ("test_factory_full", 2, ["full.default([2, 10], 7"], {}, "torch.full from x.shape"),
    "factory_arange": ("test_factory_arange", 2, ["arange.default(20", "arange.start(0, 20"], {},
                       "torch.arange(n) and torch.arange(0, n) with n = x.numel()"),
    "sym_numel": ("test_sym_numel", 2, ["add.Tensor({{\\w+}}, 100)"], {},
                  "weight.numel() used as a Python number: the constant 100"),
    "sym_stride": ("test_sym_stride", 2, ["add.Tensor({{\\w+}}, 10)"], {},
                   "weight.stride(0) used as a Python number: the constant 10"),
    "scalar_tensor": ("test_scalar", 2, ["scalar_tensor.default(7"], {}, "aten.scalar_tensor in the forward"),
    "stack": ("test_stack", 2, ["stack.default("], {}, "torch.stack of the input and the Linear output"),
    "symint_arithmetic": ("test_arithmetic_ops_on_symint", 2, ["Sym(s{{\\d+}})", "* 10", "// 2", "expand.default({{\\w+}}, [arg0_1, 10])"], {"dynamic_batch": True},
                          "x.shape[0] * x.numel() - x.shape[0] // 2 on a dynamic batch size: SymInt "
                          "arithmetic in the graph"),
    "slice": ("test_slice", 2, ["slice.Tensor("], {}, "a slice of the Linear output"),
    "bulk_cat": ("test_bulk_cat", 2, ["cat.default(["], {}, "a 100-way torch.cat of the same Linear output"),
}

for _name, (_seed_test, _n_grads, _ops, _extra, _what) in VARIANTS.items():
    _checks = [*dp_checks("g0.inference", _n_grads), Check("summary", name="one frame").check("frames: 1")]
    if _ops:
        _c = Check("g0.inference", name=f"{_name} ops in the train-step graph")
        for _op in _ops:
            _c = _c.check(_op)
        _checks.append(_c)
    if _name not in ("nll_loss", "replicated_embedding", "pos_embedding", "symint_arithmetic", "stack", "slice",
                     "bulk_cat"):
        _checks.append(Check("g0.inference", name="backward expand: local batch").check(EXPAND_SUM))
    case(
        "spmd/coverage",
        world=DP2,
        backends=[Backend.AOT_EAGER],
        variants={_name: {"pattern": _name, **_extra}},
        config=TRACE_BACKWARD,
        # fullgraph: torch 2.11 raises where it would break (see backward_not_traced_211), on any device
        unsupported={profile: backward_not_traced_211(_seed_test) for profile in ("cpu", "cuda")},
        checks=_checks,
        seed_test=_seed_test,
        seed_file=SEED_FILE,
        expectation=(
            f"One Dynamo frame: {_what}; the traced backward; one all_reduce + wait per gradient "
            f"({_n_grads}); the foreach SGD update of the parameters."
        ),
    )(coverage)
