"""The golden form is total and checked: ``full(present(t)) == t`` for every text, so two texts never share a
golden; a form that does not read back is a named error (``fxgolden.text.golden_form``).

Hypothesis generates FX-like graph texts (a class and its forward, provenance lines of ``layers.K.mlp``, layers
that repeat up to renaming, long lines) and mixes into them lines written in the form's own syntax (fold, pairs,
hunk, legend, alias and verbatim lines; statements that end with ``(``, ``[``, ``{`` or `` \\``; a call written
over several lines). The reproducers of issue 42 are regression tests of their own.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from fxgolden.text import golden_form, verbatim
from fxgolden.text.form_errors import GoldenFormError, MalformedGoldenForm, UnrepresentableText

# No example database: the machine is shared and the tests must not leave files behind. A longer hunt:
# FXGOLDEN_FORM_EXAMPLES=5000 pytest tests/test_golden_form_total.py
checked = settings(max_examples=int(os.environ.get("FXGOLDEN_FORM_EXAMPLES", "120")), deadline=None, database=None,
                   suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

HEAD = "class GraphModule(torch.nn.Module):"
BODY = " " * 8

# Lines in the form's syntax, or that a form would read as its syntax, as a graph text might hold them.
FORM_LIKE_LINES = [
    f"{BODY}#= layers.1 as layers.0: 4 lines",
    f"{BODY}#= layers.1 as layers.0: 4 lines, 1 written below",
    f"{BODY}#= layers.2 as layers.7: 4 lines",
    f"{BODY}#= layers.1 as ???: 4 lines",
    f"{BODY}#=   primals_2 -> primals_4, add -> add_1",
    f"{BODY}#=   primals_2 => primals_4",
    f"{BODY}#=   @ its lines 2-2 as these 1",
    f"{BODY}#=   @ before its line 3, these 1",
    f"{BODY}#= l_* = L_*: each L_ input above, aliased",
    "    #~ long_name_1 = x",
    "    #~   more_of_it",
    f"{BODY}#~ long_name_1 = y",
    f"{BODY}#| already marked",
    "#| at the start",
    "#= at the start",
    f"{BODY}y = f(",
    f"{BODY}y = [",
    f"{BODY}y = {{",
    f"{BODY}y = a + \\",
    f"{BODY}    b",
    f"{BODY}    x,",
    f"{BODY})",
    f"{BODY}]",
    "(",
    f"{BODY}# a comment that ends opened (",
    f"{BODY}#=",
    f"{BODY}#|",
    "\t#= tabbed",
    "",
    BODY,
]
MULTI_LINE_CALL = [f"{BODY}y = torch.ops.aten.cat.default(", f"{BODY}    [a, b],", f"{BODY}    1,", f"{BODY})"]


class Numbering:
    """FX's names as renumbering leaves them: each base counts on over the whole graph (``mm``, ``mm_1``, ...)."""

    def __init__(self) -> None:
        self.counts: dict[str, int] = {}

    def __call__(self, base: str) -> str:
        n = self.counts.get(base, 0)
        self.counts[base] = n + 1
        return base if n == 0 else f"{base}_{n}"


def layer_lines(k: int, previous: str, name: Numbering, act: str = "relu", extra: int = 0) -> tuple[list[str], str]:
    """Layer ``k`` of a model, reading the previous layer's output and its own two weights: its provenance line,
    its statements (``extra`` more at its end), and the value it returns."""
    t, mm, activated, add = name("t"), name("mm"), name(act), name("add")
    lines = [f"{BODY}#> layers.{k}.mlp: model.MLP.forward",
             f'{BODY}{t}: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(primals_{2 * k + 2})',
             f'{BODY}{mm}: "f32[2, 8][8, 1]cpu" = torch.ops.aten.mm.default({previous}, {t})',
             f'{BODY}{activated}: "f32[2, 8][8, 1]cpu" = torch.ops.aten.{act}.default({mm})',
             f'{BODY}{add}: "f32[2, 8][8, 1]cpu" = torch.ops.aten.add.Tensor({activated}, primals_{2 * k + 3})']
    out = add
    for _ in range(extra):
        value = name("alias")
        lines.append(f'{BODY}{value}: "f32[2, 8][8, 1]cpu" = torch.ops.aten.alias.default({out})')
        out = value
    return lines, out


