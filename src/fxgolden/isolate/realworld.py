"""Cross-check fake-PG goldens against a real multi-process world (gloo on CPU, NCCL on GPUs).

torch.distributed is the engine: ``torch.multiprocessing.start_processes``
spawns one process per rank, each joins a real process group through a file store on
localhost and runs the case exactly as the golden suite does. The parent
then asserts, rank by rank:
  (a) the normalized graphs equal the fake-PG capture of that rank (and the
      stored golden for the rank the goldens were made as); each rank's fake-PG
      capture runs in a fresh process of its own (``fxgolden.isolate.isolation``, as the
      golden suite runs cases), so no compiler state passes from one rank's to the next,
  (b) compiled outputs match eager in every rank, and the case's checks hold on the
      ranks its goldens are made as (``world.rank``, or ``per_rank``),
  (c) the ordered collectives and waits agree across ranks, and every
      collective in a graph has a wait.
"""

from __future__ import annotations

import dataclasses
import json
import os
import tempfile
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Any

import yaml

from fxgolden.base.artifact import ArtifactName
from fxgolden.base.diffing import unified_diff
from fxgolden.text.graphtext import counter_renaming

if TYPE_CHECKING:
    from fxgolden.base.project import Project
    from fxgolden.catalog.case import Case
    from fxgolden.isolate.isolation import Isolation


@dataclasses.dataclass(frozen=True)
class RealWorldReport:
    """The outcome of one real-world cross-check: problems name the rank."""

    case_id: str
    backend: str
    world_size: int
    problems: tuple[str, ...]
    # differences only in value names' counters (``graphtext.counter_renaming``): same graphs, not failures
    renumbered: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        """True when every rank agreed with its fake-PG capture."""
        return not self.problems


def _worker(rank: int, backend: str, root: str, case_id: str, profile: str, out_dir: str) -> None:
    """One rank: join the real group, run the case, write what it produced as JSON."""
    import torch
    import torch.distributed as dist

    from fxgolden.base.project import find_project
    from fxgolden.catalog.registry import discover
    from fxgolden.run.result import as_rank
    from fxgolden.run.runner import run_case

    result: dict[str, Any] = {"rank": rank}
    try:
        project = find_project(Path(root))
        case = discover(project.cases_dir)[case_id]
        if backend == "nccl":
            torch.cuda.set_device(rank % torch.cuda.device_count())
        # A file store in the run's own folder: no port to pick, so cross-checks run side by side (a free
        # port found by binding was taken by another check before its ranks listened: EADDRINUSE under -n 4).
        dist.init_process_group(backend, init_method=f"file://{Path(out_dir, 'store')}", rank=rank,
                                world_size=case.world.size)
        run = run_case(as_rank(case, rank, pg=backend), project_root=project.root, profile=profile)
        # each name as its fields (graph, stage, rank), so the parent rebuilds it rather than parsing a stem
        result["artifacts"] = [[*dataclasses.astuple(name), a.text] for name, a in run.artifacts.items()]
        result["numerics"] = None if run.numerics is None else [run.numerics.ok, run.numerics.message]
        result["failed_checks"] = [c.message for c in run.failed_checks]
    except BaseException as error:  # noqa: BLE001 - a crashing rank is a result, reported by the parent
        result["error"] = "".join(traceback.format_exception(error))[-4000:]
    # before the group's teardown: a rank that dies or hangs in it has still said what it produced
    Path(out_dir, f"rank{rank}.json").write_text(json.dumps(result))
    if dist.is_initialized():
        dist.destroy_process_group()


def _summary_facts(text: str) -> dict[str, Any]:
    data = yaml.safe_load(text) or {}
    data.pop("world", None)  # says fake or gloo; everything else must agree,
    data.pop("value_notes", None)  # but the values collectives moved, which the fake group does not move
    return data


