"""The golden form of FX goldens (fxgolden.text.golden_form): repeated layers once, wrapped lines, and back.

Built on a synthetic model graph with the shape torch prints (provenance lines, a signature, layers that
repeat up to renaming), and checked on every committed FX golden: ``full(present(x)) == x`` always.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from fxgolden.base.artifact import ArtifactName
from fxgolden.normalize.pipeline import normalize
from fxgolden.text import golden_form

ROOT = Path(__file__).resolve().parents[1]


def layer(k: int, *, first_input: str, act: str = "silu") -> list[str]:
    """One transformer-ish layer's statements, numbered as renumbering leaves them (each base counts on)."""
    n = "" if k == 0 else f"_{k}"
    w1, w2 = 2 + 2 * k, 3 + 2 * k
    return [
        f"        #> layers.{k}.feed_forward: model.FeedForward.forward",
        f'        t{n}: "f32[8, 4][1, 8]cpu" = torch.ops.aten.t.default(primals_{w1})',
        f'        mm{n}: "f32[2, 8][8, 1]cpu" = torch.ops.aten.mm.default({first_input}, t{n})',
        f'        {act}{n}: "f32[2, 8][8, 1]cpu" = torch.ops.aten.{act}.default(mm{n})',
        f'        all_reduce{n}: "f32[2, 8][8, 1]cpu" = '
        f"torch.ops._c10d_functional.all_reduce.default({act}{n}, 'sum', 'mesh_tp')",
        f'        wait_tensor{n}: "f32[2, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce{n})',
        f'        add{n}: "f32[2, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor{n}, primals_{w2})',
    ]


def model_graph(layers: int = 6, *, act_of: dict[int, str] | None = None) -> str:
    params = ", ".join(f'primals_{i}: "f32[8, 8][8, 1]cpu"' for i in range(1, 2 * layers + 2))
    lines = ["class GraphModule(torch.nn.Module):", f"    def forward(self, {params}):"]
    previous = "primals_1"
    for k in range(layers):
        lines += layer(k, first_input=previous, act=(act_of or {}).get(k, "silu"))
        previous = "add" if k == 0 else f"add_{k}"
    lines += [f"        return ({previous},)", ""]
    return "\n".join(lines)


def test_identical_layers_are_written_once_and_come_back_exactly() -> None:
    text = model_graph()
    shown = golden_form.present(text)
    assert golden_form.full(shown) == text
    assert shown.count("#> layers.") == 1  # layers.0 written, 1..5 folded
    assert "        #= layers.3 as layers.0: 7 lines" in shown
    # layer 3 reads layer 2's output (the value above it: ^) and its own weights where layer 0 reads the input
    # and primals_2/3
    assert "        #=   primals_1 -> ^, primals_2..primals_3 -> primals_8..primals_9" in shown
    assert len(shown) < len(text) / 2


def test_a_layer_that_differs_is_written_out_where_it_differs() -> None:
    shown = normalize(model_graph(act_of={4: "gelu"}), "fx")  # renumbered: layer 5's silu is silu_4
    assert "#> layers.4.feed_forward" in shown and "torch.ops.aten.gelu.default(mm_L4)" in shown
    assert "#= layers.4" not in shown
    assert "#= layers.5 as layers.0" in shown  # the layers after it still fold onto layer 0
    assert "silu_L5" in golden_form.full(shown)  # each layer's values named by it (fxgolden.text.layer_names)


def test_one_layer_changed_shows_in_the_diff_of_that_layer_only() -> None:
    import difflib

    before = normalize(model_graph(), "fx").splitlines()
    after = normalize(model_graph(act_of={2: "gelu"}), "fx").splitlines()
    changed = [line for line in difflib.unified_diff(before, after, lineterm="", n=0)
               if line[:1] in "+-" and not line.startswith(("+++", "---"))]
    assert any("layers.2" in line for line in changed)
    assert not any(f"layers.{k}" in line for line in changed for k in (1, 3, 4, 5))


