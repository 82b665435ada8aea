"""The FileCheck-style engine: one row per directive outcome, captures, failure regions."""

import pytest

from fxgolden.checks import Check, compile_pattern, run_check, run_checks

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
    [result] = run_checks([Check("g9.forward").check("x")], {"g0.forward": "x"})
    assert not result.ok and "did not produce" in result.message


def test_glob_applies_to_every_matching_artifact():
    results = run_checks([Check("g*.forward").check("wait")], {"g0.forward": "wait", "g1.forward": "none"})
    assert [r.ok for r in results] == [True, False]


def test_only_profiles_filters():
    check = Check("x", only_profiles=("cuda",)).check("nope")
    assert run_checks([check], {"x": ""}, profile="cpu") == []
    assert not run_checks([check], {"x": ""}, profile="cuda")[0].ok


def test_only_backends_filters():
    assert run_checks([Check("x", only_backends=("inductor",)).check("nope")], {"x": ""}, backend="aot_eager") == []


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
