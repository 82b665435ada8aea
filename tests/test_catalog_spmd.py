"""The spmd family's invariant checks catch what they claim to catch.

Each test takes a catalog case, breaks its collective pattern with
``dataclasses.replace`` (a body that drops a wait, the wrong mesh dim, a
gradient reduced twice), runs it with ``fxgolden.run.runner.run_case`` and
asserts that the case's own check fails; plus the transform hook's record.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
import yaml

from fxgolden.base.artifact import ArtifactName
from fxgolden.catalog.registry import discover
from fxgolden.run.runner import run_case

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def catalog():
    return discover(ROOT / "cases")


def failed_names(run) -> list[str]:
    return [result.check.name for result in run.failed_checks]


def test_collectives_case_passes_as_declared(catalog):
    run = run_case(catalog["spmd/collectives_2d[dim0]"], project_root=ROOT, numerics=False)
    assert failed_names(run) == []


def test_dropped_wait_fails_the_wait_check(catalog):
    from cases.spmd_collectives import trace_collectives

    broken = dataclasses.replace(
        catalog["spmd/collectives_2d[dim0]"], body=lambda ctx: trace_collectives(ctx, drop_wait=True)
    )
    run = run_case(broken, project_root=ROOT, numerics=False)
    assert "wait_tensor" not in run.artifacts[ArtifactName.parse("t0.make_fx")].text
    assert failed_names(run) == ["t0.make_fx: all_reduce on mesh_dp, waited before use"]


def test_wrong_mesh_dim_fails_the_group_checks(catalog):
    original = catalog["spmd/collectives_3d[dim1]"]
    broken = dataclasses.replace(original, params={**original.params, "dim": 2})  # tp instead of dp
    run = run_case(broken, project_root=ROOT, numerics=False)
    failed = failed_names(run)
    assert "'mesh_tp'" in run.artifacts[ArtifactName.parse("t0.make_fx")].text
    assert "t0.make_fx: all_reduce on mesh_dp, waited before use" in failed
    assert "no group but mesh_dp" in failed
    assert len(failed) >= 6


def test_gradient_reduced_twice_fails_the_exactly_once_check(catalog):
    original = catalog["spmd/train_step[sgd_foreach]"]
    broken = dataclasses.replace(original, params={**original.params, "reduce_rounds": 2})
    run = run_case(broken, project_root=ROOT, numerics=False)
    assert failed_names(run) == ["g0.inference: 2 gradient all_reduces, no more"]


def test_transform_hook_saw_the_custom_ops_in_order(catalog):
    run = run_case(catalog["spmd/transform_ddm"], project_root=ROOT)
    assert failed_names(run) == []
    assert run.numerics is not None and run.numerics.ok, run.numerics
    notes = yaml.safe_load(run.artifacts[ArtifactName.parse("summary")].text.split("\n", 1)[1])["notes"]
    assert notes["transform_targets"] == [
        "fxgolden_spmd::ddm",
        "fxgolden_spmd::ddm",
        "fxgolden_spmd::ddm_backward",
        "fxgolden_spmd::ddm_backward",
    ]
    assert "fxgolden_spmd" not in run.artifacts[ArtifactName.parse("g0.inference")].text
    assert run.artifacts[ArtifactName.parse("g0.dynamo")].text.count("torch.ops.fxgolden_spmd.ddm(") == 2
