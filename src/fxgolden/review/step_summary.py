"""GitHub Actions' job summary: where the nightly and `fxgolden run` append their root causes.

GitHub Actions names a file in ``GITHUB_STEP_SUMMARY`` and shows its Markdown on the run's page, so a drift
reads there without downloading the report. Other commands of the same step write to that file too: it is
only ever appended to, and the page is kept under what is left of the step's limit.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Sequence, TextIO

from fxgolden.review import render_markdown

if TYPE_CHECKING:
    import pytest

    from fxgolden.golden.store import GoldenStore
    from fxgolden.review.rows import RootCause
    from fxgolden.run.record import CaseRecord

ENV = "GITHUB_STEP_SUMMARY"
_SMALLEST = 4096  # a page this size is written even where the file already holds more than its limit


def path() -> Path | None:
    """The job summary file, or None outside GitHub Actions (or where a step turned it off)."""
    named = os.environ.get(ENV, "")
    return Path(named) if named else None


def room(target: Path) -> int:
    """Bytes left of the step's summary limit, after what other commands already wrote there."""
    try:
        used = target.stat().st_size
    except OSError:
        used = 0
    return max(render_markdown.STEP_SUMMARY_LIMIT - used, _SMALLEST)


def append(markdown: str, *, err: TextIO | None = None) -> Path | None:
    """Append ``markdown`` to the job summary file (never truncate it); None when there is none. A file that
    cannot be written is a warning: a run's verdict is its exit code, not its summary."""
    target = path()
    if target is None:
        return None
    try:
        with target.open("a", encoding="utf-8") as stream:
            stream.write(markdown if markdown.endswith("\n") else markdown + "\n")
    except OSError as error:
        print(f"warning: the job summary {target} ({ENV}) was not written: {error.strerror or error}",
              file=err or sys.stderr)
        return None
    return target


def append_causes(causes: Sequence["RootCause"], *, title: str, totals: str, full_report: str,
                  err: TextIO | None = None) -> Path | None:
    """Append the Markdown page of ``causes`` to the job summary, when there is one."""
    target = path()
    if target is None:
        return None
    page = render_markdown.render(causes, title=title, totals=totals, full_report=full_report, limit=room(target))
    return append("\n" + page, err=err)


class RunSummary:
    """The pytest plugin `fxgolden run` adds where a job summary is asked for: at the end of the session it keeps the
    reporter's records and the profile's pending area, and ``append`` groups this run's changes into root causes
    as the nightly and `fxgolden review` do (``rootcause.group``)."""

    def __init__(self) -> None:
        self.records: dict[str, CaseRecord] = {}
        self.not_run: dict[str, str] = {}
        self.unfinished: tuple[set[str], set[str]] = (set(), set())
        self.store: GoldenStore | None = None  # None: this run compared no golden (a real-world run, a refusal)

    def pytest_sessionfinish(self, session: "pytest.Session", exitstatus: int) -> None:
        """Keep what the reporter collected (on the controller: xdist workers report to it)."""
        from fxgolden.base.errors import FxGoldenError
        from fxgolden.golden.store import GoldenStore
        from fxgolden.pytest_plugin.report import GoldenReporter
        from fxgolden.pytest_plugin.settings import Settings

        reporter: Any = session.config.pluginmanager.get_plugin(GoldenReporter.PLUGIN_NAME)
        if reporter is None:
            return
        self.records, self.not_run, self.unfinished = dict(reporter.records), dict(reporter.not_run), \
            reporter.unfinished()
        try:
            settings = Settings.from_config(session.config)
        except FxGoldenError:
            return
        if settings.options.world == "fake":
            project = settings.project
            self.store = GoldenStore(project.goldens_dir, settings.profile, project.pending_dir)

    def markdown(self, status: int) -> str:
        """This run's root causes (its changed goldens, failed checks and errors), or one line when all passed or
        when the run could not start (``status``: the command's exit code)."""
        from fxgolden.golden.pending import failed_checks_of
        from fxgolden.pytest_plugin.report import artifacts_line, totals_line
        from fxgolden.review import pending, rootcause

        interrupted, not_reached = self.unfinished
        if status not in (0, 1) and not self.records:
            return f"**fxgolden run**: no case ran (exit {status}); the step's log says why\n"
        totals = totals_line(self.records.values(), self.not_run.items(), interrupted=interrupted,
                             not_reached=not_reached)
        entries = [e for e in pending.scan(self.store) if e.case_id in self.records] if self.store else []
        failures = [rootcause.Failure(e.case_id, e.filename, f.headline)
                    for e in entries for f in failed_checks_of(e.path)]
        errors = [rootcause.CaseErrorText(case, r.error) for case, r in sorted(self.records.items()) if r.error]
        failed = any(not r.ok for r in self.records.values()) or interrupted
        if not entries and not errors and not failed:
            artifacts = artifacts_line(self.records.values())
            return f"**fxgolden run**: {render_markdown.text('; '.join(filter(None, [totals, artifacts])))}\n"
        changes = pending.load_changes(entries, self.store) if self.store else []
        causes = rootcause.group(changes, failures=failures, errors=errors)
        profile = f" (profile {self.store.profile})" if self.store else ""
        return render_markdown.render(causes, title=f"fxgolden run: golden changes{profile}", totals=totals,
                                      full_report="fxgolden review --list", limit=self._room())

    def _room(self) -> int:
        target = path()
        return room(target) if target else render_markdown.STEP_SUMMARY_LIMIT

    def append(self, status: int, *, err: TextIO | None = None) -> Path | None:
        """Append this run's page to the job summary (once the session is over); a page that cannot be made is a
        warning, as an unwritable file is."""
        from fxgolden.base.errors import FxGoldenError

        if path() is None:
            return None
        try:
            page = self.markdown(status)
        except (FxGoldenError, OSError) as error:
            print(f"warning: no job summary ({ENV}): {error}", file=err or sys.stderr)
            return None
        return append("\n" + page, err=err)
