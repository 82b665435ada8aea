"""Each normalization rule alone, before -> after; the pipeline is idempotent and keeps ops."""

import dataclasses
import re

import pytest

from fxgolden.normalize import pipeline, renumber, rules
from fxgolden.normalize.rules import RuleContext

CTX = RuleContext(group_aliases={"0": "world", "3": "mesh_tp"},
                  path_roots=(("/home/dev/checkout", "<root>"),))

# rule name -> list of (before, after) under CTX
CASES = {
    "strip_trailing_whitespace": [("a = 1  \nb\t\n", "a = 1\nb\n")],
    "squash_blank_lines": [("a\n\n\n\nb\n", "a\n\nb\n"), ("a\n\nb\n", "a\n\nb\n")],
    "final_newline": [("\n\nx\n\n\n", "x\n"), ("x", "x\n")],
    "memory_addresses": [
        ("<object at 0x7f3a2b1c4d90>", "<object at 0xADDR>"),
        ("mask = 0xff; big = 0x7f800000", "mask = 0xff; big = 0xADDR"),
    ],
    "machine_paths": [
        ('File "/home/dev/checkout/cases/core.py", line 3', 'File "<root>/cases/core.py", line 3'),
        ("/home/dev/checkouts/x", "/home/dev/checkouts/x"),
        ("/usr/lib/python3.11/site-packages/torch/x.py:12", "<site-packages>/torch/x.py:12"),
        ("# kernel path: /tmp/torchinductor_root/ab/cabcdef0123.py", "# kernel path: <inductor-cache>"),
        ("saved to /tmp/pytest-of-root/x.txt", "saved to <tmp>"),
    ],
    "process_group_names": [
        ("ag = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 4, '3')",
         "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 4, 'mesh_tp')"),
        ("ar = torch.ops._c10d_functional.all_reduce.default(x, 'sum', '0')",
         "ar = torch.ops._c10d_functional.all_reduce.default(x, 'sum', 'world')"),
        ("buf0 = torch.ops.symm_mem.fused_all_gather_matmul.default(arg0_1, [arg1_1], 0, '3', return_A=False)",
         "buf0 = torch.ops.symm_mem.fused_all_gather_matmul.default(arg0_1, [arg1_1], 0, 'mesh_tp', return_A=False)"),
        # Not a collective line: the same literal is left alone.
        ("y = torch.ops.aten.view.default(x, '3')", "y = torch.ops.aten.view.default(x, '3')"),
        # Unknown group names stay (and show up in review).
        ("torch.ops._c10d_functional.all_reduce.default(x, 'sum', '9')",
         "torch.ops._c10d_functional.all_reduce.default(x, 'sum', '9')"),
    ],
    "fx_comment_lines": [
        # fxgolden's own lines stay: provenance (#>) and folded layers (#=)
        ("        #> layers.0.mlp: model.MLP.forward\n        # File: /x.py:3 in f\n        y = f(x)\n",
         "        #> layers.0.mlp: model.MLP.forward\n        y = f(x)\n"),
        ("        #= layers.1 as layers.0: 3 lines\n", "        #= layers.1 as layers.0: 3 lines\n"),
        ("        # File: /x/y.py:38 in forward, code: y = x.sin()\n        sin = torch.ops.aten.sin.default(x)\n",
         "        sin = torch.ops.aten.sin.default(x)\n"),
        ("        # recompute: MUST_SAVE File: /x.py:1 in f, code: z\n        mm = aten.mm(a, b)\n",
         "        mm = aten.mm(a, b)\n"),
        ("        x = f(a)  # trailing comments are kept\n", "        x = f(a)  # trailing comments are kept\n"),
        # A comment on the first line goes with the newline after it; on the last line, alone.
        ("# File: /x.py:1 in f\n    def forward(self, x):\n        # c\n        return (x,)\n",
         "    def forward(self, x):\n        return (x,)\n"),
        ("    def forward(self, x):\n        return (x,)\n        # last",
         "    def forward(self, x):\n        return (x,)\n"),
        ("# only a comment", ""),
    ],
    "fx_body_blank_lines": [
        # torch 2.13 vs 2.14.1 group the same statements differently: both print the same body after the rule.
        ("    def forward(self, x):\n        a = f(x)\n\n        b = g(a)\n\n\n        return (b,)\n",
         "    def forward(self, x):\n        a = f(x)\n        b = g(a)\n        return (b,)\n"),
        # Blank lines between definitions and before an unindented line stay.
        ("        return (b,)\n\n    class inner(torch.nn.Module):\n        def forward(self):\n",
         "        return (b,)\n\n    class inner(torch.nn.Module):\n        def forward(self):\n"),
        ("        return (b,)\n\n    def backward(self):\n\n    @staticmethod\n",
         "        return (b,)\n\n    def backward(self):\n\n    @staticmethod\n"),
        ("class A:\n    x = 1\n\nclass B:\n", "class A:\n    x = 1\n\nclass B:\n"),
    ],
    "fx_lifetime_tails": [
        ('        mm: "f32[2]" = torch.ops.aten.mm.default(a, b);  a = b = None\n',
         '        mm: "f32[2]" = torch.ops.aten.mm.default(a, b)\n'),
        ("        x = f(y);  y = None\n        return (x,)\n", "        x = f(y)\n        return (x,)\n"),
        ("        s = 'a;  b = None'\n", "        s = 'a;  b = None'\n"),  # not at a line's end: a string
    ],
    "fx_assertion_nodes": [
        ("        _assert_scalar_L1 = torch.ops.aten._assert_scalar.default(ge_L1_1, \"Runtime assertion failed for "
         "expression u4 >= 0 on node 'ge_4'\")\n",
         "        _assert_scalar_L1 = torch.ops.aten._assert_scalar.default(ge_L1_1, \"Runtime assertion failed for "
         "expression u4 >= 0 on node 'ge_L1_1'\")\n"),
        ("        x = f(ge_2, \"no node named\")\n", "        x = f(ge_2, \"no node named\")\n"),
        ("        # the message of f(a, \"on node 'b'\") is checked\n",  # no value before the message
         "        # the message of f(a, \"on node 'b'\") is checked\n"),
    ],
    "fx_class_name": [
        ("class <lambda>(torch.nn.Module):\n    def forward(self):\n",
         "class _lambda_(torch.nn.Module):\n    def forward(self):\n"),
        ("class GraphModule(torch.nn.Module):\n", "class GraphModule(torch.nn.Module):\n"),
        ("        x = '<lambda>'\n", "        x = '<lambda>'\n"),
    ],
    "triton_kernel_path": [
        ("# kernel path: /tmp/torchinductor_root/ab/cabc123.py\n# Topologically Sorted Source Nodes: [sin]\n",
         "# Topologically Sorted Source Nodes: [sin]\n"),
    ],
    "triton_backend_hash": [
        ("inductor_meta={'kernel_name': 'triton_poi_fused_sin_0', 'backend_hash': '8F3A2C1D0E', 'num_load': 1}",
         "inductor_meta={'kernel_name': 'triton_poi_fused_sin_0', 'backend_hash': '<hash>', 'num_load': 1}"),
    ],
    "triton_device_properties": [
        ("'device': DeviceProperties(type='cuda', index=3, multi_processor_count=132, cc=90, major=9, "
         "regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, warp_size=32), 'constants': {}",
         "'device': DeviceProperties(type='cuda', multi_processor_count=132, cc=90, major=9), 'constants': {}"),
    ],
    "triton_environment_meta": [
        ("{'optimize_mem': True, 'autotune_local_cache': True, 'autotune_remote_cache': None, 'force_disable_caches': "
         "False, 'num_load': 1, 'store_cubin': False}",
         "{'optimize_mem': True, 'num_load': 1, }"),
    ],
    "fx_value_numbering": [
        # Gaps left by nodes created then removed while tracing close up; positional names stay.
        ('    def forward(self, primals_1: "f32[4][1]cpu", tangents_1):\n'
         '        t_2: "f32[4][1]cpu" = torch.ops.aten.t.default(primals_1);  primals_1 = None\n'
         '        mm_3 = torch.ops.aten.mm.default(t_2, tangents_1);  t_2 = None\n'
         '        t_5 = torch.ops.aten.t.default(mm_3)\n'
         "        sum_4 = torch.ops.aten.sum.dim_IntList(t_5, [0]);  t_5 = None\n"
         "        ar = torch.ops._c10d_functional.all_reduce.default(sum_4, 'sum', 'mesh_2')\n"
         "        return (mm_3, ar)\n",
         '    def forward(self, primals_1: "f32[4][1]cpu", tangents_1):\n'
         '        t: "f32[4][1]cpu" = torch.ops.aten.t.default(primals_1);  primals_1 = None\n'
         '        mm = torch.ops.aten.mm.default(t, tangents_1);  t = None\n'
         '        t_1 = torch.ops.aten.t.default(mm)\n'
         "        sum_1 = torch.ops.aten.sum.dim_IntList(t_1, [0]);  t_1 = None\n"
         "        ar = torch.ops._c10d_functional.all_reduce.default(sum_1, 'sum', 'mesh_2')\n"
         "        return (mm, ar)\n"),
        # Each function is its own scope.
        ("    def forward(self, x):\n        relu_3 = f(x)\n        return relu_3\n"
         "    def forward(self, y):\n        relu_7 = g(y)\n        return relu_7\n",
         "    def forward(self, x):\n        relu = f(x)\n        return relu\n"
         "    def forward(self, y):\n        relu = g(y)\n        return relu\n"),
        # Renaming is simultaneous: the first-defined value takes the bare name.
        ("    def forward(self, a):\n        b_1 = f(a)\n        b = g(b_1)\n        return b\n",
         "    def forward(self, a):\n        b = f(a)\n        b_1 = g(b)\n        return b_1\n"),
        # Parameters are renumbered too (a backward's saved tensors keep the forward's gaps).
        ("    def forward(self, detach_1, t_1, t_3, tangents_1):\n        mm_2 = f(t_1, t_3, detach_1)\n"
         "        return mm_2\n",
         "    def forward(self, detach, t, t_1, tangents_1):\n        mm = f(t, t_1, detach)\n"
         "        return mm\n"),
        # Names in strings, attributes and keyword arguments are not values.
        ("    def forward(self, x):\n        view_2 = x.view_2(x, 'view_2', mode = view_2)\n        return view_2\n",
         "    def forward(self, x):\n        view = x.view_2(x, 'view_2', mode = view)\n        return view\n"),
    ],
    "device_ordinal": [
        ('x: "f32[4][1]cuda:1" = torch.ops.aten.sin.default(y)',
         'x: "f32[4][1]cuda:0" = torch.ops.aten.sin.default(y)'),
        ("with torch.cuda._DeviceGuard(1):\n    torch.cuda.set_device(1)\n    stream1 = get_raw_stream(1)\n"
         "    k.run(buf0, stream=stream1)\n    upstream1 = stream12\n",
         "with torch.cuda._DeviceGuard(0):\n    torch.cuda.set_device(0)\n    stream0 = get_raw_stream(0)\n"
         "    k.run(buf0, stream=stream0)\n    upstream1 = stream12\n"),
        ("device(type='cuda', index=3)", "device(type='cuda', index=0)"),
        ('x: "f32[4][1]cpu"', 'x: "f32[4][1]cpu"'),
    ],
    "inductor_aot_id": [("# AOT ID: ['7_forward']\nfrom x import y\n", "from x import y\n")],
    "inductor_import_header": [
        ("from ctypes import c_void_p\nimport torch\n\naten = torch.ops.aten\nasync_compile = AsyncCompile()\n"
         "\n\ncpp_fused_sin_0 = async_compile.cpp_pybinding(['float*'], r'''\nint k;\n''')\n",
         "cpp_fused_sin_0 = async_compile.cpp_pybinding(['float*'], r'''\nint k;\n''')\n"),
        ("import torch\nasync_compile = AsyncCompile()\n\n\n# Topologically Sorted Source Nodes: [sin]\n"
         "triton_poi_fused_sin_0 = async_compile.triton('triton_poi_fused_sin_0', '''\n''')\n",
         "# Topologically Sorted Source Nodes: [sin]\n"
         "triton_poi_fused_sin_0 = async_compile.triton('triton_poi_fused_sin_0', '''\n''')\n"),
    ],
    "inductor_benchmark_tail": [
        ("call = runner.call\n\n\ndef get_args():\n    return []\n\n\nif __name__ == \"__main__\":\n    main()\n",
         "call = runner.call\n\n\n"),
        ("call = runner.call\n\ndef benchmark_compiled_module(args):\n    pass\n", "call = runner.call\n\n"),
    ],
}


