"""A change to one layer of a model changes that layer's lines of its golden and no other (issue 41, part 2),
whichever layer it is: the first layer of a run included, which the other layers fold on.

The graphs are model-sized in the way that matters here: layers long enough to be folded as near repeats
(``near_folds.MIN_NEAR_FOLD``), a first layer that is unlike the others (it makes a cache every later layer
reads, as a rotary embedding's first layer does), and names that the normalizer numbers across the graph.
"""

from __future__ import annotations

import difflib
import re

import pytest

from fxgolden.normalize.pipeline import normalize
from fxgolden.text import golden_form
from fxgolden.text.fold_lines import PATTERN

LAYERS = 6
SHAPE = '"f32[2, 16, 8][128, 8, 1]cpu"'


def graph(acts: list[str], *, first_makes_cache: bool = True, last_differs: bool = False,
          first_extra: int = 0, constants: bool = False, odd: dict[int, str] | None = None) -> str:
    """A forward of ``len(acts)`` blocks, each an attention-like and an MLP-like part of about 25 lines;
    block ``k``'s MLP uses ``acts[k]`` (``"silu*"``: twice, the next line reading the second);
    with ``last_differs``, the last block's MLP has one op more (as the last layer's backward saves what the
    others recompute); with ``first_extra``, the first block makes that many values more (T5's first block,
    which computes the position bias: too unlike the others to be written as them and a few lines); with
    ``constants``, each block reads a graph constant of its own (Hugging Face's empty tensor per layer); with
    ``odd``, block ``k``'s MLP has one op ``odd[k]`` more (a backward that saves a weight's transpose in some
    layers and recomputes it in others)."""
    odd = dict(odd or {})
    if last_differs:
        odd[len(acts) - 1] = "neg"
    weights = 4 * len(acts)
    lines = ["class GraphModule(torch.nn.Module):",
             '    def forward(self, primals_1: ' + SHAPE + ", "
             + ", ".join(f'primals_{i}: "f32[8, 8][8, 1]cpu"' for i in range(2, weights + 2)) + "):"]
    x, weight, serial = "primals_1", 2, 0

    def op(base: str, target: str, *args: str) -> str:
        nonlocal serial
        serial += 1
        name = f"{base}_{serial}"  # the normalizer numbers each base on from 0
        lines.append(f"        {name}: {SHAPE} = torch.ops.aten.{target}({', '.join(args)})")
        return name

    cache = None
    for k, act in enumerate(acts):
        lines.append(f"        #> layers.{k}.attention: model.Attention.forward")
        if k == 0 and first_makes_cache:
            cache = op("view", "view.default", "primals_1", "[2, 16, 8]")
        for _extra in range(first_extra if k == 0 else 0):
            op("neg", "neg.default", cache or x)
        if constants:
            lines.append(f'        _tensor_constant{k}: "f32[0][1]cpu" = self._tensor_constant{k}')
            op("lift_fresh_copy", "lift_fresh_copy.default", f"_tensor_constant{k}")
        for _ in range(2):
            t = op("t", "t.default", f"primals_{weight}")
            weight += 1
            h = op("mm", "mm.default", x, t)
            h = op("view", "view.default", h, "[2, 16, 8]")
            for _step in range(4):
                h = op("mul", "mul.Tensor", h, cache or x)
                h = op("add", "add.Tensor", h, x)
            x = op("add", "add.Tensor", h, x)
        lines.append(f"        #> layers.{k}.mlp: model.MLP.forward")
        for part in range(2):
            t = op("t", "t.default", f"primals_{weight}")
            weight += 1
            h = op("mm", "mm.default", x, t)
            if part == 0:
                h = op(act.rstrip("*"), f"{act.rstrip('*')}.default", h)
                if act.endswith("*"):  # the activation twice: the next line reads the second, of the same base
                    h = op(act.rstrip("*"), f"{act.rstrip('*')}.default", h)
                if k in odd:  # what it reads is numbered apart from the activations
                    op(odd[k], f"{odd[k]}.default", x)
            for _ in range(4):
                h = op("mul", "mul.Tensor", h, x)
                h = op("add", "add.Tensor", h, x)
            x = op("add", "add.Tensor", h, x)
    lines += [f"        return ({x},)", ""]
    return golden_form.full(normalize("\n".join(lines), "fx"))  # numbered as torch's graphs are, not folded


