"""Unified patience diffs of artifacts, capped for huge artifacts."""

from __future__ import annotations

import dataclasses
import difflib
from typing import Literal, Sequence

import patiencediff

MAX_DIFF_LINES = 120

# difflib's opcode: (tag, i1, i2, j1, j2).
_Opcode = tuple[Literal["replace", "delete", "insert", "equal"], int, int, int, int]


@dataclasses.dataclass(frozen=True)
class TextDiff:
    """A unified diff; ``shown`` is capped, ``full`` is everything."""

    full: str
    shown: str
    truncated: bool
    added: int
    removed: int


def unified_diff(old: str, new: str, *, old_label: str, new_label: str, context: int = 3,
                 max_lines: int = MAX_DIFF_LINES) -> TextDiff:
    """Patience-diff ``old`` against ``new`` (patience keeps moved blocks of graph code readable)."""
    old_lines, new_lines = _split_lines(old, new)
    lines = list(
        patiencediff.unified_diff(old_lines, new_lines, old_label, new_label, n=context,
                                  sequencematcher=EndsTrimmedPatienceMatcher)
    )
    lines = [line if line.endswith("\n") else line + "\n" for line in lines]
    added = sum(1 for l in lines if l.startswith("+") and not l.startswith("+++"))
    removed = sum(1 for l in lines if l.startswith("-") and not l.startswith("---"))
    full = "".join(lines)
    truncated = len(lines) > max_lines
    shown = "".join(lines[:max_lines])
    if truncated:
        shown += f"... ({len(lines) - max_lines} more diff lines)\n"
    return TextDiff(full=full, shown=shown, truncated=truncated, added=added, removed=removed)


def _split_lines(old: str, new: str) -> tuple[list[str], list[str]]:
    """Both texts' lines, the newlines left out where both texts end with one.

    ``str.split("\\n")`` takes half the time of ``splitlines(keepends=True)`` (a 100k-line
    artifact: 8 ms against 14): it looks for one separator and copies no newline. The
    diff's lines are the same, since ``unified_diff`` ends every line it writes with a
    newline. A text without its last newline keeps it visible in the diff: only
    ``splitlines`` tells ``b`` from ``b\\n`` there. Goldens separate lines with ``\\n``
    only (a ``\\r`` or form feed stays inside its line, as in the file).
    """
    if old.endswith("\n") and new.endswith("\n"):
        return old.split("\n")[:-1], new.split("\n")[:-1]
    return old.splitlines(keepends=True), new.splitlines(keepends=True)


class EndsTrimmedPatienceMatcher(difflib.SequenceMatcher):
    """Patience matching of the lines between the common start and end of ``a`` and ``b``.

    The lines both sequences begin and end with match as they are; only those between
    go to patiencediff's matcher (git's xdiff trims the ends the same way before any
    of its algorithms). A few changed lines in a 100k-line artifact are then matched
    on the lines from the first change to the last, not on all 100k. Hunks and their
    context are cut from the whole sequences (difflib's grouping of these opcodes).

    ``patiencediff.unified_diff`` names no matcher by default and takes difflib's,
    which is not a patience diff and takes seconds on 100k lines: this one is passed.
    """

    def __init__(self, isjunk: object, a: Sequence[str], b: Sequence[str]) -> None:
        # difflib's __init__ indexes b for its own matching, which this class never runs.
        self.a, self.b = a, b
        self._opcodes: list[_Opcode] | None = None

    def get_opcodes(self) -> list[_Opcode]:
        if self._opcodes is None:
            self._opcodes = _trimmed_opcodes(self.a, self.b)
        return self._opcodes


def _trimmed_opcodes(a: Sequence[str], b: Sequence[str]) -> list[_Opcode]:
    """The common start and end as they are, patience opcodes between (whose first and last lines differ)."""
    limit = min(len(a), len(b))
    prefix = 0
    while prefix < limit and a[prefix] == b[prefix]:
        prefix += 1
    suffix = 0
    while suffix < limit - prefix and a[-1 - suffix] == b[-1 - suffix]:
        suffix += 1
    a_end, b_end = len(a) - suffix, len(b) - suffix
    middle = patiencediff.PatienceSequenceMatcher(None, a[prefix:a_end], b[prefix:b_end]).get_opcodes()
    head: list[_Opcode] = [("equal", 0, prefix, 0, prefix)] if prefix else []
    tail: list[_Opcode] = [("equal", a_end, len(a), b_end, len(b))] if suffix else []
    return head \
        + [(tag, i1 + prefix, i2 + prefix, j1 + prefix, j2 + prefix) for tag, i1, i2, j1, j2 in middle] \
        + tail
