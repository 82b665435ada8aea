"""A case whose check fails: its actuals wait in pending, marked; review shows them first; accepting waits for the
check.

Measured by a user: a tensor-parallel plan change broke an invariant, and the
compare run saved neither the actual nor a diff, so `fxgolden review` showed
nothing for the case that mattered most. The suite runs for real in a
throw-away project, as tests/test_review.py's end-to-end test does.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from fxgolden.base.artifact import ArtifactName
from fxgolden.check.invariants import Check, CheckFailure, CheckResult, run_checks
from fxgolden.golden.checkmarks import marked_files
from fxgolden.golden.pending import sidecar_path

CASES = '''
import torch
from fxgolden import Backend, Check, World, case


@case("tiny/sin_cos", world=World(pg="none"), backends=[Backend.AOT_EAGER],
      checks=[Check("g0.forward").check("aten.sin.default(").check("aten.cos.default(")])
def sin_cos(ctx):
    x = torch.randn(8, requires_grad=True)
    out = ctx.compile(lambda x: x.sin().cos(), fullgraph=True)(x)
    out.sum().backward()
    return {"out": out, "grad": x.grad}
'''
CASE = "tiny/sin_cos"
OLD_CHECK, NEW_CHECK = 'check("aten.cos.default(")', 'check("aten.tan.default(")'


def environ() -> dict[str, str]:
    return {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")}


def suite(project: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", "cases", "-q", "-p", "no:cacheprovider", *args],
                          cwd=project, env=environ(), capture_output=True, text=True, timeout=600)


def fxgolden(project: Path, *args: str) -> subprocess.CompletedProcess:
    """The CLI in its own process: accepting imports the project's catalog, which must not leak into this one."""
    return subprocess.run([sys.executable, "-m", "fxgolden", "--root", str(project), *args], env=environ(),
                          capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def made_project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    project = tmp_path_factory.mktemp("failed_checks")
    (project / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "cases"\ngoldens = "goldens"\n')
    (project / "cases").mkdir()
    (project / "cases" / "__init__.py").write_text("")
    (project / "cases" / "tiny.py").write_text(textwrap.dedent(CASES))
    made = suite(project, "--snapshot-update")
    assert made.returncode == 0, made.stdout + made.stderr
    return project


@pytest.fixture
def project(made_project: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "p"
    shutil.copytree(made_project, copy)
    return copy


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new))


def pending_dir(project: Path) -> Path:
    return project / ".fxgolden" / "pending" / "cpu" / CASE


def golden_dir(project: Path) -> Path:
    return project / "goldens" / "cpu" / CASE


def failed_checks(path: Path) -> list[str]:
    """The messages of the failed checks a pending actual's sidecar records (it keeps every field)."""
    recorded = json.loads(sidecar_path(path).read_text())["failed_checks"]
    assert all({"label", "artifact", "directive", "why", "region", "message"} <= set(item) for item in recorded)
    return [item["message"] for item in recorded]


def test_failed_check_leaves_marked_actuals_review_lists_them_first_accept_waits_for_the_check(project: Path) -> None:
    cases = project / "cases" / "tiny.py"
    edit(cases, "x.sin().cos()", "x.sin().tan()")  # the regression: the check wants cos after sin
    compared = suite(project)
    assert compared.returncode == 1
    assert "check failed on it: g0.forward: check('aten.sin.default(') -> check('aten.cos.default(')" in compared.stdout
    forward = pending_dir(project) / "g0.forward.py"
    assert "aten.tan.default" in forward.read_text()
    assert any("directive: check('aten.cos.default('): no match" in m for m in failed_checks(forward))
    assert failed_checks(pending_dir(project) / "g0.backward.py") == []  # changed, but no check failed on it

    listed = fxgolden(project, "review", "--list", "--no-diff")
    assert listed.returncode == 0, listed.stdout + listed.stderr
    assert listed.stdout.startswith("check failed (1):")
    assert "[check failed: g0.forward: check('aten.sin.default(') -> check('aten.cos.default('), on g0.forward" \
        in listed.stdout
    assert listed.stdout.index("tiny/sin_cos  g0.forward") < listed.stdout.index("tiny/sin_cos  g0.backward")

    before = (golden_dir(project) / "g0.forward.py").read_text()
    refused = fxgolden(project, "accept", CASE)
    assert refused.returncode == 2, refused.stdout + refused.stderr
    assert "refused: tiny/sin_cos/g0.forward: case tiny/sin_cos, artifact g0.forward.py: its check still fails" \
        in refused.stdout
    assert "stopped at check('aten.cos.default('): no match after the previous match" in refused.stdout
    assert "fix: if this text is right, change the case's check (cases/tiny.py:" in refused.stdout  # relative
    assert "rerun `fxgolden run 'tiny/sin_cos'`, then accept" in refused.stdout
    assert (golden_dir(project) / "g0.forward.py").read_text() == before and forward.is_file()
    # its siblings are held back with it: the case's goldens stay those of one run
    assert "refused: tiny/sin_cos/g0.backward: held back with tiny/sin_cos/g0.forward" in refused.stdout
    assert (pending_dir(project) / "g0.backward.py").is_file() and "accepted:" not in refused.stdout
    assert "two runs" not in refused.stdout

    edit(cases, OLD_CHECK, NEW_CHECK)  # the new graph is right: the check follows it
    pending_text = forward.read_text()
    accepted = fxgolden(project, "accept", CASE)
    assert accepted.returncode == 0, accepted.stdout + accepted.stderr
    assert "accepted: tiny/sin_cos/g0.forward" in accepted.stdout and "warning" not in accepted.stdout
    assert (golden_dir(project) / "g0.forward.py").read_text() == pending_text
    assert suite(project).returncode == 0
    assert not pending_dir(project).exists()


def test_a_check_failing_on_a_matching_artifact_keeps_it_update_writes_nothing(project: Path) -> None:
    cases = project / "cases" / "tiny.py"
    edit(cases, OLD_CHECK, 'check("aten.exp.default(")')  # the graph is unchanged; the check now rejects it
    updated = suite(project, "--snapshot-update")
    assert updated.returncode == 1 and "update refused" in updated.stdout
    assert not (project / ".fxgolden" / "pending").exists()  # an update run keeps writing nothing of the case

    compared = suite(project)
    assert compared.returncode == 1
    forward = pending_dir(project) / "g0.forward.py"
    assert forward.read_text() == (golden_dir(project) / "g0.forward.py").read_text()  # the text the check rejected
    assert sorted(p.name for p in pending_dir(project).glob("*.py")) == ["g0.forward.py"]  # the rest matched
    assert "aten.exp.default" in failed_checks(forward)[0]
    listed = fxgolden(project, "review", "--list")
    assert "tiny/sin_cos  g0.forward  [" in listed.stdout and "+0 -0" in listed.stdout
    assert "matching stopped here:" in listed.stdout  # the region, though the diff is empty
    assert fxgolden(project, "accept", CASE).returncode == 2

    source = cases.read_text()
    cases.unlink()  # the case was renamed or removed meanwhile: its checks cannot be re-run
    gone = fxgolden(project, "accept", CASE)
    assert gone.returncode == 2 and "case tiny/sin_cos is no longer declared in" in gone.stdout
    assert "fxgolden reject 'tiny/sin_cos/g0.forward'" in gone.stdout

    cases.write_text(source.replace('check("aten.exp.default(")', OLD_CHECK))
    assert fxgolden(project, "accept", CASE).returncode == 0 and not forward.exists()


def result(artifact: str, message: str = "check [c] failed on artifact x\n  directive: check('y'): no match") \
        -> CheckResult:
    return CheckResult(check=Check(artifact), artifact=artifact, ok=False,
                       failure=CheckFailure(label="c", artifact=artifact, message=message),
                       name=ArtifactName.parse(artifact))


def test_marks_follow_rank_files_and_a_missing_artifact_marks_the_summary() -> None:
    files = {ArtifactName.parse(f): f for f in ("g0.forward.rank0.py", "g0.forward.rank1.py", "summary.yaml")}
    assert list(marked_files([result("g0.forward")], files)) == ["g0.forward.rank0.py", "g0.forward.rank1.py"]
    assert list(marked_files([result("g0.forward")], files, rank=1)) == ["g0.forward.rank1.py"]
    missing = run_checks([Check("g1.forward").check("x")], {ArtifactName("", "summary"): "s"})
    assert list(marked_files(missing, {ArtifactName("", "summary"): "summary.yaml"})) == ["summary.yaml"]
    assert marked_files([CheckResult(Check("g0.forward"), "g0.forward", ok=True)], files) == {}
    failing = run_checks([Check("g0.*").check("zzz")], {ArtifactName("g0", "forward"): "x\n"})
    assert failing[0].name == ArtifactName("g0", "forward")  # the result carries the name it was checked on
    assert list(marked_files(failing, {ArtifactName("g0", "forward"): "g0.forward.py"})) == ["g0.forward.py"]
