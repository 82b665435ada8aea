"""Each case runs in its own process: a crash or a hang is that case's error, and the run goes on.

Test-only cases (never in the catalog) in a throw-away project, run through
real pytest, serially and with -n 2, and interrupted with SIGINT.
"""

from __future__ import annotations

import dataclasses
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fxgolden.pytest_plugin import durations

ROOT = Path(__file__).resolve().parents[1]

CASES = '''
import dataclasses
import os
import sys
import time

import torch
from fxgolden import Backend, World, case


def _fn(x):
    return x.sin() * 2


@case("iso/a_before", world=World(pg="none"), backends=[Backend.AOT_EAGER])
def before(ctx):
    from fxgolden.base import torch_compat

    preloaded = all(name in sys.modules for name in torch_compat.LAZY_IMPORTS)
    print(f"lazy modules imported before the first compile: {preloaded}", flush=True)
    return ctx.compile(_fn, fullgraph=True)(torch.randn(4))


@case("iso/b_segfault", world=World(pg="none"), backends=[Backend.AOT_EAGER])
def segfault(ctx):
    import ctypes

    print("about to read address 0", flush=True)
    ctypes.string_at(0)


@case("iso/c_hang", world=World(pg="none"), backends=[Backend.AOT_EAGER])
def hang(ctx):
    marker = os.environ.get("ISO_HANG_MARKER")
    if marker:
        open(marker, "w").close()
    pid_file = os.environ.get("ISO_SLEEP_PID")
    if pid_file:  # a process of the case's own, which must not outlive it
        import subprocess

        with open(pid_file, "w") as handle:
            handle.write(str(subprocess.Popen(["sleep", "600"]).pid))
    print("waiting forever", flush=True)
    while True:
        time.sleep(0.1)


@case("iso/d_after", world=World(pg="none"), backends=[Backend.AOT_EAGER])
def after(ctx):
    return ctx.compile(_fn, fullgraph=True)(torch.randn(4)).cos()
'''

PYPROJECT = '''
[tool.fxgolden]
cases = "cases"
goldens = "goldens"
'''

# An xdist controller that takes each worker's start seconds late, as one starved of CPU on a loaded host does.
LAGGING_CONTROLLER = '''
import time

_controller = False


def pytest_configure(config):
    global _controller
    _controller = not hasattr(config, "workerinput")


def pytest_runtest_logstart(nodeid, location):
    if _controller:
        time.sleep(2)
'''

OK_CASES = ("iso/a_before", "iso/d_after")


