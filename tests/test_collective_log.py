"""The ``collectives`` artifact: what the fake process group ran, eager and compiled, and what its changes mean.

The cases run in-process through ``fxgolden.run.runner.run_case`` on the real compiler stack and the
real fake process group; only the catalog's FSDP2 case is mutated, by flipping FSDP2's
``reshard_after_forward`` default the way a torch change would.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path
from unittest import mock

import pytest
import torch

from fxgolden import Backend, Tensors, World
from fxgolden.base.artifact import ArtifactName
from fxgolden.capture import collective_log
from fxgolden.catalog.case import Case
from fxgolden.catalog.registry import discover
from fxgolden.review.classify import Label, classify
from fxgolden.run.runner import run_case

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_RESHARD = "fsdp/default_reshard[compiled_forward]"


def _eager_and_compiled(ctx):
    """An eager all-reduce, a DTensor redistribute and a compiled functional all-gather."""
    import torch.distributed as dist
    import torch.distributed._functional_collectives as funcol
    from torch.distributed.tensor import Replicate, Shard, distribute_tensor
    from torch.utils._python_dispatch import TorchDispatchMode

    seen: list[str] = []

    class SeeC10dOps(TorchDispatchMode):
        def __torch_dispatch__(self, func, types, args=(), kwargs=None):
            if func.namespace == "c10d":
                seen.append(str(func))
            return func(*args, **(kwargs or {}))

    x = torch.ones(4, 8)
    with SeeC10dOps():
        dist.all_reduce(x, op=dist.ReduceOp.MAX, group=ctx.mesh.get_group())
    ctx.note("dispatched", seen)
    sharded = distribute_tensor(torch.randn(8, 8), ctx.mesh, [Shard(0)])
    replicated = sharded.redistribute(ctx.mesh, [Replicate()]).to_local()
    gathered = ctx.compile(lambda t: funcol.all_gather_tensor(t * 2, 0, ctx.mesh.get_group()) + 1)(x)
    return replicated, gathered


CASE = Case(id="log/eager_and_compiled", body=_eager_and_compiled, backend=Backend.AOT_EAGER,
            world=World(size=2, rank=0, mesh=(2,), dims=("dp",)))


@pytest.fixture(scope="module")
def logged():
    return run_case(CASE, project_root=ROOT, numerics=False)


def test_the_log_lists_eager_and_compiled_collectives_in_order(logged):
    lines = logged.artifacts[ArtifactName.parse("collectives")].text.splitlines()
    assert lines[0].startswith("# ")
    assert lines[1:] == [
        collective_log.SETUP,  # what the body ran before it first called something compiled
        "mesh_dp: all_reduce float32[4, 8] (max)",  # eager torch.distributed call
        "mesh_dp: scatter [[float32[4, 8], float32[4, 8]]] -> [float32[4, 8]] (root 0)",  # distribute_tensor
        "mesh_dp: all_gather_into_tensor float32[4, 8] -> float32[8, 8]",  # the eager redistribute
        collective_log.COMPILED,
        "mesh_dp: all_gather_into_tensor float32[4, 8] -> float32[8, 8]",  # the compiled graph's all-gather
    ]
    assert logged.artifacts[ArtifactName.parse("collectives")].filename == "collectives.txt"


def test_logging_leaves_the_dispatcher_path_as_it_was(logged):
    """A case's dispatch mode (CommDebugMode and the like) still sees the eager collective's c10d op."""
    assert "c10d.allreduce_.default" in logged.artifacts[ArtifactName.parse("summary")].text


def test_a_case_without_a_process_group_has_no_log():
    case = Case(id="log/none", body=lambda ctx: ctx.compile(lambda t: t + 1)(torch.ones(2)),
                backend=Backend.AOT_EAGER, world=World(pg="none"))
    assert "collectives" not in run_case(case, project_root=ROOT, numerics=False).artifacts


def test_a_codegen_only_run_makes_no_log_and_says_so():
    """No kernel runs, so no compiled collective would be logged: the artifact is not made, not made wrong."""
    case = dataclasses.replace(CASE, backend=Backend.INDUCTOR)
    run = run_case(case, project_root=ROOT, codegen_only=True)
    assert ArtifactName.parse("collectives") not in run.artifacts and run.unmade_kinds == ("collectives",)


def test_flipping_fsdp2s_reshard_default_fails_the_check_on_cpu():
    """The regression the issue names: FSDP2 collectives run eagerly, yet the flipped default is caught."""
    import torch.distributed.fsdp as fsdp

    catalog = discover(ROOT / "cases")
    case = catalog[DEFAULT_RESHARD]
    assert run_case(case, project_root=ROOT, numerics=False).failed_checks == []
    original = fsdp.fully_shard

    def flipped(module, **kwargs):
        kwargs.setdefault("reshard_after_forward", False)
        return original(module, **kwargs)

    with mock.patch.object(fsdp, "fully_shard", flipped):
        run = run_case(case, project_root=ROOT, numerics=False)
    failed = [result.check.name for result in run.failed_checks]
    assert failed == ["resharded after forward: the backward all-gathers both layers again"]


LOG = """# collectives the process group ran during the compiled call, in order (eager and compiled)
mesh_dp: all_gather_into_tensor float32[36] -> float32[72]
mesh_dp: reduce_scatter_tensor float32[72] -> float32[36] (avg)
"""


@pytest.mark.parametrize("edit, label", [
    (("mesh_dp: all_gather_into_tensor float32[36] -> float32[72]\n", ""), Label.COLLECTIVES),  # one fewer
    (("(avg)", "(sum)"), Label.COLLECTIVES),  # another reduce op
    (("float32[36] -> float32[72]", "bfloat16[36] -> bfloat16[72]"), Label.ARGS),  # the same collectives, other dtype
])
def test_a_changed_log_is_labelled_by_what_changed(edit, label):
    changed = classify(LOG, LOG.replace(*edit), ArtifactName.parse("collectives.rank1.txt"))
    assert changed.labels == (label,)


def _routed(ctx):
    """An MoE-style dispatch: each token goes to the rank its score picks, so the all-to-all's split sizes are
    the routing's (``counts.tolist()``), data-dependent."""
    import torch.distributed._functional_collectives as funcol

    group = ctx.mesh.get_group()

    def dispatch(tokens, scores):
        counts = torch.nn.functional.one_hot(scores.argmax(-1), 2).sum(0)  # tokens for each rank
        received = funcol.all_to_all_single(counts, None, None, group)
        sent, coming = counts.tolist(), received.tolist()
        for size in sent + coming:
            torch._check_is_size(size)
        return funcol.all_to_all_single(tokens, coming, sent, group) * 2

    with torch._dynamo.config.patch(capture_scalar_outputs=True):
        return ctx.compile(dispatch, fullgraph=True)(torch.randn(8, 4), torch.randn(8, 2))


