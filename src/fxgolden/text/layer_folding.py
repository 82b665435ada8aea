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

import collections
import dataclasses
import difflib
import re

from fxgolden.text.fold_lines import FOLD, pair_lines, pattern_line
from fxgolden.text.fx_body import ALIASES, BODY, Outer, assigned_names, last_assigned, local_name, outer, parameters
from fxgolden.text.fxnames import layer_index, retag_name
from fxgolden.text.layer_segments import PROVENANCE, Segment, marks, segments
from fxgolden.text.layer_shapes import CONSTANT_NAME, Candidate, Values, Written
from fxgolden.text.layer_unfolding import instantiate, unfold
from fxgolden.text.near_folds import MIN_NEAR_FOLD, WrittenLayer, near_fold, nearest
from fxgolden.text.run_consensus import consensus

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
    every = Values(_inputs(split) + assigned_names(body, split.body_text))
    patterns = _patterns(body, found, every, set(parameters(split.signature))) if partial else {}
    for pattern in patterns.values():  # an input a pattern reads that no line defines (``_inputs_read``)
        values.add(pattern.inputs)
        every.add(pattern.inputs)
    out = _fold(body, found, values, partial, patterns)
    if not values.complete():
        out = _fold(body, found, every, partial, patterns)
    return split.join(out)


def _patterns(body: list[str], found: list[Segment], values: Values, taken: set[str]) -> dict[int, Pattern]:
    """The pattern of each run whose first layer differs from most layers after it (by segment index): the
    lines of the first of those layers as the first layer would read them (``layer_unfolding.instantiate``).

    The layers after the first fold on it, so were its own lines their reference, a change to the first
    layer alone would change every fold of the run. With the pattern written in its place, they fold on the
    pattern, and the first layer is the pattern and the lines it differs in: a change to any one layer
    changes that layer's lines only. The pattern is the shape most later layers have (the first such on a
    tie), or in a short run where no shape has most of its layers, the lines most of them have
    (``run_consensus``); a first layer that has it is the run's reference, as ever."""
    by_container: dict[str, list[int]] = collections.defaultdict(list)
    for at, segment in enumerate(found):
        by_container[segment.container].append(at)
    patterns: dict[int, Pattern] = {}
    for indices in by_container.values():
        first = found[indices[0]]
        lines = body[first.start:first.end]
        if len(indices) < 3 or len(lines) < MIN_NEAR_FOLD:
            continue
        firsts = {found[at].layer: found[at] for at in reversed(indices[1:])}  # each layer's first segment
        firsts.pop(first.layer, None)
        later = sorted(firsts.values(), key=lambda segment: segment.start)
        most = _most_repeated(later, body, values, first)
        if most is None or most.written.reads_of(Candidate(lines, first.layer, values)) is not None:
            continue
        pattern = _pattern(most, first, body, values, taken)
        if pattern is not None:
            patterns[indices[0]] = pattern
            continue
        # a first layer too unlike the others to be their pattern and its hunks (T5's first block, which makes
        # the position bias) is written out, and the pattern goes before the second: were the later layers to
        # fold on the second, an edit to it would show in every fold on it
        head = later[0]
        if most.written.reads_of(Candidate(body[head.start:head.end], head.layer, values)) is not None:
            continue  # the second layer is the shape of the run: the others fold on it, as ever
        pattern = _pattern(most, head, body, values, taken)
        if pattern is not None:
            patterns[found.index(head)] = pattern
    return patterns


def _pattern(shape: _Shape, first: Segment, body: list[str], values: Values, taken: set[str]) -> Pattern | None:
    """The lines of ``shape`` as ``first`` would read them, where ``first`` is those lines and a few hunks; None
    where it is not."""
    repeated, second = shape.written, shape.layer
    lines = body[first.start:first.end]
    # each reads the value above it as the previous layer's output (``^``): the first layer reads there what the
    # second reads as the output of the layer before it (a backward's last layer reads the final norm's grad)
    near = near_fold(WrittenLayer(second.layer, second.layer, shape.lines, last_assigned(body, second.start)),
                     lines, first.layer, values, last_assigned(body, first.start))
    if near is None:
        return None
    # a value of the first layer that the second reads (T5's backward: a block reads a clone the last block
    # made) is read by the first as itself, where no matched line says otherwise
    made_by_first = set(assigned_names(lines))
    shared = {name: name for name in repeated.reads if name in made_by_first}
    # a value of the second layer's own that it reads on a line the first has not (a saved tensor its edited
    # line no longer reads, ``detach_eL1``) is read by the first as its own of that name (``detach_eL2``)
    index, other = layer_index(second.layer), layer_index(first.layer)
    own = {name: mine for name in repeated.reads if (mine := retag_name(name, index, other)) is not None}
    reads = _inputs_read(repeated.reads, {**_constants_read(shape.lines, lines, taken),
                                          **own, **shared, **near.reads})
    if reads is None:
        return None
    pattern = instantiate(shape.lines, second.layer, first.layer, reads, body[:first.start], taken)
    return Pattern(pattern, [reads[name] for name in repeated.reads])


