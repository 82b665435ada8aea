"""Issue 16's new patterns (loss parallel, FSDP2 variants, async TP, context parallel): their checks bite.

Two kinds of evidence. Mutated goldens: the stored golden of a case, changed the way a regression
would change it (an all-reduce op, a collective's dtype, an extra backward all-gather), fails the
named check of that case; the unchanged golden passes it. Real runs (the real compiler stack): an
FSDP2 case run with a mutated config (no mixed precision) fails its dtype checks, and the async TP
case compiled on this CPU build, where the micro-pipeline pass does not fire, fails its fusion check.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from fxgolden.base.artifact import ArtifactName
from fxgolden.catalog.registry import discover
from fxgolden.check.invariants import run_check
from fxgolden.run.runner import run_case

ROOT = Path(__file__).resolve().parents[1]
GOLDENS = ROOT / "goldens" / "cpu"


@pytest.fixture(scope="module")
def catalog():
    return discover(ROOT / "cases")


def golden(case_id: str, artifact: str) -> str:
    path = next((GOLDENS / case_id).glob(f"{artifact}.*"))
    lines = path.read_text().splitlines(keepends=True)
    return "".join(lines[1:] if lines[0].startswith("# fxgolden golden") else lines)


def named_check(case, name: str):
    return next(check for check in case.checks if check.name == name)


def bites(case, check_name: str, artifact: str, original: str, mutated: str) -> None:
    """The check passes on the stored golden and fails once ``original`` is replaced by ``mutated``."""
    check = named_check(case, check_name)
    text = golden(case.id, artifact)
    assert original in text, f"{case.id}/{artifact} no longer contains {original!r}: update this test"
    assert run_check(check, artifact, text).ok
    result = run_check(check, artifact, text.replace(original, mutated, 1))
    assert not result.ok, f"[{check_name}] still passes with {original!r} -> {mutated!r}"


# -- item 4: loss parallel ----------------------------------------------------------------------

LOSS = "tp/loss_parallel"


def test_loss_parallel_max_all_reduce_turned_into_sum_fails(catalog):
    bites(catalog[LOSS], "vocab-parallel cross-entropy: max, exp-sum, target all-reduces", "g0.forward",
          "'max',", "'sum',")


def test_loss_parallel_logits_gathered_fails(catalog):
    # a regression that gathers the vocab-sharded logits before the loss
    bites(catalog[LOSS], "no all-gather of the logits", "g0.forward",
          "torch.ops.aten.amax.default(", "torch.ops._c10d_functional.all_gather_into_tensor.default(x); "
          "torch.ops.aten.amax.default(")


def test_loss_parallel_collective_in_backward_fails(catalog):
    bites(catalog[LOSS], "no collective in the backward", "g0.backward",
          "torch.ops.aten.mm.default(", "torch.ops._c10d_functional.all_reduce.default(")


def test_loss_parallel_inside_compiled_records_the_refusal(catalog):
    """The refusal is the invariant, not its wording: torch 2.14.1 says `Unsupported: Observed exception`."""
    case = catalog["tp/loss_parallel_inside_compiled"]
    refused = named_check(case, "Dynamo refuses to trace loss_parallel() inside the compiled function")
    text = golden(case.id, "error")
    assert text.startswith("TorchRuntimeError: RuntimeError when making fake tensor call")
    assert run_check(refused, "error", text).ok
    assert run_check(refused, "error", "Unsupported: Observed exception\n").ok  # 2.14.1's wording
    no_frame = named_check(case, "no frame compiles")
    summary = golden(case.id, "summary")
    assert run_check(no_frame, "summary", summary).ok
    assert not run_check(no_frame, "summary", summary.replace("frames: 0", "frames: 1", 1)).ok


# -- item 5: FSDP2 variants ---------------------------------------------------------------------

MP = "fsdp/mixed_precision[bf16_params_fp32_reduce]"


def test_mixed_precision_all_gather_in_fp32_fails(catalog):
    bites(catalog[MP], "2 all-gathers in bfloat16, reduce-scatter in float32", "summary",
          "c10d._allgather_base_ bfloat16[144] bfloat16[36]", "c10d._allgather_base_ float32[144] float32[36]")


def test_mixed_precision_reduce_scatter_in_bf16_fails(catalog):
    bites(catalog[MP], "2 all-gathers in bfloat16, reduce-scatter in float32", "summary",
          "c10d._reduce_scatter_base_ float32[36] float32[144]",
          "c10d._reduce_scatter_base_ bfloat16[36] bfloat16[144]")


def test_mixed_precision_gradients_not_upcast_fails(catalog):
    bites(catalog[MP], "bf16 gradients copied into an fp32 reduce-scatter buffer", "summary",
          "bfloat16[8] float32[4,36]", "bfloat16[8] bfloat16[4,36]")


def test_mixed_precision_fp32_compute_fails(catalog):
    bites(catalog[MP], "compiled forward in bf16 (parameters and input cast by FSDP)", "g0.forward",
          'primals_1: "bf16[8, 8]', 'primals_1: "f32[8, 8]')
    # anywhere in the graph, also after the last bf16 match
    bites(catalog[MP], "no fp32 tensor in the compiled forward", "g0.forward", 'relu: "bf16[', 'relu: "f32[')
    bites(catalog[MP], "no fp32 tensor in the compiled backward", "g0.backward",
          'threshold_backward: "bf16[', 'threshold_backward: "f32[')


def test_reshard_after_forward_false_with_backward_all_gather_fails(catalog):
    # a regression that reshards after forward anyway: a second all-gather before the reduce-scatter
    line = "  - c10d._allgather_base_ float32[144] float32[36]\n"
    bites(catalog["fsdp/reshard_after_forward[false]"],
          "reshard_after_forward=False: one all-gather per step (forward only)", "summary", line, line + line)


def test_reshard_after_forward_int_resharding_to_the_full_group_fails(catalog):
    # reshard_after_forward=2 ignored (treated as True): the backward all-gathers 4-rank shards again
    bites(catalog["fsdp/reshard_after_forward[int2]"],
          "reshard_after_forward=2: backward all-gathers from the 2-rank reshard", "summary",
          "c10d._allgather_base_ float32[144] float32[72]", "c10d._allgather_base_ float32[144] float32[36]")


def test_mixed_precision_case_without_the_policy_fails_its_dtype_checks(catalog):
    """Real run: the same body with the mixed-precision policy dropped (a config regression)."""
    from cases.fsdp import _fsdp_variant_body

    broken = dataclasses.replace(catalog[MP], body=lambda ctx: _fsdp_variant_body(ctx, reshard_after_forward=True))
    run = run_case(broken, project_root=ROOT, numerics=False)
    failed = {result.check.name for result in run.failed_checks}
    assert {"compiled forward in bf16 (parameters and input cast by FSDP)", "no fp32 tensor in the compiled forward",
            "2 all-gathers in bfloat16, reduce-scatter in float32",
            "bf16 gradients copied into an fp32 reduce-scatter buffer"} <= failed, failed


# -- item 6: async TP (cuda profile) ------------------------------------------------------------

def test_async_tp_fusion_check_fails_where_the_pass_does_not_fire(catalog):
    """Real run on this CPU build: the pass returns early (no NCCL), so the wrapper keeps the all-gather."""
    case = catalog["async_tp/fused_all_gather_matmul"]
    run = run_case(case, project_root=ROOT, numerics=False)
    wrapper = run.artifacts[ArtifactName.parse("g0.inductor_inference")].text
    assert "all_gather_into_tensor" in wrapper and "fused_all_gather_matmul" not in wrapper
    failed = {result.check.name for result in run.failed_checks}
    assert failed == {"all-gather + matmul fused into symm_mem.fused_all_gather_matmul",
                      "no separate all-gather left"}, failed
    # the same check accepts the wrapper once the all-gather and the mm became the fused op
    fused = ("buf1 = torch.ops.symm_mem.fused_all_gather_matmul.default(arg0_1, [arg1_1], 0, 'mesh_tp')\n")
    check = named_check(case, "all-gather + matmul fused into symm_mem.fused_all_gather_matmul")
    assert run_check(check, "g0.inductor_inference", fused).ok


def test_async_tp_cases_are_not_run_on_cpu(catalog):
    for case_id in ("async_tp/fused_all_gather_matmul", "async_tp/fused_matmul_reduce_scatter"):
        assert catalog[case_id].unsupported["cpu"].startswith("needs cuda")
        assert "cuda" in catalog[case_id].effective_profiles


# -- item 7: context parallel -------------------------------------------------------------------

def test_context_parallel_cpu_refusal_is_recorded_and_bound_to_the_torches_that_refuse(catalog):
    case = catalog["context_parallel/ring_sdpa_cpu_refused"]
    bites(case, "Dynamo refuses SDPA on CPU under context_parallel", "error",
          "Unsupported: NotImplementedError/UnsupportedFakeTensorException", "TorchRuntimeError: other")
    issue = catalog["context_parallel/ring_sdpa"].unsupported["cpu"]
    # measured: 2.13 and the 2.14.1 nightly refuse; the next torch runs the case again
    assert issue.applies("2.13.0+cpu", "cpu") and issue.applies("2.14.1+cu130", "cpu")
    assert not issue.applies("2.15.0", "cpu") and not issue.applies("2.12.0", "cpu")


def test_context_parallel_check_wants_the_k_v_all_gather(catalog):
    check = named_check(catalog["context_parallel/ring_sdpa"], "ring attention all-gathers k/v over the cp group")
    ring = ("all_gather_into_tensor: \"f32[1, 2, 16, 8]\" = torch.ops._c10d_functional.all_gather_into_tensor."
            "default(primals_2, 2, 'mesh_cp')\n"
            "wait_tensor = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)\n"
            "_scaled_dot_product_efficient_attention = "
            "torch.ops.aten._scaled_dot_product_efficient_attention.default(\n")
    assert run_check(check, "g0.forward", ring).ok
    assert not run_check(check, "g0.forward", ring.replace("all_gather_into_tensor", "all_reduce")).ok
