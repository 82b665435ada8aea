"""examples/mytrainer adopted from scratch, as a user would: a fresh venv, `fxgolden init`, goldens, drift.

One slow end-to-end test (a fresh venv with torch, then seven runs of the
example's five cases): 4 minutes on a busy 2-core machine, 70 s of it pip.
It starts from the example project without its fxgolden setup (no
[tool.fxgolden] table, no cases, no goldens), in a temporary folder:

1. a fresh venv (``python -m venv``) gets fxgolden as a user gets it: built from
   a clean copy of this checkout's distribution files, not editable, with the
   ``cpu`` extra that pins torch; then the project, editable, with its ``test`` extra;
2. ``fxgolden init`` writes the table and the cases package; the example's
   cases replace init's example case;
3. ``fxgolden run --update`` writes goldens that must be byte-identical to the
   committed ``examples/mytrainer/tests/goldens``: the example is green, and its
   goldens depend neither on the checkout's path nor on an editable install;
4. ``fxgolden run`` passes, reusing those results;
5. SiLU -> GELU in the model's SwiGLU MLP: ``fxgolden run`` (result cache on)
   exits 1 with the drift, and so does ``python -m pytest`` in the project;
6. ``fxgolden run --update``, then ``fxgolden run`` and ``python -m pytest`` pass again.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "mytrainer"
CASE_MODULES = ("tp.py", "fsdp.py")
N_CASES = 5  # tp/swiglu, tp/block[seq1|seq8], fsdp/train_steps[compile_blocks|compile_root]
N_UNIT_TESTS = 5  # tests/test_model.py
# What the environment of the runs below must not inherit from the pytest that runs this test.
UNSET = ("CI", "PYTEST_ADDOPTS", "PYTEST_XDIST_WORKER", "PYTEST_XDIST_WORKER_COUNT", "PYTEST_XDIST_TESTRUNUID",
         "PYTEST_CURRENT_TEST", "PYTEST_VERSION", "PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV", "TORCHINDUCTOR_CACHE_DIR",
         "FXGOLDEN_RESULT_CACHE")

pytestmark = pytest.mark.slow


def files_of(folder: Path) -> dict[str, bytes]:
    """Every file under ``folder`` (but Python's byte-code caches) by its relative path."""
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*"))
            if p.is_file() and "__pycache__" not in p.parts}


def without_fxgolden_table(pyproject: str) -> str:
    """``pyproject`` without its ``[tool.fxgolden]`` table (up to the next table header or the end)."""
    kept, inside = [], False
    for line in pyproject.splitlines(keepends=True):
        if line.startswith("["):
            inside = line.strip() == "[tool.fxgolden]"
        if not inside:
            kept.append(line)
    text = "".join(kept).rstrip("\n") + "\n"
    assert "fxgolden" not in tomllib.loads(text).get("tool", {})
    return text


def user_project(dest: Path) -> Path:
    """The example as it was before fxgolden: the package, tests/test_model.py, pyproject's other tables."""
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info", ".fxgolden")
    shutil.copytree(EXAMPLE / "src", dest / "src", ignore=ignore)
    (dest / "tests").mkdir(parents=True)
    shutil.copy2(EXAMPLE / "tests" / "test_model.py", dest / "tests" / "test_model.py")
    shutil.copy2(EXAMPLE / "README.md", dest / "README.md")
    (dest / "pyproject.toml").write_text(without_fxgolden_table((EXAMPLE / "pyproject.toml").read_text()))
    return dest


def fxgolden_distribution(dest: Path) -> Path:
    """This checkout's distribution files (what its wheel is built from), copied: pip builds the wheel there.

    Building in the checkout itself would leave build/ behind, whose stale modules later wheels would ship.
    """
    ignore = shutil.ignore_patterns("__pycache__", "*.egg-info")
    shutil.copytree(ROOT / "src", dest / "src", ignore=ignore)
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, dest / name)
    return dest


