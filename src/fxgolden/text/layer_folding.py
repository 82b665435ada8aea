"""Repeated layers of a model's graph written once: ``fold`` and its exact inverse ``unfold``.

Layers come from the provenance lines (``#> layers.3.attention: ...``, fxgolden.capture.provenance). A layer
identical to an earlier written one up to renaming is one ``#= layers.3 as layers.0: N lines`` line and the
inputs it reads instead; a model's layer that differs from one in a few lines is that layer plus hunks of
the lines that differ. An unfolded layer's values get back the names renumbering gave them
(``fxgolden.text.fxnames``). Part of the golden form (``fxgolden.text.golden_form``).
"""

from __future__ import annotations

import dataclasses
import difflib
import re

from fxgolden.text import pytext
from fxgolden.text.fx_body import ALIASES, BODY, LIMIT, assigned, local_name, outer_body, parameters
from fxgolden.text.fxnames import base_of, nth_name

PROVENANCE = "#> "
FOLD = "#= "
MIN_FOLD = 4  # a layer this short is written out: its fold line would save nothing
_LAYER = re.compile(r"^(?P<container>[A-Za-z_][\w.]*?)\.(?P<index>\d+)(?=\.|:|$)")
_FOLDED = re.compile(r"^ {8}#= (?P<layer>\S+) as (?P<reference>\S+): (?P<count>\d+) lines"
                     r"(?:, (?P<written>\d+) written below)?$")
_HUNK = re.compile(r"^ {8}#=   @ (?:its lines (?P<first>\d+)-(?P<last>\d+) as|before its line (?P<before>\d+),) "
                   r"these (?P<count>\d+)$")
_PAIRS = re.compile(r"^ {8}#=   (?!@ )(?P<pairs>.+)$")
_RUN = re.compile(r"^(?P<base>\w*?)(?P<number>\d+)$")
_NO_MODULE = ("", "")  # the key of a line no module recorded
# A graph's constant attributes, numbered per graph (``self._tensor_constant4``): each layer reads its own.
_CONSTANT = re.compile(r"(?<=\.)_tensor_constant\d+\b")
_CONSTANT_NAME = re.compile(r"_tensor_constant\d+")
_ANY_CONSTANT = re.compile(r"(?<![\w])_tensor_constant\d+\b")  # the attribute, or the value named after it


@dataclasses.dataclass
class _Segment:
    layer: str  # "layers.3"
    container: str  # "layers"
    start: int  # index into the body's lines
    end: int


def _layer_of(line: str) -> tuple[str, str] | None:
    found = _LAYER.match(line[len(BODY) + len(PROVENANCE):])
    return (found.group("container"), f"{found.group('container')}.{found.group('index')}") if found else None


def _segments(body: list[str]) -> list[_Segment]:
    """Runs of the body that one layer's provenance covers. Lines of no module between two runs of the
    same layer belong to it (an op torch made inside that layer's code without recording its module);
    lines of another module end it."""
    keys: list[tuple[str, str] | None] = []
    current: tuple[str, str] | None = None
    for line in body:
        if line.startswith(BODY + PROVENANCE):
            current = _layer_of(line) or (_NO_MODULE if _unplaced(line) else None)
        keys.append(None if line.startswith(BODY + "return ") else current)
    segments: list[_Segment] = []
    at = 0
    while at < len(body):
        key = keys[at]
        if key is None or key is _NO_MODULE or not body[at].startswith(BODY + PROVENANCE):
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
    label = line[len(BODY + PROVENANCE):]
    return label.startswith(("(no module)", "(no source recorded)"))


def _values(lines: list[str]) -> tuple[list[str], set[str]]:
    """The names a function's body defines (in order) and every value name it may read (parameters too)."""
    start, end = outer_body(lines)
    defined = [name for name in (assigned(line) for line in lines[start:end]) if name]
    inputs = parameters(lines[start - 1])
    if start < end and lines[start] == BODY + ALIASES:
        defined = [local_name(name) for name in inputs if name.startswith("L_")] + defined
    return defined, set(defined) | set(inputs)


