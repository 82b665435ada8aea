"""The nightly job: status classification, history, bad input, and one real run with a crashing case.

The real run uses this interpreter's environment (``--python``) instead of
installing another torch, on a throw-away project: one case matches, one
drifted (its golden was edited), one crashes its process (os.abort), one hangs
past the per-case timeout. The run must finish and report all four.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import fxgolden
from fxgolden.base.errors import UsageError
from fxgolden.nightly import InfrastructureError, environment, execute, history, results
from fxgolden.nightly.environment import FxgoldenSource, ProjectSource, install_plan, project_source
from fxgolden.nightly.results import CaseStatus, Status, case_status
from fxgolden.nightly.torchspec import SourceKind, TorchSource, parse_source
from fxgolden.run.record import Outcome

ROOT = Path(__file__).resolve().parents[1]
NODE = "cases::test_golden[fam/x[S0]]"


def rep(outcome: str, *, when: str = "call", record: dict | None = None, longrepr: str = "", t: float = 100.0,
        duration: float = 1.0) -> dict:
    # every report of a golden item names its case; xdist's report of a crashed worker has no properties
    props = [["fxgolden_case", "fam/x[S0]"]] if "crashed while running" not in longrepr else []
    props += [["fxgolden_result", json.dumps(record)]] if record is not None else []
    return {"event": "report", "nodeid": NODE, "when": when, "outcome": outcome, "duration": duration,
            "t": t, "longrepr": longrepr, "properties": props}


OK = {"case": "fam/x[S0]", "ok": True, "outcomes": {"g0.forward": "match"}, "timings": {"compile": 2.0}}
DRIFT = {**OK, "ok": False, "outcomes": {"g0.forward": "changed", "summary": "match"}}
NEW = {**OK, "ok": False, "outcomes": {"g0.forward": "new"}}
CHECKS = {**OK, "ok": False, "outcomes": {}}
# FSDP2's reshard_after_forward flipped: the collectives drifted and the invariant check on them failed too
CHECKS_AND_DRIFT = {**OK, "ok": False, "outcomes": {"collectives": "changed", "summary": "changed"},
                    "failed_checks": ["resharded after forward, on collectives: stopped at check('all_gather'): x"]}
RAISED = {"case": "fam/x[S0]", "ok": False, "outcomes": {}, "error": "case 'fam/x' failed in phase compile: X",
          "timings": {}}
CRASHED = "worker 'gw0' crashed while running 'cases::test_golden[fam/x[S0]]'"


@pytest.mark.parametrize(("reports", "started", "status"), [
    ([rep("passed", record=OK)], 99.0, Status.OK),
    ([rep("failed", record=DRIFT)], 99.0, Status.DRIFT),
    ([rep("failed", record=NEW)], 99.0, Status.DRIFT),
    ([rep("failed", record=CHECKS)], 99.0, Status.FAILED),
    ([rep("failed", record=CHECKS_AND_DRIFT)], 99.0, Status.FAILED),
    ([rep("failed", record=RAISED)], 99.0, Status.ERROR),
    ([rep("skipped", when="setup", longrepr="not run here: needs cuda")], 99.0, Status.NOT_RUN),
    ([rep("failed", longrepr=CRASHED, t=100.0)], 98.0, Status.CRASH),
    ([rep("failed", longrepr=CRASHED, t=100.0)], 40.0, Status.TIMEOUT),
    ([rep("failed", when="setup", longrepr="fixture exploded")], 99.0, Status.ERROR),
], ids=["ok", "drift", "new golden", "checks", "checks and drift", "raised", "not run", "crash", "timeout",
        "setup error"])
def test_case_status(reports: list[dict], started: float, status: Status) -> None:
    record = case_status(reports, started=started, timeout_s=60)
    assert record.case == "fam/x[S0]"
    assert record.status is status
    if status is Status.ERROR and any(k == "fxgolden_result" for k, _ in reports[0].get("properties", [])):
        assert "phase compile" in record.message
    recorded = [json.loads(v) for k, v in reports[0].get("properties", []) if k == "fxgolden_result"]
    if recorded and "failed_checks" in recorded[0]:
        assert record.message.startswith("check failed: resharded after forward") and "collectives: changed" in \
            record.message


def test_history_skips_a_corrupt_line_and_says_so(tmp_path: Path) -> None:
    path = tmp_path / "history.jsonl"
    entry = {"started": "2026-01-01T00:00:00+00:00", "torch": "2.14.1", "counts": {"changed": 1}, "compile_s": 3.0}
    history.append(path, entry)
    with open(path, "a") as handle:
        handle.write('{"started": "2026-01-02", "torch": "2.14.1", "coun')  # a torn write, no newline
    history.append(path, {**entry, "torch": "2.15.0"})
    with open(path, "a") as handle:
        handle.write('["not", "a", "run"]\n')
    read = history.read(path)
    assert [r["torch"] for r in read.runs] == ["2.14.1", "2.15.0"]
    assert len(read.warnings) == 2
    assert f"{path}:2: skipped a corrupt history line" in read.warnings[0]
    assert f"{path}:4: skipped a corrupt history line (not a run record" in read.warnings[1]


@pytest.mark.parametrize(("text", "kind"), [
    ("torch==2.14.1", SourceKind.REQUIREMENT),
    ("torch>=2.14,<2.16", SourceKind.REQUIREMENT),
])
def test_torch_source(text: str, kind: SourceKind) -> None:
    assert parse_source(text).kind is kind


@pytest.mark.parametrize(("text", "message"), [
    ("/nowhere/torch-2.14.1-cp311-cp311-linux_x86_64.whl", "does not exist"),
    ("numpy==2.0", "is not a torch requirement"),
    (None, "name the torch to test"),
])
def test_bad_torch_source_is_a_usage_error(text: str | None, message: str) -> None:
    with pytest.raises(UsageError, match=message):
        parse_source(text)


def test_shards_split_the_sorted_catalog() -> None:
    cases = [f"f/c{i}" for i in range(7)]
    parts = [execute.shard(cases, i, 3) for i in (1, 2, 3)]
    assert sorted(sum(parts, [])) == sorted(cases) and all(parts)
    assert execute.parse_shard("2/3") == (2, 3)
    timed = {"f/c0": 30.0, "f/c1": 20.0, "f/c2": 10.0, "f/c3": 10.0, "f/c4": 5.0, "f/c5": 5.0}
    balanced = [execute.shard(list(timed), i, 2, timed) for i in (1, 2)]
    assert balanced == [["f/c0", "f/c3"], ["f/c1", "f/c2", "f/c4", "f/c5"]]
    assert [sum(timed[c] for c in part) for part in balanced] == [40.0, 40.0]  # every-other would give 50 and 30
    for bad in ("0/3", "4/3", "x", "1-2"):
        with pytest.raises(ValueError, match="--shard"):
            execute.parse_shard(bad)


def nightly(*args: str, cwd: Path = ROOT, timeout: int = 600) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")}
    return subprocess.run([sys.executable, str(ROOT / "tools" / "nightly.py"), *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=timeout)


def test_missing_wheel_is_exit_2(tmp_path: Path) -> None:
    result = nightly(str(tmp_path / "torch-9.9.9-cp311-none-any.whl"), "--out", str(tmp_path / "o"))
    assert result.returncode == 2
    assert "torch wheel" in result.stderr and "does not exist" in result.stderr


def test_unresolvable_torch_spec_is_exit_2(tmp_path: Path) -> None:
    result = nightly("torch==0.0.1", "--out", str(tmp_path / "o"), "--venv", str(tmp_path / "venv"))
    assert result.returncode == 2, result.stdout + result.stderr
    assert "pip could not install torch==0.0.1" in result.stderr


def test_output_folder_not_writable_is_exit_2(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    result = nightly("--python", sys.executable, "--out", str(blocker / "out"))
    assert result.returncode == 2
    assert f"output folder {blocker / 'out'} is not writable" in result.stderr


def test_snapshot_update_is_refused(tmp_path: Path) -> None:
    result = nightly("--python", sys.executable, "--out", str(tmp_path / "o"), "--snapshot-update")
    assert result.returncode == 2 and "never writes goldens" in result.stderr


CASES = '''
import os
import time

import torch
from fxgolden import Backend, World, case


@case("tiny/sin_cos", world=World(pg="none"), backends=[Backend.AOT_EAGER])
def sin_cos(ctx):
    x = torch.randn(8, requires_grad=True)
    return {"out": ctx.compile(lambda x: x.sin().cos(), fullgraph=True)(x)}


@case("tiny/mul_add", world=World(pg="none"), backends=[Backend.AOT_EAGER])
def mul_add(ctx):
    x = torch.randn(8, requires_grad=True)
    return {"out": ctx.compile(lambda x: x * 2 + 1, fullgraph=True)(x)}


@case("tiny/crash", world=World(pg="none"), backends=[Backend.AOT_EAGER], numerics=False)
def crash(ctx):
    os.abort()


@case("tiny/hang", world=World(pg="none"), backends=[Backend.AOT_EAGER], numerics=False)
def hang(ctx):
    time.sleep(3600)
'''


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("nightly")
    (root / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "cases"\ngoldens = "goldens"\n')
    (root / "cases").mkdir()
    (root / "cases" / "__init__.py").write_text("")
    (root / "cases" / "tiny.py").write_text(textwrap.dedent(CASES))
    (root / "tests").mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")}
    made = subprocess.run([sys.executable, "-m", "pytest", "cases", "-q", "-p", "no:cacheprovider",
                           "--snapshot-update", "--fxgolden-case", "tiny/sin_cos", "--fxgolden-case", "tiny/mul_add"],
                          cwd=root, env=env, capture_output=True, text=True, timeout=600)
    assert made.returncode == 0, made.stdout[-3000:]
    forward = root / "goldens" / "cpu" / "tiny" / "mul_add" / "g0.forward.py"
    forward.write_text(forward.read_text().replace("aten.add.Tensor", "aten.sub.Tensor"))
    return root


def test_a_crash_and_a_hang_do_not_stop_the_run(project: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    goldens_before = {p: p.read_bytes() for p in (project / "goldens").rglob("*") if p.is_file()}
    (out / "history.jsonl").write_text(json.dumps({"started": "2026-01-01T00:00:00+00:00", "torch": "2.13.0",
                                                   "counts": {"changed": 0, "failed": 0, "errored": 0},
                                                   "compile_s": 1.5}) + "\nnot json at all\n")
    result = nightly("--python", sys.executable, "--out", str(out), "--jobs", "2", "--timeout", "20", cwd=project)
    assert result.returncode == 1, result.stdout + result.stderr
    data = json.loads((out / "results.json").read_text())
    statuses = {c["case"]: (c["status"], c["labels"]) for c in data["cases"]}
    assert statuses == {"tiny/crash": ("crash", []), "tiny/hang": ("timeout", []),
                        "tiny/mul_add": ("drift", ["structural"]), "tiny/sin_cos": ("ok", [])}
    assert all(c["torch"] == data["run"]["torch"] for c in data["cases"])
    assert data["run"]["counts"]["changed"] == 1 and data["run"]["counts"]["errored"] == 2
    suite = ET.parse(out / "junit.xml").getroot().find("testsuite")
    assert (suite.get("tests"), suite.get("failures"), suite.get("errors")) == ("4", "1", "2")
    page = (out / "report.html").read_text()
    assert "tiny/mul_add" in page and "aten.sub.Tensor" in page and "status-crash" in page
    runs = [json.loads(line) for line in (out / "history.jsonl").read_text().splitlines() if line.startswith("{")]
    assert len(runs) == 2 and runs[-1]["exit_code"] == 1
    assert "history.jsonl:2: skipped a corrupt history line" in result.stderr
    assert (out / "trend.png").read_bytes()[:4] == b"\x89PNG"
    assert "crash: tiny/crash" in result.stdout and "drift: tiny/mul_add [structural]" in result.stdout
    assert {p: p.read_bytes() for p in (project / "goldens").rglob("*") if p.is_file()} == goldens_before
    assert not (project / ".fxgolden" / "pending").exists()  # pending actuals stay in the throw-away copy...
    assert (out / "actuals" / "pending" / "cpu" / "tiny" / "mul_add" / "g0.forward.py").is_file()  # ...and out/


def test_no_drift_exits_0(project: Path, tmp_path: Path) -> None:
    result = nightly("--python", sys.executable, "--out", str(tmp_path / "out"), "--case", "tiny/sin_cos",
                     "--jobs", "1", cwd=project)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 cases: 1 ok, 0 changed" in result.stdout


# --- the nightly's venv: what it installs, when it is reused, and the preflight of its Python ---

TORCH = TorchSource(SourceKind.REQUIREMENT, "torch==2.14.1")
EDITABLE = FxgoldenSource("0.1.0", Path("/src/fxgolden"), editable=True)


def user_project(root: Path, tables: str = "", extras: tuple[str, ...] = ()) -> ProjectSource:
    root.mkdir(parents=True, exist_ok=True)
    (root / "pyproject.toml").write_text(tables + '\n[tool.fxgolden]\ncases = "cases"\n')
    return project_source(root, extras)


DISTRIBUTION = '[project]\nname = "userproj"\nversion = "1.0"\ndependencies = ["torch>=2.11"]\n'


def test_install_plan_torch_first_then_this_fxgolden_then_the_project(tmp_path: Path) -> None:
    project = user_project(tmp_path / "user", DISTRIBUTION, extras=("test", "gpu"))
    plan = install_plan(TORCH, EDITABLE, project)
    root = tmp_path.resolve() / "user"
    assert [(s.what, s.args, s.pins) for s in plan.steps] == [
        ("installing torch==2.14.1", ("torch==2.14.1",), ()),
        ("installing fxgolden 0.1.0 (editable, /src/fxgolden)", ("-e", "/src/fxgolden"), ("torch",)),
        (f"installing the project {root}[test,gpu] (editable)", ("-e", f"{root}[test,gpu]"), ("torch", "fxgolden")),
    ]
    assert plan.notes == ()
    # the torch under test is the only torch pip is ever asked for; every later step pins it
    assert [a for s in plan.steps for a in s.args if a.startswith("torch")] == ["torch==2.14.1"]
    assert all("torch" in s.pins for s in plan.steps[1:])


def test_install_plan_released_fxgolden_and_a_project_that_is_no_distribution(tmp_path: Path) -> None:
    project = user_project(tmp_path / "user")  # only [tool.fxgolden]
    assert "no [project] or [build-system] table" in project.skipped
    plan = install_plan(TORCH, FxgoldenSource("0.3.0"), project)
    assert [s.args for s in plan.steps] == [("torch==2.14.1",), ("fxgolden==0.3.0",)]
    assert plan.steps[1].what == "installing fxgolden 0.3.0 (from the package index)"
    assert plan.notes == (f"not installing the project {tmp_path.resolve() / 'user'}: {project.skipped}",)


def test_install_plan_installs_fxgoldens_own_repository_once() -> None:
    ours = environment.running_fxgolden()
    assert ours == FxgoldenSource(fxgolden.__version__, ROOT, editable=True)  # this checkout, editable
    plan = install_plan(TORCH, ours, project_source(ROOT, ("test",)))
    assert [s.args for s in plan.steps] == [("torch==2.14.1",), ("-e", f"{ROOT}[test]")]
    assert plan.steps[1].pins == ("torch",) and "the project under test" in plan.steps[1].what


def test_an_installed_fxgolden_has_no_source_tree(tmp_path: Path) -> None:
    init = tmp_path / "lib" / "python3.11" / "site-packages" / "fxgolden" / "__init__.py"
    init.parent.mkdir(parents=True)
    (tmp_path / "lib" / "pyproject.toml").write_text('[project]\nname = "other"\n')
    assert environment.source_tree(init) is None
    assert environment.source_tree(ROOT / "src" / "fxgolden" / "__init__.py") == ROOT


def test_venv_is_rebuilt_for_another_fxgolden_or_project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    steps: list[str] = []
    monkeypatch.setattr(environment, "_run_step", lambda python, step, constraints: steps.append(step.what))
    project = user_project(tmp_path / "user", DISTRIBUTION, extras=("test",))
    lines: list[str] = []
    venv = tmp_path / "venv"

    def prepare(ours: FxgoldenSource = EDITABLE, proj: ProjectSource = project) -> environment.Environment:
        return environment.prepare(TORCH, project=proj, fxgolden=ours, venv=venv, log=lines.append)

    assert prepare().created and len(steps) == 3
    assert lines[0] == f"nightly venv: creating {venv}" and lines[1:] == [f"nightly venv: {s}" for s in steps]
    lines.clear()
    assert not prepare().created and lines == [f"nightly venv: reusing {venv}"] and len(steps) == 3
    lines.clear()
    assert prepare(FxgoldenSource("0.1.0", Path("/elsewhere/fxgolden"), editable=True)).created
    assert "rebuilding" in lines[0]
    assert "'0.1.0 editable:/src/fxgolden' -> '0.1.0 editable:/elsewhere/fxgolden'" in lines[0]
    lines.clear()
    assert prepare(proj=project_source(project.root, ("test", "extra"))).created  # other extras
    assert "rebuilding" in lines[0] and "[test,extra]" in lines[0]
    lines.clear()
    (project.root / "pyproject.toml").write_text(DISTRIBUTION.replace('"torch>=2.11"', '"torch>=2.11", "numpy"'))
    assert prepare(proj=project_source(project.root, ("test", "extra"))).created  # its dependencies changed
    assert "rebuilding" in lines[0] and "project" in lines[0]
    assert environment.default_venv_dir(TORCH, EDITABLE, project) != environment.default_venv_dir(
        TORCH, FxgoldenSource("0.1.0"), project)  # another fxgolden gets its own venv by default


def test_later_steps_pin_what_earlier_steps_installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    python = bare_venv(tmp_path / "venv", {})
    site = next((tmp_path / "venv").glob("lib/python*/site-packages"))
    for name, version in (("torch", "2.15.0.dev20260101+cpu"), ("fxgolden", "0.1.0")):
        (site / f"{name}-{version}.dist-info").mkdir()
        (site / f"{name}-{version}.dist-info" / "METADATA").write_text(f"Name: {name}\nVersion: {version}\n")
    calls: list[tuple[str, ...]] = []
    monkeypatch.setattr(environment, "_pip", lambda python, *args, what: calls.append(args))
    constraints = tmp_path / "venv" / environment.CONSTRAINTS
    plan = install_plan(TORCH, EDITABLE, user_project(tmp_path / "user", DISTRIBUTION))
    environment._run_step(python, plan.steps[0], constraints)
    assert calls[-1] == ("torch==2.14.1",) and not constraints.exists()
    environment._run_step(python, plan.steps[2], constraints)
    assert calls[-1][:2] == ("-c", str(constraints)) and calls[-1][2] == "-e"
    assert constraints.read_text() == "torch==2.15.0.dev20260101+cpu\nfxgolden==0.1.0\n"


def test_python_is_a_path_or_a_name_on_path(tmp_path: Path) -> None:
    found = shutil.which("python3")
    assert found is not None
    assert parse_source(None, python="python3") == TorchSource(SourceKind.INTERPRETER, str(Path(found).absolute()))
    with pytest.raises(UsageError, match="--python no-such-python-9: no executable named 'no-such-python-9' on PATH"):
        parse_source(None, python="no-such-python-9")
    with pytest.raises(UsageError, match="no such interpreter"):
        parse_source(None, python=str(tmp_path / "bin" / "python"))


def bare_venv(where: Path, packages: dict[str, str]) -> Path:
    """A venv without site packages or pip (a second to make), with stand-in packages: {name: __init__ text}."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(where)], check=True, timeout=120)
    site = next(where.glob("lib/python*/site-packages"))
    for name, text in packages.items():
        (site / name).mkdir()
        (site / name / "__init__.py").write_text(text)
    return where / "bin" / "python"


