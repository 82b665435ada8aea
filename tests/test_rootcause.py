"""Root causes: changes injected into copies of real goldens across cases come out as one row per cause."""

from __future__ import annotations

import re
import traceback
from pathlib import Path

import pytest

from fxgolden.review import rootcause, row_merging, signatures
from fxgolden.review.changes import build_change

ROOT = Path(__file__).resolve().parents[1]
GOLDENS = ROOT / "goldens" / "cpu"

ASSERT_CASES = ["core/dtensor_matmul_redistribute[S0]", "distributed_patterns/fake_fsdp_linear[inductor]",
                "dtensor/different_gradient_placement", "dtensor/partial_placement_graph_output"]
CLONE_CASES = ["core/async_redistribute_inside", "dtensor/from_local_redistribute", "tp/two_mlp[plain]",
               "tp/transformer[seq_parallel]", "dtensor/redistribute_backward"]


def _change(case_id: str, filename: str, edit) -> "rootcause.Change":  # noqa: ANN001
    old = (GOLDENS / case_id / filename).read_text(encoding="utf-8")
    new = edit(old)
    assert new != old, f"the injection did not apply to {case_id}/{filename}"
    return build_change(case_id, filename, old, new, old_label="golden", new_label="actual")


def group_asserts(text: str) -> str:
    """What torch 2.14 did to Inductor wrappers: per-input assert_size_stride calls become one grouped call."""
    return text.replace("assert_size_stride(", "assert_size_stride_grouped(")


def clone_after_first_wait(text: str) -> str:
    """A new defensive copy of the first collective's result (a structural change)."""
    match = re.search(r"^(\s+)(\w+)(: \"[^\"]*\")? = torch\.ops\._c10d_functional\.wait_tensor\.default\(.*\n", text,
                      re.MULTILINE)
    indent, name = match.group(1), match.group(2)
    return text[: match.end()] + f"{indent}injected_clone = torch.ops.aten.clone.default({name})\n" + \
        text[match.end():]


def test_two_independent_injected_changes_are_two_root_causes_in_risk_order():
    changes = [_change(case, "g0.inductor_forward.py", group_asserts) for case in ASSERT_CASES]
    changes += [_change(case, "g0.forward.py", clone_after_first_wait) for case in CLONE_CASES]
    causes = rootcause.group(changes)
    assert [c.label for c in causes] == ["structural", "runtime-checks"], [(c.label, c.description) for c in causes]
    structural, checks = causes
    assert structural.cases == sorted(CLONE_CASES) and len(structural.changes) == len(CLONE_CASES)
    assert structural.description.startswith("op added: clone at 5 sites (forward; in ")  # then the modules
    assert structural.description.endswith("; 5 graphs in 5 cases)")
    assert checks.cases == sorted(ASSERT_CASES)
    assert "assert_size_stride rewritten (now assert_size_stride_grouped)" in checks.description
    assert structural.representative.case_id in CLONE_CASES and "injected_clone" in structural.representative.diff.shown
    lines = rootcause.text_lines(causes)
    assert lines[1].startswith("  1. [structural]") and "(5 drifted; 5 artifacts)" in lines[1]


def test_a_graph_break_is_the_root_cause_of_everything_else_in_its_case():
    case = "tp/two_mlp[plain]"
    summary = _change(case, "summary.yaml", lambda t: t.replace("graph_breaks: []", "graph_breaks:\n- type: "
                                                                "Unsupported call\n  explanation: print() is not "
                                                                "traceable\n  count: 1"))
    forward = _change(case, "g0.forward.py", clone_after_first_wait)
    other = _change("core/async_redistribute_inside", "g0.forward.py", clone_after_first_wait)
    causes = rootcause.group([summary, forward, other])
    assert [c.label for c in causes] == ["summary", "structural"]
    assert "graph break added: Unsupported call: print() is not traceable" in causes[0].description
    assert {c.filename for c in causes[0].changes} == {"summary.yaml", "g0.forward.py"}
    assert causes[1].cases == ["core/async_redistribute_inside"]