_NUMBERS = re.compile(r"_?\d+")  # what a layer's repeat renames, mostly: its numbers (``mm_7``, ``layers.3``)


@dataclasses.dataclass(frozen=True)
class _Shape:
    """The shape of a run's later layers: its lines (a short run's consensus: ``run_consensus``), their shape,
    and the layer they are read from."""

    lines: list[str]
    written: Written
    layer: Segment


def _most_repeated(later: list[Segment], body: list[str], values: Values, first: Segment) -> _Shape | None:
    """The shape that most of ``later`` have, as its first layer's; in a short run where no shape has more than
    half of the run's layers (``first`` too), the lines most of them have, as its central layer names them
    (``_central``, ``run_consensus``); None where there is none.

    Layers are grouped by their text without numbers first (one regex pass each), and only the largest group's
    first layer is made a ``Written``: its pattern is one regex compile, a tenth of a second for a model's layer,
    which every other group would cost too. Its exact repeats are then counted among the group."""
    groups: dict[str, list[Segment]] = {}
    for segment in later:
        groups.setdefault(_NUMBERS.sub("", "\n".join(body[segment.start:segment.end])), []).append(segment)
    group = max(groups.values(), key=len, default=[])  # the first of the largest
    # a short run where no shape has more than half of its layers (the first counted too): an edit to one layer
    # of the largest group would move the pattern to another shape, so the pattern is the run's consensus (which
    # is that shape where one has more than half)
    if 2 <= len(later) <= MAX_CENTRAL and 2 * len(group) <= len(later) + 1:
        centre = _central(later, body, first)
        others = sorted([first, *(segment for segment in later if segment is not centre)],
                        key=lambda segment: segment.start)
        lines = consensus(centre, others, body, values)
        return _Shape(lines, Written(centre.layer, Candidate(lines, centre.layer, values)), centre)
    if len(group) < 2:
        return None
    lines = body[group[0].start:group[0].end]
    repeated = Written(group[0].layer, Candidate(lines, group[0].layer, values))
    if not any(repeated.reads_of(Candidate(body[segment.start:segment.end], segment.layer, values)) is not None
               for segment in group[1:]):
        return None
    return _Shape(lines, repeated, group[0])


MAX_CENTRAL = 6  # a run of this many later layers, where no shape has most of its layers, has a consensus


def _central(later: list[Segment], body: list[str], first: Segment) -> Segment:
    """The layer of ``later`` whose lines (numbers aside) differ least from the others' in all, the run's
    ``first`` layer's included: the layer the consensus aligns the others with and names its values as
    (``run_consensus``); the first on a tie. The first layer votes though it is no candidate: of two later
    layers, one edited, it is the one that tells them apart (T5's three blocks, the second edited)."""
    keyed = [[_NUMBERS.sub("", line) for line in body[segment.start:segment.end]] for segment in later]
    voter = [_NUMBERS.sub("", line) for line in body[first.start:first.end]]

    def apart(a: list[str], b: list[str]) -> int:
        matched = sum(block.size for block in difflib.SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks())
        return len(a) + len(b) - 2 * matched

    totals = [sum(apart(mine, other) for other in keyed if other is not mine) + apart(mine, voter) for mine in keyed]
    return later[totals.index(min(totals))]


@dataclasses.dataclass(frozen=True)
class Pattern:
    """A run's pattern: its lines, and the names they read as inputs (some may be read by no line of the
    graph: ``_inputs_read``)."""

    lines: list[str]
    inputs: list[str]


def _inputs_read(theirs: list[str], reads: dict[str, str]) -> dict[str, str] | None:
    """What the first layer of a run reads for each input of the second (``theirs``): as their near fold
    matched them (``reads``), or, for an input read only by lines the first does not have (a weight the
    backward of the last layer saved where the others recompute it), the name its numbered pairs all
    shift it to (``primals_34 -> primals_44`` where every ``primals_N`` read reads ``primals_N+10``).
    None where one has no such name, or where two inputs would read one name (the pattern would not have
    their shape)."""
    found = dict(reads)
    shifts: dict[str, set[int]] = collections.defaultdict(set)
    for a, b in reads.items():
        numbered_a, numbered_b = _NUMBERED.fullmatch(a), _NUMBERED.fullmatch(b)
        if numbered_a and numbered_b and numbered_a.group(1) == numbered_b.group(1):
            shifts[numbered_a.group(1)].add(int(numbered_b.group(2)) - int(numbered_a.group(2)))
    for name in theirs:
        if name in found:
            continue
        numbered_name = _NUMBERED.fullmatch(name)
        shift = shifts.get(numbered_name.group(1), set()) if numbered_name else set()
        if len(shift) != 1 or numbered_name is None:
            return None
        found[name] = f"{numbered_name.group(1)}_{int(numbered_name.group(2)) + next(iter(shift))}"
    inputs = [found[name] for name in theirs]
    return found if len(set(inputs)) == len(inputs) else None


