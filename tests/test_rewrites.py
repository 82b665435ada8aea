"""Two graphs matched op by op: each edit named once, the renumbering an edit causes never an edit of its own."""

from __future__ import annotations

import re
from pathlib import Path

from fxgolden.review.rewrites import Edit, rewrites
from fxgolden.text import graphtext

GOLDEN = Path(__file__).resolve().parents[1] / "goldens" / "cpu" / "core" / "dtensor_matmul_redistribute[S0]"


def body(filename: str) -> str:
    return (GOLDEN / filename).read_text(encoding="utf-8").split("\n", 1)[1]


def edits(old: str, new: str, dialect: str = "fx") -> list[tuple[Edit, str, str, int]]:
    return [(r.edit, r.key, r.instance, r.sites)
            for r in rewrites(graphtext.parse(old, dialect), graphtext.parse(new, dialect))]


def drop_untyped_input(text: str) -> str:
    """What torch 2.11 does to 2.13's AOT graphs: no DeviceMesh input (``primals_2``), every later one renumbered."""
    text = text.replace(", primals_2, ", ", ").replace("primals_2,\n", "")
    return re.sub(r"primals_(\d+)", lambda m: f"primals_{int(m.group(1)) - 1}" if int(m.group(1)) > 2
                  else m.group(0), text)


def test_an_input_removed_is_one_edit_and_its_renumbering_none() -> None:
    old = body("g0.forward.py")
    new = drop_untyped_input(old)
    assert "primals_3" not in new and new != old
    assert edits(old, new) == [(Edit.INPUT_REMOVED, "an untyped input", "", 1)]
    # Inductor's wrapper unpacks the same inputs from args: the same edit, nothing else
    inductor = body("g0.inductor_forward.py")
    assert [e[0] for e in edits(inductor, drop_untyped_input(inductor), "inductor")] == [Edit.INPUT_REMOVED]


def test_methods_traced_as_dynamo_wrappers_are_one_key_with_the_method_as_instance() -> None:
    old = body("g0.dynamo.py")
    new = old.replace("y.redistribute(", "torch__dynamo_variables_tensor_prim_redistribute(y, ").replace(
        "redistribute.to_local()", "torch__dynamo_variables_tensor_prim_to_local_1(redistribute)")
    assert new != old
    assert edits(old, new) == [
        (Edit.WRAPPED, "* → torch__dynamo_variables_tensor_prim_*", "redistribute", 1),
        (Edit.WRAPPED, "* → torch__dynamo_variables_tensor_prim_*", "to_local", 1)]


def test_an_op_traced_as_another_and_new_shapes_are_told_apart() -> None:
    old = body("g0.forward.py")
    swapped = old.replace("aten.permute.default", "aten.transpose.int")
    assert edits(old, swapped) == [(Edit.SWAPPED, "permute → transpose", "", 2)]
    longer = old.replace("[4, 8]", "[6, 8]")
    [(edit, key, instance, _)] = edits(old, longer)
    assert (edit, key, instance) == (Edit.SHAPES, "only shapes changed", "4 → 6")
    # an argument that is no shape: a changed constant of a call
    other = old.replace("[1, 0])", "[0, 1])", 1)
    assert edits(old, other) == [(Edit.ARGUMENTS, "permute: ∅ → N ,; , N → ∅", "", 1)]


def test_a_value_read_where_a_float_was_is_one_masked_number() -> None:
    """``1.0`` (and ``1e-05``) is one number: the key reads ``v → N``, not ``v → N . N``."""
    head = 'class GraphModule(torch.nn.Module):\n    def forward(self, x: "f32[4]", y: "f32[4]"):\n'
    old = head + '        add: "f32[4]" = torch.ops.aten.add.Tensor(x, y)\n        return (add,)\n'
    for number in ("1.0", "1e-05"):
        new = old.replace("(x, y)", f"(x, {number})")
        assert edits(old, new) == [(Edit.ARGUMENTS, "add: v → N", "", 1)], number


def test_a_size_an_op_without_a_tensor_takes_changes_with_the_shapes() -> None:
    """A longer sequence changes the shapes and the sizes that shapeless calls take (Hugging Face's mask code:
    ``arange(0, 8)``, ``_vmap_increment_nesting(8, 'error')``): one shape change. The same call's size changed
    alone is an argument change."""
    head = 'class GraphModule(torch.nn.Module):\n    def forward(self, x: "f32[2, 8]"):\n'
    old = head + ("        nesting = torch._functorch.predispatch._vmap_increment_nesting(8, 'error')\n"
                  '        y: "f32[2, 8]" = torch.relu(x)\n        return (y,)\n')
    longer = old.replace("[2, 8]", "[2, 16]").replace("(8, 'error')", "(16, 'error')")
    [(edit, key, instance, _)] = edits(old, longer)
    assert (edit, key, instance) == (Edit.SHAPES, "only shapes changed", "8 → 16")
    alone = old.replace("(8, 'error')", "(16, 'error')")
    assert [e[0] for e in edits(old, alone)] == [Edit.ARGUMENTS]
