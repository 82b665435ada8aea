"""The one writer of golden files, end to end: kills mid-update, folders in a golden's place, missing manifests,
and syrupy's options (--snapshot-update-new-only, --snapshot-warn-unused, --snapshot-details) on real runs."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fxgolden.golden import header as header_mod

CASES = '''
import torch
from fxgolden import Backend, Check, World, case


@case("tiny/unary", world=World(pg="none"), backends=[Backend.AOT_EAGER],
      checks=[Check("g0.forward").check("aten.sin.default(")])
def unary(ctx):
    x = torch.randn(8, requires_grad=True)
    out = ctx.compile(lambda x: x.sin().OP(), fullgraph=True)(x)
    out.sum().backward()
    return {"out": out, "grad": x.grad}
'''
SECOND = '''

@case("tiny/second", world=World(pg="none"), backends=[Backend.AOT_EAGER])
def second(ctx):
    return ctx.compile(lambda x: x * 3, fullgraph=True)(torch.randn(4))
'''
CASE_DIR = Path("goldens/cpu/tiny/unary")


def environ(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")}
    env.update(extra)
    return env


def pytest_args(*args: str) -> list[str]:
    return [sys.executable, "-m", "pytest", "cases", "-q", "-p", "no:cacheprovider", "-p", "no:xdist", *args]


def run(project: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(pytest_args(*args), cwd=project, env=environ(**env), capture_output=True, text=True,
                          timeout=600)


def write_cases(project: Path, op: str, *, second: bool = False) -> None:
    (project / "cases" / "tiny.py").write_text(CASES.replace("OP", op) + (SECOND if second else ""))


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A project whose goldens were written by one update (x.sin().cos()), committed to git."""
    project = tmp_path_factory.mktemp("writer")
    (project / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "cases"\ngoldens = "goldens"\n')
    (project / "cases").mkdir()
    (project / "cases" / "__init__.py").write_text("")
    (project / ".gitignore").write_text(".fxgolden/\n__pycache__/\n")
    write_cases(project, "cos", second=True)
    result = run(project, "--snapshot-update")
    assert result.returncode == 0, result.stdout + result.stderr
    for command in (["init", "-q"], ["add", "-A"], ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "g"]):
        subprocess.run(["git", *command], cwd=project, check=True)
    return project


