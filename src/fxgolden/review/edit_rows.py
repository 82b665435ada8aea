"""Root-cause rows keyed by a graph edit (``review.rewrites``): the same edit in any case, stage or spelling is one row.

A case's graph edits are the union of its Dynamo and AOT graphs' rewrites,
each attributed to the edit of the highest-level graph it comes from: an edit
of the AOT graphs (after decompositions) or of the backward whose ops ran in a
module where a higher graph (Dynamo's, where the model's code is traced) shows
an edit is that edit seen lower down, and joins its row. ``silu → gelu`` in
the model reads ``div → mul`` once Inductor's decompositions ran; both are one
row, headed by what the model's code says. An edit in a module where no higher
graph changed stays a row of its own: a compiler change beside the model edit,
unless the run used the torch that made the goldens (the pending file says which):
then the compiler did not change, and the edit is the traced graph's doing wherever
it landed (the partitioner saving other tensors in a layer the model edit did not
touch), so it joins the rows of its case's higher edits.

The case's edits explain its other changed artifacts too when those only show a
graph change through another lens (Inductor's code, the summary's op counts,
the collectives log's sizes): those artifacts join the rows of the case's
edits instead of making rows of their own.
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from fxgolden.review.changes import Change
from fxgolden.review.classify import Label
from fxgolden.review.rewrites import FOLLOWERS, Edit, Rewrite

EditKey = tuple[str, str]  # (edit, key): ``Rewrite.row_key``

_GRAPH_STAGES = ("dynamo", "forward", "backward", "inference", "compiled_autograd")
# How close a graph is to the model's code: Dynamo traces the code itself, AOT's forward decomposes it, the
# backward (AOT's or compiled autograd's) derives from the forward.
_LEVEL = {"dynamo": 0, "forward": 1, "inference": 1, "backward": 2, "compiled_autograd": 2}


def stage_of(change: Change) -> str:
    """The artifact's stage (``forward``, ``inductor_forward``, ``summary``...)."""
    return change.name.stage if change.name is not None else change.artifact


def graph_edits(change: Change) -> tuple[Rewrite, ...]:
    """The edits of a Dynamo or AOT graph's change; () for any other artifact (a view of those graphs)."""
    return change.classification.rewrites if stage_of(change) in _GRAPH_STAGES else ()


class EditIndex:
    """The graph edits of one set of changes, with spellings of one edit read as one key.

    Dynamo's wrappers of one family (``torch__dynamo_variables_tensor_prim_*`` for tensor methods,
    ``torch__dynamo_variables_torch_prim_*`` for functions) are one key: their templates differ in one
    ``_``-separated word.
    """

    def __init__(self, changes: Iterable[Change]) -> None:
        changes = list(changes)
        wrapped = sorted({r.row_key for c in changes for r in graph_edits(c) if r.edit is Edit.WRAPPED})
        self.family = _families(wrapped)
        self._edits_by_case: dict[str, list[tuple[int, Rewrite]]] = {}
        # cases whose every change was made with the goldens' torch: no compiler change can be among them
        self._same_compiler = {case for case in {c.case_id for c in changes}
                               if all(c.compiler_as_goldens for c in changes if c.case_id == case)}
        # each rewrite's attribution, asked for every row it may join: by the rewrite object, which the changes hold
        self._attribution: dict[tuple[str, int, int], list[EditKey]] = {}
        for change in changes:
            if stage_of(change) in _LEVEL:
                self._edits_by_case.setdefault(change.case_id, []).extend(
                    (_LEVEL[stage_of(change)], r) for r in graph_edits(change))
        self.by_case: dict[str, dict[EditKey, None]] = {}
        for change in changes:
            for key in self.keys_of(change):
                self.by_case.setdefault(change.case_id, {})[key] = None

    def key(self, rewrite: Rewrite) -> EditKey:
        """The row key of one rewrite."""
        return self.family.get(rewrite.row_key, rewrite.row_key)

    def keys_of(self, change: Change) -> list[EditKey]:
        """The row keys of the change's own graph edits, in order: each the key of the edit it is attributed to."""
        level = _LEVEL.get(stage_of(change), 0)
        return list(dict.fromkeys(key for r in graph_edits(change)
                                  for key in self._attributed(change.case_id, level, r)))

    def _attributed(self, case_id: str, level: int, rewrite: Rewrite) -> list[EditKey]:
        """The keys of the highest-level edits of the case, in a higher graph, whose modules hold ``rewrite``'s
        ops; its own key when no higher graph changed there."""
        at = (case_id, level, id(rewrite))
        if at not in self._attribution:
            self._attribution[at] = self._attribute(case_id, level, rewrite)
        return self._attribution[at]

    def _attribute(self, case_id: str, level: int, rewrite: Rewrite) -> list[EditKey]:
        if rewrite.edit in FOLLOWERS:
            return [self.key(rewrite)]
        higher = [(lv, r) for lv, r in self._edits_by_case.get(case_id, ()) if lv < level and r.edit not in FOLLOWERS]
        related = [(lv, r) for lv, r in higher if _same_place(rewrite.modules, r.modules)]
        if not related and case_id in self._same_compiler:  # the same compiler: the traced graph's doing
            related = higher
        if not related:
            return [self.key(rewrite)]
        top = min(lv for lv, _ in related)
        return list(dict.fromkeys(key for lv, r in related if lv == top for key in self._attributed(case_id, lv, r)))

    def of_case(self, case_id: str) -> list[EditKey]:
        """Every graph edit of the case."""
        return list(self.by_case.get(case_id, ()))

    def showing(self, members: Sequence[Change], key: EditKey) -> set[str]:
        """The keys of the members whose graphs show ``key``: as that edit, or as an edit attributed to it (the
        decomposed ops of a model edit show it as much as the model's own graph does)."""
        return {c.key for c in members if any(key in self._attributed(c.case_id, _LEVEL.get(stage_of(c), 0), r)
                                              for r in graph_edits(c) if r.edit not in FOLLOWERS)}

    def shown(self, members: Sequence[Change], key: EditKey) -> list[tuple[Change, Rewrite]]:
        """The (change, rewrite) pairs of the members that show ``key`` themselves."""
        return [(c, r) for c in members for r in graph_edits(c) if self.key(r) == key]