def edited_graph(*, extra_in: int | None = None, extra: str = "silu") -> str:
    """Six layers of the model graph, renumbered; layer 4 also squares its activation (so it is written out),
    and a final ``silu`` after the last layer; with ``extra_in``, that layer applies its activation twice: one
    more ``silu`` than the others, which renumbering across the graph would pass on to every later one. With
    ``extra="add"``, it adds one to it instead: one more ``add`` ahead of the ``add`` the next layer reads."""
    lines = model_graph().splitlines()
    for k in (4, extra_in):
        if k is None:
            continue
        at = next(i for i, line in enumerate(lines) if f"torch.ops.aten.silu.default(mm_{k})" in line)
        twice = f"silu.default(silu_{k})" if extra == "silu" else f"add.Tensor(silu_{k}, 1)"
        call = twice if k == extra_in else f"mul.Tensor(silu_{k}, silu_{k})"
        name = f"{extra}_{100 + k}" if k == extra_in else f"sq_{k}"
        lines.insert(at + 1, f'        {name}: "f32[2, 8][8, 1]cpu" = torch.ops.aten.{call}')
    tail = ["        #> norm: model.Model.forward",
            '        silu_99: "f32[2, 8][8, 1]cpu" = torch.ops.aten.silu.default(add_5)', "        return (silu_99,)"]
    lines[-1:] = tail
    return normalize("\n".join(lines) + "\n", "fx")


def block_of(shown: list[str], at: int) -> str:
    """The layer whose fold or provenance line is the last one at or above line ``at`` ("" above every layer,
    "norm" after the last)."""
    for line in reversed(shown[:at + 1]):
        if line.startswith(("        #> layers.", "        #= layers.")):
            return line.split()[1].split(".")[1]
        if line.startswith("        #> norm"):
            return "norm"
    return ""


@pytest.mark.parametrize(("edited", "extra"), [(1, "silu"), (2, "silu"), (3, "silu"), (1, "add"), (2, "add"),
                                               (5, "add")])
def test_an_op_added_to_one_layer_renames_nothing_in_any_other(edited: int, extra: str) -> None:
    """Values are numbered within their layer: a layer that gains an op changes its own lines and no line of
    a later written layer, a later fold, or the lines after the last layer (globally numbered, each later
    ``silu`` would have been renamed). An ``add`` ahead of its output does not rename the output: what a layer
    hands on is ``layer_out_L2`` however many adds come before it, so the next layer's fold and the norm after
    the last layer read it by the same name."""
    import difflib

    before, after = edited_graph().splitlines(), edited_graph(extra_in=edited, extra=extra).splitlines()
    matcher = difflib.SequenceMatcher(None, before, after, autojunk=False)
    touched = {block_of(before, i) for tag, i1, i2, _, _ in matcher.get_opcodes() if tag != "equal"
               for i in range(i1, max(i2, i1 + 1))}
    touched |= {block_of(after, j) for tag, _, _, j1, j2 in matcher.get_opcodes() if tag != "equal"
                for j in range(j1, max(j2, j1 + 1))}
    assert touched == {str(edited)}, touched
    assert "#> layers.4.feed_forward" in "\n".join(after) and "silu_L4" in "\n".join(after)


@pytest.mark.parametrize("edited", [0, 1])
def test_in_a_run_of_two_written_out_an_op_ahead_of_a_layers_output_changes_that_layer_only(edited: int) -> None:
    """Two layers are written out (neither can be told the edited one). The second layer's first line and the
    ``return`` read what the layer above hands on, by a name that an ``add`` ahead of it does not change."""
    import difflib

    def graph(extra: bool) -> list[str]:
        lines = model_graph(layers=2).splitlines()
        if extra:
            at = next(i for i, line in enumerate(lines) if f"silu.default(mm{'_1' if edited else ''})" in line)
            silu = f"silu{'_1' if edited else ''}"
            lines.insert(at + 1, f'        add_100: "f32[2, 8][8, 1]cpu" = torch.ops.aten.add.Tensor({silu}, 1)')
        return normalize("\n".join(lines) + "\n", "fx").splitlines()

    before, after = graph(False), graph(True)
    assert not any(line.startswith("        #= ") for line in after)  # written out, both
    changed = [j for tag, _, _, j1, j2 in difflib.SequenceMatcher(None, before, after, autojunk=False).get_opcodes()
               if tag != "equal" for j in range(j1, j2)]
    assert changed and {block_of(after, j) for j in changed} == {str(edited)}
    assert any(line.startswith(f"        layer_out_L{edited}: ") for line in after)


