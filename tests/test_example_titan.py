"""examples/titan_llama3: a real model library's goldens compare in CI, installed as its README says.

A fresh venv gets fxgolden built from this checkout (``[cpu]``) and the example with its ``test`` extra,
which pins torchtitan; ``fxgolden run`` in a copy of the example must compare every committed golden
(2-3 minutes on 2 cores, a minute of it pip), the 70B production configuration on fake tensors included, and
the debug cases captured on fake tensors must give their real-tensor goldens. Then a one-line edit of
torchtitan's own model code (SiLU -> GELU in its feed-forward, in site-packages) must be caught, shown in
the golden form's written layer and folded layers alike, and the goldens must not move with the checkout's path.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest

from test_example_project import Shell, files_of, fxgolden_distribution

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "titan_llama3"
N_CASES = 11  # llama3/{tp,tp_sequence_parallel,layer_inductor}; production.py: 70B x4, 405B, 8B, DeepSeek V3, debug

pytestmark = pytest.mark.slow


def test_titan_example_compares_and_catches_a_library_edit(tmp_path: Path) -> None:
    project = tmp_path / "titan_llama3"
    shutil.copytree(EXAMPLE, project, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info", ".fxgolden"))
    venv = tmp_path / "venv"
    sh = Shell(project, venv, tmp_path)
    sh(sys.executable, "-m", "venv", str(venv))
    pip = (str(sh.bin / "python"), "-m", "pip", "install", "--disable-pip-version-check", "-q")
    sh(*pip, f"{fxgolden_distribution(tmp_path / 'fxgolden-dist')}[cpu]", "-e", f"{project}[test]")

    out = sh("fxgolden", "run", "-j", "2", timeout=1500)
    assert f"{N_CASES} cases: {N_CASES} passed" in out, out
    assert files_of(project / "tests" / "goldens") == files_of(EXAMPLE / "tests" / "goldens")
    # the 70B, 405B, 8B, debug and DeepSeek V3 production cases: on fake tensors (the summary counts them; which
    # case it names by its peak memory depends on a few MiB between processes)
    assert "8 captured on fake tensors" in out, out

    # the debug cases, made on real tensors with numerics, give the same goldens on fake tensors
    out = sh("fxgolden", "run", "--fake-tensors", "--no-result-cache", "-j", "2", "llama3/*", timeout=900)
    assert "3 cases: 3 passed" in out and "3 captured on fake tensors" in out, out
    # and the production path (torchtitan's 70B trainer config, parallelize_llama, FSDP 8 x TP 8, per-block
    # compile) at the debug model's sizes gives its fake-tensor goldens on real tensors
    out = sh("fxgolden", "run", "--real-tensors", "--no-result-cache", "llama3_debug/*", timeout=900)
    assert "1 cases: 1 passed" in out and "captured on fake tensors" not in out, out

    # the library's own code changes: torchtitan's feed-forward activation
    site = sh(str(sh.bin / "python"), "-c", "import torchtitan, os; print(os.path.dirname(torchtitan.__file__))")
    feed_forward = Path(site.strip().splitlines()[-1]) / "models" / "common" / "feed_forward.py"
    source = feed_forward.read_text()
    assert source.count("F.silu(") == 1, "torchtitan's feed-forward changed: move this test to its new spelling"
    feed_forward.write_text(source.replace("F.silu(", "F.gelu("))
    out = sh("fxgolden", "run", "llama3/tp", expect=1, timeout=900)
    assert "g0.forward" in out and "g0.backward" in out, out
    out = sh("fxgolden", "run", "llama3/tp", "--update", timeout=900)
    forward = (project / "tests" / "goldens" / "cpu" / "llama3" / "tp" / "g0.forward.py").read_text()
    committed = (EXAMPLE / "tests" / "goldens" / "cpu" / "llama3" / "tp" / "g0.forward.py").read_text()
    assert "aten.gelu.default(" in forward and "aten.gelu.default(" not in committed
    # the written layer shows the change, the folded layers still fold onto it
    assert forward.count("#= layers.") == committed.count("#= layers."), out