def test_every_registered_rule_has_before_after_cases():
    registered = {rule.name for rule in rules.RULES}
    assert registered == set(CASES), f"rules without tests: {registered - set(CASES)}; stale: {set(CASES) - registered}"


@pytest.mark.parametrize(("name", "before", "after"),
                         [(name, b, a) for name, pairs in CASES.items() for b, a in pairs])
def test_rule(name, before, after):
    rule = next(r for r in rules.RULES if r.name == name)
    assert rule.fn(before, CTX) == after


FX_SAMPLE = '''class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 8][8, 1]cpu", primals_2):
        # File: /home/dev/checkout/cases/core.py:33 in fn, code: dt = DTensor.from_local(x)
        view: "f32[4, 8][8, 1]cpu" = torch.ops.aten.view.default(primals_1, [4, 8]);  primals_1 = None

        # recompute: MUST_SAVE File: /home/dev/checkout/cases/core.py:35 in fn, code: y = x
        all_gather_into_tensor: "f32[16, 8][8, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.''' \
    '''default(view, 4, '3');  view = None
        wait_tensor: "f32[16, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        return (wait_tensor,)
'''


def test_pipeline_is_idempotent_and_keeps_every_op_shape_and_argument():
    once = pipeline.normalize(FX_SAMPLE, "fx", CTX)
    assert pipeline.normalize(once, "fx", CTX) == once
    # FX's lifetime tails go (fx_lifetime_tails); every op, shape and argument stays
    op_lines = [re.sub(r";  (?:\w+ = )+None$", "", l) for l in FX_SAMPLE.splitlines() if " = torch.ops." in l]
    kept = [l for l in once.splitlines() if " = torch.ops." in l]
    assert [re.sub(r"'3'", "'mesh_tp'", l) for l in op_lines] == kept
    assert "/home/dev" not in once and "# File" not in once


