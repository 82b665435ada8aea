"""Run the catalog in the nightly's Python: a throw-away copy of the project, compare-only, crash-isolated.

- The work copy (pyproject, cases, goldens) keeps the
  real goldens untouched and collects the pending actuals for the report.
- Every case runs in its own process (fxgolden.isolate.isolation): a crash or a run
  past ``--fxgolden-timeout`` is that case's record and the run goes on.
  pytest runs with xdist (one worker), so a worker that dies for any other
  reason is reported as a crashed case and replaced. That worker runs
  ``--jobs`` case processes at once (``--fxgolden-jobs``): one catalog import
  and one fork server, where as many xdist workers import both each (on 2
  cores the whole catalog ran 1.85x faster with two jobs, 1.76x with two workers).
- CI=true is set, so fxgolden itself refuses --snapshot-update.
- A whole-run limit backs both up: past it, the run is killed, as a process
  group (``isolate.process_group``, the rule every child of fxgolden is stopped by),
  and every case without a result becomes a timeout or not-run.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Callable, Mapping, Sequence

from fxgolden.isolate.process_group import Command
from fxgolden.nightly import InfrastructureError
from fxgolden.nightly.events import ENV_VAR

# Each stage reports how it failed as one JSON line, so the driver can name the fix (exit 2, before any case runs).
_PROBE = """
import importlib.util, json, sys, traceback

def report(**data):
    data["pip"] = importlib.util.find_spec("pip") is not None
    print(json.dumps(data))
    sys.exit(0)

def failed(stage):
    error = sys.exc_info()[1]
    text = "".join(traceback.format_exception_only(type(error), error)).strip()
    missing = isinstance(error, ImportError) or isinstance(error.__cause__, ImportError)
    report(stage=stage, error=text.splitlines()[0] if text else repr(error), detail=text, missing=missing)

try:
    import torch
except BaseException:
    failed("torch")
try:
    import fxgolden
    version = getattr(fxgolden, "__version__", None)
    if version is None:
        import importlib.metadata
        version = importlib.metadata.version("fxgolden")
except BaseException:
    failed("fxgolden")
if version != sys.argv[1]:
    report(stage="version", fxgolden=version, fxgolden_file=fxgolden.__file__)
try:
    from fxgolden.catalog.registry import discover
    from fxgolden.base.project import find_project
    cases = sorted(discover(find_project().cases_dir))
except BaseException:
    failed("cases")
report(stage="ok", torch=torch.__version__, fxgolden=version, fxgolden_file=fxgolden.__file__, cases=cases)
"""


@dataclasses.dataclass(frozen=True)
class Expected:
    """What the nightly's Python must hold, and the pip arguments that install each part (for the fix)."""

    fxgolden_version: str
    fxgolden_args: tuple[str, ...]  # e.g. ("-e", "/src/fxgolden") or ("fxgolden==0.1.0",)
    fxgolden_file: str = ""  # the running fxgolden's __init__.py: another copy at the same version is a warning
    project_args: tuple[str, ...] | None = None  # None: the project is not a distribution (nothing to install)
    python_given: bool = False  # --python: torch is the user's to install; else the venv this job built


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


PROBE_TIMEOUT_S = 900  # importing torch and the catalog takes seconds; a cold disk, a minute


