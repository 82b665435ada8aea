"""--fxgolden-jobs N: case processes started ahead of pytest, in one pytest process.

Two cases that each wait for the other's marker file can only pass when
their processes run at the same time; the goldens they make must be the
bytes a serial run makes, and ``-x`` must not leave a started child behind.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

CASES = '''
import os
import time
from pathlib import Path

import torch
from fxgolden import Backend, World, case

MARKERS = Path(__file__).resolve().parents[1] / "markers"


def _meet(mine, other):
    """Leave my marker, then wait for the other case's: both processes must be alive at once."""
    MARKERS.mkdir(exist_ok=True)
    (MARKERS / mine).touch()
    for _ in range(300):
        if (MARKERS / other).exists():
            return
        time.sleep(0.1)
    raise RuntimeError(f"{other} never ran beside {mine}")


@case("meet/a", world=World(pg="none"), backends=[Backend.AOT_EAGER])
def a(ctx):
    _meet("a", "b")
    return ctx.compile(lambda x: x.sin(), fullgraph=True)(torch.randn(4))


@case("meet/b", world=World(pg="none"), backends=[Backend.AOT_EAGER])
def b(ctx):
    _meet("b", "a")
    return ctx.compile(lambda x: x.cos(), fullgraph=True)(torch.randn(4))


@case("meet/c_fails", world=World(pg="none"), backends=[Backend.AOT_EAGER])
def c_fails(ctx):
    for _ in range(300):  # fail once the case started ahead is running
        if (MARKERS / "d_started").exists():
            break
        time.sleep(0.1)
    raise RuntimeError("this case fails on purpose")


@case("meet/d_slow", world=World(pg="none"), backends=[Backend.AOT_EAGER])
def d_slow(ctx):
    MARKERS.mkdir(exist_ok=True)
    (MARKERS / "d_started").write_text(str(os.getpid()))
    time.sleep(60)
    return ctx.compile(lambda x: x.tan(), fullgraph=True)(torch.randn(4))
'''


def suite(project: Path, *args: str) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS", "PYTEST_XDIST_WORKER")}
    env["FXGOLDEN_RESULT_CACHE"] = "0"  # every run compiles: the markers must be made again
    return subprocess.run([sys.executable, "-m", "pytest", "cases", "-q", "-p", "no:cacheprovider",
                           "-p", "no:xdist", *args], cwd=project, env=env, capture_output=True, text=True, timeout=600)


def _digests(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file() and p.name != "profile.toml"}


@pytest.fixture
def project(tmp_path) -> Path:
    (tmp_path / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "cases"\ngoldens = "goldens"\n')
    (tmp_path / "cases").mkdir()
    (tmp_path / "cases" / "__init__.py").write_text("")
    (tmp_path / "cases" / "meet.py").write_text(CASES)
    (tmp_path / "tests").mkdir()
    return tmp_path


def test_two_jobs_run_two_cases_at_once_and_make_the_serial_runs_bytes(project):
    pair = ("--fxgolden-case", "meet/a", "--fxgolden-case", "meet/b")
    made = suite(project, "--snapshot-update", "--fxgolden-jobs", "2", *pair)
    assert made.returncode == 0, made.stdout + made.stderr
    assert "2 cases: 2 passed, 0 failed" in made.stdout
    parallel = _digests(project / "goldens")
    shutil.rmtree(project / "markers")
    (project / "markers").mkdir()
    (project / "markers" / "b").touch()  # serially, meet/a finds b's marker; meet/b then finds a's
    serial = suite(project, "--snapshot-update", "--fxgolden-jobs", "1", *pair)  # rewrites what differs
    assert serial.returncode == 0, serial.stdout
    assert len(parallel) > 4 and _digests(project / "goldens") == parallel


def test_stop_at_the_first_failure_stops_the_case_started_ahead(project):
    run = suite(project, "--snapshot-update", "--fxgolden-jobs", "2", "-x", "--fxgolden-order", "catalog",
                "--fxgolden-case", "meet/c_fails", "--fxgolden-case", "meet/d_slow")
    assert run.returncode == 1, run.stdout
    assert "this case fails on purpose" in run.stdout and "1 not reached" in run.stdout
    pid = int((project / "markers" / "d_started").read_text())  # it was started ahead ...
    with pytest.raises(ProcessLookupError):  # ... and stopped with the run, not left sleeping
        os.kill(pid, 0)


def test_jobs_and_in_process_are_refused_together(project):
    run = suite(project, "--fxgolden-jobs", "2", "--fxgolden-in-process")
    assert run.returncode == 2, run.stdout  # pytest: a usage error while collecting
    assert "--fxgolden-jobs runs cases in processes of their own; --fxgolden-in-process runs them" in run.stdout
