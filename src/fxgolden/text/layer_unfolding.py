"""Folded layers written out again: ``unfold``, the exact inverse of ``fxgolden.text.layer_folding.fold``.

Each fold line stands for its reference layer's lines (found among the lines unfolded so far:
``fxgolden.text.layer_segments``) with the inputs its pairs name (``fxgolden.text.fold_lines``) and the
names renumbering gave its own values: each base numbered on from its earlier values
(``fxgolden.text.fxnames``). The golden form's check (``full(present(x)) == x``) unfolds every fold of a
model's graph, so a written layer is read once (``_Run``) and each repeat only renames it.

A fold that does not read back (a hand edit, a truncated golden) raises ``MalformedGoldenForm`` naming its line:
a reference not written above it, a pairs line that is not ``a -> b`` pairs, hunks cut short, or a count
(``N lines``, ``K written below``) that is not what the fold stands for.
"""

from __future__ import annotations

import collections
import dataclasses
import keyword
import operator
import re
from typing import Iterable

from fxgolden.text import pytext
from fxgolden.text.fold_lines import ABOVE, FOLD, FOLDED, HUNK, PAIRS, PATTERN, expand_run
from fxgolden.text.form_errors import MalformedGoldenForm
from fxgolden.text.fx_body import BODY, assigned, assigned_bases, assigned_names, last_assigned, outer, parameters
from fxgolden.text.fxnames import base_of, first_number, layer_index, nth_name, retag_name, retagged, tagged
from fxgolden.text.layer_segments import PROVENANCE, SegmentIndex, marks
from fxgolden.text.layer_shapes import CONSTANT, CONSTANT_NAME, NODE_IN_MESSAGE, SYMBOL, retarget

_PLAIN = re.compile(r"[A-Za-z_][A-Za-z0-9_]*+(?:\n[A-Za-z_][A-Za-z0-9_]*+)*+")  # names, one a line
_KEYWORDS = frozenset(keyword.kwlist)


def unfold(text: str) -> str:
    """Each ``#=`` layer written out again: its reference layer's lines, with the inputs it names and the
    names renumbering gave its own values (each base numbered on from its earlier values)."""
    if "\n" + BODY + FOLD not in text:  # a fold line is a line of the body
        return text
    split = outer(text)
    if split is None:
        return text
    body = split.lines
    unfolding = _Unfolding(set(parameters(split.signature)))
    at = 0
    while at < len(body):
        stop, folded, pattern = at, None, None
        while stop < len(body) and not (body[stop].startswith(BODY + FOLD)
                                        and ((folded := FOLDED.match(body[stop]))
                                             or (pattern := PATTERN.match(body[stop])))):
            stop += 1
        if stop > at:
            unfolding.emit(body[at:stop])
        if pattern is not None:
            stop = unfolding.read_pattern(pattern, body, stop + 1)
        elif folded is not None:
            written = len(unfolding.index.lines)
            stop = unfolding.unfold(folded, body, stop + 1)
            _check_count(folded, len(unfolding.index.lines) - written)
        at = stop
    return split.join(unfolding.index.lines)


