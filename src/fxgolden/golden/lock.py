"""The profile lock: one writer of a profile's goldens and manifest at a time.

Two updaters of one profile (two `pytest --snapshot-update` runs, or one and
`fxgolden accept`) would otherwise interleave golden writes, orphan removal
and the manifest rewrite. The lock is filelock's OS lock (``flock``), so it
goes with its process: a killed updater leaves no stale lock behind. A holder
file beside it says who holds it, for the message of the one who waits.
"""

from __future__ import annotations

import contextlib
import datetime
import os
import socket
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator

import filelock

from fxgolden.base import timeouts
from fxgolden.base.errors import UsageError
from fxgolden.base.files import atomic_write_text

if TYPE_CHECKING:
    from fxgolden.golden.store import GoldenStore

DEFAULT_TIMEOUT_S = timeouts.LOCK_S


def lock_path(store: "GoldenStore") -> Path:
    """``.fxgolden/locks/<profile>.lock``: in the git-ignored area, next to the pending actuals."""
    return store.pending_root / "locks" / f"{store.profile}.lock"


def _holder_path(path: Path) -> Path:
    return path.with_name(path.name + ".holder")


def holder(path: Path) -> str:
    """Who holds the lock at ``path``, as its holder wrote it (or that it did not say)."""
    try:
        return _holder_path(path).read_text(encoding="utf-8").strip() or "an unnamed process"
    except OSError:
        return "a process that has not named itself yet"


def _describe_self() -> str:
    started = datetime.datetime.now().isoformat(timespec="seconds")
    command = " ".join(os.path.basename(a) if i == 0 else a for i, a in enumerate(sys.argv))
    return f"pid {os.getpid()} on {socket.gethostname()} since {started}: {command}"


def acquire(store: "GoldenStore", *, timeout_s: float = DEFAULT_TIMEOUT_S,
            on_wait: Callable[[str], None] = lambda message: print(message, file=sys.stderr)) -> filelock.BaseFileLock:
    """Take the profile's lock; wait up to ``timeout_s`` (negative: forever) with one message naming the holder."""
    store.ensure_pending_area()
    path = lock_path(store)
    path.parent.mkdir(parents=True, exist_ok=True)
    lock = filelock.FileLock(path)
    try:
        lock.acquire(timeout=0)
    except filelock.Timeout:
        limit = "no time limit" if timeout_s < 0 else f"up to {timeout_s:g}s"
        on_wait(f"fxgolden: waiting for the lock of profile {store.profile!r} ({limit}); held by {holder(path)}")
        try:
            lock.acquire(timeout=timeout_s)
        except filelock.Timeout:
            raise UsageError(
                f"profile {store.profile!r} is still locked by {holder(path)} after {timeout_s:g}s; nothing was "
                f"written.\n  fix: let that run finish, then run again (or wait longer with "
                f"--fxgolden-lock-timeout SECONDS)") from None
    atomic_write_text(_holder_path(path), _describe_self() + "\n")
    return lock


def release(lock: filelock.BaseFileLock) -> None:
    """Remove the holder file, then release the lock."""
    _holder_path(Path(lock.lock_file)).unlink(missing_ok=True)
    lock.release()


@contextlib.contextmanager
def profile_lock(store: "GoldenStore", *, timeout_s: float = DEFAULT_TIMEOUT_S,
                 on_wait: Callable[[str], None] = lambda message: print(message, file=sys.stderr)) -> Iterator[None]:
    """Hold the profile's lock for the block."""
    lock = acquire(store, timeout_s=timeout_s, on_wait=on_wait)
    try:
        yield
    finally:
        release(lock)
