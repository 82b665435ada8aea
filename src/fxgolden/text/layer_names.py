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

What a layer hands on, the last value it assigns where a line of no other layer reads it (the residual
sum the next layer and the final norm read), is named ``layer_out_L2``: numbered within its layer, it would
be renamed by an op added ahead of it (``add_L2_5 -> add_L2_6``), and so would the lines after the layer that
read it, lines of a layer the edit never touched. A parameter that only one layer reads (a backward's saved
tensor) is named by that layer too (``mm_L2_1``), for the same reason: AOT names saved tensors in forward
order, so one more saved by one layer renumbered every later layer's.
"""

from __future__ import annotations

import bisect
import collections
import re

from fxgolden.text.fx_body import ASSIGNED, BODY, OUTER_DEF, outer, parameters
from fxgolden.text.fxnames import OUTPUT, POSITIONAL, layer_tags, numbered, plain_base
from fxgolden.text.layer_segments import PROVENANCE, Segment, segments

# The outer body's mark lines (``layer_segments.marks``), each found from the newline before the line (as
# ``fx_body.ASSIGNED`` finds what a line assigns): sre searches for a newline in C, a line-start anchor everywhere.
_MARK = re.compile(r"\n {8}(?:#> |return )")
# Names renumbering keeps (``fxnames.POSITIONAL_NAME``) and graph constants, one a line.
_KEPT = re.compile(rf"^(?:{POSITIONAL}|_tensor_constant\d+)$", re.MULTILINE)
# A name read as an argument: after "(", "[", ", " or " = " (the first of a call's, a list's, a keyword's, the
# value an FX line indexes or calls a method of), no line's ``= torch.`` call. A backward reads its saved
# tensors so; starting only at those characters, one pass is a third of a pass over every name.
_ARGUMENT = re.compile(r"(?:\(|\[|, |= (?!torch\.))([A-Za-z_][A-Za-z0-9_]*+)")
_FIRST_RETURNED = re.compile(r" {8}return \(?\s*([A-Za-z_][A-Za-z0-9_]*)\b")  # from the return line's start


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
    ordered = sorted(found, key=lambda segment: segment.start)
    regions = _parameters(text, offsets, ordered, tags, parameters(split.signature))  # (tag, names), in order
    at = 0
    last = len(regions)
    for segment in ordered:
        regions.append(("", ASSIGNED.findall(text, offsets[at], offsets[segment.start])))
        regions.append((tags[segment.layer], ASSIGNED.findall(text, offsets[segment.start], offsets[segment.end])))
        at = segment.end
    regions.append(("", ASSIGNED.findall(text, offsets[at])))
    outputs = _outputs(text, offsets, ordered, [names for _, names in regions[last + 1:-1:2]])
    every = "\n".join(name for _, names in regions for name in names)
    kept = set(_KEPT.findall(every))
    taken = {name for name in kept if not name.startswith("_tensor_constant")}
    groups: dict[tuple[str, str], list[str]] = collections.defaultdict(list)  # (tag, base) -> names, in order
    for tag, names in regions:
        for name in names:
            if name in kept:
                continue
            if name in outputs:
                groups[tag, OUTPUT].append(name)
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


def _parameters(text: str, offsets: dict[int, int], ordered: list[Segment], tags: dict[str, str],
                names: list[str]) -> list[tuple[str, list[str]]]:
    """The parameters as regions: each tagged by the one layer that reads it, where only lines of that layer
    read it (a backward's saved tensors: ``view_L2_1``), else untagged (``primals_3``, a value every layer
    reads). Numbered across the graph, a tensor one layer saves more renamed the saved tensors of every
    later layer and the values outside every layer of its base.

    The names each segment reads as arguments, in one ``findall`` a segment (a set intersection in C): only
    for graphs with parameters that are not positional (a backward's), and cheaper than a callback per name."""
    free = {name for name in names if not _KEPT.match(name)}
    if not free:
        return [("", names)]
    readers: dict[str, set[str]] = collections.defaultdict(set)  # parameter -> the tags of what reads it
    at = 0
    for segment in ordered:
        for name in free.intersection(_ARGUMENT.findall(text, offsets[at], offsets[segment.start])):
            readers[name].add("")
        for name in free.intersection(_ARGUMENT.findall(text, offsets[segment.start], offsets[segment.end])):
            readers[name].add(tags[segment.layer])
        at = segment.end
    for name in free.intersection(_ARGUMENT.findall(text, offsets[at])):
        readers[name].add("")
    regions: list[tuple[str, list[str]]] = []
    for name in names:
        tag = next(iter(readers[name])) if name in free and len(readers[name]) == 1 else ""
        if regions and regions[-1][0] == tag:
            regions[-1][1].append(name)
        else:
            regions.append((tag, [name]))
    return regions


def _outputs(text: str, offsets: dict[int, int], ordered: list[Segment], assigned: list[list[str]]) -> set[str]:
    """The values the layers hand on: each segment's last assigned value, where a line after it that is of no
    segment of its layer, up to the end of the next other layer's segment, reads it, or where the graph returns
    it first (a stack with nothing after its last layer). The rest of the ``return`` does not count: an AOT
    forward returns saved values there, not what a layer hands on.

    A few literal searches for one name per segment, from the segment's end: where a layer hands its output
    on, the next line reads it."""
    returned = text.find("\n" + BODY + "return ")
    end_of_body = len(text) if returned == -1 else returned
    first_returned = _FIRST_RETURNED.match(text, returned + 1) if returned != -1 else None
    spans: dict[str, list[tuple[int, int]]] = collections.defaultdict(list)  # layer -> its segments' text
    for segment in ordered:
        spans[segment.layer].append((offsets[segment.start], offsets[segment.end]))
    outputs: set[str] = set()
    stop = end_of_body
    for at in reversed(range(len(ordered))):  # from the last segment, so that each finds its stop in one step
        segment, names = ordered[at], assigned[at]
        following = ordered[at + 1] if at + 1 < len(ordered) else None
        if following is not None and following.layer != segment.layer:
            stop = min(offsets[following.end], end_of_body)
        if not names:
            continue
        name = names[-1]
        if (first_returned is not None and first_returned.group(1) == name) \
                or _read_outside(text, name, offsets[segment.end], stop, spans[segment.layer]):
            outputs.add(name)
    return outputs


def _read_outside(text: str, name: str, start: int, stop: int, own: list[tuple[int, int]]) -> bool:
    """Whether ``text[start:stop]`` reads ``name`` (a bare name: no word character or dot before it, no word
    character after) outside the spans of its own layer's segments (``own``, in order)."""
    at = text.find(name, start, stop)
    while at != -1:
        before, after = text[at - 1], text[at + len(name):at + len(name) + 1]
        if not (before.isalnum() or before in "_.") and not (after.isalnum() or after == "_"):
            inside = bisect.bisect_right(own, (at, len(text))) - 1  # its layer's last span starting at or before it
            if inside < 0 or at >= own[inside][1]:
                return True
        at = text.find(name, at + len(name), stop)
    return False