def _same_place(lower: frozenset[str], higher: frozenset[str]) -> bool:
    """Whether two edits' ops ran in the same part of the model: a module of one is, holds or is inside a module of
    the other (``layers.0.feed_forward`` and ``layers.0.feed_forward.w1``). An edit no module is known for (an input
    the graph lost, ops torch made without one) is placed nowhere: it keeps its own row, which the row merging may
    still join to another (``review.row_merging``)."""
    known_lower, known_higher = lower - {""}, higher - {""}
    return any(a == b or a.startswith(b + ".") or b.startswith(a + ".") for a in known_lower for b in known_higher)


def _families(keys: Sequence[EditKey]) -> dict[EditKey, EditKey]:
    """Wrapper templates that differ in one ``_``-separated word, as one key naming both words."""
    parent = {key: key for key in keys}

    def root(key: EditKey) -> EditKey:
        while parent[key] != key:
            key = parent[key]
        return key

    words = {key: key[1].split("_") for key in keys}
    for i, a in enumerate(keys):
        for b in keys[i + 1:]:
            if len(words[a]) == len(words[b]) and sum(x != y for x, y in zip(words[a], words[b])) == 1:
                parent[root(b)] = root(a)
    members: dict[EditKey, list[EditKey]] = {}
    for key in keys:
        members.setdefault(root(key), []).append(key)
    family = {}
    for group in members.values():
        spelled = [words[k] for k in group]
        merged = "_".join(w[0] if len({x[i] for x in spelled}) == 1 else "{" + ",".join(sorted({x[i] for x in spelled}))
                          + "}" for i, w in enumerate(zip(*spelled)))
        family.update({key: (key[0], merged) for key in group})
    return family


def label_of(index: EditIndex, key: EditKey, members: Sequence[Change]) -> str:
    """The row's label: an edit of collectives outranks every other; inputs, arguments and shapes are ``args``."""
    edit = Edit(key[0])
    if any(r.collective for _, r in index.shown(members, key)):
        return str(Label.COLLECTIVES)
    if edit in (Edit.INPUT_REMOVED, Edit.INPUT_ADDED, Edit.ARGUMENTS, Edit.SHAPES, Edit.OUTPUTS, Edit.WIRING):
        return str(Label.ARGS)
    return str(Label.STRUCTURAL)


