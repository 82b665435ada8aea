"""Root-cause rows keyed by a graph edit (``review.rewrites``): the same edit in any case, stage or spelling is one row.

A case's graph edits are the union of its Dynamo and AOT graphs' rewrites.
They explain the case's other changed artifacts too when those only show a
graph change through another lens (Inductor's code, the summary's op counts,
the collectives log's sizes): those artifacts join the rows of the case's
edits instead of making rows of their own.
"""

from __future__ import annotations

from typing import Iterable, Sequence

from fxgolden.base.artifact import ArtifactName, ArtifactNameError
from fxgolden.review.changes import Change
from fxgolden.review.classify import Label
from fxgolden.review.rewrites import Edit, Rewrite

EditKey = tuple[str, str]  # (edit, key): ``Rewrite.row_key``

_GRAPH_STAGES = ("dynamo", "forward", "backward", "inference", "compiled_autograd")


def stage_of(change: Change) -> str:
    """The artifact's stage (``forward``, ``inductor_forward``, ``summary``...)."""
    try:
        return ArtifactName.parse(change.filename).stage
    except ArtifactNameError:
        return change.artifact


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
        self.by_case: dict[str, dict[EditKey, None]] = {}
        for change in changes:
            for key in self.keys_of(change):
                self.by_case.setdefault(change.case_id, {})[key] = None

    def key(self, rewrite: Rewrite) -> EditKey:
        """The row key of one rewrite."""
        return self.family.get(rewrite.row_key, rewrite.row_key)

    def keys_of(self, change: Change) -> list[EditKey]:
        """The change's own graph edits' row keys, in order."""
        return list(dict.fromkeys(self.key(r) for r in graph_edits(change)))

    def of_case(self, case_id: str) -> list[EditKey]:
        """Every graph edit of the case."""
        return list(self.by_case.get(case_id, ()))

    def shown(self, members: Sequence[Change], key: EditKey) -> list[tuple[Change, Rewrite]]:
        """The (change, rewrite) pairs of the members that show ``key`` themselves."""
        return [(c, r) for c in members for r in graph_edits(c) if self.key(r) == key]


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
