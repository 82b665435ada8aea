"""The FileCheck-style engine: one row per directive outcome, captures, failure regions."""

import pytest

from fxgolden.base.artifact import ArtifactName
from fxgolden.check.invariants import Check, compile_pattern, run_check, run_checks
from fxgolden.text import graphtext

A = ArtifactName.parse  # an artifact named as a case author writes it

WRAPPER = """\
def call(args):
    buf0 = empty_strided_cpu((4, 8), (8, 1), torch.float32)
    buf1 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_1, 4, 'mesh_tp')
    torch.ops._c10d_functional.wait_tensor.default(buf1)
    extern_kernels.addmm(primals_3, buf1, primals_2, out=buf0)
    buf2 = torch.ops._c10d_functional.all_reduce_.default(buf0, 'sum', 'mesh_tp')
    torch.ops._c10d_functional.wait_tensor.default(buf0)
    return (buf0, )
"""

AG = "[[AG:buf\\d+]] = torch.ops._c10d_functional.all_gather_into_tensor.default([[IN:primals_\\d+]]"

ROWS = [
    # (description, check, passes)
    ("ordered checks with captures", Check("a").check(AG).check("wait_tensor.default([[AG]])")
     .check("extern_kernels.addmm({{\\w+}}, [[AG]],"), True),
    ("order violated", Check("a").check("addmm(").check("all_gather_into_tensor"), False),
    ("capture reused with a different value fails", Check("a").check(AG).check("wait_tensor.default(buf0)")
     .check("addmm(primals_3, [[AG]]").check("wait_tensor.default([[AG]])"), False),
    ("check_next on the next line", Check("a").check(AG).check_next("wait_tensor.default([[AG]])"), True),
    ("check_next skipping a line fails", Check("a").check(AG).check_next("addmm("), False),
    ("check_same on the same line", Check("a").check("buf1 = ").check_same("'mesh_tp'"), True),
    ("check_same on another line fails", Check("a").check("buf1 = ").check_same("addmm"), False),
    ("check_not between matches", Check("a").check(AG).check_not("addmm").check("wait_tensor"), True),
    ("check_not violated", Check("a").check(AG).check_not("wait_tensor").check("addmm"), False),
    ("trailing check_not to the end", Check("a").check("all_reduce_").check_not("all_gather"), True),
    ("check_count exact", Check("a").check_count("wait_tensor.default(", 2, exactly=True), True),
    ("check_count too few", Check("a").check_count("wait_tensor.default(", 3), False),
    ("check_count more than exactly", Check("a").check_count("_c10d_functional.", 2, exactly=True), False),
    ("check_dag any order", Check("a").check("def call").check_dag("all_reduce_").check_dag("all_gather")
     .check("return"), True),
    ("check_dag missing", Check("a").check_dag("reduce_scatter").check_dag("all_gather"), False),
]


@pytest.mark.parametrize(("description", "check", "passes"), ROWS, ids=[r[0] for r in ROWS])
def test_directives(description, check, passes):
    result = run_check(check, "a", WRAPPER)
    assert result.ok is passes, result.message


def test_failure_names_the_directive_artifact_and_region():
    result = run_check(Check("g0.inductor_forward").check(AG).check("reduce_scatter"), "g0.inductor_forward",
                       WRAPPER)
    assert not result.ok
    assert "g0.inductor_forward" in result.message
    assert "check('reduce_scatter')" in result.message
    assert "AG='buf1'" in result.message
    assert ">>" in result.message and "| " in result.message  # the marked region with line numbers


def test_missing_artifact_is_a_failure_not_a_skip():
    [result] = run_checks([Check("g9.forward").check("x")], {A("g0.forward"): "x"})
    assert not result.ok and "did not produce" in result.message


def test_glob_applies_to_every_matching_artifact():
    results = run_checks([Check("g*.forward").check("wait")], {A("g0.forward"): "wait", A("g1.forward"): "none"})
    assert [r.ok for r in results] == [True, False]


