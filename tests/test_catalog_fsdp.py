"""The fsdp and distributed_patterns families' invariant checks catch what they claim to catch.

Each test takes a catalog case, breaks its pattern with ``dataclasses.replace`` (a body whose
FSDP-like hooks gather without the concatenation, a body that drops the fsdp.copy_ storage
swap), runs it with ``fxgolden.run.runner.run_case`` and asserts that the case's own check fails.
Only aot_eager cases: a few seconds in all.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
import torch

from fxgolden.base.artifact import ArtifactName
from fxgolden.catalog.registry import discover
from fxgolden.run.runner import run_case

ROOT = Path(__file__).resolve().parents[1]
FAKE_FSDP = "distributed_patterns/fake_fsdp_linear[aot_eager]"
CUSTOM_OP = "fsdp/custom_op_then_fsdp_copy"


@pytest.fixture(scope="module")
def catalog():
    return discover(ROOT / "cases")


def failed_names(run) -> list[str]:
    return [result.check.name or result.check.label() for result in run.failed_checks]


def test_fake_fsdp_case_passes_as_declared(catalog):
    run = run_case(catalog[FAKE_FSDP], project_root=ROOT, numerics=False)
    assert failed_names(run) == []


def test_gather_without_cat_fails_the_all_gather_checks(catalog):
    from cases.distributed_patterns import _fake_fsdp_body

    def no_all_gather(shard: torch.Tensor) -> torch.Tensor:
        # the right shape, but nothing gathered: the unsharded weight is never built from the shard
        with torch.no_grad():
            return shard.new_zeros(shard.size(0) * 2, shard.size(1))

    broken = dataclasses.replace(catalog[FAKE_FSDP], body=lambda ctx: _fake_fsdp_body(ctx, gather=no_all_gather))
    run = run_case(broken, project_root=ROOT, numerics=False)
    assert "aten.cat" not in run.artifacts[ArtifactName.parse("g0.forward")].text
    failed = failed_names(run)
    assert "forward: regrow, all-gather into the unsharded weight by fsdp.copy_, matmul, free" in failed
    assert "backward: regrow, all-gather by cat, grad, reduce-scatter by narrow, free" in failed


def test_dropped_storage_swap_fails_the_custom_op_check(catalog):
    from cases.fsdp import _add_one_out_op

    def without_fsdp_copy(ctx):
        _add_one_out_op()

        def fn(x):
            buf = torch.zeros(2)
            torch.ops.fxgolden_fsdp.add_one_out(x, out=buf.view(-1))
            x.copy_(buf.view(-1))  # a plain copy instead of the FSDP storage-swap op

        x = torch.zeros(2)
        ctx.compile(fn)(x)
        return {"x": x}

    broken = dataclasses.replace(catalog[CUSTOM_OP], body=without_fsdp_copy)
    run = run_case(broken, project_root=ROOT, numerics=False)
    assert "fsdp.copy_" not in run.artifacts[ArtifactName.parse("g0.inference")].text
    assert "functionalized custom op, then fsdp.copy_ from the updated base" in failed_names(run)
