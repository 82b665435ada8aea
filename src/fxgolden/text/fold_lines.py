"""The ``#=`` lines of a folded layer (``fxgolden.text.layer_folding``): the fold line, the ``theirs -> mine``
pairs that name the inputs it reads in place of its reference's (as few as say them exactly: ``shifted``),
and the hunks of a near repeat; their patterns, to read them back.

A model's layers read the same few kinds of pairs again and again (``primals_3 -> primals_15`` in every
copy of a layer), so what is asked of one pair of names is remembered.
"""

from __future__ import annotations

import functools
import re

from fxgolden.text.fx_body import BODY, LIMIT
from fxgolden.text.fxnames import retag_name

FOLD = "#= "
FOLDED = re.compile(r"^ {8}#= (?P<layer>\S+) as (?P<reference>\S+): (?P<count>\d+) lines"
                    r"(?:, (?P<written>\d+) written below)?$")
# The lines a run's first layer would read were it like the layers that repeat it: written before that layer
# when it is not (``fxgolden.text.layer_folding``), so that the folds as it name these lines, not its own.
PATTERN = re.compile(r"^ {8}#= (?P<layer>\S+) pattern: (?P<count>\d+) lines, as the folds on it read it$")
HUNK = re.compile(r"^ {8}#=   @ (?:its lines (?P<first>\d+)-(?P<last>\d+) as|before its line (?P<before>\d+),) "
                  r"these (?P<count>\d+)$")
PAIRS = re.compile(r"^ {8}#=   (?!@ )(?P<pairs>.+)$")
# What a pairs line reads in place of the value the lines above the fold assign last: the previous layer's
# output, named apart so that an edit which renames it (an op of its kind added before it) changes only that
# layer's lines, not the pairs line of every layer that reads it (``embedding -> ^``).
ABOVE = "^"
_RUN = re.compile(r"^(?P<base>\w*?)(?P<number>\d+)$")
_DIGITS = re.compile(r"\d+")


def shifted(theirs: list[str], mine: list[str]) -> list[tuple[str, str]]:
    """The inputs a layer reads in place of its reference's, as few pairs as say them exactly: a glob where
    every read name with one index in it reads another index (Dynamo's ``l_..._layers_modules_0_* ->
    l_..._layers_modules_1_*``), ranges of numbered names, then single names; names read by both go."""
    globs: dict[tuple[str, str], list[str]] = {}
    for a, b in zip(theirs, mine):
        key = _index_shift(a, b)
        if key:
            globs.setdefault(key, []).append(a)
    pairs: list[tuple[str, str]] = []
    covered: set[str] = set()
    exceptions: list[tuple[str, str]] = []  # read names a glob would cover that read another name: listed
    for (prefix_a, prefix_b), names in globs.items():
        if len(names) < 2:
            continue
        pairs.append((prefix_a + "*", prefix_b + "*"))
        covered.update(names)
        exceptions += [(a, b) for a, b in zip(theirs, mine) if a.startswith(prefix_a) and a not in names]
    covered.update(a for a, _ in exceptions)
    rest = [(a, b) for a, b in zip(theirs, mine) if a != b and a not in covered]
    return pairs + exceptions + _runs([a for a, _ in rest], [b for _, b in rest])


@functools.lru_cache(maxsize=1 << 16)
def _index_shift(a: str, b: str) -> tuple[str, str] | None:
    """``(x_0_, x_1_)`` where ``a`` and ``b`` differ in one run of digits that a non-digit follows."""
    if a == b:
        return None
    common = 0
    while common < min(len(a), len(b)) and a[common] == b[common]:
        common += 1
    while common and a[common - 1].isdigit():
        common -= 1
    digits_a = _DIGITS.match(a[common:])
    digits_b = _DIGITS.match(b[common:])
    if not (digits_a and digits_b and common):
        return None
    rest_a, rest_b = a[common + digits_a.end():], b[common + digits_b.end():]
    if rest_a != rest_b or not rest_a or rest_a[0].isalnum():
        return None
    return a[:common + digits_a.end() + 1], b[:common + digits_b.end() + 1]