def test_a_check_reads_the_graph_not_its_provenance_lines():
    # a provenance line names the function that traced an op, which may be named like what a check forbids
    graph = ("class GraphModule(torch.nn.Module):\n    def forward(self, x):\n"
             "        #> (no module): cases.fsdp.use_training_state.<locals>.fn\n"
             "        add = torch.ops.aten.add.Tensor(x, 1)\n        return (add,)\n")
    [result] = run_checks([Check("g0.dynamo").check_not("training_state").check("x, 1)")], {A("g0.dynamo"): graph})
    assert result.ok, result.message
    [result] = run_checks([Check("g0.dynamo").check("def forward").check_next("add = ")], {A("g0.dynamo"): graph})
    assert result.ok, result.message


def test_only_profiles_filters():
    check = Check("g0.forward", only_profiles=("cuda",)).check("nope")
    assert run_checks([check], {A("g0.forward"): ""}, profile="cpu") == []
    assert not run_checks([check], {A("g0.forward"): ""}, profile="cuda")[0].ok


def test_only_backends_filters():
    check = Check("g0.forward", only_backends=("inductor",)).check("nope")
    assert run_checks([check], {A("g0.forward"): ""}, backend="aot_eager") == []


def test_pattern_escapes_literals_and_rejects_unbound_variables():
    assert compile_pattern("a.b(c)", {}).search("a.b(c)")
    assert not compile_pattern("a.b", {}).search("axb")
    with pytest.raises(ValueError, match="before capturing"):
        compile_pattern("[[X]]", {})


def test_a_failed_checks_title_shows_every_directive_as_written_once():
    check = Check("g0.forward").check("[[AG:all_gather\\w*]]").check("a").check("b").check("never")
    message = run_check(check, "g0.forward", "all_gather_into_tensor\na\nb\n").message
    title = message.splitlines()[0]
    assert title == ("check [g0.forward: check('[[AG:all_gather\\\\w*]]') -> check('a') -> check('b') -> "
                     "check('never')] failed on artifact g0.forward")
    assert "..." not in title and "\\\\\\\\" not in title


# --- semantic directives: invariants of the parsed graph, whatever torch's spelling -----------------------

# One Dynamo graph as torch 2.13 prints it and as torch 2.11 does (a method call for the operator).
DYNAMO_2_13 = """\
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4][1]cpu", L_w_: "f32[4, 4][4, 1]cpu"):
        l_x_ = L_x_
        l_w_ = L_w_
        add: "f32[4][1]cpu" = l_x_ + 1;  l_x_ = None
        matmul: "f32[4][1]cpu" = add @ l_w_;  add = l_w_ = None
        return (matmul,)
"""
DYNAMO_2_11 = DYNAMO_2_13.replace("l_x_ + 1", "l_x_.add(1)").replace("add @ l_w_", "torch.matmul(add, l_w_)")

# An AOT forward (functional collectives, each waited on, then used) and the same program as Inductor code
# (in-place all_reduce_, waits without results, extern kernels).
AOT_FORWARD = """\
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 8][8, 1]cpu", primals_2: "f32[8, 8][8, 1]cpu"):
        all_gather_into_tensor = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_1, 4, 'tp')
        wait_tensor: "f32[16, 8]" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        mm: "f32[16, 8][8, 1]cpu" = torch.ops.aten.mm.default(wait_tensor, primals_2);  wait_tensor = None
        all_reduce: "f32[16, 8][8, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(mm, 'sum', 'tp');  mm = None
        wait_tensor_1: "f32[16, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        return (wait_tensor_1,)
"""
INDUCTOR_FORWARD = """\
def call(args):
    primals_1, primals_2 = args
    args.clear()
    buf0 = torch.ops._c10d_functional.all_gather_into_tensor.default(primals_1, 4, 'mesh_tp')
    torch.ops._c10d_functional.wait_tensor.default(buf0)
    buf1 = empty_strided_cpu((16, 8), (8, 1), torch.float32)
    extern_kernels.mm(buf0, primals_2, out=buf1)
    buf2 = torch.ops._c10d_functional.all_reduce_.default(buf1, 'sum', 'mesh_tp')
    torch.ops._c10d_functional.wait_tensor.default(buf1)
    return (buf1, )
"""


