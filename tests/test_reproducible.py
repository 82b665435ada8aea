"""Goldens are a pure function of (case, torch build, profile): not of the host's ISA or cores, nor the selection.

Every test runs the real catalog against the committed goldens in
subprocesses, as a user would (`fxgolden run` or pytest on the suite).
"""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from pathlib import Path

import pytest

from fxgolden.base import torch_compat
from fxgolden.base.artifact import ArtifactName
from fxgolden.base.profile import get_profile

ROOT = Path(__file__).resolve().parents[1]

# Two Inductor cases with vectorized C++ kernels and parallel loops (fused forward and backward).
INDUCTOR_CASES = ("core/dtensor_matmul_redistribute[S0]", "tp/two_mlp[plain]")

# The cases whose goldens depended on what ran before them in one process, and one quick case of
# every family besides.
SELECTION_SAMPLE = (
    "dtensor/partial_placement_graph_output",
    "tp/two_mlp[seq_parallel]",
    "dtensor/noncontiguous_output",
    "dtensor/partial_redistribute_unbalanced_strides",
    "dtensor/to_local_forward_hook",
    "dtensor_ops/mm[S0,R]",
    "core/funcol_make_fx_2d",
    "fsdp/traceable_mlp[aot_eager_decomp_partition]",
    "spmd/collectives_2d[dim0]",
    "distributed_patterns/module_backward_hooks[inductor]",
)


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS", "PYTEST_XDIST_WORKER")}
    # Compile every case: a result reused from the suite's own run would prove nothing here.
    env.update({"FXGOLDEN_RESULT_CACHE": "0", **extra})
    return env


def suite(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", "cases", "-q", "-p", "no:cacheprovider",
                           "-p", "no:xdist", *args], cwd=ROOT, env=env or _env(), capture_output=True, text=True,
                          timeout=900)


def fxgolden(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "fxgolden.cli", *args], cwd=ROOT, env=_env(), capture_output=True,
                          text=True, timeout=900)


def _host_has_avx512() -> bool:
    from fxgolden.base import torch_compat

    return any(isa.startswith("avx512") for isa in torch_compat.probe_vector_isas())


def _selection(cases: tuple[str, ...]) -> list[str]:
    return [arg for case_id in cases for arg in ("--fxgolden-case", case_id)]


HOST_VARIANTS = [
    pytest.param({"ATEN_CPU_CAPABILITY": "default"}, id="isa-default"),
    pytest.param({"ATEN_CPU_CAPABILITY": "avx2"}, id="isa-avx2"),
    pytest.param({"ATEN_CPU_CAPABILITY": "avx512"}, id="isa-avx512"),
    pytest.param({"OMP_NUM_THREADS": "1"}, id="threads-1"),
    pytest.param({"OMP_NUM_THREADS": "16"}, id="threads-16"),
]


@pytest.mark.parametrize("variables", HOST_VARIANTS)
def test_inductor_goldens_do_not_depend_on_the_hosts_isa_or_thread_count(variables):
    if variables.get("ATEN_CPU_CAPABILITY") == "avx512" and not _host_has_avx512():
        pytest.skip("this host has no AVX-512 (the avx2 and default variants still run)")
    result = suite(*_selection(INDUCTOR_CASES), env=_env(**variables))
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert f"{len(INDUCTOR_CASES)} cases: {len(INDUCTOR_CASES)} passed, 0 failed" in result.stdout


@pytest.mark.parametrize("case_id", SELECTION_SAMPLE)
def test_a_case_run_alone_gives_the_goldens_the_full_suite_checks(case_id):
    result = fxgolden("run", case_id)
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert "1 cases: 1 passed, 0 failed" in result.stdout


def test_the_sample_in_reverse_order_in_one_run_gives_the_same_goldens():
    result = suite("--fxgolden-order", "reverse", *_selection(SELECTION_SAMPLE))
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert f"{len(SELECTION_SAMPLE)} cases: {len(SELECTION_SAMPLE)} passed, 0 failed" in result.stdout


