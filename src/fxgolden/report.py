"""The end-of-run summary: a pure function of the per-case records, printed by the plugin."""

from __future__ import annotations

import collections
import json
from typing import Any, Iterable

import pytest


def summary_lines(records: Iterable[dict[str, Any]], not_run: Iterable[tuple[str, str]]) -> list[str]:
    """Plain lines, e.g.::

        12 cases: 10 passed, 2 failed
        artifacts: 80 match, 3 changed, 1 new
        not run here: needs cuda: gpu/tp_reorder
    """
    records = list(records)
    lines: list[str] = []
    if records:
        failed = [r["case"] for r in records if not r["ok"]]
        lines.append(f"{len(records)} cases: {len(records) - len(failed)} passed, {len(failed)} failed")
        outcomes = collections.Counter(o for r in records for o in r["outcomes"].values())
        if outcomes:
            lines.append("artifacts: " + ", ".join(f"{n} {o}" for o, n in sorted(outcomes.items())))
        lines.extend(f"  failed: {case}" for case in sorted(failed))
    for nodeid, reason in sorted(not_run):
        case_id = nodeid[nodeid.index("[") + 1 : -1] if nodeid.endswith("]") else nodeid
        lines.append(f"{reason or 'not run here'}: {case_id}")
    return lines


class GoldenReporter:
    """Collects case records from reports (on the xdist controller too) and prints the summary."""

    PLUGIN_NAME = "fxgolden-reporter"
    PROPERTY = "fxgolden_result"

    def __init__(self) -> None:
        self.records: list[dict[str, Any]] = []
        self.not_run: list[tuple[str, str]] = []

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """Keep each case's record and each case skipped as not runnable here."""
        for key, value in report.user_properties:
            if key == self.PROPERTY:
                self.records.append(json.loads(value))
        if report.when == "setup" and report.skipped and "golden" in report.keywords:
            reason = report.longrepr[-1] if isinstance(report.longrepr, tuple) else ""
            self.not_run.append((report.nodeid, str(reason).removeprefix("Skipped: ")))

    def pytest_terminal_summary(self, terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
        """Print the fxgolden section after pytest's own summary."""
        if hasattr(config, "workerinput"):
            return
        lines = summary_lines(self.records, self.not_run)
        if lines:
            terminalreporter.section("fxgolden")
            for line in lines:
                terminalreporter.write_line(line)
