"""The record of one case in one run: what the summary, the durations, the nightly and the bench read.

Built once by the checker (``fxgolden.pytest_plugin.session.CaseChecker``) and carried to
the xdist controller, the nightly's events file and the bench's records as a
report user property (``PROPERTY``: JSON, which pytest serializes), so every
reader sees the same fields whether or not the run had workers.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any, Iterable, Mapping

PROPERTY = "fxgolden_result"  # the user property holding a record's JSON


@dataclasses.dataclass
class CaseRecord:
    """One case's outcome: passed or not, each artifact's outcome, and how long each phase took."""

    case: str
    ok: bool
    outcomes: dict[str, str] = dataclasses.field(default_factory=dict)  # artifact -> match/changed/new/...
    timings: dict[str, float] = dataclasses.field(default_factory=dict)  # phase -> seconds
    error: str | None = None  # the case raised, crashed or timed out: its message
    error_kind: str | None = None  # error, crash or timeout
    known: str | None = None  # xfail / xpass under a known issue of this torch
    reused: bool = False  # the results of an identical earlier run (fxgolden.isolate.result_cache)
    compile_metrics: dict[str, Any] = dataclasses.field(default_factory=dict)  # torch's compile timers (bench)
    digests: dict[str, str] = dataclasses.field(default_factory=dict)  # artifact -> sha256 prefix (bench identity)
    world: str | None = None  # a real-world cross-check: "gloo x2"
    renumbered: list[str] = dataclasses.field(default_factory=list)  # a cross-check's same graphs, other value names

    def to_json(self) -> str:
        """The record as a report property holds it: every field, so a reader never guesses a default."""
        return json.dumps(dataclasses.asdict(self))

    @classmethod
    def from_json(cls, text: str) -> "CaseRecord":
        """A record from ``to_json``'s text (unknown keys, from another fxgolden, are ignored)."""
        data = json.loads(text)
        names = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in data.items() if k in names})

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
