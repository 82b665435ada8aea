"""A ``collectives`` golden as a person reviews it at a model's scale, losslessly: ``present`` and ``full``.

FSDP2 over 80 transformer blocks all-gathers, reduce-scatters and (while it shards the model) scatters the
same few tensors block after block: the log of one training step of Llama 3 70B is thousands of lines that
repeat one block's lines. ``present`` writes a run of repeated lines once::

    # 80 times, the next 9 lines:
    ranks_0_1_2_3_4_5_6_7: scatter ...
    ...
    # (end of the 80 times)

A line names the module that ran its collective (`` @ layers.3.attention``); a block of one layer repeats
in the next layer with its layer number one up (one down in the backward), so the header says so and the
copies count the number on from the block as written::

    # 80 times, the next 4 lines, the layer number going up 1 each time:
    mesh_tp: all_reduce float32[2, 16, 8192] (sum) @ layers.0.attention.wo
    ...

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

_OPEN = re.compile(r"^# (\d+) times, the next (\d+) lines(?:, the layer number going (up|down) (\d+) each time)?:$")
_CLOSE = "# (end of the {times} times)"
# the first number in a line's module path: ``... @ layers.3.attention`` -> 3
_SITE_NUMBER = re.compile(r"^(?P<head>.* @ (?:[^ .]+\.)*?)(?P<number>\d+)(?P<tail>(?:\.[^ ]*)?)$")


def _number(line: str) -> int | None:
    match = _SITE_NUMBER.match(line)
    return int(match["number"]) if match else None


def _shifted(line: str, by: int) -> str:
    """``line`` with its module path's layer number ``by`` more."""
    match = _SITE_NUMBER.match(line) if by else None
    if match is None:
        return line
    return f"{match['head']}{int(match['number']) + by}{match['tail']}"


def _copy(block: list[str], by: int) -> list[str]:
    return [_shifted(line, by) for line in block]


def _step(lines: list[str], start: int, period: int) -> int:
    """How far the layer numbers move from the block at ``start`` to the next one (0 where none is named)."""
    for offset in range(period):
        here = _number(lines[start + offset])
        if here is not None:
            there = _number(lines[start + period + offset]) if start + period + offset < len(lines) else None
            return there - here if there is not None else 0
    return 0


def _header(times: int, period: int, step: int) -> str:
    moving = f", the layer number going {'up' if step > 0 else 'down'} {abs(step)} each time" if step else ""
    return f"# {times} times, the next {period} lines{moving}:"


class CollectivesFormError(GoldenFormError):
    """A fold of a ``collectives`` golden that does not read back (a hand edit, a truncated file)."""


def _best_run(lines: list[str], start: int) -> tuple[int, int, int]:
    """(period, times, step) of the longest run of repeated blocks at ``start``; times 0 when none folds."""
    best = (0, 0, 0)
    remaining = len(lines) - start
    for period in range(1, min(MAX_PERIOD, remaining // MIN_TIMES) + 1):
        block = lines[start:start + period]
        if any(line.startswith("#") for line in block):
            break  # a section marker ends every run
        step = _step(lines, start, period)
        times = _times(lines, start, block, step)
        if times >= MIN_TIMES and period * times >= MIN_LINES and period * times > best[0] * best[1]:
            best = (period, times, step)
    return best


def _times(lines: list[str], start: int, block: list[str], step: int) -> int:
    """How many copies of ``block`` (each one's layer numbers ``step`` on) follow one another from ``start``."""
    times, period = 0, len(block)
    while lines[start + times * period:start + (times + 1) * period] == _copy(block, times * step):
        times += 1
    return times


def _resumed(lines: list[str], start: int, block: list[str], step: int) -> tuple[int, list[str]] | None:
    """Where the last folded block repeats again within its length of ``start`` (and the block as it reads
    there), or None: a run resumes in step with the one before it, so the block between them is written whole."""
    numbered = next((i for i, line in enumerate(block) if _number(line) is not None), None)
    for offset in range(len(block)):
        again = block
        if step and numbered is not None and start + offset + numbered < len(lines):
            there = _number(lines[start + offset + numbered])
            if there is None:
                continue
            again = _copy(block, there - (_number(block[numbered]) or 0))
        if _times(lines, start + offset, again, step) >= MIN_TIMES:
            return start + offset, again
    return None


def present(text: str) -> str:
    """The golden form of a collectives log (see the module's docstring)."""
    lines = text.split("\n")
    shown: list[str] = []
    last: list[str] = []
    step = 0
    at = 0
    while at < len(lines):
        resume = _resumed(lines, at, last, step) if last else None
        if resume is not None:
            shown.extend(lines[at:resume[0]])
            at, period = resume[0], len(last)
            times = _times(lines, at, resume[1], step)
        else:
            period, times, step = _best_run(lines, at)
        if not times:
            shown.append(lines[at])
            at += 1
            continue
        last = lines[at:at + period]
        shown.append(_header(times, period, step))
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
        step = int(match.group(4) or 0) * (-1 if match.group(3) == "down" else 1)
        close = at + 1 + period
        if times < 1 or close >= len(lines) or lines[close] != _CLOSE.format(times=times):
            raise CollectivesFormError(
                f"line {at + 1}: {lines[at]!r} is not followed by {period} lines and "
                f"{_CLOSE.format(times=times)!r}")
        block = lines[at + 1:close]
        for copy in range(times):
            out.extend(_copy(block, copy * step))
        at = close + 1
    return "\n".join(out)