@pytest.mark.parametrize("text", [DYNAMO_2_13, DYNAMO_2_11], ids=["2.13 spelling", "2.11 spelling"])
def test_op_count_and_compute_ops_read_any_spelling(text):
    check = (Check("g0.dynamo").op_count("add", 1).op_count("matmul", 1).op_count("mm", 0)
             .compute_ops(["add", "matmul"]).no_collective())
    result = run_check(check, "g0.dynamo", text)
    assert result.ok, result.message


@pytest.mark.parametrize("text", [DYNAMO_2_13, DYNAMO_2_11], ids=["2.13 spelling", "2.11 spelling"])
def test_op_count_failure_says_what_was_expected_and_what_the_graph_holds(text):
    message = run_check(Check("g0.dynamo").op_count("add", 2), "g0.dynamo", text).message
    assert message.splitlines()[0] == "check [g0.dynamo: op_count('add', 2)] failed on artifact g0.dynamo"
    assert "expected 2 'add' op(s), the graph holds 1 (as " in message
    assert ">>" in message and "add" in [line for line in message.splitlines() if line.startswith(">>")][0]
    none = run_check(Check("g0.dynamo").op_count("mul", 1), "g0.dynamo", text).message
    assert "the graph holds none (its compute ops: add, matmul)" in none


def test_compute_ops_failure_names_both_sequences():
    message = run_check(Check("g0.dynamo").compute_ops(["add"]), "g0.dynamo", DYNAMO_2_11).message
    assert "expected the compute ops ['add'], the graph holds ['add', 'matmul']" in message
    assert "captures so far" not in message  # no text directive ran: no captures to show


@pytest.mark.parametrize(("name", "text"), [("g0.forward", AOT_FORWARD), ("g0.inductor_forward", INDUCTOR_FORWARD)],
                         ids=["aot", "inductor"])
def test_collective_directives_read_fx_and_inductor_code(name, text):
    check = (Check(name).collectives(["all_gather_into_tensor", "all_reduce"]).waits_before_use()
             .op_count("mm", 1))
    result = run_check(check, name, text)
    assert result.ok, result.message


@pytest.mark.parametrize(("name", "text"), [("g0.forward", AOT_FORWARD), ("g0.inductor_forward", INDUCTOR_FORWARD)],
                         ids=["aot", "inductor"])
def test_collectives_and_no_collective_failures(name, text):
    wrong = run_check(Check(name).collectives(["all_reduce", "all_gather_into_tensor"]), name, text).message
    assert ("expected the collectives ['all_reduce', 'all_gather_into_tensor'], the graph holds "
            "['all_gather_into_tensor', 'all_reduce'] (they differ at #1)") in wrong
    assert "all_gather_into_tensor.default(primals_1" in [l for l in wrong.splitlines() if l.startswith(">>")][0]
    some = run_check(Check(name).no_collective(), name, text).message
    assert "expected no collective, the graph holds 2: ['all_gather_into_tensor', 'all_reduce']" in some


def test_waits_before_use_fails_on_a_use_before_the_wait():
    lines = AOT_FORWARD.splitlines(keepends=True)  # the mm reads the gathered value before its wait
    lines[3], lines[4] = lines[4].replace("(wait_tensor,", "(all_gather_into_tensor,"), lines[3]
    fx = "".join(lines)
    message = run_check(Check("g0.forward").waits_before_use(), "g0.forward", fx).message
    assert "consumes all_gather_into_tensor, the result of collective all_gather_into_tensor" in message
    assert "before any wait on it" in message
    assert "aten.mm.default(all_gather_into_tensor" in [l for l in message.splitlines() if l.startswith(">>")][0]
    # Inductor: the kernel reads the gathered buffer before its wait; then the in-place all_reduce_'s input.
    early = INDUCTOR_FORWARD.replace("    torch.ops._c10d_functional.wait_tensor.default(buf0)\n", "") \
        .replace("return (buf1, )", "torch.ops._c10d_functional.wait_tensor.default(buf0)\n    return (buf1, )")
    assert "consumes buf0" in run_check(Check("a").waits_before_use(), "g0.inductor_forward", early).message
    wait = "    torch.ops._c10d_functional.wait_tensor.default(buf1)\n"
    inplace = INDUCTOR_FORWARD.replace(wait, "    cpp_fused_add_0(buf1)\n" + wait)
    message = run_check(Check("a").waits_before_use(), "g0.inductor_forward", inplace).message
    assert "'cpp_fused_add_0(buf1)' consumes buf1, the result of collective all_reduce" in message


