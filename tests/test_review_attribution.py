"""One edit of the model's code is one root-cause row, whichever graphs show it and however decompositions spell it.

The graphs are written the way fxgolden's goldens are (provenance lines name the module that ran each op):
the model's ``silu`` in layer 2 becomes ``gelu``. Dynamo's graph shows ``silu → gelu``; the AOT forward, after
decompositions, shows other ops in the same module. A change the compiler made in another module of the same
graph is a row of its own.
"""

from __future__ import annotations

from fxgolden.base.artifact import ArtifactName
from fxgolden.review import rootcause
from fxgolden.review.changes import build_change
from fxgolden.review.classify import Label, classify
from fxgolden.review.edit_rows import where

HEAD = "class GraphModule(torch.nn.Module):\n    def forward(self, x: \"f32[4][1]cpu\"):\n"


def graph(*blocks: tuple[str, list[str]]) -> str:
    """A graph whose blocks each start with a provenance line for their module."""
    lines = [HEAD]
    for module, statements in blocks:
        lines.append(f"        #> {module}: model.Block.forward\n")
        lines += [f"        {s}\n" for s in statements]
    return "".join(lines)


SILU_DYNAMO = ['act: "f32[4][1]cpu" = torch.nn.functional.silu(h)']
GELU_DYNAMO = ['act: "f32[4][1]cpu" = torch._C._nn.gelu(h)']
# silu and gelu as the AOT forward decomposes them: other ops, in the same module
SILU_AOT = ['neg: "f32[4][1]cpu" = torch.ops.aten.neg.default(h)',
            'exp: "f32[4][1]cpu" = torch.ops.aten.exp.default(neg)',
            'act: "f32[4][1]cpu" = torch.ops.aten.div.Tensor(h, exp)']
GELU_AOT = ['mul: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(h, 0.7071067811865476)',
            'erf: "f32[4][1]cpu" = torch.ops.aten.erf.default(mul)',
            'act: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(h, erf)']


def model(kind: str, *, edited_layer: int | None, compiler_change: bool = False) -> str:
    """Three layers; ``edited_layer`` uses gelu; ``compiler_change`` adds a clone in the attention block."""
    silu, gelu = (SILU_DYNAMO, GELU_DYNAMO) if kind == "dynamo" else (SILU_AOT, GELU_AOT)
    blocks = []
    for index in range(3):
        blocks.append((f"layers.{index}.mlp", ['h: "f32[4][1]cpu" = torch.ops.aten.mm.default(x, x)',
                                               *(gelu if index == edited_layer else silu)]))
    attention = ['a: "f32[4][1]cpu" = torch.ops.aten.relu.default(x)']
    if compiler_change and kind != "dynamo":
        attention.append('c: "f32[4][1]cpu" = torch.ops.aten.clone.default(a)')
    blocks.append(("attention", attention))
    return graph(*blocks)


def changes(case: str, *, edited_layer: int, compiler_change: bool = False, same_torch: bool = False):
    """``same_torch``: the run that wrote the new sides used the torch that made the goldens."""
    out = []
    for stage in ("dynamo", "forward"):
        old = model(stage, edited_layer=None)
        new = model(stage, edited_layer=edited_layer, compiler_change=compiler_change)
        out.append(build_change(case, f"g0.{stage}.py", old, new, old_label="golden", new_label="actual",
                                compiler_as_goldens=same_torch))
    return out


def test_an_activation_edit_is_one_row_headed_by_the_model_code_and_naming_its_layer():
    """Case ``decomposed`` shows the edit as other ops in its AOT forward, case ``kept`` as ``silu → gelu`` in
    both graphs: one row, the model's words, every artifact once."""
    def aten(text: str) -> str:
        return text.replace("torch.nn.functional.silu", "torch.ops.aten.silu.default") \
            .replace("torch._C._nn.gelu", "torch.ops.aten.gelu.default")
    old, new = model("dynamo", edited_layer=None), model("dynamo", edited_layer=2)
    kept = [build_change("m/kept", "g0.dynamo.py", old, new, old_label="golden", new_label="actual"),
            build_change("m/kept", "g0.forward.py", aten(old), aten(new), old_label="golden", new_label="actual")]
    rows = rootcause.group(changes("m/decomposed", edited_layer=2) + kept)
    assert len(rows) == 1, [r.description for r in rows]
    row = rows[0]
    assert "silu → gelu" in row.description
    assert "in layers.2.mlp only" in row.description
    assert sorted(c.key for c in row.changes) == ["m/decomposed/g0.dynamo", "m/decomposed/g0.forward",
                                                   "m/kept/g0.dynamo", "m/kept/g0.forward"]


