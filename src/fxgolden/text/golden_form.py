"""An FX golden as a person reviews it at a model's scale, losslessly: ``present`` and its inverse ``full``.

A model's graph repeats itself: six identical transformer layers print as six copies, Dynamo aliases every
parameter (``l_x = L_x``) before using it, and a signature with a hundred parameters is one line. The golden
form writes each repeated layer once and the others as one ``#= `` line naming the layer it repeats and the
inputs it reads instead; it states the aliases once; it wraps every line over ``LIMIT`` characters one item
per line. A layer that differs from every earlier one is written out, so a change in one layer shows in
that layer.

``full(present(text)) == text`` always: ``present`` checks it and falls back to what it can undo (wrapping
only, then nothing). Checks and the review read ``full`` text; the golden file holds ``present`` text.
Layers come from the provenance lines (``#> layers.3.attention: ...``, fxgolden.capture.provenance);
a folded layer's values get back the names renumbering gave them (``fxgolden.text.fxnames``).
"""

from __future__ import annotations

import dataclasses
import difflib
import re

from fxgolden.text import pytext
from fxgolden.text.fxnames import base_of, nth_name

LIMIT = 200  # the longest line a golden holds where it can be wrapped
PROVENANCE = "#> "
FOLD = "#= "
MIN_FOLD = 4  # a layer this short is written out: its fold line would save nothing
_BODY = " " * 8  # the outer forward's statements (nested graphs sit deeper)
_OUTER_DEF = "    def forward("
_LAYER = re.compile(r"^(?P<container>[A-Za-z_][\w.]*?)\.(?P<index>\d+)(?=\.|:|$)")
_ALIAS = re.compile(r"^ {8}(l_\w+) = (L_\w+)$")
_FOLDED = re.compile(r"^ {8}#= (?P<layer>\S+) as (?P<reference>\S+): (?P<count>\d+) lines"
                     r"(?:, (?P<written>\d+) written below)?$")
_HUNK = re.compile(r"^ {8}#=   @ (?:its lines (?P<first>\d+)-(?P<last>\d+) as|before its line (?P<before>\d+),) "
                   r"these (?P<count>\d+)$")
_PAIRS = re.compile(r"^ {8}#=   (?!@ )(?P<pairs>.+)$")
_RUN = re.compile(r"^(?P<base>\w*?)(?P<number>\d+)$")
_ALIASES = "#= l_* = L_*: each L_ input above, aliased"
_NO_MODULE = ("", "")  # the key of a line no module recorded
# A graph's constant attributes, numbered per graph (``self._tensor_constant4``): each layer reads its own.
_CONSTANT = re.compile(r"(?<=\.)_tensor_constant\d+\b")
_CONSTANT_NAME = re.compile(r"_tensor_constant\d+")
_ANY_CONSTANT = re.compile(r"(?<![\w])_tensor_constant\d+\b")  # the attribute, or the value named after it


def present(text: str) -> str:
    """The golden form of normalized FX graph code (see the module's docstring)."""
    if _OUTER_DEF not in text:
        return text
    condensed = condense_aliases(text)
    for partial in (True, False):
        shown = wrap(shorten_names(fold(condensed, partial=partial)))
        if full(shown) == text:
            return shown
    shown = wrap(shorten_names(text))
    return shown if full(shown) == text else text


def full(text: str) -> str:
    """The normalized graph code a golden form stands for: wrapped lines joined, layers unfolded, aliases
    written out."""
    if FOLD not in text and not _has_wrapped(text) and NAMES not in text:
        return text
    return expand_aliases(unfold(restore_names(unwrap(text))))


# --- the outer forward ----------------------------------------------------------------------------------


def _outer_body(lines: list[str]) -> tuple[int, int]:
    """``lines[start:end]``: the outer forward's body (its signature is ``lines[start - 1]``)."""
    for at, line in enumerate(lines):
        if line.startswith(_OUTER_DEF):
            end = at + 1
            while end < len(lines) and (not lines[end].strip() or lines[end].startswith(_BODY)):
                end += 1
            return at + 1, end
    return 0, 0


