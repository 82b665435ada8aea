"""Unused goldens, reported as syrupy reports unused snapshots: golden files no case produces any more.

Two kinds. An artifact that a case which ran no longer produces is found per
case (``golden.plan.orphan_steps``) and travels in the case's record. The
golden folder of a case id that no case declares any more is found only by a
run of the whole catalog, as syrupy finds unused snapshot files only when every
test was selected; an xdist worker sends its finding to the controller.

A compare run (or ``--snapshot-update-new-only``) fails for them unless
``--snapshot-warn-unused``; ``--snapshot-update`` deletes them through the
profile's ``GoldenWriter`` unless ``--snapshot-no-cleanup``; ``--snapshot-details``
lists each one (an update always does), in this plugin's section of the summary.

Imported in every pytest run that registers it: what settles the goldens is imported when a run has some.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, Iterable

import pytest

from fxgolden.golden.policy import UpdateMode

if TYPE_CHECKING:
    from fxgolden.golden.store import GoldenStore
    from fxgolden.golden.writer import GoldenWriter
    from fxgolden.pytest_plugin.settings import Settings
    from fxgolden.run.record import CaseRecord, Outcome

WORKER_OUTPUT_KEY = "fxgolden_unused_cases"  # an xdist worker's orphaned case folders (None: not a whole-catalog run)


@functools.cache
def _reported() -> "dict[Outcome, str]":
    """How each outcome this section lists is named (the case record is imported when a run has some)."""
    from fxgolden.run.record import Outcome

    return {Outcome.ORPHANED: "Unused", Outcome.UNUSED: "Unused", Outcome.REMOVED: "Deleted"}


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


class UnusedReporter:
    """Collects the unused goldens of a run, settles them when it ends, and prints them after pytest's summary."""

    PLUGIN_NAME = "fxgolden-unused"

    def __init__(self) -> None:
        self.artifacts: dict[str, tuple[Outcome, str]] = {}  # case/file -> (outcome, case id), from the case records
        self.case_ids: list[str] | None = None  # orphaned case folders; None unless the whole catalog was selected
        self.deleted = False  # an update removed the orphaned case folders

    def note_catalog(self, store: GoldenStore, declared: Iterable[str], selected: Iterable[str], *,
                     patterns: Iterable[str]) -> None:
        """After collection: a run that selected every declared case looks for folders of undeclared ones."""
        declared = set(declared)
        if not list(patterns) and declared <= set(selected):
            from fxgolden.golden.offline import orphaned_case_ids

            self.case_ids = orphaned_case_ids(store, declared)

    def take(self, report: pytest.TestReport, case_id: str, record: "CaseRecord | None") -> None:
        """Keep each orphaned, unused or removed golden a case's record names (handed over, decoded, by
        ``report.GoldenReporter``)."""
        if record is None or report.when != "call":
            return
        for filename, outcome in record.outcomes.items():
            if outcome in _reported():
                self.artifacts[f"{record.case}/{filename}"] = (outcome, record.case)

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        """An xdist worker hands its finding to the controller."""
        output = getattr(session.config, "workeroutput", None)
        if output is not None:
            output[WORKER_OUTPUT_KEY] = self.case_ids

    @pytest.hookimpl(optionalhook=True)
    def pytest_testnodedown(self, node: Any, error: Any) -> None:
        """On the xdist controller: the orphaned case folders a worker found (every worker finds the same)."""
        found = getattr(node, "workeroutput", {}).get(WORKER_OUTPUT_KEY)
        if found is not None:
            self.case_ids = sorted(set(self.case_ids or ()) | set(found))

    def settle(self, session: pytest.Session, settings: "Settings", writer: "GoldenWriter | None") -> None:
        """At the end of the run: an update deletes orphaned case folders (through ``writer``, the update's); a
        compare run fails for them unless warned."""
        if not self.case_ids or session.exitstatus not in (pytest.ExitCode.OK, pytest.ExitCode.TESTS_FAILED):
            return
        if settings.mode is UpdateMode.IN_PLACE and settings.unused.cleanup:
            if writer is None:
                from fxgolden.golden.writer import refused_write

                raise refused_write(settings.store.profile_dir)
            for case_id in self.case_ids:
                writer.remove_case(case_id)
            self.deleted = True
        elif settings.mode is not UpdateMode.IN_PLACE and not settings.unused.warn:
            if session.exitstatus == pytest.ExitCode.OK:
                session.exitstatus = pytest.ExitCode.TESTS_FAILED

    def lines(self, settings: "Settings", *, details: bool) -> list[str]:
        """syrupy's report, for goldens: a count, each one (with ``details`` or in an update), then the next step."""
        store = settings.store
        entries = [(word, store.relative(store.golden_path(case_id, key.rsplit("/", 1)[1])),
                    f"case {case_id} no longer produces it")
                   for key, (outcome, case_id) in sorted(self.artifacts.items())
                   for word in [_reported()[outcome]]]
        word = "Deleted" if self.deleted else "Unused"
        entries += [(word, store.relative(store.case_dir(case_id)) + "/", f"no case declares {case_id}")
                    for case_id in self.case_ids or ()]
        if not entries:
            return []
        deleted = sum(1 for word, _, _ in entries if word == "Deleted")
        lines = []
        if deleted:
            lines.append(f"{_plural(deleted, 'unused golden')} deleted.")
        if len(entries) - deleted:
            listed = "" if details or settings.mode is UpdateMode.IN_PLACE else " (--snapshot-details lists them)"
            lines.append(f"{_plural(len(entries) - deleted, 'golden')} unused{listed}.")
        if details or settings.mode is UpdateMode.IN_PLACE:
            lines += [f"{word} {path} ({why})" for word, path, why in entries]
        if len(entries) - deleted:
            if settings.mode is UpdateMode.IN_PLACE:  # --snapshot-no-cleanup
                lines.append("Kept by --snapshot-no-cleanup; `fxgolden run --update` without it deletes them.")
            else:
                lines.append("Re-run with `fxgolden run --update` (pytest --snapshot-update) to delete unused goldens.")
        return lines

    def pytest_terminal_summary(self, terminalreporter: Any, exitstatus: int, config: pytest.Config) -> None:
        """Print the unused goldens in their own section, after pytest's and syrupy's summaries."""
        if hasattr(config, "workerinput") or not (self.artifacts or self.case_ids):
            return
        from fxgolden.base.errors import FxGoldenError
        from fxgolden.pytest_plugin.settings import Settings

        try:
            settings = Settings.from_config(config)
        except FxGoldenError:
            return
        lines = self.lines(settings, details=bool(getattr(config.option, "include_snapshot_details", False)))
        if lines:
            terminalreporter.section("fxgolden unused goldens")
            for line in lines:
                terminalreporter.write_line(line)
