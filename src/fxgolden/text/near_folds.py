"""A model's layer that differs from a written one in a few lines, as that layer plus hunks of the lines that
differ (``#=   @ its lines 18-22 as these 2``). Part of layer folding (``fxgolden.text.layer_folding``),
which writes these lines and reads them back.
"""

from __future__ import annotations

import dataclasses
import difflib
import functools

from fxgolden.text import pytext
from fxgolden.text.fold_lines import FOLD, pair_lines
from fxgolden.text.fx_body import BODY, assigned
from fxgolden.text.fxnames import layer_index, plain_base
from fxgolden.text.layer_segments import PROVENANCE
from fxgolden.text.layer_shapes import CONSTANT, CONSTANT_NAME, NODE_IN_MESSAGE, SYMBOL, Values, retarget

_Opcodes = list[tuple[str, int, int, int, int]]  # difflib's: (tag, i1, i2, j1, j2)
MAX_WRITTEN = 1 / 3  # a layer is folded as a near repeat when at most this share of its lines are written
MAX_CANDIDATES = 3
MIN_NEAR_FOLD = 40  # and when it is a model's layer: a short one reads better written out than as hunks


@dataclasses.dataclass
class WrittenLayer:
    """A layer written out in full, which later layers may repeat in part."""

    reference: str  # how a fold line names it: "layers.5", or "layers.5#2" for its second segment
    layer: str
    lines: list[str]
    above: str | None = None  # the value the lines above it assign last: what it reads as the previous layer's output


@dataclasses.dataclass(frozen=True)
class NearFold:
    """A layer as a written one and the lines that differ: its ``#=`` lines, the count of lines they write, the
    names it reads where the written layer reads others (the written layer's name -> its own), and the hunks
    (difflib's opcodes, written layer first)."""

    written: int
    reads: dict[str, str]
    lines: list[str]
    opcodes: _Opcodes


def nearest(candidates: list[WrittenLayer], mine: list[str], layer: str, values: Values,
            above: str | None = None) -> list[str] | None:
    """``mine`` as the written layer it differs least from and the lines that differ (``#=   @`` hunks),
    when that pays: None when every candidate differs in more than ``MAX_WRITTEN`` of the lines. ``above``:
    the value the lines above it assign last (``fold_lines.pair_lines``)."""
    best: NearFold | None = None
    # the latest few of about its length: the difference is measured line by line (difflib), so not against all
    near = [w for w in candidates if abs(len(w.lines) - len(mine)) <= len(mine) * MAX_WRITTEN][-MAX_CANDIDATES:]
    for written in near:
        folded = near_fold(written, mine, layer, values, above)
        if folded is not None and (best is None or folded.written < best.written):
            best = folded
    return best.lines if best is not None else None


def near_fold(written: WrittenLayer, mine: list[str], layer: str, values: Values,
              above: str | None = None, *, any_size: bool = False) -> NearFold | None:
    """``mine`` against ``written``: lines that read other inputs but are otherwise the same are matched first
    (their inputs named once on the pairs lines, as an exact fold names them), so only lines that really differ
    are written; lines are also matched with their inputs as they are, and the reading that writes the fewest
    lines is kept (the first on a tie). ``any_size``: however many lines differ (an alignment, not a fold)."""
    own_a = frozenset(name for name in map(assigned, written.lines) if name)
    own_b = frozenset(name for name in map(assigned, mine) if name)
    # inputs masked (the previous layer's output read as any input); then the same, but a value the other layer
    # made and reads itself read as that value (layer 0's rope cache, which every later layer reads); then
    # inputs as they are
    found = [folded for masked, shared in ((True, False), (True, True), (False, False))
             if (folded := _near_fold_keyed(written, mine, layer, values, own_a, own_b, inputs_masked=masked,
                                            shared=shared, above=above, any_size=any_size))]
    return min(found, key=lambda folded: folded.written) if found else None