def _parameters(signature: str) -> list[str]:
    inside = signature[signature.index("(") + 1:signature.rindex(")")]
    return [part.split(":")[0].strip() for part in pytext.split_top_level(inside)]


def _assigned(line: str) -> str | None:
    if not line.startswith(_BODY) or line[8:9] in ("#", " ", ""):
        return None
    head = line[8:].split(" = ", 1)[0].split(":", 1)[0]
    return head if head.isidentifier() and " = " in line else None


# --- Dynamo's aliases ---------------------------------------------------------------------------------


def condense_aliases(text: str) -> str:
    """Dynamo's ``l_x = L_x`` for each ``L_`` input, in order, as one line."""
    lines = text.split("\n")
    start, end = _outer_body(lines)
    if not start:
        return text
    inputs = [name for name in _parameters(lines[start - 1]) if name.startswith("L_")]
    aliases = lines[start:start + len(inputs)]
    if not inputs or aliases != [f"{_BODY}{_local(name)} = {name}" for name in inputs]:
        return text
    return "\n".join(lines[:start] + [_BODY + _ALIASES] + lines[start + len(inputs):])


def expand_aliases(text: str) -> str:
    if _ALIASES not in text:
        return text
    lines = text.split("\n")
    start, _ = _outer_body(lines)
    if not start or lines[start] != _BODY + _ALIASES:
        return text
    inputs = [name for name in _parameters(lines[start - 1]) if name.startswith("L_")]
    return "\n".join(lines[:start] + [f"{_BODY}{_local(name)} = {name}" for name in inputs] + lines[start + 1:])


def _local(name: str) -> str:
    """Dynamo's local name of an input: ``L_`` as ``l_``, also where a source inside the name has one
    (``L_..._keys_L_self_...`` -> ``l_..._keys_l_self_...``)."""
    return "l" + name[1:].replace("_L_", "_l_")


# --- repeated layers ------------------------------------------------------------------------------------


@dataclasses.dataclass
class _Segment:
    layer: str  # "layers.3"
    container: str  # "layers"
    start: int  # index into the body's lines
    end: int


def _layer_of(line: str) -> tuple[str, str] | None:
    found = _LAYER.match(line[len(_BODY) + len(PROVENANCE):])
    return (found.group("container"), f"{found.group('container')}.{found.group('index')}") if found else None


def _segments(body: list[str]) -> list[_Segment]:
    """Runs of the body that one layer's provenance covers. Lines of no module between two runs of the
    same layer belong to it (an op torch made inside that layer's code without recording its module);
    lines of another module end it."""
    keys: list[tuple[str, str] | None] = []
    current: tuple[str, str] | None = None
    for line in body:
        if line.startswith(_BODY + PROVENANCE):
            current = _layer_of(line) or (_NO_MODULE if _unplaced(line) else None)
        keys.append(None if line.startswith(_BODY + "return ") else current)
    segments: list[_Segment] = []
    at = 0
    while at < len(body):
        key = keys[at]
        if key is None or key is _NO_MODULE or not body[at].startswith(_BODY + PROVENANCE):
            at += 1
            continue
        end = last = at
        while end < len(body) and keys[end] in (key, _NO_MODULE):
            if keys[end] == key:
                last = end
            end += 1
        segments.append(_Segment(layer=key[1], container=key[0], start=at, end=last + 1))
        at = last + 1
    return segments


def _unplaced(line: str) -> bool:
    label = line[len(_BODY + PROVENANCE):]
    return label.startswith(("(no module)", "(no source recorded)"))