def test_a_break_torch_describes_otherwise_explains_nothing_else_in_its_case():
    """The same break with another type (torch 2.14.1's FSDP2 hooks) is its own row; a structural change of the
    case is not folded under it."""
    case = "fsdp/traceable_mlp[aot_eager]"
    retyped = _change(case, "summary.yaml", lambda t: t.replace(
        "type: Attempted to call function marked as skipped", "type: Call to `torch._dynamo.disable()`"))
    forward = _change(case, "g1.dynamo.py", lambda t: t.replace("ops_ReluBackward0(", "ops_SigmoidBackward0(", 1))
    causes = rootcause.group([retyped, forward])
    assert [c.label for c in causes] == ["summary", "structural"]
    assert [c.filename for c in causes[1].changes] == ["g1.dynamo.py"]
    assert "graph break reason changed" in causes[0].description and "added" not in causes[0].description


def test_different_facts_under_one_label_stay_apart_and_long_fact_lists_fold():
    more = _change("tp/two_mlp[plain]", "g0.forward.py", clone_after_first_wait)
    fewer = _change("tp/two_mlp[seq_parallel]", "g0.forward.py",
                    lambda t: re.sub(r"^.*= torch\.ops\.aten\.permute\.default\(.*\n", "", t, count=1, flags=re.M))
    assert len(rootcause.group([more, fewer])) == 2
    facts = tuple(f"aten.op{i}.default more" for i in range(10))
    assert signatures.describe("structural", facts).endswith("; and 4 more")


def drop_first_permute(text: str) -> str:
    return re.sub(r"^.*= torch\.ops\.aten\.permute\.default\(.*\n", "", text, count=1, flags=re.M)


def test_one_change_seen_in_several_artifacts_of_the_same_cases_is_one_row():
    """Graph rows over exactly the same cases merge (an AOT graph counts ops, Inductor kernels, the summary
    waits); a row that also covers another case stays apart."""
    case, other = "tp/two_mlp[plain]", "tp/two_mlp[seq_parallel]"
    forward = _change(case, "g0.forward.py", clone_after_first_wait)
    backward = _change(case, "g0.backward.py", drop_first_permute)
    [row] = rootcause.group([forward, backward])
    assert row.label == "structural" and {c.filename for c in row.changes} == {"g0.forward.py", "g0.backward.py"}
    assert row.description.startswith("op added: clone") and row.also == ["[structural] op removed: permute"]
    spread = rootcause.group([forward, backward, _change(other, "g0.backward.py", drop_first_permute)])
    assert sorted(tuple(c.cases) for c in spread) == [(case,), (case, other)]


def test_a_new_warning_is_named_and_ranks_below_changes_of_the_graphs():
    """torch 2.14.1 warns 'is_opaque_value is deprecated' while compiling six DTensor cases: the row says which
    warning came, and it sorts after a structural change of a graph (riskiest first)."""
    deprecation = "torch._library.opaque_object: is_opaque_value is deprecated, use is_custom_class_obj instead"

    def add_warning(text: str) -> str:
        assert "\nwarnings:" not in text
        return text.rstrip("\n") + f"\nwarnings:\n- '{deprecation}'\n"

    warned = [_change(case, "summary.yaml", add_warning)
              for case in ("dtensor/noncontiguous_output", "tp/two_mlp[plain]")]
    structural = _change("core/async_redistribute_inside", "g0.forward.py", clone_after_first_wait)
    causes = rootcause.group(warned + [structural])
    assert [c.label for c in causes] == ["structural", "summary"], [(c.label, c.description) for c in causes]
    assert causes[1].cases == ["dtensor/noncontiguous_output", "tp/two_mlp[plain]"]
    assert "warning added: torch._library.opaque_object: is_opaque_value is deprecated" in causes[1].description
    # a graph break still outranks structural changes
    broke = _change("tp/two_mlp[seq_parallel]", "summary.yaml", lambda t: t.replace(
        "graph_breaks: []", "graph_breaks:\n- type: Unsupported call\n  explanation: print()\n  count: 1"))
    assert [c.label for c in rootcause.group(warned + [structural, broke])] == ["summary", "structural", "summary"]


