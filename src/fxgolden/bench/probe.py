"""A pytest plugin the benchmark loads into the suite (``-p fxgolden.bench.probe``).

Each case's fxgolden record (timings, torch's compile timers, artifact
digests; see ``GoldenSession``) reaches the controller in the report's
``user_properties``, with and without xdist; the controller appends it, with
the test's own duration, as one JSON line to the file named by
``FXGOLDEN_BENCH_RECORDS``.
"""

from __future__ import annotations

import json
import os

import pytest

from fxgolden.run.record import records_in

ENV_VAR = "FXGOLDEN_BENCH_RECORDS"


class RecordWriter:
    """Appends one line per case that ran (a failing case too)."""

    def __init__(self, path: str) -> None:
        self.path = path

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """Keep the call phase's record of each case."""
        if report.when != "call":
            return
        for record in records_in(report.user_properties):
            line = {**record.as_dict(), "test_s": report.duration, "outcome": report.outcome}
            with open(self.path, "a", encoding="utf-8") as handle:
                handle.write(json.dumps(line) + "\n")


def pytest_configure(config: pytest.Config) -> None:
    """Register the writer on the controller when the benchmark asked for records."""
    path = os.environ.get(ENV_VAR)
    if path and not hasattr(config, "workerinput"):
        config.pluginmanager.register(RecordWriter(path), "fxgolden-bench-records")
