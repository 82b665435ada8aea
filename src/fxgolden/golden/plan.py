"""A case's comparison as a plan: what should happen to each of its goldens, decided without touching a file.

``golden.compare`` lets syrupy read and compare each golden (syrupy's extension is the one reader of golden
files), then asks this module what follows, as data: a match, a change with its diff, a new golden, an
orphan, a golden that cannot be read, or written. ``golden.applier`` makes a plan true (goldens through the
``GoldenWriter``, which holds the profile's lock; pending actuals and diffs beside them) and reports what
happened. Deciding apart from doing keeps every file effect of a comparison in one place, and lets a
test read a case's plan without a file system to write to.

In an update, syrupy's assertion accepts a changed or new golden (its report counts it) and its extension
writes nothing: the plan's step for it carries the text to write, and the applier writes it like every other
golden write, reporting ``WRITTEN`` or, where the file system refuses, ``UNWRITABLE``.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Iterable

from fxgolden.base.artifact import ArtifactName
from fxgolden.base.diffing import TextDiff, unified_diff
from fxgolden.base.errors import GoldenFileError
from fxgolden.check.invariants import CheckFailure
from fxgolden.golden.policy import UpdateMode
from fxgolden.golden.store import StoredGolden
from fxgolden.normalize.version import NORMALIZER_VERSION
from fxgolden.run.record import Outcome


@dataclasses.dataclass(frozen=True)
class UnusedPolicy:
    """What a run does with goldens its cases no longer produce (syrupy's unused snapshots)."""

    warn: bool = False  # --snapshot-warn-unused: report them, never fail for them
    cleanup: bool = True  # --snapshot-update removes them; --snapshot-no-cleanup keeps (and reports) them


UNUSED_DEFAULT = UnusedPolicy()  # syrupy's defaults: unused goldens fail a compare run, an update removes them


@dataclasses.dataclass(frozen=True)
class ArtifactResult:
    """One golden's outcome, with the diff when it changed."""

    name: ArtifactName | None  # the artifact this run produced; None: a golden it did not produce (an orphan)
    filename: str  # the golden's file name in the case folder: the key of the case's record (``CaseRecord``)
    outcome: Outcome
    golden_path: str
    diff: TextDiff | None = None
    note: str = ""
    # the case's checks that failed on it: its actual is kept even if it matches
    failed_checks: tuple[CheckFailure, ...] = ()

    @property
    def shown(self) -> str:
        """How a message names it: the artifact (``g0.forward``), or an orphaned golden's file."""
        return self.name.stem if self.name is not None else self.filename


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


@dataclasses.dataclass(frozen=True)
class Recalled:
    """What syrupy's one read and comparison of a golden found (and, in an update, whether it accepted the actual)."""

    stored: StoredGolden | None  # the golden syrupy read; None: there is none, or it could not be read
    matched: bool
    accepted: bool  # an update takes the actual as the golden: the plan writes it
    tainted: bool = False  # made by another normalizer version, and not rewritten
    unreadable: GoldenFileError | None = None


@dataclasses.dataclass(frozen=True)
class PendingActual:
    """An actual left for review, with the golden it was compared with (None: there was none)."""

    text: str
    golden_text: str | None
    failed_checks: tuple[CheckFailure, ...] = ()


@dataclasses.dataclass(frozen=True)
class Step:
    """One golden's part of a plan: the outcome it reports once applied, and the file effects that make it true."""

    result: ArtifactResult
    write: str | None = None  # the golden's new text, in an update
    compared: bool = False  # syrupy has just compared the golden with ``write``: the writer need not read it
    remove: bool = False  # remove the golden (an orphan, in an update)
    refused: Outcome = Outcome.UNWRITABLE  # the outcome when the writer refuses the write or the removal
    settle: bool = False  # discard an earlier pending actual (and its diff): the golden says the same now
    pending: PendingActual | None = None  # leave the actual for review
    full_diff: str | None = None  # a diff too long to show, kept whole beside the pending actual

    @property
    def filename(self) -> str:
        return self.result.filename


@dataclasses.dataclass(frozen=True)
class CasePlan:
    """A case's comparison: one step per produced artifact and per orphaned golden, and its problems."""

    case_id: str
    steps: tuple[Step, ...]
    problems: tuple[str, ...]
    update_refused: bool = False
    warnings: tuple[str, ...] = ()


def artifact_step(name: ArtifactName, *, shown: str, actual: str, body: str, found: Recalled, mode: UpdateMode,
                  can_write: bool, failed: tuple[CheckFailure, ...] = (),
                  malformed: GoldenFileError | None = None) -> Step:
    """What should happen to the golden of ``name``: ``actual`` is its text with the header, ``body`` without;
    ``can_write``: the run has a writer; ``malformed``: what is wrong in a stored golden that differs."""
    filename = name.filename

    def step(outcome: Outcome, *, note: str = "", diff: TextDiff | None = None,
             checks: tuple[CheckFailure, ...] = (), **effects: Any) -> Step:
        return Step(ArtifactResult(name, filename, outcome, shown, diff=diff, note=note, failed_checks=checks),
                    **effects)

    if found.unreadable is not None:
        if mode is UpdateMode.IN_PLACE and can_write:
            return step(Outcome.WRITTEN, note="replaced an unreadable golden", write=actual, refused=Outcome.UNREADABLE)
        return step(Outcome.UNREADABLE, note=str(found.unreadable))
    stored = found.stored
    if found.tainted and stored is not None:
        return step(Outcome.STALE, note=(
            f"made by normalizer version {stored.header.normalizer}, this is version {NORMALIZER_VERSION}: "
            "regenerate the whole profile with `fxgolden run --update` (no diff is shown across versions)"))
    if found.matched and not failed:  # an earlier mismatch's actual is settled
        return step(Outcome.MATCH, settle=True)
    if found.accepted:
        return step(Outcome.WRITTEN, write=actual, compared=True, settle=True)
    new_label = f"{filename} (this run)"
    if stored is not None and not found.matched and malformed is not None:
        # a hand edit or a file cut short: the golden says no graph; the diff shows it
        return step(Outcome.UNREADABLE, note=str(malformed),
                    diff=unified_diff(stored.body, body, old_label=shown, new_label=new_label))
    pending = PendingActual(actual, None if stored is None else stored.text, failed)
    if stored is None:
        return step(Outcome.NEW, note="no golden yet", checks=failed, pending=pending)
    if found.matched:  # kept only so that review shows the text the check rejected
        return step(Outcome.MATCH, checks=failed, pending=pending)
    diff = unified_diff(stored.body, body, old_label=shown, new_label=new_label)
    note = "--snapshot-update-new-only leaves existing goldens alone" if mode is UpdateMode.NEW_ONLY else ""
    return step(Outcome.CHANGED, diff=diff, note=note, checks=failed, pending=pending,
                full_diff=diff.full if diff.truncated else None)


def orphan_steps(on_disk: Iterable[tuple[str, str, ArtifactName | None]], produced: set[str],
                 unmade_kinds: tuple[str, ...], mode: UpdateMode, unused: UnusedPolicy) -> list[Step]:
    """Goldens of the case that its run did not produce: removed by an update, else reported (failing or not).

    ``on_disk``: (file name, path as shown, the artifact it names or None) of every golden in the case's folder;
    a golden of a kind the run cannot make (``RunResult.unmade_kinds``) is neither compared nor orphaned."""
    steps = []
    for filename, shown, name in on_disk:
        if filename in produced or (name is not None and name.stage in unmade_kinds):
            continue
        if mode is UpdateMode.IN_PLACE and unused.cleanup:
            steps.append(Step(ArtifactResult(None, filename, Outcome.REMOVED, shown), remove=True, settle=True))
            continue
        outcome = Outcome.UNUSED if unused.warn or mode is UpdateMode.IN_PLACE else Outcome.ORPHANED
        steps.append(Step(ArtifactResult(None, filename, outcome, shown, note=(
            "this run produced no such artifact (a graph, stage or error disappeared)"))))
    return steps
