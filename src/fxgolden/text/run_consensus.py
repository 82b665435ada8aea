"""The lines most layers of a short run have, where no shape has most of them: the run's pattern
(``fxgolden.text.layer_folding``).

A run of three to seven layers often has no two alike (a backward saves some weights and recomputes others; a
model's last layer reads the final norm's gradient). Were its pattern one layer's lines, an edit to that layer
alone would move the pattern, and every other layer's fold would show the edit. The consensus is taken line by
line instead: each layer is aligned with a central one, and at each line (and between lines) the version most
layers have is kept, ties going to the fewer lines and then to the first in text order, so that the result does
not depend on which layer is central (an edit may change that) and an edit to one layer leaves it as it was.
"""

from __future__ import annotations

import collections
import dataclasses
import difflib
import itertools
from typing import Iterator

from fxgolden.text import pytext
from fxgolden.text.fx_body import assigned, assigned_names, last_assigned
from fxgolden.text.fxnames import base_of, layer_index, plain_base, retag_name, retagged
from fxgolden.text.layer_segments import PROVENANCE, Segment
from fxgolden.text.layer_shapes import CONSTANT_NAME, SYMBOL, Values, retarget
from fxgolden.text.layer_unfolding import renamed_everywhere
from fxgolden.text.near_folds import WrittenLayer, line_key, names_and_constants, near_fold

_FRESH = 1_000_000  # a value the consensus takes from another layer is numbered from here until renumbered


def consensus(centre: Segment, others: list[Segment], body: list[str], values: Values) -> list[str]:
    """The run's lines (``centre`` and ``others``) as most of its layers have them, line by line, named as
    ``centre`` names its values (a value it does not have, by a number ``instantiate`` renumbers). Every layer
    has its say, one too unlike the centre to be folded on it too (T5's first block); a line that cannot be
    named as the centre would name it is left as the centre has it."""
    lines = body[centre.start:centre.end]
    own = frozenset(assigned_names(lines))
    keys = [line_key(line, centre.layer, values, own) for line in lines]
    written = WrittenLayer(centre.layer, centre.layer, lines, last_assigned(body, centre.start))
    readings = [reading for other in others if (reading := _reading(written, keys, other, body, values)) is not None]
    named = _Centre(lines, centre.layer, own,
                    frozenset(name for line in lines for name in names_and_constants(line)))
    out: list[str] = []
    fresh = itertools.count(_FRESH)
    for at in range(len(lines) + 1):
        gap = _winner([()] + [reading.gap_keys(at) for reading in readings])
        if gap:
            chosen = [reading for reading in readings if reading.gap_keys(at) == gap]
            made = chosen[0].as_centre(chosen[0].gaps[at], named, None, fresh)
            _named_alike(chosen, [reading.gaps[at] for reading in chosen], made)
            out += made
        if at == len(lines):
            break
        line = _winner([keys[at]] + [reading.line_key(at, keys[at]) for reading in readings])
        if line == keys[at]:
            out.append(lines[at])
        elif line is not None:
            chosen = [reading for reading in readings if reading.line_key(at, keys[at]) == line]
            theirs = [[mine] for reading in chosen if (mine := reading.at[at]) is not None]
            made = chosen[0].as_centre(theirs[0], named, at, fresh)
            _named_alike(chosen, theirs, made)
            out += made or [lines[at]]
    return out


def _named_alike(chosen: list[_Reading], indices: list[list[int]], made: list[str]) -> None:
    """Each chosen layer's values on its lines ``indices`` named as the consensus names them (``made``), so that
    a later line of the consensus taken from any of them reads them by those names."""
    if not made:
        return
    names = [name for name in map(assigned, made) if name]
    for reading, mine in zip(chosen, indices):
        its = [name for name in (assigned(reading.lines[j]) for j in mine) if name]
        if len(its) == len(names):
            reading.names.update(zip(its, names))


def _winner(options: list[object]) -> object:
    """The option most layers have; on a tie, the fewer lines (a deleted line before a kept one, the shorter
    insertion), then the first in text order: a rule that picks the same whichever layer is central."""
    counts = collections.Counter(options)
    return min(counts, key=lambda option: (-counts[option], _size(option), repr(option)))


def _size(option: object) -> int:
    """The lines an option stands for: none for a deleted line, one for a line, an insertion's count."""
    return 0 if option is None else len(option) if isinstance(option, tuple) else 1


@dataclasses.dataclass(frozen=True)
class _Centre:
    """The central layer's lines, its layer, the values they make and every name they read: what each line taken
    from another layer is named against, computed once."""

    lines: list[str]
    layer: str
    makes: frozenset[str]
    reads: frozenset[str]