def test_a_host_without_the_profiles_isa_gets_one_message_before_any_case_runs():
    # torch's own switch: with no vector ISA usable, Inductor would emit scalar loops here.
    result = suite(*_selection(INDUCTOR_CASES), env=_env(TORCHINDUCTOR_VEC_ISA_OK="0"))
    output = result.stdout + result.stderr
    assert result.returncode == 4, output[-3000:]
    assert "profile 'cpu' generates C++ kernels for avx2" in output and "gives no vectorization" in output
    assert "fix: run the Inductor cases on an x86-64 host with AVX2" in output
    assert "= fxgolden =" not in result.stdout and "@@" not in result.stdout  # nothing ran, no wall of diffs
    graph_only = suite("--fxgolden-case", "core/funcol_make_fx_2d", env=_env(TORCHINDUCTOR_VEC_ISA_OK="0"))
    assert graph_only.returncode == 0, graph_only.stdout[-3000:]


def test_the_manifest_names_the_pinned_isa_and_thread_count():
    from fxgolden.golden import manifest

    stored = manifest.read(ROOT / "goldens" / "cpu" / "profile.toml")
    assert stored.extra["vector_isa"] == "avx2"
    assert stored.extra["inductor.cpp.simdlen"] == "256" and stored.extra["inductor.cpp.threads"] == "2"
    assert stored.extra == {k: v for k, v in get_profile("cpu").manifest_settings().items()}


@pytest.mark.parametrize("simdlen", [256, 512, None])
def test_the_host_checks_one_isa_probe_agrees_with_torchs_full_pick(simdlen):
    """check_host probes only the ISAs of the pinned width; it must answer as pick_vec_isa does."""
    settings = {**get_profile("cpu").inductor, "cpp.simdlen": simdlen}
    picked = torch_compat.vector_isa_under(settings)
    assert torch_compat.picks_vector_isa(settings, picked)
    for other in {"avx2", "avx512", "avx512 avx512_vnni", "asimd"} - {picked}:
        assert not torch_compat.picks_vector_isa(settings, other), other


def test_host_problem_names_the_profile_the_host_and_the_fix():
    cpu = get_profile("cpu")
    assert cpu.host_problem(machine="x86_64", picked="avx2", available=["avx512", "avx2"]) is None
    arm = cpu.host_problem(machine="aarch64", picked="asimd", available=["asimd"])
    assert arm is not None and "aarch64; asimd" in arm and "gives asimd" in arm and "fix:" in arm
    old_x86 = cpu.host_problem(machine="x86_64", picked=None, available=[])
    assert old_x86 is not None and "no vector ISA Inductor can build for" in old_x86
    assert get_profile("cuda").host_problem(machine="aarch64", picked=None, available=[]) is None


def test_rank_runs_merged_under_the_cuda_profile_name_cuda_in_their_header():
    """The catalog entry says cpu; its rank runs under the cuda profile ran on cuda (an H100 run wrote cpu)."""
    from fxgolden.catalog.case import Backend, Case
    from fxgolden.catalog.world import World
    from fxgolden.run.result import Artifact, CaseRun, merge_rank_runs, rank_variants

    case = Case(id="t/ranks", body=lambda ctx: None, backend=Backend.AOT_EAGER, world=World(size=4, rank=1),
                per_rank=(1, 3))
    dynamo = ArtifactName("g0", "dynamo")
    runs = [CaseRun(case=variant, artifacts={dynamo: Artifact(dynamo, "fx", "same\n", variant.world.describe())},
                    checks=[], numerics=None, timings={}) for variant in rank_variants(case, "cuda")]
    assert merge_rank_runs(case, runs).artifacts[dynamo].world == "fake ranks 1,3/4 cuda"
    cpu_runs = [dataclasses.replace(run, case=variant) for run, variant in zip(runs, rank_variants(case, "cpu"))]
    assert merge_rank_runs(case, cpu_runs).artifacts[dynamo].world == "fake ranks 1,3/4 cpu"


def test_configs_a_case_sets_are_restored_without_touching_deprecated_ones():
    """What a case sets directly is undone after it; torch's deprecated entries, which nothing set, are left alone."""
    import warnings

    import torch._dynamo.config as dynamo_config
    import torch._inductor.config as inductor_config

    before = (inductor_config.max_autotune, dynamo_config.cache_size_limit)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with torch_compat.restored_configs():
            inductor_config.max_autotune = not before[0]
            dynamo_config.cache_size_limit = before[1] + 3
    assert (inductor_config.max_autotune, dynamo_config.cache_size_limit) == before
    assert not [w for w in caught if "deprecated" in str(w.message)], [str(w.message) for w in caught]
