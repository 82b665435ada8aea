"""Pending review (review / accept / reject) and PR review (--git), on copies of real goldens.

Pending files are written by the same function the compare run uses
(``fxgolden.golden.pending.write_pending``); one test drives the whole loop
through the real golden suite: compare, review, accept, compare again.
"""

from __future__ import annotations

import dataclasses
import io
import json
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from fxgolden.check.invariants import CheckFailure
from fxgolden.cli import main
from fxgolden.golden import header as header_mod
from fxgolden.golden import manifest as manifest_mod
from fxgolden.golden.pending import sidecar_path, write_pending
from fxgolden.golden.store import GoldenStore
from fxgolden.normalize.version import NORMALIZER_VERSION
from fxgolden.review import commands, pending
from fxgolden.review.pending import Decision

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data" / "review" / "fix_ar_pointwise"
CASE = "fix/ar_pointwise"
FX, IND, SUMMARY = "g0.forward.py", "g0.inductor_forward.py", "summary.yaml"


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "cases"\ngoldens = "goldens"\n')
    (tmp_path / "cases").mkdir()
    shutil.copytree(DATA, tmp_path / "goldens" / "cpu" / CASE)
    shutil.copytree(DATA, tmp_path / "goldens" / "cpu" / "fix" / "ar_pointwise_copy")
    for path in (tmp_path / "goldens").rglob("*.*"):  # the fixtures as this normalizer version would write them
        head, body = header_mod.split(path.read_text())
        path.write_text(header_mod.serialize(dataclasses.replace(head, normalizer=NORMALIZER_VERSION), body))
    # A committed profile has its manifest: accepting part of it is refused without one.
    (tmp_path / "goldens" / "cpu" / "profile.toml").write_text(manifest_mod.current("cpu").render())
    return tmp_path


def store_of(project: Path) -> GoldenStore:
    return GoldenStore(project / "goldens", "cpu", project / ".fxgolden")


def golden(project: Path, case: str, name: str) -> str:
    return (project / "goldens" / "cpu" / case / name).read_text()


def make_pending(project: Path, case: str, name: str, edit) -> Path:  # noqa: ANN001
    """Leave a pending actual for ``case``/``name`` exactly as a compare run would."""
    store = store_of(project)
    old = golden(project, case, name)
    head, body = header_mod.split(old)
    store.ensure_pending_area()
    return write_pending(store, case, name, header_mod.serialize(head, edit(body)), golden_text=old)


# Accepting refuses where CI is set, and CI sets it: tests that accept in-process say they run on a developer's machine.
NOT_CI: dict[str, str] = {}
COLLECTIVE = ("all_reduce.default(mul, 'sum'", "all_reduce.default(mul, 'avg'")
RENAME = ("primals_2", "arg1_1")


def two_pending(project: Path) -> None:
    make_pending(project, CASE, FX, lambda t: t.replace(*COLLECTIVE))
    make_pending(project, "fix/ar_pointwise_copy", FX, lambda t: t.replace(*RENAME))


def cli(project: Path, *args: str, env: dict[str, str] | None = None) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    old_env = dict(os.environ)
    os.environ.pop("CI", None)
    os.environ.update(env or {})
    try:
        from contextlib import redirect_stderr, redirect_stdout

        with redirect_stdout(out), redirect_stderr(err):
            code = main(["--root", str(project), *args])
    finally:
        os.environ.clear()
        os.environ.update(old_env)
    return code, out.getvalue(), err.getvalue()


def test_review_lists_pending_changes_grouped_by_label_riskiest_first(project: Path) -> None:
    two_pending(project)
    code, out, _ = cli(project, "review", "--list")
    assert code == 0
    assert out.index("collectives (1)") < out.index("rename-only (1)")
    assert "_c10d_functional.all_reduce.default ('avg', 'mesh_tp')" in out  # side by side, new column
    assert "-        all_reduce:" in out and "+        all_reduce:" in out  # the patience diff is kept
    assert "not a terminal" not in out  # --list only lists: no advice about a prompt it never offered
    assert len(pending.scan(store_of(project))) == 2  # listing changes nothing