def minimal_project(root: Path, cases: str = "") -> Path:
    (root / "cases").mkdir(parents=True)
    (root / "goldens").mkdir()
    (root / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "cases"\ngoldens = "goldens"\n')
    (root / "cases" / "__init__.py").write_text("")
    if cases:
        (root / "cases" / "fam.py").write_text(cases)
    return root


EXPECTED = execute.Expected(fxgolden.__version__, ("-e", str(ROOT)), project_args=None)


def test_preflight_names_the_fix_for_a_python_without_fxgolden(tmp_path: Path) -> None:
    python = bare_venv(tmp_path / "venv", {"torch": "__version__ = '9.9'\n"})
    work = minimal_project(tmp_path / "work")
    with pytest.raises(InfrastructureError) as raised:
        execute.probe(python, work, EXPECTED)
    message = str(raised.value)
    assert message.startswith(f"the nightly's Python {python} cannot import fxgolden (ModuleNotFoundError: "
                              "No module named 'fxgolden')")
    # no pip there: the fix installs with this Python's pip
    assert f"fix: install it there with `{sys.executable} -m pip --python {python} install -e {ROOT}`" in message
    # the same Python with a pip of its own gets `<python> -m pip install`
    python = bare_venv(tmp_path / "venv2", {"torch": "__version__ = '9.9'\n", "pip": ""})
    with pytest.raises(InfrastructureError, match=f"install it there with `{python} -m pip install -e {ROOT}`"):
        execute.probe(python, work, EXPECTED)


def test_preflight_that_hangs_is_an_infrastructure_error_naming_the_python(tmp_path: Path, monkeypatch) -> None:
    python = bare_venv(tmp_path / "venv", {"torch": "import time\ntime.sleep(60)\n__version__ = '9.9'\n"})
    work = minimal_project(tmp_path / "work")
    monkeypatch.setattr(execute, "PROBE_TIMEOUT_S", 2)
    with pytest.raises(InfrastructureError, match=rf"the nightly's Python \({python}\) did not finish the preflight .* "
                                                  r"in 2 s"):
        execute.probe(python, work, EXPECTED)


def test_preflight_refuses_another_fxgolden_version(tmp_path: Path) -> None:
    python = bare_venv(tmp_path / "venv", {"torch": "__version__ = '9.9'\n", "fxgolden": "__version__ = '0.0.1'\n"})
    work = minimal_project(tmp_path / "work")
    with pytest.raises(InfrastructureError, match=rf"has fxgolden 0\.0\.1 \(.*\), this is fxgolden "
                                                  rf"{fxgolden.__version__}: its cases would run with another"):
        execute.probe(python, work, EXPECTED)


def test_preflight_names_the_project_install_when_cases_miss_a_module(tmp_path: Path) -> None:
    work = minimal_project(tmp_path / "work", "import userproj_not_installed\n")
    expected = dataclasses.replace(EXPECTED, project_args=("-e", "/home/u/proj[test]"))
    with pytest.raises(InfrastructureError) as raised:
        execute.probe(Path(sys.executable), work, expected)
    message = str(raised.value)
    assert "cannot import the project's cases" in message and "userproj_not_installed" in message
    assert f"install the project there with `{sys.executable} -m pip install -e '/home/u/proj[test]'`" in message


def test_nightly_stops_before_any_case_when_its_python_lacks_fxgolden(tmp_path: Path) -> None:
    python = bare_venv(tmp_path / "venv", {"torch": "__version__ = '9.9'\n"})
    project = minimal_project(tmp_path / "proj", "raise SystemExit('a case module must not even be imported')\n")
    result = nightly("--python", str(python), "--out", str(tmp_path / "out"), cwd=project, timeout=120)
    assert result.returncode == 2, result.stdout + result.stderr
    assert f"the nightly's Python {python} cannot import fxgolden" in result.stderr
    assert f"install -e {ROOT}`" in result.stderr
    assert not (tmp_path / "out" / "pytest.log").exists()


def test_a_case_whose_check_failed_is_counted_failed_whatever_else_drifted() -> None:
    """FSDP2's reshard_after_forward default flipped: the collectives log drifted and its invariant check failed.
    The case counts failed in the headline and JUnit, not only in the root-cause row."""
    drifted = CaseStatus("fsdp/default_reshard", Status.DRIFT,
                         outcomes={"collectives.txt": Outcome.CHANGED, "summary.yaml": Outcome.MATCH})
    errored = CaseStatus("fsdp/other", Status.ERROR, message="boom")
    untouched = CaseStatus("tp/two_mlp[plain]", Status.DRIFT, outcomes={"g0.forward.py": Outcome.CHANGED})
    checks = {"fsdp/default_reshard": ["resharded after forward: the backward all-gathers both layers again"],
              "fsdp/other": ["some check"]}
    failed, still_errored, still_drifted = results.with_failed_checks([drifted, errored, untouched], checks)
    assert failed.status is Status.FAILED and failed.message == (
        "check failed: resharded after forward: the backward all-gathers both layers again "
        "(and drifted: collectives.txt: changed)")
    assert still_errored.status is Status.ERROR and still_drifted.status is Status.DRIFT
