"""Ranks of large worlds grouped by the shard shapes their compiled graphs take, and one of each group captured.

Worlds of 64 and 128 ranks on 2-D and 3-D meshes, on fake tensors (nothing of them is allocated), as any rank.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch
from torch.distributed.tensor import Shard, distribute_tensor

from fxgolden import Case, Tensors, World
from fxgolden.capture.rank_classes import describe_ranks
from fxgolden.run.runner import run_case

ROOT = Path(__file__).resolve().parents[1]


def _rows(ctx):
    """A weight of ``rows`` rows sharded over the "tp" dimension: uneven unless 8 divides ``rows``."""
    w = distribute_tensor(torch.randn(ctx.params["rows"], 64), ctx.mesh["tp"], [Shard(0)])
    x = torch.randn(16, 64)
    return {"out": ctx.compile(lambda w, x: (x @ w.to_local().t()).relu(), fullgraph=True)(w, x)}


def _classes(world: World, rows: int) -> list[tuple[tuple[int, ...], str]]:
    case = Case(id="ranks/rows", body=_rows, world=world, tensors=Tensors.FAKE, params={"rows": rows})
    return list(run_case(case, project_root=ROOT).rank_classes)


@pytest.mark.parametrize(("mesh", "dims"), [((8, 8), ("dp", "tp")), ((2, 8, 8), ("pp", "dp", "tp"))])
def test_uneven_shards_set_the_last_rank_of_each_tp_group_apart(mesh: tuple[int, ...], dims: tuple[str, ...]) -> None:
    size = 1
    for extent in mesh:
        size *= extent
    found = _classes(World(size=size, rank=0, mesh=mesh, dims=dims), rows=1003)  # 1003 rows: 126 x 7 + 121
    assert [ranks for ranks, _ in found] == [tuple(r for r in range(size) if r % 8 != 7),
                                             tuple(range(7, size, 8))]
    assert found[0][1] == "" and "[121, 64] on rank 7, [126, 64] on rank 0" in found[1][1]


def test_even_shards_make_one_class_whatever_the_rank() -> None:
    found = _classes(World(size=64, rank=37, mesh=(8, 8), dims=("dp", "tp")), rows=1024)
    assert found == [(tuple(range(64)), "")]


def test_the_declared_rank_s_class_comes_first() -> None:
    found = _classes(World(size=64, rank=15, mesh=(8, 8), dims=("dp", "tp")), rows=1003)
    assert 15 in found[0][0] and "on rank 0" in found[1][1] and "on rank 15" in found[1][1]


def test_rank_lists_read_as_spans() -> None:
    assert describe_ranks([0, 1, 2, 3, 5, 7, 8]) == "0-3, 5, 7-8"


CASES = '''
import torch
from torch.distributed.tensor import Shard, distribute_tensor
from fxgolden import Tensors, World, case


@case("ranks/uneven", world=World(size=64, rank=0, mesh=(8, 8), dims=("dp", "tp")), tensors=Tensors.FAKE)
def uneven(ctx):
    w = distribute_tensor(torch.randn(1003, 64), ctx.mesh["tp"], [Shard(0)])
    x = torch.randn(16, 64)
    return {"out": ctx.compile(lambda w, x: (x @ w.to_local().t()).relu(), fullgraph=True)(w, x)}
'''


def test_fxgolden_ranks_captures_one_rank_of_each_other_class(tmp_path: Path) -> None:
    (tmp_path / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "cases"\ngoldens = "goldens"\n')
    (tmp_path / "cases").mkdir()
    (tmp_path / "cases" / "__init__.py").write_text("")
    (tmp_path / "cases" / "ranks.py").write_text(CASES)
    environ = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")}
    done = subprocess.run([sys.executable, "-m", "fxgolden", "ranks", "ranks/uneven"], cwd=tmp_path, env=environ,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "ranks/uneven: 64 ranks, 2 classes" in done.stdout
    assert "ranks 7, 15, 23, 31, 39, 47, 55, 63: input 0 (global [1003, 64], (S(0)))" in done.stdout
    assert "captured as rank 7: collectives, g0.dynamo, g0.inference differ" in done.stdout
    assert '+        to_local: "f32[121, 64][64, 1]cpu" = l_w_.to_local()' in done.stdout
    # a run of the case names the ranks too, without capturing them
    run = subprocess.run([sys.executable, "-m", "fxgolden", "run", "--update", "ranks/uneven"], cwd=tmp_path,
                         env=environ, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "other graphs on ranks 7, 15, 23, 31, 39, 47, 55, 63 of ranks/uneven" in run.stdout