def test_semantic_directives_judge_the_whole_artifact_beside_text_directives():
    check = Check("g0.forward").check("[[AR:all_reduce]]: ").no_collective().check("wait_tensor.default([[AR]])")
    message = run_check(check, "g0.forward", AOT_FORWARD).message
    assert "directive: no_collective(): expected no collective" in message
    assert "captures so far: AR='all_reduce'" in message  # the text directives ran first
    assert run_check(Check("g0.forward").check("mm").waits_before_use().check("all_reduce"), "g0.forward",
                     AOT_FORWARD).ok


ERROR_2_13 = "TorchRuntimeError: RuntimeError when making fake tensor call\n"
ERROR_2_14 = "Unsupported: Observed exception\n"


@pytest.mark.parametrize("text", [ERROR_2_13, ERROR_2_14], ids=["2.13 wording", "2.14 wording"])
def test_raises_does_not_read_the_wording(text):
    assert run_check(Check("error").raises(), "error", text).ok
    assert run_check(Check("error").raises("TorchRuntimeError", "Unsupported"), "error", text).ok


def test_raises_failures():
    message = run_check(Check("error").raises("Unsupported"), "error", ERROR_2_13).message
    assert ("raises('Unsupported'): expected an error of type Unsupported, the artifact holds "
            "'TorchRuntimeError: RuntimeError when making fake tensor call'") in message
    assert "is no error artifact" in run_check(Check("g0.forward").raises(), "g0.forward", AOT_FORWARD).message
    assert "is no error artifact" in run_check(Check("summary").raises(), "summary.rank1", "graphs: 1\n").message
    assert run_check(Check("error").raises(), "error.rank1", ERROR_2_13).ok  # a rank's own error golden is one too
    [missing] = run_checks([Check("error").raises()], {A("g0.forward"): AOT_FORWARD})
    assert not missing.ok and "did not produce" in missing.message  # the call did not raise


def test_graph_directives_refuse_a_text_artifact():
    message = run_check(Check("summary").no_collective(), "summary", "frames: 1\n").message
    assert "no_collective() reads graph code, and artifact summary is not a graph" in message


def test_semantic_directives_are_written_in_the_label_as_in_the_case():
    check = (Check("g0.forward").collectives(["all_reduce"]).no_collective().compute_ops(["mm"]).op_count("mm", 2)
             .waits_before_use().raises("Unsupported"))
    assert check.label() == ("g0.forward: collectives(['all_reduce']) -> no_collective() -> compute_ops(['mm']) -> "
                             "op_count('mm', 2) -> waits_before_use() -> raises('Unsupported')")
    with pytest.raises(TypeError, match="list of op names"):
        Check("g0.forward").collectives("all_reduce")


@pytest.mark.parametrize(("target", "name"), [
    ("aten.mm.default", "mm"), ("aten.mm", "mm"), ("torch.mm", "mm"), ("torch.Tensor.mm", "mm"), (".mm", "mm"),
    ("extern_kernels.mm", "mm"), ("operator.add", "add"), ("operator.matmul", "matmul"), ("operator.truediv", "div"),
    ("_c10d_functional.all_reduce_.default", "all_reduce_"), ("torch._C._nn.linear", "linear"),
    ("torch.distributed.tensor._api.from_local", "from_local"), ("kernel:cpp_fused_add_0", "kernel:cpp_fused_add_0"),
    # torch 2.11's Dynamo graphs of DTensor (seen on the GPU machine's 2.11: the same graph, another spelling)
    ("torch__dynamo_variables_torch_prim_from_local", "from_local"),
    ("torch__dynamo_variables_tensor_prim_to_local", "to_local"),
    ("torch__dynamo_variables_tensor_prim_redistribute", "redistribute"),
])
def test_op_name_drops_namespace_overload_and_call_form(target, name):
    assert graphtext.op_name(target) == name