def _values(lines: list[str]) -> tuple[list[str], set[str]]:
    """The names a function's body defines (in order) and every value name it may read (parameters too)."""
    start, end = _outer_body(lines)
    defined = [name for name in (_assigned(line) for line in lines[start:end]) if name]
    parameters = _parameters(lines[start - 1])
    if start < end and lines[start] == _BODY + _ALIASES:
        defined = [_local(name) for name in parameters if name.startswith("L_")] + defined
    return defined, set(defined) | set(parameters)


def _shape(segment: list[str], layer: str, values: set[str]) -> tuple[str, list[str], list[str]]:
    """The segment up to renaming: its text with defined names, read names and graph constants numbered in
    order, and the names it defines and reads (its constants last: named per graph, read as inputs are)."""
    code = "\n".join(line for line in segment if not line.lstrip().startswith("#"))  # one scan, not one a line
    assigned = [name for name in (_assigned(line) for line in segment) if name]
    defined = [name for name in assigned if not _CONSTANT_NAME.fullmatch(name)]
    own = set(assigned)
    read = list(dict.fromkeys(name for name in pytext.names(code)
                              if name in values and name not in own and not _CONSTANT_NAME.fullmatch(name)))
    constants = list(dict.fromkeys(found.group(0) for found in _ANY_CONSTANT.finditer(code)))
    mapping = {name: f"__def{at}" for at, name in enumerate(defined)}
    mapping.update({name: f"__read{at}" for at, name in enumerate(read)})
    numbered = {name: f"__constant{at}" for at, name in enumerate(constants)}
    text = "\n".join(_retarget(line, layer, "*") if line.lstrip().startswith(PROVENANCE) else line
                     for line in segment)
    text = _CONSTANT.sub(lambda m: numbered[m.group(0)], pytext.rename(text, {**mapping, **numbered}))
    return text, defined, read + constants


def _retarget(line: str, layer: str, other: str) -> str:
    """A provenance line of ``layer`` as one of ``other``."""
    head = _BODY + PROVENANCE
    rest = line[len(head):]
    return head + other + rest[len(layer):] if rest.startswith(layer) else line


def fold(text: str, *, partial: bool = True) -> str:
    """Each layer that repeats an earlier written layer up to renaming, as a ``#=`` line and its inputs; with
    ``partial``, a layer that differs from one in a few lines, as that layer and the lines that differ."""
    lines = text.split("\n")
    start, end = _outer_body(lines)
    if not start or PROVENANCE not in text:
        return text
    body = lines[start:end]
    _, values = _values(lines)
    written: dict[str, list[_Written]] = {}  # container -> the layers written out, in order
    seen: dict[str, int] = {}  # layer -> segments of it so far
    out: list[str] = []
    at = 0
    for segment in _segments(body):
        out.extend(body[at:segment.start])
        at = segment.end
        lines_of = body[segment.start:segment.end]
        seen[segment.layer] = seen.get(segment.layer, 0) + 1
        shape, _, reads = _shape(lines_of, segment.layer, values)
        candidates = written.get(segment.container, [])
        same = next((w for w in candidates if w.shape == shape), None)
        if same is not None and len(lines_of) >= MIN_FOLD:
            out.append(f"{_BODY}{FOLD}{segment.layer} as {same.reference}: {len(lines_of)} lines")
            pairs = [f"{theirs} -> {mine}" for theirs, mine in _shifted(same.reads, reads)]
            out.extend(_BODY + FOLD + "  " + chunk for chunk in _chunks(pairs))
            continue
        near = (_nearest(candidates, lines_of, segment.layer, values)
                if partial and len(lines_of) >= MIN_NEAR_FOLD else None)
        if near is not None:
            out.extend(near)
            continue
        reference = segment.layer + (f"#{seen[segment.layer]}" if seen[segment.layer] > 1 else "")
        candidates.append(_Written(reference, segment.layer, shape, reads, lines_of))
        written[segment.container] = candidates
        out.extend(lines_of)
    out.extend(body[at:])
    return "\n".join(lines[:start] + out + lines[end:])


