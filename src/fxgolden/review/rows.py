"""A root-cause row: the changes, failed checks and errors of one compiler change, and how it reads."""

from __future__ import annotations

import collections
import dataclasses
from typing import Iterable

from fxgolden.review import edit_rows
from fxgolden.review.changes import Change
from fxgolden.review.classify import Label
from fxgolden.review.edit_rows import EditKey
from fxgolden.review.signatures import signature, signature_key

ERROR = "error"  # the row of a compile or run error (not a Label: no golden changed)
CHECK_FAILED = "check-failed"  # the row of a failed check that no drift of the same run explains


@dataclasses.dataclass(frozen=True)
class Failure:
    """A check that failed on one artifact of a case."""

    case_id: str
    filename: str
    check: str  # ``checks.headline`` of the failure


@dataclasses.dataclass(frozen=True)
class CaseErrorText:
    """A case that raised, crashed or timed out, and its message."""

    case_id: str
    message: str


@dataclasses.dataclass
class RootCause:
    """Changed artifacts, across cases, that one compiler change explains."""

    key: str  # stable signature id (a short hash of the signature)
    label: str  # a Label value, e.g. "overlap"
    description: str  # one sentence: what changed in the compiler's output
    changes: list[Change]
    explanation: str | None = None  # filled by the nightly's explain step: "explained by `X`: ..."
    explained_by: tuple[str, ...] = ()  # the settings the explain step found, when it found some
    failures: list[Failure] = dataclasses.field(default_factory=list)  # checks that failed with this change
    errors: list[CaseErrorText] = dataclasses.field(default_factory=list)  # cases that raised this error
    edit: EditKey | None = None  # the graph edit the row is keyed by (``review.edit_rows``), if it is
    showing: set[str] = dataclasses.field(default_factory=set)  # keys of the changes whose own graphs show the edit
    # ``showing`` and the changes whose graphs show the edit as an edit attributed to it (``review.edit_rows``)
    reach: set[str] = dataclasses.field(default_factory=set)
    spellings: set[EditKey] = dataclasses.field(default_factory=set)  # the edit's keys before families were joined
    wrappers: list[str] = dataclasses.field(default_factory=list)  # an error row: the outer errors it merged
    also: list[str] = dataclasses.field(default_factory=list)  # what the rows merged into it changed, one each

    @property
    def cases(self) -> list[str]:
        """The cases it touched (drifted, failed or errored), sorted."""
        return sorted({change.case_id for change in self.changes} | {f.case_id for f in self.failures}
                      | {e.case_id for e in self.errors})

    @property
    def counts(self) -> dict[str, int]:
        """How many cases drifted (a golden differs), failed (a check failed) and errored, in this row; each case
        once, at its worst (a case whose check failed is failed, as in the nightly's headline, not also drifted)."""
        errored = {e.case_id for e in self.errors}
        failed = {f.case_id for f in self.failures} - errored
        return {"drifted": len({c.case_id for c in self.changes} - failed - errored), "failed": len(failed),
                "errored": len(errored)}

    def tally(self) -> str:
        """``3 drifted, 1 failed`` (the counts that are not zero)."""
        return ", ".join(f"{n} {what}" for what, n in self.counts.items() if n) or "0 drifted"

    @property
    def representative(self) -> Change | None:
        """The change whose diff is shown: the smallest code change of the group (the easiest to read); None for a
        row of failures or errors alone."""
        code = [c for c in self.changes if c.name is None or c.name.kind != "summary"] or self.changes
        # where the row's edit is: a graph that shows it, not a kernel or a count it changed
        code = [c for c in code if c.key in self.showing] or code
        return min(code, key=lambda c: (c.diff.added + c.diff.removed, c.case_id, c.filename)) if code else None

    @property
    def headline(self) -> str:
        """The edit it is keyed by (``op removed: clone``), else its description: how a merged row is listed."""
        return f"{self.edit[0]}: {self.edit[1]}" if self.edit else self.description

    def notes(self) -> list[tuple[str, str]]:
        """What the terminal and the HTML report both show under the row's description, as (name, text)."""
        notes = []
        if self.wrappers:
            notes.append(("raised as", _listed(self.wrappers, 4)))
        if self.also:
            notes.append(("with it", _listed(self.also, 6)))
        if self.changes:
            stages = collections.Counter(edit_rows.stage_of(c) for c in self.changes)
            notes.append(("artifacts", ", ".join(f"{stage} ×{n}" for stage, n in stages.most_common())))
        notes.append(("cases", compact_cases(self.cases)))
        return notes

    def shown_by(self, change: Change) -> bool:
        """Whether one change, on its own, still shows this row's edit or signature (the explain step's test)."""
        if self.edit is not None:
            return any(r.row_key in self.spellings for r in edit_rows.graph_edits(change))
        return signature_key(*signature(change)) == self.key

    @property
    def risk(self) -> int:
        """0 is the most alarming (the label's place in ``Label``).

        A summary change that is only about warnings (torch 2.14.1 deprecating an internal helper it
        calls while compiling) says nothing about the graphs: it ranks with the runtime checks.
        """
        if self.label in (ERROR, CHECK_FAILED):
            return -1  # a pattern that no longer compiles, or an invariant broken: above every drift
        if self.label == Label.SUMMARY and self.changes and all(
                d.startswith("warning") for c in self.changes for d in c.classification.details):
            return Label.RUNTIME_CHECKS.risk
        return Label(self.label).risk if self.label in Label._value2member_map_ else len(Label)

    def as_json(self) -> dict:
        """The row as plain data (nightly results.json)."""
        rep = self.representative
        return {"key": self.key, "label": self.label, "description": self.description,
                "explanation": self.explanation, "explained_by": list(self.explained_by), "cases": self.cases,
                "also": list(self.also), "wrappers": list(self.wrappers),
                **self.counts, "artifacts": [c.key for c in self.changes],
                "failures": [dataclasses.asdict(f) for f in self.failures],
                "errors": [dataclasses.asdict(e) for e in self.errors],
                "representative": rep.key if rep else None, "representative_diff": rep.diff.shown if rep else ""}


def _listed(items: list[str], shown: int) -> str:
    return "; ".join(items[:shown]) + (f" and {len(items) - shown} more" if len(items) > shown else "")


def compact_cases(case_ids: Iterable[str], *, per_family: int = 6) -> str:
    """``tp/{two_mlp[plain], transformer[plain]}; fsdp/{a, b, c, d, e, f and 3 more}``: ids by family (the part
    before the first ``/``), a long family cut short."""
    families: dict[str, list[str]] = {}
    for case_id in case_ids:
        family, _, name = case_id.partition("/")
        families.setdefault(family, []).append(name or family)
    parts = []
    for family, names in families.items():
        listed = ", ".join(names[:per_family]) + (f" and {len(names) - per_family} more"
                                                  if len(names) > per_family else "")
        parts.append(f"{family}/{{{listed}}}" if len(names) > 1 else f"{family}/{names[0]}")
    return "; ".join(parts)