@dataclasses.dataclass
class _Comparison:
    """What one rank's comparison found: failures, and differences that only renumber values."""

    problems: list[str] = dataclasses.field(default_factory=list)
    renumbered: list[str] = dataclasses.field(default_factory=list)

    def compare(self, expected: str, actual: str, *, what: str, old_label: str, new_label: str) -> None:
        """Hold ``actual`` to ``expected``; a difference of counters alone is noted, any other is a problem."""
        if actual == expected:
            return
        mapping = counter_renaming(expected, actual)
        if mapping is not None:
            shown = ", ".join(f"{a} → {b}" for a, b in list(mapping.items())[:6])
            more = f" (+{len(mapping) - 6} more)" if len(mapping) > 6 else ""
            self.renumbered.append(f"{what} only renumbers values: {shown}{more}")
            return
        diff = unified_diff(expected, actual, old_label=old_label, new_label=new_label)
        self.problems.append(f"{what}\n{diff.shown}")


def _compare_rank(rank: int, backend: str, real: dict[ArtifactName, str], fake: dict[ArtifactName, str],
                  found: _Comparison) -> None:
    """Hold ``rank``'s real artifacts to its fake-PG capture; what differs goes to ``found``."""
    for name in sorted(set(real) | set(fake), key=str):
        if name not in real and name.stage == "collectives":
            continue  # only the fake world logs its collectives (fxgolden.capture.collective_log); gloo and NCCL do not
        if name not in real or name not in fake:
            where = "the real run" if name not in real else "the fake-PG run"
            found.problems.append(f"rank {rank}: artifact {name} missing from {where}")
            continue
        labels = {"old_label": f"fake-PG rank {rank}/{name}", "new_label": f"{backend} rank {rank}/{name}"}
        if name.stage == "summary":
            expected, actual = _summary_facts(fake[name]), _summary_facts(real[name])
            if expected != actual:
                found.compare(_dump(expected), _dump(actual), what=f"rank {rank}: summary differs", **labels)
        else:
            found.compare(fake[name], real[name], what=f"rank {rank}: {name} differs from the fake-PG capture",
                          **labels)


def _dump(facts: dict[str, Any]) -> str:
    return yaml.safe_dump(facts, sort_keys=True, default_flow_style=False, width=1000)


def collective_sequences(summary_text: str) -> dict[str, list[str]]:
    """Per graph stage, the ordered collectives and waits recorded in a summary artifact."""
    data = yaml.safe_load(summary_text) or {}
    sequences = {}
    for graph, stages in (data.get("graphs") or {}).items():
        for stage, facts in stages.items():
            if facts.get("collectives"):
                sequences[ArtifactName(graph, stage).stem] = list(facts["collectives"])
    return sequences


def unwaited(sequence: list[str]) -> int:
    """How many functional collectives in ``sequence`` have no matching wait (waits counted after their collective).

    Only functional collectives (``_c10d_functional.*``) return before they finish and owe a
    ``wait_tensor``; DTensor's ``_dtensor.shard_dim_alltoall`` returns its result, waited.
    """
    open_collectives = 0
    for op in sequence:
        if "wait_tensor" in op:
            open_collectives = max(open_collectives - 1, 0)
        elif "c10d_functional." in op:
            open_collectives += 1
    return open_collectives


def _sat_out(summary_text: str) -> bool:
    """Whether the rank took no part in the case (``CaseContext.sit_out``: it is outside the case's submesh)."""
    notes = (yaml.safe_load(summary_text) or {}).get("notes") or {}
    return "sat_out" in notes


def _collective_problems(per_rank: dict[int, dict[ArtifactName, str]]) -> list[str]:
    """Every rank that took part issued the same collectives, each waited on."""
    problems = []
    summary = ArtifactName("", "summary")
    sequences = {rank: collective_sequences(arts.get(summary, "")) for rank, arts in per_rank.items()
                 if not _sat_out(arts.get(summary, ""))}
    if not sequences:
        return []
    first_rank = min(sequences)
    for rank, seq in sorted(sequences.items()):
        if seq != sequences[first_rank]:
            problems.append(f"rank {rank}: collective sequence differs from rank {first_rank}: "
                            f"{seq} vs {sequences[first_rank]}")
        for graph, ops in seq.items():
            missing = unwaited(ops)
            if missing:
                problems.append(f"rank {rank}: {graph} has {missing} collective(s) without a wait: {ops}")
    return problems