def test_rules_for_kind_keeps_table_order():
    names = [rule.name for rule in pipeline.rules_for("inductor")]
    assert names.index("inductor_aot_id") < names.index("final_newline")
    assert "fx_comment_lines" not in names


def test_normalizer_version_is_a_positive_int():
    assert isinstance(pipeline.NORMALIZER_VERSION, int) and pipeline.NORMALIZER_VERSION >= 1


# --- the fast FX renumbering equals v5's plain code -----------------------------------

import random  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).parent))
import normalize_v5  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
_DEFINED = re.compile(r"^[ \t]+([A-Za-z_]\w*)(?:: \"[^\"]*\")? = ", re.MULTILINE)

ADVERSARIAL = [
    '    def forward(self, x_3, y):\n        sum_4 = torch.ops.aten.sum.default(x_3)\n        max_2 = f(sum_4)\n'
    "        s_1 = 'sum_4 and max_2'\n        t_9 = \"max_2\" + s_1\n        return (t_9, self.sum_4, o.max_2)\n",
    "    def forward(self, primals_3, tangents_2):\n        mm_7 = g(primals_3)\n        primals_5 = mm_7\n"
    "        mm_2 = h(mm_7, tangents_2)\n        return (mm_2, primals_5)\n",
    "    def forward(self, arg0_1, L_x_):\n        a_1_2 = f(arg0_1)\n        a_1_5 = f(a_1_2)\n        a_3 = a_1_5\n"
    "        return (a_3,)\n    def backward(self, a_3):\n        b_4 = a_3\n        return (b_4,)\n",
    "    def forward(self, x):\n        é_3 = f(x)\n        mm_4 = g(é_3)  # trailing mm_4\n        return (mm_4,)\n",
    "    def forward(self, x):\n        s_2 = \"it's\"\n        q_5 = 'unclosed\n        return (q_5, s_2)\n",
    "x = 'def f(' \n    def forward(self, x):\n\tmm_3 = f(x)\n        mm_9 = 1e_3 + 2.mm_3\n"
    "        return (mm_9,)\n# mm_9",
    "    def forward(self, x):\n        None_1 = x\n        torch_2 = None_1\n        True_3 = torch_2\n"
    "        return (True_3,)\n",
    "    def forward(self, x):\n        mm_ = x\n        mm_1 = mm_\n        _3 = mm_1\n        return (_3,)\n",
    # a_1_5 would become a_1 (its base is a_1), and so would a_7 (base a): left as printed
    "    def forward(self, x):\n        a_1_5 = f(x)\n        a_3 = g(a_1_5)\n        a_7 = h(a_3)\n"
    "        return (a_7,)\n",
    # L is both a parameter and a value; its second number, L_1, is a positional name: L_2
    "    def forward(self, L, L_1):\n        L = f(L_1)\n        return (L,)\n",
    "    def forward(self, x):\n        lambda_4 = f(x)\n        sum_2 = g(lambda_4)\n        mm_3 = g(sum_2)\n"
    "        return (mm_3,)\n",
]