def test_accept_writes_the_golden_and_removes_the_pending_file(project: Path) -> None:
    path = make_pending(project, CASE, FX, lambda t: t.replace(*COLLECTIVE))
    expected = path.read_text()
    code, out, _ = cli(project, "accept", f"{CASE}/g0.forward")
    assert code == 0, out
    assert golden(project, CASE, FX) == expected
    assert not path.exists() and not sidecar_path(path).exists()
    assert "accepted: fix/ar_pointwise/g0.forward" in out and "1 accepted" in out
    assert not (project / ".fxgolden" / "pending" / "cpu" / "fix").exists()  # empty folders pruned


def test_reject_deletes_only_pending_files(project: Path) -> None:
    two_pending(project)
    before = golden(project, CASE, FX)
    code, out, _ = cli(project, "reject", "fix/ar_pointwise_c*")
    assert code == 0
    assert golden(project, CASE, FX) == before
    assert [e.case_id for e in pending.scan(store_of(project))] == [CASE]


@pytest.mark.parametrize(("pattern", "selected"), [
    ("fix/ar_pointwise", [CASE]),  # a case id, never a string prefix of fix/ar_pointwise_copy
    ("fix", [CASE, "fix/ar_pointwise_copy"]),  # a family
    ("fix/*_copy", ["fix/ar_pointwise_copy"]),  # a glob
    ("fix/ar_pointwise/g0.forward", [CASE]),  # case/artifact
    ("fix/ar_pointwise/g0.forward.py", [CASE]),  # case/file
    ("fix/", [CASE, "fix/ar_pointwise_copy"]),
])
def test_patterns_select_by_id_family_glob_or_artifact(project: Path, pattern: str, selected: list[str]) -> None:
    two_pending(project)
    chosen, unmatched = pending.select(pending.scan(store_of(project)), [pattern])
    assert [e.case_id for e in chosen] == selected and not unmatched


def test_batch_goes_on_past_failures_and_exits_non_zero(project: Path) -> None:
    two_pending(project)
    (project / "goldens" / "cpu" / CASE / FX).write_text(golden(project, CASE, FX) + "# edited meanwhile\n")
    code, out, _ = cli(project, "accept", "fix/")
    assert code == 1
    assert "accepted: fix/ar_pointwise_copy/g0.forward" in out
    assert "failed: fix/ar_pointwise/g0.forward: stale: the golden changed since the compare run" in out
    assert "`fxgolden run 'fix/ar_pointwise'`" in out  # the fix names the case, not a placeholder
    assert "1 accepted, 0 rejected, 0 skipped, 1 failed" in out
    assert golden(project, CASE, FX).endswith("# edited meanwhile\n")  # a stale entry never overwrites


@pytest.mark.parametrize(("tamper", "message"), [
    (lambda p: sidecar_path(p).write_text(json.dumps({"fxgolden": "0.0.1", "normalizer": 1,
                                                      "golden_sha256": None})),
     "written by fxgolden 0.0.1"),
    (lambda p: p.write_text(p.read_text().replace(f"| normalizer: {NORMALIZER_VERSION} |", "| normalizer: 99 |", 1)),
     "with normalizer 99"),
    (lambda p: sidecar_path(p).unlink(), "it has no g0.forward.py.base.json sidecar"),
    (lambda p: sidecar_path(p).write_text("{"), "sidecar g0.forward.py.base.json is unreadable"),
], ids=["other fxgolden", "other normalizer", "no sidecar", "garbled sidecar"])
def test_pending_from_another_version_is_refused(project: Path, tamper, message: str) -> None:  # noqa: ANN001
    path = make_pending(project, CASE, FX, lambda t: t.replace(*COLLECTIVE))
    tamper(path)
    before = golden(project, CASE, FX)
    code, out, _ = cli(project, "accept", CASE)
    assert code == 1 and message in out, out
    assert "re-run the comparison" in out
    assert golden(project, CASE, FX) == before
    code, out, _ = cli(project, "review", "--list")
    assert "cannot accept:" in out and message in out


