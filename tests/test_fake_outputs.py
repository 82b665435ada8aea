"""Fake collectives write the same outputs on every torch build (``fxgolden.capture.fake_outputs``).

torch 2.11's fake backend left reduce-scatter, all-to-all and scatter outputs unwritten (a case's numerics
then compared uninitialized memory); torch 2.13's writes what it derives from this rank's inputs. The
recording group writes those values first, on the real fake world, and the newer backend's own writes win.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any, Callable

import pytest
import torch
import torch.distributed as dist

from fxgolden import Backend, World
from fxgolden.capture import fake_outputs
from fxgolden.catalog.case import Case
from fxgolden.run.runner import run_case

ROOT = Path(__file__).resolve().parents[1]
RANK, SIZE = 1, 2
NAN = float("nan")


def _blank(*shape: int) -> torch.Tensor:
    return torch.full(shape, NAN)


@dataclasses.dataclass
class Call:
    """One process-group call: its method, and its arguments built fresh (outputs NaN) for each run."""

    method: str
    arguments: Callable[[], tuple[Any, ...]]

    def outputs(self, run: Callable[[str, tuple[Any, ...]], None]) -> list[torch.Tensor]:
        args = self.arguments()
        run(self.method, args)
        first = args[0]
        return [first] if isinstance(first, torch.Tensor) else list(first)


def _scatter_options(root: int) -> Any:
    options = dist.ScatterOptions()
    options.rootRank = root
    return options


x = torch.arange(12, dtype=torch.float32).reshape(4, 3) + 1
CALLS = [
    Call("_reduce_scatter_base", lambda: (_blank(2, 3), x.clone())),
    Call("reduce_scatter", lambda: ([_blank(2, 3)], [[x[:2].clone(), x[2:].clone()]])),
    Call("alltoall_base", lambda: (_blank(4, 3), x.clone(), [], [])),
    Call("alltoall", lambda: ([_blank(2, 3), _blank(2, 3)], [x[:2].clone(), x[2:].clone()])),
    Call("scatter", lambda: ([_blank(4, 3)], [[x.clone(), x.clone() * 10]], _scatter_options(root=RANK))),
    Call("scatter", lambda: ([_blank(4, 3)], [], _scatter_options(root=0))),  # not the root: nothing to write
]


def test_the_outputs_written_are_those_of_this_torchs_fake_backend():
    from torch._C._distributed_c10d import FakeProcessGroup

    backend = FakeProcessGroup._create_internal(RANK, SIZE)
    reduce_scatter = CALLS[0].outputs(lambda method, args: getattr(backend, method)(*args))[0]
    if reduce_scatter.isnan().all():
        pytest.skip(f"torch {torch.__version__}'s fake backend writes no reduce-scatter output: nothing to mirror")
    for call in CALLS:
        by_backend = call.outputs(lambda method, args: getattr(backend, method)(*args))
        by_fill = call.outputs(lambda method, args: fake_outputs.fill(method, RANK, SIZE, args))
        for ours, theirs in zip(by_fill, by_backend):
            torch.testing.assert_close(ours, theirs, equal_nan=True, msg=call.method)
    assert torch.equal(reduce_scatter, x[2:])  # this rank's chunk


def _collectives_into_blank_outputs(ctx):
    """The collectives above, through torch.distributed on the case's fake group, into NaN outputs."""
    group = ctx.mesh.get_group()
    reduce_scattered = _blank(2, 3)
    dist.reduce_scatter_tensor(reduce_scattered, x.clone(), group=group)
    exchanged = _blank(4, 3)
    dist.all_to_all_single(exchanged, x.clone(), group=group)
    scattered = _blank(4, 3)
    dist.scatter(scattered, [x.clone(), x.clone() * 10], src=ctx.rank, group=group)
    compiled = ctx.compile(lambda t: torch.ops._c10d_functional.wait_tensor(
        torch.ops._c10d_functional.reduce_scatter_tensor(t, "sum", 2, group.group_name)) + 0)(x.clone())
    return {"reduce_scattered": reduce_scattered, "exchanged": exchanged, "scattered": scattered,
            "compiled": compiled}


CASE = Case(id="fake/blank_outputs", body=_collectives_into_blank_outputs, backend=Backend.AOT_EAGER,
            world=World(size=SIZE, rank=RANK, mesh=(SIZE,), dims=("dp",)))


def test_a_case_reads_written_outputs_eager_and_compiled(monkeypatch):
    filled: list[str] = []
    real_fill = fake_outputs.fill
    monkeypatch.setattr(fake_outputs, "fill", lambda method, *rest: filled.append(method) or real_fill(method, *rest))
    run = run_case(CASE, project_root=ROOT)
    assert run.numerics is not None and run.numerics.ok, run.numerics
    assert {"_reduce_scatter_base", "alltoall_base", "scatter"} <= set(filled) or \
        {"reduce_scatter_single", "all_to_all_single", "scatter"} <= set(filled), filled