ROUTED = Case(id="log/routed", body=_routed, backend=Backend.AOT_EAGER,
              world=World(size=2, rank=0, mesh=(2,), dims=("ep",)))
ROUTED_LINE = "mesh_ep: all_to_all_single float32[8, 4] -> float32[u2 + u3, 4] (splits [u0, u1] -> [u2, u3])"


@pytest.mark.parametrize("backend", [Backend.AOT_EAGER, Backend.INDUCTOR])
def test_routing_split_sizes_are_symbols_on_real_tensors_as_on_fake_ones(backend):
    """On real tensors the process group sees the counts this batch routed; the compiled graph's node holds
    them as the symbols fake tensors give, and the line is read from it: a routing change is no schedule
    change, and real and fake tensors write the same golden."""
    case = dataclasses.replace(ROUTED, backend=backend)
    real = run_case(case, project_root=ROOT, numerics=False)
    fake = run_case(dataclasses.replace(case, tensors=Tensors.FAKE), project_root=ROOT)
    lines = real.artifacts[ArtifactName.parse("collectives")].text.splitlines()
    assert ROUTED_LINE in lines
    # the counts exchanged first are fixed sizes: they stay numbers
    assert "mesh_ep: all_to_all_single int64[2] -> int64[2] (splits [1, 1] -> [1, 1])" in lines
    assert real.artifacts[ArtifactName.parse("collectives")].text == fake.artifacts[
        ArtifactName.parse("collectives")].text
