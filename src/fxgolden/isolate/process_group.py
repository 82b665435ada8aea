"""How fxgolden stops a process it started: the process and everything it started, as one process group.

Why one rule: a case's compile workers, a rank's helpers, a pytest run's xdist
workers and their case children all outlive a process that is stopped alone.
Every child fxgolden starts leads a process group of its own (a case child
and a real rank call ``os.setpgid(0, 0)``; a ``Command`` starts in a new
session), and every stop ends with ``kill_group``.
"""

from __future__ import annotations

import os
import signal
import subprocess
from pathlib import Path
from typing import IO, Mapping, Sequence


def kill_group(pid: int | None) -> None:
    """SIGKILL to the process group ``pid`` leads: whatever it started and left behind.

    Quiet when the group is empty (the usual case) or the process died before leading one.
    """
    if pid is None:
        return
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


class Command:
    """Another program (a pytest run, a worker under another Python) in a session of its own, stopped as a group.

    Used as a context manager: leaving the block for any reason (Ctrl-C included) while it
    still runs stops it and all it started.
    """

    def __init__(self, argv: Sequence[str], *, cwd: Path, env: Mapping[str, str], stdout: IO[str] | int) -> None:
        self.process = subprocess.Popen(list(argv), cwd=cwd, env=dict(env), stdout=stdout,
                                        stderr=subprocess.STDOUT, text=True, start_new_session=True)

    def wait(self, timeout_s: float | None) -> int | None:
        """Its exit status, or None when it still runs after ``timeout_s``."""
        try:
            return self.process.wait(timeout=timeout_s)
        except subprocess.TimeoutExpired:
            return None

    def stop(self) -> None:
        """Kill it and its process group, and reap it."""
        kill_group(self.process.pid)
        self.process.kill()
        self.process.wait()

    def __enter__(self) -> "Command":
        return self

    def __exit__(self, *exc_info: object) -> None:
        if self.process.poll() is None:
            self.stop()
        else:
            kill_group(self.process.pid)  # it ended: what it left behind in its group goes too

