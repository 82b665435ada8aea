"""A model's values named by the layer that makes them (``add_L2_1``: the second ``add`` of ``layers.2``), and
back: ``name_by_layer`` and its inverse ``name_globally``. Part of the golden form (``fxgolden.text.golden_form``).

Renumbering (``fxgolden.normalize.renumber``) numbers each base across the whole graph, so an edit that adds an
op to one layer renames that op's values in every layer after it and in the lines after the last: a review
of one layer's edit would show lines of layers it never touched. Numbered within its layer, a value's name
changes only with its own layer; the values outside every layer are numbered among themselves. Globally
numbered names come back by renumbering again (what ``name_globally`` does), so the golden form stays lossless.

Layer folding (``fxgolden.text.layer_folding``) folds these names as any others; a folded layer's values are
named as its reference's with the layer's tag in place of the reference's (``fxnames.retagged``).
"""

from __future__ import annotations

import collections
import re

from fxgolden.text import pytext
from fxgolden.text.fx_body import ALIASES, BODY, assigned, outer, parameters
from fxgolden.text.fxnames import POSITIONAL_NAME, base_of, layer_tag, numbered, plain_base
from fxgolden.text.layer_segments import PROVENANCE, marks, segments
from fxgolden.text.layer_shapes import CONSTANT_NAME, NODE_IN_MESSAGE

# The first body line of a form whose values are named by layer (after Dynamo's aliases line, where there is one).
LEGEND = "#= *_L<n>: a value made in layer n (layers.n, h.n, ...), numbered within its layer"
_TAGGED = re.compile(r"_L\d+(?:_\d+)?\b")  # a name that already looks like a layer's value: left as it is


def name_by_layer(text: str) -> str | None:
    """``text`` with each value of a layer named by it and the others numbered among themselves; None where
    it has fewer than two layers, where two layers would share a tag (``layers.0`` of two containers), or
    where a name already looks like a layer's value."""
    split = outer(text)
    if split is None or split.body_text is None or PROVENANCE not in split.body_text:
        return None
    body = split.lines
    found = segments(body, marks(body))
    tags = {segment.layer: layer_tag(segment.layer) for segment in found}
    if len(tags) < 2 or len(set(tags.values())) != len(tags) or _TAGGED.search(split.body_text):
        return None
    owner: list[str] = [""] * len(body)  # each line's layer tag ("" outside every layer)
    for segment in found:
        owner[segment.start:segment.end] = [tags[segment.layer]] * (segment.end - segment.start)
    inputs = parameters(split.signature)
    taken = {name for name in inputs if POSITIONAL_NAME.match(name)}
    groups: dict[tuple[str, str], list[str]] = collections.defaultdict(list)  # (tag, base) -> names, in order
    for name in inputs:
        if name not in taken:
            groups["", base_of(name)].append(name)
    for at, line in enumerate(body):
        value = assigned(line)
        if value is None or value in taken or CONSTANT_NAME.fullmatch(value):
            continue
        if POSITIONAL_NAME.match(value):
            taken.add(value)
            continue
        groups[owner[at], base_of(value)].append(value)
    mapping: dict[str, str] = {}
    for (tag, base), names in groups.items():
        mapping.update(zip(names, numbered(base + tag if tag else base, len(names), taken)[0]))
    renamed = {old: new for old, new in mapping.items() if old != new}
    if len(set(mapping.values())) != len(mapping) or not set(renamed.values()).isdisjoint(
            set(pytext.names(split.body_text)) - set(renamed)):
        return None  # a name given twice, or a new name that a name left as it is already holds
    lines = _renamed(split.body_text, renamed).split("\n") if renamed else list(body)
    at = 1 if lines[:1] == [BODY + ALIASES] else 0
    return split.join(lines[:at] + [BODY + LEGEND] + lines[at:])


def name_globally(text: str) -> str:
    """``name_by_layer`` undone: the legend line gone, and every value numbered across the graph again, as
    renumbering numbers them (inputs first, then values in order of definition, positional names kept)."""
    split = outer(text)
    if split is None or split.body_text is None or BODY + LEGEND not in split.body_text:
        return text
    body = [line for line in split.lines if line != BODY + LEGEND]
    inputs = parameters(split.signature)
    taken = {name for name in inputs if POSITIONAL_NAME.match(name)}
    groups: dict[str, list[str]] = collections.defaultdict(list)
    defined = [name for name in map(assigned, body) if name]
    taken.update(name for name in defined if POSITIONAL_NAME.match(name))
    for name in inputs + defined:
        if name not in taken and not CONSTANT_NAME.fullmatch(name):
            groups[plain_base(name)].append(name)
    mapping: dict[str, str] = {}
    for base, names in groups.items():
        mapping.update(zip(names, numbered(base, len(names), taken)[0]))
    renamed = {old: new for old, new in mapping.items() if old != new}
    return split.join(_renamed("\n".join(body), renamed).split("\n") if renamed else body)


def _renamed(text: str, mapping: dict[str, str]) -> str:
    """``text`` with its values renamed, and the node a runtime assertion's message names with its value."""
    renamed = pytext.rename(text, mapping)
    if " on node '" in renamed:
        renamed = NODE_IN_MESSAGE.sub(lambda found: mapping.get(found.group(1), found.group(1)), renamed)
    return renamed
