"""A warm Inductor cache loses nothing: two processes, one fresh cache dir, byte-identical artifacts."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

CASE = "tp/two_mlp[plain]"  # fused C++ kernels in forward and backward, extern mm, collectives


def _capture(out: Path, cache: Path) -> None:
    env = {**os.environ, "TORCHINDUCTOR_CACHE_DIR": str(cache), "PYTHONWARNINGS": "ignore"}
    subprocess.run([sys.executable, "-m", "fxgolden.cli", "capture", "--out", str(out), CASE],
                   check=True, env=env, cwd=Path(__file__).resolve().parents[1], capture_output=True, timeout=600)


def _files(root: Path) -> dict[str, bytes]:
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def test_cold_and_warm_cache_give_byte_identical_artifacts(tmp_path):
    cache = tmp_path / "inductor-cache"
    _capture(tmp_path / "cold", cache)
    kernels = [p for p in cache.rglob("*.so")]
    assert kernels, "the cold run left no compiled kernel in the cache"
    _capture(tmp_path / "warm", cache)
    cold, warm = _files(tmp_path / "cold"), _files(tmp_path / "warm")
    assert any(name.endswith("inductor_backward.py") for name in cold)
    assert cold == warm
    assert sorted(p for p in cache.rglob("*.so")) == sorted(kernels)  # the warm run built nothing new