@dataclasses.dataclass
class _Written:
    """A layer written out in full, which later layers may repeat."""

    reference: str  # how a fold line names it: "layers.5", or "layers.5#2" for its second segment
    layer: str
    shape: str
    reads: list[str]
    lines: list[str]


MAX_WRITTEN = 1 / 3  # a layer is folded as a near repeat when at most this share of its lines are written
MAX_CANDIDATES = 3
MIN_NEAR_FOLD = 40  # and when it is a model's layer: a short one reads better written out than as hunks


def _nearest(candidates: list["_Written"], mine: list[str], layer: str, values: set[str]) -> list[str] | None:
    """``mine`` as the written layer it differs least from and the lines that differ (``#=   @`` hunks),
    when that pays: None when every candidate differs in more than ``MAX_WRITTEN`` of the lines."""
    best: tuple[int, list[str]] | None = None
    # the latest few of about its length: the difference is measured line by line (difflib), so not against all
    near = [w for w in candidates if abs(len(w.lines) - len(mine)) <= len(mine) * MAX_WRITTEN][-MAX_CANDIDATES:]
    for written in near:
        folded = _near_fold(written, mine, layer, values)
        if folded is not None and (best is None or folded[0] < best[0]):
            best = folded
    return best[1] if best is not None else None


def _near_fold(written: "_Written", mine: list[str], layer: str,
               values: set[str]) -> tuple[int, list[str]] | None:
    theirs = written.lines
    keys_a = [_base_shape(line, written.layer, values) for line in theirs]
    keys_b = [_base_shape(line, layer, values) for line in mine]
    opcodes = difflib.SequenceMatcher(None, keys_a, keys_b, autojunk=False).get_opcodes()
    count = sum(j2 - j1 for tag, _, _, j1, j2 in opcodes if tag != "equal")
    if count == 0 or count > len(mine) * MAX_WRITTEN or len(mine) < MIN_NEAR_FOLD:
        return None
    own_a = {name for name in map(_assigned, theirs) if name}
    own_b = {name for name in map(_assigned, mine) if name}
    # values the written lines define, and values of the reference whose lines are not repeated: a repeated
    # line may read one where the other layer reads an input (a saved tensor recomputed here, say)
    changed_a = {name for tag, i1, i2, _, _ in opcodes if tag != "equal" for name in map(_assigned, theirs[i1:i2])}
    written_b = {name for tag, _, _, j1, j2 in opcodes if tag != "equal" for name in map(_assigned, mine[j1:j2])}
    reads: dict[str, str] = {}
    for tag, i1, i2, j1, j2 in opcodes:
        if tag != "equal":
            continue
        for a, b in zip(theirs[i1:i2], mine[j1:j2]):
            if a.lstrip().startswith("#"):
                continue
            for x, y in zip(_names_and_constants(a), _names_and_constants(b)):
                if x in own_a and x not in changed_a and not _CONSTANT_NAME.fullmatch(x):
                    continue  # its own value, on a repeated line: named by renumbering
                if y in own_b and y not in written_b and not _CONSTANT_NAME.fullmatch(y):
                    return None
                if reads.setdefault(x, y) != y:
                    return None
    order = list(reads)
    out = [f"{_BODY}{FOLD}{layer} as {written.reference}: {len(mine)} lines, {count} written below"]
    out += [_BODY + FOLD + "  " + chunk for chunk in _chunks(
        [f"{a} -> {b}" for a, b in _shifted(order, [reads[x] for x in order])])]
    for tag, i1, i2, j1, j2 in opcodes:
        if tag == "equal":
            continue
        where = f"its lines {i1 + 1}-{i2} as" if i2 > i1 else f"before its line {i1 + 1},"
        out.append(f"{_BODY}{FOLD}  @ {where} these {j2 - j1}")
        out.extend(mine[j1:j2])
    return count, out


