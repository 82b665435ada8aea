"""One edit of a model's source is one review row in the model's words (issue 31): an op traced as another
at N sites, whichever stages show it, and a change of sequence length as "only shapes changed"."""

from __future__ import annotations

from pathlib import Path

from fxgolden.normalize.pipeline import normalize
from fxgolden.review import rootcause
from fxgolden.review.changes import build_change
from fxgolden.review.rewrites import Edit, rewrites
from fxgolden.text import golden_form, graphtext


def graph(act: str, *, seq: int = 16, layers: int = 3, backward: bool = False) -> str:
    lines = ["class GraphModule(torch.nn.Module):",
             f'    def forward(self, primals_1: "f32[2, {seq}, 8][{seq * 8}, 8, 1]cpu", '
             + ", ".join(f'primals_{i}: "f32[8, 8][8, 1]cpu"' for i in range(2, layers + 2)) + "):"]
    previous = "primals_1"
    for k in range(layers):
        n = f"_{k}" if k else ""
        op = f"{act}_backward" if backward else act
        lines += [f"        #> layers.{k}.mlp: model.MLP.forward",
                  f'        mm{n}: "f32[2, {seq}, 8][{seq * 8}, 8, 1]cpu" = '
                  f"torch.ops.aten.mm.default({previous}, primals_{k + 2})",
                  f'        view{n}: "f32[2, {seq}, 8][{seq * 8}, 8, 1]cpu" = '
                  f"torch.ops.aten.view.default(mm{n}, [2, {seq}, 8])",
                  f'        act{n}: "f32[2, {seq}, 8][{seq * 8}, 8, 1]cpu" = torch.ops.aten.{op}.default(view{n})']
        previous = f"act{n}"
    lines += [f"        return ({previous},)", ""]
    return normalize("\n".join(lines), "fx")


def change(case_id: str, filename: str, old: str, new: str) -> rootcause.Change:
    return build_change(case_id, filename, old, new, old_label="golden", new_label="actual")


def test_one_activation_swapped_in_every_stage_and_case_is_one_structural_row() -> None:
    changes = [change(case, f"g0.{stage}.py", graph("silu", backward=stage == "backward"),
                      graph("gelu", backward=stage == "backward"))
               for case in ("llama/tp", "llama/tp_sp") for stage in ("forward", "backward")]
    rows = rootcause.group(changes)
    assert len(rows) == 1, [r.description for r in rows]
    assert rows[0].label == "structural"
    assert rows[0].description.startswith("ops traced as others, matched op by op: silu → gelu at 12 sites")
    assert "(forward, backward; in layers.{0..2}.mlp)" in rows[0].description  # the stages, then where
    assert rows[0].representative is not None and rows[0].representative.filename.startswith("g0.")


def test_a_longer_sequence_is_reported_as_shapes_only() -> None:
    rows = rootcause.group([change("llama/tp", "g0.forward.py", graph("silu"), graph("silu", seq=32))])
    assert len(rows) == 1
    assert rows[0].description.startswith("only shapes changed: 16 → 32"), rows[0].description


def test_an_op_added_is_not_called_a_swap_or_a_shape_change() -> None:
    old, new = graph("silu"), graph("silu").replace("        return", "        extra: \"f32[2]\" = "
                                                    "torch.ops.aten.relu.default(act_2)\n        return")
    rows = rootcause.group([change("llama/tp", "g0.forward.py", old, new)])
    assert "traced as others" not in rows[0].description and "only shapes" not in rows[0].description


def test_a_change_inside_one_layer_says_which_layer_stopped_repeating() -> None:
    old, new = graph("silu"), graph("silu")
    new_lines = new.splitlines()
    # layer 2 of the new graph reads its matmul twice: it is written out instead of folded
    unfolded = golden_form.full(new)
    edited = unfolded.replace("torch.ops.aten.view.default(mm_L2, [2, 16, 8])",
                              "torch.ops.aten.view.default(mm_L2, [2, 16, 8, 1])")
    assert edited != unfolded and new_lines
    classified = change("llama/tp", "g0.forward.py", old, golden_form.present(edited)).classification
    assert "layers.2 no longer repeats layers.0" in classified.details


LITGPT = Path(__file__).parent / "data" / "review" / "litgpt_every_mlp_times2"


def test_an_edit_to_every_layer_of_a_real_model_pairs_each_layer_with_itself() -> None:
    """litgpt's Llama under a scratch project's tensor parallelism (4 layers), before and after ``x_fc_2 * 2``
    in its MLP. Matched by op alone, the repeated layers paired layer 3's ops with the wrong ones, and the
    review listed a whole layer as removed and added (dozens of ``op added`` / ``op removed`` edits)."""
    for stage in ("dynamo", "forward"):
        old, new = (
            (LITGPT / f"g0.{stage}.{side}.py").read_text(encoding="utf-8").split("\n", 1)[1]
            for side in ("golden", "actual"))
        found = rewrites(graphtext.parse(golden_form.full(old), "fx"), graphtext.parse(golden_form.full(new), "fx"))
        assert {r.edit for r in found} <= {Edit.OP_ADDED, Edit.ARGUMENTS, Edit.WIRING, Edit.OUTPUTS}, found
        assert [(r.key, r.sites) for r in found if r.edit is Edit.OP_ADDED] == [("mul", 4)], stage
        [row] = rootcause.group([change("lit/llama_tp", f"g0.{stage}.py", old, new)])
        assert row.description.startswith("op added: mul at 4 sites"), row.description
        assert "in transformer.h.{0..3}.mlp" in row.description, row.description
