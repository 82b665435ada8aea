"""A golden change ready to show: old and new body, its classification and its patience diff; a golden that is
malformed (``golden.wellformed``) is not classified but named, file and problem, in ``Change.malformed``."""

from __future__ import annotations

import dataclasses
from typing import Iterable, Sequence

from fxgolden.base.artifact import ArtifactName, named_by, stem_of
from fxgolden.base.diffing import TextDiff, unified_diff
from fxgolden.check.invariants import CheckFailure
from fxgolden.golden import header as header_mod
from fxgolden.golden import wellformed
from fxgolden.review.classify import Classification, Label, classify

# Diffs shown in a report: longer than the failure message's, still capped for huge artifacts.
REPORT_DIFF_LINES = 400


@dataclasses.dataclass(frozen=True)
class Change:
    """One changed golden file of one case."""

    case_id: str
    filename: str  # e.g. g0.forward.py
    name: ArtifactName | None  # the artifact it names, read once where the change is made; None: a stray file
    old: str | None  # golden body (no header); None when there is none
    new: str | None  # actual body; None when the artifact disappeared
    classification: Classification
    diff: TextDiff
    problem: str | None = None  # why it cannot be accepted (stale, other version), None when it can
    failed_checks: tuple[CheckFailure, ...] = ()  # the case's checks that failed on this actual (its pending note)
    malformed: tuple[str, ...] = ()  # "<file>: <what is malformed>" of either side that cannot be read
    # the run that wrote the new side used the torch that made the goldens: its compiled graphs changed only
    # because what was traced did (a model edit), never because the compiler did
    compiler_as_goldens: bool = False

    @property
    def artifact(self) -> str:
        """The artifact name (the file name without its extension)."""
        return self.name.stem if self.name is not None else stem_of(self.filename)

    @property
    def key(self) -> str:
        """``<case id>/<artifact>``: how people name one change on the command line."""
        return f"{self.case_id}/{self.artifact}"

    @property
    def labels(self) -> tuple[Label, ...]:
        """The classification's labels, riskiest first."""
        return self.classification.labels


def body_of(text: str | None) -> str | None:
    """A golden's body: the text after the fxgolden header (the whole text when it has none)."""
    if text is None:
        return None
    try:
        return header_mod.split(text)[1]
    except header_mod.HeaderError:
        return text


def build_change(case_id: str, filename: str, old_text: str | None, new_text: str | None, *,
                 old_label: str, new_label: str, problem: str | None = None,
                 failed_checks: tuple[CheckFailure, ...] = (), old_file: str | None = None,
                 new_file: str | None = None, malformed: Sequence[str] = (),
                 compiler_as_goldens: bool = False) -> Change:
    """Classify and diff the change of one golden file (texts with or without headers).

    ``old_file``, ``new_file``: each side's file as a finding names it (default: its label); ``malformed``: what
    the caller found malformed in the bytes and header lines it read (``golden.wellformed.file_problem``). Either
    side malformed, or its body's form not reading back (``golden.wellformed.body_problem``), the change is
    named, not classified; a malformed new side cannot be accepted."""
    old, new = body_of(old_text), body_of(new_text)
    name = named_by(filename)
    found = [*malformed, *_malformed(old, filename, old_file or old_label, case_id),
             *_malformed(new, filename, new_file or new_label, case_id)]
    if found:
        classification = Classification(labels=(Label.OTHER,), details=tuple(f"malformed golden: {f}" for f in found))
        if new_text is not None and any(f.startswith(f"{new_file or new_label}: ") for f in found):
            problem = problem or "the new text is malformed (above)"
    elif old is not None and old == new and old_text != new_text:
        classification = Classification(labels=(Label.HEADER_ONLY,), details=(_header_change(old_text, new_text),))
    else:
        classification = classify(old, new, name)
    diff = unified_diff(old or "", new or "", old_label=old_label, new_label=new_label,
                        max_lines=REPORT_DIFF_LINES)
    return Change(case_id, filename, name, old, new, classification, diff, problem, failed_checks, tuple(found),
                  compiler_as_goldens)


def _malformed(body: str | None, filename: str, shown: str, case_id: str) -> list[str]:
    """``["<shown>: <what is malformed>"]`` of a golden's body, or none."""
    error = None if body is None else wellformed.body_problem(body, filename, shown=shown, case_id=case_id)
    return [] if error is None else [finding(error)]


def finding(error: Exception) -> str:
    """A malformed golden's error as one line: ``<file>: <what is malformed>`` (its fix left out)."""
    return str(error).split("\n")[0]


def malformed_lines(changes: Iterable[Change]) -> list[str]:
    """One ``malformed golden: <file>: <problem>`` line for each malformed golden the changes read."""
    return [f"malformed golden: {finding}" for change in changes for finding in change.malformed]


def _header_change(old_text: str | None, new_text: str | None) -> str:
    """Which header fields differ, read with the golden header's own parser."""
    try:
        old = dataclasses.asdict(header_mod.split(old_text or "")[0])
        new = dataclasses.asdict(header_mod.split(new_text or "")[0])
    except header_mod.HeaderError:
        return "header: reformatted"
    changed = [f"{key} {old[key]} -> {new[key]}" for key in old if old[key] != new[key]]
    return "header: " + (", ".join(changed) or "reformatted")


def sort_by_risk(changes: Iterable[Change]) -> list[Change]:
    """Actuals a check rejected first (a broken invariant outranks any label); then riskiest first; then by
    case id and file name so reports are stable."""
    return sorted(changes, key=lambda c: (not c.failed_checks, c.classification.risk, c.case_id, c.filename))