def graph(layers: int, *, acts: list[str] | None = None, extras: list[int] | None = None,
          long_line: bool = False) -> list[str]:
    """The lines of a graph of ``layers`` layers (``acts``, ``extras``: each layer's activation and extra lines)."""
    params = ", ".join(f'primals_{i}: "f32[8, 8][8, 1]cpu"' for i in range(1, 2 * layers + 2))
    lines = [HEAD, f"    def forward(self, {params}):"]
    previous, name = "primals_1", Numbering()
    for k in range(layers):
        more, previous = layer_lines(k, previous, name, (acts or [])[k] if k < len(acts or []) else "relu",
                                     (extras or [])[k] if k < len(extras or []) else 0)
        lines += more
    if long_line:
        names = ", ".join(f"getitem_{i}" for i in range(40))
        lines.append(f'{BODY}cat: "f32[40, 4][4, 1]cpu" = torch.ops.aten.cat.default([{names}], 1)')
    lines.append(f"{BODY}return ({previous},)")
    return lines


@st.composite
def graph_texts(draw: st.DrawFn, *, form_like: bool = True) -> str:
    """An FX-like graph text: layers that repeat up to renaming (some changed), maybe a long line, and (with
    ``form_like``) lines of the form's syntax inserted anywhere."""
    layers = draw(st.integers(0, 5))
    acts = draw(st.lists(st.sampled_from(["relu", "relu", "relu", "gelu"]), min_size=layers, max_size=layers))
    extras = draw(st.lists(st.sampled_from([0, 0, 0, 1]), min_size=layers, max_size=layers))
    lines = graph(layers, acts=acts, extras=extras, long_line=draw(st.booleans()))
    if form_like:
        for _ in range(draw(st.integers(0, 4))):
            at = draw(st.integers(0, len(lines)))
            inserted = draw(st.one_of(st.sampled_from(FORM_LIKE_LINES).map(lambda line: [line]),
                                      st.just(MULTI_LINE_CALL), st.lists(st.sampled_from(FORM_LIKE_LINES),
                                                                         min_size=2, max_size=4)))
            lines[at:at] = inserted
    ending = draw(st.sampled_from(["\n", "", "\n\n"]))
    return "\n".join(lines) + ending


# Any text made of lines like a graph's and the form's own, and of a few odd characters.
odd_texts = st.lists(st.one_of(st.sampled_from(FORM_LIKE_LINES + MULTI_LINE_CALL + graph(2)),
                               st.text(st.sampled_from(" \t#=~|([{)]}\\,:ax_1>\x0c"), max_size=12)),
                     max_size=14).map("\n".join)


# --- the round trip, and so no two texts share a golden ---------------------------------------------------


@checked
@given(graph_texts())
def test_every_graph_text_is_what_its_golden_form_reads_back_as(text: str) -> None:
    assert golden_form.full(golden_form.present(text)) == text


@checked
@given(odd_texts)
@example("\n".join(graph(2)[:2] + [f"{BODY}#= layers.1 as layers.0: 4 lines"] + graph(2)[2:]))
@example("    def forward(self, x\n        y = f(\n        )\n")
def test_any_text_is_what_its_golden_form_reads_back_as(text: str) -> None:
    assert golden_form.full(golden_form.present(text)) == text


@checked
@given(graph_texts(), graph_texts())
def test_two_different_texts_never_share_a_golden_form(first: str, second: str) -> None:
    if first != second:
        assert golden_form.present(first) != golden_form.present(second)