def backward_graph(*, extra_saved_in: int | None = None) -> str:
    """A backward of six layers, last layer first, each reading the two ``mm`` its forward saved (parameters,
    numbered across the graph as AOT names them); with ``extra_saved_in``, that layer saved a third ``mm``."""
    saved: dict[int, list[str]] = {}
    count = 0
    for k in range(6):
        saved[k] = [f"mm_{count + i}" if count + i else "mm" for i in range(3 if k == extra_saved_in else 2)]
        count += len(saved[k])
    params = ", ".join(f'{name}: "f32[8, 8][8, 1]cpu"' for k in range(6) for name in saved[k])
    lines = ["class GraphModule(torch.nn.Module):",
             f'    def forward(self, primals_1: "f32[8, 8][8, 1]cpu", {params}, tangents_1: "f32[2, 8][8, 1]cpu"):']
    grad, serial = "tangents_1", 100
    for k in reversed(range(6)):
        lines.append(f"        #> layers.{k}.feed_forward: model.FeedForward.forward")
        for name in saved[k]:
            serial += 1
            lines.append(f'        mul_{serial}: "f32[2, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor({grad}, {name})')
            grad = f"mul_{serial}"
        serial += 1
        lines.append(f'        sum_{serial}: "f32[2, 8][8, 1]cpu" = torch.ops.aten.add.Tensor({grad}, {grad})')
        grad = f"sum_{serial}"
    lines += ["        #> norm: model.Model.forward",
              f'        neg: "f32[2, 8][8, 1]cpu" = torch.ops.aten.neg.default({grad})', "        return (neg,)", ""]
    return normalize("\n".join(lines), "fx")


@pytest.mark.parametrize("edited", [1, 3])
def test_a_tensor_one_layer_saves_more_renames_nothing_in_another(edited: int) -> None:
    """A backward's saved tensors are named by the layer that reads them (``mm_L3_1``), not numbered across the
    graph: one more saved ``mm`` in one layer renames no saved tensor of another, and folds say nothing of them
    (a layer reads its own saved tensors where the one it repeats reads its own: no pair)."""
    import difflib

    before, after = backward_graph(), backward_graph(extra_saved_in=edited)
    assert "        mm_L4_1: " in before and "mm_4" not in before
    assert "#= layers.2 as layers.5: " in before and "mm_L5" not in "".join(
        line for line in before.splitlines() if line.startswith("        #=   "))
    old, new = before.splitlines(), after.splitlines()
    changed = [j for tag, _, _, j1, j2 in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes()
               if tag != "equal" for j in range(j1, j2)]
    blocks = {block_of(new, j) for j in changed if not new[j].startswith(f"        mm_L{edited}_2: ")}
    assert changed and blocks == {str(edited)}, blocks
    assert f"        mm_L{edited}_2: " in after  # the signature's new line names the layer's third saved tensor
    assert golden_form.full(golden_form.present(golden_form.full(after))) == golden_form.full(after)


def test_renumbering_names_a_layers_values_by_it_and_numbers_the_rest_among_themselves() -> None:
    shown = edited_graph(extra_in=2)
    assert "silu_L2_1" in shown and "silu_7" not in shown  # layer 2's second silu, not the graph's eighth
    # the value after the last layer reads what the last layer hands on
    assert "silu: " in shown and "torch.ops.aten.silu.default(layer_out_L5)" in shown
    full = golden_form.full(shown)
    assert normalize(full, "fx") == shown  # named by layer already: renumbering leaves the names as they are