def _shape(segment: list[str], layer: str, values: set[str]) -> tuple[str, list[str], list[str]]:
    """The segment up to renaming: its text with defined names, read names and graph constants numbered in
    order, and the names it defines and reads (its constants last: named per graph, read as inputs are)."""
    code = "\n".join(line for line in segment if not line.lstrip().startswith("#"))  # one scan, not one a line
    every = [name for name in (assigned(line) for line in segment) if name]
    defined = [name for name in every if not _CONSTANT_NAME.fullmatch(name)]
    own = set(every)
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
    head = BODY + PROVENANCE
    rest = line[len(head):]
    return head + other + rest[len(layer):] if rest.startswith(layer) else line


def fold(text: str, *, partial: bool = True) -> str:
    """Each layer that repeats an earlier written layer up to renaming, as a ``#=`` line and its inputs; with
    ``partial``, a layer that differs from one in a few lines, as that layer and the lines that differ."""
    lines = text.split("\n")
    start, end = outer_body(lines)
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
            out.append(f"{BODY}{FOLD}{segment.layer} as {same.reference}: {len(lines_of)} lines")
            pairs = [f"{theirs} -> {mine}" for theirs, mine in _shifted(same.reads, reads)]
            out.extend(BODY + FOLD + "  " + chunk for chunk in _chunks(pairs))
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
    own_a = {name for name in map(assigned, theirs) if name}
    own_b = {name for name in map(assigned, mine) if name}
    # values the written lines define, and values of the reference whose lines are not repeated: a repeated
    # line may read one where the other layer reads an input (a saved tensor recomputed here, say)
    changed_a = {name for tag, i1, i2, _, _ in opcodes if tag != "equal" for name in map(assigned, theirs[i1:i2])}
    written_b = {name for tag, _, _, j1, j2 in opcodes if tag != "equal" for name in map(assigned, mine[j1:j2])}
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
    out = [f"{BODY}{FOLD}{layer} as {written.reference}: {len(mine)} lines, {count} written below"]
    out += [BODY + FOLD + "  " + chunk for chunk in _chunks(
        [f"{a} -> {b}" for a, b in _shifted(order, [reads[x] for x in order])])]
    for tag, i1, i2, j1, j2 in opcodes:
        if tag == "equal":
            continue
        where = f"its lines {i1 + 1}-{i2} as" if i2 > i1 else f"before its line {i1 + 1},"
        out.append(f"{BODY}{FOLD}  @ {where} these {j2 - j1}")
        out.extend(mine[j1:j2])
    return count, out


def _names_and_constants(line: str) -> list[str]:
    """The bare names of a line (pytext's tokens: strings and comments skipped) and its graph constants
    (``self._tensor_constant4``), in the order they stand."""
    names = [(found.start(), found.group("name")) for found in pytext.TOKEN.finditer(line) if found.group("name")]
    code = pytext.without_comment(line)
    constants = [(found.start(), found.group(0)) for found in _CONSTANT.finditer(code)]
    return [name for _, name in sorted(names + constants)]


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
    room = LIMIT - len(BODY + FOLD) - 2
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
    start, end = outer_body(lines)
    if not start:
        return text
    taken = set(parameters(lines[start - 1]))
    taken_bases = {base_of(name) for name in taken}
    out: list[str] = []
    counts: dict[str, int] = {}  # base -> values of it defined so far

    def emit(emitted: list[str]) -> None:
        out.extend(emitted)
        for name in filter(None, map(assigned, emitted)):
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
                replaced = zip(filter(None, map(assigned, reference[position:position + dropped])),
                               filter(None, map(assigned, written)))
                mapping.update((old, new) for old, new in replaced if old not in reads)
                position += dropped
                continue
            if position == len(reference):
                break
            # the repeated lines up to the next hunk: their values named on from every earlier value of their base
            stop = min([at for at in hunks if at > position] + [len(reference)])
            run = reference[position:stop]
            own: dict[str, int] = {}
            for defined in filter(None, map(assigned, run)):
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
