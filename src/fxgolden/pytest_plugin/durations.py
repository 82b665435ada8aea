"""Case durations of earlier runs, so parallel runs start the longest cases first.

With two workers the wall time is bounded by the worker that drew the long
cases last; handing cases out longest-first, one at a time, keeps both busy
to the end (greedy list scheduling). The durations of each profile's cases
are kept in ``.fxgolden/durations.json`` (git-ignored), merged after every
run. A case never timed yet is estimated from its declaration: Inductor cases
and per-rank cases are the slow ones.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable, Mapping

import pytest

from fxgolden.base.files import atomic_write_text
from fxgolden.pytest_plugin import suite

if TYPE_CHECKING:
    from fxgolden.catalog.case import Case
    from fxgolden.run.record import CaseRecord

FILENAME = "durations.json"
# Seconds a case of each backend took on a 2-core machine, warm, roughly: only their order matters.
_ESTIMATE_BY_BACKEND = {"inductor": 8.0, "aot_eager_decomp_partition": 3.0}
_ESTIMATE_DEFAULT = 1.5


def path_in(state_dir: Path) -> Path:
    """Where the durations live inside the project's ``.fxgolden`` folder."""
    return state_dir / FILENAME


def load(path: Path, profile: str) -> dict[str, float]:
    """Recorded seconds per case id of ``profile``; empty when there is no usable file."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return {str(k): float(v) for k, v in data.get(profile, {}).items()}
    except (OSError, ValueError, AttributeError, TypeError):
        return {}


def merge(path: Path, profile: str, measured: Mapping[str, float]) -> None:
    """Add this run's durations to the file (atomically; other profiles' entries are kept)."""
    if not measured:
        return
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            data = {}
    except (OSError, ValueError):
        data = {}
    entries = dict(data.get(profile, {}))
    entries.update({case_id: round(seconds, 3) for case_id, seconds in measured.items()})
    data[profile] = dict(sorted(entries.items()))
    atomic_write_text(path, json.dumps(data, indent=1, sort_keys=True) + "\n")


def estimate(case: "Case") -> float:
    """Seconds guessed for a case no run has timed yet."""
    runs = max(1, len(case.per_rank))
    return runs * _ESTIMATE_BY_BACKEND.get(case.backend.value, _ESTIMATE_DEFAULT)


def longest_first(cases: Iterable["Case"], recorded: Mapping[str, float]) -> list["Case"]:
    """``cases`` by recorded (else estimated) duration, longest first; ties in id order."""
    return sorted(cases, key=lambda case: (-recorded.get(case.id, estimate(case)), case.id))


class DurationRecorder:
    """Collects each golden case's test duration on the controller and merges them at the end.

    ``where`` gives (durations file, profile) once the golden session exists,
    or None when the run never built one (unit tests only).
    """

    PLUGIN_NAME = "fxgolden-durations"

    def __init__(self, where: Callable[[], tuple[Path, str] | None]) -> None:
        self.where = where
        self.measured: dict[str, float] = {}

    def take(self, report: pytest.TestReport, case_id: str, record: "CaseRecord | None") -> None:
        """Keep the call-phase duration of every golden case that compiled (passed or failed); the reporter
        (``report.GoldenReporter``) hands over each report with its decoded record.

        A case whose results were reused (``fxgolden.isolate.result_cache``) took no time
        that says how long it takes to compile: its recorded duration stays.
        """
        if report.when != "call" or suite.case_id_of_report(report) is None:
            return
        if record is not None and record.reused:
            return
        # With --fxgolden-jobs a case's process may have started before its test: the test only waited.
        process = record.timings.get("process") if record is not None else None
        self.measured[case_id] = process if process else report.duration

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        """Write once, on the controller (workers' reports reach it too)."""
        if not self.measured or hasattr(session.config, "workerinput"):
            return
        target = self.where()
        if target is not None:
            merge(target[0], target[1], self.measured)
