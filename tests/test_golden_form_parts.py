"""The golden form's shortcuts for a model's scale, each against the plain reading it stands for.

A 100k-line graph is folded and checked in a fraction of a second (``fxgolden bench --parts large``) by
reading a text once where the plain code reads each line: the outer body found by a search, what lines
assign found by one pattern, a layer's shape tested by matching a written layer's pattern, long lines
found from their newlines. Each is compared here with the plain reading, on odd text as well as graphs.
"""

from __future__ import annotations

import random
import re

import pytest

from fxgolden.text import fx_body, layer_segments, layer_shapes, long_lines
from fxgolden.text.fxnames import base_of

ODD_LINES = [
    "        x = f(a)", '        x: "f32[2]" = torch.ops.aten.mm.default(a, b)', "        x:y", "        x[0] = 1",
    "        x  = 1", "        x = ", "        x=1", "         x = 1", "        # x = 1", "        return (x,)",
    "        é = 1", "        xé = 1", "        a_1_2 = 1", "        _1 = 2", "        __3 = 4",
    "        a__3: 't' = 5", "        x_ = 1", '        x: "a = b"', '        x: "a = b" = 1', "        if = 1",
    "", "        ", "\t", " \x0c ", "\u2028", "    def forward(self, x):", "    def forward(self, x): pass",
    "class C:", "        #> layers.0.a: m.f", "        x = 1  #> y",
]


def random_texts(count: int, lines: list[str], seed: int = 0) -> list[str]:
    rng = random.Random(seed)
    return ["\n".join(rng.choice(lines) for _ in range(rng.randrange(0, 12))) for _ in range(count)]


@pytest.mark.parametrize("text", random_texts(400, ODD_LINES))
def test_the_outer_body_is_where_outer_body_finds_it(text: str) -> None:
    lines = text.split("\n")
    start, end = fx_body.outer_body(lines)
    split = fx_body.outer(text)
    if not start:
        assert split is None
        return
    assert split is not None
    assert (split.head, split.lines) == ("\n".join(lines[:start]), lines[start:end])
    assert split.tail == ("\n".join(lines[end:]) if end < len(lines) else None)
    assert split.join(split.lines) == text


@pytest.mark.parametrize("text", random_texts(400, ODD_LINES, seed=1))
def test_what_lines_assign_is_what_each_line_assigns(text: str) -> None:
    lines = text.split("\n")
    plain = [name for name in map(fx_body.assigned, lines) if name]
    assert fx_body.assigned_names(lines) == plain
    assert fx_body.assigned_bases(lines) == [base_of(name) for name in plain]


def plain_segments(body: list[str]) -> list[tuple[str, int, int]]:
    """Segments as read line by line (the reading ``layer_segments`` shortens)."""
    keys: list[tuple[str, str] | None] = []
    outside: list[bool] = []  # a line under the provenance of a module outside every layer (not after a return)
    modules: list[str] = []  # the module path of the provenance line above each line
    current, under_mark, module = None, False, ""
    for line in body:
        if line.startswith("        #> "):
            current, under_mark, module = layer_segments._key(line), True, line[11:].partition(":")[0]
        elif line.startswith("        return "):
            under_mark = False
        keys.append(None if line.startswith("        return ") else current)
        modules.append(module)
        outside.append(under_mark and current is None and not line.startswith("        return "))
    found, at = [], 0
    while at < len(body):
        key = keys[at]
        if key is None or key == ("", "") or not body[at].startswith("        #> "):
            at += 1
            continue
        end = last = at
        taken_in = 0
        while end < len(body) and (keys[end] in (key, ("", "")) or outside[end]):
            if keys[end] == key:
                if taken_in and modules[end] != modules[last]:
                    break
                last, taken_in = end, 0
            elif outside[end]:
                taken_in += 1
                if taken_in > layer_segments.MAX_RECOMPUTED:
                    break
            end += 1
        found.append((key[1], at, last + 1))
        at = last + 1
    return found