class _Unfolding:
    """The lines unfolded so far, the values of each base they define, and the written layers' runs of lines
    that fold lines repeat, each read once."""

    def __init__(self, taken: set[str]) -> None:
        self.taken = taken  # the parameters: names renumbering skips
        self.taken_bases = {base_of(name) for name in taken}
        self.index = SegmentIndex()
        self.counts: collections.Counter[str] = collections.Counter()  # base -> values of it defined so far
        self.runs: dict[tuple[object, ...], _Run] = {}
        self.patterns: dict[str, list[str]] = {}  # layer -> the pattern the folds as it read (not its own lines)

    def read_pattern(self, pattern: re.Match[str], body: list[str], at: int) -> int:
        """A run's pattern (``PATTERN``) from ``body[at]`` on, kept for the folds on its layer and written into
        no output; the index of the line after it."""
        lines = body[at:at + int(pattern.group("count"))]
        if len(lines) < int(pattern.group("count")) or any(line.startswith(BODY + FOLD) for line in lines):
            raise MalformedGoldenForm(f"a pattern of {pattern.group('count')} lines is cut short", pattern.group(0))
        if pattern.group("layer") in self.patterns:
            raise MalformedGoldenForm("a layer has one pattern", pattern.group(0))
        self.patterns[pattern.group("layer")] = lines
        return at + len(lines)

    def emit(self, lines: list[str], text: str | None = None) -> None:
        text = "\n".join(lines) if text is None else text
        self.index.append(lines)
        self.counts.update(assigned_bases(lines, text))

    def unfold(self, folded: re.Match[str], body: list[str], at: int) -> int:
        """The layer a fold line stands for, written out, its ``#=`` lines from ``body[at]`` on; the index of
        the line after them."""
        reads, globs, hunks, at = _fold_lines(body, at)
        _check_written(folded, hunks)
        if ABOVE in reads.values():  # the value the lines above the fold assign last
            above = last_assigned(self.index.lines, len(self.index.lines))
            if above is None:
                raise MalformedGoldenForm(f"a pairs line reads {ABOVE} (the value the lines above the fold assign "
                                          "last), and no line above it assigns one", folded.group(0))
            reads = {theirs: above if mine == ABOVE else mine for theirs, mine in reads.items()}
        # data-dependent symbols are renamed wherever they stand (strings too), not as names
        symbols = {theirs: mine for theirs, mine in reads.items() if SYMBOL.fullmatch(theirs)}
        for symbol in symbols:
            del reads[symbol]
        layer, _, occurrence = folded.group("reference").partition("#")
        if occurrence and not occurrence.isdigit():
            raise MalformedGoldenForm("a fold's reference is a layer, or a layer and #N", folded.group(0))
        key: tuple[object, ...]
        if not occurrence and layer in self.patterns:
            reference, key = self.patterns[layer], (layer,)
        else:
            try:
                chosen = self.index.find(layer, int(occurrence or 1))
            except ValueError as error:
                raise MalformedGoldenForm(f"the layer it repeats, {folded.group('reference')}, is not written "
                                          "above it", folded.group(0)) from error
            reference, key = self.index.lines[chosen.start:chosen.end], (chosen.start, chosen.end)
        if globs:
            for line in reference:
                for name in pytext.names(line) if not line.lstrip().startswith("#") else ():
                    prefix = next((p for p in globs if name.startswith(p)), None)
                    if prefix is not None and name not in reads:
                        reads[name] = globs[prefix] + name[len(prefix):]
        mapping = dict(reads)
        theirs, mine = "\n".join(reads), "\n".join(reads.values())
        constants = ({name: new for name, new in reads.items() if CONSTANT_NAME.fullmatch(name)}
                     if "_tensor_constant" in theirs else {})
        plain = not hunks and _plain(theirs, reads) and _plain(mine, reads.values())
        index, other = layer_index(layer), layer_index(folded.group("layer"))
        position = 0
        while position <= len(reference):
            if position in hunks:
                dropped, written = hunks.pop(position)
                self.emit(written)
                # a value of the reference that a written line replaces is read under the written line's name
                # (unless the fold line says what it reads instead)
                replaced = replaced_names(
                    [name for name in map(assigned, reference[position:position + dropped]) if name],
                    [name for name in map(assigned, written) if name], index, other)
                mapping.update((old, new) for old, new in replaced if old not in reads)
                position += dropped
                continue
            if position == len(reference):
                break
            # the repeated lines up to the next hunk: their values named on from every earlier value of their base
            stop = min([at for at in hunks if at > position] + [len(reference)])
            run = self.runs.get((*key, position, stop)) or self.runs.setdefault((*key, position, stop),
                                                                                 _Run.of(reference[position:stop]))
            # the values of the reference's layer it reads and no line of the reference made (a backward's saved
            # tensors), read as this layer's unless a pair says otherwise
            for name in run.tagged_reads(index):
                if name not in mapping:
                    mapping[name] = retag_name(name, index, other) or name
            run = run.as_layer(index, other)  # its values named by it
            names = run.names(self.counts, self.taken, self.taken_bases)
            mapping.update(zip(run.defined, names))
            renamed = renamed_everywhere(run.pieces, mapping, symbols, constants)
            code = renamed.split("\n")
            for offset, line in run.provenance:
                code[offset] = retarget(line, layer, folded.group("layer"))
            if plain and run.plain:  # renaming moved no mark and no assigned name (see _Run)
                self.index.append(code, marked=run.marked)
                self.counts.update(run.bases if run.simple else map(base_of, names))
            else:
                self.emit(code, renamed)
            position = stop
        return at