def test_long_lines_are_wrapped_one_item_per_line_and_joined_back() -> None:
    names = ", ".join(f"getitem_{i}" for i in range(40))
    line = f'        cat: "f32[40, 4][4, 1]cpu" = torch.ops.aten.cat.default([{names}], 1)'
    text = f"class GraphModule(torch.nn.Module):\n    def forward(self, x):\n{line}\n        return (cat,)\n"
    shown = golden_form.present(text)
    assert max(map(len, shown.splitlines())) <= golden_form.LIMIT
    assert "            getitem_7,\n" in shown or "                getitem_7,\n" in shown
    assert golden_form.full(shown) == text


def test_dynamo_aliases_are_stated_once() -> None:
    params = ", ".join(f'L_self_modules_layers_modules_{i}_weight_: "f32[4][1]cpu"' for i in range(3))
    aliases = [f"        l_self_modules_layers_modules_{i}_weight_ = L_self_modules_layers_modules_{i}_weight_"
               for i in range(3)]
    text = "\n".join(["class GraphModule(torch.nn.Module):", f"    def forward(self, {params}):", *aliases,
                      "        return (l_self_modules_layers_modules_0_weight_,)", ""])
    shown = golden_form.present(text)
    assert "l_self_modules_layers_modules_1_weight_ = " not in shown
    assert golden_form.full(shown) == text


def test_text_it_cannot_undo_is_left_as_it_is() -> None:
    # irregular spacing inside the brackets: joining the wrapped items back would not give these bytes
    odd = "class GraphModule(torch.nn.Module):\n    def forward(self, x):\n        y = f(" + ",".join(
        ["a"] * 150) + ")\n"
    assert golden_form.present(odd) == odd


def committed_fx_goldens() -> list[Path]:
    return sorted(p for p in (ROOT / "goldens").rglob("*.py") if "inductor" not in p.name)


@pytest.mark.parametrize("profile", ["cpu", "cuda"])
def test_every_committed_fx_golden_is_its_own_golden_form(profile: str) -> None:
    paths = [p for p in committed_fx_goldens() if p.relative_to(ROOT / "goldens").parts[0] == profile]
    assert paths
    for path in paths:
        body = path.read_text().split("\n", 1)[1]
        full = golden_form.full(body)
        assert golden_form.present(full) == body, path
        assert normalize(full, "fx") == body, path
        assert max(map(len, body.splitlines())) <= golden_form.LIMIT or "#> " in max(
            body.splitlines(), key=len), path


def test_a_name_too_long_for_any_line_is_spelled_out_once_in_a_legend() -> None:
    long = "L_args_0_modules_model_modules_layers_modules_0_" + "closure_0_cell_contents_" * 9 + "mesh"
    local = "l" + long[1:]
    text = "\n".join(["class GraphModule(torch.nn.Module):", f"    def forward(self, x, {long} : DeviceMesh):",
                      f"        {local} = {long}", f"        y = f(x, {local})", "        return (y,)", ""])
    shown = golden_form.present(text)
    assert max(map(len, shown.splitlines())) <= golden_form.LIMIT
    assert "long_name_1" in shown and golden_form.full(shown) == text


def long_layer(k: int, previous: str, *, extra: bool) -> list[str]:
    """A model-scale layer (45 statements); ``extra`` recomputes a transpose its twins read as an input."""
    n = "" if k == 0 else f"_{k}"
    lines = [f"        #> layers.{k}.mlp: model.MLP.forward"]
    if extra:
        lines.append(f'        t{n}: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(primals_{k + 2})')
    weight = f"t{n}" if extra else f"primals_{k + 2}"
    lines.append(f'        mm{n}: "f32[2, 8][8, 1]cpu" = torch.ops.aten.mm.default({previous}, {weight})')
    lines += [f'        relu_{45 * k + i}: "f32[2, 8][8, 1]cpu" = torch.ops.aten.relu.default('
              f'{f"relu_{45 * k + i - 1}" if i > 1 else f"mm{n}"})' for i in range(1, 45)]
    return lines


