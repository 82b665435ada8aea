"""A pytest plugin the nightly loads (``-p fxgolden.nightly.events``): one JSON line per test event.

Only the controller writes (xdist forwards every worker's reports to it,
including the report it makes up when a worker crashes), so the file is the
driver's single source of per-case results and of its progress bar.
"""

from __future__ import annotations

import json
import os
import time
from typing import Any

import pytest

ENV_VAR = "FXGOLDEN_NIGHTLY_EVENTS"


class EventWriter:
    """Appends ``{"event": "start"|"report", ...}`` lines to the events file."""

    def __init__(self, path: str) -> None:
        self.path = path

    def _write(self, record: dict[str, Any]) -> None:
        with open(self.path, "a", encoding="utf-8") as handle:
            handle.write(json.dumps(record) + "\n")

    def pytest_runtest_logstart(self, nodeid: str, location: Any) -> None:
        """A case started (on some worker)."""
        self._write({"event": "start", "nodeid": nodeid, "t": time.time()})

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """A phase of a case finished; failures carry their message, calls their fxgolden record."""
        if report.when == "call" or report.outcome != "passed":
            longrepr = "" if report.passed else _message(report)
            self._write({"event": "report", "nodeid": report.nodeid, "when": report.when, "outcome": report.outcome,
                         "duration": report.duration, "t": time.time(), "longrepr": longrepr[-6000:],
                         "properties": [[k, v] for k, v in report.user_properties]})


def _message(report: pytest.TestReport) -> str:
    """A skip's own sentence (pytest keeps it as a (path, line, "Skipped: ...") tuple), or the failure's text."""
    if report.skipped and isinstance(report.longrepr, tuple):
        return str(report.longrepr[-1]).removeprefix("Skipped: ")
    return str(report.longrepr or "")


def pytest_configure(config: pytest.Config) -> None:
    """Register the writer on the controller when the driver asked for events."""
    path = os.environ.get(ENV_VAR)
    if path and not hasattr(config, "workerinput"):
        config.pluginmanager.register(EventWriter(path), "fxgolden-nightly-events")
