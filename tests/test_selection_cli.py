"""Case patterns and --profile on the command line, in scratch projects: one meaning for run, list and accept,
and no pattern or profile that decides everything or reaches outside goldens/<profile>/<case id>/.
"""

from __future__ import annotations

import dataclasses
import io
import os
import shutil
import subprocess
import sys
import textwrap
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

import pytest

from fxgolden.cli import main
from fxgolden.golden import header as header_mod
from fxgolden.golden import manifest as manifest_mod
from fxgolden.golden.pending import write_pending
from fxgolden.golden.store import GoldenStore
from fxgolden.normalize.version import NORMALIZER_VERSION
from fxgolden.review import pending

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "review" / "fix_ar_pointwise"
FX = "g0.forward.py"
COMMITTED = "core/funcol_make_fx_2d"

CASES = '''
from fxgolden import World, case

NOT_HERE = {"cpu": "selection test: collected, never compiled"}


@case("core/dtensor_matmul", world=World(pg="none"), variants={"S0": {}, "S1": {}}, unsupported=NOT_HERE)
def dtensor_matmul(ctx):
    raise AssertionError("never run")


@case("core/dtensor_matmul_dp2", world=World(pg="none"), unsupported=NOT_HERE)
def dtensor_matmul_dp2(ctx):
    raise AssertionError("never run")
'''
IDS = ("core/dtensor_matmul[S0]", "core/dtensor_matmul[S1]", "core/dtensor_matmul_dp2")


