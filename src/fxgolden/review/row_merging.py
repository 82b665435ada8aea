"""Root-cause rows merged into one: the same change seen through several artifacts, edits that follow from
another, rows the nightly's explain step traced to the same settings.

A merged row keeps the first row's place, label and key, and lists what the
others changed in ``RootCause.also``.
"""

from __future__ import annotations

from fxgolden.review.changes import Change
from fxgolden.review.classify import Label
from fxgolden.review.edit_rows import GRAPH_VIEW_LABELS
from fxgolden.review.rewrites import CONSEQUENCES, Edit
from fxgolden.review.rows import RootCause

# A graph that appeared or went in exactly the cases of another change is that change seen from its artifacts.
_MERGED_WITH_VIEWS = GRAPH_VIEW_LABELS | {Label.NEW, Label.REMOVED}


def merge_consequences(causes: list[RootCause]) -> list[RootCause]:
    """Rows that show only in graphs where an op edit also shows, as part of that op edit's row; an op edit that
    shows in strictly fewer graphs than another, in none apart from it, too (the two always came together).

    Such rows are inputs, arguments, outputs or wiring (a graph whose ops changed reads, takes and returns other
    values because of it), or a run of ops replaced by another run where the matching could not pair the ops
    (the same edit, spelled as a run where it fell together with another). Measured on torch 2.11 against 2.13's
    goldens: Dynamo's prim wrappers close over the DeviceMesh, so the graphs that call them lost their mesh
    input; SGD's ``add(p, g, alpha=-lr)`` became a ``mul`` and an ``add``.
    """
    absorbed = CONSEQUENCES | {Edit.REPLACED}
    homes = [c for c in causes if c.edit and Edit(c.edit[0]) not in absorbed | {Edit.SHAPES}]
    kept = []
    for cause in sorted(causes, key=lambda c: len(c.showing)):  # the narrowest first: a chain ends in the widest
        home = None
        if cause.edit and Edit(cause.edit[0]) is not Edit.SHAPES and cause.showing:
            weak = Edit(cause.edit[0]) in absorbed  # an op edit joins only a row that shows in strictly more graphs
            # a consequence joins a row whose edit reaches its graphs, through attribution too (the lower graphs
            # of a model edit); an op edit only one whose own graphs show it
            home = max((row for row in homes if row is not cause and
                        (cause.showing <= (row.reach | row.showing) if weak else cause.showing < row.showing)),
                       key=lambda row: (len(row.showing), -row.risk), default=None)
        if home is None:
            kept.append(cause)
            continue
        _absorb(home, cause)
        if cause in homes:  # it is part of a wider row now: nothing joins it any more
            homes.remove(cause)
    return sorted(kept, key=causes.index)


def merge_views(causes: list[RootCause]) -> list[RootCause]:
    """Graph rows over exactly the same cases, as one row: one change seen through several artifacts.

    Measured on torch 2.14.1: dtensor/different_gradient_placement's backward no longer recomputes
    var_mean, which read as three rows (AOT ops fewer, Inductor kernels renamed, a wait more in the
    summary; the issue's torch 2.11 run showed one Dynamo change as four rows the same way). The merged row keeps
    the riskiest member's place, label and key, and names what the others showed.
    """
    merged: list[RootCause] = []
    by_cases: dict[tuple[str, ...], RootCause] = {}
    for cause in sorted(causes, key=lambda c: c.risk):
        if cause.label not in _MERGED_WITH_VIEWS:
            merged.append(cause)
            continue
        row = by_cases.get(tuple(cause.cases))
        if row is None:
            by_cases[tuple(cause.cases)] = cause
            merged.append(cause)
            continue
        _absorb(row, cause)
    return merged


def _absorb(row: RootCause, other: RootCause) -> None:
    """``other``'s changes, failures and errors as ``row``'s; what it changed listed in ``row.also``."""
    row.changes = _union(row.changes, other.changes)
    row.failures += other.failures
    row.errors += other.errors
    row.spellings |= other.spellings
    row.showing |= other.showing
    row.reach |= other.reach
    merged = [f"[{other.label}] {_shortened(other.headline)}", *other.also]
    row.also += [item for item in merged if item not in row.also]


def _shortened(text: str, limit: int = 120) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _union(first: list[Change], second: list[Change]) -> list[Change]:
    """Both rows' changes, each once (a change can show two edits), sorted."""
    return sorted({c.key: c for c in first + second}.values(), key=lambda c: (c.case_id, c.filename))


def merge_explained(causes: list[RootCause]) -> list[RootCause]:
    """Rows the explain step traced to the same settings, as one row: one compiler change, one root cause.

    Measured on torch 2.14.1: ``enable_simple_overlap`` both moved waits after compute (overlap, 3
    cases) and split a fused backward kernel in two (structural, 1 case). The merged row keeps the
    riskiest member's place, label and key, and names what the others changed; its example diff is
    the smallest of all members' changes.
    """
    merged: list[RootCause] = []
    by_settings: dict[tuple[str, ...], RootCause] = {}
    for cause in causes:  # riskiest first: the first of a group is the row the others join
        row = by_settings.get(cause.explained_by) if cause.explained_by else None
        if row is None:
            if cause.explained_by:
                by_settings[cause.explained_by] = cause
            merged.append(cause)
            continue
        _absorb(row, cause)
    return merged
