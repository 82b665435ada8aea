"""Diff classification: inject one change of each kind into a copy of real goldens, check the labels.

The goldens under tests/data/review/ were produced by fxgolden with torch
2.13.0 CPU (an Inductor case with an all_reduce, C++ kernels and an extern
mm). Each injection edits the text the way a compiler change would.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Callable

import pytest

from fxgolden.base.artifact import ArtifactName
from fxgolden.golden import header as header_mod
from fxgolden.review.classify import Label, classify, classify_summary
from fxgolden.text import graphtext as gt

DATA = Path(__file__).parent / "data" / "review" / "fix_ar_pointwise"


@pytest.fixture(scope="module")
def goldens(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A copy of the fixture goldens (injections never touch the originals)."""
    copy = tmp_path_factory.mktemp("goldens") / "fix" / "ar_pointwise"
    shutil.copytree(DATA, copy)
    return copy


def body(folder: Path, name: str) -> str:
    return header_mod.split((folder / name).read_text(encoding="utf-8"))[1]


def rename_word(text: str, old: str, new: str) -> str:
    """Rename a bare identifier (not an attribute like ``aten.mul``)."""
    return re.sub(rf"(?<![\w.]){re.escape(old)}(?!\w)", new, text)


def move_line(text: str, pattern: str, *, before: str) -> str:
    """Move the first line containing ``pattern`` to just before the first line containing ``before``."""
    lines = text.splitlines(keepends=True)
    moving = next(i for i, l in enumerate(lines) if pattern in l)
    line = lines.pop(moving)
    target = next(i for i, l in enumerate(lines) if before in l)
    lines.insert(target, line)
    return "".join(lines)


def swap_lines(text: str, first: str, second: str) -> str:
    lines = text.splitlines(keepends=True)
    i = next(n for n, l in enumerate(lines) if first in l)
    j = next(n for n, l in enumerate(lines) if second in l)
    lines[i], lines[j] = lines[j], lines[i]
    return "".join(lines)


def insert_after(text: str, anchor: str, new_line: str) -> str:
    lines = text.splitlines(keepends=True)
    i = next(n for n, l in enumerate(lines) if anchor in l)
    lines.insert(i + 1, new_line + "\n")
    return "".join(lines)


FX = "g0.forward.py"
IND = "g0.inductor_forward.py"
SUMMARY = "summary.yaml"
MM_FX = "mm: \"f32[8, 8][8, 1]cpu\" = torch.ops.aten.mm.default"

Injection = Callable[[str], str]