def cli(project: Path, *args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    saved = os.environ.pop("CI", None)
    try:
        with redirect_stdout(out), redirect_stderr(err):
            code = main(["--root", str(project), *args])
    finally:
        if saved is not None:
            os.environ["CI"] = saved
    return code, out.getvalue(), err.getvalue()


def files_of(project: Path) -> dict[str, bytes]:
    """Every file of the project (goldens, pending area, sources) with its bytes: "nothing touched" is equality."""
    return {p.relative_to(project).as_posix(): p.read_bytes() for p in sorted(project.rglob("*")) if p.is_file()}


def fixture_text() -> str:
    """A golden as this normalizer writes it (the review fixture, re-stamped)."""
    head, body = header_mod.split((DATA / FX).read_text())
    return header_mod.serialize(dataclasses.replace(head, normalizer=NORMALIZER_VERSION), body)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A scratch project: a committed golden, and pending actuals (new artifacts) for three cases."""
    (tmp_path / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "cases"\ngoldens = "goldens"\n')
    (tmp_path / "cases").mkdir()
    committed = tmp_path / "goldens" / "cpu" / COMMITTED
    committed.mkdir(parents=True)
    shutil.copy(DATA / FX, committed / FX)
    store = GoldenStore(tmp_path / "goldens", "cpu", tmp_path / ".fxgolden")
    store.ensure_pending_area()
    for case_id in IDS:
        write_pending(store, case_id, FX, fixture_text(), golden_text=None)
    return tmp_path


def pending_ids(project: Path) -> list[str]:
    return [e.case_id for e in pending.scan(GoldenStore(project / "goldens", "cpu", project / ".fxgolden"))]


@pytest.mark.parametrize("args", [("accept", ""), ("reject", ""), ("accept", " "), ("reject", "/"),
                                  ("review", "--accept-all", ""), ("review", "--reject-all", "/")])
def test_an_empty_pattern_decides_nothing(project: Path, args: tuple[str, ...]) -> None:
    """`fxgolden accept ''` accepted all 29 pending artifacts; `reject ''` deleted them, exit 0."""
    before = files_of(project)
    code, out, err = cli(project, *args)
    assert code == 2, out + err
    assert "is never read as every case" in err and "fxgolden list" in err
    assert files_of(project) == before


@pytest.mark.parametrize("command", ["reject", "accept"])
def test_a_profile_outside_the_known_ones_is_refused_before_anything_is_touched(project: Path, command: str) -> None:
    """`reject --profile ../.. goldens/cpu/core/funcol_make_fx_2d` deleted two committed goldens."""
    before = files_of(project)
    code, out, err = cli(project, command, "--profile", "../..", f"goldens/cpu/{COMMITTED}")
    assert code == 2, out + err
    assert "unknown profile '../..'; known profiles: cpu, cuda" in err
    assert files_of(project) == before


@pytest.mark.parametrize("profile", ["../..", "nope", ""])
def test_review_of_an_unknown_profile_is_refused_not_nothing_pending(project: Path, profile: str) -> None:
    code, out, err = cli(project, "review", "--list", "--profile", profile)
    assert code == 2 and f"unknown profile {profile!r}" in err
    assert "src/" not in out and "nothing pending" not in out


def test_nothing_pending_is_exit_0_for_a_known_profile(project: Path) -> None:
    code, out, _ = cli(project, "review", "--profile", "cuda")
    assert code == 0 and "nothing pending in .fxgolden/pending/cuda" in out


def test_a_pattern_naming_no_pending_change_decides_nothing(project: Path) -> None:
    before = files_of(project)
    code, _, err = cli(project, "accept", "core/dtensor_matmul[S0]", "core/dtensor")
    assert code == 2
    assert "matches 'core/dtensor'; nothing was decided" in err and "`fxgolden list`" in err
    assert files_of(project) == before


def test_a_pending_area_linked_onto_the_goldens_cannot_delete_them(project: Path) -> None:
    """Even an entry built from a bad layout (here the pending profile folder links to the goldens) cannot make
    reject delete, or accept write, outside .fxgolden/pending/<profile>/ and goldens/<profile>/."""
    shutil.rmtree(project / ".fxgolden" / "pending" / "cpu")
    (project / ".fxgolden" / "pending" / "cpu").symlink_to(project / "goldens" / "cpu", target_is_directory=True)
    before = files_of(project)
    code, out, _ = cli(project, "reject", COMMITTED)
    assert code == 1 and "refused to write or delete anything for it" in out, out
    assert files_of(project) == before
    assert (project / "goldens" / "cpu" / COMMITTED / FX).is_file()


def test_a_store_of_an_unknown_profile_writes_and_deletes_nothing(project: Path) -> None:
    """The guard itself, below the CLI's check: a store built with profile '../..' gets no entry through."""
    store = GoldenStore(project / "goldens", "../..", project / ".fxgolden")
    entries = pending.scan(store)
    assert f"goldens/cpu/{COMMITTED}" in [e.case_id for e in entries]  # what the unchecked profile once reached
    before = files_of(project)
    result = pending.apply([(e, pending.Decision.REJECT) for e in entries], store)
    assert not result.rejected and all("is not a profile" in why for _, why in result.failed)
    assert files_of(project) == before


def test_run_list_and_accept_select_the_same_cases(project: Path) -> None:
    """`accept core/dtensor_matmul` took core/dtensor_matmul_dp2 too, while `run core/dtensor_matmul` found no
    case: now both select the case's variants, and only them."""
    (project / "cases" / "__init__.py").write_text("")
    (project / "cases" / "core.py").write_text(textwrap.dedent(CASES))
    manifest = manifest_mod.current("cpu", manifest_mod.profile_facts("cpu"))  # a compare run needs one
    (project / "goldens" / "cpu" / "profile.toml").write_text(manifest.render())
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")}

    def fxgolden(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "fxgolden", *args], cwd=project, env=env, capture_output=True,
                              text=True, timeout=600)

    listed = fxgolden("list", "--ids", "core/dtensor_matmul")
    assert listed.returncode == 0, listed.stderr
    assert listed.stdout.split() == ["core/dtensor_matmul[S0]", "core/dtensor_matmul[S1]"]
    run = fxgolden("run", "core/dtensor_matmul", "--", "--collect-only")  # run is -q: one node id a line
    assert run.returncode == 0, run.stdout + run.stderr
    collected = sorted(line.split("test_golden[", 1)[1][:-1] for line in run.stdout.splitlines()
                       if "::test_golden[" in line)
    assert collected == ["core/dtensor_matmul[S0]", "core/dtensor_matmul[S1]"]
    nothing = fxgolden("run", "core/dtensor")
    assert nothing.returncode == 2 and "no case matches 'core/dtensor'" in nothing.stdout + nothing.stderr

    code, out, _ = cli(project, "accept", "core/dtensor_matmul")
    assert code == 0, out
    assert sorted(line.split(": ", 1)[1] for line in out.splitlines() if line.startswith("accepted: ")) == [
        f"{case_id}/g0.forward" for case_id in collected]
    assert pending_ids(project) == ["core/dtensor_matmul_dp2"]