def _near_fold_keyed(written: WrittenLayer, mine: list[str], layer: str, values: Values, own_a: frozenset[str],
                     own_b: frozenset[str], *, inputs_masked: bool, shared: bool,
                     above: str | None, any_size: bool) -> NearFold | None:
    theirs = written.lines
    kept_a, kept_b = own_a, own_b
    if shared:  # a value one layer makes and reads itself, read by the other too: the same value in both
        kept_a, kept_b = own_a | (own_b & _read(mine)), own_b | (own_a & _read(theirs))
    keys_a = [_base_shape(line, written.layer, values, kept_a if inputs_masked else None, written.above)
              for line in theirs]
    keys_b = [_base_shape(line, layer, values, kept_b if inputs_masked else None, above) for line in mine]
    opcodes: _Opcodes = list(difflib.SequenceMatcher(None, keys_a, keys_b, autojunk=False).get_opcodes())
    if all(tag == "equal" for tag, *_ in opcodes):
        return None
    # values the written lines define, and values of the reference whose lines are not repeated: a repeated
    # line may read one where the other layer reads an input (a saved tensor recomputed here, say)
    while True:
        changed_a = {name for tag, i1, i2, _, _ in opcodes if tag != "equal" for name in map(assigned, theirs[i1:i2])}
        written_b = {name for tag, _, _, j1, j2 in opcodes if tag != "equal" for name in map(assigned, mine[j1:j2])}
        reading = _reading_written(opcodes, theirs, mine, own_a - changed_a, written_b)
        if not reading:
            break
        opcodes = _written_too(opcodes, reading)
    count = sum(j2 - j1 for tag, _, _, j1, j2 in opcodes if tag != "equal")
    if not any_size and (count > len(mine) * MAX_WRITTEN or len(mine) < MIN_NEAR_FOLD):
        return None
    reads: dict[str, str] = {}
    for tag, i1, i2, j1, j2 in opcodes:
        if tag != "equal":
            continue
        for a, b in zip(theirs[i1:i2], mine[j1:j2]):
            if a.lstrip().startswith("#"):
                continue
            for x, y in zip(names_and_constants(a), names_and_constants(b)):
                if x in own_a and x not in changed_a and not CONSTANT_NAME.fullmatch(x):
                    continue  # its own value, on a repeated line: named by renumbering
                if y in own_b and y not in written_b and not CONSTANT_NAME.fullmatch(y):
                    return None
                if reads.setdefault(x, y) != y:
                    return None
    order = list(reads)
    out = [f"{BODY}{FOLD}{layer} as {written.reference}: {len(mine)} lines, {count} written below"]
    out += pair_lines(order, [reads[x] for x in order], above, (layer_index(written.layer), layer_index(layer)))
    for tag, i1, i2, j1, j2 in opcodes:
        if tag == "equal":
            continue
        where = f"its lines {i1 + 1}-{i2} as" if i2 > i1 else f"before its line {i1 + 1},"
        out.append(f"{BODY}{FOLD}  @ {where} these {j2 - j1}")
        out.extend(mine[j1:j2])
    return NearFold(count, reads, out, opcodes)


def _reading_written(opcodes: _Opcodes, theirs: list[str], mine: list[str], repeated: frozenset[str],
                     written: set[str | None]) -> set[tuple[int, int]]:
    """The line pairs matched as repeats where this layer's line reads a value a written line makes and the
    reference's reads its own repeated value in its place (``dropout(h_1)`` after an inserted ``h_1 = h * 1.5``,
    where the reference reads ``h``): unfolding would name that read by renumbering, not by the written line."""
    found = set()
    for tag, i1, i2, j1, j2 in opcodes:
        if tag != "equal":
            continue
        for i, j in zip(range(i1, i2), range(j1, j2)):
            if theirs[i].lstrip().startswith("#"):
                continue
            if any(x in repeated and y in written and x != assigned(theirs[i])
                   for x, y in zip(names_and_constants(theirs[i]), names_and_constants(mine[j]))):
                found.add((i, j))
    return found


