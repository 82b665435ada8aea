"""Ctrl-C held back while modules import, then raised: once they are imported, or at a second Ctrl-C.

An interrupt that lands inside an import does not stop a run cleanly. Measured on torch 2.13, pytest 9.2,
with SIGINT sent while a golden run collected (the catalog and the project's test modules import torch):
torch's import aborted the process (``Fatal Python error: Aborted``, exit 134), the imported code
swallowed the interrupt and the run went on to pass, or half-made modules turned it into a collection
error with a traceback. Held back, the interrupt reaches pytest after the imports, which then stops with
its one-line ``KeyboardInterrupt``. A second Ctrl-C is not held: whoever presses it again does not wait.

Under -n, the controller's summary after Ctrl-C is made from what the workers had sent, queued or not.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from typing import Any, Iterator


@contextlib.contextmanager
def deferred() -> Iterator[None]:
    """Ctrl-C inside the block is raised as ``KeyboardInterrupt`` when it ends (a second one at once)."""
    if threading.current_thread() is not threading.main_thread():  # only the main thread may set handlers
        yield
        return
    pressed: list[int] = []
    previous = signal.getsignal(signal.SIGINT)
    restore = previous if previous is not None else signal.default_int_handler  # None: set outside Python

    def hold(signum: int, frame: Any) -> None:
        pressed.append(signum)
        if len(pressed) > 1:
            signal.signal(signal.SIGINT, restore)
            raise KeyboardInterrupt

    signal.signal(signal.SIGINT, hold)
    try:
        yield
    except BaseException as error:
        if pressed and not isinstance(error, KeyboardInterrupt):
            raise KeyboardInterrupt from error  # the interrupt, not what the held-back import then broke
        raise
    finally:
        if signal.getsignal(signal.SIGINT) is hold:
            signal.signal(signal.SIGINT, restore)
    if pressed:
        raise KeyboardInterrupt


def take_events_workers_already_sent(config: Any, *, settle_s: float = 0.3) -> None:
    """On the xdist controller, after Ctrl-C: hand the starts and reports workers had sent to the hooks.

    xdist's controller takes one worker event at a time; Ctrl-C stops it with the rest still queued. On a
    loaded host it lags its workers by seconds, so the summary then named a case that had passed as
    interrupted and the one that hung as never reached (CI, 2026-11-27: ``1 passed`` above ``interrupted:
    iso/d_after``). Only starts and reports are taken: scheduling is over.
    """
    import queue

    dsession = config.pluginmanager.getplugin("dsession")
    events = getattr(dsession, "queue", None)
    if events is None:
        return
    while True:
        try:
            name, kwargs = events.get(timeout=settle_s)  # a short wait: what the receiving thread still reads
        except queue.Empty:
            return
        if name == "logstart":
            config.hook.pytest_runtest_logstart(nodeid=kwargs["nodeid"], location=kwargs["location"])
        elif name == "testreport":
            config.hook.pytest_runtest_logreport(report=kwargs["rep"])
