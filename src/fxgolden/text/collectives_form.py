"""A ``collectives`` golden as a person reviews it at a model's scale, losslessly: ``present`` and ``full``.

FSDP2 over 80 transformer blocks all-gathers, reduce-scatters and (while it shards the model) scatters the
same few tensors block after block: the log of one training step of Llama 3 70B is thousands of lines that
repeat one block's lines. ``present`` writes a run of repeated lines once::

    # 80 times, the next 9 lines:
    ranks_0_1_2_3_4_5_6_7: scatter ...
    ...
    # (end of the 80 times)

A block whose lines differ from its neighbours' breaks the run there (``# 40 times``, the block written out,
``# 39 times``), so a change in one layer shows in that layer's place. Only runs of at least ``MIN_TIMES``
copies covering at least ``MIN_LINES`` lines fold: the short logs of small cases read as they are.

``full(present(text)) == text`` always (``present`` checks it). Checks and the review read ``full`` text.
"""

from __future__ import annotations

import re

from fxgolden.text.form_errors import GoldenFormError

MIN_TIMES = 3
MIN_LINES = 24
MAX_PERIOD = 64  # the most lines one repeated block may have (a block's collectives, not a model's)

_OPEN = re.compile(r"^# (\d+) times, the next (\d+) lines:$")
_CLOSE = "# (end of the {times} times)"


class CollectivesFormError(GoldenFormError):
    """A fold of a ``collectives`` golden that does not read back (a hand edit, a truncated file)."""


def _best_run(lines: list[str], start: int) -> tuple[int, int]:
    """(period, times) of the longest run of repeated blocks at ``start``; (0, 0) when none folds."""
    best = (0, 0)
    remaining = len(lines) - start
    for period in range(1, min(MAX_PERIOD, remaining // MIN_TIMES) + 1):
        block = lines[start:start + period]
        if any(line.startswith("#") for line in block):
            break  # a section marker ends every run
        times = 1
        while lines[start + times * period:start + (times + 1) * period] == block:
            times += 1
        if times >= MIN_TIMES and period * times >= MIN_LINES and period * times > best[0] * best[1]:
            best = (period, times)
    return best


def _times(lines: list[str], start: int, block: list[str]) -> int:
    """How many copies of ``block`` follow one another from ``start``."""
    times, period = 0, len(block)
    while lines[start + times * period:start + (times + 1) * period] == block:
        times += 1
    return times


def _resumed(lines: list[str], start: int, block: list[str]) -> int | None:
    """Where the last folded block repeats again within its length of ``start``, or None: a run resumes in step
    with the one before it, so the block between them is written whole."""
    for offset in range(len(block)):
        if _times(lines, start + offset, block) >= MIN_TIMES:
            return start + offset
    return None


def present(text: str) -> str:
    """The golden form of a collectives log (see the module's docstring)."""
    lines = text.split("\n")
    shown: list[str] = []
    last: list[str] = []
    at = 0
    while at < len(lines):
        resume = _resumed(lines, at, last) if last else None
        if resume is not None:
            shown.extend(lines[at:resume])
            at, period, times = resume, len(last), _times(lines, resume, last)
        else:
            period, times = _best_run(lines, at)
        if not times:
            shown.append(lines[at])
            at += 1
            continue
        last = lines[at:at + period]
        shown.append(f"# {times} times, the next {period} lines:")
        shown.extend(last)
        shown.append(_CLOSE.format(times=times))
        at += period * times
    result = "\n".join(shown)
    return result if full(result) == text else text


def full(text: str) -> str:
    """The collectives log a golden form stands for: every folded run written out."""
    if "\n# " not in text and not text.startswith("# "):
        return text
    lines = text.split("\n")
    out: list[str] = []
    at = 0
    while at < len(lines):
        match = _OPEN.match(lines[at])
        if match is None:
            out.append(lines[at])
            at += 1
            continue
        times, period = int(match.group(1)), int(match.group(2))
        close = at + 1 + period
        if times < 1 or close >= len(lines) or lines[close] != _CLOSE.format(times=times):
            raise CollectivesFormError(
                f"line {at + 1}: {lines[at]!r} is not followed by {period} lines and "
                f"{_CLOSE.format(times=times)!r}")
        out.extend(lines[at + 1:close] * times)
        at = close + 1
    return "\n".join(out)
