"""Compare a case run with its goldens: one outcome per artifact, one message per case.

The sequence is insta's: build the actual text, let syrupy read the golden
(once, through its extension: a golden of another normalizer version is
syrupy's tainted state), compare them (once) and, in an update, write at once
through the ``GoldenWriter`` handed to the extension; or leave the actual in
the pending area and explain the difference. Each outcome says what happened,
not what was asked for: a write the file system refused is ``UNWRITABLE``.
What fxgolden writes or removes itself (an unreadable golden's replacement,
orphaned goldens) goes through the same writer.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from syrupy.exceptions import TaintedSnapshotError

from fxgolden.base.artifact import ArtifactName
from fxgolden.base.diffing import TextDiff, unified_diff
from fxgolden.base.errors import GoldenFileError
from fxgolden.base.files import atomic_write_text
from fxgolden.check.invariants import CheckFailure
from fxgolden.golden import header as header_mod
from fxgolden.golden.checkmarks import marked_files
from fxgolden.golden.extension import UnreadableGolden, extension_for
from fxgolden.golden.pending import discard_pending, write_pending
from fxgolden.golden.policy import UpdateMode
from fxgolden.golden.store import GoldenStore, StoredGolden
from fxgolden.golden.writer import GoldenWriter, refused_write
from fxgolden.normalize.version import NORMALIZER_VERSION
from fxgolden.run.record import Outcome

if TYPE_CHECKING:
    from fxgolden.run.runner import Artifact, CaseRun


@dataclasses.dataclass(frozen=True)
class UnusedPolicy:
    """What a run does with goldens its cases no longer produce (syrupy's unused snapshots)."""

    warn: bool = False  # --snapshot-warn-unused: report them, never fail for them
    cleanup: bool = True  # --snapshot-update removes them; --snapshot-no-cleanup keeps (and reports) them


@dataclasses.dataclass(frozen=True)
class ArtifactResult:
    """One artifact's outcome, with the diff when it changed."""

    artifact: str
    outcome: Outcome
    golden_path: str
    diff: TextDiff | None = None
    note: str = ""
    # the case's checks that failed on it: its actual is kept even if it matches
    failed_checks: tuple[CheckFailure, ...] = ()


@dataclasses.dataclass(frozen=True)
class CaseResult:
    """All outcomes of a case plus its check and numerics failures."""

    case_id: str
    artifacts: tuple[ArtifactResult, ...]
    problems: tuple[str, ...]
    update_refused: bool = False  # an update run whose failed checks blocked every write of the case
    warnings: tuple[str, ...] = ()  # what torch warned while compiling the case (also in its summary)

    @property
    def ok(self) -> bool:
        """True when nothing failed."""
        return not self.problems and not any(a.outcome.failing for a in self.artifacts)


def header_for(run: "CaseRun", artifact: "Artifact") -> header_mod.GoldenHeader:
    """The header this run writes into the golden of ``artifact``."""
    return header_mod.GoldenHeader(case=run.case.id, artifact=artifact.name.stem, normalizer=NORMALIZER_VERSION,
                                   world=artifact.world or run.case.world.describe())


def _replace_unreadable(writer: GoldenWriter, run: "CaseRun", artifact: "Artifact", actual: str,
                        shown: str) -> ArtifactResult:
    """Update mode: write over a golden that cannot be read (a folder the writer may not remove stays unreadable)."""
    try:
        writer.write(run.case.id, artifact.filename, actual)
    except GoldenFileError as error:
        return ArtifactResult(artifact.name.stem, Outcome.UNREADABLE, shown, note=str(error))
    return ArtifactResult(artifact.name.stem, Outcome.WRITTEN, shown, note="replaced an unreadable golden")


@dataclasses.dataclass(frozen=True)
class _SyrupyVerdict:
    """What syrupy's one read and comparison (and, in an update, its immediate write) did with an artifact."""

    stored: StoredGolden | None  # the golden syrupy read; None: there is none, or it could not be read
    matched: bool
    wrote: bool
    tainted: bool = False  # made by another normalizer version, and not rewritten
    unreadable: GoldenFileError | None = None
    write_error: GoldenFileError | None = None


def _syrupy_compare(snapshot: Any, extension: type, store: GoldenStore, case_id: str, name: ArtifactName,
                    actual: str) -> _SyrupyVerdict:
    """Let syrupy read the golden through ``extension`` and compare it with ``actual``, writing it at once when its
    options say so; a read or write the file system refuses comes back in the verdict, not raised."""
    snapshot(name=f"{case_id}/{name.stem}", extension_class=extension) == actual  # noqa: B015 - read below
    result = snapshot.executions[snapshot.num_executions - 1]
    error = result.exception
    if isinstance(error, UnreadableGolden):
        return _SyrupyVerdict(None, matched=False, wrote=False, unreadable=error.error)
    if error is not None and not isinstance(error, (GoldenFileError, TaintedSnapshotError)):
        raise error
    read = result.recalled_data  # the golden's text as the extension read it (syrupy's name for it)
    stored = None if read is None else store.parsed(case_id, name.filename, str(read))
    return _SyrupyVerdict(stored, matched=bool(result.success and not result.created and not result.updated),
                          wrote=bool(result.created or result.updated),
                          tainted=isinstance(error, TaintedSnapshotError),
                          write_error=error if isinstance(error, GoldenFileError) else None)


def _compare_artifact(run: "CaseRun", artifact: "Artifact", *, store: GoldenStore, snapshot: Any,
                      mode: UpdateMode, writer: GoldenWriter | None,
                      failed: tuple[CheckFailure, ...] = ()) -> ArtifactResult:
    case_id = run.case.id
    actual = header_mod.serialize(header_for(run, artifact), artifact.text)
    name = artifact.name
    shown = store.relative(store.golden_path(case_id, artifact.filename))
    verdict = _syrupy_compare(snapshot, extension_for(store, case_id, name.extension, writer), store, case_id, name,
                              actual)
    if verdict.unreadable is not None:
        if mode is UpdateMode.IN_PLACE and writer is not None:
            return _replace_unreadable(writer, run, artifact, actual, shown)
        return ArtifactResult(artifact.name.stem, Outcome.UNREADABLE, shown, note=str(verdict.unreadable))
    stored = verdict.stored
    if verdict.tainted and stored is not None:
        return ArtifactResult(artifact.name.stem, Outcome.STALE, shown, note=(
            f"made by normalizer version {stored.header.normalizer}, this is version {NORMALIZER_VERSION}: "
            "regenerate the whole profile with `fxgolden run --update` (no diff is shown across versions)"))
    if verdict.write_error is not None:
        return ArtifactResult(artifact.name.stem, Outcome.UNWRITABLE, shown, note=str(verdict.write_error))
    if verdict.matched and not failed:
        discard_pending(store, case_id, artifact.filename)  # an earlier mismatch's actual is settled
        return ArtifactResult(artifact.name.stem, Outcome.MATCH, shown)
    if verdict.wrote:
        discard_pending(store, case_id, artifact.filename)
        return ArtifactResult(artifact.name.stem, Outcome.WRITTEN, shown)
    if stored is not None and not verdict.matched:
        malformed = _malformed(store, case_id, stored)
        if malformed is not None:  # a hand edit or a file cut short: the golden says no graph; the diff shows it
            return ArtifactResult(artifact.name.stem, Outcome.UNREADABLE, shown, note=str(malformed),
                                  diff=unified_diff(stored.body, artifact.text, old_label=shown,
                                                    new_label=f"{artifact.filename} (this run)"))
    store.ensure_pending_area()
    write_pending(store, case_id, artifact.filename, actual, golden_text=None if stored is None else stored.text,
                  failed_checks=failed)
    if stored is None:
        return ArtifactResult(artifact.name.stem, Outcome.NEW, shown, note="no golden yet", failed_checks=failed)
    if verdict.matched:  # kept only so that review shows the text the check rejected
        return ArtifactResult(artifact.name.stem, Outcome.MATCH, shown, failed_checks=failed)
    diff = unified_diff(stored.body, artifact.text, old_label=shown, new_label=f"{artifact.filename} (this run)")
    if diff.truncated:
        atomic_write_text(store.diff_path(case_id, artifact.filename), diff.full)
    note = "--snapshot-update-new-only leaves existing goldens alone" if mode is UpdateMode.NEW_ONLY else ""
    return ArtifactResult(artifact.name.stem, Outcome.CHANGED, shown, diff=diff, note=note, failed_checks=failed)


def _malformed(store: GoldenStore, case_id: str, stored: StoredGolden) -> GoldenFileError | None:
    """What is malformed in a golden that differs from its actual (``golden.wellformed``), or None."""
    try:
        store.full_body(case_id, stored)
    except GoldenFileError as error:
        return error
    return None


def _orphans(run: "CaseRun", store: GoldenStore, mode: UpdateMode, *, writer: GoldenWriter | None = None,
             unused: UnusedPolicy = UnusedPolicy()) -> list[ArtifactResult]:
    """Goldens of the case that this run did not produce: removed by an update, else reported (failing or not)."""
    produced = {artifact.filename for artifact in run.artifacts.values()}
    results = []
    for filename in store.existing_files(run.case.id):
        stored_name = ArtifactName.parse_or_none(filename)
        if filename in produced or (stored_name is not None and stored_name.stage in run.unmade_kinds):
            continue
        shown = store.relative(store.golden_path(run.case.id, filename))
        if mode is UpdateMode.IN_PLACE and unused.cleanup:
            try:
                if writer is None:
                    raise refused_write(store.relative(store.profile_dir))
                writer.remove(run.case.id, filename)  # another updater may be first
            except GoldenFileError as error:
                results.append(ArtifactResult(filename, Outcome.UNWRITABLE, shown, note=str(error)))
                continue
            discard_pending(store, run.case.id, filename)
            results.append(ArtifactResult(filename, Outcome.REMOVED, shown))
            continue
        outcome = Outcome.UNUSED if unused.warn or mode is UpdateMode.IN_PLACE else Outcome.ORPHANED
        results.append(ArtifactResult(filename, outcome, shown, note=(
            "this run produced no such artifact (a graph, stage or error disappeared)")))
    return results


def _problems(run: "CaseRun") -> list[str]:
    problems = [result.message for result in run.failed_checks]
    if run.numerics is not None and not run.numerics.ok:
        problems.append(f"numerics: compiled output differs from eager: {run.numerics.message}")
    return problems


def assert_case(run: "CaseRun", *, store: GoldenStore, snapshot: Any, mode: UpdateMode, writer: GoldenWriter | None,
                unused: UnusedPolicy = UnusedPolicy()) -> CaseResult:
    """Compare every artifact of ``run`` with its golden; write only what ``mode`` allows, through ``writer`` (the
    update's; None in a compare run, which writes no golden).

    Failed invariant checks block writing goldens: regenerating can never bless a broken pattern.
    A compare run still leaves the actuals in pending, each marked with the checks that failed on
    it (kept even where it matches its golden), so that review shows the text a check rejected.
    """
    problems = _problems(run)
    if run.failed_checks and mode is not UpdateMode.PENDING:
        return CaseResult(run.case.id, (), tuple(problems), update_refused=True, warnings=tuple(run.warnings))
    writer = None if mode is UpdateMode.PENDING else writer
    marks = marked_files(run.failed_checks, (a.filename for a in run.artifacts.values()))
    results = [_compare_artifact(run, a, store=store, snapshot=snapshot, mode=mode, writer=writer,
                                 failed=marks.get(a.filename, ()))
               for a in sorted(run.artifacts.values(), key=lambda a: a.filename)]
    results += _orphans(run, store, mode, writer=writer, unused=unused)
    return CaseResult(run.case.id, tuple(results), tuple(problems), warnings=tuple(run.warnings))


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
        lines.append(f"  [{item.outcome}] {item.artifact}  golden: {item.golden_path}")
        if item.note:
            lines.append("    " + item.note.replace("\n", "\n    "))
        lines.extend(f"    check failed on it: {failure.headline}" for failure in item.failed_checks)
        if item.diff is not None and diffs:
            lines.append("    " + item.diff.shown.rstrip("\n").replace("\n", "\n    "))
            if item.diff.truncated:
                path = store.diff_path(result.case_id, item.golden_path.rsplit("/", 1)[-1])
                lines.append(f"    full diff: {store.relative(path)}")
        if item.outcome in (Outcome.NEW, Outcome.CHANGED) or item.failed_checks:
            pending = store.pending_path(result.case_id, item.golden_path.rsplit("/", 1)[-1])
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