# (id, golden file, injection, expected labels exactly, a detail that must be mentioned or "")
CASES: list[tuple[str, str, Injection, set[Label], str]] = [
    ("fx rename values", FX,
     lambda t: rename_word(rename_word(t, "mul", "scaled"), "primals_2", "arg1_1"), {Label.RENAME_ONLY}, ""),
    ("inductor rename buffers and kernels", IND,
     lambda t: rename_word(rename_word(t, "buf5", "buf3"), "cpp_fused_add_cos_relu_threshold_backward_1",
                           "cpp_fused_add_cos_relu_threshold_backward_4"), {Label.RENAME_ONLY}, ""),
    ("fx swap two independent ops", FX,
     lambda t: swap_lines(t, "torch.ops.aten.le.Scalar", "torch.ops.aten.permute.default"), {Label.REORDER}, ""),
    ("fx add an op", FX,
     lambda t: insert_after(t, "torch.ops.aten.relu.default",
                            '        neg: "f32[8, 8][8, 1]cpu" = torch.ops.aten.neg.default(relu)'),
     {Label.STRUCTURAL}, "aten.neg.default 0 → 1"),
    ("inductor add an extern mm", IND,
     lambda t: insert_after(t, "extern_kernels.mm(", "        extern_kernels.mm(primals_2, primals_1, out=buf6)"),
     {Label.STRUCTURAL}, "extern_kernels.mm 1 → 2"),
    ("fx move compute across the wait", FX,
     lambda t: move_line(t, MM_FX, before="wait_tensor.default(all_reduce)"), {Label.OVERLAP}, "aten.mm.default"),
    ("inductor move the mm before the wait", IND,
     lambda t: move_line(t, "extern_kernels.mm(", before="wait_tensor.default(buf0)"), {Label.OVERLAP},
     "extern_kernels.mm"),
    ("fx change a collective", FX,
     lambda t: t.replace("all_reduce.default(mul, 'sum'", "all_reduce.default(mul, 'avg'"),
     {Label.COLLECTIVES}, ""),
    ("inductor change a collective", IND,
     lambda t: t.replace("all_reduce_.default(buf0, 'sum', 'mesh_tp')",
                         "reduce_scatter_tensor.default(buf0, 'sum', 4, 'mesh_tp')"),
     {Label.COLLECTIVES, Label.STRUCTURAL}, "_c10d_functional.all_reduce_.default 1 → 0"),
    ("fx drop the wait", FX,
     lambda t: t.replace("torch.ops._c10d_functional.wait_tensor.default(all_reduce)", "all_reduce"),
     {Label.COLLECTIVES, Label.STRUCTURAL}, ""),
    ("inductor change only an assert line", IND,
     lambda t: t.replace("assert_size_stride(primals_2, (8, 8), (8, 1), 'input')",
                         "assert_size_stride(primals_2, (8, 8), (1, 8), 'input')"), {Label.RUNTIME_CHECKS}, ""),
    ("inductor drop an assert and add an alignment check", IND,
     lambda t: t.replace("        assert_size_stride(primals_1, (8, 8), (8, 1), 'input')\n",
                         "        assert_alignment(primals_1, 16, 'input')\n"), {Label.RUNTIME_CHECKS}, ""),
    ("inductor change a kernel body", IND,
     lambda t: t.replace("static_cast<float>(2.0)", "static_cast<float>(3.0)"), {Label.KERNEL_BODY},
     "cpp_fused_all_reduce_mul_sin_0"),
    ("fx change a shape", FX,
     lambda t: t.replace('permute_1: "f32[8, 8][1, 8]cpu"', 'permute_1: "f32[8, 8][8, 1]cpu"'), {Label.ARGS}, ""),
    ("summary graph break and frames", SUMMARY,
     lambda t: t.replace("frames: 1", "frames: 2").replace(
         "graph_breaks: []", "graph_breaks:\n- type: Unsupported Tensor.item() call\n  explanation: "
         "Dynamo does not support tracing Tensor.item()\n  count: 1"),
     {Label.SUMMARY}, "graph break added: Unsupported Tensor.item() call"),
    ("summary op counts", SUMMARY,
     lambda t: t.replace("aten.mm.default: 1", "aten.mm.default: 2", 1), {Label.STRUCTURAL}, "aten.mm.default 1 → 2"),
    ("summary collectives", SUMMARY,
     lambda t: t.replace("- _c10d_functional.all_reduce.default group=mesh_tp",
                         "- _c10d_functional.all_gather_into_tensor.default group=mesh_tp", 1),
     {Label.COLLECTIVES}, ""),
]


@pytest.mark.parametrize(("name", "filename", "inject", "expected", "detail"), CASES, ids=[c[0] for c in CASES])
def test_injected_change_gets_its_labels(goldens: Path, name: str, filename: str, inject: Injection,
                                         expected: set[Label], detail: str) -> None:
    old = body(goldens, filename)
    new = inject(old)
    assert new != old, f"injection {name!r} did not change the golden (fixture drifted?)"
    result = classify(old, new, ArtifactName.parse(filename))
    assert set(result.labels) == expected, result
    if detail:
        assert any(detail in line for line in result.details), result.details