_OWNER = re.compile(r"^ {8}#[>=] (layers\.\d+)")


def owners(form: str) -> list[str | None]:
    """The layer each line of a golden form belongs to: a provenance, fold or pattern line starts its layer's
    lines, and the ``#=`` and written lines after it stay that layer's until another starts."""
    owner: str | None = None
    found = []
    for line in form.split("\n"):
        started = _OWNER.match(line)
        if started:
            owner = started.group(1)
        elif line.startswith("        #> ") or line.startswith("        return"):
            owner = None
        found.append(owner)
    return found


def touched(old: str, new: str) -> set[str | None]:
    """The layers whose lines differ between two golden forms (None: a line of no layer)."""
    old_lines, new_lines = old.split("\n"), new.split("\n")
    old_owners, new_owners = owners(old), owners(new)
    layers: set[str | None] = set()
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old_lines, new_lines, autojunk=False).get_opcodes():
        if tag != "equal":
            layers.update(old_owners[i1:i2])
            layers.update(new_owners[j1:j2])
    return layers


BASE = ["silu"] * LAYERS


@pytest.mark.parametrize("changed", range(LAYERS))
def test_a_change_to_any_one_layer_touches_only_that_layers_lines(changed: int) -> None:
    edited = BASE.copy()
    edited[changed] = "gelu"
    old, new = golden_form.present(graph(BASE)), golden_form.present(graph(edited))
    assert touched(old, new) == {f"layers.{changed}"}


@pytest.mark.parametrize("changed", range(4))
def test_in_a_short_run_whose_last_layer_differs_too_a_change_stays_in_its_layer(changed: int) -> None:
    """Four layers, the first and the last each unlike the others: a change to layer 1 or 2 leaves no two later
    layers alike, and the pattern is then the later layer the others differ least from (the unchanged one)."""
    base = ["silu"] * 4
    edited = base.copy()
    edited[changed] = "gelu"
    old = golden_form.present(graph(base, last_differs=True))
    new = golden_form.present(graph(edited, last_differs=True))
    assert touched(old, new) == {f"layers.{changed}"}


@pytest.mark.parametrize("changed", range(3))
def test_in_a_run_of_three_the_first_layer_tells_the_edited_later_one_apart(changed: int) -> None:
    """Three layers, the first unlike the others (T5's first block computes the position bias): an edit to
    layer 1 leaves two later layers that differ, each as far from the other. The first layer votes for the one
    it is like (layer 2), so the pattern is not the edited layer's and layer 2's lines stay as they were."""
    base = ["silu"] * 3
    edited = base.copy()
    edited[changed] = "gelu"
    old, new = golden_form.present(graph(base)), golden_form.present(graph(edited))
    assert touched(old, new) == {f"layers.{changed}"}


@pytest.mark.parametrize("changed", range(4))
def test_in_a_short_run_of_unlike_layers_an_edit_to_the_central_one_stays_in_it(changed: int) -> None:
    """Four layers, no two alike (the first makes the cache, layers 1 and 3 each have an op of their own): the
    pattern was layer 2's lines, so an edit to layer 2 moved it and showed in every fold on it. The pattern is
    now the lines most of the run's layers have (``run_consensus``), which an edit to one layer leaves as is."""
    base = ["silu"] * 4
    edited = base.copy()
    edited[changed] = "gelu"
    old = golden_form.present(graph(base, odd={1: "neg", 3: "abs"}))
    new = golden_form.present(graph(edited, odd={1: "neg", 3: "abs"}))
    assert all(any(PATTERN.match(line) for line in form.split("\n")) for form in (old, new))
    assert touched(old, new) == {f"layers.{changed}"}


@pytest.mark.parametrize("changed", range(LAYERS))
def test_a_shape_that_two_of_six_layers_have_is_no_pattern_an_edit_could_move(changed: int) -> None:
    """Six layers, two of the five later ones with an op of their own (as two layers of a backward save what
    the others recompute): the two were the largest group of alike later layers, so an edit to one of the
    three others left two groups of two, and the pattern moved to the two's shape. Four layers of six have
    the plain shape, so the consensus is that shape whichever one layer is edited."""
    edited = BASE.copy()
    edited[changed] = "gelu"
    old = golden_form.present(graph(BASE, odd={1: "neg", 2: "neg"}))
    new = golden_form.present(graph(edited, odd={1: "neg", 2: "neg"}))
    assert touched(old, new) == {f"layers.{changed}"}


