"""Real gloo worlds of 2 and 4 processes cross-check the fake-PG goldens of core cases."""

import pytest

from fxgolden.base.artifact import ArtifactName
from fxgolden.base.project import find_project
from fxgolden.catalog.registry import discover
from fxgolden.isolate.realworld import check_real_world, unwaited


@pytest.fixture(scope="module")
def catalog():
    project = find_project()
    return project, discover(project.cases_dir)


# tp/loss_parallel: rank 1's fake-PG reference compiled after rank 0's in one process masked rank 0's vocab range
# dtensor/device_mesh_methods: its check names rank 0's coordinate (mul + 0); rank 1 is held to its reference.
@pytest.mark.parametrize("case_id", ["core/dtensor_matmul_dp2", "core/async_redistribute_inside", "tp/loss_parallel",
                                     "dtensor/device_mesh_methods"])
def test_gloo_world_matches_fake_pg_goldens(catalog, case_id):
    project, cases = catalog
    case = cases[case_id]
    report = check_real_world(case, project, backend="gloo")
    assert report.world_size == case.world.size
    assert report.ok, "\n".join(report.problems)


def test_each_fake_pg_reference_compiles_in_a_fresh_child_never_in_this_process(catalog, monkeypatch):
    """Compiled one after the other in this process, rank 1's reference inherited rank 0's compiler state (measured
    on GPUs: FX names sum_2 for sum_1, and tp/loss_parallel masked rank 0's vocab range); the real ranks were right.
    Each rank's reference must be a child of the fork server of its own, as every golden-suite run is."""
    import os

    from fxgolden.base import torch_compat
    from fxgolden.isolate import isolation
    from fxgolden.run import runner

    def compiled_here(*args, **kwargs):
        raise AssertionError("a case compiled in the pytest process")

    monkeypatch.setattr(runner, "run_case", compiled_here)
    monkeypatch.setattr(runner, "run_one", compiled_here)
    children = []
    finish_job = isolation.finish_job

    def finished(running):
        children.append((running.job.rank, running.process.pid))
        return finish_job(running)

    monkeypatch.setattr(isolation, "finish_job", finished)
    project, cases = catalog
    case = cases["core/dtensor_matmul_dp2"]
    counters = torch_compat.dynamo_counters()
    report = check_real_world(case, project, backend="gloo")
    assert report.ok, "\n".join(report.problems)
    assert torch_compat.dynamo_counters() == counters  # Dynamo traced nothing here
    assert [rank for rank, _ in children] == list(range(case.world.size))
    pids = [pid for _, pid in children]
    assert os.getpid() not in pids and len(set(pids)) == len(pids), pids


def test_a_reference_job_names_its_rank_in_every_key(catalog):
    """A job for "this case as rank r" runs that rank alone, and neither cache takes one rank's run for another's."""
    from fxgolden.isolate.isolation import jobs_for
    from fxgolden.isolate.result_cache import key_for
    from fxgolden.run.spec import RunSpec

    project, cases = catalog
    case = cases["core/dtensor_matmul_dp2"]
    spec = RunSpec(profile="cpu", project_root=str(project.root))
    [plain] = jobs_for(case, cases_dir=project.cases_dir, spec=spec)
    jobs = [plain, *(job for rank in (0, 1) for job in jobs_for(case, cases_dir=project.cases_dir, spec=spec,
                                                                   rank=rank))]
    assert len({key_for(job, {}) for job in jobs}) == len({job.cache_name() for job in jobs}) == 3
    as_rank_1 = jobs[2].variant_of(case)
    assert as_rank_1.world.rank == 1 and as_rank_1.per_rank == () and plain.variant_of(case).world.rank == 0