RUNS_IN = '''
import torch
from fxgolden import KnownIssue, World, case

OLD_TORCH = KnownIssue(torch="<2.0", reason="only before 2.0", upstream="selection test")
THIS_TORCH = KnownIssue(torch=">=2.0", reason="every torch since 2.0", upstream="selection test")


@case("sel/plain", world=World(pg="none"))
def plain(ctx):
    return ctx.compile(lambda x: x + 1, fullgraph=True)(torch.ones(2))


@case("sel/unsupported_on_old_torch", world=World(pg="none"), unsupported={"cpu": OLD_TORCH})
def unsupported_on_old_torch(ctx):
    return ctx.compile(lambda x: x * 2, fullgraph=True)(torch.ones(2))


@case("sel/unsupported_on_this_torch", world=World(pg="none"), unsupported={"cpu": THIS_TORCH})
def unsupported_on_this_torch(ctx):
    raise AssertionError("never run")


@case("sel/unsupported_always", world=World(pg="none"), unsupported={"cpu": "not on cpu"})
def unsupported_always(ctx):
    raise AssertionError("never run")


@case("sel/cuda_only", world=World(pg="none"), profiles=("cuda",))
def cuda_only(ctx):
    raise AssertionError("never run")
'''


def test_list_and_pytest_run_the_same_cases_of_a_profile_whatever_the_torch_ranges_say(tmp_path: Path) -> None:
    """One runnability rule: a case unsupported only on other torches is listed and run; one unsupported on this
    torch, or everywhere, or in another profile, is neither."""
    project = tmp_path / "p"
    (project / "runs_in_cases").mkdir(parents=True)  # not `cases`: this process imported the catalog's
    (project / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "runs_in_cases"\ngoldens = "goldens"\n')
    (project / "runs_in_cases" / "sel.py").write_text(RUNS_IN)
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")}
    # a process of its own: this one may have registered other catalogs' cases already
    listing = subprocess.run([sys.executable, "-m", "fxgolden", "--root", str(project), "list", "--profile", "cpu",
                              "--ids"], env=env, capture_output=True, text=True, timeout=300)
    assert listing.returncode == 0, listing.stderr
    listed = set(listing.stdout.split())
    assert listed == {"sel/plain", "sel/unsupported_on_old_torch"}
    pytest_argv = ["-m", "pytest", "runs_in_cases", "-p", "no:cacheprovider", "-p", "no:xdist", "--snapshot-update",
                   "-rA", "--fxgolden-profile", "cpu"]
    result = subprocess.run([sys.executable, *pytest_argv], cwd=project, env=env, capture_output=True, text=True,
                            timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    ran = {line.split("[", 1)[1].rsplit("]", 1)[0] for line in result.stdout.splitlines()
           if line.startswith("PASSED ") and "test_golden[" in line}
    assert ran == listed


@pytest.mark.parametrize(("after_dashes", "quiet"), [([], ["-q"]), (["-x"], ["-q"]), (["-v"], []), (["-vv"], []),
                                                      (["--verbose"], []), (["-k", "v"], ["-q"])])
def test_fxgolden_run_is_quiet_unless_pytest_is_asked_for_v(after_dashes, quiet):
    """`fxgolden run -- -v` names each case, as the docs say: the run's own -q would cancel that -v."""
    from fxgolden.cli import _quiet_unless_verbose

    assert _quiet_unless_verbose(after_dashes) == quiet
