"""Re-run a case's current checks before accepting an actual that one of its checks rejected.

A compare run marks each pending actual with the checks of its case that
failed on it (``fxgolden.golden.checkmarks``). Accepting such an actual is
refused while the case's checks, as declared now, still fail on it. Checks
are pure functions of text, so they run here on the pending texts laid over
the case's other goldens (as ``fxgolden.golden.offline`` re-checks stored goldens),
without compiling: changing the check is what lets an intended change through.
"""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

from fxgolden.base.artifact import on_disk
from fxgolden.base.errors import FxGoldenError
from fxgolden.check.invariants import CheckFailure, run_checks
from fxgolden.golden import header as header_mod
from fxgolden.golden import wellformed
from fxgolden.golden.checkmarks import marked_files
from fxgolden.golden.pending import PendingEntry, failed_checks_of, pending_actuals

if TYPE_CHECKING:
    from fxgolden.catalog.case import Case
    from fxgolden.golden.store import GoldenStore


def refusals(entries: Sequence[PendingEntry], store: "GoldenStore", cases_dir: Path | None) -> dict[str, str]:
    """Why each entry (by key) that a check rejected may still not be accepted; an entry not named may be."""
    marked = sorted((e for e in entries if failed_checks_of(e.path)), key=lambda e: (e.case_id, e.filename))
    if not marked:
        return {}
    cases, unusable = _catalog(cases_dir)
    refused: dict[str, str] = {}
    for case_id, group in itertools.groupby(marked, key=lambda e: e.case_id):
        case = cases.get(case_id)
        failing = failing_now(case, store) if case is not None else {}
        for entry in group:
            if case is None:
                why = unusable or f"case {case_id} is no longer declared in {cases_dir}"
                refused[entry.key] = (f"{why}, so the check that failed on {entry.filename} cannot be re-run\n"
                                      f"  fix: drop the actual with `fxgolden reject '{entry.key}'`")
            elif failing.get(entry.filename):
                refused[entry.key] = _refusal(case, entry, failing[entry.filename], store)
    return refused


def _catalog(cases_dir: Path | None) -> tuple[dict[str, "Case"], str]:
    """The declared cases, or none and why they cannot be read."""
    if cases_dir is None:
        return {}, "no cases folder was given"
    from fxgolden.catalog.registry import discover

    try:
        return discover(cases_dir), ""
    except FxGoldenError as error:
        return {}, f"the catalog in {cases_dir} does not import ({str(error).splitlines()[0]})"


def failing_now(case: "Case", store: "GoldenStore") -> dict[str, tuple[CheckFailure, ...]]:
    """The case's current checks that fail, per file, on its pending actuals over its goldens."""
    import torch

    from fxgolden.catalog.known import expects_failure
    from fxgolden.golden.offline import rank_views

    texts = _texts(case.id, store)
    files = {name: filename for filename, name in on_disk(texts) if name is not None}
    bodies = {name: texts[filename] for name, filename in files.items()}
    active = case.known_issues(store.profile, str(torch.__version__))
    failing: dict[str, list[CheckFailure]] = {}
    for rank, view in rank_views(bodies).items():
        results = [r for r in run_checks(case.checks, view, backend=case.backend.value, profile=store.profile)
                   if not expects_failure(r, active)]
        for name, messages in marked_files(results, files, rank=rank).items():
            known = failing.setdefault(name, [])
            known += [m for m in messages if m not in known]
    return {name: tuple(messages) for name, messages in failing.items()}


def _texts(case_id: str, store: "GoldenStore") -> dict[str, str]:
    """Bodies by file name: the case's goldens, each replaced by its pending actual where there is one."""
    paths = {name: store.golden_path(case_id, name) for name in store.existing_files(case_id)}
    paths.update(pending_actuals(store, case_id))
    texts = {name: _body(path) for name, path in paths.items()}
    return {name: body for name, body in texts.items() if body is not None}


def _body(path: Path) -> str | None:
    """A golden or pending file's text after its header; None when unreadable or malformed (review names it)."""
    try:
        body = header_mod.split(path.read_text(encoding="utf-8"))[1]
    except (OSError, UnicodeDecodeError, header_mod.HeaderError):
        return None
    return body if wellformed.body_problem(body, path.name, shown=path.name, case_id="") is None else None


def _refusal(case: "Case", entry: PendingEntry, failures: tuple[CheckFailure, ...], store: "GoldenStore") -> str:
    """The refusal of one entry: the case, the artifact, the failing check, and the fix."""
    checks = "; ".join(f"[{failure.headline}]" for failure in failures)
    file, _, line = case.source.rpartition(":")
    where = f"{store.relative(file)}:{line}" if file else "in the cases folder"  # as every path fxgolden prints
    return (f"case {case.id}, artifact {entry.filename}: its check still fails on the pending actual: {checks}\n"
            f"  fix: if this text is right, change the case's check ({where}), rerun "
            f"`fxgolden run '{case.id}'`, then accept; if not, fix the regression and rerun, or drop the actual "
            f"with `fxgolden reject '{entry.key}'`")