def test_a_layer_that_differs_in_a_few_lines_is_written_as_those_lines() -> None:
    params = ", ".join(f'primals_{i}: "f32[8, 8][8, 1]cpu"' for i in range(1, 6))
    lines = ["class GraphModule(torch.nn.Module):", f"    def forward(self, {params}):"]
    previous = "primals_1"
    for k in range(4):
        lines += long_layer(k, previous, extra=k == 2)
        previous = f"relu_{45 * k + 44}"
    text = normalize("\n".join(lines + [f"        return ({previous},)", ""]), "fx")
    # the transpose it adds and the matmul that reads it, in place of layer 0's matmul (its line 2)
    assert "#= layers.2 as layers.0: 47 lines, 2 written below" in text
    assert "#=   @ its lines 2-2 as these 2" in text and "torch.ops.aten.t.default(primals_4)" in text
    assert "#= layers.3 as layers.0: 46 lines" in text
    full = golden_form.full(text)
    assert golden_form.present(full) == text and full.count("#> layers.") == 4


def weighted_layer(k: int, previous: str, *, act: str) -> list[str]:
    """A model-scale layer whose every fifth line reads the layer's own weight (``primals_{k + 2}``)."""
    lines = [f"        #> layers.{k}.mlp: model.MLP.forward"]
    value = previous
    for i in range(1, 45):
        name = f"x_{45 * k + i}"
        op = act if i == 10 else "relu"
        call = f"torch.ops.aten.mul.Tensor({value}, primals_{k + 2})" if i % 5 == 0 and i != 10 else \
            f"torch.ops.aten.{op}.default({value})"
        lines.append(f'        {name}: "f32[2, 8][8, 1]cpu" = {call}')
        value = name
    return lines


def test_a_near_repeat_writes_only_its_real_differences_and_keeps_the_inputs_it_reads_renamed() -> None:
    """Layer 2's activation changed: its fold writes that one line; the lines that differ from layer 0's only by
    the weight they read are read through the fold's pairs (``primals_2 -> primals_4``), not written."""
    params = ", ".join(f'primals_{i}: "f32[8, 8][8, 1]cpu"' for i in range(1, 6))
    lines = ["class GraphModule(torch.nn.Module):", f"    def forward(self, {params}):"]
    previous = "primals_1"
    for k in range(4):
        lines += weighted_layer(k, previous, act="gelu" if k == 2 else "relu")
        previous = f"x_{45 * k + 44}"
    text = normalize("\n".join(lines + [f"        return ({previous},)", ""]), "fx")
    assert "#= layers.2 as layers.0: 45 lines, 1 written below" in text, text
    assert "primals_2 -> primals_4" in text and "torch.ops.aten.gelu.default(x_L2_8)" in text
    assert "#= layers.1 as layers.0: 45 lines\n" in text and "#= layers.3 as layers.0: 45 lines\n" in text
    assert golden_form.present(golden_form.full(text)) == text


def routed_layer(k: int, previous: str, experts: int = 4) -> list[str]:
    """A MoE-like layer: a data-dependent size per expert (``u{4k}..u{4k+3}`` for four) read into annotations and
    a message; values named as FX names them (a base, then ``_1``, ``_2``... across the graph)."""
    def fx(base: str, n: int) -> str:
        return base if n == 0 else f"{base}_{n}"
    lines = [f"        #> layers.{k}.moe: model.MoE.forward"]
    for j in range(experts):
        u, n = f"u{experts * k + j}", experts * k + j
        lines += [f'        {fx("item", n)}: "Sym({u})" = torch.ops.aten._local_scalar_dense.default({previous})',
                  f'        {fx("ge", n)}: "Sym({u} >= 0)" = {fx("item", n)} >= 0',
                  f'        {fx("_assert_scalar", n)} = torch.ops.aten._assert_scalar.default({fx("ge", n)}, '
                  f'"Runtime assertion failed for expression {u} >= 0 on node \'{fx("ge", n)}\'")']
    lines.append(f'        {fx("mul", k)}: "f32[u{experts * k} + u{experts * k + 1}, 8][8, 1]cpu" = '
                 f'torch.ops.aten.mul.Tensor({previous}, 2)')
    return lines