def _scrambled(text: str, seed: int) -> str:
    """``text`` with every assigned value renumbered with gaps, as FX prints a graph after dead-code removal."""
    rng = random.Random(seed)
    mapping = {}
    for name in dict.fromkeys(_DEFINED.findall(text)):
        base = name.rsplit("_", 1)[0] if name.rsplit("_", 1)[-1].isdigit() else name
        if not normalize_v5._POSITIONAL_NAME.match(name):
            mapping[name] = f"{base}_{rng.randint(1, 400)}"
    if len(set(mapping.values())) != len(mapping):
        return text
    return re.sub(r"(?<![\w.])[A-Za-z_]\w*", lambda m: mapping.get(m.group(), m.group()), text)


def _fx_goldens() -> list[Path]:
    return [p for profile in ("cpu", "cuda") for p in sorted((ROOT / "goldens" / profile).rglob("*.py"))
            if "inductor" not in p.name]


def test_fast_renumbering_equals_v5_on_adversarial_text():
    for text in ADVERSARIAL:
        assert rules.fx_value_numbering(text, CTX) == normalize_v5.fx_value_numbering(text), text


def test_fast_renumbering_equals_v5_on_every_fx_golden_scrambled():
    goldens = _fx_goldens()
    assert len(goldens) > 300  # the catalog's FX goldens, both profiles
    renumbered = 0
    for seed, path in enumerate(goldens):
        text = _scrambled(path.read_text(encoding="utf-8").split("\n", 1)[1], seed)
        expected = normalize_v5.fx_value_numbering(text)
        assert rules.fx_value_numbering(text, CTX) == expected, path
        renumbered += expected != text
    assert renumbered > len(goldens) // 2  # the scrambling gave the renumbering work to do


