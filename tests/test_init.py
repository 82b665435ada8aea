"""`fxgolden init` in a scratch repository, and every printed path naming the configured folders.

The unit tests call the CLI in-process; the example case's goldens are written
and compared by pytest in a subprocess, in the scratch repository, as a new
user would run it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from fxgolden.base.files import atomic_write_text
from fxgolden.base.project import find_project
from fxgolden.catalog.case import Case
from fxgolden.catalog.world import World
from fxgolden.cli import main
from fxgolden.golden.compare import CaseResult, UpdateMode, failure_message, orphans
from fxgolden.golden.store import GoldenStore
from fxgolden.run.result import CaseRun

PYPROJECT = '''\
[project]
name = "scratch"
version = "0.0.1"

[tool.black]
line-length = 100
'''

EXAMPLE = "example/row_parallel_matmul"


def scratch_repo(root: Path, *, tests: bool = True, pyproject: str | None = PYPROJECT) -> Path:
    """A user's repository: its own pyproject.toml (or none) and, usually, a tests/ folder."""
    root.mkdir(parents=True, exist_ok=True)
    if pyproject is not None:
        (root / "pyproject.toml").write_text(pyproject)
    if tests:
        (root / "tests").mkdir()
        (root / "tests" / "test_unit.py").write_text("def test_unit():\n    assert True\n")
    return root