def replaced_names(dropped: list[str], written: list[str], index: str, other: str) -> list[tuple[str, str]]:
    """The written value each dropped value of a hunk is read as: the one named as it is, for this layer, where
    a written line has that name (``mul_L0_8 -> mul_L3_8``: a fold says no pair for it, ``fold_lines.implied``),
    the others in order."""
    own = {retag_name(name, index, other): name for name in dropped}
    named = [(own[name], name) for name in written if name in own]
    matched = {old for old, _ in named} | {new for _, new in named}
    rest = zip([name for name in dropped if name not in matched], [name for name in written if name not in matched])
    return named + list(rest)


def renamed_everywhere(pieces: list[str], mapping: dict[str, str], symbols: dict[str, str],
                       constants: dict[str, str]) -> str:
    """A run's text with its names renamed, and what is no bare name too (unfolding and ``instantiate`` alike):
    data-dependent sizes wherever they stand, the value an assertion's message names (renamed with the value),
    a graph constant's attribute (``self._tensor_constant3``)."""
    renamed = pytext.renamed(pieces, mapping)
    if symbols:
        renamed = SYMBOL.sub(lambda found: symbols.get(found.group(0), found.group(0)), renamed)
    if " on node '" in renamed:
        renamed = NODE_IN_MESSAGE.sub(lambda found: mapping.get(found.group(1), found.group(1)), renamed)
    if constants:
        renamed = CONSTANT.sub(lambda found: constants.get(found.group(0), found.group(0)), renamed)
    return renamed


def instantiate(lines: list[str], layer: str, as_layer: str, reads: dict[str, str], before: list[str],
                taken: set[str]) -> list[str]:
    """``layer``'s ``lines`` as ``as_layer`` would read them after the lines ``before``: reading ``reads``
    in place of the names it reads, its own values named on from ``before``'s as renumbering names them
    (skipping the names it reads), and its provenance retargeted. A run's pattern at its first layer
    (``fxgolden.text.layer_folding``)."""
    counts = collections.Counter(assigned_bases(before))
    run = _Run.of(lines)
    run = run.as_layer(layer_index(layer), layer_index(as_layer))
    own = set(run.defined)
    mapping = {theirs: mine for theirs, mine in reads.items() if theirs not in own}
    # a value it reads that the layer made in lines it does not have (not counted above it) is no name of its own
    skipped = taken | (set(mapping.values()) - set(assigned_names(before)))
    mapping.update(zip(run.defined, run.names(counts, skipped, {base_of(name) for name in skipped})))
    constants = {name: new for name, new in mapping.items() if CONSTANT_NAME.fullmatch(name)}
    symbols = {name: new for name, new in reads.items() if SYMBOL.fullmatch(name)}
    code = renamed_everywhere(run.pieces, mapping, symbols, constants).split("\n")
    for offset, line in run.provenance:
        code[offset] = retarget(line, layer, as_layer)
    return code


_Hunks = dict[int, tuple[int, list[str]]]  # index in the reference -> (its lines dropped, the lines written)