def _names_and_constants(line: str) -> list[str]:
    return [found.group(0) for found in re.finditer(r"(?<![\w.])[A-Za-z_]\w*|(?<=\.)_tensor_constant\d+\b",
                                                     pytext.without_comment(line) if "#" in line else line)
            if not _in_string(line, found.start())]


def _in_string(line: str, at: int) -> bool:
    return line.count('"', 0, at) % 2 == 1 or line.count("'", 0, at) % 2 == 1


def _base_shape(line: str, layer: str, values: set[str]) -> str:
    """A line with every value name as its base (``mm_12`` -> ``mm``) and its layer as ``*``: lines that
    match this way are the same line in two layers."""
    if line.lstrip().startswith(PROVENANCE):
        return _retarget(line, layer, "*")
    renamed = pytext.rename(line, {name: base_of(name) for name in pytext.names(line) if name in values})
    return _CONSTANT.sub("_tensor_constant", renamed)


def _shifted(theirs: list[str], mine: list[str]) -> list[tuple[str, str]]:
    """The inputs a layer reads in place of its reference's, as few pairs as say them exactly: a glob where
    every read name with one index in it reads another index (Dynamo's ``l_..._layers_modules_0_* ->
    l_..._layers_modules_1_*``), ranges of numbered names, then single names; names read by both go."""
    globs: dict[tuple[str, str], list[str]] = {}
    for a, b in zip(theirs, mine):
        key = _index_shift(a, b)
        if key:
            globs.setdefault(key, []).append(a)
    pairs: list[tuple[str, str]] = []
    covered: set[str] = set()
    exceptions: list[tuple[str, str]] = []  # read names a glob would cover that read another name: listed
    for (prefix_a, prefix_b), names in globs.items():
        if len(names) < 2:
            continue
        pairs.append((prefix_a + "*", prefix_b + "*"))
        covered.update(names)
        exceptions += [(a, b) for a, b in zip(theirs, mine) if a.startswith(prefix_a) and a not in names]
    covered.update(a for a, _ in exceptions)
    rest = [(a, b) for a, b in zip(theirs, mine) if a != b and a not in covered]
    return pairs + exceptions + _runs([a for a, _ in rest], [b for _, b in rest])


def _index_shift(a: str, b: str) -> tuple[str, str] | None:
    """``(x_0_, x_1_)`` where ``a`` and ``b`` differ in one run of digits that a non-digit follows."""
    if a == b:
        return None
    common = 0
    while common < min(len(a), len(b)) and a[common] == b[common]:
        common += 1
    while common and a[common - 1].isdigit():
        common -= 1
    digits_a = re.match(r"\d+", a[common:])
    digits_b = re.match(r"\d+", b[common:])
    if not (digits_a and digits_b and common):
        return None
    rest_a, rest_b = a[common + digits_a.end():], b[common + digits_b.end():]
    if rest_a != rest_b or not rest_a or rest_a[0].isalnum():
        return None
    return a[:common + digits_a.end() + 1], b[:common + digits_b.end() + 1]


def _runs(theirs: list[str], mine: list[str]) -> list[tuple[str, str]]:
    """Name pairs, consecutive numbers as one range: ``primals_4..primals_11 -> primals_12..primals_19``."""
    pairs: list[tuple[str, str]] = []
    at = 0
    while at < len(theirs):
        stop = at + 1
        while (stop < len(theirs) and _next_in_run(theirs[stop - 1], theirs[stop])
               and _next_in_run(mine[stop - 1], mine[stop])):
            stop += 1
        if stop - at > 1:
            pairs.append((f"{theirs[at]}..{theirs[stop - 1]}", f"{mine[at]}..{mine[stop - 1]}"))
        else:
            pairs.append((theirs[at], mine[at]))
        at = stop
    return pairs


def _next_in_run(a: str, b: str) -> bool:
    first, second = _RUN.match(a), _RUN.match(b)
    return bool(first and second and first.group("base") == second.group("base") and first.group("base")
                and int(second.group("number")) == int(first.group("number")) + 1)


