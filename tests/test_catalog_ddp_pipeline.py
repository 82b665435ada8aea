"""Issue 16, items 1-3 (DDPOptimizer, DDP's Python reducer under compiled autograd, pipeline stages): the checks bite.

Mutated goldens: the stored golden, changed the way a regression would change it, fails the named
check; the unchanged golden passes it. Real runs: the DDPOptimizer case run with another bucket
size (a config change) fails its split-count check, and the pipeline case split elsewhere fails
its stage checks.
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
CAP1 = "ddp/ddp_optimizer_split[cap1mb]"
CAP4 = "ddp/ddp_optimizer_split[cap4mb]"
PR_EAGER = "ddp/python_reducer_compiled_autograd[aot_eager]"
PR_INDUCTOR = "ddp/python_reducer_compiled_autograd[inductor]"


@pytest.fixture(scope="module")
def catalog():
    return discover(ROOT / "cases")


def golden(case_id: str, artifact: str) -> str:
    path = next((GOLDENS / case_id).glob(f"{artifact}.*"))
    lines = path.read_text().splitlines(keepends=True)
    return "".join(lines[1:] if lines[0].startswith("# fxgolden golden") else lines)


def named_check(case, name: str):
    return next(check for check in case.checks if check.name == name)


def bites_text(case, check_name: str, artifact: str, mutated: str) -> None:
    """The check passes on the stored golden and fails on ``mutated`` (a changed copy of it)."""
    check = named_check(case, check_name)
    assert run_check(check, artifact, golden(case.id, artifact)).ok
    assert not run_check(check, artifact, mutated).ok, f"[{check_name}] still passes on the mutated {artifact}"


def bites(case, check_name: str, artifact: str, original: str, mutated: str) -> None:
    """The check passes on the stored golden and fails once ``original`` is replaced by ``mutated``."""
    text = golden(case.id, artifact)
    assert original in text, f"{case.id}/{artifact} no longer contains {original!r}: update this test"
    bites_text(case, check_name, artifact, text.replace(original, mutated, 1))


# -- item 1: DDPOptimizer ------------------------------------------------------------------------


def test_ddp_optimizer_fewer_splits_fail(catalog):
    bites(catalog[CAP1], "bucket_cap_mb=1 splits into 4 subgraphs, one per 1 MiB layer", "summary",
          "ddp_optimizer_subgraphs: 4", "ddp_optimizer_subgraphs: 3")


def test_ddp_optimizer_bucket_moved_fails(catalog):
    # a split one layer later: layer 0 and 1 in one bucket
    bites(catalog[CAP4], "bucket_cap_mb=4 splits into 2 subgraphs: the 1 MiB first bucket, then 3 layers", "summary",
          "bucket 1: 1050624 bytes layers.3.weight", "bucket 1: 2101248 bytes layers.3.weight")


def test_ddp_optimizer_subgraph_with_two_layers_fails(catalog):
    # a split one layer later: g0 also computes layer 1
    bites(catalog[CAP1], "subgraph g0 holds layers [0]", "g0.dynamo", "        return (relu,)",
          "        linear_1 = torch._C._nn.linear(relu, l_self_modules_layers_modules_1_parameters_weight_)\n"
          "        return (relu,)")


def test_ddp_optimizer_collective_in_a_subgraph_fails(catalog):
    bites(catalog[CAP1], "no collective in the compiled backwards", "g2.backward",
          "torch.ops.aten.mm.default(", "torch.ops._c10d_functional.all_reduce.default(")


def test_ddp_optimizer_split_count_follows_the_bucket_size(catalog):
    """Real run: the cap1mb case built with bucket_cap_mb=4 splits in 2, and its 4-way check fails."""
    case = catalog[CAP1]
    resized = dataclasses.replace(case, params={**case.params, "bucket_cap_mb": 4})
    run = run_case(resized, project_root=ROOT, numerics=False)
    assert "ddp_optimizer_subgraphs: 2" in run.artifacts[ArtifactName.parse("summary")].text
    failed = {result.check.name for result in run.failed_checks}
    assert "bucket_cap_mb=1 splits into 4 subgraphs, one per 1 MiB layer" in failed, failed
    assert "subgraph g1 holds layers [1]" in failed, failed


def test_ddp_optimizer_refusal_recorded(catalog):
    # the error golden names the refusal twice (its first line and its innermost cause): another error changes both
    case = catalog["ddp/ddp_optimizer_cap_below_first_bucket"]
    text = golden(case.id, "error")
    assert text.count("AssertionError: First bucket should be smaller/equal") == 2, text
    bites_text(case, "the DDPOptimizer refuses a cap below its 1 MiB first bucket", "error",
               text.replace("AssertionError: First bucket should be smaller/equal", "RuntimeError: something else"))


# -- item 2: Python reducer + compiled autograd --------------------------------------------------


def test_python_reducer_missing_all_reduce_fails(catalog):
    # a gradient whose hook no longer all-reduces: its wait goes with it
    name = "8 gradient all-reduces, each divided by the world size and waited"
    bites(catalog[PR_EAGER], name, "g1.inference",
          "torch.ops._c10d_functional.all_reduce.default(div_7, 'sum', 'world')", "torch.ops.aten.clone.default(div_7)")
    bites(catalog[PR_EAGER], "exactly 8 all-reduces before Inductor's passes", "g1.inference",
          "torch.ops._c10d_functional.all_reduce.default(div_7, 'sum', 'world')", "torch.ops.aten.clone.default(div_7)")


def test_python_reducer_wait_dropped_fails(catalog):
    bites(catalog[PR_EAGER], "8 gradient all-reduces, each divided by the world size and waited", "g1.inference",
          "torch.ops._c10d_functional.wait_tensor.default(all_reduce_3)", "torch.ops.aten.clone.default(all_reduce_3)")


def test_python_reducer_hooks_not_called_fails(catalog):
    bites(catalog[PR_EAGER], "a post-accumulate-grad hook after every gradient", "ca0.compiled_autograd",
          "hook_type = 'post_acc_grad_hook'", "hook_type = 'tensor_pre_hook'")


def test_python_reducer_unbucketed_fails(catalog):
    # Inductor's DDP fusion off: a fourth all-reduce in the wrapper
    line = "torch.ops._c10d_functional.all_reduce_.default(buf3, 'sum', 'world')"
    bites(catalog[PR_INDUCTOR], "exactly 3 bucketed all-reduces", "g1.inductor_inference", line, line + "\n" + line)


def test_python_reducer_wait_before_the_last_all_reduce_fails(catalog):
    # schedule_comm_wait off: the first bucket waited right after its all-reduce, not after the last one
    case = catalog[PR_INDUCTOR]
    text = golden(case.id, "g1.inductor_inference")
    launch = "torch.ops._c10d_functional.all_reduce_.default(buf3, 'sum', 'world')\n"
    wait = "        torch.ops._c10d_functional.wait_tensor.default(buf3)\n"
    assert launch in text and wait in text
    moved = text.replace(wait, "", 1).replace(launch, launch + wait, 1)
    bites_text(case, "gradients all-reduced in 3 buckets, waits after the last one", "g1.inductor_inference", moved)


def test_python_reducer_off_fails(catalog):
    bites(catalog[PR_EAGER], "the Python reducer is on", "summary",
          "ddp_uses_python_reducer: true", "ddp_uses_python_reducer: false")


# -- item 3: pipeline stages ---------------------------------------------------------------------


def test_pipeline_stage_with_a_layer_of_another_fails(catalog):
    bites(catalog["pipeline/split_spec"], "stage 1 owns the parameters of layers [1, 2]", "summary",
          "  - layers.2.weight\n  - layers.2.bias\n  stage1_calls", "  - layers.2.weight\n  - layers.2.bias\n"
          "  - layers.3.weight\n  stage1_calls")
    bites(catalog["pipeline/pipe_split"], "stage 0 holds layers [0, 1]", "g0.dynamo",
          "l_self_modules_layers_modules_1_parameters_weight_, l_self_modules_layers_modules_1_parameters_bias_)",
          "l_self_modules_layers_modules_2_parameters_weight_, l_self_modules_layers_modules_1_parameters_bias_)")


def test_pipeline_split_elsewhere_fails(catalog):
    """Real run: split_spec at layers.2 instead of layers.1/layers.3 breaks the stage checks."""
    from cases.models import LinearReLUStack
    from cases.pipeline import DIM, LAYERS, pipeline_body
    from torch.distributed.pipelining import SplitPoint

    case = catalog["pipeline/split_spec"]
    moved = dataclasses.replace(
        case, body=lambda ctx: pipeline_body(ctx, LinearReLUStack(DIM, LAYERS), {"layers.2": SplitPoint.BEGINNING}))
    run = run_case(moved, project_root=ROOT, numerics=False)
    failed = {result.check.name for result in run.failed_checks}
    assert {"3 stages, one compiled graph each", "stage 0 holds layers [0]",
            "stage 0 owns the parameters of layers [0]"} <= failed, failed