def test_labels_are_sorted_by_risk(goldens: Path) -> None:
    old = body(goldens, IND)
    new = old.replace("all_reduce_.default(buf0, 'sum', 'mesh_tp')", "all_reduce_.default(buf0, 'avg', 'mesh_tp')")
    new = new.replace("static_cast<float>(2.0)", "static_cast<float>(3.0)")
    result = classify(old, new, ArtifactName.parse(IND))
    assert result.labels == (Label.COLLECTIVES, Label.KERNEL_BODY)
    assert result.collectives is not None
    assert "_c10d_functional.all_reduce_.default ('avg', 'mesh_tp')" in result.collectives[1]
    assert result.risk == Label.COLLECTIVES.risk


@pytest.mark.parametrize(("old", "new", "expected"), [
    (None, "x", (Label.NEW,)),
    ("x", None, (Label.REMOVED,)),
    ("same\n", "same\n", ()),
    ("a\n", "b\n", (Label.OTHER,)),
], ids=["new", "removed", "unchanged", "error text"])
def test_missing_sides_and_plain_text(old: str | None, new: str | None, expected: tuple[Label, ...]) -> None:
    assert classify(old, new, ArtifactName.parse("error.txt")).labels == expected


def test_every_existing_golden_parses_without_other(goldens: Path) -> None:
    """The parser understands every statement of the fixture: nothing falls back to ``expr``."""
    for name in (FX, IND, "g0.backward.py", "g0.inductor_backward.py", "g0.dynamo.py"):
        parsed = gt.parse(body(goldens, name), ArtifactName.parse(name).dialect)
        assert parsed.ops, name
        assert not [op.text for op in parsed.ops if op.target == "expr"], name


@pytest.mark.parametrize(("line", "target", "kind"), [
    ('mm: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(a, b)', "aten.mm.default", gt.OpKind.COMPUTE),
    ("buf1 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf0, 4, 'mesh_tp')",
     "_c10d_functional.all_gather_into_tensor.default", gt.OpKind.COLLECTIVE),
    ("torch.ops._c10d_functional.wait_tensor.default(buf1)", "_c10d_functional.wait_tensor.default", gt.OpKind.WAIT),
    ("assert_size_stride(buf1, (16, 8), (8, 1), 'x')", "assert_size_stride", gt.OpKind.CHECK),
    ('_assert_tensor_metadata_default = torch.ops.aten._assert_tensor_metadata.default(a, dtype = torch.float32)',
     "aten._assert_tensor_metadata.default", gt.OpKind.CHECK),
    ("buf0 = empty_strided_cpu((4, 8), (8, 1), torch.float32)", "empty_strided_cpu", gt.OpKind.ALLOC),
    ('getitem_1: "f32[4, 8][8, 1]cpu" = split[1]', "getitem", gt.OpKind.VIEW),
    ("del buf0", "del", gt.OpKind.BOILERPLATE),
    ("return (buf1, None)", "return", gt.OpKind.OUTPUT),
    ('out: "f32[16, 8][8, 1]cpu" = a.to_local()', ".to_local", gt.OpKind.COMPUTE),
], ids=lambda v: v if isinstance(v, str) and len(v) < 40 else None)
def test_statement_targets_and_kinds(line: str, target: str, kind: gt.OpKind) -> None:
    op = gt.parse_statement(line, defined={"a", "b", "buf0", "buf1", "split"}, kernels=set())
    assert (op.target, op.kind) == (target, kind)


def test_rename_leaves_strings_attributes_and_keywords() -> None:
    text = "mul = torch.ops.aten.mul.Tensor(mul_1, 'mul', out=mul)"
    assert gt.rename(text, {"mul": "%0", "out": "%9"}) == "%0 = torch.ops.aten.mul.Tensor(mul_1, 'mul', out=%0)"


def test_renamed_parameters_in_deletion_chains_are_rename_only():
    from fxgolden.review.classify import Label, classify

    old = ('class GraphModule(torch.nn.Module):\n'
           '    def forward(self, detach_1: "f32[8][1]cpu", tangents_1: "f32[8][1]cpu"):\n'
           '        mul: "f32[8][1]cpu" = torch.ops.aten.mul.Tensor(tangents_1, detach_1);'
           '  tangents_1 = detach_1 = None\n'
           '        return (mul,)\n')
    new = old.replace("detach_1", "detach")
    assert classify(old, new, ArtifactName.parse("g0.backward.py")).labels == (Label.RENAME_ONLY,)


