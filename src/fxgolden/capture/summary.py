"""The summary artifact: frames, graph breaks, recompiles, op counts, collectives.

Only facts that are stable across reruns go in: per-case counts read from
this case's own recorder, never Dynamo's process-wide ``frames`` counter
(it varies between identical runs under compiled autograd, see FINDINGS).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from fxgolden.capture import numerics

if TYPE_CHECKING:
    from fxgolden.capture.recorder import Recorder
    from fxgolden.catalog.case import Case

_GB_ID = re.compile(r"/gb/(gb\d+)\.html")


def graph_break_entries(counter: Mapping[str, int]) -> list[dict[str, Any]]:
    """Graph breaks as {type, id, explanation, count}, sorted; wording beyond that is dropped.

    Dynamo's message carries user-code paths, hints and a debug context whose
    wording changes between releases; the break type, its registry id and the
    explanation line say what broke.
    """
    entries = []
    for message, count in counter.items():
        lines = [line.strip() for line in message.splitlines() if line.strip()]
        entry: dict[str, Any] = {"type": lines[0] if lines else message}
        explanation = next((l.split(":", 1)[1].strip() for l in lines if l.startswith("Explanation:")), "")
        if explanation:
            entry["explanation"] = explanation
        match = _GB_ID.search(message)
        if match:
            entry["id"] = match.group(1)
        entry["count"] = count
        entries.append(entry)
    return sorted(entries, key=lambda e: (e["type"], e.get("explanation", "")))


def _world_data(case: "Case") -> dict[str, Any]:
    data = case.world.as_dict()
    if case.per_rank:  # the same summary text for every rank lets the ranks share one golden
        data.pop("rank")
        data["ranks"] = list(case.per_rank)
    return data


def _collective_lines(collectives: tuple[tuple[str, str], ...], aliases: Mapping[str, str]) -> list[str]:
    lines = []
    for op, group in collectives:
        lines.append(f"{op} group={aliases.get(group, group)}" if group else op)
    return lines


def build_summary(
    case: "Case",
    recorder: "Recorder",
    *,
    graph_breaks: Mapping[str, int],
    notes: Mapping[str, Any],
    aliases: Mapping[str, str],
    value_notes: Mapping[str, Any] | None = None,
    error: str | None = None,
    warnings: Sequence[str] = (),
) -> dict[str, Any]:
    """The summary as plain data (rendered to YAML by ``fxgolden.text.summary_yaml.render_summary``)."""
    graphs: dict[str, Any] = {}
    for artifact in recorder.artifacts.values():
        if artifact.kind != "fx":
            continue
        graph, stage = artifact.name.graph, artifact.name.stage
        entry: dict[str, Any] = {"ops": artifact.ops}
        if artifact.collectives:
            entry["collectives"] = _collective_lines(artifact.collectives, aliases)
        graphs.setdefault(graph, {})[stage] = entry
    data: dict[str, Any] = {
        "case": case.id,
        "backend": case.backend.value,
        "world": _world_data(case),
        "frames": len(recorder.frames),
        "recompiles": sum(1 for f in recorder.frames if f.recompile > 0),
        "graph_breaks": graph_break_entries(graph_breaks),
        "graphs": {name: _in_stage_order(graphs[name]) for name in sorted(graphs, key=_graph_order)},
    }
    rules = numerics.summary_entries(case.tolerance)
    if rules:  # outputs compared apart, and why (catalog.case.Tolerance, Exclude)
        data["numerics"] = rules
    if case.expectation:
        data["expectation"] = " ".join(case.expectation.split())
    if error is not None:
        data["compile_error"] = error
    if notes:
        data["notes"] = dict(notes)
    if value_notes:  # facts about data the fake group does not move (CaseContext.note_values)
        data["value_notes"] = dict(value_notes)
    if warnings:  # e.g. a lowering torch chose instead of the one asked for ("falling back with allgather")
        data["warnings"] = list(warnings)
    return data


STAGE_ORDER = ("dynamo", "forward", "backward", "inference", "compiled_autograd", "make_fx")


def _in_stage_order(stages: dict[str, Any]) -> dict[str, Any]:
    return {stage: stages[stage] for stage in sorted(stages, key=lambda s: (STAGE_ORDER + (s,)).index(s))}


def _graph_order(name: str) -> tuple[str, int]:
    prefix = name.rstrip("0123456789")
    return prefix, int(name[len(prefix) :] or 0)
