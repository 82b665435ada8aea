"""What a case's process costs in memory, and a cap on it.

A case runs in a forked child, so ``/usr/bin/time`` on ``fxgolden run`` shows the parent's few hundred MB,
never the case's. The child reads its own peak resident set (``getrusage``: the high-water mark of the
process, the fork server's shared pages it started with included, as ``/usr/bin/time`` would show for
the case run alone) and sends it with its result.

The cap (``--fxgolden-max-memory``) is a thread of the child that reads the resident set every
``POLL_S`` seconds and, past the cap, ends the child with a message naming the case. An address-space
limit (``RLIMIT_AS``) would be exact, but torch reserves far more address space than it touches (thread
arenas, CUDA builds' mappings), so such a limit fails cases that fit; polling can overshoot by what one
poll interval allocates.
"""

from __future__ import annotations

import os
import re
import resource
import sys
import threading
import time
from typing import Callable

POLL_S = 0.02
_UNITS = {"": 1, "K": 2**10, "M": 2**20, "G": 2**30, "T": 2**40}


def parse_size(text: str) -> int:
    """``2G``, ``1500M``, ``2GiB`` or a number of bytes, as bytes (ValueError names what is accepted)."""
    match = re.fullmatch(r"\s*(\d+(?:\.\d+)?)\s*([KMGT]?)(?:i?B)?\s*", text, re.IGNORECASE)
    if not match or float(match.group(1)) <= 0:
        raise ValueError(f"{text!r} is not a memory size: give e.g. 2G, 1500M or a number of bytes")
    return int(float(match.group(1)) * _UNITS[match.group(2).upper()])


def cap_bytes(text: str | None) -> int:
    """The ``--fxgolden-max-memory`` value as the bytes ``RunSpec`` takes: 0 (no cap) when not given."""
    return parse_size(text) if text else 0


def describe(size_bytes: float) -> str:
    """``1.42 GiB``, ``312 MiB``: a size as people read it."""
    if size_bytes >= 2**30:
        return f"{size_bytes / 2**30:.2f} GiB"
    return f"{size_bytes / 2**20:.0f} MiB"


def peak_rss_bytes() -> int:
    """This process's peak resident set so far (Linux reports ``ru_maxrss`` in KiB, macOS in bytes)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak if sys.platform == "darwin" else peak * 1024


def rss_bytes() -> int:
    """This process's resident set now (``/proc/self/statm``; the peak where there is no /proc)."""
    try:
        with open("/proc/self/statm", "rb") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except OSError:
        return peak_rss_bytes()


def watch(limit_bytes: int, exceeded: Callable[[int], None]) -> threading.Thread:
    """Start a daemon thread that calls ``exceeded(rss)`` once the resident set passes ``limit_bytes``."""

    def poll() -> None:
        while True:
            rss = rss_bytes()
            if rss > limit_bytes:
                exceeded(rss)
                return
            time.sleep(POLL_S)

    thread = threading.Thread(target=poll, name="fxgolden memory cap", daemon=True)
    thread.start()
    return thread