def run_suite(project: Path, *args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    environ = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")}
    environ.update(env or {})
    return subprocess.run([sys.executable, "-m", "pytest", "cases", "-q", "-p", "no:cacheprovider",
                           *args], cwd=project, env=environ, capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def project(tmp_path_factory) -> Path:
    project = tmp_path_factory.mktemp("iso")
    (project / "pyproject.toml").write_text(PYPROJECT)
    (project / "cases").mkdir()
    (project / "cases" / "__init__.py").write_text("")
    (project / "cases" / "iso.py").write_text(CASES)
    (project / "lagging_controller.py").write_text(LAGGING_CONTROLLER)
    (project / "tests").mkdir()
    made = run_suite(project, "--snapshot-update", *(arg for c in OK_CASES for arg in ("--fxgolden-case", c)))
    assert made.returncode == 0, made.stdout + made.stderr
    return project


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().split(")")[-1].split()[0] != "Z"  # a zombie is dead, waiting to be reaped
    except FileNotFoundError:
        return False


@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_segfault_and_hang_are_errors_of_their_cases_and_the_run_goes_on(project, workers, tmp_path):
    pid_file = tmp_path / "sleep.pid"
    result = run_suite(project, "--fxgolden-timeout", "15", *workers, env={"ISO_SLEEP_PID": str(pid_file)})
    out = result.stdout
    sleeper = int(pid_file.read_text())
    deadline = time.monotonic() + 10
    while _alive(sleeper) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _alive(sleeper), "a process the timed-out case started outlived it"
    assert result.returncode == 1, out + result.stderr
    assert "case 'iso/b_segfault' failed in phase process: its process was killed by SIGSEGV" in out
    assert "about to read address 0" in out  # the crashed child's last output
    assert "Fatal Python error: Segmentation fault" in out  # faulthandler's traceback of the crash
    assert "case 'iso/c_hang' failed in phase process: ran past the per-case time limit of 15 s" in out
    assert "waiting forever" in out and "in hang" in out  # where it hung, from faulthandler on SIGABRT
    assert "4 cases: 2 passed, 2 failed" in out
    assert "  failed: iso/b_segfault" in out and "  failed: iso/c_hang" in out
    recorded = durations.load(durations.path_in(project / ".fxgolden"), "cpu")  # what the next -n run orders by
    assert set(recorded) == {"iso/a_before", "iso/b_segfault", "iso/c_hang", "iso/d_after"}
    assert recorded["iso/c_hang"] >= 15


def _ctrl_c_as_in_a_terminal() -> None:
    """SIGINT at its default in the child, as a terminal gives it: then Python raises KeyboardInterrupt on it.

    A suite started in the background of a shell without job control (``cmd &`` in a script, as a CI
    runner may) ignores SIGINT, every child inherits that, and Python installs no handler for an ignored
    signal: the "interrupted" pytest slept on in the hanging case. Reproduced on 2026-11-26: started
    with ``(nohup pytest ... &)``, this test failed so without this reset and passed with it.
    """
    signal.signal(signal.SIGINT, signal.SIG_DFL)


@pytest.mark.parametrize("mode", [[], ["--fxgolden-jobs", "2"], ["-n", "2"], ["-n", "2", "-p", "lagging_controller"]],
                         ids=["serial", "jobs", "xdist", "xdist-controller-behind"])
def test_interrupted_case_is_counted_and_named_and_leaves_no_process(project, tmp_path, mode):
    """Ctrl-C as a terminal sends it (to pytest's whole process group) while a case hangs: pytest exits, names
    the case, and nothing the case started survives, in every mode."""
    marker, pid_file = tmp_path / "hang-started", tmp_path / "sleep.pid"
    # a file, not a pipe: the test waits for pytest to exit, not for every process that inherited its stdout
    log = tmp_path / "pytest.out"
    env = {**{k: v for k, v in os.environ.items() if k != "CI"}, "ISO_HANG_MARKER": str(marker),
           "ISO_SLEEP_PID": str(pid_file)}
    with log.open("w") as sink:
        process = subprocess.Popen(
            [sys.executable, "-m", "pytest", "cases", "-q", "-p", "no:cacheprovider", *mode,
             "--fxgolden-order", "reverse", "--fxgolden-case", "iso/c_hang", "--fxgolden-case", "iso/d_after",
             "--fxgolden-case", "iso/a_before"],
            cwd=project, env=env, stdout=sink, stderr=subprocess.STDOUT, text=True,
            preexec_fn=_ctrl_c_as_in_a_terminal, start_new_session=True)
        deadline = time.monotonic() + 300
        while not (marker.exists() and pid_file.exists() and pid_file.read_text()):
            assert time.monotonic() < deadline and process.poll() is None, "the hanging case never started"
            time.sleep(0.2)
        os.killpg(process.pid, signal.SIGINT)  # the terminal's foreground group: pytest and its xdist workers
        try:
            process.wait(timeout=180)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            raise AssertionError("pytest did not exit within 180 s of SIGINT:\n" + log.read_text()[-6000:]) from None
    out = log.read_text()
    sleeper = int(pid_file.read_text())
    deadline = time.monotonic() + 10
    while _alive(sleeper) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not _alive(sleeper), f"a process the interrupted case started outlived the run:\n{out[-3000:]}"
    assert "KeyboardInterrupt" in out or "Interrupted" in out, out
    assert "  interrupted: iso/c_hang" in out, out
    pytest_passed = re.search(r"(\d+) passed", out.splitlines()[-1])
    ours = re.search(r"\d+ cases: (\d+) passed", out)
    assert ours and int(ours[1]) == (int(pytest_passed[1]) if pytest_passed else 0), out  # no passed case lost
    if not mode:  # reverse order: d_after ran and passed, c_hang was interrupted, a_before was never reached
        assert "3 cases: 1 passed, 0 failed, 1 interrupted, 1 not reached" in out, out
        assert "  not reached: iso/a_before" in out


@pytest.mark.parametrize("after_s", [0.0, 0.3, 1.0, 2.0])
def test_ctrl_c_while_starting_up_is_a_short_message_not_a_traceback(project, after_s, tmp_path):
    """Ctrl-C while pytest collects the project's tests and the catalog, and the fork server starts, all importing
    torch: pytest's one-line KeyboardInterrupt, exit 2, no traceback from either process. Before, the server
    printed half of one, the catalog's interrupted import came back as a collection error, and an interrupt
    inside a test module's torch import aborted pytest or was lost (the run went on and passed).

    The interrupt comes ``after_s`` after collection reached that module (it leaves a mark before it imports
    torch), whatever the load: earlier, pytest is still loading its plugins, before any plugin can act."""
    collecting = tmp_path / "collecting"
    (project / "unit").mkdir(exist_ok=True)
    (project / "unit" / "test_imports_torch.py").write_text(
        "import os\n\nopen(os.environ['ISO_COLLECTING'], 'w').close()\nimport torch  # noqa: E402\n\n\n"
        "def test_tensor():\n    assert torch.ones(1).item() == 1\n")
    process = subprocess.Popen([sys.executable, "-m", "pytest", "unit", "cases", "-q", "-p", "no:cacheprovider",
                                "--fxgolden-no-result-cache", "--fxgolden-case", "iso/a_before"],
                               cwd=project, env={**{k: v for k, v in os.environ.items() if k != "CI"},
                                                 "ISO_COLLECTING": str(collecting)},
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                               preexec_fn=_ctrl_c_as_in_a_terminal, start_new_session=True)
    deadline = time.monotonic() + 120
    while not collecting.exists() and process.poll() is None and time.monotonic() < deadline:
        time.sleep(0.01)
    time.sleep(after_s)
    os.killpg(process.pid, signal.SIGINT)
    out, _ = process.communicate(timeout=180)
    assert collecting.exists(), out
    assert not re.search(r"\b1 passed", out), out  # the server alone takes seconds to start: the interrupt was lost
    assert process.returncode == 2, out
    assert "KeyboardInterrupt" in out and "Traceback" not in out and "Error" not in out, out


def test_per_case_output_reaches_pytest(project):
    result = run_suite(project, "--fxgolden-case", "iso/b_segfault", "-rA")
    assert "Captured stdout call" in result.stdout and "about to read address 0" in result.stdout


def test_children_start_with_the_modules_a_compile_imports_lazily(project):
    """The fork server imported them (``torch_compat.LAZY_IMPORTS``): a name torch lacks is skipped there, and fails
    here."""
    result = run_suite(project, "--fxgolden-case", "iso/a_before", "-rA")
    assert "lazy modules imported before the first compile: True" in result.stdout, result.stdout


def test_timeout_and_in_process_options_are_checked(project):
    bad = run_suite(project, "--fxgolden-timeout", "-1")
    assert bad.returncode in (2, 4) and "--fxgolden-timeout -1: give seconds" in bad.stdout + bad.stderr
    refused = run_suite(project, "--fxgolden-in-process", "--snapshot-update")
    assert refused.returncode in (2, 4) and "never writes goldens" in refused.stdout + refused.stderr
    selecting_both = [arg for c in OK_CASES for arg in ("--fxgolden-case", c)]
    one_at_a_time = run_suite(project, "--fxgolden-in-process", *selecting_both)
    assert one_at_a_time.returncode == 4, one_at_a_time.stdout
    assert "--fxgolden-in-process runs one case in pytest's own process (for --pdb), and 2 were selected" in \
        one_at_a_time.stderr and "fix: name one case" in one_at_a_time.stderr
    for case_id in OK_CASES:
        assert run_suite(project, "--fxgolden-in-process", "--fxgolden-case", case_id).returncode == 0
    ok = run_suite(project, "--fxgolden-in-process=all", *selecting_both)  # the bench's timing run
    assert ok.returncode == 0, ok.stdout


def test_the_per_case_fx_graph_cache_folder_changes_with_any_catalog_edit(tmp_path):
    from fxgolden.isolate.jobs import Job, source_digest
    from fxgolden.run.spec import RunSpec

    cases = tmp_path / "cases"
    cases.mkdir()
    (cases / "a.py").write_text("X = 1\n")
    spec = RunSpec(profile="cpu", project_root=str(tmp_path))
    job = Job("a/x", 0, str(cases), spec)
    first = job.cache_name()
    assert first == job.cache_name()  # stable for an unchanged catalog
    assert Job("a/x", 1, str(cases), spec).cache_name() != first  # another rank
    assert Job("a/x", 0, str(cases), dataclasses.replace(spec, codegen_only=True)).cache_name() != first
    assert Job("a/x", 0, str(cases), dataclasses.replace(spec, config_overrides='{"inductor": {}}')).cache_name() \
        != first  # the nightly's explain step
    (cases / "a.py").write_text("X = 2\n")  # an edit: node names may have changed, the key ignores them
    source_digest.cache_clear()
    assert job.cache_name() != first


def test_in_process_mode_gives_the_isolated_artifacts_from_its_first_case():
    """--fxgolden-in-process (for --pdb) compares the catalog's first Inductor-free DTensor case as the suite does:
    the modules a compile imports lazily are imported first, as the fork server does (their deprecation warnings
    went into the first case's summary)."""
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")}
    result = subprocess.run([sys.executable, "-m", "fxgolden", "run", "core/dtensor_matmul_redistribute[S0]",
                             "--no-result-cache", "--", "--fxgolden-in-process"], cwd=Path(__file__).parents[1],
                            env=env, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 cases: 1 passed" in result.stdout


def _catalog(folder: Path) -> Path:
    """The test-only catalog alone (no goldens): enough for children that capture and compare nothing."""
    (folder / "cases").mkdir(parents=True)
    (folder / "pyproject.toml").write_text(PYPROJECT)
    (folder / "cases" / "__init__.py").write_text("")
    (folder / "cases" / "iso.py").write_text(CASES)
    return folder / "cases"


def _command_line(pid: int) -> str:
    try:
        return (Path("/proc") / str(pid) / "cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return "(gone)"


def _in_session(session_id: int) -> list[int]:
    """The live processes of session ``session_id`` (a command started with ``start_new_session``, and all it
    started that did not leave the session)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().split(")")[-1].split()
        except (FileNotFoundError, NotADirectoryError, ProcessLookupError):
            continue
        if fields[0] != "Z" and int(fields[3]) == session_id:  # state, ppid, pgrp, session
            found.append(int(entry.name))
    return found


def test_each_isolation_owns_a_fork_server_of_its_own_and_close_stops_it(tmp_path):
    """Two owners in one process, two catalogs: each forks its cases from its own server (the standard library's
    one per process is never started), and closing one stops its server alone."""
    from multiprocessing import forkserver

    from fxgolden.isolate.isolation import Isolation, run_job
    from fxgolden.isolate.jobs import Job
    from fxgolden.run.spec import RunSpec

    first, second = _catalog(tmp_path / "first"), _catalog(tmp_path / "second")
    with Isolation(first) as one, Isolation(second) as other:
        assert one.server.pid is None and other.server.pid is None  # nothing starts before it is asked
        for owner, cases in ((one, first), (other, second)):
            outcome = run_job(owner.server, Job("iso/d_after", 0, str(cases), RunSpec(project_root=str(cases.parent))),
                              timeout_s=300)
            assert outcome.error is None and outcome.result is not None, outcome.output
        servers = one.server.pid, other.server.pid
        assert None not in servers and servers[0] != servers[1] and all(map(_alive, servers))
        assert forkserver._forkserver._forkserver_pid is None  # no hidden process-wide server
        one.close()
        assert one.server.pid is None and not _alive(servers[0]) and _alive(servers[1])
    assert not _alive(servers[1])  # leaving the block closed the other


def test_capture_runs_each_case_through_one_owner_and_leaves_no_process(tmp_path):
    """`fxgolden capture` with a case that hangs and starts a process of its own: the case is stopped at the time
    limit with its process group, the others are written, and when the command exits nothing it started (fork
    server, case children, their children) is left in its session."""
    _catalog(tmp_path / "project")
    pid_file = tmp_path / "sleep.pid"
    env = {**{k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")},
           "ISO_SLEEP_PID": str(pid_file)}
    process = subprocess.Popen([sys.executable, "-m", "fxgolden", "capture", "iso/c_hang", "iso/d_after", "--out",
                                str(tmp_path / "out"), "--timeout", "15"], cwd=tmp_path / "project", env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, start_new_session=True)
    out, err = process.communicate(timeout=600)
    # A process killed as the command stops may still be freeing its memory (a fork server that imported torch,
    # on a loaded host): dying within seconds is not outliving the command. One still there after 10 s is.
    deadline = time.monotonic() + 10
    while (left := _in_session(process.pid)) and time.monotonic() < deadline:
        time.sleep(0.2)
    left = [f"{pid}: {_command_line(pid)}" for pid in left]
    assert process.returncode == 1, out + err
    assert "FAILED case 'iso/c_hang' failed in phase process: ran past the per-case time limit of 15 s" in err, err
    assert "iso/d_after: " in out and (tmp_path / "out" / "iso" / "d_after").is_dir(), out
    assert not _alive(int(pid_file.read_text())), "a process the timed-out case started outlived it"
    assert not left, f"processes of `fxgolden capture` outlived it: {left}"


def test_the_fork_servers_preload_freezes_what_every_child_inherits():
    """After the preload the server's objects are frozen (``gc.freeze``): a child's full collections skip them,
    instead of walking torch's and the catalog's objects and copying every page they touch."""
    code = "import gc, fxgolden.isolate.forkserver_preload; print(gc.get_freeze_count())"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300,
                            env={**os.environ, "TORCHINDUCTOR_VEC_ISA_OK": "1"})
    assert result.returncode == 0, result.stderr
    assert int(result.stdout.split()[-1]) > 100_000