def _fold_lines(body: list[str], at: int) -> tuple[dict[str, str], dict[str, str], _Hunks, int]:
    """The pairs (names, and globs by prefix) and the hunks of the ``#=`` lines from ``body[at]`` on, and the
    index of the line after them."""
    reads: dict[str, str] = {}
    globs: dict[str, str] = {}
    while at < len(body) and (more := PAIRS.match(body[at])):
        for pair in more.group("pairs").split(", "):
            theirs, arrow, mine = pair.partition(" -> ")
            glob = theirs.endswith("*")
            names = ((),) if glob or not arrow or " -> " in mine else _runs_of(theirs, mine)
            if not arrow or " -> " in mine or glob != mine.endswith("*") or names is None \
                    or len(names[0]) != len(names[-1]):
                raise MalformedGoldenForm(f"a pairs line reads {pair!r}, not `theirs -> mine` (names, runs of the "
                                          "same length, or globs)", body[at])
            if glob:
                globs[theirs[:-1]] = mine[:-1]
            else:
                reads.update(zip(*names))
        at += 1
    hunks: _Hunks = {}
    while at < len(body) and (hunk := HUNK.match(body[at])):
        written = body[at + 1:at + 1 + int(hunk.group("count"))]
        if len(written) < int(hunk.group("count")):
            raise MalformedGoldenForm(f"a hunk of {hunk.group('count')} lines has only {len(written)} after it",
                                      body[at])
        if hunk.group("before"):
            hunks[int(hunk.group("before")) - 1] = (0, written)
        else:
            first = int(hunk.group("first"))
            hunks[first - 1] = (int(hunk.group("last")) - first + 1, written)
        at += 1 + len(written)
    return reads, globs, hunks, at


def _runs_of(theirs: str, mine: str) -> tuple[tuple[str, ...], tuple[str, ...]] | None:
    """The names each side of a pair stands for (``expand_run``); None where a side is no name nor run."""
    try:
        return expand_run(theirs), expand_run(mine)
    except ValueError:  # ``a..b..c``
        return None


def _check_count(folded: re.Match[str], unfolded: int) -> None:
    """A fold stands for as many lines as its ``N lines`` says."""
    if unfolded != int(folded.group("count")):
        raise MalformedGoldenForm(f"the fold says {folded.group('count')} lines, and stands for {unfolded}",
                                  folded.group(0))


def _check_written(folded: re.Match[str], hunks: _Hunks) -> None:
    """A near fold's hunks write as many lines as its ``K written below`` says (an exact fold writes none)."""
    written = sum(len(lines) for _, lines in hunks.values())
    if written != int(folded.group("written") or 0):
        raise MalformedGoldenForm(f"the fold says {folded.group('written') or 0} lines written below it, and its "
                                  f"hunks write {written}", folded.group(0))


def _plain(joined: str, names: Iterable[str]) -> bool:
    """Whether each of ``names`` (``joined`` by newlines) is ASCII and no keyword: renaming to or from such
    names moves no ``return`` and no assigned name."""
    return (not joined or _PLAIN.fullmatch(joined) is not None) and _KEYWORDS.isdisjoint(names)


