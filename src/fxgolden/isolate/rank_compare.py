"""``fxgolden ranks``: which ranks of a case's world compile other graphs than the rank its goldens are made as.

The case runs once as declared; its run groups every rank of the world by the shard shapes its compiled
graphs take (``fxgolden.capture.rank_classes``). One rank of each other class is then captured, in a fresh
process as every case run, and its artifacts are compared with the declared rank's: a world of 64 ranks
costs one capture per class, not 64. The summary is left out of the comparison: it names the rank. Groups
named by their ranks (``ranks_8_9_..._15``: a group made after the world's own mesh) are compared by their order
of first use, since rank 8's tensor-parallel group is not rank 0's but plays its part.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from fxgolden.base.diffing import unified_diff
from fxgolden.capture.rank_classes import describe_ranks

if TYPE_CHECKING:
    from fxgolden.base.artifact import ArtifactName
    from fxgolden.catalog.case import Case
    from fxgolden.isolate.isolation import Isolation
    from fxgolden.run.spec import RunSpec

DIFF_LINES = 12  # of each differing artifact, in the report
NAMES_THE_RANK = ("summary",)


def compare_ranks(case: "Case", spec: "RunSpec", *, processes: "Isolation") -> list[str]:
    """The report's lines for ``case``: its rank classes and, per other class, how one of its ranks differs.

    ``processes``: the command's owner of child processes (its catalog and time limit), which runs each capture.
    """
    declared = processes.run_case(case, spec, echo=False)
    world = case.world
    if not declared.rank_classes:
        return [f"{case.id}: its compiled graphs take no DTensor: nothing tells its {world.size} ranks apart by "
                "shards (declare per_rank to capture several)"]
    classes = declared.rank_classes
    lines = [f"{case.id}: {world.size} ranks, {len(classes)} "
             f"{'class' if len(classes) == 1 else 'classes'} by the shard shapes its compiled graphs take"]
    lines.append(f"  ranks {describe_ranks(classes[0][0])}: as rank {world.rank}, whose goldens these are")
    for ranks, how in classes[1:]:
        example = ranks[0]
        lines.append(f"  ranks {describe_ranks(ranks)}: {how}")
        other = processes.run_case(case, spec, echo=False, rank=example)
        names = sorted((n for n in set(declared.artifacts) | set(other.artifacts) if n.stage not in NAMES_THE_RANK),
                       key=str)
        differing = [n for n in names if _text(declared, n) != _text(other, n)]
        if not differing:
            lines.append(f"    captured as rank {example}: the same graphs")
            continue
        lines.append(f"    captured as rank {example}: {', '.join(map(str, differing))} differ")
        for name in differing:
            diff = unified_diff(_text(declared, name), _text(other, name), old_label=f"{name} (rank {world.rank})",
                                new_label=f"{name} (rank {example})", max_lines=DIFF_LINES)
            lines.extend("      " + line for line in diff.shown.rstrip("\n").splitlines())
    return lines


_RANKS_GROUP = re.compile(r"\branks_\d+(?:_\d+)*\b")


def _text(run: object, name: "ArtifactName") -> str:
    """An artifact's text with each group named by its ranks renamed ``group<N>`` by its order of first use."""
    artifact = getattr(run, "artifacts", {}).get(name)
    if artifact is None:
        return ""
    order: dict[str, str] = {}
    return _RANKS_GROUP.sub(lambda m: order.setdefault(m.group(0), f"group{len(order)}"), artifact.text)