def test_data_dependent_sizes_are_renamed_like_values_so_moe_layers_fold() -> None:
    lines = ["class GraphModule(torch.nn.Module):", '    def forward(self, primals_1: "f32[8, 8][8, 1]cpu"):']
    previous = "primals_1"
    for k in range(3):
        lines += routed_layer(k, previous)
        previous = "mul" if k == 0 else f"mul_{k}"
    text = "\n".join(lines + [f"        return ({previous},)", ""])
    shown = golden_form.present(text)
    assert "#= layers.1 as layers.0: 14 lines" in shown and "#= layers.2 as layers.0: 14 lines" in shown, shown
    assert "u0..u3 -> u4..u7" in shown and "u0..u3 -> u8..u11" in shown
    assert golden_form.full(shown) == text


def routed_graph(*, first_layer_cache: bool = False, edited: int | None = None) -> str:
    """Three routed layers of 14 experts as torch prints them; with ``first_layer_cache``, the first layer also
    makes a value that every layer reads (a mask), so it is too unlike the others to be their reference; layer
    ``edited`` has one line more."""
    lines = ["class GraphModule(torch.nn.Module):", '    def forward(self, primals_1: "f32[8, 8][8, 1]cpu"):']
    previous = "primals_1"
    for k in range(3):
        layer_lines = routed_layer(k, previous, experts=14)
        if first_layer_cache:
            read_cache = f'        {"scaled" if k == 0 else f"scaled_{k}"}: "f32[8, 8][8, 1]cpu" = ' \
                         f'torch.ops.aten.mul.Tensor({previous}, cache)'
            cache = '        cache: "f32[8, 8][8, 1]cpu" = torch.ops.aten.ones_like.default(primals_1)'
            made = [cache] if k == 0 else []
            layer_lines = layer_lines[:1] + made + [read_cache] + layer_lines[1:]
        if k == edited:
            layer_lines.insert(-1, f'        extra: "f32[8, 8][8, 1]cpu" = torch.ops.aten.neg.default({previous})')
        lines += layer_lines
        previous = "mul" if k == 0 else f"mul_{k}"
    return "\n".join(lines + [f"        return ({previous},)", ""])


@pytest.mark.parametrize("first_layer_cache", [False, True])
def test_renumbered_moe_layers_fold_with_their_sizes_and_assertions_read_as_inputs(first_layer_cache: bool) -> None:
    """Through the whole normalization: values renumbered by layer (``ge_L1_2``) while an assertion's message
    still named torch's graph-wide node (``on node 'ge_6'``) kept every MoE layer from folding. The message
    names the value it asserts, as renumbered; a first layer unlike the rest puts a pattern before it, which
    reads the sizes as the first layer's, and the later layers fold on it exactly."""
    shown = normalize(routed_graph(first_layer_cache=first_layer_cache), "fx")
    assert "on node 'ge_L0_1'" in shown and "on node 'ge_15'" not in shown, shown
    assert "layers.1 as layers.0: " in shown and "layers.2 as layers.0: " in shown, shown
    assert "layers.1 as layers.0: 44 lines, " not in shown, shown  # exact folds: nothing written below them
    assert "u0..u13 -> u14..u27" in shown and "u0..u13 -> u28..u41" in shown, shown
    if first_layer_cache:
        assert "#= layers.0 pattern: " in shown, shown
    assert golden_form.present(golden_form.full(shown)) == shown


def test_an_edited_moe_layer_writes_its_edit_alone_its_sizes_read_through_the_pairs() -> None:
    """A near fold reads data-dependent sizes and assertion messages as an exact fold does: layer 1's one line
    more is all it writes, where every line naming ``u14..u27`` was written before."""
    shown = normalize(routed_graph(edited=1), "fx")
    assert "#= layers.1 as layers.0: 45 lines, 1 written below" in shown, shown
    assert "u0..u13 -> u14..u27" in shown and "#= layers.2 as layers.0: 44 lines\n" in shown, shown
    assert golden_form.present(golden_form.full(shown)) == shown


