"""The dtensor / tp / dtensor_ops families' invariant checks catch what they claim to catch.

Each test takes a catalog case, breaks its collective pattern with ``dataclasses.replace``
(a body without the redistribute, a TP plan without the row-wise all-reduce), runs it with
``fxgolden.run.runner.run_case`` and asserts that the case's own check fails.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
import torch

from fxgolden.catalog.registry import discover
from fxgolden.run.runner import run_case

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def catalog():
    return discover(ROOT / "cases")


def failing_artifacts(run) -> list[str]:
    return sorted({result.artifact for result in run.failed_checks})


def test_from_local_redistribute_passes_as_declared(catalog):
    run = run_case(catalog["dtensor/from_local_redistribute"], project_root=ROOT, numerics=False)
    assert run.failed_checks == []


def test_dropping_the_redistribute_fails_the_all_gather_check(catalog):
    def body_without_redistribute(ctx):
        from torch.distributed.tensor import DTensor, Shard

        def fn(x):  # the Shard(0) -> Replicate redistribute is gone: no all_gather, no wait
            return DTensor.from_local(x, ctx.mesh, [Shard(0)], run_check=False).to_local() + 2

        x = torch.randn(2, 3, requires_grad=True)
        out = ctx.compile(fn, fullgraph=True)(x)
        out.sum().backward()
        return {"out": out}

    broken = dataclasses.replace(catalog["dtensor/from_local_redistribute"], body=body_without_redistribute)
    run = run_case(broken, project_root=ROOT, numerics=False)
    failed = failing_artifacts(run)
    assert "g0.forward" in failed, failed
    message = next(r.message for r in run.failed_checks if r.artifact == "g0.forward")
    assert "all_gather_into_tensor" in message


_SHARDED_BODY_PROBE = """
import dataclasses, json, sys
from pathlib import Path
import torch
from fxgolden.catalog.registry import discover
from fxgolden.run.runner import run_case
from torch.distributed.tensor import DTensor, Replicate, Shard

def body_with_shard(ctx):
    a = DTensor.from_local(torch.randn(2, 6), ctx.mesh, [Shard(0)], run_check=False)
    b = DTensor.from_local(torch.randn(6, 3), ctx.mesh, [Replicate()], run_check=False)
    out = ctx.compile(lambda x, y: torch.mm(x, y).redistribute(ctx.mesh, [Replicate()]), fullgraph=True)(a, b)
    return {"out": out}

root = Path(sys.argv[1])
broken = dataclasses.replace(discover(root / "cases")["dtensor_ops/mm[R,R]"], body=body_with_shard)
print(json.dumps([r.check.name for r in run_case(broken, project_root=root).failed_checks]))
"""


def test_sweep_replicated_case_rejects_a_collective():
    """The all-Replicate sweep case forbids collectives: a body that shards one input must fail it.

    Runs in its own process: compiling this lambda (DTensor inputs, the mesh in its closure)
    leaves process-wide torch state behind that makes a later dtensor_ops/mm[S0,R] in the
    same process lift the process group as a torchbind constant; a golden must not depend
    on which test ran before it in an xdist worker.
    """
    import json
    import subprocess
    import sys

    result = subprocess.run([sys.executable, "-c", _SHARDED_BODY_PROBE, str(ROOT)], capture_output=True,
                            text=True, timeout=600, cwd=ROOT)
    assert result.returncode == 0, result.stderr[-3000:]
    names = json.loads(result.stdout.strip().splitlines()[-1])
    assert "replicated inputs: no collective" in names, names


@pytest.mark.parametrize("fn, fails", [
    (lambda t: t + 2, False), (lambda t: t.add(2), False),  # torch 2.13's spelling, and 2.11's
    (lambda t: t + 1, True), (lambda t: t.add(3), True),
])
def test_the_device_type_branch_check_reads_the_constant_however_spelled(catalog, fn, fails):
    """The check states which branch was traced (an add of 2), not how torch spells the add."""
    def body(ctx):
        from torch.distributed.tensor import DTensor, Shard

        x_dt = DTensor.from_local(torch.ones(4, 4), ctx.mesh, [Shard(0)], run_check=False)
        return {"out": ctx.compile(fn, fullgraph=True)(x_dt)}

    case = dataclasses.replace(catalog["dtensor/device_mesh_device_type_branch"], body=body)
    run = run_case(case, project_root=ROOT, numerics=False)
    assert bool(run.failed_checks) is fails