SEGMENT_LINES = ["        #> layers.0.a: m.f", "        #> layers.0.b: m.f", "        #> layers.1.a: m.f",
                 "        #> layers.0.a: m.g",
                 "        #> blocks.0: m.f", "        #> (no module): m.f", "        #> embed: m.f",
                 "        x = f(a)", "        return (x,)", "", "          #> layers.1: m.f"]


@pytest.mark.parametrize("seed", range(200))
def test_segments_are_read_through_marks_as_line_by_line(seed: int) -> None:
    rng = random.Random(seed)
    body = [rng.choice(SEGMENT_LINES) for _ in range(rng.randrange(0, 40))]
    found = layer_segments.segments(body, layer_segments.marks(body))
    assert [(s.layer, s.start, s.end) for s in found] == plain_segments(body)
    index, at = layer_segments.SegmentIndex(), 0
    while at < len(body):  # grown a piece at a time, asked for a segment after each piece
        step = rng.randrange(1, 6)
        index.append(body[at:at + step])
        at += step
        expected = [segment for segment in plain_segments(body[:at]) if segment[0] == "layers.0"]
        if expected:
            got = index.find("layers.0", len(expected))
            assert (got.layer, got.start, got.end) == expected[-1]


NAMES = ["a", "a_1", "b", "torch", "x", "r", "dim", "None", "primals_1", "mm", "mm_1", "sum_1", "é",
         "__def0", "__read0", "_tensor_constant0", "return"]
ARGUMENTS = ["{n}", "{n}", "'s'", "r'{n}'", "{n}'q'", "\"{n}\"", "dim = {n}", "{n}.x", "1{n}", "'''{n}'''", "'\\\\'"]


def layer_lines(rng: random.Random, layer: str, names: list[str]) -> list[str]:
    lines = [f"        #> {layer}.m: mod.f"]
    for _ in range(rng.randrange(1, 6)):
        arguments = ", ".join(rng.choice(ARGUMENTS).format(n=rng.choice(names)) for _ in range(rng.randrange(3)))
        lines.append(f"        {rng.choice(names)}: \"f32[2]\" = torch.ops.aten.op.default({arguments})")
    return lines


@pytest.mark.parametrize("seed", range(300))
def test_a_written_layers_pattern_matches_exactly_the_layers_of_its_shape(seed: int) -> None:
    rng = random.Random(seed)
    names = rng.sample(NAMES, rng.randrange(2, 8))
    values = layer_shapes.Values(rng.sample(NAMES, rng.randrange(0, 10)))
    first = layer_lines(rng, "layers.0", names)
    written = layer_shapes.Written("layers.0", layer_shapes.Candidate(first, "layers.0", values))
    for _ in range(8):  # repeats, renamed in part or changed
        other = [re.sub(rf"(?<![\w.]){re.escape(rng.choice(names))}(?!\w)", rng.choice(NAMES), line)
                 for line in first] if rng.random() < 0.7 else layer_lines(rng, "layers.1", names)
        other = [line.replace("layers.0", "layers.1") for line in other]
        candidate = layer_shapes.Candidate(other, "layers.1", values)
        shape, _, reads = layer_shapes.shape(other, "layers.1", values)
        assert written.reads_of(candidate) == (reads if shape == written.shape else None)


LONG_LINES = ["x = f(" + ", ".join(f"a_{i}" for i in range(60)) + ")", "short = g(b)",
              "        y = h(" + "L_" + "very_long_name_" * 9 + "x, b)",
              "        z: 'f32' = torch.ops.aten.cat.default([" + ", ".join(f"g_{i}" for i in range(50)) + "], 1)",
              "        w = (", "            a,", "        )", "        v = a + \\", "            b", "        #= x", ""]


@pytest.mark.parametrize("text", ["class C:\n" + text for text in random_texts(150, LONG_LINES, seed=2)]
                         + random_texts(50, LONG_LINES, seed=3))