def test_rows_explained_by_the_same_setting_become_one_row_in_the_riskiest_place():
    """torch 2.14.1's enable_simple_overlap moved waits (overlap) and split a fused kernel (structural):
    once the explain step traced both to it, they are one root cause."""
    asserts = [_change(case, "g0.inductor_forward.py", group_asserts) for case in ASSERT_CASES[:2]]
    clones = [_change(case, "g0.forward.py", clone_after_first_wait) for case in CLONE_CASES[:2]]
    fewer = _change("tp/two_mlp[seq_parallel]", "g0.forward.py",
                    lambda t: re.sub(r"^.*= torch\.ops\.aten\.permute\.default\(.*\n", "", t, count=1, flags=re.M))
    structural_more, structural_fewer, checks = rootcause.group(asserts + clones + [fewer])
    assert (structural_more.label, structural_fewer.label, checks.label) == (
        "structural", "structural", "runtime-checks")
    setting = ("`_inductor.config.X` (new, default True; off removes the change)",)
    structural_more.explained_by = checks.explained_by = setting
    merged = row_merging.merge_explained([structural_more, structural_fewer, checks])
    assert [c.label for c in merged] == ["structural", "structural"]
    row = merged[0]
    assert row.cases == sorted(set(CLONE_CASES[:2]) | set(ASSERT_CASES[:2]))
    assert row.also[0].startswith("[runtime-checks] ") and row.as_json()["explained_by"] == list(setting)
    assert merged[1] is structural_fewer  # not explained: its own row
    # different settings, or none found, keep rows apart
    structural_fewer.explained_by = ("`_inductor.config.Y`: default False → True",)
    assert len(row_merging.merge_explained([structural_fewer, checks])) == 2


FAKE_SCRIPT_ERROR = ("case {} failed in compile: RuntimeError: Cannot compute the size of FakeScriptObject(0x{:x}) "
                     "on node primals_{} (/home/{}/torch/_functorch/partitioners.py:{})")


def test_failed_checks_join_the_drift_that_made_them_fail_and_errors_form_rows_by_their_masked_message():
    """One injected sharding change: drift in 5 cases, a check failing on one of the changed artifacts; one
    injected setting: the same error in 3 cases, with other names, addresses, paths and numbers."""
    changes = [_change(case, "g0.forward.py", clone_after_first_wait) for case in CLONE_CASES]
    failed_on_drift = rootcause.Failure(CLONE_CASES[0], "g0.forward.py", "no collective in the backward, on "
                                        "g0.forward: stopped at check_not(...)")
    failed_alone = rootcause.Failure("tp/loss_parallel", "g0.backward.py", "loss in one all_reduce, on g0.backward: "
                                     "stopped at check('all_reduce')")
    errors = [rootcause.CaseErrorText(case, FAKE_SCRIPT_ERROR.format(case, 0x7F00 + i, i + 2, user, 700 + i))
              for i, (case, user) in enumerate([("fsdp/a", "u1"), ("fsdp/b", "u2"), ("tp/c", "u3")])]
    other_error = rootcause.CaseErrorText("core/x", "case core/x failed in compile: TypeError: bad argument")
    causes = rootcause.group(changes, failures=[failed_on_drift, failed_alone], errors=[*errors, other_error])
    by_label = {}
    for cause in causes:
        by_label.setdefault(cause.label, []).append(cause)
    structural, = by_label["structural"]
    assert structural.failures == [failed_on_drift]  # joined the row of the change of its artifact
    assert structural.counts == {"drifted": 4, "failed": 1, "errored": 0}  # the failed case is failed, not drifted
    alone, = by_label[rootcause.CHECK_FAILED]
    assert alone.failures == [failed_alone] and alone.counts == {"drifted": 0, "failed": 1, "errored": 0}
    fake_script, type_error = sorted(by_label[rootcause.ERROR], key=lambda c: -len(c.errors))
    assert [e.case_id for e in fake_script.errors] == ["fsdp/a", "fsdp/b", "tp/c"]
    assert fake_script.description == ("the case raised: RuntimeError: Cannot compute the size of "
                                       "FakeScriptObject(<addr>) on node v (<path>:N)")
    assert [e.case_id for e in type_error.errors] == ["core/x"]
    # broken patterns rank above every drift
    assert all(c.label in (rootcause.ERROR, rootcause.CHECK_FAILED) for c in causes[:3])
    lines = rootcause.text_lines(causes, diff=False)
    assert any("(3 errored; 0 artifacts)" in line for line in lines)
    assert any("(4 drifted, 1 failed; 5 artifacts)" in line for line in lines)
    assert rootcause.group([], errors=[errors[0]])[0].as_json()["errored"] == 1


