"""Everyday use as a pytest/syrupy user meets it (issue 15), in a throw-away project: real torch, syrupy, pytest.

Each test reproduces one defect a new user hit: pass-through arguments, error
blocks printed twice, fix lines naming commands that do not exist, two
updaters at once, a refused update rewriting the manifest, pending entries
that never go away, and the CLI's rough edges.
"""

from __future__ import annotations

import dataclasses
import os
import re
import shlex
import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
import yaml

from fxgolden.base.files import atomic_write_text
from fxgolden.catalog.case import Case
from fxgolden.catalog.world import World
from fxgolden.cli import parse_args
from fxgolden.golden.applier import apply_step
from fxgolden.golden.compare import UpdateMode, orphans
from fxgolden.golden.store import GoldenStore
from fxgolden.golden.writer import GoldenWriter
from fxgolden.run.record import Outcome
from fxgolden.run.result import CaseRun

ROOT = Path(__file__).resolve().parents[1]

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


@case("tiny/allgather", world=World(size=2, rank=1, mesh=(2,), dims=("dp",)), backends=[Backend.AOT_EAGER])
def allgather(ctx):
    import torch.distributed._functional_collectives as funcol

    return ctx.compile(lambda x: funcol.all_gather_single(x * 2, 0, (ctx.mesh, 0)) + 1, fullgraph=True)(torch.randn(4))


@case("tiny/elsewhere", world=World(pg="none"), unsupported={"cpu": "needs a feature this host lacks"})
def elsewhere(ctx):
    return ctx.compile(lambda x: x + 1)(torch.randn(2))


@case("warn/shard_to_shard", world=World(size=2, rank=0, mesh=(2,), dims=("tp",)), backends=[Backend.AOT_EAGER])
def shard_to_shard(ctx):
    from torch.distributed.tensor import DTensor, Shard

    def fn(x):  # the fake CPU group has no all_to_all: torch warns and lowers it to all_gather + split
        return DTensor.from_local(x, ctx.mesh, [Shard(0)], run_check=False).redistribute(ctx.mesh, [Shard(1)])''' \
    '''.to_local()

    return ctx.compile(fn, fullgraph=True)(torch.randn(4, 8))
'''

BROKEN = '''
import torch
from fxgolden import World, case


@case("bad/raises", world=World(pg="none"))
def raises(ctx):
    raise ValueError("boom in the body")


@case("bad/compile_fails", world=World(pg="none"), numerics=False)
def compile_fails(ctx):
    def fn(x):
        print("graph break")
        return x + 1

    return ctx.compile(fn, fullgraph=True)(torch.randn(2))
'''

MARKER_PLUGIN = '''
import os


def pytest_configure(config):
    open(os.environ["FXG_MARKER"], "a").write("loaded\\n")
