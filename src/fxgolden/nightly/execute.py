"""Run the catalog in the nightly's Python: a throw-away copy of the project, compare-only, crash-isolated.

- The work copy (pyproject, cases, goldens) keeps the
  real goldens untouched and collects the pending actuals for the report.
- Every case runs in its own process (fxgolden.isolation): a crash or a run
  past ``--fxgolden-timeout`` is that case's record and the run goes on.
  pytest runs with xdist (one worker), so a worker that dies for any other
  reason is reported as a crashed case and replaced. That worker runs
  ``--jobs`` case processes at once (``--fxgolden-jobs``): one catalog import
  and one fork server, where as many xdist workers import both each (on 2
  cores the whole catalog ran 1.85x faster with two jobs, 1.76x with two workers).
- CI=true is set, so fxgolden itself refuses --snapshot-update.
- A whole-run limit backs both up: past it, the run is killed and every case
  without a result becomes a timeout or not-run.
"""

from __future__ import annotations

import dataclasses
import fnmatch
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable, Mapping, Sequence

from fxgolden.nightly import InfrastructureError
from fxgolden.nightly.events import ENV_VAR

_PROBE = """
import json, sys
import torch
from fxgolden.registry import discover
from fxgolden.project import find_project
project = find_project()
print(json.dumps({"torch": torch.__version__, "cases": sorted(discover(project.cases_dir))}))
"""


@dataclasses.dataclass(frozen=True)
class Catalog:
    """The torch version of the nightly's Python and the case ids it sees."""

    torch: str
    cases: tuple[str, ...]


@dataclasses.dataclass(frozen=True)
class PytestRun:
    """How the pytest process ended."""

    returncode: int | None  # None when the driver killed it
    wall_s: float
    log: Path
    events: Path


def clean_env(extra: dict[str, str] | None = None) -> dict[str, str]:
    """The environment for the nightly's subprocesses: CI=true, no inherited pytest options."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTEST_ADDOPTS", "PYTHONPATH", "VIRTUAL_ENV")}
    env["CI"] = "true"
    env.update(extra or {})
    return env


def make_work_copy(repo: Path, work: Path, *, cases_dir: Path, goldens_dir: Path) -> Path:
    """Copy what the suite needs (never the pending area or caches) into ``work``."""
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    work.mkdir(parents=True, exist_ok=True)
    shutil.copy2(repo / "pyproject.toml", work / "pyproject.toml")
    shutil.copytree(cases_dir, work / cases_dir.relative_to(repo), ignore=ignore)
    shutil.copytree(goldens_dir, work / goldens_dir.relative_to(repo), ignore=ignore)
    return work


def probe(python: Path, work: Path) -> Catalog:
    """Import torch and discover the catalog in the nightly's Python."""
    try:
        result = subprocess.run([str(python), "-c", _PROBE], cwd=work, capture_output=True, text=True,
                                env=clean_env(), timeout=900, check=False)
    except OSError as error:  # the job could not run (exit 2), not a drift
        raise InfrastructureError(f"cannot start the nightly's Python {python}: {error.strerror or error}") from error
    if result.returncode != 0:
        tail = "\n".join(result.stderr.strip().splitlines()[-15:])
        raise InfrastructureError(f"the nightly's Python ({python}) cannot import torch or the catalog:\n{tail}")
    data = json.loads(result.stdout.strip().splitlines()[-1])
    return Catalog(torch=data["torch"], cases=tuple(data["cases"]))


def select_cases(cases: Sequence[str], patterns: Sequence[str]) -> list[str]:
    """Cases matching any pattern (exact, glob or prefix); all when there is none."""
    if not patterns:
        return list(cases)
    return [c for c in cases if any(c == p or fnmatch.fnmatchcase(c, p) or c.startswith(p.rstrip("/") + "/")
                                    for p in patterns)]


def parse_shard(text: str) -> tuple[int, int]:
    """``"i/N"`` with 1 <= i <= N."""
    try:
        index, total = (int(part) for part in text.split("/"))
    except ValueError as error:
        raise ValueError(f"--shard {text!r}: expected i/N, e.g. 1/4") from error
    if not 1 <= index <= total:
        raise ValueError(f"--shard {text!r}: i must be between 1 and N")
    return index, total