@st.composite
def text_and_a_look_alike(draw: st.DrawFn) -> tuple[str, str]:
    """A graph text, and one made to collide with its golden form: a layer written as the lines that fold it, a
    form line inserted, a wrapped line written out by hand, or the form itself."""
    lines = graph(draw(st.integers(2, 5)), long_line=draw(st.booleans()))
    text = "\n".join(lines) + "\n"
    shown = golden_form.present(text)
    kind = draw(st.sampled_from(["form", "fold", "insert", "wrap"]))
    if kind == "form":
        return text, shown
    if kind == "fold":  # each folded layer's lines in place of that layer, the rest written out
        folded = shown.split("\n")
        fold_at = [i for i, line in enumerate(folded) if line.startswith(f"{BODY}#= layers.")]
        if fold_at:
            at = draw(st.sampled_from(fold_at))
            stop = at + 1
            while stop < len(folded) and folded[stop].startswith(f"{BODY}#=   "):
                stop += 1
            layer = folded[at].split()[1]
            start = lines.index(next(line for line in lines if line.startswith(f"{BODY}#> {layer}.")))
            return text, "\n".join(lines[:start] + folded[at:stop] + lines[start + 4:]) + "\n"
    if kind == "wrap" and "cat.default([" in text:  # the long line as the form wraps it, now part of the graph
        wrapped = [line for line in shown.split("\n") if "getitem_0" in line or "cat.default(" in line]
        return text, text.replace(next(line for line in lines if "cat.default([" in line),
                                  "\n".join(shown.split("\n")[shown.split("\n").index(wrapped[0]):][:3]))
    at = draw(st.integers(1, len(lines)))
    return text, "\n".join(lines[:at] + [draw(st.sampled_from(FORM_LIKE_LINES))] + lines[at:]) + "\n"


@checked
@given(text_and_a_look_alike())
def test_a_text_made_to_look_like_anothers_golden_form_gets_a_golden_of_its_own(pair: tuple[str, str]) -> None:
    text, look_alike = pair
    assert golden_form.full(golden_form.present(look_alike)) == look_alike
    if look_alike != text:
        assert golden_form.present(look_alike) != golden_form.present(text)


@checked
@given(st.text(max_size=200) | odd_texts)
def test_the_verbatim_marks_alone_read_back_as_the_text(text: str) -> None:
    """The last fallback of ``present`` round-trips by construction: every part of ``full`` leaves a marked text as
    it is, and the marks come off."""
    marked = verbatim.escape(text)
    assert verbatim.unescape(marked) == text
    assert golden_form.full(marked) == text


@checked
@given(graph_texts(form_like=False))
def test_a_graph_without_form_like_lines_carries_no_verbatim_mark(text: str) -> None:
    assert verbatim.VERBATIM not in golden_form.present(text)


# --- the reproducers of issue 42 ----------------------------------------------------------------------------


def three_layers() -> tuple[list[str], str, str]:
    lines = graph(3)
    text = "\n".join(lines) + "\n"
    return lines, text, golden_form.present(text)


def test_a_graph_holding_its_own_fold_line_is_not_the_graph_with_that_layer_written_out() -> None:
    lines, text, shown = three_layers()
    fold = shown.split("\n")
    at = fold.index(f"{BODY}#= layers.1 as layers.0: 5 lines")
    start = lines.index(f"{BODY}#> layers.1.mlp: model.MLP.forward")
    look_alike = "\n".join(lines[:start] + fold[at:at + 2] + lines[start + 5:]) + "\n"
    assert golden_form.full(shown) == text and golden_form.present(look_alike) != shown
    assert golden_form.full(golden_form.present(look_alike)) == look_alike
    assert f"{BODY}#| #= layers.1 as layers.0: 5 lines" in golden_form.present(look_alike)


def test_a_call_written_over_several_lines_comes_back_as_it_was() -> None:
    text = "\n".join([HEAD, "    def forward(self, a, b):", *MULTI_LINE_CALL, f"{BODY}return (y,)", ""])
    shown = golden_form.present(text)
    assert golden_form.full(shown) == text
    assert f"{BODY}#| y = torch.ops.aten.cat.default(" in shown  # marked; the lines after it stay as they are