@pytest.fixture
def project(made: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "p"
    shutil.copytree(made, copy)
    return copy


def files(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def porcelain(project: Path) -> list[str]:
    out = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all", "goldens"], cwd=project,
                         check=True, capture_output=True, text=True).stdout
    return sorted(line[3:] for line in out.splitlines())


@pytest.mark.parametrize("kill_after", [0, 2])
def test_a_sigkill_mid_update_leaves_only_whole_golden_files(project: Path, kill_after: int) -> None:
    """Kill the update while it holds the (kill_after+1)-th golden's temp file; every golden is then whole,
    old or new, no temp file is in goldens/, and the next update sweeps the leftovers and finishes."""
    old = files(project / CASE_DIR)
    write_cases(project, "tan", second=True)
    process = subprocess.Popen(pytest_args("--snapshot-update"), cwd=project,
                               env=environ(FXGOLDEN_TEST_WRITE_DELAY_S="1"), start_new_session=True,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    tmp = project / ".fxgolden" / "tmp" / "cpu"
    seen: set[str] = set()
    deadline = time.monotonic() + 300
    try:
        while len(seen) <= kill_after:
            assert process.poll() is None, "the update finished before it could be killed"
            assert time.monotonic() < deadline, "no golden write started"
            seen.update(p.name for p in tmp.glob("*.tmp")) if tmp.is_dir() else None
            time.sleep(0.02)
    finally:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
    assert list(tmp.glob("*.tmp")), "killed while a temp file existed: it must be left in .fxgolden/tmp"
    changed = porcelain(project)
    assert all(not Path(name).name.startswith(".") for name in changed), changed  # no temp file in goldens/
    now = files(project / CASE_DIR)
    assert set(now) == set(old)
    for data in now.values():
        header_mod.split(data.decode())  # whole: a header and a body, never half a file
    assert any(now[name] != old[name] for name in now) or kill_after == 0  # a later kill finds renames done
    finished = run(project, "--snapshot-update")
    assert finished.returncode == 0, finished.stdout + finished.stderr
    assert not list(tmp.glob("*.tmp")), "the next update sweeps what the killed one left"
    assert "aten.tan.default" in (project / CASE_DIR / "g0.forward.py").read_text()


def test_a_folder_in_a_goldens_place_is_named_and_an_update_replaces_it(project: Path) -> None:
    golden = project / CASE_DIR / "g0.forward.py"
    golden.unlink()
    golden.mkdir()
    compared = run(project, "--fxgolden-case", "tiny/unary")
    assert compared.returncode == 1
    assert "goldens/cpu/tiny/unary/g0.forward.py: is a folder, not a golden file" in compared.stdout
    (golden / "mine.txt").write_text("a file fxgolden did not write")
    refused = run(project, "--snapshot-update", "--fxgolden-case", "tiny/unary")
    assert refused.returncode == 1 and "holding files fxgolden did not write" in refused.stdout
    assert (golden / "mine.txt").is_file()  # nothing of it was replaced
    (golden / "mine.txt").unlink()
    repaired = run(project, "--snapshot-update", "--fxgolden-case", "tiny/unary")
    assert repaired.returncode == 0, repaired.stdout + repaired.stderr
    assert golden.is_file() and porcelain(project) == []


def _immutable(path: Path, on: bool) -> bool:
    """``chattr +i`` (or ``-i``): a file even root cannot replace; False where the file system has no such flag."""
    return subprocess.run(["chattr", "+i" if on else "-i", str(path)], capture_output=True).returncode == 0


@pytest.mark.parametrize("command", ["pytest", "fxgolden"])
def test_a_golden_that_cannot_be_written_fails_the_update_names_the_file_and_writes_no_manifest(
        project: Path, command: str) -> None:
    """The file system refuses one golden's write: the update exits 2, names the file and the OS error, reports it
    not written (never "written"), leaves that golden and the manifest as they were, and writes the others."""
    golden = project / CASE_DIR / "g0.forward.py"
    manifest = project / "goldens" / "cpu" / "profile.toml"
    manifest.write_text(manifest.read_text().replace("python = ", "python_was = ", 1))  # an update would rewrite it
    before_manifest, before_golden = manifest.read_bytes(), golden.read_bytes()
    write_cases(project, "tan", second=True)
    if not shutil.which("chattr") or not _immutable(golden, True):
        pytest.skip("this file system has no immutable flag (chattr +i)")
    try:
        if command == "pytest":
            result = run(project, "--snapshot-update")
        else:
            fxgolden = [sys.executable, "-m", "fxgolden", "run", "--update"]
            result = subprocess.run(fxgolden, cwd=project, env=environ(), capture_output=True, text=True, timeout=600)
    finally:
        _immutable(golden, False)
    out = result.stdout + result.stderr
    assert result.returncode == 2, out
    assert "goldens/cpu/tiny/unary/g0.forward.py: cannot be written: Operation not permitted (EPERM)" in out
    assert "[unwritable] g0.forward" in out and "not written (the file system refused" in out
    assert "1 written" not in out.replace("11 written", "")
    assert golden.read_bytes() == before_golden
    assert manifest.read_bytes() == before_manifest
    assert "aten.tan.default" in (project / CASE_DIR / "summary.yaml").read_text()  # the others were written


@pytest.mark.parametrize("damage", ["missing", "garbled"])
def test_a_partial_update_without_a_readable_manifest_is_refused_with_the_fix(project: Path, damage: str) -> None:
    manifest = project / "goldens" / "cpu" / "profile.toml"
    manifest.unlink() if damage == "missing" else manifest.write_text("profile = [not toml")
    write_cases(project, "tan", second=True)
    before = files(project / "goldens")
    refused = run(project, "--snapshot-update", "--fxgolden-case", "tiny/unary")
    assert refused.returncode == pytest.ExitCode.USAGE_ERROR, refused.stdout + refused.stderr
    assert "goldens/cpu/profile.toml" in refused.stderr and "fix:" in refused.stderr
    assert files(project / "goldens") == before  # nothing written, the manifest not recreated
    whole = run(project, "--snapshot-update")  # the whole profile at once makes the manifest anew
    assert whole.returncode == 0, whole.stdout + whole.stderr
    changed = porcelain(project)
    assert "goldens/cpu/profile.toml" not in changed  # made anew, byte for byte the committed one (same torch)
    assert "goldens/cpu/tiny/unary/g0.forward.py" in changed


def test_new_only_writes_only_missing_goldens_and_nothing_on_ci(project: Path) -> None:
    (project / CASE_DIR / "summary.yaml").unlink()
    write_cases(project, "tan", second=True)  # changes the existing goldens of tiny/unary too
    before = files(project / "goldens")
    on_ci = run(project, "--snapshot-update-new-only", CI="1")
    assert on_ci.returncode == pytest.ExitCode.USAGE_ERROR and "CI is set" in on_ci.stderr
    assert files(project / "goldens") == before
    new_only = run(project, "--snapshot-update-new-only")
    assert new_only.returncode == 1  # the changed goldens still differ, and say so
    assert "--snapshot-update-new-only leaves existing goldens alone" in new_only.stdout
    assert porcelain(project) == ["goldens/cpu/tiny/unary/summary.yaml"]  # the one missing golden, written anew
    assert "aten.tan.default" in (project / CASE_DIR / "summary.yaml").read_text()  # from this run
    assert "aten.cos.default" in (project / CASE_DIR / "g0.forward.py").read_text()  # existing ones left alone


@pytest.mark.parametrize("same_content", [True, False], ids=["same", "other"])
def test_a_golden_that_is_a_symbolic_link_is_named_and_an_update_makes_it_a_regular_file(
        project: Path, tmp_path: Path, same_content: bool) -> None:
    """Goldens are regular files inside goldens/: a link (here to a file outside the repository) fails a compare,
    named as a link with the fix, whatever it points to, and --update writes a regular file in its place."""
    golden = project / CASE_DIR / "g0.forward.py"
    outside = tmp_path / "elsewhere.py"
    outside.write_bytes(golden.read_bytes() if same_content else golden.read_bytes().replace(b"cos", b"tan"))
    golden.unlink()
    golden.symlink_to(outside)
    compared = run(project, "--fxgolden-case", "tiny/unary")
    assert compared.returncode == 1, compared.stdout
    assert f"goldens/cpu/tiny/unary/g0.forward.py: is a symbolic link (to {outside}), not a golden file" \
        in compared.stdout
    assert "replaces it with a regular file" in compared.stdout
    updated = run(project, "--snapshot-update", "--fxgolden-case", "tiny/unary")
    assert updated.returncode == 0, updated.stdout + updated.stderr
    assert not golden.is_symlink() and golden.is_file()
    assert porcelain(project) == []  # the committed regular file again: no type change for git
    assert outside.read_bytes() != b""  # the file it pointed to is untouched


def test_a_ci_that_sets_only_its_own_marker_refuses_every_write(project: Path) -> None:
    """GITHUB_ACTIONS=true with CI unset: pytest --snapshot-update, --snapshot-update-new-only and fxgolden run
    --update all refuse before anything is written; CI=0 is the one override."""
    write_cases(project, "tan", second=True)
    before = files(project / "goldens")
    for args in (["--snapshot-update"], ["--snapshot-update-new-only"]):
        refused = run(project, *args, GITHUB_ACTIONS="true")
        assert refused.returncode == pytest.ExitCode.USAGE_ERROR, refused.stdout + refused.stderr
        assert "GITHUB_ACTIONS is set: fxgolden refuses to write goldens on CI" in refused.stderr
    fxgolden = subprocess.run([sys.executable, "-m", "fxgolden", "run", "--update"], cwd=project,
                              env=environ(GITHUB_ACTIONS="true"), capture_output=True, text=True, timeout=600)
    assert fxgolden.returncode == 2 and "GITHUB_ACTIONS is set" in fxgolden.stdout + fxgolden.stderr
    assert files(project / "goldens") == before
    allowed = run(project, "--snapshot-update", "--fxgolden-case", "tiny/second", GITHUB_ACTIONS="true", CI="0")
    assert allowed.returncode == 0, allowed.stdout + allowed.stderr


def test_unused_goldens_fail_a_compare_warn_under_warn_unused_and_are_listed_with_details(project: Path) -> None:
    write_cases(project, "cos")  # tiny/second is no longer declared: its goldens are unused
    failed = run(project)  # as syrupy: unused snapshots fail the run, counted; --snapshot-details names them
    assert failed.returncode == 1 and "1 golden unused (--snapshot-details lists them)." in failed.stdout
    warned = run(project, "--snapshot-warn-unused")
    assert warned.returncode == 0, warned.stdout + warned.stderr
    assert "1 golden unused" in warned.stdout
    detailed = run(project, "--snapshot-warn-unused", "--snapshot-details")
    assert "Unused goldens/cpu/tiny/second/ (no case declares tiny/second)" in detailed.stdout
    assert (project / "goldens" / "cpu" / "tiny" / "second").is_dir()  # reporting never deletes
    cleaned = run(project, "--snapshot-update")
    assert cleaned.returncode == 0, cleaned.stdout + cleaned.stderr
    assert not (project / "goldens" / "cpu" / "tiny" / "second").exists()