@pytest.mark.parametrize("changed", range(4))
def test_on_a_tie_the_consensus_takes_the_fewer_lines_whichever_layer_is_central(changed: int) -> None:
    """Four layers, two with an op of their own and two without (a tie): an edit to one layer changes which
    layer is central, and the tie is settled the same way from either side, so the pattern stays."""
    base = ["silu"] * 4
    edited = base.copy()
    edited[changed] = "gelu"
    old = golden_form.present(graph(base, odd={1: "neg", 2: "neg"}))
    new = golden_form.present(graph(edited, odd={1: "neg", 2: "neg"}))
    assert touched(old, new) == {f"layers.{changed}"}
    lines = old.split("\n")
    at, found = next((at, found) for at, line in enumerate(lines) if (found := PATTERN.match(line)))
    pattern = lines[at + 1:at + 1 + int(found.group("count"))]
    assert not any("neg.default" in line for line in pattern)  # the pattern has the fewer lines


@pytest.mark.parametrize("changed", range(3))
@pytest.mark.parametrize("edit", ["gelu", "silu*"])
def test_a_first_layer_too_unlike_to_be_the_pattern_puts_it_before_the_second(changed: int, edit: str) -> None:
    """Three layers, the first too unlike the others to be their pattern and its hunks (T5's encoder in a Dynamo
    graph). Layer 2 folded on layer 1, so an edit to layer 1 showed in layer 2's lines too; the pattern now goes
    before layer 1 when layer 1 is not the run's shape. An op inserted of the kind the next line reads (a second
    ``silu``, which the ``mul`` after it reads where the pattern's reads the first) is written with that line,
    not read back as the pattern's value."""
    base = ["silu"] * 3
    edited = base.copy()
    edited[changed] = edit
    old = golden_form.present(graph(base, first_extra=30))
    new_text = graph(edited, first_extra=30)
    new = golden_form.present(new_text)
    assert golden_form.full(new) == new_text
    assert touched(old, new) == {f"layers.{changed}"}
    assert any(line.startswith("        #= layers.2 as layers.1: ") for line in new.split("\n"))


def test_the_first_layer_unlike_the_rest_is_written_as_their_pattern_and_the_lines_it_differs_in() -> None:
    text = graph(BASE)
    form = golden_form.present(text)
    assert golden_form.full(form) == text
    patterns = [line for line in form.split("\n") if PATTERN.match(line)]
    assert len(patterns) == 1 and patterns[0].lstrip().startswith("#= layers.0 pattern: ")
    # every later layer repeats the pattern exactly: no lines written below any of their folds
    folds = [line for line in form.split("\n") if re.match(r"^ {8}#= layers\.[1-9]\d* as layers\.0: ", line)]
    assert len(folds) == LAYERS - 1 and not any("written below" in fold for fold in folds)
    assert "#= layers.0 as layers.0: " in form  # the first layer: the pattern and its own lines


def test_layers_that_read_graph_constants_have_a_pattern_too() -> None:
    """Each layer reads a graph constant of its own (``self._tensor_constant3``): the pattern reads the first
    layer's, attribute and name, so an edit to the first layer changes its lines only."""
    text = graph(BASE, constants=True)
    form = golden_form.present(text)
    assert golden_form.full(form) == text
    assert any(PATTERN.match(line) for line in form.split("\n"))
    edited = BASE.copy()
    edited[0] = "gelu"
    assert touched(form, golden_form.present(graph(edited, constants=True))) == {"layers.0"}


def test_a_first_layer_like_the_rest_has_no_pattern() -> None:
    form = golden_form.present(graph(BASE, first_makes_cache=False))
    assert not any(PATTERN.match(line) for line in form.split("\n"))
    assert golden_form.full(form) == graph(BASE, first_makes_cache=False)


def test_a_pattern_cut_short_by_a_hand_edit_is_a_named_error() -> None:
    form = golden_form.present(graph(BASE))
    lines = form.split("\n")
    at = next(i for i, line in enumerate(lines) if PATTERN.match(line))
    count = int(PATTERN.match(lines[at]).group("count"))
    cut = "\n".join(lines[:at + 1] + lines[at + count:])  # the pattern's last line and what follows it
    with pytest.raises(golden_form.MalformedGoldenForm):
        golden_form.full(cut)
