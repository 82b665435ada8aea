"""Warm caches, another order and two workers lose nothing: every artifact's sha256 stays the same.

One case of every family (Inductor ones where the family has them) runs as
the golden suite four times on one fresh Inductor cache: cold, warm (the
kernel cache and each case's own FX-graph cache hit), warm in a shuffled
order, and warm with two xdist workers. The suite reports each artifact's
digest (``fxgolden.bench.probe``); all four runs must agree and pass.
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
)


def _suite(records: Path, cache: Path, *args: str) -> dict[str, dict[str, str]]:
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS", "PYTEST_XDIST_WORKER")}
    env.update({"TORCHINDUCTOR_CACHE_DIR": str(cache), "FXGOLDEN_BENCH_RECORDS": str(records),
                "PYTHONWARNINGS": "ignore"})
    selection = [arg for case_id in SAMPLE for arg in ("--fxgolden-case", case_id)]
    result = subprocess.run([sys.executable, "-m", "pytest", "tests/test_goldens.py", "-q", "-p", "no:cacheprovider",
                             "-p", "fxgolden.bench.probe", *selection, *args], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=1200)
    assert result.returncode == 0, result.stdout[-4000:]
    lines = [json.loads(line) for line in records.read_text().splitlines()]
    return {record["case"]: record["digests"] for record in lines}


def test_cold_warm_shuffled_and_parallel_runs_give_the_same_bytes(tmp_path):
    cache = tmp_path / "inductor-cache"
    cold = _suite(tmp_path / "cold.jsonl", cache, "-p", "no:xdist")
    kernels = sorted(cache.rglob("*.so"))
    graphs = sorted((cache / "fxgolden-fxgraph").rglob("*"))
    assert kernels and graphs, "the cold run left no kernel or no per-case FX-graph cache entry"
    warm = _suite(tmp_path / "warm.jsonl", cache, "-p", "no:xdist")
    shuffled = _suite(tmp_path / "shuffled.jsonl", cache, "-p", "no:xdist", "--fxgolden-order", "shuffle:7")
    parallel = _suite(tmp_path / "parallel.jsonl", cache, "-n", "2")
    assert set(cold) == set(SAMPLE)
    assert sum(len(d) for d in cold.values()) > 3 * len(SAMPLE)  # graphs, kernels and summaries, not just one file
    assert any(name.endswith("inductor_backward") for digests in cold.values() for name in digests)
    assert warm == cold and shuffled == cold and parallel == cold
    assert sorted(cache.rglob("*.so")) == kernels  # the warm runs built no kernel