def test_a_rank_that_disagrees_with_its_golden_is_reported_by_rank(catalog, tmp_path):
    """Copy the project with one golden edited: the real run of that rank must point at it."""
    import shutil

    from fxgolden.base.project import find_project as find

    project, _ = catalog
    case_id = "core/dtensor_matmul_dp2"
    shutil.copy(project.root / "pyproject.toml", tmp_path / "pyproject.toml")
    (tmp_path / "cases").mkdir()
    for name in ("__init__.py", "core.py"):
        shutil.copy(project.cases_dir / name, tmp_path / "cases" / name)
    shutil.copytree(project.goldens_dir / "cpu" / case_id, tmp_path / "goldens" / "cpu" / case_id)
    golden = tmp_path / "goldens" / "cpu" / case_id / "g0.forward.py"
    golden.write_text(golden.read_text().replace("aten.mm.default(", "aten.bmm.default(", 1))
    copy = find(tmp_path)
    report = check_real_world(discover(copy.cases_dir)[case_id], copy, backend="gloo")
    assert not report.ok
    [problem] = report.problems
    assert problem.startswith("rank 0: g0.forward differs from its golden")
    assert "-" in problem and "aten.bmm.default(" in problem


AG, AR, WAIT = ("_c10d_functional.all_gather_into_tensor.default", "_c10d_functional.all_reduce.default",
                "_c10d_functional.wait_tensor.default")


@pytest.mark.parametrize(("ops", "missing"), [
    ([f"{AG} group=mesh_tp", WAIT], 0),
    ([f"{AR} group=world", f"{AG} group=world", WAIT, WAIT], 0),
    ([f"{AR} group=world"], 1),
    ([WAIT, f"{AR} group=world"], 1),
    # DTensor's all-to-all returns its result: no wait owed (torch 2.11 on CUDA, dtensor_ops/bmm[S0,S1])
    (["_dtensor.shard_dim_alltoall.default group=mesh_dim0"], 0),
])
def test_unwaited_collectives(ops, missing):
    assert unwaited(ops) == missing


SUMMARY = "case: c\nworld:\n  pg: {pg}\nframes: 1\nvalue_notes:\n  matches_full_tensor: {match}\n"


def test_what_only_the_fake_world_knows_is_left_out_of_the_comparison():
    """The fake group logs its collectives and moves no data: a real rank has no log and other values."""
    from fxgolden.isolate.realworld import _compare_rank, _Comparison

    def problems(real, fake):
        found = _Comparison()
        _compare_rank(0, "gloo", real, fake, found)
        return found.problems

    summary, collectives = ArtifactName.parse("summary"), ArtifactName.parse("collectives")
    fake = {summary: SUMMARY.format(pg="fake", match="false"), collectives: "world: all_reduce float32[4] (sum)\n"}
    real = {summary: SUMMARY.format(pg="gloo", match="true")}
    assert problems(real, fake) == []
    real[summary] = real[summary].replace("frames: 1", "frames: 2")
    assert problems(real, fake) != []  # everything else still must agree


def test_a_rank_outside_the_submesh_sits_out(catalog):
    """Ranks 0 and 2 of dtensor's [1, 3] mesh: no compile, a summary with the reason, no check, no numerics."""
    from fxgolden.run.result import as_rank
    from fxgolden.run.runner import run_case

    project, cases = catalog
    run = run_case(as_rank(cases["dtensor/partial_redistribute_unbalanced_strides"], 0), project_root=project.root)
    assert set(run.artifacts) == {ArtifactName.parse("summary")}
    assert "sat_out: rank 0 is outside the mesh [1, 3]" in run.artifacts[ArtifactName.parse("summary")].text
    assert run.checks == [] and run.numerics is None


def test_ranks_that_sat_out_are_not_held_to_the_others_collectives():
    from fxgolden.isolate.realworld import _collective_problems

    took_part = "graphs:\n  g0:\n    forward:\n      collectives:\n      - _c10d_functional.all_reduce.default\n" \
                "      - _c10d_functional.wait_tensor.default\n"
    sat_out = "notes:\n  sat_out: rank 0 is outside the mesh [1, 3]\n"
    summary = ArtifactName.parse("summary")
    assert _collective_problems({0: {summary: sat_out}, 1: {summary: took_part}, 3: {summary: took_part}}) == []
    assert _collective_problems({0: {summary: "frames: 0\n"}, 1: {summary: took_part}})  # no reason: a problem