def describe(index: EditIndex, key: EditKey, members: Sequence[Change]) -> str:
    """One line that names the edit: ``AOT graphs lost an untyped input (the inputs after it renumbered): 82
    graphs in 34 cases``."""
    edit, what = Edit(key[0]), key[1]
    shown = index.shown(members, key)
    sites = sum(r.sites for _, r in shown)
    graphs = len({c.key for c, _ in shown})
    cases = len({c.case_id for c, _ in shown})
    spread = f"{graphs} graph{'s' * (graphs != 1)} in {cases} case{'s' * (cases != 1)}"
    at = f"at {sites} site{'s' * (sites != 1)}"
    stages = _stages(c for c, _ in shown)
    place = where(frozenset().union(*(r.modules for _, r in shown)))
    stages += f"; in {place}" if place else ""
    if edit in (Edit.INPUT_REMOVED, Edit.INPUT_ADDED):
        verb = "lost" if edit is Edit.INPUT_REMOVED else "gained"
        return f"{_graph_kinds(c for c, _ in shown)} {verb} {what} (the inputs after it renumbered): {spread}"
    if edit is Edit.SWAPPED:
        return f"ops traced as others, matched op by op: {what} {at} ({stages})"
    if edit is Edit.WRAPPED:
        instances = ", ".join(dict.fromkeys(r.instance for _, r in shown))
        return f"ops traced as wrappers: {what} for {instances}, {at} ({stages}; {spread})"
    if edit is Edit.REPLACED:
        return f"ops replaced by others: {what} {at} ({stages}; {spread})"
    if edit in (Edit.OP_ADDED, Edit.OP_REMOVED):
        verb = "added" if edit is Edit.OP_ADDED else "removed"
        return f"op {verb}: {what} {at} ({stages}; {spread})"
    if edit is Edit.ARGUMENTS:
        return f"arguments changed: {what} {at} ({stages}; {spread})"
    if edit in (Edit.OUTPUTS, Edit.WIRING):
        return f"{what} ({stages}; {spread})"
    instance = next((r.instance for _, r in shown if r.instance), "")
    return f"only shapes changed: {instance}" if instance else "only shapes changed"


_INDEX = re.compile(r"(?<=\.)\d+(?=\.|$)")


def where(modules: frozenset[str], *, shown: int = 3) -> str:
    """The parts of the model an edit touched, layers written once: ``layers.{0..5}.feed_forward``,
    ``layers.2.mlp only`` for one module; "" when no module was recorded."""
    known = sorted(m for m in modules if m)
    if not known:
        return ""
    if len(known) == 1:
        return f"{known[0]} only"
    by_pattern: dict[str, list[tuple[int, ...]]] = {}
    for module in known:
        by_pattern.setdefault(_INDEX.sub("{}", module), []).append(tuple(int(i) for i in _INDEX.findall(module)))
    parts = []
    for pattern, indices in sorted(by_pattern.items(), key=lambda item: -len(item[1])):
        columns = [sorted(set(column)) for column in zip(*indices)] if indices and indices[0] else []
        parts.append(pattern.format(*(_numbers(column) for column in columns)))
    more = f" and {len(parts) - shown} more" if len(parts) > shown else ""
    return ", ".join(parts[:shown]) + more


def _numbers(values: list[int]) -> str:
    """``2`` for one index, ``{0..5}`` for a run, ``{0, 2, 7}`` otherwise."""
    if len(values) == 1:
        return str(values[0])
    if values == list(range(values[0], values[-1] + 1)):
        return f"{{{values[0]}..{values[-1]}}}"
    return "{" + ", ".join(map(str, values)) + "}"


def _stages(changes: Iterable[Change]) -> str:
    order = [*_GRAPH_STAGES]
    return ", ".join(sorted({stage_of(c) for c in changes}, key=lambda s: (order + [s]).index(s)))


def _graph_kinds(changes: Iterable[Change]) -> str:
    """``AOT graphs``, ``Dynamo graphs`` or ``Dynamo and AOT graphs``."""
    stages = {stage_of(c) for c in changes}
    kinds = [name for name, members in (("Dynamo", {"dynamo"}), ("AOT", {"forward", "backward", "inference"}))
             if stages & members]
    return " and ".join(kinds) + " graphs"


# What one change of a graph looks like in each artifact that shows it: the AOT graph counts ops, Inductor's code
# counts kernels, the summary counts collectives and waits. Runtime checks, warnings and breaks are causes of their own.
GRAPH_VIEW_LABELS = frozenset({Label.COLLECTIVES, Label.OVERLAP, Label.STRUCTURAL, Label.ARGS, Label.KERNEL_BODY,
                               Label.REORDER, Label.RENAME_ONLY})


def shows_an_edit(change: Change) -> bool:
    """Whether a change can be a view of its case's graph edits: a graph or kernel change, or a summary whose op
    counts alone changed (a break, a warning or frames are causes of their own)."""
    label = (change.labels or (Label.OTHER,))[0]
    if label is Label.SUMMARY:
        return all(d.startswith("op counts") for d in change.classification.details)
    return label in GRAPH_VIEW_LABELS