@dataclasses.dataclass
class _Run:
    """Lines of a written layer that its repeats rename, read once: the values they define (their names and
    bases, graph constants aside: the fold line's pairs name those), their text cut around its names, their
    provenance lines (retargeted, not renamed), and their marks (``layer_segments.marks``).

    ``plain``: the run is ASCII and assigns plain names (``_plain``), each once, none a graph constant. Renamed from
    plain names to plain names, a line then assigns the new name of the name it assigned, and is a mark
    where it was one: the marks and the bases counted need no second reading. ``simple``: every base is
    its own base, so that each value renamed keeps the base it had.
    """

    defined: list[str]
    bases: list[str]
    before: list[int]  # values of its base defined above each one in the run
    first: dict[str, int]  # each base's first number (``fxnames.first_number``)
    numbered: str  # the names with their numbers left to fill in: "view_{}\nt_{}..."
    pieces: list[str]
    provenance: list[tuple[int, str]]
    marked: list[int]
    plain: bool
    simple: bool
    retags: dict[tuple[str, str], "_Run"] = dataclasses.field(default_factory=dict)  # ``as_layer``'s, made once
    tags: dict[str, bool] = dataclasses.field(default_factory=dict)  # ``tagged``'s answers
    reads_of: dict[str, list[str]] = dataclasses.field(default_factory=dict)  # ``tagged_reads``'s answers

    @classmethod
    def of(cls, lines: list[str]) -> "_Run":
        every = [name for name in map(assigned, lines) if name]
        defined = [name for name in every if not CONSTANT_NAME.fullmatch(name)]
        bases = [base_of(name) for name in defined]
        seen: collections.Counter[str] = collections.Counter()
        before = []
        for base in bases:
            before.append(seen[base])
            seen[base] += 1
        text = "\n".join(lines)
        provenance = [(at, line) for at, line in enumerate(lines) if line.lstrip().startswith(PROVENANCE)]
        plain = (len(every) == len(defined) == len(set(defined)) and text.isascii()
                 and _plain("\n".join(defined), defined))
        return cls(defined, bases, before, *_naming(bases), pytext.pieces(text), provenance, marks(lines), plain,
                   all(base_of(base) == base for base in seen))

    def as_layer(self, index: str, other: str) -> "_Run":
        """The run as another layer of its container names its values: each base of the values of its layer
        ``index`` as those of layer ``other`` (``fxnames.retagged``); kept for the next repeat of that layer's
        lines."""
        if index == other or not self.tagged(index):
            return self
        key = (index, other)
        if key not in self.retags:
            bases = [retagged(base, index, other) for base in self.bases]
            first, numbered = _naming(bases)
            self.retags[key] = dataclasses.replace(
                self, bases=bases, first=first, numbered=numbered,
                simple=all(base_of(base) == base for base in first), retags={}, tags={})
        return self.retags[key]

    def tagged_reads(self, index: str) -> list[str]:
        """The names it reads (not its own values) of a layer ``index``: a fold reads them as its own layer's
        unless a pair says otherwise (``fold_lines.implied``)."""
        if index not in self.reads_of:
            own = set(self.defined)
            self.reads_of[index] = [name for name in dict.fromkeys(self.pieces[1::2])
                                    if name not in own and tagged(base_of(name), index)]
        return self.reads_of[index]

    def tagged(self, index: str) -> bool:
        """Whether any of its values is named by a layer ``index`` (``fxgolden.text.layer_names``)."""
        if index not in self.tags:
            self.tags[index] = any(tagged(base, index) for base in self.bases)
        return self.tags[index]

    def names(self, counts: collections.Counter[str], taken: set[str], taken_bases: set[str]) -> list[str]:
        """The names renumbering gives the run's values after ``counts`` values of each base."""
        if not taken_bases.isdisjoint(self.bases):
            return [nth_name(base, counts[base] + before, taken, taken_bases)
                    for base, before in zip(self.bases, self.before)]
        start = {base: counts[base] + first for base, first in self.first.items()}
        numbers = list(map(operator.add, map(start.__getitem__, self.bases), self.before))
        if numbers and min(numbers) > 0:  # each a base and a number, formatted at once
            return self.numbered.format(*numbers).split("\n")
        return [f"{base}_{number}" if number else base for base, number in zip(self.bases, numbers)]


def _naming(bases: list[str]) -> tuple[dict[str, int], str]:
    """A run's ``first`` and ``numbered`` (``_Run``) for the bases of its values, in order."""
    first = {base: first_number(base) for base in dict.fromkeys(bases)}
    return first, "\n".join(base.replace("{", "{{").replace("}", "}}") + "_{}" for base in bases)