def _mostly_quiet_graph(*, odd_line: bool = False) -> str:
    """300 values numbered without gaps, and ``transpose`` with gaps (saved for a backward) on a few lines.

    Its names also sit in strings, after dots and as keyword names; ``odd_line``
    adds a line that starts with a string: a scan of that line alone would take
    the name in it for a value.
    """
    lines = ['    def forward(self, primals_1: "f32[4][1]cpu", transpose_9):']
    for i in range(300):
        view, prev = (f"view_{i}" if i else "view"), (f"view_{i - 1}" if i > 1 else "view" if i else "primals_1")
        lines.append(f'        {view}: "f32[4][1]cpu" = torch.ops.aten.view.default({prev}, [4]);  {prev} = None')
        if i % 100 == 50:
            n = i // 50
            lines.append(f'        transpose_{n}: "f32[4][1]cpu" = torch.ops.aten.t.default({view})')
            lines.append(f"        text_{n} = 'transpose_{n}' + \"transpose_{n}\" + x.transpose_{n} "
                         f"+ f(transpose_{n} = 1)")
    if odd_line:
        lines.append("        \"transpose_3, the text\" + transpose_1")
    lines.append("        return (view_299, transpose_1, transpose_3, transpose_5, transpose_9)")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("odd_line", "renamed"), [
    (False, "return (view_299, transpose_1, transpose_2, transpose_3, transpose)"),
    (True, '"transpose_3, the text" + transpose'),
], ids=["plain", "a-line-starting-with-a-string"])
def test_renaming_only_the_lines_of_moving_bases_equals_v5(monkeypatch, odd_line: bool, renamed: str):
    """Without a scan of the whole scope. The lines are scanned joined: a line that starts with a string is read
    from its start as the whole scope's scan reads it (the string is a string), not as a scan of that line
    alone would."""
    text = _mostly_quiet_graph(odd_line=odd_line)
    expected = normalize_v5.fx_value_numbering(text)
    assert renamed in expected

    def no_whole_scan(*args):
        raise AssertionError("the whole scope was scanned")

    monkeypatch.setattr(renumber, "_rename_all", no_whole_scan)
    assert rules.fx_value_numbering(text, CTX) == expected