@dataclasses.dataclass
class _Reading:
    """A layer's lines aligned with the centre's: its line at each of the centre's (None: it has none there),
    the lines it has before each of the centre's (``len`` of the centre: after the last), and its names as the
    centre's (values matched on aligned lines)."""

    lines: list[str]
    layer: str
    keys: list[str]
    at: list[int | None]
    same: list[bool]
    gaps: dict[int, list[int]]
    names: dict[str, str]
    own: frozenset[str]  # the values its lines make
    known: set[str]  # the graph's values

    def line_key(self, at: int, centre_key: str) -> str | None:
        """What this layer has at the centre's line ``at``: its key, or None."""
        if self.same[at]:
            return centre_key
        mine = self.at[at]
        return None if mine is None else self.keys[mine]

    def gap_keys(self, at: int) -> tuple[str, ...]:
        return tuple(self.keys[mine] for mine in self.gaps.get(at, ()))

    def as_centre(self, indices: list[int], centre: _Centre, replacing: int | None,
                  fresh: Iterator[int]) -> list[str]:
        """This layer's lines ``indices`` named as the centre names its values: a value aligned with one of the
        centre's by that one's name (the centre's line ``replacing`` for the value it makes; a saved tensor the
        centre reads, where these lines recompute it), another by a fresh name; [] where one reads a value of
        this layer's that the centre has no name for, or an input the centre reads nowhere (the centre's line
        is kept then)."""
        index, as_index = layer_index(self.layer), layer_index(centre.layer)
        names = dict(self.names)
        hunk = [self.lines[mine] for mine in indices]
        for name in (name for name in map(assigned, hunk) if name):
            if name in names and names[name] not in centre.makes:
                continue  # a value the centre reads where this layer makes it (a saved tensor it recomputes)
            made = assigned(centre.lines[replacing]) if replacing is not None else None
            names[name] = made or f"{retagged(base_of(name), index, as_index)}_{next(fresh)}"
        for line in hunk:
            if line.lstrip().startswith("#"):
                continue
            for name in names_and_constants(line):
                if name in names:
                    continue
                if name in self.own:
                    return []
                # a value named by its layer that it does not make (a tensor the forward saved): the centre's of
                # that name where the graph has one, else this one; or an input the centre reads too
                mine_too = retag_name(name, index, as_index)
                if mine_too is not None:
                    names[name] = mine_too if mine_too in self.known else name
                elif name not in centre.reads:
                    return []
        symbols = {name: new for name, new in names.items() if SYMBOL.fullmatch(name)}
        constants = {name: new for name, new in names.items() if CONSTANT_NAME.fullmatch(name)}
        renamed = renamed_everywhere(pytext.pieces("\n".join(hunk)), names, symbols, constants).split("\n")
        return [retarget(line, self.layer, centre.layer) if line.lstrip().startswith(PROVENANCE) else line
                for line in renamed]


def _reading(written: WrittenLayer, centre_keys: list[str], other: Segment, body: list[str],
             values: Values) -> _Reading | None:
    """``other``'s lines aligned with the centre's (``written``: ``_Reading``); None where no reading of its
    names aligns them (``near_folds.near_fold``)."""
    centre, mine = written.lines, body[other.start:other.end]
    own = frozenset(assigned_names(mine))
    keys = [line_key(line, other.layer, values, own) for line in mine]
    if keys == centre_keys:
        opcodes = [("equal", 0, len(centre), 0, len(mine))]
    else:
        near = near_fold(written, mine, other.layer, values, last_assigned(body, other.start), any_size=True)
        if near is None:
            return None
        opcodes = near.opcodes
    at: list[int | None] = [None] * len(centre)
    same = [False] * len(centre)
    gaps: dict[int, list[int]] = {}
    names: dict[str, str] = {}
    for i, j, equal in _aligned(opcodes, centre, mine):
        if j is None:
            continue  # the centre's line ``i`` it does not have
        if i < 0:  # a line it has before the centre's line ``-1 - i``
            gaps.setdefault(-1 - i, []).append(j)
            continue
        at[i], same[i] = j, equal
        pairs = zip(names_and_constants(centre[i]), names_and_constants(mine[j])) if equal else \
            [(assigned(centre[i]), assigned(mine[j]))]
        for theirs, its in pairs:
            if theirs and its:
                names.setdefault(its, theirs)
    return _Reading(mine, other.layer, keys, at, same, gaps, names, own, values.known)


def _aligned(opcodes: list[tuple[str, int, int, int, int]], centre: list[str],
             mine: list[str]) -> Iterator[tuple[int, int | None, bool]]:
    """Each of the centre's lines and the line aligned with it (``(i, j, equal)``; ``j`` None where there is
    none), and each line with none of the centre's (``(-1 - gap, j, False)``: before the centre's line ``gap``).
    Within a hunk, lines are aligned by what they make and how (``_loose``), so that a layer's edit beside a line
    it lacks stays apart from it; lines of other ops are the centre's dropped and the layer's inserted."""
    for tag, i1, i2, j1, j2 in opcodes:
        if tag == "equal":
            yield from ((i, j, True) for i, j in zip(range(i1, i2), range(j1, j2)))
            continue
        matcher = difflib.SequenceMatcher(None, [_loose(line) for line in centre[i1:i2]],
                                          [_loose(line) for line in mine[j1:j2]], autojunk=False)
        for loose, a1, a2, b1, b2 in matcher.get_opcodes():
            if loose == "equal":  # the same op making a value of the same base: the same line, read otherwise
                yield from ((i1 + a1 + k, j1 + b1 + k, False) for k in range(a2 - a1))
                continue
            yield from ((i1 + a, None, False) for a in range(a1, a2))
            yield from ((-1 - (i1 + a1), j1 + b, False) for b in range(b1, b2))


def _loose(line: str) -> str:
    """What a line makes and how (``mul=torch.ops.aten.mul.Tensor``), its inputs aside; a comment as it is."""
    name = assigned(line)
    if name is None:
        return line.strip()
    _, _, call = line.partition(" = ")
    return f"{plain_base(name)}={call.partition('(')[0]}"