'''


def environ(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")}
    env.update(extra)
    return env


def pytest_run(project: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", "cases", "-q", "-p", "no:cacheprovider",
                           *args], cwd=project, env=env or environ(), capture_output=True, text=True, timeout=600)


def fxgolden(project: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "fxgolden", *args], cwd=project, env=env or environ(),
                          capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def made_project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    project = tmp_path_factory.mktemp("everyday")
    (project / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "cases"\ngoldens = "goldens"\n')
    (project / "cases").mkdir()
    (project / "cases" / "__init__.py").write_text("")
    (project / "cases" / "tiny.py").write_text(CASES)
    (project / "tests").mkdir()
    # A unit test of the user's own: a per-case update must not run it (testpaths would).
    (project / "tests" / "test_unit.py").write_text("def test_unit():\n    raise AssertionError('the unit test ran')\n")
    (project / "marker_plugin.py").write_text(MARKER_PLUGIN)
    made = pytest_run(project, "--snapshot-update")
    assert made.returncode == 0, made.stdout + made.stderr
    return project


@pytest.fixture
def project(made_project: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "p"
    shutil.copytree(made_project, copy)
    return copy


def snapshot_of(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


# Item 1: everything after `--` reaches pytest unchanged.

def test_passthrough_arguments_reach_pytest_with_ids_globs_p_and_n(project: Path) -> None:
    marker = project / "marker.txt"
    env = environ(FXG_MARKER=str(marker), PYTHONPATH=str(project))
    result = fxgolden(project, "run", "tiny/sin_cos", "tiny/all*", "--", "-p", "marker_plugin", "-n", "2", "-v",
                      env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "created: 2/2 workers" in result.stdout and "2 passed" in result.stdout
    assert "loaded" in marker.read_text()


def test_passthrough_k_and_x_stop_at_the_first_failure(project: Path) -> None:
    (project / "cases" / "bad.py").write_text(BROKEN)
    marker = project / "marker.txt"
    env = environ(FXG_MARKER=str(marker), PYTHONPATH=str(project))
    result = fxgolden(project, "run", "bad/*", "tiny/*", "--", "-pmarker_plugin", "-k", "compile_fails or sin_cos",
                      "-x", env=env)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "stopping after 1 failures" in result.stdout
    assert "2 cases: 0 passed, 1 failed, 1 not reached" in result.stdout  # -k kept two, -x stopped after one
    # deselected: warn/shard_to_shard (no pattern names it), then 3 of the 5 named ones (-k keeps two)
    assert result.stdout.strip().splitlines()[-1].startswith("1 failed, 4 deselected")
    assert "test_golden[tiny/sin_cos] PASSED" not in result.stdout and "loaded" in marker.read_text()


def test_passthrough_is_split_before_argparse() -> None:
    args = parse_args(["run", "core/x", "tp/*", "--", "-p", "myplugin", "-k", "x", "-x", "-n", "2", "--", "y"])
    assert args.cases == ["core/x", "tp/*"] and args.pytest_args == ["-p", "myplugin", "-k", "x", "-x", "-n", "2",
                                                                     "--", "y"]


# Item 2: every error once, with one fix line whose command exists.

def test_compile_failure_and_raising_case_print_their_error_block_once(project: Path) -> None:
    (project / "cases" / "bad.py").write_text(BROKEN)
    result = pytest_run(project, "-rN", "--fxgolden-case", "bad/*")
    out = result.stdout
    assert result.returncode == 1, out
    assert out.count("case 'bad/compile_fails' failed in phase compile: ") == 1
    assert out.count("Explanation: Dynamo does not know how to trace builtin operator") == 1
    assert out.count("case 'bad/raises' failed in phase compile: ValueError: boom in the body") == 1
    assert out.count("  fix: ") == 2 and "During handling of the above exception" not in out
    assert "--fxgolden-verbose" not in out


HINT = re.compile(r"`((?:fxgolden|pytest) [^`]*)`")
PLACEHOLDERS = [(re.compile(r"\{[^{}]*\}"), "tiny/sin_cos"), (re.compile(r"<[a-z ]+>"), "tiny/sin_cos"),
                (re.compile(r"\bCASE\.\.\."), "tiny/sin_cos"), (re.compile(r"\bTORCH\b"), "torch==2.13.0"),
                (re.compile(r"\bREV\b"), "HEAD"), (re.compile(r"\bDIR\b"), "out")]


SUBCOMMANDS = ("init", "run", "capture", "ranks", "list", "review", "accept", "reject", "nightly", "bench")


def suggested_commands() -> set[str]:
    """Every `fxgolden ...` and `pytest ...` command that fxgolden's messages and help texts suggest."""
    commands = set()
    for path in (ROOT / "src" / "fxgolden").rglob("*.py"):
        for command in HINT.findall(path.read_text()):
            for pattern, value in PLACEHOLDERS:
                command = pattern.sub(value, command)
            commands.add(command.replace("' + job.case_id + '", "tiny/sin_cos").strip())
    return commands


def test_every_suggested_command_parses(made_project: Path) -> None:
    commands = suggested_commands()
    assert "fxgolden run --update 'tiny/sin_cos'" in commands  # the failure message's `next:` line
    assert any(c.startswith("fxgolden run 'tiny/sin_cos' -- --fxgolden-in-process") for c in commands)  # compile fix
    bad = []
    for command in sorted(commands):
        argv = shlex.split(command)
        if argv[0] == "fxgolden" and len(argv) == 2 and not argv[1].startswith("-"):
            if argv[1] not in SUBCOMMANDS:  # a mention of a command by name: it must exist
                bad.append(f"{command}: no such command")
        elif argv[0] == "fxgolden":
            try:
                parse_args(argv[1:])
            except SystemExit as exit_:
                bad.append(f"{command}: exit {exit_.code}")
        else:  # pytest parses every option (fxgolden's and syrupy's included) before --help prints
            result = subprocess.run([sys.executable, "-m", *argv, "--help"], cwd=made_project, env=environ(),
                                    capture_output=True, text=True, timeout=120)
            if result.returncode != 0:
                bad.append(f"{command}: {result.stderr.strip()[-300:]}")
    assert not bad, "\n".join(bad)


# Item 3: one writer per profile.

SLOW = '''
import time

