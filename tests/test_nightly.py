"""The nightly job: status classification, history, bad input, and one real run with a crashing case.

The real run uses this interpreter's environment (``--python``) instead of
installing another torch, on a throw-away project: one case matches, one
drifted (its golden was edited), one crashes its process (os.abort), one hangs
past the per-case timeout. The run must finish and report all four.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from fxgolden.errors import UsageError
from fxgolden.nightly import execute, history
from fxgolden.nightly.results import Status, case_status
from fxgolden.nightly.torchspec import SourceKind, parse_source

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
RAISED = {"case": "fam/x[S0]", "ok": False, "outcomes": {}, "error": "case 'fam/x' failed in phase compile: X",
          "timings": {}}
CRASHED = "worker 'gw0' crashed while running 'cases::test_golden[fam/x[S0]]'"


@pytest.mark.parametrize(("reports", "started", "status"), [
    ([rep("passed", record=OK)], 99.0, Status.OK),
    ([rep("failed", record=DRIFT)], 99.0, Status.DRIFT),
    ([rep("failed", record=NEW)], 99.0, Status.DRIFT),
    ([rep("failed", record=CHECKS)], 99.0, Status.FAILED),
    ([rep("failed", record=RAISED)], 99.0, Status.ERROR),
    ([rep("skipped", when="setup", longrepr="not run here: needs cuda")], 99.0, Status.NOT_RUN),
    ([rep("failed", longrepr=CRASHED, t=100.0)], 98.0, Status.CRASH),
    ([rep("failed", longrepr=CRASHED, t=100.0)], 40.0, Status.TIMEOUT),
    ([rep("failed", when="setup", longrepr="fixture exploded")], 99.0, Status.ERROR),
], ids=["ok", "drift", "new golden", "checks", "raised", "not run", "crash", "timeout", "setup error"])
def test_case_status(reports: list[dict], started: float, status: Status) -> None:
    record = case_status(reports, started=started, timeout_s=60)
    assert record.case == "fam/x[S0]"
    assert record.status is status
    if status is Status.ERROR and any(k == "fxgolden_result" for k, _ in reports[0].get("properties", [])):
        assert "phase compile" in record.message


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