def test_long_lines_read_from_their_newlines_as_line_by_line(text: str) -> None:
    lines = text.split("\n")
    assert long_lines.has_wrapped(text) == any(line.endswith(("(", "[", "{", " \\")) for line in lines)
    assert long_lines.wrap(text) == "\n".join(piece for line in lines for piece in long_lines._wrap_line(line))
    assert long_lines.wrap_shortened(text) == long_lines.wrap(long_lines.shorten_names(text))
    joined, at = [], 0
    while at < len(lines):
        line, at = long_lines._joined(lines, at)
        joined.append(line)
    assert long_lines.unwrap(text) == "\n".join(joined)


@pytest.mark.parametrize("written, other, reads", [
    # the same characters, but in the other layer the name is a string's prefix: no longer the same shape
    (["        #> layers.0: m.f", "        y = f(a'q')"], ["        #> layers.1: m.f", "        y = f(r'q')"], None),
    # a name no pattern holds (not ASCII) read where the written layer reads a value: the same shape
    (["        #> layers.0: m.f", "        y = f(a)"], ["        #> layers.1: m.f", "        y = f(xé)"], ["xé"]),
    # the other layer defines the name the written one leaves as it is (torch): not the same shape
    (["        #> layers.0: m.f", "        y = torch.f(a)"], ["        #> layers.1: m.f", "        torch = torch.f(a)"],
     None),
])
def test_a_pattern_tells_the_shapes_apart_where_its_characters_alone_would_not(
        written: list[str], other: list[str], reads: list[str] | None) -> None:
    values = layer_shapes.Values(["a", "r", "xé", "y"])
    first = layer_shapes.Written("layers.0", layer_shapes.Candidate(written, "layers.0", values))
    assert first.reads_of(layer_shapes.Candidate(other, "layers.1", values)) == reads


def test_a_layer_reading_a_value_defined_below_folds_as_if_every_value_were_known_first() -> None:
    from fxgolden.text import layer_folding

    layer = ["        #> layers.{k}.m: mod.f"] + [f"        v{{k}}_{i} = f(late_{{k}}, x)" for i in range(5)]
    lines = ["class GraphModule(torch.nn.Module):", "    def forward(self, x):"]
    lines += [line.format(k=k) for k in range(3) for line in layer]
    lines += ["        #> head: mod.f"] + [f"        late_{k} = g(x)" for k in range(3)] + ["        return (late_2,)"]
    text = "\n".join(lines)
    split = fx_body.outer(text)
    assert split is not None
    body = split.lines
    found = layer_segments.segments(body, layer_segments.marks(body))
    known = layer_shapes.Values(["self", "x"] + fx_body.assigned_names(body))
    assert layer_folding.fold(text) == split.join(layer_folding._fold(body, found, known, True, {}))
    assert "#= layers.2 as layers.0" in layer_folding.fold(text)


@pytest.mark.parametrize(("resumed_in", "segments"), [("layers.0.attn", 1), ("layers.0.mlp", 2)])
def test_a_few_lines_outside_every_layer_are_taken_in_where_the_layer_goes_on_in_the_module_it_left(
        resumed_in: str, segments: int) -> None:
    """A backward's rotary recompute inside the attention (it resumes there) is part of the layer; the same few
    lines before another of its modules (a tiled graph's embedding before the next copy's first layer) end it."""
    body = ["        #> layers.0.attn: m.Attention.forward", '        a: "f32[2]" = torch.ops.aten.neg.default(x)',
            "        #> rotary: m.Rotary.forward", '        s: "f32[2]" = torch.ops.aten.sin.default(y)',
            f"        #> {resumed_in}: m.F.forward", '        b: "f32[2]" = torch.ops.aten.mul.Tensor(a, s)']
    found = layer_segments.segments(body, layer_segments.marks(body))
    assert [(s.layer, s.start, s.end) for s in found] == plain_segments(body)
    assert len(found) == segments
