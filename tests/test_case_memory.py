"""What a case costs in memory: reported for every case, capped on request with an error naming the case.

Test-only cases in a throw-away project, run through ``fxgolden run`` as a user runs them.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from fxgolden.isolate.memory import describe, parse_size

CASES = '''
import torch
from fxgolden import World, case


@case("mem/large", world=World(size=2, rank=0), numerics=False)
def large(ctx):
    held = torch.ones(512, 1024, 1024)  # 2 GiB, touched
    x = torch.randn(4, 8)
    return {"out": ctx.compile(lambda t: t.sin(), fullgraph=True)(x) + held[0, 0, :8].sum()}


@case("mem/small", world=World(size=2, rank=0))
def small(ctx):
    x = torch.randn(4, 8)
    return {"out": ctx.compile(lambda t: t.cos(), fullgraph=True)(x)}
'''


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    project = tmp_path_factory.mktemp("mem")
    (project / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "cases"\ngoldens = "goldens"\n')
    (project / "cases").mkdir()
    (project / "cases" / "__init__.py").write_text("")
    (project / "cases" / "mem.py").write_text(CASES)
    made = _fxgolden(project, "--update", "mem/small")
    assert made.returncode == 0, made.stdout + made.stderr
    return project


def _fxgolden(project: Path, *args: str) -> subprocess.CompletedProcess:
    environ = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")}
    return subprocess.run([sys.executable, "-m", "fxgolden", "run", *args], cwd=project, env=environ,
                          capture_output=True, text=True, timeout=600)


def test_every_case_reports_its_peak_memory(project: Path) -> None:
    done = _fxgolden(project, "--no-result-cache", "mem/small", "--", "-v")
    assert done.returncode == 0, done.stdout + done.stderr
    assert "peak memory of a case's process: mem/small " in done.stdout
    line = next(line for line in done.stdout.splitlines() if "peak memory of a case's process" in line)
    assert "MiB" in line or "GiB" in line


def test_a_case_past_the_memory_cap_fails_naming_the_case_and_the_cap(project: Path) -> None:
    done = _fxgolden(project, "--update", "--max-memory", "1G", "mem/large", "mem/small")
    assert done.returncode == 1, done.stdout + done.stderr
    assert "mem/large" in done.stdout and "passed the memory cap of 1.00 GiB" in done.stdout
    assert "--fxgolden-max-memory" in done.stdout and "fake tensors" in done.stdout
    assert "1 passed, 1 failed" in done.stdout  # the run goes on to the next case
    assert not (project / "goldens" / "cpu" / "mem" / "large").exists()  # nothing of the stopped case written


def test_a_bad_cap_is_refused_before_any_case_runs(project: Path) -> None:
    done = _fxgolden(project, "--max-memory", "lots", "mem/small")
    assert done.returncode == 2
    assert "--fxgolden-max-memory: 'lots' is not a memory size" in done.stdout + done.stderr


@pytest.mark.parametrize(("text", "size"), [("2G", 2 * 2**30), ("1500M", 1500 * 2**20), ("2GiB", 2 * 2**30),
                                            ("512k", 512 * 2**10), ("1000", 1000)])
def test_memory_sizes_read_as_people_write_them(text: str, size: int) -> None:
    assert parse_size(text) == size


def test_sizes_print_as_people_read_them() -> None:
    assert describe(1.5 * 2**30) == "1.50 GiB" and describe(300 * 2**20) == "300 MiB"
