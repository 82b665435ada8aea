"""Codegen-only runs: Inductor code captured with no kernel built or run, goldens byte-identical to a full run."""

from __future__ import annotations

import types
from pathlib import Path

import pytest
import torch

from fxgolden import Backend, World
from fxgolden.base.artifact import ArtifactName
from fxgolden.catalog.case import Case
from fxgolden.run.runner import run_case


def _fused_with_backward(ctx):
    """Two fused C++ kernels in the forward, more in the lazily compiled backward."""

    def fn(x, w):
        return (torch.sin(x) * 2 + 1).relu() @ w

    x = torch.randn(8, 16, requires_grad=True)
    w = torch.randn(16, 4, requires_grad=True)
    out = ctx.compile(fn, fullgraph=True)(x, w)
    (out.cos().sum()).backward()
    return {"out": out, "grad_x": x.grad, "grad_w": w.grad}


CASE = Case(id="bench/fused_with_backward", body=_fused_with_backward, world=World(size=2, rank=1),
            backend=Backend.INDUCTOR)


@pytest.fixture(scope="module")
def full_run():
    return run_case(CASE, project_root=Path.cwd())


def test_codegen_only_artifacts_are_byte_identical_to_a_full_run(full_run):
    codegen = run_case(CASE, project_root=Path.cwd(), codegen_only=True)
    assert {"g0.inductor_forward", "g0.inductor_backward"} <= set(map(str, full_run.artifacts))
    backward = full_run.artifacts[ArtifactName("g0", "inductor_backward")]
    assert "cpp_fused" in backward.text  # the backward has kernels of its own
    assert {n: a.text for n, a in codegen.artifacts.items()} == {n: a.text for n, a in full_run.artifacts.items()}
    assert codegen.numerics is None and full_run.numerics is not None and full_run.numerics.ok
    # The vector-ISA probe ran in the full run (it is cached per process): no C++ compiler ran here.
    assert codegen.compile_metrics.get("compile_file", 0.0) == 0.0


def test_no_noop_kernel_outlives_a_codegen_only_run(full_run):
    run_case(CASE, project_root=Path.cwd(), codegen_only=True)
    again = run_case(CASE, project_root=Path.cwd())
    assert again.numerics is not None and again.numerics.ok, again.numerics


def test_codegen_only_refuses_to_write_goldens():
    from fxgolden.base.errors import UsageError
    from fxgolden.pytest_plugin.settings import Settings

    def config(update: bool) -> types.SimpleNamespace:
        option = types.SimpleNamespace(fxgolden_codegen_only=True, update_snapshots=update)
        return types.SimpleNamespace(option=option, rootpath=Path.cwd(), stash=pytest.Stash())

    refused = config(update=True)
    for _ in range(2):  # built once: the refusal is kept and raised to every caller
        with pytest.raises(UsageError, match="never writes goldens"):
            Settings.from_config(refused)
    settings = Settings.from_config(config(update=False))
    assert settings.options.codegen_only and not settings.options.numerics