def check_real_world(case: "Case", project: "Project", *, backend: str = "gloo", profile: str = "cpu",
                     owner: "Isolation | None" = None) -> RealWorldReport:
    """Run ``case`` in ``case.world.size`` processes over ``backend`` and compare with fake-PG captures.

    ``owner``: the session's owner of child processes (its time limit, ``--fxgolden-timeout``, holds for
    the real ranks and for each fake-PG reference); when not given, one of this check's own with the default
    limit, closed (its fork server too) when the check ends.
    """
    from fxgolden.base.errors import CaseError
    from fxgolden.golden.store import GoldenStore
    from fxgolden.isolate.isolation import Isolation
    from fxgolden.run.spec import RunSpec

    if owner is None:
        with Isolation(project.cases_dir) as own:
            return check_real_world(case, project, backend=backend, profile=profile, owner=own)
    if case.world.pg == "none":
        return RealWorldReport(case.id, backend, 1, ("the case has no process group (World(pg='none'))",))
    size = case.world.size
    owner.start_server(wait=False)  # it imports while the real ranks run
    with tempfile.TemporaryDirectory(prefix="fxgolden-real-") as out_dir:
        os.environ.setdefault("NCCL_NVLS_ENABLE", "0")  # the shared GPU hosts forbid NVLink multicast
        crash = owner.run_ranks(_worker, (backend, str(project.root), case.id, profile, out_dir), size)
        results: dict[int, dict[str, Any]] = {}
        for rank in range(size):
            path = Path(out_dir, f"rank{rank}.json")
            results[rank] = json.loads(path.read_text()) if path.exists() else {"error": crash or "no result"}
    problems: list[str] = []
    for rank, result in results.items():
        if "error" in result:
            problems.append(f"rank {rank}: the {backend} run failed:\n{result['error']}")
    if problems:
        return RealWorldReport(case.id, backend, size, tuple(problems))
    store = GoldenStore(project.goldens_dir, profile, project.pending_dir)
    per_rank = {rank: {ArtifactName(graph, stage, of_rank): text for graph, stage, of_rank, text in result["artifacts"]}
                for rank, result in results.items()}
    spec = RunSpec(profile=profile, project_root=str(project.root))
    # Other ranks are held to their own fake-PG reference: a check may name a rank's values (its coordinate).
    golden_ranks = set(case.per_rank) or {case.world.rank}
    found = _Comparison()
    for rank, real in per_rank.items():
        try:  # the case as this rank in the fake process group, in a fresh child like every golden-suite run
            fake = owner.run_case(case, spec, rank=rank)
        except CaseError as error:
            found.problems.append(f"rank {rank}: the fake-PG reference failed: {error}")
        else:
            _compare_rank(rank, backend, real, {n: a.text for n, a in fake.artifacts.items()}, found)
        ok, message = results[rank]["numerics"] or (True, "")
        if not ok:
            found.problems.append(f"rank {rank}: numerics: compiled differs from eager under {backend}: {message}")
        if rank in golden_ranks:  # the case's checks are declared for the ranks its goldens are made as
            found.problems += [f"rank {rank}: {m}" for m in results[rank]["failed_checks"]]
        if rank == case.world.rank:
            _compare_with_goldens(rank, real, store, case.id, found)
    found.problems += _collective_problems(per_rank)
    return RealWorldReport(case.id, backend, size, tuple(found.problems), tuple(found.renumbered))


def _compare_with_goldens(rank: int, real: dict[ArtifactName, str], store: Any, case_id: str,
                          found: _Comparison) -> None:
    """Hold the golden rank's real artifacts to the stored goldens; what differs goes to ``found``."""
    for name, text in real.items():
        if name.stage == "summary":
            continue
        stored = store.read(case_id, name.filename)
        if stored is not None:
            shown = store.relative(stored.path)
            found.compare(stored.body, text, what=f"rank {rank}: {name} differs from its golden {shown}",
                          old_label=shown, new_label=f"rank {rank} (real)")
