"""Warm caches, another order and two workers lose nothing: every artifact's sha256 stays the same.

One case of every family the cpu profile runs (Inductor ones where the family has them) runs as
the golden suite on one fresh Inductor cache: cold, then warm with torch's
caches alone (the kernel cache and each case's own FX-graph cache hit;
``--fxgolden-no-result-cache`` so that every case compiles again), warm in a
shuffled order, warm with two xdist workers, and last warm with fxgolden's
result cache, which the cold run filled and which reuses every case. The
suite reports each artifact's digest (``fxgolden.bench.probe``); all runs
must agree and pass.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = (
    "core/dtensor_matmul_redistribute[S1]",
    "dtensor/partial_placement_graph_output",
    "dtensor_ops/mm[S0,R]",
    "tp/two_mlp[plain]",
    "fsdp/traceable_transformer[inductor]",  # repeated layers: identical graphs under other names
    "distributed_patterns/storage_resize[to_zero-inductor]",
    "spmd/collectives_2d[dim0]",
    "ddp/ddp_optimizer_split[cap1mb]",
    "pipeline/pipe_split",
    "context_parallel/ring_sdpa_cpu_refused",  # the expected error is the golden
)
NO_REUSE = "--fxgolden-no-result-cache"


def _suite(records: Path, cache: Path, *args: str) -> dict[str, dict]:
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS", "PYTEST_XDIST_WORKER",
                                                             "FXGOLDEN_RESULT_CACHE")}
    env.update({"TORCHINDUCTOR_CACHE_DIR": str(cache), "FXGOLDEN_BENCH_RECORDS": str(records),
                "PYTHONWARNINGS": "ignore"})
    selection = [arg for case_id in SAMPLE for arg in ("--fxgolden-case", case_id)]
    result = subprocess.run([sys.executable, "-m", "pytest", "cases", "-q", "-p", "no:cacheprovider",
                             "-p", "fxgolden.bench.probe", *selection, *args], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=1200)
    assert result.returncode == 0, result.stdout[-4000:]
    lines = [json.loads(line) for line in records.read_text().splitlines()]
    return {record["case"]: record for record in lines}


def _digests(records: dict[str, dict]) -> dict[str, dict[str, str]]:
    return {case: record["digests"] for case, record in records.items()}


def test_cold_warm_shuffled_parallel_and_reused_runs_give_the_same_bytes(tmp_path):
    cache = tmp_path / "inductor-cache"
    cold = _suite(tmp_path / "cold.jsonl", cache, "-p", "no:xdist")
    kernels = sorted(cache.rglob("*.so"))
    graphs = sorted((cache / "fxgolden-fxgraph").rglob("*"))
    assert kernels and graphs, "the cold run left no kernel or no per-case FX-graph cache entry"
    warm = _suite(tmp_path / "warm.jsonl", cache, "-p", "no:xdist", NO_REUSE)
    shuffled = _suite(tmp_path / "shuffled.jsonl", cache, "-p", "no:xdist", NO_REUSE, "--fxgolden-order", "shuffle:7")
    parallel = _suite(tmp_path / "parallel.jsonl", cache, "-n", "2", NO_REUSE)
    reused = _suite(tmp_path / "reused.jsonl", cache, "-p", "no:xdist")
    assert set(cold) == set(SAMPLE)
    assert sum(len(d) for d in _digests(cold).values()) > 3 * len(SAMPLE)  # graphs, kernels, summaries
    assert any(name.endswith("inductor_backward") for digests in _digests(cold).values() for name in digests)
    assert not any(r["reused"] for run in (cold, warm, shuffled, parallel) for r in run.values())
    assert [case for case, r in warm.items() if not r["timings"].get("compile")] == []  # each compiled again
    assert [case for case, r in reused.items() if not r["reused"]] == []
    for run in (warm, shuffled, parallel, reused):
        assert _digests(run) == _digests(cold)
    assert sorted(cache.rglob("*.so")) == kernels  # the warm runs built no kernel
