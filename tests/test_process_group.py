"""Every process fxgolden starts is stopped with what it started (``isolate.process_group``): the nightly's pytest
run and the bench's runs (``Command``), as case children and real ranks (``kill_group``)."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from fxgolden.isolate.process_group import Command

# A shell that starts a sleeper of its own (as pytest starts xdist workers and a fork server), writes its pid, and
# then waits for it (a hang) or exits at once (leaving it behind).
STARTS_A_SLEEPER = 'sleep 600 & echo $! > "$PID_FILE"; {end}'


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def _sleeper(pid_file: Path) -> int:
    deadline = time.monotonic() + 30
    while not (pid_file.exists() and pid_file.read_text().strip()):
        assert time.monotonic() < deadline, "the shell never started its sleeper"
        time.sleep(0.05)
    return int(pid_file.read_text())


def _gone(pid: int) -> bool:
    deadline = time.monotonic() + 10
    while _alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    return not _alive(pid)


def _shell(tmp_path: Path, end: str) -> Command:
    env = {**os.environ, "PID_FILE": str(tmp_path / "sleeper.pid")}
    return Command(["sh", "-c", STARTS_A_SLEEPER.format(end=end)], cwd=tmp_path, env=env,
                   stdout=(tmp_path / "log").open("w"))


def test_a_command_past_its_limit_is_stopped_with_what_it_started(tmp_path):
    with _shell(tmp_path, "wait") as run:
        sleeper = _sleeper(tmp_path / "sleeper.pid")
        assert run.wait(0.2) is None  # still running: the caller's limit decides
        run.stop()
    assert run.process.returncode is not None and _gone(sleeper)


def test_an_interrupt_while_waiting_stops_the_command_and_what_it_started(tmp_path):
    with pytest.raises(KeyboardInterrupt), _shell(tmp_path, "wait"):
        sleeper = _sleeper(tmp_path / "sleeper.pid")
        raise KeyboardInterrupt  # Ctrl-C while the nightly or the bench waits
    assert _gone(sleeper)


def test_what_a_finished_command_left_behind_is_stopped_too(tmp_path):
    with _shell(tmp_path, "exit 3") as run:
        sleeper = _sleeper(tmp_path / "sleeper.pid")
        assert run.wait(30) == 3
    assert _gone(sleeper)
