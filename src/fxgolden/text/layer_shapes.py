"""A layer's lines up to renaming (its shape), and a test that a later layer has the same shape which reads
each of its lines once, in C.

``shape`` is the definition: the layer's text with the names it defines, the values it reads and its graph
constants numbered in order of appearance, and its layer as ``*`` in its provenance lines. Two layers fold
onto one another when their shapes are equal (``fxgolden.text.layer_folding``).

Computing a shape tokenizes every line in Python; a model's graph has thousands of layers, nearly all
repeats of a few. So a written layer's shape also becomes a pattern (``Written.reads_of``): its text, each
name it numbers a group (the same name again, a backreference), everything else literal. A later layer's
text matches it exactly when its shape is the same, provided every group holds a distinct name, the names
read are values, and no group holds a name the written layer leaves as it is: the same characters
around names tokenize the same way (a name is never next to a quote here, where a string prefix would
change that). Where the pattern cannot stand for the shape (text that is not ASCII, graph constants,
placeholder-like names, triple quotes, backslashes), shapes are computed and compared as defined.
"""

from __future__ import annotations

import functools
import re
from typing import Iterable

from fxgolden.text import pytext
from fxgolden.text.fx_body import BODY, assigned, assigned_names
from fxgolden.text.fxnames import OUTPUT_PREFIX, is_output
from fxgolden.text.layer_segments import PROVENANCE

# These patterns start with a literal, their lookbehinds after it: sre then finds each candidate with a fast
# search for that literal, where a pattern that starts with a lookbehind is tried at every position of the text
# (25 times slower on a model's layers, a fifth of normalizing its graph).
# A graph's constant attributes, numbered per graph (``self._tensor_constant4``): each layer reads its own.
CONSTANT = re.compile(r"_tensor_constant(?<=\._tensor_constant)\d+\b")
CONSTANT_NAME = re.compile(r"_tensor_constant\d+")
# the attribute, or the value named after it
_ANY_CONSTANT = re.compile(r"_tensor_constant(?<!\w_tensor_constant)\d+\b")
_NAME = "[A-Za-z_][A-Za-z0-9_]*+"
# A data-dependent size (an unbacked symbol: ``u4`` in ``"Sym(u4)"``, ``"f32[u4, 7168]"``, an assertion's message):
# numbered per graph, so each MoE layer has its own; a fold reads them as it reads inputs (``u0..u3 -> u4..u7``).
SYMBOL = re.compile(r"u(?<![\w.]u)\d+\b")
# A runtime assertion's message names the node it checks (``... on node 'ge_3'``): that name is renamed with its value.
NODE_IN_MESSAGE = re.compile(r"(?<= on node ')(\w+)(?=')")
_PLACEHOLDER = re.compile(r"__(?:def|read|constant|symbol)")


@functools.lru_cache(maxsize=1 << 14)  # a layer's provenance lines are retargeted for each of its repeats
def retarget(line: str, layer: str, other: str) -> str:
    """A provenance line of ``layer`` as one of ``other``."""
    head = BODY + PROVENANCE
    rest = line[len(head):]
    return head + other + rest[len(layer):] if rest.startswith(layer) else line


def _numbering(segment: list[str], layer: str, values: Values) -> tuple[str, dict[str, str], list[str], list[str]]:
    """The segment's text with its provenance retargeted, the placeholder of each name it numbers, and the
    names it defines and reads (its constants last: named per graph, read as inputs are)."""
    code = "\n".join(line for line in segment if not line.lstrip().startswith("#"))  # one scan, not one a line
    every = [name for name in (assigned(line) for line in segment) if name]
    defined = [name for name in every if not CONSTANT_NAME.fullmatch(name)]
    own = set(every)
    read = list(dict.fromkeys(name for name in pytext.names(code)
                              if name in values and name not in own and not CONSTANT_NAME.fullmatch(name)))
    constants = list(dict.fromkeys(found.group(0) for found in _ANY_CONSTANT.finditer(code)))
    # what a layer hands on is named apart (``fxnames.is_output``): a layer whose output another does not hand on
    # has another shape, so that no fold names a value of one as an output of the other
    mapping = {name: f"__out{at}" if is_output(name) else f"__def{at}" for at, name in enumerate(defined)}
    mapping.update({name: f"__read{at}" for at, name in enumerate(read)})
    mapping.update({name: f"__constant{at}" for at, name in enumerate(constants)})
    text = "\n".join(retarget(line, layer, "*") if line.lstrip().startswith(PROVENANCE) else line
                     for line in segment)
    return text, mapping, defined, read + constants


def shape(segment: list[str], layer: str, values: Values) -> tuple[str, list[str], list[str]]:
    """The segment up to renaming, and the names it defines and reads (its data-dependent symbols last, read as
    inputs are, wherever they stand: in annotations and messages too)."""
    text, mapping, defined, reads = _numbering(segment, layer, values)
    numbered = {name: mapping[name] for name in reads if CONSTANT_NAME.fullmatch(name)}
    text = CONSTANT.sub(lambda m: numbered[m.group(0)], pytext.rename(text, mapping))
    if " on node '" in text:  # a lookbehind first: guarded by a literal search
        text = NODE_IN_MESSAGE.sub(lambda m: mapping.get(m.group(1), m.group(1)), text)
    symbols = list(dict.fromkeys(symbol for symbol in SYMBOL.findall(text) if symbol not in mapping))
    if symbols:
        placeholders = {symbol: f"__symbol{at}" for at, symbol in enumerate(symbols)}
        text = SYMBOL.sub(lambda m: placeholders.get(m.group(0), m.group(0)), text)
    return text, defined, reads + symbols