def _written_too(opcodes: _Opcodes, lines: set[tuple[int, int]]) -> _Opcodes:
    """``opcodes`` with ``lines`` (pairs of an equal run) written too, each joined to the hunks beside it."""
    split: _Opcodes = []
    for tag, i1, i2, j1, j2 in opcodes:
        if tag != "equal":
            split.append((tag, i1, i2, j1, j2))
            continue
        start = 0
        for offset in range(i2 - i1):
            if (i1 + offset, j1 + offset) in lines:
                if offset > start:
                    split.append(("equal", i1 + start, i1 + offset, j1 + start, j1 + offset))
                split.append(("replace", i1 + offset, i1 + offset + 1, j1 + offset, j1 + offset + 1))
                start = offset + 1
        if start < i2 - i1:
            split.append(("equal", i1 + start, i2, j1 + start, j2))
    merged: _Opcodes = []
    for op in split:
        if merged and op[0] != "equal" and merged[-1][0] != "equal":
            merged[-1] = ("replace", merged[-1][1], op[2], merged[-1][3], op[4])
        else:
            merged.append(op)
    return merged


def _read(lines: list[str]) -> frozenset[str]:
    """The names the lines read (every bare name but the one each assigns)."""
    return frozenset(name for line in lines if not line.lstrip().startswith("#")
                     for name in pytext.names(line) if name != assigned(line))


@functools.lru_cache(maxsize=1 << 14)  # a near fold reads a line's names before and after it settles its hunks
def names_and_constants(line: str) -> tuple[str, ...]:
    """The bare names of a line (pytext's tokens: strings and comments skipped), its graph constants
    (``self._tensor_constant4``) and its data-dependent sizes (``u4``, in annotations and messages too: read as
    inputs, as an exact fold reads them), in the order they stand."""
    names = [(found.start(), found.group("name")) for found in pytext.TOKEN.finditer(line) if found.group("name")]
    code = pytext.without_comment(line)
    constants = [(found.start(), found.group(0)) for found in CONSTANT.finditer(code)]
    symbols = [(found.start(), found.group(0)) for found in SYMBOL.finditer(code)] if "u" in code else []
    return tuple(name for _, name in sorted(dict(symbols + constants + names).items()))  # a bare ``u4`` once


def line_key(line: str, layer: str, values: Values, own: frozenset[str]) -> str:
    """A line as any layer has it, whatever that layer's names (``_base_shape``, inputs masked): lines of two
    layers that differ from a third in the same way have the same keys."""
    return _base_shape(line, layer, values, own)


_INPUT = "__input__"  # how a line reads with a value from outside its layer, whichever value it is
_ABOVE = "__above__"  # how it reads the value above it (the previous layer's output), whatever its base


def _base_shape(line: str, layer: str, values: Values, own: frozenset[str] | None, above: str | None = None) -> str:
    """A line with every value name as its base (``mm_12`` and ``mm_L3_1`` -> ``mm``) and its layer as ``*``: lines that
    match this way are the same line in two layers. With ``own`` (the layer's values), a value from outside
    the layer (an input, a parameter, the previous layer's output) reads as one placeholder: the fold's pairs
    say which it is. Without, the value above the layer (``above``) still reads as one: the previous layer's
    output (``layer_out_L3``, ``fxgolden.text.layer_names``) and the first layer's input have unlike bases."""
    if line.lstrip().startswith(PROVENANCE):
        return retarget(line, layer, "*")
    def key(name: str) -> str:
        if own is not None:
            return plain_base(name) if name in own else _INPUT
        return _ABOVE if name == above else plain_base(name)

    renamed = pytext.rename(line, {name: key(name) for name in pytext.names(line) if name in values})
    if " on node '" in renamed:  # the value an assertion's message names (``rules.fx_assertion_nodes``)
        renamed = NODE_IN_MESSAGE.sub(lambda found: key(found.group(1)) if found.group(1) in values
                                      else found.group(1), renamed)
    return SYMBOL.sub("__symbol__", CONSTANT_NAME.sub("_tensor_constant", renamed))  # attributes and their values
