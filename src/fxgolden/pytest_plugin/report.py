"""The end-of-run summary: a pure function of the per-case records, printed by the plugin.

Every selected case is counted exactly once: it passed, failed (a crash or a
timeout of its process is a failure with its case id), was not run here (with
the reason), was interrupted while running, or was never reached.

The reporter is registered in every pytest run of a project: what reads records is imported once a run has some.
"""

from __future__ import annotations

import collections
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable

import pytest

from fxgolden.pytest_plugin import suite

if TYPE_CHECKING:
    from fxgolden.run.record import CaseRecord


def summary_lines(records: Iterable[CaseRecord], not_run: Iterable[tuple[str, str]],
                  *, interrupted: Iterable[str] = (), not_reached: Iterable[str] = (),
                  verbose: bool = False) -> list[str]:
    """Plain lines, e.g.::

        13 cases: 10 passed (1 xfail), 2 failed, 1 not run here
        artifacts: 80 match, 3 changed, 1 new
          failed: tp/mlp
        not run here: needs cuda: gpu/tp_reorder
    """
    records, not_run = list(records), sorted(not_run)
    interrupted, not_reached = sorted(interrupted), sorted(not_reached)
    if not records and not not_run and not interrupted and not not_reached:
        return []
    from fxgolden.catalog.known import Verdict
    from fxgolden.isolate.result_cache import DEPENDENCY_CHANGED

    failed = [r.case for r in records if not r.ok]
    xfail = sorted(r.case for r in records if r.known is Verdict.XFAIL)
    xpass = sorted(r.case for r in records if r.known is Verdict.XPASS)
    lines = [f"fixed upstream (xpass): {case}: update its goldens and narrow its known issue's torch range"
             for case in xpass]
    lines.append(totals_line(records, not_run, interrupted=interrupted, not_reached=not_reached))
    reused = sum(1 for r in records if r.reused)
    if reused:
        lines.append(f"  {reused} of them reused the results of an identical earlier run (same sources, torch build, "
                     "profile and environment); `fxgolden run --no-result-cache` (pytest: --fxgolden-no-result-cache) "
                     "compiles them again")
    changed = sorted((r.case, r.compiled_because) for r in records
                     if r.compiled_because and r.compiled_because.startswith(DEPENDENCY_CHANGED))
    if changed:
        files = sorted({why.removeprefix(DEPENDENCY_CHANGED) for _, why in changed})
        shown = ", ".join(files[:3]) + (f" and {len(files) - 3} more" if len(files) > 3 else "")
        lines.append(f"  {len(changed)} compiled again because a file they depend on changed: {shown} "
                     "(-v names each case)")
    if verbose:
        lines.extend(f"  compiled again: {r.case}: {r.compiled_because}"
                     for r in sorted(records, key=lambda r: r.case) if r.compiled_because)
    lines.extend(_cost_lines(records, verbose=verbose))
    lines.extend(filter(None, [artifacts_line(records)]))
    lines.extend(f"  failed: {case}" for case in sorted(failed))
    lines.extend(f"  not written (the file system refused; the run exits 2): {case}: {artifact}"
                 for case, artifact in unwritable(records))
    lines.extend(f"  same graphs, values renumbered (not a failure): {r.case}: {note}"
                 for r in sorted(records, key=lambda r: r.case) for note in r.renumbered)
    lines.extend(f"  xfail (known issue of this torch): {case}" for case in xfail)
    lines.extend(f"  interrupted: {case}" for case in interrupted)
    lines.extend(f"  not reached: {case}" for case in not_reached)
    for case_id, reason in not_run:
        lines.append(f"{reason or 'not run here'}: {case_id}")
    return lines


