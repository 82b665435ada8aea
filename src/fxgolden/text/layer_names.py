"""A model's values named by the layer that makes them (``add_L2_1``: the second ``add`` of ``layers.2``): the
names FX value renumbering (``fxgolden.normalize.renumber``) gives the outer forward of a graph with layers.

Numbered across the graph, as torch numbers them, an edit that adds an op to one layer renames that op's
values in every layer after it and in the lines after the last: the review of one layer's edit would show
lines of layers it never touched. Numbered within its layer, a value's name changes only with its own layer;
the values outside every layer (and the parameters) are numbered among themselves. Where two containers
share layer indices (an encoder's and a decoder's ``layers.0``), a tag also holds the initials of the
container's path (``add_eL0``, ``add_dL0``: ``fxnames.layer_tags``). Layer folding
(``fxgolden.text.layer_folding``) names a folded layer's values as its reference's, with the layer's tag in
place of the reference's (``fxnames.retagged``).
"""

from __future__ import annotations

import collections
import re

from fxgolden.text.fx_body import BODY, OUTER_DEF, outer, parameters
from fxgolden.text.fxnames import POSITIONAL, layer_tags, numbered, plain_base
from fxgolden.text.layer_segments import PROVENANCE, segments

# What a line of the outer body assigns (``fx_body.assigned``), and its mark lines (``layer_segments.marks``),
# each found from the newline before the line: sre searches for a newline in C, a line-start anchor everywhere.
_ASSIGNED = re.compile(r"\n {8}([A-Za-z_][A-Za-z0-9_]*+)(?= = |: \"[^\"\n]*+\" = |:[^\n]*? = )")
_MARK = re.compile(r"\n {8}(?:#> |return )")
# Names renumbering keeps (``fxnames.POSITIONAL_NAME``) and graph constants, one a line.
_KEPT = re.compile(rf"^(?:{POSITIONAL}|_tensor_constant\d+)$", re.MULTILINE)


def _mark_offsets(text: str) -> dict[int, int]:
    """Each mark line's index in ``text`` (a newline, then the body) -> the offset of the newline before it:
    segments start and end at marks, so no other line's offset is needed."""
    offsets: dict[int, int] = {}
    line = done = 0
    for found in _MARK.finditer(text):
        line += text.count("\n", done, found.start())
        offsets[line] = done = found.start()
    return offsets


def by_layer(scope: str) -> dict[str, str] | None:
    """The new name of each name of an outer forward's ``scope`` (its ``def`` line on) that renumbering by layer
    changes; None where the scope is no outer forward, has fewer than two layers, two of its layers share a tag
    even qualified by their containers (``fxnames.layer_tags``), is not ASCII, or where two values would share
    a name.

    A model's graph has 100k lines: names are found and based a region at a time, each in one regex pass."""
    if not scope.startswith(OUTER_DEF) or BODY + PROVENANCE not in scope or not scope.isascii():
        return None
    split = outer(scope)
    if split is None or split.body_text is None:
        return None
    body, text = split.lines, "\n" + split.body_text
    offsets = _mark_offsets(text)
    found = segments(body, list(offsets))
    tags = layer_tags(segment.layer for segment in found)
    if tags is None or len(tags) < 2:
        return None
    offsets[0], offsets[len(body)] = 0, len(text)  # the body's start and end, where the first and last regions end
    if any(segment.start not in offsets or segment.end not in offsets for segment in found):
        return None  # a segment bounded elsewhere than at a mark: never, as segments are found today
    regions: list[tuple[str, list[str]]] = [("", parameters(split.signature))]  # (tag, names), in order
    at = 0
    for segment in sorted(found, key=lambda segment: segment.start):
        regions.append(("", _ASSIGNED.findall(text, offsets[at], offsets[segment.start])))
        regions.append((tags[segment.layer], _ASSIGNED.findall(text, offsets[segment.start], offsets[segment.end])))
        at = segment.end
    regions.append(("", _ASSIGNED.findall(text, offsets[at])))
    every = "\n".join(name for _, names in regions for name in names)
    kept = set(_KEPT.findall(every))
    taken = {name for name in kept if not name.startswith("_tensor_constant")}
    groups: dict[tuple[str, str], list[str]] = collections.defaultdict(list)  # (tag, base) -> names, in order
    for tag, names in regions:
        for name in names:
            if name in kept:
                continue
            base, underscore, digits = name.rpartition("_")  # fxnames.plain_base, inlined: once per value
            if not (underscore and base and digits.isdecimal()):
                base = name
            groups[tag, plain_base(base) if "L" in base else base].append(name)
    mapping: dict[str, str] = {}
    for (tag, base), names in groups.items():
        mapping.update(zip(names, numbered(base + tag if tag else base, len(names), taken)[0]))
    if len(set(mapping.values())) != len(mapping):
        return None
    return {old: new for old, new in mapping.items() if old != new}
