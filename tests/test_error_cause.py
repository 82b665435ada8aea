"""Errors keyed where the compiler gave up: a Dynamo ``Unsupported`` (a graph break under fullgraph=True inside a
helper) names the helper's module and function, not Dynamo's entry point; an expected error's golden holds that
cause, so a changed expected error joins the row of the same error raised by another case. Real torch runs of
the cases in ``graph_break_case``."""

from __future__ import annotations

from pathlib import Path

import pytest

import graph_break_case
from fxgolden.base.artifact import ArtifactName
from fxgolden.base.errors import CAUSE_PREFIX, CaseError
from fxgolden.review import rootcause
from fxgolden.review.changes import build_change
from fxgolden.review.rows import ERROR, CaseErrorText
from fxgolden.run.runner import run_case

HELPER = f"{Path(graph_break_case.__file__).parent.name}.graph_break_case, in branch_on_value"


@pytest.fixture(scope="module")
def raised() -> CaseError:
    with pytest.raises(CaseError) as caught:
        run_case(graph_break_case.RAISING, project_root=Path.cwd(), numerics=False)
    return caught.value


def test_a_graph_break_under_fullgraph_is_keyed_by_the_user_frame_that_made_it(raised: CaseError) -> None:
    signature = rootcause.error_signature(str(raised))
    assert signature.startswith("torch._dynamo.exc.Unsupported: Data-dependent branching"), signature
    assert f"(raised in {HELPER})" in signature, signature
    assert "eval_frame" not in signature and "compile_wrapper" not in signature, signature


def test_a_changed_expected_error_joins_the_row_of_the_same_error_raised(raised: CaseError) -> None:
    run = run_case(graph_break_case.EXPECTED, project_root=Path.cwd(), numerics=False)
    error = run.artifacts[ArtifactName.parse("error")].text
    assert error.startswith("Unsupported: Data-dependent branching\n"), error
    assert f"{CAUSE_PREFIX}torch._dynamo.exc.Unsupported: Data-dependent branching (raised in {HELPER})" in error
    summary = run.artifacts[ArtifactName.parse("summary")].text
    assert "compile_error: 'Unsupported: Data-dependent branching'" in summary, summary  # the headline only

    # the golden held another error: the case's error and summary changed
    case_id = graph_break_case.EXPECTED.id
    old_error = "Unsupported: Attempted to call function marked as skipped\n" \
                f"{CAUSE_PREFIX}torch._dynamo.exc.Unsupported: Attempted to call function marked as skipped " \
                "(raised in cases.x, in helper)\n"
    old_summary = summary.replace("Data-dependent branching", "Attempted to call function marked as skipped")
    changes = [build_change(case_id, "error.txt", old_error, error, old_label="golden", new_label="actual"),
               build_change(case_id, "summary.yaml", old_summary, summary, old_label="golden", new_label="actual")]
    rows = rootcause.group(changes, errors=[CaseErrorText(graph_break_case.RAISING.id, str(raised))])
    assert [row.label for row in rows] == [ERROR], [(row.label, row.description) for row in rows]
    [row] = rows
    assert row.cases == sorted([case_id, graph_break_case.RAISING.id])
    assert {c.filename for c in row.changes} == {"error.txt", "summary.yaml"}
    assert HELPER in row.description, row.description