def _runs(theirs: list[str], mine: list[str]) -> list[tuple[str, str]]:
    """Name pairs, consecutive numbers as one range: ``primals_4..primals_11 -> primals_12..primals_19``."""
    pairs: list[tuple[str, str]] = []
    at = 0
    while at < len(theirs):
        stop = at + 1
        while (stop < len(theirs) and _next_in_run(theirs[stop - 1], theirs[stop])
               and _next_in_run(mine[stop - 1], mine[stop])):
            stop += 1
        if stop - at > 1:
            pairs.append((f"{theirs[at]}..{theirs[stop - 1]}", f"{mine[at]}..{mine[stop - 1]}"))
        else:
            pairs.append((theirs[at], mine[at]))
        at = stop
    return pairs


@functools.lru_cache(maxsize=1 << 16)
def _next_in_run(a: str, b: str) -> bool:
    first, second = _RUN.match(a), _RUN.match(b)
    return bool(first and second and first.group("base") == second.group("base") and first.group("base")
                and int(second.group("number")) == int(first.group("number")) + 1)


@functools.lru_cache(maxsize=1 << 16)
def expand_run(name: str) -> tuple[str, ...]:
    """The names a pair's side stands for: ``primals_4..primals_6`` is three."""
    if ".." not in name:
        return (name,)
    first, last = name.split("..")
    low, high = _RUN.match(first), _RUN.match(last)
    if not (low and high):
        return (name,)
    return tuple(f"{low.group('base')}{n}" for n in range(int(low.group("number")), int(high.group("number")) + 1))


def pattern_line(layer: str, count: int) -> str:
    """The line that opens a run's pattern (``PATTERN``)."""
    return f"{BODY}{FOLD}{layer} pattern: {count} lines, as the folds on it read it"


def pair_lines(theirs: list[str], mine: list[str], above: str | None = None,
               layers: tuple[str, str] | None = None) -> list[str]:
    """The ``#=`` lines that say a layer reads ``mine`` where its reference reads ``theirs``; the value the
    lines above the fold assign last (``above``: the previous layer's output) is read as ``ABOVE``. With
    ``layers`` (the reference's index in its container and this layer's), a value of the reference's layer
    read as the same value of this layer (``mm_L5 -> mm_L2``: a saved tensor in a backward) goes without
    saying: unfolding reads it so (``implied``); one read as itself is said (``view_L0 -> view_L0``: the cache
    the first layer made, which every layer reads)."""
    same: list[tuple[str, str]] = []  # a value of the reference's layer that it reads too: said, not implied
    if layers is not None:
        same = [(a, b) for a, b in zip(theirs, mine) if a == b and layers[0] != layers[1]
                and retag_name(a, *layers) is not None]
        kept = [at for at, (a, b) in enumerate(zip(theirs, mine)) if not implied(a, b, *layers)]
        theirs, mine = [theirs[at] for at in kept], [mine[at] for at in kept]
    pairs = [(a, ABOVE) for a, b in zip(theirs, mine) if b == above != a]
    if pairs:
        kept = [at for at, b in enumerate(mine) if b != above]
        theirs, mine = [theirs[at] for at in kept], [mine[at] for at in kept]
    pairs += shifted(theirs, mine) + same
    return [BODY + FOLD + "  " + chunk for chunk in _chunks([f"{a} -> {b}" for a, b in pairs])]


def implied(theirs: str, mine: str, index: str, other: str) -> bool:
    """Whether a fold of a layer ``other`` on one ``index`` reads ``mine`` where the reference reads ``theirs``
    without a pair: ``mine`` is ``theirs`` named by this layer (``fxnames.retag_name``)."""
    return index != other and retag_name(theirs, index, other) == mine


def _chunks(pairs: list[str]) -> list[str]:
    """Pairs joined by ", " in lines of at most ``LIMIT`` characters."""
    room = LIMIT - len(BODY + FOLD) - 2
    lines: list[str] = []
    for pair in pairs:
        if lines and len(lines[-1]) + 2 + len(pair) <= room:
            lines[-1] += ", " + pair
        else:
            lines.append(pair)
    return lines