def test_ci_refuses_to_accept_but_may_reject(project: Path) -> None:
    path = make_pending(project, CASE, FX, lambda t: t.replace(*COLLECTIVE))
    code, _, err = cli(project, "accept", CASE, env={"CI": "true"})
    assert code == 2 and "CI is set" in err
    code, _, err = cli(project, "review", "--accept-all", env={"CI": "true"})
    assert code == 2 and path.exists()
    code, _, _ = cli(project, "reject", CASE, env={"CI": "true"})
    assert code == 0 and not path.exists()


def test_review_accept_all_and_reject_all(project: Path) -> None:
    two_pending(project)
    code, out, _ = cli(project, "review", "fix/ar_pointwise_copy", "--accept-all", "--no-diff")
    assert code == 0 and "1 accepted" in out
    assert "arg1_1" in golden(project, "fix/ar_pointwise_copy", FX)
    code, out, _ = cli(project, "review", "--reject-all")
    assert code == 0 and "1 rejected" in out
    assert pending.scan(store_of(project)) == []
    code, out, _ = cli(project, "review")
    assert code == 0 and "nothing pending" in out


def test_interactive_decisions_are_collected_then_applied(project: Path) -> None:
    two_pending(project)
    make_pending(project, CASE, IND, lambda t: t.replace("static_cast<float>(2.0)", "static_cast<float>(3.0)"))
    store = store_of(project)
    entries = pending.scan(store)
    changes = pending.load_changes(entries, store)
    answers = iter(["x", "s", "R"])  # an invalid answer is asked again
    out = io.StringIO()
    decisions = commands.ask_decisions(changes, ask=lambda prompt: next(answers), out=out)
    assert list(decisions.values()) == [Decision.SKIP, Decision.REJECT, Decision.REJECT]
    assert "answer a, r, s, A, R or q" in out.getvalue()
    result = pending.apply([(e, decisions[e.key]) for e in entries], store)
    assert len(result.rejected) == 2 and len(result.skipped) == 1 and result.ok


def git(repo: Path, *args: str) -> None:
    subprocess.run(["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t", *args],
                   check=True, capture_output=True)


def test_review_git_classifies_changes_since_a_revision(project: Path, tmp_path: Path) -> None:
    git(project, "init", "-q")
    git(project, "add", "-A")
    git(project, "commit", "-qm", "goldens")
    path = project / "goldens" / "cpu" / CASE / IND
    path.write_text(path.read_text().replace("static_cast<float>(2.0)", "static_cast<float>(3.0)"))
    summary = project / "goldens" / "cpu" / CASE / SUMMARY
    summary.write_text(summary.read_text().replace("frames: 1", "frames: 2"))
    new = project / "goldens" / "cpu" / "fix" / "brand_new" / "summary.yaml"
    new.parent.mkdir(parents=True)
    new.write_text(summary.read_text())
    (project / "goldens" / "cpu" / "fix" / "ar_pointwise_copy" / "error.txt").unlink(missing_ok=True)
    (project / "goldens" / "cpu" / "fix" / "ar_pointwise_copy" / "g0.dynamo.py").unlink()
    code, out, _ = cli(project, "review", "--git", "HEAD", "--html", str(tmp_path / "html"))
    assert code == 0, out
    assert "kernel-body (1)" in out and "cpp_fused_all_reduce_mul_sin_0" in out
    assert "frames 1 → 2" in out
    assert "fix/brand_new  summary  [new]" in out
    assert "fix/ar_pointwise_copy  g0.dynamo  [removed]" in out
    assert out.index("summary (1)") < out.index("kernel-body (1)")
    assert "4 changed golden files in 3 cases" in out
    page = (tmp_path / "html" / "index.html").read_text()
    assert "static_cast&lt;float&gt;(3.0)" in page