def test_the_decomposed_edit_alone_would_be_a_row_of_its_own():
    """Without Dynamo's graph there is nothing higher to attribute to: the AOT edit heads its own row."""
    forward_only = [c for c in changes("m/one", edited_layer=2) if c.filename == "g0.forward.py"]
    rows = rootcause.group(forward_only)
    assert len(rows) == 1 and "silu → gelu" not in rows[0].description


def test_a_compiler_change_in_another_module_stays_its_own_row_and_counts_add_up():
    found = changes("m/one", edited_layer=0, compiler_change=True) + changes("m/two", edited_layer=0)
    rows = rootcause.group(found)
    descriptions = [r.description for r in rows]
    assert any("silu → gelu" in d for d in descriptions), descriptions
    assert any("clone" in d and "in attention only" in d for d in descriptions), descriptions
    edit_row = next(r for r in rows if "silu → gelu" in r.description)
    assert edit_row.cases == ["m/one", "m/two"]
    # the forward of m/one shows both changes, so it is in both rows; every other artifact in exactly one
    listed = sorted(c.key for r in rows for c in r.changes)
    assert listed.count("m/one/g0.forward") == 2 and listed.count("m/two/g0.forward") == 1


def test_with_the_goldens_torch_a_change_in_another_module_is_the_model_edits_doing_and_one_row():
    """The compiler did not change, so the clone the AOT forward gained in the attention block (the partitioner
    deciding otherwise for the whole graph) can only come from the traced graph's edit: one row, each file once."""
    found = changes("m/one", edited_layer=0, compiler_change=True, same_torch=True) + \
        changes("m/two", edited_layer=0, same_torch=True)
    rows = rootcause.group(found)
    assert len(rows) == 1 and "silu → gelu" in rows[0].description, [r.description for r in rows]
    assert sorted(c.key for c in rows[0].changes) == ["m/one/g0.dynamo", "m/one/g0.forward", "m/two/g0.dynamo",
                                                      "m/two/g0.forward"]  # 4 files changed, 4 counted
    # the same changes written by another torch: the clone is a row of its own (the test above)


def test_an_op_that_went_and_another_that_came_is_no_move_across_a_collective():
    """The exp of silu went, an exp of another computation came after the wait: not the same node moved."""
    def with_wait(exp_after: bool) -> str:
        body = ['ar: "f32[4][1]cpu" = torch.ops._c10d_functional.all_reduce.default(x, \'sum\', \'tp\')',
                'w: "f32[4][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(ar)']
        before = ['n: "f32[4][1]cpu" = torch.ops.aten.neg.default(x)',
                  'e: "f32[4][1]cpu" = torch.ops.aten.exp.default(n)']
        after = ['m: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(w, w)',
                 'e: "f32[4][1]cpu" = torch.ops.aten.exp.default(m)']
        return graph(("block", body + after) if exp_after else ("block", before + body))
    result = classify(with_wait(False), with_wait(True), ArtifactName.parse("g0.forward.py"))
    assert Label.OVERLAP not in result.labels, result
    moved = graph(("block", ['ar: "f32[4][1]cpu" = torch.ops._c10d_functional.all_reduce.default(x, \'sum\', \'tp\')',
                             'e: "f32[4][1]cpu" = torch.ops.aten.exp.default(x)',
                             'w: "f32[4][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(ar)']))
    unmoved = graph(("block", ['ar: "f32[4][1]cpu" = torch.ops._c10d_functional.all_reduce.default(x, \'sum\', \'tp\')',
                               'w: "f32[4][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(ar)',
                               'e: "f32[4][1]cpu" = torch.ops.aten.exp.default(x)']))
    assert Label.OVERLAP in classify(unmoved, moved, ArtifactName.parse("g0.forward.py")).labels


def test_where_writes_layers_once():
    assert where(frozenset({f"layers.{i}.mlp" for i in range(6)})) == "layers.{0..5}.mlp"
    assert where(frozenset({"layers.0.mlp", "layers.2.mlp"})) == "layers.{0, 2}.mlp"
    assert where(frozenset({"layers.3.mlp"})) == "layers.3.mlp only"
    assert where(frozenset({""})) == ""