def test_a_fold_line_above_its_reference_is_kept_verbatim_not_raised() -> None:
    lines = graph(2)
    text = "\n".join(lines[:2] + [f"{BODY}#= layers.1 as layers.0: 5 lines"] + lines[2:]) + "\n"
    assert golden_form.full(golden_form.present(text)) == text


def test_present_never_returns_a_form_it_did_not_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the marks no longer taken off, no form of a text that needs them reads back: refused, not returned."""
    monkeypatch.setattr(verbatim, "unescape", lambda text: text)
    with pytest.raises(UnrepresentableText):
        golden_form.present("\n".join(graph(1)[:2] + [f"{BODY}#= x"] + graph(1)[2:]) + "\n")


# --- a form that does not read back is a named error --------------------------------------------------------


RUN = "primals_2..primals_3 -> primals_4..primals_5"  # layer 1's weights where layer 0 reads its own


def edited(shown: str, old: str, new: str) -> str:
    assert old in shown, old
    return shown.replace(old, new, 1)


@pytest.mark.parametrize(("edit", "problem", "line"), [
    (("#= layers.1 as layers.0", "#= layers.1 as layers.7"), "layers.7, is not written above it", "layers.7"),
    (("#= layers.1 as layers.0", "#= layers.1 as ???"), "???, is not written above it", "as ???"),
    (("#= layers.1 as layers.0", "#= layers.1 as layers.0#x"), "a layer and #N", "layers.0#x"),
    (("primals_1 -> ^", "primals_1 => ^"), "not `theirs -> mine`", "=>"),
    ((RUN, "primals_2..primals_3 => primals_4..primals_5"), "not `theirs -> mine`", "=>"),
    ((RUN, "primals_2..primals_3 -> primals_4"), "not `theirs -> mine`", "primals_2.."),
    ((RUN, "primals_2..primals_3..primals_4 -> primals_4"), "not `theirs -> mine`", ".."),
    (("as layers.0: 5 lines", "as layers.0: 6 lines"), "says 6 lines, and stands for 5", "6 lines"),
    (("as layers.0: 5 lines\n", "as layers.0: 5 lines, 2 written below\n"), "2 lines written below", "written"),
    (("#= layers.2 as", "#= layers.2 az"), "no fold, pairs, hunk, alias or legend line", "az"),
])
def test_a_hand_edited_fold_is_a_named_error_naming_its_line(edit: tuple[str, str], problem: str,
                                                             line: str) -> None:
    _, _, shown = three_layers()
    with pytest.raises(MalformedGoldenForm) as raised:
        golden_form.full(edited(shown, *edit))
    assert problem in str(raised.value) and line in raised.value.line
    assert isinstance(raised.value, GoldenFormError) and isinstance(raised.value, ValueError)


def test_a_wrapped_line_cut_short_is_a_named_error() -> None:
    text = "\n".join(graph(1, long_line=True)) + "\n"
    shown = golden_form.present(text)
    cut = shown[:shown.index("getitem_20")]
    with pytest.raises(MalformedGoldenForm, match="never closed"):
        golden_form.full(cut)


def test_a_near_fold_cut_inside_its_hunk_is_a_named_error() -> None:
    from fxgolden.text import near_folds

    lines = graph(3, extras=[near_folds.MIN_NEAR_FOLD, near_folds.MIN_NEAR_FOLD, near_folds.MIN_NEAR_FOLD],
                  acts=["relu", "gelu", "relu"])
    text = "\n".join(lines) + "\n"
    shown = golden_form.present(text)
    assert "2 written below" in shown and golden_form.full(shown) == text
    hunk = shown.index("#=   @ its lines")
    cut = shown[:shown.index("\n", hunk)] + "\n"  # the hunk's line, and none of the lines it says follow
    with pytest.raises(MalformedGoldenForm, match="a hunk of 2 lines has only"):
        golden_form.full(cut)
