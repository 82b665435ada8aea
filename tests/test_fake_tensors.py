"""Capture on fake tensors gives the real-tensor goldens; numerics never change a golden; a case's memory.

The catalog's goldens were made on real tensors with numerics. A selection of it (tensor and sequence
parallel, FSDP2 with mixed precision, 3-D mesh collectives, DTensor, make_fx, Inductor's C++ code) must
compare equal when captured on fake tensors, and when captured without the eager reference.
"""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from fxgolden import Backend, Case, Tensors, World
from fxgolden.base.artifact import ArtifactName
from fxgolden.base.errors import CaseError
from fxgolden.run.runner import run_case

ROOT = Path(__file__).resolve().parents[1]

# Cases whose goldens a fake-tensor capture must give byte for byte (each kind of artifact and collective).
SELECTION = (
    "tp/transformer[seq_parallel]",  # sequence parallel: all-gathers and reduce-scatters in the graphs
    "tp/attention_comm_reordering",  # Inductor's C++ code with collectives
    "fsdp/mixed_precision[bf16_params_fp32_reduce]",  # FSDP2's eager collectives, logged by the process group
    "spmd/collectives_3d[dim1]",  # functional collectives on a 3-D mesh, logged by the fake mode
    "dtensor/redistribute_backward",
    "core/funcol_make_fx_2d",  # make_fx traces on fake tensors
    "distributed_patterns/storage_resize[to_zero-inductor]",
)


def _fxgolden(*args: str) -> subprocess.CompletedProcess:
    environ = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")}
    return subprocess.run([sys.executable, "-m", "fxgolden", "run", *args], cwd=ROOT, env=environ,
                          capture_output=True, text=True, timeout=900)


@pytest.mark.parametrize("mode", ["--fake-tensors", "--no-numerics"])
def test_a_selection_of_the_catalog_gives_its_real_tensor_goldens(mode: str) -> None:
    done = _fxgolden(mode, "--no-result-cache", "-j", "2", *SELECTION)
    summary = f"{len(SELECTION)} cases: {len(SELECTION)} passed, 0 failed"
    assert done.returncode == 0 and summary in done.stdout, done.stdout[-4000:] + done.stderr[-2000:]
    if mode == "--fake-tensors":
        assert f"{len(SELECTION)} captured on fake tensors: numerics not compared" in done.stdout


_LEFT_BEHIND: list[int] = []


def _eager_reference_leaves_state(ctx):
    """A body whose compiled graph would change if its eager reference had run first: the eager call leaves
    process-wide state behind, as torch's once-only warnings and DTensor's caches do."""
    scale = 3.0 if _LEFT_BEHIND else 2.0
    if not ctx.compiled:
        _LEFT_BEHIND.append(1)
    x = torch.randn(4, 8, requires_grad=True)
    out = ctx.compile(lambda t: t.sin() * scale, fullgraph=True)(x)
    out.sum().backward()
    return {"grad": x.grad}


def test_the_eager_reference_runs_after_the_capture() -> None:
    case = Case(id="fake/eager_after", body=_eager_reference_leaves_state, world=World(size=2, rank=0))
    _LEFT_BEHIND.clear()
    with_numerics = run_case(case, project_root=ROOT)
    _LEFT_BEHIND.clear()
    without = run_case(case, project_root=ROOT, numerics=False)
    assert with_numerics.numerics is not None and without.numerics is None
    assert "2.0" in with_numerics.artifacts[ArtifactName.parse("g0.forward")].text
    assert {n: a.text for n, a in with_numerics.artifacts.items()} == {n: a.text for n, a in without.artifacts.items()}


def _reads_a_value(ctx):
    x = torch.randn(4, 8)
    out = ctx.compile(lambda t: t.cos(), fullgraph=True)(x)
    assert torch.allclose(out, x.cos())
    return {"out": out}


def _large(ctx):
    x = torch.randn(1024, 1024, 256)  # 1 GiB of float32 on real tensors; nothing on fake ones
    out = ctx.compile(lambda t: t.sum(0), fullgraph=True)(x)
    return {"out": out}


def test_a_case_on_fake_tensors_allocates_nothing_and_skips_numerics() -> None:
    from fxgolden.isolate import memory

    case = Case(id="fake/large", body=_large, world=World(size=2, rank=0), tensors=Tensors.FAKE)
    before = memory.rss_bytes()
    run = run_case(case, project_root=ROOT)
    assert memory.peak_rss_bytes() - before < 512 * 2**20  # the real tensor alone would be 1 GiB
    assert run.numerics is None
    assert '"f32[1024, 256][256, 1]cpu"' in run.artifacts[ArtifactName.parse("g0.inference")].text


def test_a_body_that_reads_values_says_it_cannot_run_on_fake_tensors() -> None:
    case = Case(id="fake/reads_a_value", body=_reads_a_value, world=World(size=2, rank=0), tensors=Tensors.FAKE)
    with pytest.raises(CaseError) as raised:
        run_case(case, project_root=ROOT)
    assert "fake/reads_a_value" in str(raised.value)
    assert "cannot be captured on fake tensors: the case body read a tensor's value (aten.allclose" in str(raised.value)
    assert "drop tensors=Tensors.FAKE" in raised.value.fix


def test_inductor_code_on_fake_tensors_is_the_real_code() -> None:
    case = Case(id="fake/inductor", body=_small_inductor, world=World(size=2, rank=0), backend=Backend.INDUCTOR)
    real = run_case(case, project_root=ROOT, numerics=False)
    fake = run_case(dataclasses.replace(case, tensors=Tensors.FAKE), project_root=ROOT)
    assert "cpp_fused" in real.artifacts[ArtifactName.parse("g0.inductor_backward")].text
    assert {n: a.text for n, a in fake.artifacts.items()} == {n: a.text for n, a in real.artifacts.items()}


def _small_inductor(ctx):
    x = torch.randn(8, 16, requires_grad=True)
    w = torch.randn(16, 4, requires_grad=True)
    out = ctx.compile(lambda a, b: (a.sin() * 2 + 1).relu() @ b, fullgraph=True)(x, w)
    out.cos().sum().backward()
    return {"out": out}
