"""Context parallel attention (issue 16, item 7): ``torch.distributed.tensor.experimental.context_parallel``.

Seed: test/distributed/tensor/test_attention.py (ring attention under torch.compile). Inside
``context_parallel(mesh, buffers=..., buffer_seq_dims=...)`` the q/k/v buffers are sharded on the
sequence dim and SDPA is dispatched to ring-attention handlers that, with the default "allgather"
rotate method, all-gather k and v over the cp group.

Measured on torch 2.13 CPU with the fake group: not capturable. The handlers are registered for
``_scaled_dot_product_flash_attention`` / ``_efficient_attention`` / ``_cudnn_attention`` only;
SDPA on CPU dispatches to ``_scaled_dot_product_flash_attention_for_cpu``, which has neither a ring
handler nor a DTensor sharding strategy, so eager raises NotImplementedError and Dynamo raises
Unsupported while fake-propagating the SDPA call. Two cases therefore:

* ``context_parallel/ring_sdpa`` keeps upstream's expectation in its checks; on CPU it is
  unsupported for torch 2.13 only (a KnownIssue), so a nightly on another torch runs it on CPU and
  reports what happens; the cuda profile captures the ring attention.
* ``context_parallel/ring_sdpa_cpu_refused`` records the measured CPU failure as its expected outcome
  (``error.txt``): a torch that compiles the pattern on CPU fails it, and then ``ring_sdpa``'s known
  issue should be narrowed.
"""

from __future__ import annotations

import torch
import torch.nn.functional as F

from fxgolden import Backend, Check, Expect, KnownIssue, World, case

CP2 = World(size=2, rank=0, mesh=(2,), dims=("cp",))
BATCH, HEADS, SEQ, HEAD_DIM = 1, 2, 16, 8

CPU_HAS_NO_RING_SDPA = KnownIssue(
    torch=">=2.13,<2.15",  # 2.14.1 too (nightly): the same Unsupported error
    profiles=("cpu",),
    reason="SDPA on CPU dispatches to aten._scaled_dot_product_flash_attention_for_cpu, for which context "
    "parallel registers no ring-attention handler and DTensor no sharding strategy: eager raises "
    "NotImplementedError ('does not have a sharding strategy registered'), torch.compile raises "
    "torch._dynamo.exc.Unsupported (NotImplementedError/UnsupportedFakeTensorException when running FX node)",
    upstream="test/distributed/tensor/test_attention.py (ring attention runs on CUDA upstream)",
)

CUDA_211_RING_SDPA = KnownIssue(
    torch="==2.11.*", profiles=("cuda",),
    reason="torch 2.11 (H100, the GPU machine's torch) fails tracing the ring SDPA with fake tensors: "
    "'Attempting to broadcast a dimension of length 16 at -2 ... [1, 2, 16, 1] ... [1, 2, 32, 1]' in "
    "aten.sub.Tensor under is_causal=True; regenerate on a GPU with torch 2.13 to golden it",
    upstream="test_ring_attention_sdpa (test/distributed/tensor/test_attention.py)")


@case(
    "context_parallel/ring_sdpa",
    world=CP2,
    backends=[Backend.AOT_EAGER],
    profiles=("cpu", "cuda"),
    unsupported={"cpu": CPU_HAS_NO_RING_SDPA, "cuda": CUDA_211_RING_SDPA},
    numerics=False,
    checks=[
        # upstream's expectation: k and v gathered over the cp group (rotate method "allgather"), each
        # waited on before the local attention of the sequence shard
        Check("g0.forward", name="ring attention all-gathers k/v over the cp group")
        .check("[[AG:all_gather_into_tensor\\w*]]: {{.*}}_c10d_functional.all_gather_into_tensor.default(")
        .check("wait_tensor.default([[AG]])")
        .check("aten._scaled_dot_product_"),
        Check("summary").check("frames: 1").check_next("recompiles: 0").check_next("graph_breaks: []"),
    ],
    seed_test="test_ring_attention_compile (test/distributed/tensor/test_attention.py)",
    expectation="Causal SDPA over q/k/v of (1, 2, 16, 8) sharded on the sequence dim by context_parallel "
    "on a cp mesh of 2, compiled with fullgraph=True, forward and backward. NUMERICS OFF: the fake group "
    "moves no k/v between ranks. Not run on torch 2.13 CPU (see CPU_HAS_NO_RING_SDPA and "
    "context_parallel/ring_sdpa_cpu_refused); the cuda profile captures the ring attention.",
)
def ring_sdpa(ctx):
    return _ring_sdpa_body(ctx)


@case(
    "context_parallel/ring_sdpa_cpu_refused",
    world=CP2,
    backends=[Backend.AOT_EAGER],
    profiles=("cpu",),
    # the cross-check runs cases outside their profiles; this one states what CPU refuses
    unsupported={"cuda": "a CPU-only case: it pins the refusal of SDPA on CPU, which CUDA runs"},
    expect=Expect.RAISES,
    numerics=False,
    checks=[Check("error", name="Dynamo refuses SDPA on CPU under context_parallel")
            .check("Unsupported: NotImplementedError/UnsupportedFakeTensorException when running FX node")],
    seed_test="test_ring_attention_compile (test/distributed/tensor/test_attention.py)",
    expectation="The body of context_parallel/ring_sdpa on CPU, where torch 2.13 cannot run it: "
    + CPU_HAS_NO_RING_SDPA.reason + ". error.txt keeps the first line of Dynamo's error. A torch that "
    "compiles it fails this case: then drop it and narrow ring_sdpa's CPU known issue.",
)
def ring_sdpa_cpu_refused(ctx):
    return _ring_sdpa_body(ctx)


def _ring_sdpa_body(ctx):
    from torch.distributed.tensor.experimental import context_parallel

    torch.manual_seed(0)
    buffers = [torch.randn(BATCH, HEADS, SEQ, HEAD_DIM, device=ctx.device) for _ in range(3)]
    compiled = ctx.compile(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True),
                           fullgraph=True)
    with context_parallel(ctx.mesh, buffers=buffers, buffer_seq_dims=[2, 2, 2]):
        # leaves sharing the sharded buffers' storage: context_parallel resizes the buffers themselves
        # back on exit, which autograd forbids on tensors that require grad
        q, k, v = (b.detach().requires_grad_() for b in buffers)
        out = compiled(q, k, v)
        out.sum().backward()
        return {"out": out, "grads": [q.grad, k.grad, v.grad]}