def _expand_run(name: str) -> list[str]:
    if ".." not in name:
        return [name]
    first, last = name.split("..")
    low, high = _RUN.match(first), _RUN.match(last)
    if not (low and high):
        return [name]
    return [f"{low.group('base')}{n}" for n in range(int(low.group("number")), int(high.group("number")) + 1)]


def _chunks(pairs: list[str]) -> list[str]:
    """Pairs joined by ", " in lines of at most ``LIMIT`` characters."""
    room = LIMIT - len(_BODY + FOLD) - 2
    chunks: list[str] = []
    for pair in pairs:
        if chunks and len(chunks[-1]) + 2 + len(pair) <= room:
            chunks[-1] += ", " + pair
        else:
            chunks.append(pair)
    return chunks


def unfold(text: str) -> str:
    """Each ``#=`` layer written out again: its reference layer's lines, with the inputs it names and the
    names renumbering gave its own values (each base numbered on from its earlier values)."""
    if FOLD not in text:
        return text
    lines = text.split("\n")
    start, end = _outer_body(lines)
    if not start:
        return text
    taken = set(_parameters(lines[start - 1]))
    taken_bases = {base_of(name) for name in taken}
    out: list[str] = []
    counts: dict[str, int] = {}  # base -> values of it defined so far

    def emit(emitted: list[str]) -> None:
        out.extend(emitted)
        for name in filter(None, map(_assigned, emitted)):
            counts[base_of(name)] = counts.get(base_of(name), 0) + 1

    body = lines[start:end]
    index = _SegmentIndex(out)
    at = 0
    while at < len(body):
        folded = _FOLDED.match(body[at])
        if not folded:
            emit([body[at]])
            at += 1
            continue
        reads: dict[str, str] = {}
        globs: dict[str, str] = {}
        at += 1
        while at < len(body) and (more := _PAIRS.match(body[at])):
            for pair in more.group("pairs").split(", "):
                theirs, mine = pair.split(" -> ")
                if theirs.endswith("*"):
                    globs[theirs[:-1]] = mine[:-1]
                else:
                    reads.update(zip(_expand_run(theirs), _expand_run(mine)))
            at += 1
        hunks: dict[int, tuple[int, list[str]]] = {}  # index in the reference -> (its lines dropped, lines written)
        while at < len(body) and (hunk := _HUNK.match(body[at])):
            written = body[at + 1:at + 1 + int(hunk.group("count"))]
            if hunk.group("before"):
                hunks[int(hunk.group("before")) - 1] = (0, written)
            else:
                first = int(hunk.group("first"))
                hunks[first - 1] = (int(hunk.group("last")) - first + 1, written)
            at += 1 + len(written)
        layer, _, occurrence = folded.group("reference").partition("#")
        reference = index.lines_of(layer, int(occurrence or 1))
        if globs:
            for line in reference:
                for name in pytext.names(line) if not line.lstrip().startswith("#") else ():
                    prefix = next((p for p in globs if name.startswith(p)), None)
                    if prefix is not None and name not in reads:
                        reads[name] = globs[prefix] + name[len(prefix):]
        mapping = dict(reads)
        constants = {name: mine for name, mine in reads.items() if _CONSTANT_NAME.fullmatch(name)}
        position = 0
        while position <= len(reference):
            if position in hunks:
                dropped, written = hunks.pop(position)
                emit(written)
                # a value of the reference that a written line replaces is read under the written line's name
                # (unless the fold line says what it reads instead)
                replaced = zip(filter(None, map(_assigned, reference[position:position + dropped])),
                               filter(None, map(_assigned, written)))
                mapping.update((old, new) for old, new in replaced if old not in reads)
                position += dropped
                continue
            if position == len(reference):
                break
            # the repeated lines up to the next hunk: their values named on from every earlier value of their base
            stop = min([at for at in hunks if at > position] + [len(reference)])
            run = reference[position:stop]
            own: dict[str, int] = {}
            for defined in filter(None, map(_assigned, run)):
                if _CONSTANT_NAME.fullmatch(defined):  # one named after its attribute: the pairs name it
                    continue
                base = base_of(defined)
                nth = counts.get(base, 0) + own.get(base, 0)
                mapping[defined] = nth_name(base, nth, taken, taken_bases)
                own[base] = own.get(base, 0) + 1
            code = _renamed_constants(pytext.rename("\n".join(run), mapping), constants).split("\n")
            emit([_retarget(line, layer, folded.group("layer")) if line.lstrip().startswith(PROVENANCE) else renamed
                  for line, renamed in zip(run, code)])
            position = stop
    return "\n".join(lines[:start] + out + lines[end:])