_NUMBERED = re.compile(r"(\w+?)_(\d+)")


def _constants_read(theirs: list[str], mine: list[str], taken: set[str]) -> dict[str, str]:
    """What ``mine`` reads for the graph's constants and parameters ``theirs`` reads on lines it does not have:
    its own constants in order (each layer reads its own, numbered per graph: a Hugging Face layer's empty
    tensor), and ``self`` as ``self``."""
    constants = [list(dict.fromkeys(CONSTANT_NAME.findall("\n".join(side)))) for side in (theirs, mine)]
    found = dict(zip(*constants)) if len(constants[0]) == len(constants[1]) else {}
    found.update((name, name) for name in taken if name == "self")
    return found


def _two_layer_containers(found: list[Segment]) -> set[str]:
    """The containers of two layers, written out: neither layer can be told the edited one (no majority), and
    a fold of either on the other would show an edit of one in the other's lines."""
    layers: dict[str, set[str]] = collections.defaultdict(set)
    for segment in found:
        layers[segment.container].add(segment.layer)
    return {container for container, names in layers.items() if len(names) == 2}


def _fold(body: list[str], found: list[Segment], values: Values, partial: bool,
          patterns: dict[int, Pattern]) -> list[str]:
    written: dict[str, list[WrittenLayer]] = {}  # container -> the layers written out, in order
    shapes: dict[str, list[Written]] = {}  # container -> the first written layer of each shape, in order
    seen: dict[str, int] = {}  # layer -> segments of it so far
    out: list[str] = []
    at = 0
    written_out = _two_layer_containers(found)
    for index, segment in enumerate(found):
        values.add(assigned_names(body[at:segment.start]))
        out.extend(body[at:segment.start])
        at = segment.end
        lines_of = body[segment.start:segment.end]
        if segment.container in written_out:
            values.add(assigned_names(lines_of))
            out.extend(lines_of)
            continue
        above = last_assigned(body, segment.start)  # the value a fold reads as ``^`` (``fold_lines.ABOVE``)
        seen[segment.layer] = seen.get(segment.layer, 0) + 1
        candidate = Candidate(lines_of, segment.layer, values)
        same, reads = next(((w, r) for w in shapes.get(segment.container, [])
                            if (r := w.reads_of(candidate)) is not None), (None, None))
        values.add(candidate.assigned())
        if same is not None and reads is not None and len(lines_of) >= MIN_FOLD:
            out.append(f"{BODY}{FOLD}{segment.layer} as {same.reference}: {len(lines_of)} lines")
            out.extend(pair_lines(same.reads, reads, above,
                                  (layer_index(same.reference.partition("#")[0]), layer_index(segment.layer))))
            continue
        candidates = written.get(segment.container, [])
        pattern = patterns[index].lines if index in patterns else None
        if pattern is not None and same is None:
            values.add(assigned_names(pattern))  # the pattern's own values: values to read, whichever line defines them
            on_pattern = near_fold(WrittenLayer(segment.layer, segment.layer, pattern, above), lines_of,
                                   segment.layer, values, above)
            if on_pattern is not None:  # the first layer of its run: the pattern, then the lines it differs in
                out.append(pattern_line(segment.layer, len(pattern)))
                out.extend(pattern)
                out.extend(on_pattern.lines)
                shapes.setdefault(segment.container, []).append(
                    Written(segment.layer, Candidate(pattern, segment.layer, values)))
                candidates.append(WrittenLayer(segment.layer, segment.layer, pattern, above))
                written[segment.container] = candidates
                continue
        near = (nearest(candidates, lines_of, segment.layer, values, above)
                if partial and len(lines_of) >= MIN_NEAR_FOLD else None)
        if near is not None:
            out.extend(near)
            continue
        reference = segment.layer + (f"#{seen[segment.layer]}" if seen[segment.layer] > 1 else "")
        if same is None:
            shapes.setdefault(segment.container, []).append(Written(reference, candidate))
        candidates.append(WrittenLayer(reference, segment.layer, lines_of, above))
        written[segment.container] = candidates
        out.extend(lines_of)
    values.add(assigned_names(body[at:]))
    out.extend(body[at:])
    return out
