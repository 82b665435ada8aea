"""The package's layers (docs/architecture.md) and the absence of import cycles, checked on the real sources.

The layers are import-linter's contract in pyproject.toml; cycles are found on
grimp's import graph (the one import-linter builds), which counts imports
inside functions and under TYPE_CHECKING as well: a loop hidden in a function
is still a loop.
"""

from __future__ import annotations

import graphlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import grimp
import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "fxgolden"


def import_graph(package: str = "fxgolden") -> dict[str, set[str]]:
    """Each module of ``package`` and the modules of ``package`` it imports anywhere in its source."""
    graph = grimp.build_graph(package, cache_dir=None)
    return {module: set(graph.find_modules_directly_imported_by(module)) for module in graph.modules}


def first_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle of ``graph`` (its modules in order, the first repeated last), or None."""
    try:
        graphlib.TopologicalSorter(graph).prepare()
    except graphlib.CycleError as error:
        return list(error.args[1])
    return None


def lint_imports(root: Path, pythonpath: Path) -> subprocess.CompletedProcess[str]:
    """``lint-imports`` with the contract of ``root``'s pyproject.toml, over the package found on ``pythonpath``."""
    env = {**os.environ, "PYTHONPATH": str(pythonpath)}
    return subprocess.run([sys.executable, "-c", "import sys; from importlinter.cli import lint_imports_command; "
                           "sys.exit(lint_imports_command())", "--no-cache"],
                          cwd=root, env=env, capture_output=True, text=True, timeout=120)


def test_no_module_imports_a_module_that_imports_it_back() -> None:
    cycle = first_cycle(import_graph())
    assert cycle is None, "import cycle: " + " -> ".join(cycle or ())


def test_first_cycle_finds_a_loop_and_only_a_loop() -> None:
    assert first_cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None
    cycle = first_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}})
    assert cycle is not None and cycle[0] == cycle[-1] and set(cycle) == {"a", "b", "c"}


def test_the_layers_contract_is_kept() -> None:
    result = lint_imports(ROOT, ROOT / "src")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 kept, 0 broken" in result.stdout


def test_an_upward_import_inside_a_function_breaks_the_contract(tmp_path: Path) -> None:
    """The contract is not vacuous: errors (the bottom layer) importing the CLI, inside a function, is caught."""
    shutil.copytree(PACKAGE, tmp_path / "src" / "fxgolden", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    errors = tmp_path / "src" / "fxgolden" / "base" / "errors.py"
    errors.write_text(errors.read_text() + "\n\ndef _upward():\n    from fxgolden import cli  # noqa\n")
    result = lint_imports(tmp_path, tmp_path / "src")
    assert result.returncode == 1, result.stdout + result.stderr
    assert "fxgolden.base.errors -> fxgolden.cli" in result.stdout


def test_the_package_top_level_is_the_stages_and_the_entry_points() -> None:
    """``ls src/fxgolden`` shows the flow: every top-level module or package is one the contract places."""
    import tomllib

    contract = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"][0]
    placed = {name.strip() for layer in contract["layers"] for name in layer.replace("|", ":").split(":")}
    present = {path.stem for path in PACKAGE.iterdir()
               if path.suffix == ".py" and path.stem != "__init__" or (path / "__init__.py").is_file()}
    assert present == placed, f"not placed: {sorted(present - placed)}; placed but absent: {sorted(placed - present)}"


@pytest.mark.parametrize("layer_file", [Path("docs/architecture.md")])
def test_every_layer_of_the_contract_is_drawn_in_the_docs(layer_file: Path) -> None:
    """docs/architecture.md names every top-level module the contract places, so the picture cannot drift."""
    import tomllib

    contract = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]["contracts"][0]
    text = (ROOT / layer_file).read_text()
    modules = [name.strip() for layer in contract["layers"] for name in layer.replace("|", ":").split(":")]
    missing = [name for name in modules if f"`{name}`" not in text]
    assert not missing, f"{layer_file} does not name {missing}"


def test_ci_runs_exactly_the_readmes_test_command_with_its_checks() -> None:
    """.ci/run is the README's second command, and that command runs ruff, mypy and the layers before pytest."""
    import re

    commands = re.findall(r"```sh\n(.+?)\n```", (ROOT / "README.md").read_text())
    test_command = next(c for c in commands if "pytest" in c and "install-chromium" in c)
    ci_lines = [line for line in (ROOT / ".ci" / "run").read_text().splitlines() if line and line[0] not in "#"]
    assert ci_lines[-1] == test_command
    for check in (".venv/bin/ruff check", ".venv/bin/mypy", ".venv/bin/lint-imports"):
        assert test_command.index(check) < test_command.index("-m pytest")