def _renamed_constants(line: str, constants: dict[str, str]) -> str:
    return _CONSTANT.sub(lambda found: constants.get(found.group(0), found.group(0)), line)


class _SegmentIndex:
    """The layers' segments of the lines unfolded so far, found as they grow: each fold line asks for an
    earlier segment, and scanning all the lines each time would cost a pass per fold."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.final: list[_Segment] = []  # segments no later line can extend
        self.resume = 0  # where the last segment that may still grow starts

    def lines_of(self, layer: str, occurrence: int) -> list[str]:
        found = _segments(self.lines[self.resume:])
        for segment in found:
            segment.start += self.resume
            segment.end += self.resume
        if found:
            self.final += found[:-1]
            self.resume = found[-1].start
        matching = [segment for segment in self.final + found[-1:] if segment.layer == layer]
        if len(matching) < occurrence:
            raise ValueError(f"a folded layer repeats {layer}, which is not written above it")
        chosen = matching[occurrence - 1]
        return self.lines[chosen.start:chosen.end]


# --- names too long for a line -------------------------------------------------------------------------

NAMES = "#~ "  # a legend line: `#~ long_name_1 = <the name, in pieces>`
_LEGEND = re.compile(r"^    #~ (?P<alias>long_name_\d+) = (?P<piece>\S+)$")
_LEGEND_MORE = re.compile(r"^    #~   (?P<piece>\S+)$")
_LONG_NAME = 80  # a name this long on a line that stays over LIMIT is given a short one
_PIECE = LIMIT - 40


def shorten_names(text: str) -> str:
    """Names that keep a line over ``LIMIT`` characters even wrapped (Dynamo's names for a hook's closure run
    to 250) as ``long_name_N``, each spelled out once in a legend under the class line, in pieces; in code
    and in fold lines alike."""
    long_lines = [_code_of(line) for line in wrap(text).split("\n") if len(line) > LIMIT]
    names = list(dict.fromkeys(name for line in long_lines for name in pytext.names(line) if len(name) > _LONG_NAME))
    taken = set(pytext.names(text))
    if not names or any(f"long_name_{n}" in taken for n in range(1, len(names) + 1)) or not text.startswith("class "):
        return text
    mapping = {name: f"long_name_{n}" for n, name in enumerate(names, 1)}
    legend: list[str] = []
    for name, alias in mapping.items():
        pieces = [name[at:at + _PIECE] for at in range(0, len(name), _PIECE)]
        legend += [f"    {NAMES}{alias} = {pieces[0]}"] + [f"    {NAMES}  {piece}" for piece in pieces[1:]]
    head, _, rest = text.partition("\n")
    return "\n".join([head, *legend, *(_renamed_line(line, mapping) for line in rest.split("\n"))])


def _code_of(line: str) -> str:
    """A line as names are read from it: a fold line's pairs are names too."""
    stripped = line.lstrip()
    return stripped[len(FOLD):] if stripped.startswith(FOLD) else line


def _renamed_line(line: str, mapping: dict[str, str]) -> str:
    stripped = line.lstrip()
    if stripped.startswith(FOLD):
        head = line[:len(line) - len(stripped) + len(FOLD)]
        return head + pytext.rename(line[len(head):], mapping)
    return pytext.rename(line, mapping)