def probe(python: Path, work: Path, expected: Expected, *, warn=None) -> Catalog:  # noqa: ANN001 - print-like
    """Preflight: the nightly's Python imports torch, this fxgolden's version and the project's cases; names the fix.

    Runs before any case, so a Python that cannot run the catalog is exit 2 with the command that repairs it,
    not a run of errored cases.
    """
    try:
        result = subprocess.run([str(python), "-c", _PROBE, expected.fxgolden_version], cwd=work,
                                capture_output=True, text=True, env=clean_env(), timeout=PROBE_TIMEOUT_S, check=False)
    except OSError as error:  # the job could not run (exit 2), not a drift
        raise InfrastructureError(f"cannot start the nightly's Python {python}: {error.strerror or error}") from error
    except subprocess.TimeoutExpired as error:  # an import that hangs (a broken install, a lock): exit 2 too
        raise InfrastructureError(f"the nightly's Python ({python}) did not finish the preflight (importing torch, "
                                  f"fxgolden and the cases) in {PROBE_TIMEOUT_S} s; run `{python} -c 'import torch'` "
                                  f"to see where it hangs") from error
    try:
        data = json.loads(result.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        tail = "\n".join(result.stderr.strip().splitlines()[-15:])
        raise InfrastructureError(f"the nightly's Python ({python}) could not run the preflight "
                                  f"(exit {result.returncode}):\n{tail}") from None
    if data["stage"] != "ok":
        raise InfrastructureError(preflight_failure(python, data, expected))
    if warn is not None and expected.fxgolden_file and not _same_file(data["fxgolden_file"], expected.fxgolden_file):
        warn(f"warning: the nightly's Python {python} imports fxgolden {data['fxgolden']} from "
             f"{data['fxgolden_file']}, not the running copy {expected.fxgolden_file}; local changes to the running "
             f"copy are not in this run (fix: {_pip_fix(python, expected.fxgolden_args, data)})")
    return Catalog(torch=data["torch"], cases=tuple(data["cases"]))


def preflight_failure(python: Path, data: dict, expected: Expected) -> str:
    """The message for a failed preflight stage: what the nightly's Python cannot do, and the command that fixes it."""
    stage, error = data["stage"], data.get("error", "")
    if stage == "torch":
        fix = (f"install the torch build to test there (`{_pip_fix(python, ['torch==VERSION'], data)}`), "
               "or name a torch requirement or wheel instead of --python and the nightly builds a venv"
               if expected.python_given else "rebuild the venv with --fresh-venv")
        return f"the nightly's Python {python} cannot import torch ({error})\n  fix: {fix}"
    if stage == "fxgolden":
        return (f"the nightly's Python {python} cannot import fxgolden ({error})\n"
                f"  fix: install it there with `{_pip_fix(python, expected.fxgolden_args, data)}`")
    if stage == "version":
        return (f"the nightly's Python {python} has fxgolden {data['fxgolden']} ({data['fxgolden_file']}), "
                f"this is fxgolden {expected.fxgolden_version}: its cases would run with another fxgolden\n"
                f"  fix: install this one there with `{_pip_fix(python, expected.fxgolden_args, data)}`")
    detail = "\n".join("    " + line for line in data.get("detail", error).splitlines())
    if not data.get("missing"):
        fix = "the error above is in the project's cases (or their folder): fix it, then run the nightly again"
    elif expected.project_args:
        fix = (f"install the project there with `{_pip_fix(python, expected.project_args, data)}` "
               "(add what the cases import to its dependencies or to [tool.fxgolden] extras)")
    else:
        fix = ("install what the cases import into that Python yourself: the project is not a distribution the "
               "nightly can install (give its pyproject.toml a [project] table to have it installed)")
    return f"the nightly's Python {python} cannot import the project's cases:\n{detail}\n  fix: {fix}"


def _pip_fix(python: Path, args: Sequence[str], data: dict) -> str:
    from fxgolden.nightly.environment import pip_install_command

    return pip_install_command(python, args, has_pip=data.get("pip", True))


def _same_file(a: str, b: str) -> bool:
    try:
        return Path(a).resolve() == Path(b).resolve()
    except OSError:
        return a == b


def select_cases(cases: Sequence[str], patterns: Sequence[str]) -> list[str]:
    """The cases the patterns name, as every command reads them (``catalog.selection``); all when there is none.

    A pattern that names no case of the nightly's catalog is a usage error, as in `fxgolden run`.
    """
    from fxgolden.catalog import selection

    return selection.select(cases, patterns)


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
    """The compare-only pytest invocation for ``cases`` of the work copy (``pytest_plugin.suite.SuiteCommand``)."""
    from fxgolden.base.project import find_project
    from fxgolden.pytest_plugin.suite import SuiteCommand

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
    with open(log, "w", encoding="utf-8") as handle, \
            Command(pytest_command(python, work, cases, jobs=jobs, timeout_s=timeout_s), cwd=work,
                    env=clean_env({ENV_VAR: str(events), **(extra_env or {})}), stdout=handle) as run:
        while (returncode := run.wait(0.5)) is None:
            if on_progress is not None:
                on_progress(*_progress(events, len(cases)))
            if time.monotonic() - start > limit:
                run.stop()  # pytest, its xdist worker, its fork server and case children: one process group
                handle.write(f"\nfxgolden nightly: killed the run after {limit}s (whole-run limit)\n")
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
