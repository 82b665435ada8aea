"""Plain-text rendering of classified changes: grouped by their riskiest label, riskiest first."""

from __future__ import annotations

import itertools
from typing import Iterable, Sequence

from fxgolden.review.changes import Change, sort_by_risk
from fxgolden.review.classify import DESCRIPTIONS, Label


def side_by_side(old: Sequence[str], new: Sequence[str], *, width: int = 60) -> list[str]:
    """Two columns ``old | new``; lines that differ are marked with ``*``."""
    col = min(width, max([len(s) for s in old] + [len("before")]))
    lines = [f"    {'before':<{col}} | after"]
    for a, b in itertools.zip_longest(old, new, fillvalue=""):
        mark = " " if a == b else "*"
        lines.append(f"  {mark} {a[:col]:<{col}} | {b}")
    return lines


def change_lines(change: Change, *, diff: bool = False) -> list[str]:
    """The block of one change: key, labels, +/-, details, collectives side by side, and the diff."""
    labels = ", ".join(change.labels)
    lines = [f"  {change.case_id}  {change.artifact}  [{labels}]  +{change.diff.added} -{change.diff.removed}"]
    lines += [f"      [check failed: {failure.headline}]" for failure in change.failed_checks]
    if change.problem:
        lines.append(f"      cannot accept: {change.problem}")
    lines += [f"      {detail}" for detail in change.classification.details]
    if change.classification.collectives is not None:
        old, new = change.classification.collectives
        lines += ["    " + line for line in side_by_side(old, new)]
    if diff and change.diff.shown:
        lines += ["      " + line for line in change.diff.shown.rstrip("\n").splitlines()]
    if diff:  # where matching stopped: the text the check rejected, even when the diff is empty
        lines += ["      " + line for failure in change.failed_checks for line in failure.message.splitlines()[2:]]
    return lines


def failed_check_lines(changes: Iterable[Change], *, diff: bool = False) -> list[str]:
    """The actuals a check of their case rejected, each marked ``[check failed: ...]``; empty when none."""
    rejected = [change for change in sort_by_risk(changes) if change.failed_checks]
    if not rejected:
        return []
    lines = [(f"check failed ({len(rejected)}): a check of the case rejected these actuals; accepting them is "
              "refused until the case's checks pass on them")]
    for change in rejected:
        lines += change_lines(change, diff=diff)
    return lines


def grouped_lines(changes: Iterable[Change], *, diff: bool = False) -> list[str]:
    """Every change: those a check rejected first, then the rest grouped under its riskiest label, e.g.::

        collectives (1): the ordered sequence of collectives and waits changed
          core/x  g0.forward  [collectives, structural]  +2 -1
    """
    ordered = sort_by_risk(changes)
    lines = failed_check_lines(ordered, diff=diff)
    plain = [change for change in ordered if not change.failed_checks]
    for label, group in itertools.groupby(plain, key=lambda c: c.labels[0] if c.labels else Label.OTHER):
        members = list(group)
        lines.append(f"{label} ({len(members)}): {DESCRIPTIONS[label]}")
        for change in members:
            lines += change_lines(change, diff=diff)
    cases = len({c.case_id for c in ordered})
    lines.append(f"{len(ordered)} changed golden file{'s' if len(ordered) != 1 else ''} in {cases} "
                 f"case{'s' if cases != 1 else ''}")
    return lines