def totals_line(records: Iterable[CaseRecord], not_run: Iterable[tuple[str, str]], *,
                interrupted: Iterable[str] = (), not_reached: Iterable[str] = ()) -> str:
    """``13 cases: 10 passed (1 xfail), 2 failed, 1 not run here``: every selected case counted once (the
    summary's headline, and the CI job summary's)."""
    from fxgolden.catalog.known import Verdict

    records, not_run, interrupted, not_reached = list(records), list(not_run), list(interrupted), list(not_reached)
    failed = sum(1 for r in records if not r.ok)
    xfail = sum(1 for r in records if r.known is Verdict.XFAIL)
    xpass = sum(1 for r in records if r.known is Verdict.XPASS)
    counts = [f"{len(records) - failed} passed" + (f" ({xfail} xfail)" if xfail else ""),
              f"{failed} failed" + (f" ({xpass} xpass)" if xpass else "")]
    counts += [f"{n} {label}" for n, label in ((len(not_run), "not run here"), (len(interrupted), "interrupted"),
                                               (len(not_reached), "not reached")) if n]
    total = len(records) + len(not_run) + len(interrupted) + len(not_reached)
    return f"{total} cases: " + ", ".join(counts)


def artifacts_line(records: Iterable[CaseRecord]) -> str:
    """``artifacts: 80 match, 3 changed, 1 new``, or "" when no artifact was compared."""
    outcomes = collections.Counter(o for r in records for o in r.outcomes.values())
    return "artifacts: " + ", ".join(f"{n} {o}" for o, n in sorted(outcomes.items())) if outcomes else ""


def _cost_lines(records: list[CaseRecord], *, verbose: bool) -> list[str]:
    """What the cases cost (peak memory of each case's process, its wall time), and which skipped numerics."""
    from fxgolden.capture.rank_classes import describe_ranks
    from fxgolden.isolate.memory import describe

    lines = []
    fake = sorted(r.case for r in records if r.tensors == "fake")
    if fake:
        lines.append(f"  {len(fake)} captured on fake tensors: numerics not compared (nothing computes a value)"
                     + ("" if verbose else " (-v names each case)"))
        if verbose:
            lines.extend(f"  on fake tensors: {case}" for case in fake)
    for r in sorted(records, key=lambda r: r.case):
        for ranks, how in r.other_rank_classes:
            lines.append(f"  other graphs on ranks {describe_ranks(ranks)} of {r.case} (their shards differ: {how}); "
                         f"`fxgolden ranks '{r.case}'` captures one of them and shows how")
    measured = sorted((r for r in records if r.peak_memory_bytes), key=lambda r: (-r.peak_memory_bytes, r.case))
    if measured:
        shown = measured if verbose else measured[:3]

        def cost(r: CaseRecord) -> str:
            return f"{r.case} {describe(r.peak_memory_bytes)}, {r.timings.get('process', 0.0):.1f} s"

        lines.append("  peak memory of a case's process: " + "; ".join(cost(r) for r in shown)
                     + ("" if verbose or len(measured) <= 3 else " (-v lists every case)"))
    return lines


def unwritable(records: Iterable[CaseRecord]) -> list[tuple[str, str]]:
    """(case, artifact) of every golden an update could not write or remove (none in a run without cases, which
    then imports no case record)."""
    records = list(records)
    if not records:
        return []
    from fxgolden.run.record import Outcome

    return sorted((r.case, artifact) for r in records for artifact, outcome in r.outcomes.items()
                  if outcome is Outcome.UNWRITABLE)


def _reason(report: pytest.TestReport) -> str:
    reason = report.longrepr[-1] if isinstance(report.longrepr, tuple) else str(report.longrepr or "")
    return str(reason).removeprefix("Skipped: ")