def test_review_git_finds_the_changes_of_a_project_in_a_folder_of_a_larger_repository(
        project: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    """A project in a monorepo's folder: git reads a pathspec from where it runs, and the goldens' folder is
    given from the repository's top; run from the project, the review once found no change at all."""
    repo = tmp_path_factory.mktemp("monorepo")
    inner = repo / "models" / "mine"
    shutil.copytree(project, inner)
    git(repo, "init", "-q")
    git(repo, "add", "-A")
    git(repo, "commit", "-qm", "goldens")
    path = inner / "goldens" / "cpu" / CASE / IND
    path.write_text(path.read_text().replace("static_cast<float>(2.0)", "static_cast<float>(3.0)"))
    code, out, _ = cli(inner, "review", "--git", "HEAD", "--no-diff")
    assert code == 0, out
    assert "kernel-body (1)" in out and "1 changed golden file in 1 case" in out, out


def test_review_git_unknown_revision_is_a_clear_error(project: Path) -> None:
    git(project, "init", "-q")
    git(project, "add", "-A")
    git(project, "commit", "-qm", "goldens")
    code, _, err = cli(project, "review", "--git", "no-such-branch")
    assert code == 2
    assert "git revision 'no-such-branch' does not exist" in err


def test_review_git_outside_a_repository(project: Path) -> None:
    code, _, err = cli(project, "review", "--git", "HEAD")
    assert code == 2 and "git" in err


SUITE_CASE = '''
import torch
from fxgolden import Backend, World, case


@case("tiny/sin_cos", world=World(pg="none"), backends=[Backend.AOT_EAGER])
def sin_cos(ctx):
    x = torch.randn(8, requires_grad=True)
    return {"out": ctx.compile(lambda x: x.sin().cos(), fullgraph=True)(x)}
'''


def test_compare_run_review_accept_then_compare_passes(tmp_path: Path) -> None:
    """The whole loop through the real suite: the compare run writes pending + sidecar; accept needs no compile."""
    (tmp_path / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "cases"\ngoldens = "goldens"\n')
    (tmp_path / "cases").mkdir()
    (tmp_path / "cases" / "__init__.py").write_text("")
    (tmp_path / "cases" / "tiny.py").write_text(textwrap.dedent(SUITE_CASE))
    (tmp_path / "tests").mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")}

    def suite(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "pytest", "cases", "-q", "-p", "no:cacheprovider",
                               *args], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=600)

    assert suite("--snapshot-update").returncode == 0
    forward = tmp_path / "goldens" / "cpu" / "tiny" / "sin_cos" / "g0.forward.py"
    made = forward.read_text()
    forward.write_text(made.replace("aten.cos.default", "aten.tan.default"))
    assert suite().returncode == 1
    entry = tmp_path / ".fxgolden" / "pending" / "cpu" / "tiny" / "sin_cos" / "g0.forward.py"
    assert entry.read_text() == made and sidecar_path(entry).is_file()
    code, out, _ = cli(tmp_path, "review", "--list", "--no-diff")
    assert "tiny/sin_cos  g0.forward  [structural]" in out and "aten.tan.default 1 → 0" in out
    code, out, _ = cli(tmp_path, "accept", "tiny/sin_cos")
    assert code == 0 and forward.read_text() == made
    assert suite().returncode == 0


def test_review_reports_a_pending_file_outside_a_case_folder_and_goes_on(project: Path) -> None:
    two_pending(project)
    stray = project / ".fxgolden" / "pending" / "cpu" / "Not A Case" / "g0.forward.py"
    stray.parent.mkdir(parents=True)
    stray.write_text("left by hand\n")
    code, out, err = cli(project, "review", "--list", "--no-diff")
    assert code == 1 and "Traceback" not in err
    assert "skipped: .fxgolden/pending/cpu/Not A Case/g0.forward.py: 'Not A Case' is not a case id" in out
    assert "fix/ar_pointwise  g0.forward" in out and "fix/ar_pointwise_copy  g0.forward" in out
    code, out, _ = cli(project, "accept", "fix/ar_pointwise_copy")
    assert code == 0 and "accepted: fix/ar_pointwise_copy/g0.forward" in out


def test_deciding_part_of_a_case_warns_that_its_goldens_mix_two_runs(project: Path) -> None:
    make_pending(project, CASE, FX, lambda t: t.replace(*COLLECTIVE))
    make_pending(project, CASE, SUMMARY, lambda t: t.replace("frames: 1", "frames: 2"))
    make_pending(project, CASE, IND, lambda t: t.replace("static_cast<float>(2.0)", "static_cast<float>(3.0)"))
    code, out, _ = cli(project, "reject", f"{CASE}/g0.inductor_forward")
    assert code == 0
    assert ("warning: case fix/ar_pointwise: rejected g0.inductor_forward; left behind: g0.forward (still pending), "
            "summary (still pending): accepting those later gives the case goldens from two runs") in out
    code, out, _ = cli(project, "accept", f"{CASE}/g0.forward")
    assert code == 0  # a warning, not a failure
    assert ("warning: case fix/ar_pointwise: its goldens now come from two runs: accepted g0.forward; "
            "left behind: summary (still pending); check the case as a whole with "
            "`fxgolden run 'fix/ar_pointwise'`") in out


def test_accepting_and_rejecting_in_one_batch_names_the_rejected_artifacts(project: Path) -> None:
    make_pending(project, CASE, FX, lambda t: t.replace(*COLLECTIVE))
    make_pending(project, CASE, SUMMARY, lambda t: t.replace("frames: 1", "frames: 2"))
    two_pending(project)
    store = store_of(project)
    decide = {FX: Decision.ACCEPT, SUMMARY: Decision.REJECT}
    result = pending.apply([(e, decide[e.filename] if e.case_id == CASE else Decision.ACCEPT)
                            for e in pending.scan(store)], store, environ=NOT_CI)
    assert result.ok and len(result.accepted) == 2
    assert result.warnings == ("case fix/ar_pointwise: its goldens now come from two runs: accepted g0.forward; "
                               "left behind: summary (rejected); check the case as a whole with "
                               "`fxgolden run 'fix/ar_pointwise'`",)  # the copy case was accepted whole: no warning


def test_deciding_a_whole_case_gives_no_warning(project: Path) -> None:
    make_pending(project, CASE, FX, lambda t: t.replace(*COLLECTIVE))
    make_pending(project, CASE, SUMMARY, lambda t: t.replace("frames: 1", "frames: 2"))
    code, out, _ = cli(project, "accept", CASE)
    assert code == 0 and "2 accepted" in out and "warning" not in out


def test_a_marked_actual_is_refused_where_the_checks_cannot_be_rerun(project: Path) -> None:
    """Without a catalog to re-run the case's checks, an actual a check rejected is never accepted."""
    store = store_of(project)
    old = golden(project, CASE, FX)
    write_pending(store, CASE, FX, old.replace(*COLLECTIVE), golden_text=old,
                  failed_checks=(CheckFailure(label="g0.forward: check('x')", artifact="g0.forward",
                                              directive="check('x')", why="no match after the previous match",
                                              message="check [g0.forward: check('x')] failed on artifact g0.forward\n"
                                              "  directive: check('x'): no match after the previous match"),))
    result = pending.apply([(e, Decision.ACCEPT) for e in pending.scan(store)], store, environ=NOT_CI)
    assert not result.ok and not result.accepted
    (key, why), = result.refused
    assert key == f"{CASE}/g0.forward" and "no cases folder was given" in why
    assert golden(project, CASE, FX) == old
    assert commands.print_result(result, [], io.StringIO()) == 2
    listed = pending.load_changes(pending.scan(store), store)
    assert listed[0].failed_checks and "[check failed: g0.forward: check('x'), on g0.forward" in \
        "\n".join(commands.change_lines(listed[0]))


def test_a_pending_file_says_which_torch_wrote_it_and_the_review_compares_it_with_the_goldens(project: Path) -> None:
    """With the goldens' torch, a compiled graph's change is the traced graph's doing (``review.edit_rows``)."""
    import importlib.metadata

    path = make_pending(project, CASE, FX, lambda t: t.replace(*COLLECTIVE))
    sidecar = json.loads(sidecar_path(path).read_text())
    assert sidecar["torch"] == importlib.metadata.version("torch")
    store = store_of(project)
    assert [c.compiler_as_goldens for c in pending.load_changes(pending.scan(store), store)] == [True]
    sidecar_path(path).write_text(json.dumps({**sidecar, "torch": "2.99.0+cpu"}))  # a nightly's run
    assert [c.compiler_as_goldens for c in pending.load_changes(pending.scan(store), store)] == [False]
    sidecar_path(path).write_text(json.dumps({k: v for k, v in sidecar.items() if k != "torch"}))  # an older sidecar
    assert [c.compiler_as_goldens for c in pending.load_changes(pending.scan(store), store)] == [False]
