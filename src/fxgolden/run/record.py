"""The record of one case in one run: what the summary, the durations, the nightly and the bench read.

Built once by the checker (``fxgolden.pytest_plugin.session.CaseChecker``) and carried to
the xdist controller, the nightly's events file and the bench's records as a
report user property (``PROPERTY``: JSON, which pytest serializes), so every
reader sees the same fields whether or not the run had workers.
"""

from __future__ import annotations

import dataclasses
import enum
import json
from typing import Any, Iterable, Mapping

from fxgolden.catalog.known import Verdict

PROPERTY = "fxgolden_result"  # the user property holding a record's JSON


class Outcome(enum.StrEnum):
    """What happened to one artifact against its golden: the one word the comparison, the summary, the pending
    area, the nightly and the review read (str-valued, so a record's JSON holds it as plain text)."""

    MATCH = "match"
    NEW = "new"  # no golden yet
    CHANGED = "changed"
    STALE = "stale"  # golden made by another normalizer version: regenerate, never diffed
    ORPHANED = "orphaned"  # golden exists, this run produced no such artifact
    WRITTEN = "written"  # update mode wrote or rewrote it
    REMOVED = "removed"  # update mode deleted an orphaned golden
    UNUSED = "unused"  # an orphaned golden only reported: --snapshot-warn-unused, or --snapshot-no-cleanup
    UNREADABLE = "unreadable"
    UNWRITABLE = "unwritable"  # an update's write the file system refused: the golden is as it was

    @property
    def drifted(self) -> bool:
        """The run and the golden disagree (what a nightly calls drift): the golden would have to change."""
        return self in _DRIFTED

    @property
    def failing(self) -> bool:
        """The case fails for it: a drift, or an update's write the file system refused (never a nightly's: it
        writes no golden)."""
        return self.drifted or self is Outcome.UNWRITABLE


_DRIFTED = frozenset({Outcome.NEW, Outcome.CHANGED, Outcome.STALE, Outcome.ORPHANED, Outcome.UNREADABLE})


class ErrorKind(enum.StrEnum):
    """How a case that produced no run ended."""

    ERROR = "error"  # it raised (a CaseError: the body, the world, a compile)
    CRASH = "crash"  # its process died before sending a result
    TIMEOUT = "timeout"  # its process ran past the time limit and was stopped


@dataclasses.dataclass
class CaseRecord:
    """One case's outcome: passed or not, each artifact's outcome, and how long each phase took."""

    case: str
    ok: bool
    # each golden's outcome, by its file name (``g0.forward.py``; an orphaned golden's too, which may name no artifact)
    outcomes: dict[str, Outcome] = dataclasses.field(default_factory=dict)
    # golden file -> why it cannot be read ("<path>: <what is malformed>\n  fix: ..."): the nightly and the
    # bench name the file and the problem, as the run's own message does
    unreadable: dict[str, str] = dataclasses.field(default_factory=dict)
    timings: dict[str, float] = dataclasses.field(default_factory=dict)  # phase -> seconds
    error: str | None = None  # the case raised, crashed or timed out: its message
    error_kind: ErrorKind | None = None
    known: Verdict | None = None  # under a known issue of this torch: still failing (xfail) or fixed (xpass)
    reused: bool = False  # the results of an identical earlier run (fxgolden.isolate.result_cache)
    compiled_because: str | None = None  # reuse was on but the case compiled: the result cache's reason
    # the case's invariant checks that failed (their headlines), known issues' expected failures left out
    failed_checks: list[str] = dataclasses.field(default_factory=list)
    compile_metrics: dict[str, Any] = dataclasses.field(default_factory=dict)  # torch's compile timers (bench)
    digests: dict[str, str] = dataclasses.field(default_factory=dict)  # artifact -> sha256 prefix (bench identity)
    world: str | None = None  # a real-world cross-check: "gloo x2"
    # what the case costs: the peak resident set of its process (fxgolden.isolate.memory; the largest of its rank
    # runs), 0 when unknown (in-process runs); its wall time is timings["process"]
    peak_memory_bytes: int = 0
    # ranks whose compiled graphs take other shard shapes than the rank that ran (capture.rank_classes):
    # [[ranks, how they differ], ...], the class of the rank that ran left out; empty: every rank alike or no DTensor
    other_rank_classes: list[list[Any]] = dataclasses.field(default_factory=list)
    tensors: str = "real"  # "fake": captured on fake tensors (fxgolden.capture.fake_tensors), so no numerics
    renumbered: list[str] = dataclasses.field(default_factory=list)  # a cross-check's same graphs, other value names

    def to_json(self) -> str:
        """The record as a report property holds it: every field, so a reader never guesses a default."""
        return json.dumps(dataclasses.asdict(self))

    @classmethod
    def from_json(cls, text: str) -> "CaseRecord":
        """A record from ``to_json``'s text (unknown keys, from another fxgolden, are ignored)."""
        data = json.loads(text)
        names = {f.name for f in dataclasses.fields(cls)}
        record = cls(**{k: v for k, v in data.items() if k in names})
        return dataclasses.replace(record, error_kind=ErrorKind(record.error_kind) if record.error_kind else None,
                                   known=Verdict(record.known) if record.known else None,
                                   outcomes={filename: Outcome(o) for filename, o in record.outcomes.items()})

    def as_dict(self) -> dict[str, Any]:
        """Plain data for JSON files (the bench's records)."""
        return json.loads(self.to_json())


def records_in(properties: Iterable[tuple[str, Any]] | Iterable[list[Any]]) -> list[CaseRecord]:
    """The records among a report's user properties (pairs, or JSON's two-item lists)."""
    return [CaseRecord.from_json(value) for key, value in properties if key == PROPERTY]


def record_of(properties: Iterable[Any]) -> CaseRecord | None:
    """The one record among a report's user properties, or None."""
    found = records_in(properties)
    return found[0] if found else None


def as_records(items: Iterable[CaseRecord | Mapping[str, Any]]) -> list[CaseRecord]:
    """Records from records or their plain-data form."""
    return [item if isinstance(item, CaseRecord) else CaseRecord.from_json(json.dumps(dict(item))) for item in items]
