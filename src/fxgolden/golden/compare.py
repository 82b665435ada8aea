"""Compare a case run with its goldens: one outcome per artifact, one message per case.

The sequence is insta's: build the actual text, let syrupy read the golden
(once, through its extension: a golden of another normalizer version is
syrupy's tainted state) and compare them (once; in an update syrupy accepts
a changed or new golden, and the extension leaves its writing to the plan).
What follows is decided as a plan (``golden.plan``: match, changed with its
diff, new, written, orphaned, unreadable, unwritable), which ``golden.applier``
then carries out, the one place goldens are written or removed (through the
``GoldenWriter``), with pending actuals and diffs for review beside them. Each
outcome says what happened, not what was asked for: a write the file system
refused is ``UNWRITABLE``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from syrupy.exceptions import TaintedSnapshotError

from fxgolden.base.artifact import ArtifactName, on_disk
from fxgolden.base.errors import GoldenFileError
from fxgolden.golden import header as header_mod
from fxgolden.golden.applier import apply_plan
from fxgolden.golden.checkmarks import marked_files
from fxgolden.golden.extension import UnreadableGolden, extension_for
from fxgolden.golden.plan import (
    UNUSED_DEFAULT,
    ArtifactResult,
    CasePlan,
    CaseResult,
    Recalled,
    Step,
    UnusedPolicy,
    artifact_step,
    orphan_steps,
)
from fxgolden.golden.policy import UpdateMode
from fxgolden.golden.store import GoldenStore, StoredGolden
from fxgolden.golden.writer import GoldenWriter
from fxgolden.normalize.version import NORMALIZER_VERSION
from fxgolden.run.record import Outcome

if TYPE_CHECKING:
    from fxgolden.check.invariants import CheckFailure
    from fxgolden.run.result import Artifact, CaseRun

__all__ = ["ArtifactResult", "CaseResult", "UnusedPolicy", "UpdateMode", "assert_case", "failure_message",
           "header_for", "orphans", "plan_case"]


def header_for(run: "CaseRun", artifact: "Artifact") -> header_mod.GoldenHeader:
    """The header this run writes into the golden of ``artifact``."""
    return header_mod.GoldenHeader(case=run.case.id, artifact=artifact.name.stem, normalizer=NORMALIZER_VERSION,
                                   world=artifact.world or run.case.world.describe())


def _syrupy_compare(snapshot: Any, extension: type, store: GoldenStore, case_id: str, name: ArtifactName,
                    actual: str) -> Recalled:
    """Let syrupy read the golden through ``extension`` and compare it with ``actual``, accepting it when its
    options say so (the plan writes it); a read the file system refuses comes back in what it found, not raised."""
    snapshot(name=f"{case_id}/{name.stem}", extension_class=extension) == actual  # noqa: B015 - read below
    result = snapshot.executions[snapshot.num_executions - 1]
    error = result.exception
    if isinstance(error, UnreadableGolden):
        return Recalled(None, matched=False, accepted=False, unreadable=error.error)
    if error is not None and not isinstance(error, TaintedSnapshotError):
        raise error
    read = result.recalled_data  # the golden's text as the extension read it (syrupy's name for it)
    stored = None if read is None else store.parsed(case_id, name.filename, str(read))
    return Recalled(stored, matched=bool(result.success and not result.created and not result.updated),
                    accepted=bool(result.created or result.updated),
                    tainted=isinstance(error, TaintedSnapshotError))


def _artifact_step(run: "CaseRun", artifact: "Artifact", *, store: GoldenStore, snapshot: Any, mode: UpdateMode,
                   writer: GoldenWriter | None, failed: tuple["CheckFailure", ...] = ()) -> Step:
    case_id, name = run.case.id, artifact.name
    actual = header_mod.serialize(header_for(run, artifact), artifact.text)
    found = _syrupy_compare(snapshot, extension_for(store, case_id, name.extension, writer is not None), store,
                            case_id, name, actual)
    stored = found.stored
    malformed = _malformed(store, case_id, stored) if stored is not None and not found.matched else None
    return artifact_step(name, shown=store.relative(store.golden_path(case_id, artifact.filename)), actual=actual,
                         body=artifact.text, found=found, mode=mode, can_write=writer is not None, failed=failed,
                         malformed=malformed)


def _malformed(store: GoldenStore, case_id: str, stored: StoredGolden) -> GoldenFileError | None:
    """What is malformed in a golden that differs from its actual (``golden.wellformed``), or None."""
    try:
        store.full_body(case_id, stored)
    except GoldenFileError as error:
        return error
    return None


def orphans(run: "CaseRun", store: GoldenStore, mode: UpdateMode, unused: UnusedPolicy = UNUSED_DEFAULT) -> list[Step]:
    """The steps for goldens of the case that this run did not produce (``golden.plan.orphan_steps``)."""
    case_id = run.case.id
    produced = {artifact.filename for artifact in run.artifacts.values()}
    found = [(filename, store.relative(store.golden_path(case_id, filename)), name)
             for filename, name in on_disk(store.existing_files(case_id))]
    return orphan_steps(found, produced, run.unmade_kinds, mode, unused)


def _problems(run: "CaseRun") -> list[str]:
    problems = [result.message for result in run.failed_checks]
    if run.numerics is not None and not run.numerics.ok:
        problems.append(f"numerics: compiled output differs from eager: {run.numerics.message}")
    return problems


def plan_case(run: "CaseRun", *, store: GoldenStore, snapshot: Any, mode: UpdateMode, writer: GoldenWriter | None,
              unused: UnusedPolicy = UNUSED_DEFAULT) -> CasePlan:
    """What should happen to every golden of ``run``'s case, touching no golden: ``writer`` only says whether
    syrupy may accept a changed golden (an update); ``golden.applier`` writes it.

    Failed invariant checks block writing goldens: regenerating can never bless a broken pattern.
    A compare run still leaves the actuals in pending, each marked with the checks that failed on
    it (kept even where it matches its golden), so that review shows the text a check rejected.
    """
    problems = tuple(_problems(run))
    warnings = tuple(run.warnings)
    if run.failed_checks and mode is not UpdateMode.PENDING:
        return CasePlan(run.case.id, (), problems, update_refused=True, warnings=warnings)
    writer = None if mode is UpdateMode.PENDING else writer
    marks = marked_files(run.failed_checks, {name: a.filename for name, a in run.artifacts.items()})
    steps = [_artifact_step(run, a, store=store, snapshot=snapshot, mode=mode, writer=writer,
                            failed=marks.get(a.filename, ()))
             for a in sorted(run.artifacts.values(), key=lambda a: a.filename)]
    steps += orphans(run, store, mode, unused)
    return CasePlan(run.case.id, tuple(steps), problems, warnings=warnings)


def assert_case(run: "CaseRun", *, store: GoldenStore, snapshot: Any, mode: UpdateMode, writer: GoldenWriter | None,
                unused: UnusedPolicy = UNUSED_DEFAULT) -> CaseResult:
    """Compare every artifact of ``run`` with its golden (``plan_case``) and carry out the plan (``apply_plan``),
    writing goldens only through ``writer`` (the update's; None in a compare run, which writes no golden)."""
    plan = plan_case(run, store=store, snapshot=snapshot, mode=mode, writer=writer, unused=unused)
    return apply_plan(plan, store, None if mode is UpdateMode.PENDING else writer)


def failure_message(result: CaseResult, store: GoldenStore, *, diffs: bool = True) -> str:
    """What a person reads when a case fails: every problem, each diff (unless ``diffs`` is off), what to do next."""
    lines = [f"fxgolden: case {result.case_id} failed"]
    for problem in result.problems:
        lines.append("  " + problem.replace("\n", "\n  "))
    if result.warnings:
        lines.append("  torch warned while compiling it:")
        lines.extend(f"    {warning}" for warning in result.warnings)
    for item in result.artifacts:
        if not item.outcome.failing and not item.failed_checks:
            continue
        lines.append(f"  [{item.outcome}] {item.shown}  golden: {item.golden_path}")
        if item.note:
            lines.append("    " + item.note.replace("\n", "\n    "))
        lines.extend(f"    check failed on it: {failure.headline}" for failure in item.failed_checks)
        if item.diff is not None and diffs:
            lines.append("    " + item.diff.shown.rstrip("\n").replace("\n", "\n    "))
            if item.diff.truncated:
                path = store.diff_path(result.case_id, item.filename)
                lines.append(f"    full diff: {store.relative(path)}")
        if item.outcome in (Outcome.NEW, Outcome.CHANGED) or item.failed_checks:
            pending = store.pending_path(result.case_id, item.filename)
            lines.append(f"    actual saved for review: {store.relative(pending)}")
    if result.update_refused:
        lines.append("  update refused: a failed check blocks every write of the case; nothing of it was written")
    if any(item.failed_checks for item in result.artifacts):
        lines.append(f"  next: `fxgolden review '{result.case_id}'` shows what the check rejected; accepting it is "
                     "refused until the case's check passes on it (fix the regression, or change the check)")
    elif any(item.outcome.failing for item in result.artifacts):
        lines.append(f"  next: if the change is intended, run `fxgolden run --update '{result.case_id}'` "
                     "and explain each golden diff in the commit message")
    return "\n".join(lines)