import torch
from fxgolden import World, case


@case("slow/sleeps", world=World(pg="none"))
def sleeps(ctx):
    time.sleep(3)
    return ctx.compile(lambda x: x * 3, fullgraph=True)(torch.randn(4))
'''


def start_update(project: Path, *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "pytest", "cases", "-q", "-p", "no:cacheprovider",
                             "--snapshot-update", *args], cwd=project, env=environ(), stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)


def wait_for_holder(project: Path, proc: subprocess.Popen) -> str:
    holder = project / ".fxgolden" / "locks" / "cpu.lock.holder"
    deadline = time.monotonic() + 120
    while not holder.is_file():
        assert proc.poll() is None, proc.stdout.read()
        assert time.monotonic() < deadline, "the first updater never took the lock"
        time.sleep(0.1)
    return holder.read_text()


def test_two_updaters_at_once_take_turns_and_lose_nothing(project: Path) -> None:
    (project / "cases" / "slow.py").write_text(SLOW)
    shutil.rmtree(project / "goldens")
    first = start_update(project)  # every case, the slow one included
    assert f"pid {first.pid} " in wait_for_holder(project, first)
    impatient = pytest_run(project, "--snapshot-update", "--fxgolden-case", "tiny/sin_cos",
                           "--fxgolden-lock-timeout", "0.5")
    assert impatient.returncode == 4, impatient.stdout + impatient.stderr
    assert f"still locked by pid {first.pid} " in impatient.stderr and "nothing was written" in impatient.stderr
    second = start_update(project, "--fxgolden-case", "tiny/sin_cos", "--fxgolden-case", "slow/sleeps")
    out_first, out_second = first.communicate(timeout=600)[0], second.communicate(timeout=600)[0]
    assert first.returncode == 0, out_first
    assert second.returncode == 0, out_second
    assert f"waiting for the lock of profile 'cpu' (up to 900s); held by pid {first.pid} " in out_second
    goldens = project / "goldens" / "cpu"
    for case_id in ("tiny/sin_cos", "tiny/allgather", "slow/sleeps"):
        assert (goldens / case_id / "summary.yaml").is_file(), case_id
    assert not (project / ".fxgolden" / "locks" / "cpu.lock.holder").exists()
    compare = pytest_run(project)  # the manifest matches the files: a plain compare passes
    assert compare.returncode == 0, compare.stdout + compare.stderr


# Item 6: state is written only by runs that did their work.

def test_refused_update_leaves_the_manifest_untouched(project: Path) -> None:
    manifest = project / "goldens" / "cpu" / "profile.toml"
    manifest.write_text(re.sub(r'torch = "[^"]*"', 'torch = "2.12.0+cpu"', manifest.read_text()))
    before = snapshot_of(project / "goldens")
    result = pytest_run(project, "--snapshot-update", "--fxgolden-case", "tiny/sin_cos")
    assert result.returncode == 4
    assert "goldens were made with torch 2.12.0+cpu" in result.stderr and "nothing was written" in result.stderr
    assert snapshot_of(project / "goldens") == before


def test_failed_checks_in_an_update_say_nothing_was_written(project: Path) -> None:
    cases = project / "cases" / "tiny.py"
    cases.write_text(cases.read_text().replace("x.sin().cos()", "x.sin().tan()"))
    before = snapshot_of(project / "goldens")
    result = pytest_run(project, "--snapshot-update", "--fxgolden-case", "tiny/sin_cos")
    assert result.returncode == 1
    assert "update refused: a failed check blocks every write of the case; nothing of it was written" in result.stdout
    assert snapshot_of(project / "goldens") == before


@pytest.mark.parametrize(("umask", "mode"), [(0o022, 0o644), (0o027, 0o640), (0o077, 0o600)])
def test_written_files_respect_the_umask(tmp_path: Path, umask: int, mode: int) -> None:
    old = os.umask(umask)
    try:
        atomic_write_text(tmp_path / "a" / "golden.py", "text\n")
    finally:
        os.umask(old)
    assert (tmp_path / "a" / "golden.py").stat().st_mode & 0o777 == mode


def test_orphan_removal_tolerates_a_file_another_updater_removed(tmp_path: Path) -> None:
    @dataclasses.dataclass(frozen=True)
    class RacedStore(GoldenStore):
        """Lists a golden that another updater deletes before this one gets to it."""

        def existing_files(self, case_id: str) -> list[str]:
            return ["g1.forward.py"]

    store = RacedStore(tmp_path / "goldens", "cpu", tmp_path / ".fxgolden")
    run = CaseRun(case=Case(id="tiny/x", body=lambda ctx: None, world=World(pg="none")), artifacts={}, checks=[],
                  numerics=None, timings={})
    with GoldenWriter.open(store, covered=True, environ={}) as writer:  # an update writes through its writer
        steps = orphans(run, store, UpdateMode.IN_PLACE)
        assert [apply_step(step, "tiny/x", store, writer).outcome for step in steps] == [Outcome.REMOVED]


# Item 7: the new-user path.

def test_pending_entries_go_when_a_compare_passes_or_an_update_writes(project: Path) -> None:
    golden = project / "goldens" / "cpu" / "tiny" / "sin_cos" / "g0.forward.py"
    made = golden.read_text()
    pending = project / ".fxgolden" / "pending" / "cpu" / "tiny" / "sin_cos" / "g0.forward.py"
    golden.write_text(made.replace("aten.cos.default", "aten.tan.default"))
    assert pytest_run(project, "--fxgolden-case", "tiny/sin_cos").returncode == 1 and pending.is_file()
    golden.write_text(made)  # e.g. the change was reverted
    assert pytest_run(project, "--fxgolden-case", "tiny/sin_cos").returncode == 0
    assert not pending.exists() and not pending.with_name(pending.name + ".base.json").exists()
    golden.write_text(made.replace("aten.cos.default", "aten.tan.default"))
    assert pytest_run(project, "--fxgolden-case", "tiny/sin_cos").returncode == 1 and pending.is_file()
    assert pytest_run(project, "--snapshot-update", "--fxgolden-case", "tiny/sin_cos").returncode == 0
    assert golden.read_text() == made and not pending.exists()
    listed = fxgolden(project, "review", "--list")
    assert listed.returncode == 0 and "nothing pending" in listed.stdout


def readme_per_case_update() -> list[str]:
    """The README's 'Add a case' command that writes one new case's goldens."""
    text = (ROOT / "README.md").read_text()
    found = re.search(r"Then `([^`]+)`\s+writes its goldens", text)
    assert found, "README.md lost its per-case update command"
    return shlex.split(found.group(1).replace("dtensor/redistribute_allgather", "tiny/sin_cos"))


def test_readme_per_case_update_touches_only_that_case(project: Path) -> None:
    argv = readme_per_case_update()
    shutil.rmtree(project / "goldens" / "cpu" / "tiny" / "sin_cos")
    before = snapshot_of(project / "goldens")
    command = [sys.executable, "-m", *argv] if argv[0] in ("pytest", "fxgolden") else argv
    result = subprocess.run(command, cwd=project, env=environ(), capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "the unit test ran" not in result.stdout and "1 passed" in result.stdout
    after = snapshot_of(project / "goldens")
    assert {k: v for k, v in after.items() if not k.startswith("cpu/tiny/sin_cos/")} == before
    assert "cpu/tiny/sin_cos/g0.forward.py" in after


def test_unknown_case_id_is_a_usage_error_not_a_traceback(project: Path) -> None:
    result = pytest_run(project, "--fxgolden-case", "tiny/nope")
    assert result.returncode == 4
    assert "no case matches 'tiny/nope'" in result.stderr
    assert "Traceback" not in result.stdout + result.stderr and "ERROR collecting" not in result.stdout


def test_list_shows_each_cases_real_goldens_and_profiles(project: Path) -> None:
    result = fxgolden(project, "list")
    assert result.returncode == 0, result.stderr
    blocks = {block.split("\n", 1)[0]: block for block in re.split(r"\n(?=\S)", result.stdout)}
    assert "goldens/cpu: g0.backward.py g0.dynamo.py g0.forward.py summary.yaml" in blocks["tiny/sin_cos"]
    assert "goldens/cpu: collectives.txt g0.dynamo.py g0.inference.py summary.yaml" in blocks["tiny/allgather"]
    assert "not in cpu: needs a feature this host lacks" in blocks["tiny/elsewhere"]
    assert "compiled_autograd" not in result.stdout  # not the same all-kinds line for every case


def test_world_fields_are_documented() -> None:
    docs = (ROOT / "docs" / "writing-cases.md").read_text()
    for field in dataclasses.fields(World):
        assert f"`{field.name}`" in docs, f"World.{field.name} is not documented in docs/writing-cases.md"


def test_missing_cuda_goldens_say_how_to_make_them(project: Path) -> None:
    (project / "cases" / "ind.py").write_text(textwrap.dedent('''
        import torch
        from fxgolden import Backend, World, case

        @case("ind/add", world=World(pg="none"), backends=[Backend.INDUCTOR])
        def add(ctx):
            return ctx.compile(lambda x: x + 1)(torch.randn(4))
    '''))
    listed = fxgolden(project, "list", "ind/add")
    assert "goldens/cuda: none yet (expected without a GPU)" in listed.stdout
    assert "python3 tools/gpu_goldens.py" in listed.stdout and 'profiles=("cpu",)' in listed.stdout


# Item 4: the nightly.

def test_nightly_not_run_reason_is_the_cases_sentence_and_python_may_be_relative(project: Path,
                                                                                  tmp_path: Path) -> None:
    python = os.path.relpath(sys.executable, project)
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "nightly.py"), "--python", python, "--out",
                             str(tmp_path / "out"), "--case", "tiny/sin_cos", "--case", "tiny/elsewhere",
                             "--jobs", "1"], cwd=project, env=environ(), capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    import json

    cases = {c["case"]: c for c in json.loads((tmp_path / "out" / "results.json").read_text())["cases"]}
    assert cases["tiny/sin_cos"]["status"] == "ok"
    assert cases["tiny/elsewhere"]["status"] == "not-run"
    assert cases["tiny/elsewhere"]["message"] == ("not run here: needs a feature this host lacks "
                                                  "(no profile runs it yet)")


def test_nightly_python_that_cannot_start_is_exit_2(tmp_path: Path) -> None:
    broken = tmp_path / "python"
    broken.write_text("not an interpreter")  # an executable file, but not one the OS can start
    broken.chmod(0o755)
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "nightly.py"), "--python", str(broken), "--out",
                             str(tmp_path / "out")], cwd=ROOT, env=environ(), capture_output=True, text=True,
                            timeout=600)
    assert result.returncode == 2, result.stdout + result.stderr
    assert "cannot start the nightly's Python" in result.stderr


# Item 8: the CLI as a pytest user expects it.

def test_python_m_fxgolden_and_help(project: Path) -> None:
    result = fxgolden(project, "--help")
    assert result.returncode == 0 and "usage: fxgolden" in result.stdout
    run_help = fxgolden(project, "run", "--help")
    assert "[-- PYTEST_ARGS ...]" in run_help.stdout and "[cases ...] ..." not in run_help.stdout


def test_run_exit_codes_are_0_1_2(project: Path) -> None:
    assert fxgolden(project, "run", "tiny/sin_cos").returncode == 0
    assert fxgolden(project, "run", "tiny/nope").returncode == 2  # pytest's usage error (4)
    assert fxgolden(project, "run", "tiny/sin_cos", "--", "--no-such-pytest-option").returncode == 2
    assert fxgolden(project, "list", "--", "-x").returncode == 2


CONSOLE_SCRIPT_EXIT = """
import atexit, sys
from fxgolden.cli import console_main

class Finalized:
    def __del__(self):
        print("finalized", flush=True)

finalized = Finalized()  # freed when Python tears __main__ down at exit
atexit.register(lambda: print("atexit handler ran"))
sys.argv = ["fxgolden", *sys.argv[1:]]
console_main()
"""


def test_the_console_script_exits_without_finalizing_but_after_atexit_and_flushing(project: Path) -> None:
    """Skipping Python's finalization (a second, with torch imported) must lose no output and no atexit handler."""
    in_process = fxgolden(project, "list")
    script = [sys.executable, "-c", CONSOLE_SCRIPT_EXIT]
    listed = subprocess.run([*script, "list"], cwd=project, env=environ(), capture_output=True, text=True,
                            timeout=600)
    assert listed.returncode == 0, listed.stderr
    assert listed.stdout == in_process.stdout + "atexit handler ran\n"  # all of it, in order, through a pipe
    assert "finalized" not in listed.stdout  # os._exit: no teardown of modules and objects
    refused = subprocess.run([*script, "list", "--", "-x"], cwd=project, env=environ(), capture_output=True,
                             text=True, timeout=600)
    assert refused.returncode == 2 and "atexit handler ran" in refused.stdout
    bad_option = subprocess.run([*script, "--no-such-option"], cwd=project, env=environ(), capture_output=True,
                                text=True, timeout=600)
    assert bad_option.returncode == 2 and "usage: fxgolden" in bad_option.stderr  # argparse's SystemExit(2)


def test_no_numpy_warning_on_cli_calls(project: Path, tmp_path: Path) -> None:
    fake = tmp_path / "nonumpy" / "numpy"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text('raise ModuleNotFoundError("No module named numpy", name="numpy")\n')
    env = environ(PYTHONPATH=str(fake.parent))
    warned = subprocess.run([sys.executable, "-W", "default", "-c", "import torch"], cwd=project, env=env,
                            capture_output=True, text=True, timeout=300)
    assert "Failed to initialize NumPy" in warned.stderr  # the warning this test is about does occur
    result = fxgolden(project, "list", "--ids", env=env)
    assert result.returncode == 0 and "tiny/sin_cos" in result.stdout
    assert "NumPy" not in result.stderr


def test_torch_warnings_while_compiling_go_into_the_summary_and_the_failure_text(project: Path) -> None:
    fallback = "CPU process group does not support alltoall yet, falling back with allgather + chunk!"
    summary = yaml.safe_load((project / "goldens" / "cpu" / "warn" / "shard_to_shard" / "summary.yaml").read_text())
    assert summary["warnings"] == [f"torch.distributed.tensor._collective_utils: {fallback}"], summary
    assert "warnings:" not in (project / "goldens" / "cpu" / "tiny" / "sin_cos" / "summary.yaml").read_text()
    # Once-only warnings fire again in the compiled call: the eager run before it does not change the summary.
    assert pytest_run(project, "--fxgolden-case", "warn/*", "--fxgolden-no-numerics").returncode == 0
    forward = project / "goldens" / "cpu" / "warn" / "shard_to_shard" / "g0.inference.py"
    forward.write_text(forward.read_text().replace("all_gather_into_tensor", "all_to_all_single"))
    result = pytest_run(project, "--fxgolden-case", "warn/*")
    assert result.returncode == 1
    assert (f"torch warned while compiling it:\n    torch.distributed.tensor._collective_utils: {fallback}"
            in result.stdout)


def test_fxgolden_run_prints_no_assert_rewrite_warning(project: Path) -> None:
    result = fxgolden(project, "run", "tiny/sin_cos")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "PytestAssertRewriteWarning" not in result.stdout + result.stderr, result.stdout