def test_rows_explained_by_one_setting_merge_with_their_failures_and_errors():
    changes = [_change(case, "g0.forward.py", clone_after_first_wait) for case in CLONE_CASES]
    error = rootcause.CaseErrorText("fsdp/a", "case fsdp/a failed in compile: RuntimeError: boom 3")
    causes = rootcause.group(changes, errors=[error])
    for cause in causes:
        cause.explained_by = ("`functorch.config.activation_memory_budget`: default 1.0 → 0.5",)
    merged = row_merging.merge_explained(causes)
    assert len(merged) == 1 and merged[0].counts == {"drifted": 5, "failed": 0, "errored": 1}


def _refuse(x):  # noqa: ANN001, ANN202 - raises in eager and under fake tensors alike
    raise RuntimeError(f"injected: refused a tensor of {x.numel()} elements")


def test_an_error_raised_bare_and_re_raised_by_dynamo_is_one_row_that_lists_the_wrapper():
    """Dynamo re-raises a fake-tensor failure as TorchRuntimeError('... when making fake tensor call'), the real
    error hidden in a suppressed context: the row is keyed by the innermost error and where it was raised."""
    import torch

    from fxgolden.base import exception_chain
    from fxgolden.base.errors import CaseError, Phase

    refuse = torch.library.custom_op("fxgolden_test::refuse", _refuse, mutates_args=(),
                                     schema="(Tensor x) -> Tensor")

    refuse.register_fake(_refuse)

    def body(x):  # noqa: ANN001, ANN202
        return refuse(x) + 1

    messages = []
    for case_id, call in [("bare", lambda: body(torch.ones(3))),
                          ("compiled", lambda: torch.compile(body, backend="eager", fullgraph=True)(torch.ones(5)))]:
        with pytest.raises(Exception) as raised:
            call()
        first = "".join(traceback.format_exception_only(raised.type, raised.value)).splitlines()[0]  # as the runner
        error = CaseError(case_id, Phase.COMPILE, first, cause=exception_chain.cause_line(raised.value))
        messages.append(rootcause.CaseErrorText(case_id, str(error)))
    assert "TorchRuntimeError" in messages[1].message or "fake tensor" in messages[1].message
    [row] = rootcause.group([], errors=messages)
    assert row.cases == ["bare", "compiled"]
    assert "injected: refused a tensor of N elements (raised in " in row.description
    assert row.description.endswith("in _refuse)")
    assert len(row.wrappers) == 1 and "fake tensor call" in row.wrappers[0]  # the bare error is no wrapper
    assert "raised as: " in "\n".join(rootcause.text_lines([row]))
