"""Repeated layers of a model's graph written once: ``fold`` and its exact inverse ``unfold``
(``fxgolden.text.layer_unfolding``).

Layers come from the provenance lines (``#> layers.3.attention: ...``, fxgolden.capture.provenance;
``fxgolden.text.layer_segments``). A layer identical to an earlier written one up to renaming
(``fxgolden.text.layer_shapes``) is one ``#= layers.3 as layers.0: N lines`` line and the inputs it reads
instead (``fxgolden.text.fold_lines``); a model's layer that differs from one in a few lines is that layer
plus hunks of the lines that differ (``fxgolden.text.near_folds``). An unfolded layer's values get back the
names renumbering gave them (``fxgolden.text.fxnames``). Part of the golden form
(``fxgolden.text.golden_form``).

A model's graph has thousands of layers and a few kinds of them: a written layer is tokenized once, as a
pattern that later layers match (folding) or as pieces that each of its repeats renames (unfolding).
"""

from __future__ import annotations

from fxgolden.text.fold_lines import FOLD, pair_lines
from fxgolden.text.fx_body import ALIASES, BODY, Outer, assigned_names, local_name, outer, parameters
from fxgolden.text.layer_segments import PROVENANCE, Segment, marks, segments
from fxgolden.text.layer_shapes import Candidate, Values, Written
from fxgolden.text.layer_unfolding import unfold
from fxgolden.text.near_folds import MIN_NEAR_FOLD, WrittenLayer, nearest

__all__ = ["FOLD", "MIN_FOLD", "PROVENANCE", "fold", "unfold"]

MIN_FOLD = 4  # a layer this short is written out: its fold line would save nothing


def _inputs(split: Outer) -> list[str]:
    """The names the outer forward's body may read without defining them: its parameters and their aliases."""
    inputs = parameters(split.signature)
    if split.lines[:1] == [BODY + ALIASES]:
        inputs += [local_name(name) for name in inputs if name.startswith("L_")]
    return inputs


def fold(text: str, *, partial: bool = True) -> str:
    """Each layer that repeats an earlier written layer up to renaming, as a ``#=`` line and its inputs; with
    ``partial``, a layer that differs from one in a few lines, as that layer and the lines that differ.

    The values a layer may read are learned line by line; where a layer asked for a name that a later line
    defines (never in FX's order), the layers are folded again knowing every value first."""
    split = outer(text)
    if split is None or PROVENANCE not in text:
        return text
    body = split.lines
    found = segments(body, marks(body))
    if not found:
        return text
    values = Values(_inputs(split))
    out = _fold(body, found, values, partial)
    if not values.complete():
        out = _fold(body, found, Values(_inputs(split) + assigned_names(body, split.body_text)), partial)
    return split.join(out)


def _fold(body: list[str], found: list[Segment], values: Values, partial: bool) -> list[str]:
    written: dict[str, list[WrittenLayer]] = {}  # container -> the layers written out, in order
    shapes: dict[str, list[Written]] = {}  # container -> the first written layer of each shape, in order
    seen: dict[str, int] = {}  # layer -> segments of it so far
    out: list[str] = []
    at = 0
    for segment in found:
        values.add(assigned_names(body[at:segment.start]))
        out.extend(body[at:segment.start])
        at = segment.end
        lines_of = body[segment.start:segment.end]
        seen[segment.layer] = seen.get(segment.layer, 0) + 1
        candidate = Candidate(lines_of, segment.layer, values)
        same, reads = next(((w, r) for w in shapes.get(segment.container, [])
                            if (r := w.reads_of(candidate)) is not None), (None, None))
        values.add(candidate.assigned())
        if same is not None and reads is not None and len(lines_of) >= MIN_FOLD:
            out.append(f"{BODY}{FOLD}{segment.layer} as {same.reference}: {len(lines_of)} lines")
            out.extend(pair_lines(same.reads, reads))
            continue
        candidates = written.get(segment.container, [])
        near = (nearest(candidates, lines_of, segment.layer, values)
                if partial and len(lines_of) >= MIN_NEAR_FOLD else None)
        if near is not None:
            out.extend(near)
            continue
        reference = segment.layer + (f"#{seen[segment.layer]}" if seen[segment.layer] > 1 else "")
        if same is None:
            shapes.setdefault(segment.container, []).append(Written(reference, candidate))
        candidates.append(WrittenLayer(reference, segment.layer, lines_of))
        written[segment.container] = candidates
        out.extend(lines_of)
    values.add(assigned_names(body[at:]))
    out.extend(body[at:])
    return out
