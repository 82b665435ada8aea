"""One fork server: a process that has imported torch and one catalog, and forks a warm child per case run.

Why an object, not the standard library's server: ``multiprocessing``'s
``forkserver`` start method keeps one server per process in module state, so
two owners in one process shared it without knowing (one stopped what the
other was forking from, and a second catalog could not have a server at
all). Each ``ForkServer`` here holds a server of its own
(``multiprocessing.forkserver.ForkServer``, the class behind the module's
one), started and stopped by its owner (``isolation.Isolation``) alone.

A child is a ``multiprocessing`` process of the forkserver kind whose start
asks this server, not the module's, for the fork (``_ServerPopen``); in the
child everything is as with the standard start method.
"""

from __future__ import annotations

import io
import os
import signal
import threading
from multiprocessing import context as mp_context
from multiprocessing import forkserver, popen_forkserver, reduction, spawn, util
from pathlib import Path
from typing import Any, Callable

PRELOAD_MODULE = "fxgolden.isolate.forkserver_preload"
PRELOAD_ENV = "FXGOLDEN_PRELOAD_CASES"  # the catalog folder the fork server imports
# The fork server's environment, set only while it starts:
SERVER_ENV = {
    # Every child shares the server's string-hash seed; pinning it keeps the iteration order of
    # str-keyed sets the same from run to run.
    "PYTHONHASHSEED": "0",
    # torch.cuda.is_available() (called by imports the server preloads) asks the CUDA runtime by
    # default, which poisons fork: every child then fails "Cannot re-initialize CUDA in forked
    # subprocess" (measured on an H100 with torch 2.11). Asking NVML instead leaves CUDA to the child.
    "PYTORCH_NVML_BASED_CUDA_CHECK": "1",
}


class ForkServer:
    """A fork server that preloads the catalog at ``cases_dir``; ``start`` and ``stop`` are its owner's to call.

    ``isa_verified``: the owner's process has already built and loaded the profile's
    vector ISA (the host check), so the server may take torch's
    ``TORCHINDUCTOR_VEC_ISA_OK=1`` and trust the CPU flags instead of probing
    again in a Python subprocess (about 2 s); the ISA it picks is the same.
    """

    def __init__(self, cases_dir: Path, *, isa_verified: bool = False) -> None:
        self.cases_dir = Path(cases_dir).resolve()
        self.isa_verified = isa_verified
        self._server: forkserver.ForkServer | None = None
        self._lock = threading.Lock()  # the look-ahead pool and pytest's thread may start children at once

    @property
    def pid(self) -> int | None:
        """The server's process id while it runs, else None."""
        return None if self._server is None else self._server._forkserver_pid  # type: ignore[attr-defined]

    def start(self, *, wait: bool) -> None:
        """Start the server unless it runs; with ``wait``, until it can fork, so no case pays its start-up.

        ``wait=False`` returns at once: the server imports torch and the catalog while this process goes on.
        """
        self._ensure_running()
        if wait:
            ready = self.process(_ready, (), name="fxgolden fork server ready")
            ready.start()
            ready.join()

    def stop(self) -> None:
        """Stop the server; it may still be importing, so it is killed, not asked to stop. ``start`` makes a new one."""
        with self._lock:
            server, self._server = self._server, None
        if server is None or server._forkserver_pid is None:  # type: ignore[attr-defined]
            return
        try:
            os.kill(server._forkserver_pid, signal.SIGKILL)  # type: ignore[attr-defined]
        except ProcessLookupError:
            pass
        server._stop()  # type: ignore[attr-defined]  # stdlib-private (3.11): reaps it, closes its socket

    def process(self, target: Callable[..., Any], args: tuple[Any, ...], *, name: str) -> Any:
        """A child of this server that runs ``target(*args)``, not started yet (daemonic: it dies with this process).

        The server starts first if it does not run (a case whose stored result vanished after the owner
        stopped an unneeded server).
        """
        process = _ServerProcess(target=target, args=args, name=name, daemon=True)
        process.fork_server = self._ensure_running()
        return process

    def _ensure_running(self) -> forkserver.ForkServer:
        with self._lock:
            if self._server is None:
                server = forkserver.ForkServer()
                server.set_forkserver_preload([PRELOAD_MODULE])
                _start_quietly(server, {PRELOAD_ENV: str(self.cases_dir), **SERVER_ENV,
                                        **({"TORCHINDUCTOR_VEC_ISA_OK": "1"} if self.isa_verified else {})})
                self._server = server
            return self._server


def _start_quietly(server: forkserver.ForkServer, environment: dict[str, str]) -> None:
    """``server.ensure_running()`` with ``environment`` set while it starts, and SIGINT ignored.

    The server inherits an ignored SIGINT: Ctrl-C reaches the whole foreground group, and a server
    interrupted while it imports torch printed half a traceback into the terminal. The owner's process
    handles the interrupt and stops the server; its children are stopped by signals of their own.
    """
    saved = {key: os.environ.get(key) for key in environment}
    os.environ.update(environment)
    main_thread = threading.current_thread() is threading.main_thread()  # only it may set handlers
    interrupt_handler = signal.signal(signal.SIGINT, signal.SIG_IGN) if main_thread else None
    try:
        server.ensure_running()  # a no-op while it runs; the server inherits this environment
    finally:
        if interrupt_handler is not None:
            signal.signal(signal.SIGINT, interrupt_handler)
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def _ready() -> None:
    """A child that does nothing: forking it proves the server has finished its preload."""


class _ServerProcess(mp_context.ForkServerProcess):
    """A forkserver-kind process forked by ``fork_server`` (set before ``start``), never sent to the child."""

    fork_server: forkserver.ForkServer | None = None

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state.pop("fork_server", None)  # a lock and file descriptors: the child needs neither
        return state

    @staticmethod
    def _Popen(process_obj: Any) -> Any:  # noqa: N802 - multiprocessing's hook name
        return _ServerPopen(process_obj)


class _ServerPopen(popen_forkserver.Popen):
    """The standard forkserver ``Popen`` (3.11), asking the process's own server for the fork."""

    def _launch(self, process_obj: Any) -> None:
        prep_data = spawn.get_preparation_data(process_obj._name)
        buf = io.BytesIO()
        mp_context.set_spawning_popen(self)
        try:
            reduction.dump(prep_data, buf)
            reduction.dump(process_obj, buf)
        finally:
            mp_context.set_spawning_popen(None)
        self.sentinel, w = process_obj.fork_server.connect_to_new_process(self._fds)  # type: ignore[attr-defined]
        # A duplicate of the data pipe's write end is the parent's sentinel for the child (as the stdlib keeps it).
        parent_w = os.dup(w)
        self.finalizer = util.Finalize(self, util.close_fds, (parent_w, self.sentinel))  # type: ignore[attr-defined]
        with open(w, "wb", closefd=True) as f:
            f.write(buf.getbuffer())
        self.pid = forkserver.read_signed(self.sentinel)