def restore_names(text: str) -> str:
    """The legend's names back in place of their short ones, the legend gone."""
    if NAMES not in text:
        return text
    lines = text.split("\n")
    mapping: dict[str, str] = {}
    at = 1
    while at < len(lines) and (entry := _LEGEND.match(lines[at])):
        name = entry.group("piece")
        at += 1
        while at < len(lines) and (more := _LEGEND_MORE.match(lines[at])):
            name += more.group("piece")
            at += 1
        mapping[entry.group("alias")] = name
    if not mapping:
        return text
    return "\n".join([lines[0], *(_renamed_line(line, mapping) for line in lines[at:])])


# --- long lines -------------------------------------------------------------------------------------------


def wrap(text: str) -> str:
    """Every line over ``LIMIT`` characters, its outermost brackets' items one per line."""
    if all(len(line) <= LIMIT for line in text.split("\n")):
        return text
    return "\n".join(piece for line in text.split("\n") for piece in _wrap_line(line))


def _wrap_line(line: str) -> list[str]:
    if len(line) <= LIMIT:
        return [line]
    opened = _first_open(line)
    if opened is None:  # ``name: "type" = self.a_very_long_attribute``: continued after its " = "
        target, equals, value = line.partition(" = ")
        indent = " " * (len(line) - len(line.lstrip()))
        if not equals or target.lstrip().startswith("#") or value.endswith("\\"):
            return [line]
        return [f"{target} = \\", f"{indent}    {value}"]
    close = _matching(line, opened)
    items = pytext.split_top_level(line[opened + 1:close])
    if close is None or not items or line[opened + 1:close].rstrip().endswith(","):
        return [line]
    indent = " " * (len(line) - len(line.lstrip()))
    out = [line[:opened + 1]]
    for at, item in enumerate(items):
        out.extend(_wrap_line(f"{indent}    {item}{',' if at < len(items) - 1 else ''}"))
    out.append(f"{indent}{line[close:]}")
    return out


def _first_open(line: str) -> int | None:
    for match in re.finditer(pytext._BRACKETS, line):
        if match.lastgroup == "open":
            return match.start()
    return None


def _matching(line: str, opened: int) -> int | None:
    depth = 0
    for match in re.finditer(pytext._BRACKETS, line[opened:]):
        if match.lastgroup == "open":
            depth += 1
        elif match.lastgroup == "close":
            depth -= 1
            if depth == 0:
                return opened + match.start()
    return None


def _has_wrapped(text: str) -> bool:
    return any(line.endswith(("(", "[", "{", " \\")) for line in text.split("\n"))


def unwrap(text: str) -> str:
    """Wrapped lines joined back: a line that ends with an opening bracket, its items, its closing line."""
    if not _has_wrapped(text):
        return text
    lines = text.split("\n")
    out: list[str] = []
    at = 0
    while at < len(lines):
        joined, at = _joined(lines, at)
        out.append(joined)
    return "\n".join(out)


def _joined(lines: list[str], at: int) -> tuple[str, int]:
    """The logical line that starts at ``lines[at]`` and the index after it."""
    line = lines[at]
    if line.endswith(" \\") and at + 1 < len(lines) and not line.lstrip().startswith("#"):
        return line[:-1] + lines[at + 1].lstrip(), at + 2
    if not line.endswith(("(", "[", "{")) or line.lstrip().startswith("#"):
        return line, at + 1
    indent = len(line) - len(line.lstrip())
    items: list[str] = []
    at += 1
    while at < len(lines):
        here = lines[at]
        if len(here) - len(here.lstrip()) == indent and here.lstrip()[:1] in (")", "]", "}"):
            return line + ", ".join(items) + here.lstrip(), at + 1
        item, at = _joined(lines, at)
        item = item.strip()
        items.append(item[:-1] if item.endswith(",") else item)
    return line + ", ".join(items), at
