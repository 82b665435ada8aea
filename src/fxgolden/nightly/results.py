"""Per-case results of a nightly run: status from the events file, then JSON and JUnit XML.

``case_status`` is a pure classifier of one case's events (table-tested in
tests/test_nightly.py); writers only format the records.
"""

from __future__ import annotations

import dataclasses
import enum
import json
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

from fxgolden.base.files import atomic_write_text
from fxgolden.catalog.known import Verdict
from fxgolden.run.record import ErrorKind, Outcome, records_in


class Status(enum.StrEnum):
    """What happened to one case."""

    OK = "ok"  # every golden matched
    DRIFT = "drift"  # at least one golden differs
    FAILED = "failed"  # invariant checks or numerics failed
    ERROR = "error"  # the case raised (e.g. the new torch refuses the pattern)
    CRASH = "crash"  # the process running it died
    TIMEOUT = "timeout"  # it ran past the per-case timeout and was killed
    NOT_RUN = "not-run"  # skipped as not runnable here, or never reached
    XFAIL = "xfail"  # a known issue of this torch (fxgolden.catalog.known), still there, goldens unchanged
    FIXED_UPSTREAM = "fixed-upstream"  # xpass: a known issue is gone on this torch

    @property
    def bad(self) -> bool:
        """Whether this status makes the nightly exit 1."""
        return self not in (Status.OK, Status.NOT_RUN, Status.XFAIL)


@dataclasses.dataclass(frozen=True)
class CaseStatus:
    """The result of one case in one nightly run."""

    case: str
    status: Status
    seconds: float = 0.0
    labels: tuple[str, ...] = ()
    outcomes: Mapping[str, Outcome] = dataclasses.field(default_factory=dict)
    timings: Mapping[str, float] = dataclasses.field(default_factory=dict)
    message: str = ""
    malformed: tuple[str, ...] = ()  # its goldens that cannot be read: "<path>: <what is malformed>"

    def as_json(self, torch: str) -> dict[str, Any]:
        """The record as results.json stores it."""
        return {"case": self.case, "status": str(self.status), "labels": list(self.labels),
                "seconds": round(self.seconds, 3), "timings": {k: round(v, 3) for k, v in self.timings.items()},
                "outcomes": dict(self.outcomes), "torch": torch, "message": self.message,
                "malformed": list(self.malformed)}


def case_id_of(report: Mapping[str, Any]) -> str:
    """The case of a report event: the item's ``fxgolden_case`` property (``fxgolden.pytest_plugin.suite``).

    xdist's report of a crashed worker has no properties, only the node id.
    """
    from fxgolden.pytest_plugin import suite

    for key, value in report.get("properties", ()):
        if key == suite.CASE_PROPERTY:
            return str(value)
    return suite.case_id_of_nodeid(report["nodeid"]) or report["nodeid"]


def case_status(reports: Sequence[Mapping[str, Any]], *, started: float | None, timeout_s: float) -> CaseStatus:
    """One case's record from its report events (``started``: when its start event came)."""
    case = case_id_of(reports[0])
    seconds = sum(float(r.get("duration") or 0.0) for r in reports)
    found = [record for r in reports for record in records_in(r.get("properties", []))]
    record = found[0] if found else None
    failed = [r for r in reports if r["outcome"] == "failed"]
    message = "\n".join(r.get("longrepr", "") for r in failed).strip()
    if record is not None:
        outcomes, timings = record.outcomes, record.timings
        if record.known is Verdict.XPASS:
            status = Status.FIXED_UPSTREAM
            message = "fixed upstream: the case meets upstream's expectation on this torch; " + (message or "")
        elif record.error and record.known is Verdict.XFAIL:
            status = Status.XFAIL
            message = record.error
        elif record.error:
            # fxgolden's own isolation turns a crash or a hang of the case's process into its record
            status = {ErrorKind.TIMEOUT: Status.TIMEOUT, ErrorKind.CRASH: Status.CRASH}.get(
                record.error_kind or ErrorKind.ERROR, Status.ERROR)
            message = record.error
        elif record.ok:
            status = Status.XFAIL if record.known is Verdict.XFAIL else Status.OK
        elif record.failed_checks:  # an invariant broke: a failure whatever else drifted with it
            status = Status.FAILED
            message = _check_failed(record.failed_checks, outcomes)
        elif any(o.drifted for o in outcomes.values()):
            status = Status.DRIFT  # the report's change sections show the diffs; name the artifacts here
            message = _drifted(outcomes)
        else:
            status = Status.FAILED
        malformed = tuple(note.split("\n")[0] for note in record.unreadable.values())
        if malformed and status in (Status.DRIFT, Status.FAILED):
            message = "\n".join([message, *malformed])
        return CaseStatus(case, status, seconds, outcomes=outcomes, timings=timings, message=message,
                          malformed=malformed)
    if any(r["outcome"] == "skipped" for r in reports) and not failed:
        return CaseStatus(case, Status.NOT_RUN, seconds, message=reports[0].get("longrepr", ""))
    if any("crashed while running" in r.get("longrepr", "") for r in failed):
        elapsed = (max(float(r.get("t", 0)) for r in failed) - started) if started else 0.0
        status = Status.TIMEOUT if elapsed >= timeout_s * 0.95 else Status.CRASH
        return CaseStatus(case, status, max(seconds, elapsed), message=message)
    return CaseStatus(case, Status.ERROR if failed else Status.OK, seconds, message=message)