class Values:
    """The value names a body may read (its parameters and what it assigns), known as far as its lines are
    read, so that folding need not read every line first: what was asked and not known is kept, and
    ``complete`` tells whether knowing every line would have answered each question the same."""

    def __init__(self, names: Iterable[str]) -> None:
        self.known = set(names)
        self.missed: set[str] = set()

    def __contains__(self, name: object) -> bool:
        if name in self.known:
            return True
        self.missed.add(str(name))
        return False

    def issuperset(self, names: list[str]) -> bool:
        if self.known.issuperset(names):
            return True
        self.missed.update(name for name in names if name not in self.known)
        return False

    def add(self, names: Iterable[str]) -> None:
        self.known.update(names)

    def complete(self) -> bool:
        """Whether no name asked before it was known is known now."""
        return self.known.isdisjoint(self.missed)


class Candidate:
    """A layer's lines, to compare with the written ones; its shape is computed only where a comparison
    needs it."""

    def __init__(self, lines: list[str], layer: str, values: Values) -> None:
        self.lines, self.layer, self.values = lines, layer, values
        self.text = "\n".join(lines)
        self._shape: tuple[str, list[str], list[str]] | None = None
        self._retargeted: str | None = None
        self.matched: tuple[str, ...] = ()  # the names a written layer's pattern found in it

    def assigned(self) -> Iterable[str]:
        """The names its lines assign (those a pattern found include them, and only names known)."""
        return self.matched or assigned_names(self.lines, self.text)

    @property
    def shape(self) -> tuple[str, list[str], list[str]]:
        if self._shape is None:
            self._shape = shape(self.lines, self.layer, self.values)
        return self._shape

    def retargeted(self) -> str | None:
        """The text a pattern reads: provenance retargeted as ``shape`` does it (a body line that ``retarget``
        changes starts with ``BODY + PROVENANCE``: a layer's name starts with a letter). None where a pattern
        cannot stand for the shape: a name a pattern cannot hold, or text a shape's placeholders or
        constants may stand in."""
        if self._retargeted is None:
            text = self.text
            if not text.isascii() or "_tensor_constant" in text or ("__" in text and _PLACEHOLDER.search(text)) \
                    or SYMBOL.search(text) or " on node '" in text:  # a pattern reads names, not strings
                self._retargeted = ""
            else:
                mark = "\n" + BODY + PROVENANCE
                self._retargeted = ("\n" + text).replace(mark + self.layer, mark + "*")[1:]
        return self._retargeted or None


class Written:
    """A layer written out in full whose shape no earlier written layer has: later layers may repeat it."""

    def __init__(self, reference: str, candidate: Candidate) -> None:
        self.reference = reference  # how a fold line names it: "layers.5", or "layers.5#2" for its 2nd segment
        self.count = len(candidate.lines)
        self.shape, _, self.reads = candidate.shape
        self._candidate: Candidate | None = candidate  # until its pattern is made
        self._pattern: re.Pattern[str] | None = None
        self._reads_at: list[int] = []  # the group of each name read, in order
        self._kept: frozenset[str] = frozenset()  # the names it leaves as they are

    def reads_of(self, other: Candidate) -> list[str] | None:
        """The names ``other`` reads where this layer reads ``self.reads``, if its shape is this layer's."""
        if len(other.lines) != self.count:  # a shape has its layer's lines
            return None
        if self._candidate is not None:
            self._make_pattern(self._candidate)
        text = other.retargeted() if self._pattern is not None else None
        if text is None:
            shape, _, reads = other.shape
            return reads if shape == self.shape else None
        assert self._pattern is not None
        found = self._pattern.fullmatch(text)
        if found is None:
            return None
        names = found.groups()
        reads = [names[at] for at in self._reads_at]
        if len(set(names)) != len(names) or not self._kept.isdisjoint(names) or not other.values.issuperset(reads):
            return None
        other.matched = names
        return reads

    def _make_pattern(self, candidate: Candidate) -> None:
        self._candidate = None
        text = candidate.retargeted()
        if text is None or any(spans_lines in text for spans_lines in ("'''", '"""', "\\")):
            return  # a token over several lines: its names in the shape's code and in its text may differ
        _, mapping, defined, reads = _numbering(candidate.lines, candidate.layer, candidate.values)
        own = set(defined)
        group: dict[str, int] = {}
        pattern: list[str] = []
        kept: set[str] = set()
        done = 0
        for found in pytext.TOKEN.finditer(text):
            name = found.group("name")
            if name is None:
                continue
            if name not in mapping:
                kept.add(name)
                continue
            if text[found.end("name"):found.end("name") + 1] in ("'", '"'):
                return  # a name next to a quote: in another layer, the same place may be a string's prefix
            pattern.append(re.escape(text[done:found.start("name")]))
            if name in group:
                pattern.append(f"(?P={_group(group[name])})")
            else:
                group[name] = len(group)
                pattern.append(f"(?P<{_group(group[name])}>{_defined(name) if name in own else _NAME})")
            done = found.end("name")
        pattern.append(re.escape(text[done:]))
        if any(name not in group for name in reads):
            return
        self._pattern = re.compile("".join(pattern))
        self._reads_at = [group[name] for name in reads]
        self._kept = frozenset(kept)


def _group(at: int) -> str:
    return f"n{at}"


def _defined(name: str) -> str:
    """What a pattern matches where the written layer defines ``name``: an output where it is one (``__out``
    in its shape), any other name where it is not."""
    return f"{OUTPUT_PREFIX}{_NAME}" if is_output(name) else f"(?!{OUTPUT_PREFIX}){_NAME}"