class GoldenReporter:
    """Collects case records from reports (on the xdist controller too) and prints the summary; the one decoder of
    a report's record, which it hands to its ``listeners`` (durations, unused goldens)."""

    PLUGIN_NAME = "fxgolden-reporter"

    def __init__(self, listeners: Iterable[Any] = (),
                 errors_file: Callable[[], Path | None] | None = None) -> None:
        self.listeners = tuple(listeners)  # each gets ``take(report, case_id, record)``: the record decoded once
        self.errors_file = errors_file  # where the cases that raised are kept for `fxgolden review`
        self.records: dict[str, CaseRecord] = {}  # by case id
        self.not_run: dict[str, str] = {}
        self.selected: set[str] = set()
        self.started: set[str] = set()

    def pytest_collection_finish(self, session: pytest.Session) -> None:
        """Serial runs: the selected golden cases."""
        self.selected.update(suite.case_of_item(item).id for item in session.items if suite.is_golden_item(item))

    @pytest.hookimpl(optionalhook=True)
    def pytest_xdist_node_collection_finished(self, node: Any, ids: list[str]) -> None:
        """With -n: the controller collects nothing; every worker reports the ids it collected."""
        self.selected.update(filter(None, (suite.case_id_of_nodeid(nodeid) for nodeid in ids)))

    @pytest.hookimpl(wrapper=True)
    def pytest_runtestloop(self, session: pytest.Session) -> Any:
        """Ctrl-C under -n: first take what the workers had already sent, so the summary is theirs."""
        try:
            return (yield)
        except KeyboardInterrupt:
            from fxgolden.pytest_plugin import interrupts

            interrupts.take_events_workers_already_sent(session.config)
            raise

    def pytest_runtest_logstart(self, nodeid: str, location: Any) -> None:
        """A case that started but never reported was interrupted (or its worker died)."""
        case_id = suite.case_id_of_nodeid(nodeid)
        if case_id:
            self.started.add(case_id)

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        """Keep each case's record, each case not runnable here, and any failure that brought no record."""
        # xdist's report of a worker that died under a case carries no properties: only its node id
        case_id = suite.case_id_of_report(report) or suite.case_id_of_nodeid(report.nodeid)
        if case_id is None:
            return
        from fxgolden.run.record import CaseRecord, record_of

        record = record_of(report.user_properties)
        for listener in self.listeners:
            listener.take(report, case_id, record)
        if record is not None:
            self.records[case_id] = record
        if report.when == "setup" and report.skipped:
            self.not_run[case_id] = _reason(report)
        elif report.failed and case_id not in self.records:
            # A fixture error, or an xdist worker that died under the case: still a failure of this case.
            message = str(report.longrepr or "").strip().splitlines()
            self.records[case_id] = CaseRecord(case=case_id, ok=False,
                                               error=message[-1] if message else f"failed in {report.when}")

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        """On the controller: the cases that raised, for `fxgolden review` (golden.last_errors)."""
        if hasattr(session.config, "workerinput") or self.errors_file is None or not self.records:
            return
        path = self.errors_file()
        if path is not None:
            from fxgolden.golden import last_errors

            errors = {case: record.error for case, record in self.records.items() if record.error}
            last_errors.update(path, set(self.records), errors)

    def unfinished(self) -> tuple[set[str], set[str]]:
        """The cases interrupted while running, and those selected but never reached."""
        finished = set(self.records) | set(self.not_run)
        interrupted = self.started - finished
        return interrupted, self.selected - finished - interrupted

    def pytest_terminal_summary(self, terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
        """Print the fxgolden section after pytest's own summary."""
        if hasattr(config, "workerinput") or config.option.collectonly:
            return  # a worker's controller prints it; --collect-only ran nothing to summarize
        if exitstatus == pytest.ExitCode.USAGE_ERROR and not self.started:
            return  # refused before any case ran: the usage error is the whole story
        interrupted, not_reached = self.unfinished()
        lines = summary_lines(self.records.values(), self.not_run.items(), interrupted=interrupted,
                              not_reached=not_reached, verbose=config.option.verbose > 0)
        if lines:
            terminalreporter.section("fxgolden")
            for line in lines:
                terminalreporter.write_line(line)