def shard(cases: Sequence[str], index: int, total: int, seconds: Mapping[str, float] | None = None) -> list[str]:
    """The i-th of N shards: longest case first onto the least-loaded shard (greedy LPT), by ``seconds``.

    Without recorded durations every case counts alike, which deals the sorted
    catalog round-robin. Every shard computes the same split from the same inputs.
    """
    loads = [0.0] * total
    shards: list[list[str]] = [[] for _ in range(total)]
    for case in sorted(cases, key=lambda c: (-(seconds or {}).get(c, 1.0), c)):
        lightest = min(range(total), key=lambda i: (loads[i], i))
        shards[lightest].append(case)
        loads[lightest] += (seconds or {}).get(case, 1.0)
    return sorted(shards[index - 1])


def pytest_command(python: Path, work: Path, cases: Sequence[str], *, jobs: int, timeout_s: int) -> list[str]:
    """The compare-only pytest invocation for ``cases`` of the work copy (``fxgolden.suite.SuiteCommand``)."""
    from fxgolden.project import find_project
    from fxgolden.suite import SuiteCommand

    project = find_project(work)
    return SuiteCommand(project.cases_dir, project.root).command(
        python, cases=cases,
        extra=["-q", "-rN", "-p", "fxgolden.nightly.events", "--fxgolden-allow-version-drift",
               "-n", "1", "--fxgolden-jobs", str(max(1, jobs)), "--max-worker-restart", str(len(cases) + 1),
               "--fxgolden-timeout", str(timeout_s)])


def run_pytest(python: Path, work: Path, cases: Sequence[str], *, out: Path, jobs: int, timeout_s: int,
               on_progress: Callable[[int, int, str], None] | None = None,
               extra_env: Mapping[str, str] | None = None) -> PytestRun:
    """Run the selected cases; poll the events file for progress; kill the run past its whole-run limit."""
    events, log = out / "events.jsonl", out / "pytest.log"
    events.unlink(missing_ok=True)
    limit = timeout_s * (len(cases) // max(1, jobs) + 1) + 300
    start = time.monotonic()
    with open(log, "w", encoding="utf-8") as handle:
        proc = subprocess.Popen(pytest_command(python, work, cases, jobs=jobs, timeout_s=timeout_s), cwd=work,
                                stdout=handle, stderr=subprocess.STDOUT, env=clean_env({ENV_VAR: str(events), **(extra_env or {})}),
                                start_new_session=True)
        returncode: int | None = None
        while True:
            try:
                returncode = proc.wait(timeout=0.5)
                break
            except subprocess.TimeoutExpired:
                pass
            if on_progress is not None:
                on_progress(*_progress(events, len(cases)))
            if time.monotonic() - start > limit:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
                handle.write(f"\nfxgolden nightly: killed the run after {limit}s (whole-run limit)\n")
                returncode = None
                break
    if on_progress is not None:
        on_progress(*_progress(events, len(cases)))
    return PytestRun(returncode, time.monotonic() - start, log, events)


def _progress(events: Path, total: int) -> tuple[int, int, str]:
    done, last = set(), ""
    if events.is_file():
        for line in events.read_text(encoding="utf-8").splitlines():
            if '"event": "report"' in line and ('"when": "call"' in line or '"outcome": "skipped"' in line
                                                or '"outcome": "failed"' in line):
                try:
                    nodeid = json.loads(line)["nodeid"]
                except ValueError:
                    continue
                done.add(nodeid)
                last = nodeid
    return len(done), total, last


def progress_bar(stream=sys.stderr) -> Callable[[int, int, str], None]:  # noqa: ANN001 - a text stream
    """A one-line progress bar on a terminal; nothing when ``stream`` is not one."""
    if not stream.isatty():
        return lambda done, total, last: None
    shown = [-1]

    def draw(done: int, total: int, last: str) -> None:
        if done == shown[0]:
            return
        shown[0] = done
        width = 30
        filled = int(width * done / total) if total else width
        name = last.split("[", 1)[-1].rstrip("]")[-40:] if last else ""
        stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {name:<40}")
        if done >= total:
            stream.write("\n")
        stream.flush()

    return draw