def test_the_review_calls_a_change_of_form_alone_by_its_name() -> None:
    """A golden written out where it was folded (or folded otherwise) is the same graph: the review says so."""
    from fxgolden.review.classify import FORM_ONLY, Label, classify

    lines = ["class GraphModule(torch.nn.Module):", '    def forward(self, primals_1: "f32[8, 8][8, 1]cpu"):']
    previous = "primals_1"
    for k in range(3):
        lines += routed_layer(k, previous)
        previous = "mul" if k == 0 else f"mul_{k}"
    text = "\n".join(lines + [f"        return ({previous},)", ""])
    folded = golden_form.present(text)
    assert folded != text
    result = classify(text, folded, ArtifactName.parse("g0.forward.py"))
    assert result.labels == (Label.RENAME_ONLY,) and result.details == (FORM_ONLY,)
    edited = folded.replace("torch.ops.aten.mul.Tensor(primals_1, 2)", "torch.ops.aten.mul.Tensor(primals_1, 3)")
    assert FORM_ONLY not in classify(text, edited, ArtifactName.parse("g0.forward.py")).details


def encoder_decoder_graph(*, extra_in_encoder: int | None = None) -> str:
    """Three encoder and three decoder layers (``encoder.layers.0`` and ``decoder.layers.0``: the same indices),
    numbered across the graph as torch numbers them; with ``extra_in_encoder``, that encoder layer applies its
    activation twice."""
    params = ", ".join(f'primals_{i}: "f32[8, 8][8, 1]cpu"' for i in range(1, 14))
    lines = ["class GraphModule(torch.nn.Module):", f"    def forward(self, {params}):"]
    previous, n = "primals_1", 0
    for stack in ("encoder", "decoder"):
        for k in range(3):
            suffix = f"_{n}" if n else ""
            stacked = [line.replace(f"layers.{n}.", f"{stack}.layers.{k}.") for line in layer(n, first_input=previous)]
            if stack == "encoder" and k == extra_in_encoder:
                twice = f"torch.ops.aten.silu.default(silu{suffix})"
                stacked.insert(4, f'        silu_{100 + n}: "f32[2, 8][8, 1]cpu" = {twice}')
            lines += stacked
            previous, n = f"add{suffix}", n + 1
    lines += [f"        return ({previous},)", ""]
    return normalize("\n".join(lines), "fx")


def test_an_encoder_and_a_decoder_sharing_layer_indices_name_values_by_their_stack_and_layer() -> None:
    """Two containers whose layers share indices: tags carry the container's initials (``_eL1``, ``_dL1``), so
    an op added to one encoder layer renames nothing in another layer or in the decoder."""
    import difflib

    before = encoder_decoder_graph()
    full = golden_form.full(before)
    assert "silu_eL1" in full and "silu_dL1" in full and "silu_L1" not in full
    assert "#= decoder.layers.2 as decoder.layers.0" in before  # each stack folds on its own first layer
    assert normalize(full, "fx") == before  # named so already: renumbering leaves the names as they are
    after = encoder_decoder_graph(extra_in_encoder=1)
    old, new = before.splitlines(), after.splitlines()
    touched = set()
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if tag != "equal":
            touched |= {stack_block(old, i) for i in range(i1, max(i2, i1 + 1))}
            touched |= {stack_block(new, j) for j in range(j1, max(j2, j1 + 1))}
    assert touched == {"encoder.layers.1"}, touched


def stack_block(shown: list[str], at: int) -> str:
    """The layer (``encoder.layers.1``) whose fold or provenance line is the last one at or above line ``at``."""
    for line in reversed(shown[:at + 1]):
        if line.startswith(("        #> ", "        #= ")) and ".layers." in line.split()[1]:
            return ".".join(line.split()[1].rstrip(":").split(".")[:3])
    return ""


def recomputing_graph(*, act_of: dict[int, str] | None = None) -> str:
    """Four model-scale layers as a backward prints them: the first is cut by two lines of a module outside
    every layer (the rotary embedding's ``sin``, recomputed where that layer first needs it), then makes a
    value from it that every layer reads."""
    params = ", ".join(f'primals_{i}: "f32[8, 8][8, 1]cpu"' for i in range(1, 7))
    lines = ["class GraphModule(torch.nn.Module):", f"    def forward(self, {params}):"]
    previous = "primals_1"
    for k in range(4):
        layer_lines = weighted_layer(k, previous, act=(act_of or {}).get(k, "relu"))
        if k == 0:
            layer_lines[20:20] = ["        #> rotary_emb: model.Rotary.forward",
                                  '        sin: "f32[2, 8][8, 1]cpu" = torch.ops.aten.sin.default(primals_6)',
                                  "        #> layers.0.mlp: model.MLP.forward",
                                  '        cached: "f32[2, 8][8, 1]cpu" = torch.ops.aten.neg.default(sin)']
        at = 23 if k == 0 else 21  # a line after the recompute, in each layer, reads the cached value too
        layer_lines[at] = layer_lines[at].replace(".relu.default(", ".add.Tensor(cached, ")
        lines += layer_lines
        previous = f"x_{45 * k + 44}"
    return "\n".join(lines + [f"        return ({previous},)", ""])


