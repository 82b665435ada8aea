"""What fxgolden's pytest plugin costs a run that does not use it.

pytest loads the plugin (its ``pytest11`` entry point) in every run of a virtualenv that has fxgolden: a
project's own unit tests, with or without ``[tool.fxgolden]``. Such a run must not import the golden
machinery (the catalog, checks, the golden comparison, torch): it took 0.3-0.45 s of every run before.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

# Modules a run of plain tests has no use for: each pulls in most of the package (or torch).
HEAVY = ("torch", "fxgolden.catalog", "fxgolden.check", "fxgolden.golden.compare", "fxgolden.golden.writer",
         "fxgolden.normalize", "fxgolden.pytest_plugin.session", "fxgolden.pytest_plugin.settings",
         "fxgolden.run.record")

CONFTEST = '''
import json, os, sys

def pytest_unconfigure(config):
    with open(os.environ["FOOTPRINT_OUT"], "w") as out:
        json.dump({"modules": sorted(sys.modules), "plugin": config.pluginmanager.has_plugin("fxgolden.plugin")}, out)
'''


def _modules_after_a_plain_run(folder: Path) -> dict[str, object]:
    (folder / "test_plain.py").write_text("def test_plain():\n    assert 1 + 1 == 2\n", encoding="utf-8")
    (folder / "conftest.py").write_text(CONFTEST, encoding="utf-8")
    out = folder / "footprint.json"
    result = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_plain.py"],
                            cwd=folder, env={**os.environ, "FOOTPRINT_OUT": str(out)},
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    return json.loads(out.read_text(encoding="utf-8"))


@pytest.mark.parametrize("fxgolden_project", [False, True], ids=["no-project", "fxgolden-project"])
def test_a_run_of_plain_tests_imports_no_golden_machinery(tmp_path: Path, fxgolden_project: bool) -> None:
    if fxgolden_project:
        (tmp_path / "pyproject.toml").write_text("[tool.fxgolden]\ncases = \"cases\"\n", encoding="utf-8")
        (tmp_path / "cases").mkdir()
    seen = _modules_after_a_plain_run(tmp_path)
    assert seen["plugin"], "fxgolden's plugin was not loaded: the test would prove nothing"
    modules = seen["modules"]
    assert isinstance(modules, list)
    heavy = sorted(module for module in modules if module.startswith(HEAVY))
    assert heavy == []


def test_the_golden_suite_leaves_hypothesis_out_unless_asked() -> None:
    """The suite's own pytest command blocks hypothesis's plugin (which imports hypothesis, a second of every
    run where bytecode is not written), unless an argument given to pytest names hypothesis."""
    from fxgolden.pytest_plugin.suite import SuiteCommand

    command = SuiteCommand(Path("cases"), Path("."))
    plain = command.args(cases=["tp/*"])
    assert plain[plain.index("no:hypothesispytest") - 1] == "-p"
    assert "no:hypothesispytest" not in command.args(extra=["--hypothesis-seed=3"])