def init(repo: Path, capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(["init", "--root", str(repo), *args])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def files_of(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_init_appends_the_table_writes_the_example_and_ignores_the_pending_area(tmp_path, capsys) -> None:
    repo = scratch_repo(tmp_path / "repo")
    (repo / ".gitignore").write_text("__pycache__/\n*.egg-info")  # no newline at the end
    code, out, err = init(repo, capsys)
    assert code == 0, err
    text = (repo / "pyproject.toml").read_text()
    assert text.startswith(PYPROJECT + "\n[tool.fxgolden]\n")  # the user's content kept byte for byte
    config = tomllib.loads(text)
    assert config["tool"]["black"] == {"line-length": 100} and config["project"]["name"] == "scratch"
    assert {k: config["tool"]["fxgolden"][k] for k in ("cases", "goldens")} == {
        "cases": "tests/fxgolden_cases", "goldens": "tests/goldens"}
    project = find_project(repo)
    assert project.cases_dir == repo / "tests" / "fxgolden_cases" and project.goldens_dir == repo / "tests" / "goldens"
    assert (project.cases_dir / "__init__.py").read_text() == ""
    example = (project.cases_dir / "example.py").read_text()
    assert f'"{EXAMPLE}"' in example and "fullgraph=True" in example and "Backend.AOT_EAGER" in example
    compile(example, "example.py", "exec")
    assert (repo / ".gitignore").read_text() == "__pycache__/\n*.egg-info\n.fxgolden/\n"
    assert (repo / ".gitattributes").read_text() == "tests/goldens/** text eol=lf\n"  # byte-compared goldens
    assert "created .gitattributes: tests/goldens/** text eol=lf" in out
    assert "appended to pyproject.toml" in out and "created tests/fxgolden_cases/example.py" in out
    assert "fxgolden run --update 'example/*'" in out and "into tests/goldens/cpu/example/" in out
    assert str(tmp_path) not in out.split("\n", 1)[1]  # every path after the first line is relative to the root


def test_init_refuses_a_second_time_and_writes_nothing(tmp_path, capsys) -> None:
    repo = scratch_repo(tmp_path / "repo")
    assert init(repo, capsys)[0] == 0
    before = files_of(repo)
    code, out, err = init(repo, capsys, "--cases", "other_cases")
    assert code == 2 and out == ""
    assert "already has a [tool.fxgolden] table" in err and "nothing was written" in err
    assert files_of(repo) == before


def test_init_without_pyproject_or_tests_folder_creates_both_files_at_the_root(tmp_path, capsys) -> None:
    repo = scratch_repo(tmp_path / "repo", tests=False, pyproject=None)
    code, out, err = init(repo, capsys)
    assert code == 0, err
    config = tomllib.loads((repo / "pyproject.toml").read_text())
    assert (config["tool"]["fxgolden"]["cases"] == "fxgolden_cases"
            and config["tool"]["fxgolden"]["goldens"] == "goldens")
    assert set(config) == {"tool"} and (repo / "fxgolden_cases" / "example.py").is_file()
    assert (repo / ".gitignore").read_text() == ".fxgolden/\n"
    assert "created pyproject.toml" in out and "created .gitignore" in out


def test_init_keeps_a_gitignore_that_already_ignores_the_pending_area(tmp_path, capsys) -> None:
    repo = scratch_repo(tmp_path / "repo")
    (repo / ".gitignore").write_text("/.fxgolden\nbuild/\n")
    (repo / ".gitattributes").write_text("*.png binary\ntests/goldens/** text eol=lf")  # the line is there
    assert init(repo, capsys)[0] == 0
    assert (repo / ".gitignore").read_text() == "/.fxgolden\nbuild/\n"
    assert (repo / ".gitattributes").read_text() == "*.png binary\ntests/goldens/** text eol=lf"


def test_init_appends_the_goldens_line_to_an_existing_gitattributes(tmp_path, capsys) -> None:
    repo = scratch_repo(tmp_path / "repo")
    (repo / ".gitattributes").write_text("*.png binary")  # no newline at the end
    code, out, _ = init(repo, capsys)
    assert code == 0 and "appended to .gitattributes" in out
    assert (repo / ".gitattributes").read_text() == "*.png binary\ntests/goldens/** text eol=lf\n"


def test_init_keeps_crlf_line_endings_and_the_options_choose_the_folders(tmp_path, capsys) -> None:
    repo = scratch_repo(tmp_path / "repo", pyproject=PYPROJECT.replace("\n", "\r\n"))
    assert init(repo, capsys, "--cases", "checks/graph_cases", "--goldens", "checks/goldens")[0] == 0
    data = (repo / "pyproject.toml").read_bytes()
    assert data.startswith(PYPROJECT.replace("\n", "\r\n").encode()) and b"\n" not in data.replace(b"\r\n", b"")
    project = find_project(repo)
    assert project.cases_dir == repo / "checks" / "graph_cases" and project.goldens_dir == repo / "checks" / "goldens"


@pytest.mark.parametrize(("args", "expected"), [
    (("--cases", "tests/json"), "'json' already imports from"),  # the registry imports it as top-level `json`
    (("--cases", "tests/my-cases"), "is not a Python package name"),
    (("--cases", "../elsewhere"), "outside the project root"),
    (("--cases", "tests/goldens/cases"), "overlap"),
])
def test_init_refuses_a_bad_cases_folder_and_writes_nothing(tmp_path, capsys, args, expected) -> None:
    repo = scratch_repo(tmp_path / "repo")
    before = files_of(repo)
    code, _, err = init(repo, capsys, *args)
    assert code == 2 and expected in err, err
    assert files_of(repo) == before


def test_init_never_writes_into_a_cases_folder_that_has_files(tmp_path, capsys) -> None:
    repo = scratch_repo(tmp_path / "repo")
    (repo / "tests" / "fxgolden_cases").mkdir()
    (repo / "tests" / "fxgolden_cases" / "mine.py").write_text("# the user's\n")
    before = files_of(repo)
    code, _, err = init(repo, capsys)
    assert code == 2 and "tests/fxgolden_cases already exists" in err and "--cases" in err
    assert files_of(repo) == before and not (repo / ".gitignore").exists()


def test_init_refuses_a_pyproject_that_is_not_toml(tmp_path, capsys) -> None:
    repo = scratch_repo(tmp_path / "repo", pyproject="[project\nname = 1\n")
    code, _, err = init(repo, capsys)
    assert code == 2 and "pyproject.toml: not valid TOML" in err and "nothing was written" in err
    assert not (repo / "tests" / "fxgolden_cases").exists()


def test_a_failure_names_the_configured_goldens_folder(tmp_path) -> None:
    """An orphaned golden of a project whose goldens are tests/goldens: printed from the project root."""
    store = GoldenStore(tmp_path / "tests" / "goldens", "cpu", tmp_path / ".fxgolden")
    atomic_write_text(store.golden_path("tiny/x", "g1.forward.py"), "old\n")
    run = CaseRun(case=Case(id="tiny/x", body=lambda ctx: None, world=World(pg="none")), artifacts={}, checks=[],
                  numerics=None, timings={})
    found = tuple(step.result for step in orphans(run, store, UpdateMode.PENDING))
    message = failure_message(CaseResult("tiny/x", found, ()), store)
    assert "[orphaned] g1.forward.py  golden: tests/goldens/cpu/tiny/x/g1.forward.py" in message, message


# The example case itself, as a new user runs it: pytest writes its goldens, then compares with them.

def environ(tmp: Path) -> dict[str, str]:
    skipped = ("CI", "PYTEST_ADDOPTS", "PYTEST_XDIST_WORKER", "PYTEST_XDIST_WORKER_COUNT")
    env = {k: v for k, v in os.environ.items() if k not in skipped}
    env["TORCHINDUCTOR_CACHE_DIR"] = str(tmp / "inductor")
    return env


def pytest_in(repo: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", "tests/fxgolden_cases", "-q", "-p", "no:cacheprovider",
                           *args], cwd=repo, env=environ(repo.parent), capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def initialized(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A scratch repository after `fxgolden init` and a first `pytest --snapshot-update` of its cases folder."""
    repo = scratch_repo(tmp_path_factory.mktemp("init") / "repo")
    assert main(["init", "--root", str(repo)]) == 0
    made = pytest_in(repo, "--snapshot-update")
    assert made.returncode == 0, made.stdout + made.stderr
    return repo


def test_the_example_case_writes_its_goldens_and_then_compares_with_them(initialized: Path) -> None:
    folder = initialized / "tests" / "goldens" / "cpu" / EXAMPLE
    assert sorted(p.name for p in folder.iterdir()) == ["collectives.txt", "g0.backward.py", "g0.dynamo.py",
                                                         "g0.forward.py", "summary.yaml"]
    assert "_c10d_functional.all_reduce.default(" in (folder / "g0.forward.py").read_text()
    assert "mesh_tp: all_reduce " in (folder / "collectives.txt").read_text()  # what the group ran
    compared = pytest_in(initialized)
    assert compared.returncode == 0, compared.stdout + compared.stderr
    assert "1 passed" in compared.stdout and "5 snapshots passed" in compared.stdout


def test_a_changed_golden_and_the_listing_name_tests_goldens(initialized: Path, tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    shutil.copytree(initialized, repo)
    golden = repo / "tests" / "goldens" / "cpu" / EXAMPLE / "g0.forward.py"
    golden.write_text(golden.read_text().replace("aten.relu.default(", "aten.sigmoid.default("))
    failed = pytest_in(repo)
    assert failed.returncode == 1, failed.stdout + failed.stderr
    shown = f"tests/goldens/cpu/{EXAMPLE}/g0.forward.py"
    assert f"[changed] g0.forward  golden: {shown}" in failed.stdout and f"--- {shown}" in failed.stdout
    assert f"actual saved for review: .fxgolden/pending/cpu/{EXAMPLE}/g0.forward.py" in failed.stdout
    listed = subprocess.run([sys.executable, "-m", "fxgolden", "list"], cwd=repo, env=environ(tmp_path),
                            capture_output=True, text=True, timeout=600)
    files = "collectives.txt g0.backward.py g0.dynamo.py g0.forward.py summary.yaml"
    assert f"tests/goldens/cpu: {files}" in listed.stdout, listed.stdout