@pytest.mark.parametrize("edited", [1, 2, 3])
def test_a_few_lines_of_a_module_outside_every_layer_do_not_cut_it(edited: int) -> None:
    """Cut by the recompute, the first layer was three segments, none of them the others' shape: the second
    layer was written out and the others folded on it, so an edit to it changed their folds. Taken into the
    first layer, the recompute leaves it the run's first layer, too unlike the others to be their reference:
    the pattern goes before it, and an edit to any later layer changes that layer's fold alone."""
    import difflib

    shown = normalize(recomputing_graph(), "fx")
    assert "#= layers.0 pattern: 45 lines" in shown, shown
    for k in (1, 2, 3):
        assert f"#= layers.{k} as layers.0: 45 lines\n" in shown, shown
    before, after = shown.splitlines(), normalize(recomputing_graph(act_of={edited: "gelu"}), "fx").splitlines()
    changed = [line for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, before, after).get_opcodes()
               if tag != "equal" for line in before[i1:i2] + after[j1:j2]]
    assert changed and all(f"layers.{edited}" in line or f"_L{edited}" in line or line.startswith("        #=   ")
                           for line in changed), changed
    assert f"#= layers.{edited} as layers.0: 45 lines, 1 written below" in "\n".join(after)


def saving_graph() -> str:
    """Four model-scale layers of a backward, each reading a tensor its forward saved (``relu_3``, a parameter:
    renumbering names it by the one layer that reads it, ``relu_L1``). The first also makes a value every layer
    reads, and where the others read their saved tensor it negates (an edit there)."""
    saved = [f"relu_{4 * k + 3}" for k in range(4)]
    params = ", ".join([f'primals_{i}: "f32[8, 8][8, 1]cpu"' for i in range(1, 7)]
                       + [f'{name}: "f32[2, 8][8, 1]cpu"' for name in saved])
    lines = ["class GraphModule(torch.nn.Module):", f"    def forward(self, {params}):"]
    previous = "primals_1"
    for k in range(4):
        layer_lines = weighted_layer(k, previous, act="relu")
        layer_lines[32] = layer_lines[32].replace(".relu.default(", ".neg.default(" if k == 0 else
                                                  f".add.Tensor({saved[k]}, ")
        layer_lines[21] = layer_lines[21].replace(".relu.default(", ".add.Tensor(cached, ")
        if k == 0:
            layer_lines[1:1] = ['        cached: "f32[2, 8][8, 1]cpu" = torch.ops.aten.ones_like.default(primals_1)']
        lines += layer_lines
        previous = f"x_{45 * k + 44}"
    return "\n".join(lines + [f"        return ({previous},)", ""])


def test_a_pattern_reads_the_first_layers_own_saved_tensor_where_the_second_reads_its_own() -> None:
    """The second layer reads its saved tensor (``relu_L1``) on a line the first has otherwise: the pattern,
    written as the first layer would read it, reads the first layer's own (``relu_L0``), and the later layers
    fold on it exactly. Without that, no pattern, and the later layers folded on the first."""
    shown = normalize(saving_graph(), "fx")
    assert "#= layers.0 pattern: 45 lines" in shown, shown
    assert "#= layers.0 as layers.0: 46 lines, 2 written below" in shown, shown
    for k in (1, 2, 3):
        assert f"#= layers.{k} as layers.0: 45 lines\n" in shown, shown
    assert golden_form.present(golden_form.full(shown)) == shown