class Shell:
    """Runs commands in the project with the fresh venv first on PATH; keeps each step's time."""

    def __init__(self, project: Path, venv: Path, tmp: Path) -> None:
        self.project = project
        self.bin = venv / "bin"
        self.env = {k: v for k, v in os.environ.items() if k not in UNSET}
        self.env["PATH"] = f"{self.bin}{os.pathsep}{self.env.get('PATH', '')}"
        self.env["VIRTUAL_ENV"] = str(venv)
        self.env["TORCHINDUCTOR_CACHE_DIR"] = str(tmp / "inductor-cache")
        self.times: list[tuple[str, float]] = []

    def __call__(self, *command: str, expect: int = 0, timeout: int = 900) -> str:
        start = time.perf_counter()
        done = subprocess.run(command, cwd=self.project, env=self.env, capture_output=True, text=True,
                              timeout=timeout, check=False)
        self.times.append((" ".join(command[:3]), time.perf_counter() - start))
        output = done.stdout + done.stderr
        assert done.returncode == expect, (f"`{' '.join(command)}` exited {done.returncode}, expected {expect}:\n"
                                           f"{output[-6000:]}")
        return output


def test_example_project_from_a_fresh_venv(tmp_path: Path) -> None:
    project = user_project(tmp_path / "mytrainer")
    venv = tmp_path / "venv"
    sh = Shell(project, venv, tmp_path)
    sh(sys.executable, "-m", "venv", str(venv))  # the interpreter of this run: the goldens record its version
    pip = (str(sh.bin / "python"), "-m", "pip", "install", "--disable-pip-version-check", "-q")
    sh(*pip, f"{fxgolden_distribution(tmp_path / 'fxgolden-dist')}[cpu]")
    sh(*pip, "-e", f"{project}[test]")

    # fxgolden init: the table and the cases package go beside the existing tests/ folder
    out = sh("fxgolden", "init")
    assert "created tests/fxgolden_cases/__init__.py" in out, out
    table = tomllib.loads((project / "pyproject.toml").read_text())["tool"]["fxgolden"]
    assert (table["cases"], table["goldens"]) == ("tests/fxgolden_cases", "tests/goldens")
    cases = project / "tests" / "fxgolden_cases"
    (cases / "example.py").unlink()  # init's example case makes way for the project's own
    for name in CASE_MODULES:
        shutil.copy2(EXAMPLE / "tests" / "fxgolden_cases" / name, cases / name)
    assert files_of(cases) == files_of(EXAMPLE / "tests" / "fxgolden_cases"), "the example has other case files"

    # the goldens this fresh install writes are the committed ones, byte for byte
    out = sh("fxgolden", "run", "--update")
    assert f"{N_CASES} cases: {N_CASES} passed" in out, out
    assert files_of(project / "tests" / "goldens") == files_of(EXAMPLE / "tests" / "goldens"), \
        "goldens written in a fresh venv differ from examples/mytrainer/tests/goldens"
    out = sh("fxgolden", "run")
    assert f"{N_CASES} of them reused the results of an identical earlier run" in out, out

    # an edit of the project's own package is drift: the result cache sees the changed file
    model = project / "src" / "mytrainer" / "model.py"
    text = model.read_text()
    assert text.count("F.silu(") == 1
    model.write_text(text.replace("F.silu(", "F.gelu("))
    out = sh("fxgolden", "run", expect=1)
    assert "reused" not in out and "[changed] g0.forward" in out and "aten.gelu.default(" in out, out
    out = sh("python", "-m", "pytest", "-q", expect=1)
    assert f"{N_CASES} failed, {N_UNIT_TESTS} passed" in out, out

    # accepted by an update: both pass again
    out = sh("fxgolden", "run", "--update")
    assert f"{N_CASES} cases: {N_CASES} passed" in out, out
    swiglu = project / "tests" / "goldens" / "cpu" / "tp" / "swiglu"
    assert "aten.gelu.default(" in (swiglu / "g0.forward.py").read_text()
    out = sh("fxgolden", "run")
    assert f"{N_CASES} of them reused" in out, out
    # (no reuse asserted here: fxgolden 0.1.0 lists the entry script, `__main__`, among a run's dependencies,
    # so results stored by `fxgolden run` are not reused by `python -m pytest`, nor the other way round)
    out = sh("python", "-m", "pytest", "-q")
    assert f"{N_CASES + N_UNIT_TESTS} passed" in out, out
    print("\n".join(f"{seconds:6.1f} s  {step}" for step, seconds in sh.times))