def test_header_only_change_is_its_own_label():
    from fxgolden.review.changes import build_change
    from fxgolden.review.classify import Label

    body = "class GraphModule(torch.nn.Module):\n    def forward(self, x):\n        return (x,)\n"
    head = "# fxgolden golden | case: a/b | artifact: g0.forward | normalizer: {} | world: fake rank 0/1 cpu\n"
    change = build_change("a/b", "g0.forward.py", head.format(4) + body, head.format(5) + body,
                          old_label="old", new_label="new")
    assert change.labels == (Label.HEADER_ONLY,)
    assert change.classification.details == ("header: normalizer 4 -> 5",)


def test_a_graph_break_whose_reason_text_changed_is_a_changed_reason_not_an_added_break():
    def summary(breaks: str) -> str:
        return f"frames: 2\ngraph_breaks:\n{breaks}"

    hook = "- type: Unsupported call\n  explanation: {}\n  count: 2\n"
    old = summary(hook.format("torch.distributed hook cannot be traced"))
    new = summary(hook.format("Observed exception in a torch.distributed hook"))
    result = classify_summary(old, new)
    assert result.details == ("graph break reason changed: Unsupported call (x2): torch.distributed hook cannot be "
                              "traced → Observed exception in a torch.distributed hook",)
    added = classify_summary(old, summary(hook.format("torch.distributed hook cannot be traced")
                                          + "- type: Unsupported call\n  explanation: other\n  count: 1\n"))
    assert added.details == ("graph break added: Unsupported call: other (x1)",)  # another count: a new break


def test_a_break_torch_now_files_under_another_type_is_a_changed_reason():
    """torch 2.14.1 reports FSDP2's disabled hook as "Call to torch._dynamo.disable()" (2.13: "marked as skipped")."""
    skipped = "- type: Attempted to call function marked as skipped\n  explanation: disable is skipped\n  count: 3\n"
    disabled = "- type: Call to `torch._dynamo.disable()`\n  explanation: called inside a compiled region\n  count: 3\n"
    result = classify_summary(f"frames: 2\ngraph_breaks:\n{skipped}", f"frames: 2\ngraph_breaks:\n{disabled}")
    assert result.details == ("graph break reason changed (x3): Attempted to call function marked as skipped: "
                              "disable is skipped → Call to `torch._dynamo.disable()`: called inside a compiled "
                              "region",)
    other_count = classify_summary(f"frames: 2\ngraph_breaks:\n{skipped}",
                                   f"frames: 2\ngraph_breaks:\n{disabled.replace('count: 3', 'count: 1')}")
    assert [d.split(":")[0] for d in other_count.details] == ["graph break added", "graph break removed"]


def test_a_renamed_source_function_is_a_provenance_change_not_a_runtime_check() -> None:
    """litgpt's MLP forward renamed in the model's code: the same graph, only its provenance lines differ."""
    litgpt = Path(__file__).parent / "data" / "review" / "litgpt_every_mlp_times2" / "g0.forward.golden.py"
    old = header_mod.split(litgpt.read_text(encoding="utf-8"))[1]
    assert old.count(": scratch_lit._forward") >= 2
    new = old.replace(": scratch_lit._forward", ": scratch_lit._mlp_forward")
    result = classify(old, new, ArtifactName.parse("g0.forward.py"))
    assert result.labels == (Label.PROVENANCE,)
    assert result.details[0] == "provenance: scratch_lit._forward → scratch_lit._mlp_forward"
    # an op's line changed with it is no longer provenance only
    changed = new.replace("torch.ops.aten.silu.default", "torch.ops.aten.gelu.default", 1)
    assert Label.PROVENANCE not in classify(old, changed, ArtifactName.parse("g0.forward.py")).labels