def _drifted(outcomes: Mapping[str, Outcome]) -> str:
    """``collectives.txt: changed, g0.forward.py: new``: the goldens that drifted."""
    return ", ".join(f"{a}: {o}" for a, o in sorted(outcomes.items()) if o.drifted)


def _check_failed(checks: Iterable[str], outcomes: Mapping[str, Outcome]) -> str:
    """A failed case's message: its failed checks, then what else drifted in it."""
    drifted = _drifted(outcomes)
    return "check failed: " + "; ".join(checks) + (f" (and drifted: {drifted})" if drifted else "")


def with_failed_checks(records: Sequence[CaseStatus], failed: Mapping[str, Sequence[str]]) -> list[CaseStatus]:
    """Each case whose pending actuals carry a failed check (``failed``: case -> check headlines) counted failed,
    whatever else drifted in it: the headline, the row, the case's status and JUnit then agree.

    A case that drifted or passed by its own record is turned ``failed``; one that errored, crashed or timed out
    keeps that status (its error is the news).
    """
    out = []
    for record in records:
        checks = failed.get(record.case)
        if checks and record.status in (Status.OK, Status.DRIFT):
            record = dataclasses.replace(record, status=Status.FAILED,
                                         message=_check_failed(dict.fromkeys(checks), record.outcomes))
        out.append(record)
    return out


def read_events(path: Path) -> tuple[dict[str, list[dict[str, Any]]], dict[str, float]]:
    """Report events grouped by case id, and start times by case id (a torn last line is ignored)."""
    from fxgolden.pytest_plugin import suite

    reports: dict[str, list[dict[str, Any]]] = {}
    starts: dict[str, float] = {}
    if not path.is_file():
        return reports, starts
    for line in path.read_text(encoding="utf-8").splitlines():
        try:
            event = json.loads(line)
        except ValueError:
            continue
        if event.get("event") == "start":
            starts[suite.case_id_of_nodeid(event["nodeid"]) or event["nodeid"]] = float(event["t"])
        elif event.get("event") == "report":
            reports.setdefault(case_id_of(event), []).append(event)
    return reports, starts


def write_json(path: Path, run: Mapping[str, Any], records: Iterable[CaseStatus], torch: str,
               root_causes: Sequence[Mapping[str, Any]] = ()) -> None:
    """results.json: the run's facts, the root causes (riskiest first) and one entry per case."""
    data = {"run": dict(run), "root_causes": list(root_causes), "cases": [r.as_json(torch) for r in records]}
    atomic_write_text(path, json.dumps(data, indent=1) + "\n")


def write_junit(path: Path, records: Sequence[CaseStatus], *, suite: str,
                causes_by_case: Mapping[str, Sequence[str]] | None = None) -> None:
    """JUnit XML: drift and failed cases are failures; errors, crashes, timeouts are errors.

    ``causes_by_case``: each case's root causes as "label: description" lines, written as
    ``fxgolden_root_cause`` properties of its testcase.
    """
    root = ET.Element("testsuites")
    bad = {s: sum(1 for r in records if r.status is s) for s in Status}
    node = ET.SubElement(root, "testsuite", name=suite, tests=str(len(records)),
                         failures=str(bad[Status.DRIFT] + bad[Status.FAILED]),
                         errors=str(bad[Status.ERROR] + bad[Status.CRASH] + bad[Status.TIMEOUT]),
                         skipped=str(bad[Status.NOT_RUN]), time=f"{sum(r.seconds for r in records):.3f}")
    for record in records:
        family = record.case.split("/", 1)[0]
        case = ET.SubElement(node, "testcase", classname=f"fxgolden.{family}", name=record.case,
                             time=f"{record.seconds:.3f}")
        causes = (causes_by_case or {}).get(record.case, ())
        if causes:
            properties = ET.SubElement(case, "properties")
            for cause in causes:
                ET.SubElement(properties, "property", name="fxgolden_root_cause", value=cause)
        summary = f"{record.status}" + (f" [{', '.join(record.labels)}]" if record.labels else "")
        if record.status in (Status.DRIFT, Status.FAILED):
            ET.SubElement(case, "failure", message=summary, type=str(record.status)).text = record.message[-8000:]
        elif record.status in (Status.ERROR, Status.CRASH, Status.TIMEOUT):
            ET.SubElement(case, "error", message=summary, type=str(record.status)).text = record.message[-8000:]
        elif record.status is Status.NOT_RUN:
            ET.SubElement(case, "skipped", message=record.message[:500])
    ET.indent(root)
    atomic_write_text(path, ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n")