def test_renaming_line_by_line_equals_v5_wherever_it_is_forced(monkeypatch):
    monkeypatch.setattr(renumber, "_LINE_COST", 1)
    monkeypatch.setattr(renumber, "_MAX_SPARSE_BASES", 10**6)
    for text in ADVERSARIAL:
        assert rules.fx_value_numbering(text, CTX) == normalize_v5.fx_value_numbering(text), text
    for seed, path in enumerate(_fx_goldens()):
        text = _scrambled(path.read_text(encoding="utf-8").split("\n", 1)[1], seed)
        assert rules.fx_value_numbering(text, CTX) == normalize_v5.fx_value_numbering(text), path


LONG_REASON = ("Dynamo developers have intentionally marked that the function `f` in file "
               "`/home/someone/venvs/a-rather-long-virtualenv-name/lib/python3.11/site-packages/torch/_compile.py` "
               "should not be traced.")


def test_a_summary_is_normalized_as_data_so_no_rule_meets_a_line_wrap():
    """A path long enough to wrap where the machine put torch, and short once normalized: the summary is the
    same whatever the machine's path, and it is the rendering of the normalized data."""
    data = {"graph_breaks": [{"explanation": LONG_REASON, "count": 1}], "frames": 1}
    ctx = pipeline.make_context()
    ctx = dataclasses.replace(ctx, path_roots=(("/home/someone/venvs/a-rather-long-virtualenv-name/lib/python3.11/"
                                                "site-packages", "<site-packages>"),))
    once = pipeline.normalize_summary(data, ctx)
    assert "<site-packages>/torch/_compile.py" in once and "/home/someone" not in once
    other = dict(data, graph_breaks=[{"explanation": LONG_REASON.replace("a-rather-long-virtualenv-name", "v"),
                                      "count": 1}])
    ctx_other = dataclasses.replace(ctx, path_roots=(("/home/someone/venvs/v/lib/python3.11/site-packages",
                                                      "<site-packages>"),))
    assert pipeline.normalize_summary(other, ctx_other) == once
    # the rendered text, normalized again (offline checks, review), reads back to the same bytes
    assert pipeline.normalize(once, "summary", ctx) == once
    assert pipeline.normalize("not: [valid\n", "summary", ctx) == "not: [valid\n"  # not YAML: rules as text