def _renumber(text: str, swaps: dict[str, str]) -> str:
    """``text`` with bare value names swapped at once (``permute_3`` ↔ ``permute_4``), comments included."""
    import re

    pattern = re.compile(r"(?<![\w.])(" + "|".join(map(re.escape, swaps)) + r")(?!\w)")
    return pattern.sub(lambda m: swaps[m.group(1)], text)


def test_counter_renaming_is_same_text_with_other_counters_one_to_one():
    from fxgolden.text.graphtext import counter_renaming

    code = ("def call(args):\n    permute_3, permute_4, buf1 = args\n"
            "    # Topologically Sorted Source Nodes: [sum_1, permute_4], Original ATen: [aten.sum]\n"
            "    buf2 = extern_kernels.mm(permute_3, buf1)\n    return (buf2, permute_4)\n")
    shifted = _renumber(code, {"permute_3": "permute_5", "permute_4": "permute_3", "sum_1": "sum_2", "buf2": "buf7"})
    assert counter_renaming(code, shifted) == {"permute_3": "permute_5", "permute_4": "permute_3", "sum_1": "sum_2",
                                          "buf2": "buf7"}
    assert counter_renaming(code, code) == {}
    one_name_for_two = code.replace("extern_kernels.mm(permute_3", "extern_kernels.mm(permute_4")
    assert counter_renaming(code, one_name_for_two) is None
    assert counter_renaming(code, _renumber(code, {"buf2": "mul_2"})) is None  # another base: another value
    assert counter_renaming(code, code.replace("aten.sum", "aten.mean")) is None  # op names are never values
    assert counter_renaming(code, code.replace("(buf2, permute_4)", "(permute_4, buf2)")) is None


def test_a_rank_whose_graphs_only_renumber_values_is_not_a_failure_and_says_so():
    """Measured on four GPUs (torch 2.11): tp/transformer's real rank 0 saved ``permute_1, permute_3`` where the
    fake group's capture saved ``permute, permute_1``. Same graphs; the report names the renumbering."""
    from fxgolden.isolate.realworld import _compare_rank, _Comparison

    project = find_project()
    folder = project.goldens_dir / "cuda" / "tp" / "transformer[plain]"
    fake = {ArtifactName("g0", stage): (folder / f"g0.{stage}.py").read_text()
            for stage in ("backward", "inductor_backward")}
    swaps = {"permute_3": "permute_99", "permute_4": "permute_3", "sum_1": "sum_77"}
    real = {name: _renumber(text, swaps) for name, text in fake.items()}
    assert real != fake
    found = _Comparison()
    _compare_rank(1, "nccl", real, fake, found)
    assert found.problems == []
    assert found.renumbered and all(n.startswith("rank 1: g0.") and "permute_4 → permute_3" in n
                                    for n in found.renumbered if "inductor" in n)
    backward = ArtifactName("g0", "inductor_backward")
    real[backward] = real[backward].replace("extern_kernels.mm(", "extern_kernels.bmm(", 1)
    changed = _Comparison()
    _compare_rank(1, "nccl", real, fake, changed)
    [problem] = changed.problems
    assert problem.startswith("rank 1: g0.inductor_backward differs from the fake-PG capture")


def test_the_run_summary_lists_renumbered_cases_among_the_passed():
    from fxgolden.pytest_plugin.report import summary_lines
    from fxgolden.run.record import CaseRecord

    note = "rank 1: g0.backward only renumbers values: permute_1 → permute_3"
    lines = summary_lines([CaseRecord(case="tp/transformer[plain]", ok=True, world="nccl x4", renumbered=[note])], [])
    assert lines[0] == "1 cases: 1 passed, 0 failed"
    assert f"  same graphs, values renumbered (not a failure): tp/transformer[plain]: {note}" in lines
