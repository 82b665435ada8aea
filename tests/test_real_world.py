"""Real gloo worlds of 2 and 4 processes cross-check the fake-PG goldens of core cases."""

import pytest

from fxgolden.project import find_project
from fxgolden.realworld import check_real_world, unwaited
from fxgolden.registry import discover


@pytest.fixture(scope="module")
def catalog():
    project = find_project()
    return project, discover(project.cases_dir)


@pytest.mark.parametrize("case_id", ["core/dtensor_matmul_dp2", "core/async_redistribute_inside"])
def test_gloo_world_matches_fake_pg_goldens(catalog, case_id):
    project, cases = catalog
    case = cases[case_id]
    report = check_real_world(case, project, backend="gloo", timeout=600)
    assert report.world_size == case.world.size
    assert report.ok, "\n".join(report.problems)


def test_a_rank_that_disagrees_with_its_golden_is_reported_by_rank(catalog, tmp_path):
    """Copy the project with one golden edited: the real run of that rank must point at it."""
    import shutil

    from fxgolden.project import find_project as find

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
    report = check_real_world(discover(copy.cases_dir)[case_id], copy, backend="gloo", timeout=600)
    assert not report.ok
    [problem] = report.problems
    assert problem.startswith("rank 0: g0.forward differs from its golden")
    assert "-" in problem and "aten.bmm.default(" in problem


@pytest.mark.parametrize(("ops", "missing"), [
    (["all_gather_into_tensor group=mesh_tp", "wait_tensor"], 0),
    (["all_reduce group=world", "all_gather_into_tensor group=world", "wait_tensor", "wait_tensor"], 0),
    (["all_reduce group=world"], 1),
    (["wait_tensor", "all_reduce group=world"], 1),
])
def test_unwaited_collectives(ops, missing):
    assert unwaited(ops) == missing
