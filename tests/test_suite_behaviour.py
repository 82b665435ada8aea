"""The golden suite end to end, in a throw-away project: real torch, real syrupy, subprocesses.

Each test copies a project whose goldens were made once, changes one thing,
and runs pytest on it as a user would.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

CASES = '''
import torch
from fxgolden import Backend, Check, Expect, World, case


@case("tiny/sin_cos", world=World(pg="none"), backends=[Backend.AOT_EAGER],
      checks=[Check("g0.forward").check("aten.sin.default(").check("aten.cos.default(")])
def sin_cos(ctx):
    def fn(x):
        return x.sin().cos()

    x = torch.randn(8, requires_grad=True)
    out = ctx.compile(fn, fullgraph=True)(x)
    out.sum().backward()
    return {"out": out, "grad": x.grad}


@case("tiny/allgather", world=World(size=2, rank=1, mesh=(2,), dims=("dp",)), backends=[Backend.AOT_EAGER],
      checks=[Check("g0.inference").check("[[AG:all_gather_into_tensor\\\\w*]]: {{.*}}all_gather_into_tensor.default(")
              .check("wait_tensor.default([[AG]])")])
def allgather(ctx):
    import torch.distributed._functional_collectives as funcol

    def fn(x):
        return funcol.all_gather_single(x * 2, 0, (ctx.mesh, 0)) + 1

    return ctx.compile(fn, fullgraph=True)(torch.randn(4))


@case("tiny/refused", world=World(pg="none"), backends=[Backend.EAGER], expect=Expect.RAISES, numerics=False)
def refused(ctx):
    def fn(x):
        print("graph break")
        return x + 1

    return ctx.compile(fn, fullgraph=True)(torch.randn(2))
'''

PYPROJECT = '''
[tool.fxgolden]
cases = "cases"
goldens = "goldens"
'''


def run_suite(project: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    environ = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")}
    environ.update(env or {})
    return subprocess.run(
        [sys.executable, "-m", "pytest", "cases", "-q", "-p", "no:cacheprovider", *args],
        cwd=project, env=environ, capture_output=True, text=True, timeout=600,
    )


def digest(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


@pytest.fixture(scope="module")
def made_project(tmp_path_factory) -> Path:
    project = tmp_path_factory.mktemp("proj")
    (project / "pyproject.toml").write_text(PYPROJECT)
    (project / "cases").mkdir()
    (project / "cases" / "__init__.py").write_text("")
    (project / "cases" / "tiny.py").write_text(CASES)
    (project / "tests").mkdir()
    result = run_suite(project, "--snapshot-update")
    assert result.returncode == 0, result.stdout + result.stderr
    return project


@pytest.fixture
def project(made_project, tmp_path) -> Path:
    copy = tmp_path / "p"
    shutil.copytree(made_project, copy)
    return copy


def edit(path: Path, old: str, new: str) -> None:
    text = path.read_text()
    assert old in text, f"{old!r} not in {path}"
    path.write_text(text.replace(old, new))


def test_update_made_goldens_manifest_and_error_golden(made_project):
    goldens = made_project / "goldens" / "cpu"
    names = sorted(str(p.relative_to(goldens)) for p in goldens.rglob("*") if p.is_file())
    assert "profile.toml" in names
    assert "tiny/sin_cos/g0.forward.py" in names and "tiny/sin_cos/g0.backward.py" in names
    assert "tiny/refused/error.txt" in names
    error = (goldens / "tiny" / "refused" / "error.txt").read_text()
    assert "Unsupported" in error and "/" not in error.split("\n", 1)[1]
    forward = (goldens / "tiny" / "allgather" / "g0.inference.py").read_text()
    assert "'mesh_dp'" in forward


def test_goldens_are_byte_stable_across_processes_and_workers(project):
    before = digest(project / "goldens")
    assert run_suite(project).returncode == 0
    result = run_suite(project, "--snapshot-update", "-n", "2")
    assert result.returncode == 0, result.stdout
    assert digest(project / "goldens") == before
    for path in (project / "goldens").rglob("*.py"):
        text = path.read_text()
        assert str(project) not in text and "0x7f" not in text and "/tmp/" not in text


def test_changed_pattern_fails_only_that_case_with_a_patience_diff_then_update_passes(project):
    edit(project / "cases" / "tiny.py", "return x.sin().cos()", "return x.sin().cos() * 3")
    result = run_suite(project)
    assert result.returncode == 1
    assert "1 failed, 2 passed" in result.stdout
    assert "[changed] g0.forward  golden: goldens/cpu/tiny/sin_cos/g0.forward.py" in result.stdout
    assert "@@" in result.stdout and "+        mul: " in result.stdout
    assert (project / ".fxgolden" / "pending" / "cpu" / "tiny" / "sin_cos" / "g0.forward.py").is_file()
    assert run_suite(project, "--snapshot-update").returncode == 0
    assert run_suite(project).returncode == 0


def test_broken_invariant_fails_even_with_update_and_writes_nothing(project):
    before = digest(project / "goldens")
    edit(project / "cases" / "tiny.py", "return x.sin().cos()", "return x.sin().tan()")
    result = run_suite(project, "--snapshot-update")
    assert result.returncode == 1
    assert "check_failed" not in result.stdout  # a readable message, not an enum
    assert "directive: check('aten.cos.default('): no match after the previous match" in result.stdout
    assert digest(project / "goldens") == before


def test_ci_refuses_to_write(project):
    result = run_suite(project, "--snapshot-update", env={"CI": "true"})
    assert result.returncode == 4
    assert "CI is set: fxgolden refuses to write goldens" in result.stdout + result.stderr


def test_torch_starting_to_accept_a_refused_pattern_is_a_change(project):
    edit(project / "cases" / "tiny.py", 'print("graph break")', "pass")
    result = run_suite(project)
    assert result.returncode == 1
    assert "[orphaned] error.txt" in result.stdout and "[new] g0.dynamo" in result.stdout


def test_stale_normalizer_version_is_its_own_outcome(project):
    golden = project / "goldens" / "cpu" / "tiny" / "sin_cos" / "g0.forward.py"
    from fxgolden.normalize.version import NORMALIZER_VERSION

    edit(golden, f"| normalizer: {NORMALIZER_VERSION} |", "| normalizer: 0 |")
    result = run_suite(project)
    assert result.returncode == 1
    assert "[stale] g0.forward" in result.stdout and "made by normalizer version 0" in result.stdout
    assert "@@" not in result.stdout


def test_invalid_utf8_golden_names_the_file_and_the_fix(project):
    golden = project / "goldens" / "cpu" / "tiny" / "sin_cos" / "g0.forward.py"
    golden.write_bytes(golden.read_bytes() + b"\xff\xfe")
    result = run_suite(project)
    assert result.returncode == 1
    assert "g0.forward.py: not valid UTF-8" in result.stdout and "regenerate" in result.stdout
    assert run_suite(project, "--snapshot-update").returncode == 0
    assert b"\xff" not in golden.read_bytes()


def test_crlf_golden_is_reported_and_rewritten_with_lf_on_update(project):
    golden = project / "goldens" / "cpu" / "tiny" / "sin_cos" / "g0.forward.py"
    lf = golden.read_bytes()
    golden.write_bytes(lf.replace(b"\n", b"\r\n"))  # what a checkout with core.autocrlf makes
    result = run_suite(project)
    assert result.returncode == 1
    assert ("g0.forward.py: has CRLF (or CR) line endings" in result.stdout
            and "[unreadable] g0.forward" in result.stdout)
    assert run_suite(project, "--snapshot-update").returncode == 0
    assert golden.read_bytes() == lf

def test_manifest_from_another_torch_or_missing(project):
    manifest = project / "goldens" / "cpu" / "profile.toml"
    text = manifest.read_text()
    manifest.write_text(text.replace('torch = "', 'torch = "1.0.0-', 1))
    result = run_suite(project)
    assert result.returncode == 4 and "goldens were made with torch 1.0.0-" in result.stdout + result.stderr
    assert run_suite(project, "--fxgolden-allow-version-drift").returncode == 0
    manifest.unlink()
    result = run_suite(project)
    assert result.returncode == 4 and "profile manifest is missing" in result.stdout + result.stderr


def test_orphaned_golden_fails_and_update_removes_it(project):
    folder = project / "goldens" / "cpu" / "tiny" / "sin_cos"
    orphan = folder / "g1.forward.py"
    orphan.write_text((folder / "g0.forward.py").read_text())
    result = run_suite(project)
    assert result.returncode == 1 and "[orphaned] g1.forward.py" in result.stdout
    assert run_suite(project, "--snapshot-update").returncode == 0
    assert not orphan.exists()


def test_case_that_raises_names_case_and_phase(project):
    (project / "cases" / "broken.py").write_text(textwrap.dedent('''
        from fxgolden import World, case

        @case("tiny/raises", world=World(pg="none"))
        def raises(ctx):
            raise ValueError("boom in the body")

        @case("tiny/captures_nothing", world=World(pg="none"))
        def captures_nothing(ctx):
            import torch
            return torch.ones(2)
    '''))
    result = run_suite(project, "--fxgolden-case", "tiny/raises", "--fxgolden-case", "tiny/captures_nothing")
    assert result.returncode == 1
    assert "case 'tiny/raises' failed in phase compile: ValueError: boom in the body" in result.stdout
    assert "case 'tiny/captures_nothing' failed in phase capture: the compiled call captured no graph" in result.stdout


@pytest.mark.parametrize(("body", "message"), [
    ('@case("../evil")\ndef f(ctx):\n    pass\n', "would escape goldens/"),
    ('@case("tiny/sin_cos")\ndef f(ctx):\n    pass\n', "already declared at"),
    ('raise ImportError("no such thing")\n', "importing it raised ImportError: no such thing"),
])
def test_bad_declarations_name_the_file(project, body, message):
    (project / "cases" / "zz_bad.py").write_text("from fxgolden import case\n" + body)
    result = run_suite(project)
    output = result.stdout + result.stderr
    assert result.returncode in (1, 2, 4), output
    assert message in output and "zz_bad.py" in output


def test_unknown_case_selection_is_a_usage_error(project):
    result = run_suite(project, "--fxgolden-case", "tiny/nope")
    assert result.returncode in (2, 4)  # a usage error, raised while collecting
    assert "no case matches 'tiny/nope'" in result.stdout + result.stderr
