"""Label a golden change by what it means: a pure function of (old text, new text, file name).

Labels are rows of ``LABELS`` in risk order, so a report sorts alarming
changes first. A change can carry several labels; every change carries at
least one (``other`` when no rule explains it).
"""

from __future__ import annotations

import collections
import dataclasses
import enum
import re
from typing import Any, Iterable, Sequence

import yaml

from fxgolden.base.artifact import ArtifactName
from fxgolden.review.rewrites import Edit, Rewrite, rewrites
from fxgolden.text import collectives_form, golden_form
from fxgolden.text import graphtext as gt
from fxgolden.text.graphtext import OpKind
from fxgolden.text.layer_segments import PROVENANCE


class Label(enum.StrEnum):
    """What kind of change a golden diff is; the definition order is the risk order."""

    COLLECTIVES = "collectives"  # the ordered sequence of collectives and waits changed
    OVERLAP = "overlap"  # same collectives, compute moved across a collective or its wait
    SUMMARY = "summary"  # frames, graph breaks or recompiles changed
    REMOVED = "removed"  # the artifact disappeared
    NEW = "new"  # the artifact is new
    STRUCTURAL = "structural"  # ops added or removed
    ARGS = "args"  # same ops in the same order, but shapes, strides, dtypes or arguments changed
    KERNEL_BODY = "kernel-body"  # a kernel's source changed while its call sites did not
    REORDER = "reorder"  # same multiset of ops, another order
    RUNTIME_CHECKS = "runtime-checks"  # only runtime assertions or wrapper boilerplate changed
    PROVENANCE = "provenance"  # the same graph; only where its ops come from (module, source function) changed
    RENAME_ONLY = "rename-only"  # identical after consistent renaming of values, buffers, kernels
    HEADER_ONLY = "header-only"  # only the golden's header changed (normalizer version, world line)
    OTHER = "other"  # text changed in a way no rule above explains

    @property
    def risk(self) -> int:
        """0 is the most alarming."""
        return list(Label).index(self)


DESCRIPTIONS: dict[Label, str] = {
    Label.COLLECTIVES: "the ordered sequence of collectives and waits changed",
    Label.OVERLAP: "compute moved across a collective or its wait (the overlap window changed)",
    Label.SUMMARY: "frames, graph breaks or recompiles changed",
    Label.REMOVED: "the artifact disappeared",
    Label.NEW: "a new artifact",
    Label.STRUCTURAL: "ops added or removed",
    Label.ARGS: "same ops in the same order; shapes, strides, dtypes or arguments changed",
    Label.KERNEL_BODY: "a kernel's source changed while its call sites did not",
    Label.REORDER: "same ops, another order",
    Label.RUNTIME_CHECKS: "only runtime assertions or wrapper boilerplate changed",
    Label.PROVENANCE: "the same graph, only its provenance changed (the module or function its ops come from)",
    Label.RENAME_ONLY: "identical after consistent renaming of values, buffers and kernels",
    Label.HEADER_ONLY: "only the golden header changed (normalizer version or world line); the body is identical",
    Label.OTHER: "text changed (no finer classification)",
}


@dataclasses.dataclass(frozen=True)
class OpDelta:
    """How often one op occurs before and after, e.g. ``aten.mm 4 → 5``."""

    target: str
    old: int
    new: int
    graph: ArtifactName | None = None  # the graph whose count it is, where a summary lists several

    def __str__(self) -> str:
        graph = f"{self.graph} " if self.graph is not None else ""
        return f"{graph}{self.target} {self.old} → {self.new}"


@dataclasses.dataclass(frozen=True)
class Classification:
    """The labels of one change, in risk order, with the facts behind them."""

    labels: tuple[Label, ...]
    details: tuple[str, ...] = ()
    collectives: tuple[tuple[str, ...], tuple[str, ...]] | None = None  # (old, new) when they changed
    op_deltas: tuple[OpDelta, ...] = ()
    # the graphs matched op by op: the edits (an input removed, op A traced as op B, ...) that explain the diff
    rewrites: tuple[Rewrite, ...] = ()

    @property
    def shapes_only(self) -> bool:
        """The same ops with the same arguments: only shapes in annotations changed."""
        return bool(self.rewrites) and all(r.edit is Edit.SHAPES for r in self.rewrites)

    @property
    def risk(self) -> int:
        """The risk of the most alarming label."""
        return min((label.risk for label in self.labels), default=len(Label))


def _make(labels: Iterable[Label], **kwargs: Any) -> Classification:
    ordered = tuple(sorted(set(labels), key=lambda l: l.risk)) or (Label.OTHER,)
    return Classification(labels=ordered, **kwargs)


# --- graph code ---------------------------------------------------------------------------------------

_SEMANTIC = (OpKind.COMPUTE, OpKind.ALLOC, OpKind.VIEW, OpKind.COLLECTIVE, OpKind.WAIT, OpKind.INPUT, OpKind.OUTPUT)
_EVENTS = (OpKind.COLLECTIVE, OpKind.WAIT)


def _event_key(op: gt.Op) -> str:
    """A collective as it reads in a sequence: target plus its constant string arguments."""
    call = gt.right_hand_side(op.text)
    strings = [s for s in gt.split_top_level(call.partition("(")[2].rpartition(")")[0]) if s[:1] in "'\""]
    return op.target + (f" ({', '.join(strings)})" if strings else "")


def collective_sequence(parsed: gt.ParsedArtifact) -> tuple[str, ...]:
    """The ordered collectives and waits of a graph."""
    return tuple(_event_key(op) for op in parsed.ops_of(*_EVENTS))


def _windows(parsed: gt.ParsedArtifact) -> dict[tuple[str, ...], list[int]]:
    """For each compute node, the overlap window (collectives/waits seen so far) of each occurrence.

    A node is known by its target and what it reads, two ops deep (``exp`` of a ``neg`` of an input), never by
    value names: an ``exp`` that went with one activation and another ``exp`` that came with its replacement are
    two nodes, not one that moved across a collective.
    """
    made_by: dict[str, tuple[str, ...]] = {}  # a value: the target of its op, then those of the values it read

    def read(names: tuple[str, ...]) -> list[str]:  # an allocation is where a result goes, not what it reads
        return [name for name in names if made_by.get(name, ("",))[0] != "alloc"]

    seen, windows = 0, collections.defaultdict(list)
    for op in parsed.ops:
        if op.kind in _EVENTS:
            seen += 1
        node = (op.target, *(f"{made_by[name][0]}({','.join(made_by[name][1:])})" if name in made_by else "input"
                             for name in read(op.uses)))
        for name in op.defs:
            made_by[name] = ("alloc",) if op.kind is OpKind.ALLOC else \
                (op.target, *(made_by[u][0] if u in made_by else "input" for u in read(op.uses)))
        if op.kind is OpKind.COMPUTE:
            windows[node].append(seen)
    return windows


def _op_counts(parsed: gt.ParsedArtifact) -> collections.Counter[str]:
    """Op targets and how often they occur; allocations are memory planning, compared as arguments."""
    return collections.Counter(op.target for op in parsed.ops_of(OpKind.COMPUTE, OpKind.VIEW, *_EVENTS))


def _deltas(old: collections.Counter[str], new: collections.Counter[str]) -> tuple[OpDelta, ...]:
    return tuple(OpDelta(t, old[t], new[t]) for t in sorted(set(old) | set(new)) if old[t] != new[t])


def _canon(parsed: gt.ParsedArtifact, kinds: Sequence[OpKind]) -> list[str]:
    mapping = gt.canonical_names(parsed)
    return [gt.canonical_text(op, mapping) for op in parsed.ops if op.kind in kinds]


def _moved_targets(old: gt.ParsedArtifact, new: gt.ParsedArtifact) -> list[str]:
    """The targets of nodes found in both graphs, as often, in other overlap windows."""
    old_w, new_w = _windows(old), _windows(new)
    return sorted({node[0] for node in set(old_w) & set(new_w)
                   if len(old_w[node]) == len(new_w[node]) and old_w[node] != new_w[node]})


def _order(parsed: gt.ParsedArtifact, skip: set[str]) -> list[str]:
    return [op.target for op in parsed.ops_of(OpKind.COMPUTE, OpKind.VIEW, *_EVENTS) if op.target not in skip]


def _kernel_changes(old: gt.ParsedArtifact, new: gt.ParsedArtifact) -> list[str]:
    """Kernels (paired by canonical name) whose body changed while every call site stayed the same."""
    old_map, new_map = gt.canonical_names(old), gt.canonical_names(new)
    old_k, new_k = gt.canonical_kernels(old, old_map), gt.canonical_kernels(new, new_map)
    old_calls = [gt.canonical_text(op, old_map) for op in old.ops if op.target.startswith("kernel:")]
    new_calls = [gt.canonical_text(op, new_map) for op in new.ops if op.target.startswith("kernel:")]
    changed = []
    names = {v: k for k, v in new_map.items()}
    for canon in sorted(set(old_k) & set(new_k)):
        if old_k[canon] == new_k[canon]:
            continue
        sites_old = [c for c in old_calls if c.startswith(canon + "(") or c.startswith(canon + ".")]
        sites_new = [c for c in new_calls if c.startswith(canon + "(") or c.startswith(canon + ".")]
        if sites_old == sites_new:
            changed.append(names.get(canon, canon))
    return changed


def classify_code(old_text: str, new_text: str, dialect: str) -> Classification:
    """Labels of a change of FX graph code or Inductor wrapper code."""
    old, new = gt.parse(old_text, dialect), gt.parse(new_text, dialect)
    old_map, new_map = gt.canonical_names(old), gt.canonical_names(new)
    # the same ops and kernels up to renaming: the graph, whatever its other lines say
    same_graph = [gt.canonical_text(o, old_map) for o in old.ops] == [gt.canonical_text(o, new_map) for o in new.ops] \
        and gt.canonical_kernels(old, old_map) == gt.canonical_kernels(new, new_map)
    if same_graph and old.boilerplate == new.boilerplate:
        same = "only blank lines or spacing differ" if old_text.split() == new_text.split() else \
            "same graph after consistent renaming"
        return _make([Label.RENAME_ONLY], details=(same,))
    if gt.counter_renaming(old_text, new_text) is not None:  # FX names in Inductor's comments shift with the values
        return _make([Label.RENAME_ONLY], details=("same text with value names renumbered, comments included",))
    labels: set[Label] = set()
    details: list[str] = []
    seq_old, seq_new = collective_sequence(old), collective_sequence(new)
    collectives = None
    if seq_old != seq_new:
        labels.add(Label.COLLECTIVES)
        collectives = (seq_old, seq_new)
    deltas = _deltas(_op_counts(old), _op_counts(new))
    edits = rewrites(old, new)
    if deltas:
        labels.add(Label.STRUCTURAL)
        details.append("op counts: " + ", ".join(str(d) for d in deltas))
    moved = _moved_targets(old, new) if seq_old == seq_new and seq_old else []
    if moved:
        labels.add(Label.OVERLAP)
        details.append("moved across a collective or wait: " + ", ".join(moved))
    if not deltas and _order(old, set(moved)) != _order(new, set(moved)):
        labels.add(Label.REORDER)
        details.append("same ops, another order")
    kernels = _kernel_changes(old, new)
    if kernels:
        labels.add(Label.KERNEL_BODY)
        details.append("kernel source changed: " + ", ".join(kernels))
    sem_old, sem_new = _canon(old, _SEMANTIC), _canon(new, _SEMANTIC)
    if not labels and sem_old != sem_new:
        labels.add(Label.ARGS)
        shapes = next((r.instance for r in edits if r.edit is Edit.SHAPES), None)
        details.append(f"only shapes changed: {shapes}" if shapes and all(r.edit is Edit.SHAPES for r in edits)
                       else _first_difference(sem_old, sem_new))
    moved_source = _provenance_changes(old, new) if same_graph and not labels and sem_old == sem_new else None
    if moved_source:
        labels.add(Label.PROVENANCE)
        details.append("provenance: " + "; ".join(moved_source[:2]) + (" and more" if len(moved_source) > 2 else ""))
    elif not labels and sem_old == sem_new:
        labels.add(Label.RUNTIME_CHECKS)
        details.append(_checks_detail(old, new))
    if dialect == "fx":
        details += _layer_details(old_text, new_text)
        if any(r.edit is not Edit.SHAPES for r in edits):
            details.append("edits: " + "; ".join(_edit_text(r) for r in edits if r.edit is not Edit.SHAPES))
    return _make(labels, details=tuple(details), collectives=collectives, op_deltas=deltas, rewrites=edits)


def _edit_text(rewrite: Rewrite) -> str:
    """``traced as: silu → gelu (16 sites)`` (a detail line of the review)."""
    instance = f" [{rewrite.instance}]" if rewrite.instance else ""
    return f"{rewrite.edit}: {rewrite.key}{instance}" + (f" ({rewrite.sites} sites)" if rewrite.sites > 1 else "")


_EXACT_FOLD = re.compile(r"^\s+#= (\S+) as (\S+): \d+ lines$", re.MULTILINE)


def _layer_details(old_text: str, new_text: str) -> list[str]:
    """Which layers of the golden form stopped or started repeating another (``layers.3 no longer repeats
    layers.0``): a change inside one layer of a model reads as that layer's."""
    old, new = dict(_EXACT_FOLD.findall(old_text)), dict(_EXACT_FOLD.findall(new_text))
    details = [f"{layer} no longer repeats {old[layer]}" for layer in old if layer not in new]
    details += [f"{layer} now repeats {new[layer]}" for layer in new if layer not in old]
    return details


def _first_difference(old: list[str], new: list[str]) -> str:
    for a, b in zip(old, new):
        if a != b:
            return f"first differing op: {a}  →  {b}"
    return f"op count {len(old)} → {len(new)}"


def _provenance_changes(old: gt.ParsedArtifact, new: gt.ParsedArtifact) -> list[str]:
    """``scratch_lit._forward → scratch_lit._mlp_forward``, each provenance change once, in order, where two
    graphs of the same ops and kernels differ in their provenance lines alone; else []. A renamed function or
    module of the model moves no op: it is no runtime check, and no edit of the graph."""
    marks = [[line for line in graph.boilerplate if line.startswith(PROVENANCE)] for graph in (old, new)]
    rest = [[line for line in graph.boilerplate if not line.startswith(PROVENANCE)] for graph in (old, new)]
    if rest[0] != rest[1] or marks[0] == marks[1] or len(marks[0]) != len(marks[1]):
        return []
    changes: dict[str, None] = {}
    for a, b in zip(*marks):
        if a != b:
            (where_a, _, what_a), (where_b, _, what_b) = (line[len(PROVENANCE):].partition(": ") for line in (a, b))
            changes[f"{what_a} → {what_b}" if where_a == where_b else f"{a} → {b}"] = None
    return list(changes)


def _checks_detail(old: gt.ParsedArtifact, new: gt.ParsedArtifact) -> str:
    counts = (len(old.ops_of(OpKind.CHECK)), len(new.ops_of(OpKind.CHECK)))
    if counts[0] != counts[1]:
        return f"runtime assertions {counts[0]} → {counts[1]}"
    return "runtime assertions or wrapper boilerplate changed"


# --- summary.yaml -----------------------------------------------------------------------------------


def _graph_facts(data: dict[str, Any], field: str) -> dict[ArtifactName, Any]:
    facts = {}
    for graph, stages in (data.get("graphs") or {}).items():
        for stage, entry in (stages or {}).items():
            facts[ArtifactName(graph, stage)] = (entry or {}).get(field) or ({} if field == "ops" else [])
    return facts


def _break_text(entry: Any) -> str:
    if isinstance(entry, dict):
        reason = entry.get("explanation") or ""
        return f"{entry.get('type', '?')}" + (f": {reason}" if reason else "") + f" (x{entry.get('count', 1)})"
    return str(entry)


def _break_kind(entry: Any) -> tuple[Any, Any] | None:
    """What a break is apart from its reason: its type and count (None for a break recorded as text)."""
    return (entry.get("type"), entry.get("count", 1)) if isinstance(entry, dict) else None


def _break_details(old_entries: list[Any], new_entries: list[Any]) -> list[str]:
    """Breaks added and removed; a break of the same type and count whose reason text changed is one change of
    reason, not a break added and another removed."""
    old_texts = [_break_text(b) for b in old_entries]
    new_texts = [_break_text(b) for b in new_entries]
    added = [b for b, text in zip(new_entries, new_texts) if text not in old_texts]
    removed = [b for b, text in zip(old_entries, old_texts) if text not in new_texts]
    details = []
    for before in list(removed):
        kind = _break_kind(before)
        after = next((b for b in added if kind is not None and _break_kind(b) == kind), None)
        if after is None or kind is None:
            continue
        added.remove(after)
        removed.remove(before)
        details.append(f"graph break reason changed: {before.get('type', '?')} (x{kind[1]}): "
                       f"{before.get('explanation') or '-'} → {after.get('explanation') or '-'}")
    # as many breaks went as came, with the same counts in the same order: the same breaks, which torch now
    # describes with another type (2.14.1 reports FSDP2's disabled hooks as "Call to torch._dynamo.disable()")
    if added and len(added) == len(removed) and all(
            isinstance(a, dict) and isinstance(b, dict) and a.get("count", 1) == b.get("count", 1)
            for a, b in zip(removed, added)):
        details += [f"graph break reason changed (x{b.get('count', 1)}): {_break_text(a).rsplit(' (x', 1)[0]} → "
                    f"{_break_text(b).rsplit(' (x', 1)[0]}" for a, b in zip(removed, added)]
        return details
    details += [f"graph break added: {_break_text(b)}" for b in added]
    details += [f"graph break removed: {_break_text(b)}" for b in removed]
    return details


def classify_summary(old_text: str, new_text: str) -> Classification:
    """Labels of a change of ``summary.yaml``: frames, breaks, recompiles, op counts, collectives."""
    try:
        old, new = yaml.safe_load(old_text) or {}, yaml.safe_load(new_text) or {}
    except yaml.YAMLError as error:
        return _make([Label.OTHER], details=(f"summary is not valid YAML: {error}",))
    labels: set[Label] = set()
    details: list[str] = []
    for field in ("frames", "recompiles"):
        if old.get(field) != new.get(field):
            labels.add(Label.SUMMARY)
            details.append(f"{field} {old.get(field)} → {new.get(field)}")
    old_entries, new_entries = old.get("graph_breaks") or [], new.get("graph_breaks") or []
    if [_break_text(b) for b in old_entries] != [_break_text(b) for b in new_entries]:
        labels.add(Label.SUMMARY)
        details += _break_details(old_entries, new_entries)
    collectives = None
    old_c, new_c = _graph_facts(old, "collectives"), _graph_facts(new, "collectives")
    if old_c != new_c:
        labels.add(Label.COLLECTIVES)
        keys = sorted(set(old_c) | set(new_c), key=str)
        collectives = (tuple(f"{k}: {c}" for k in keys for c in old_c.get(k, [])),
                       tuple(f"{k}: {c}" for k in keys for c in new_c.get(k, [])))
    deltas: list[OpDelta] = []
    old_ops, new_ops = _graph_facts(old, "ops"), _graph_facts(new, "ops")
    for key in sorted(set(old_ops) | set(new_ops), key=str):
        a, b = collections.Counter(old_ops.get(key, {})), collections.Counter(new_ops.get(key, {}))
        deltas += [dataclasses.replace(d, graph=key) for d in _deltas(a, b)]
    if deltas:
        labels.add(Label.STRUCTURAL)
        details.append("op counts: " + ", ".join(str(d) for d in deltas))
    old_warnings, new_warnings = old.get("warnings") or [], new.get("warnings") or []
    if old_warnings != new_warnings:  # what torch warned while compiling: say which warning came or went
        labels.add(Label.SUMMARY)
        came = [f"warning added: {w}" for w in new_warnings if w not in old_warnings]
        went = [f"warning removed: {w}" for w in old_warnings if w not in new_warnings]
        details += came + went or ["warnings reordered"]
    rest = sorted(k for k in set(old) | set(new)
                  if k not in ("frames", "recompiles", "graph_breaks", "graphs", "warnings")
                  and old.get(k) != new.get(k))
    if rest:
        labels.add(Label.SUMMARY)
        details.append("changed fields: " + ", ".join(rest))
    if not labels and old.get("graphs") != new.get("graphs"):
        labels.add(Label.OTHER)
    return _make(labels, details=tuple(details), collectives=collectives, op_deltas=tuple(deltas))


# --- the collectives a process group ran (fxgolden.capture.collective_log) ---------------------------------------

_LOG_LINE = re.compile(r"^(?P<group>[^:]+): (?P<name>\w+)(?P<tensors>.*?)(?: \((?P<detail>[^()]*)\))?"
                       r"(?P<site> @ \S+)?$")


def _log_entries(text: str) -> list[tuple[str, str]]:
    """(``group: collective (detail) @ module``, tensors) per line; the sequence key leaves the sizes out."""
    entries = []
    for line in text.splitlines():
        match = _LOG_LINE.match(line.strip())
        if line.startswith("#") or not match:
            continue
        detail = f" ({match['detail']})" if match["detail"] else ""
        entries.append((f"{match['group']}: {match['name']}{detail}{match['site'] or ''}", match["tensors"].strip()))
    return entries


def _written_out(text: str) -> str:
    """A collectives golden with every folded repeat written out; a fold that does not read back (a hand edit)
    stays as it is, its lines compared as written."""
    try:
        return collectives_form.full(text)
    except collectives_form.CollectivesFormError:
        return text


def classify_collective_log(old_text: str, new_text: str) -> Classification:
    """A changed ``collectives`` log: other collectives or order (``collectives``), else other sizes (``args``)."""
    old, new = _log_entries(_written_out(old_text)), _log_entries(_written_out(new_text))
    seq_old, seq_new = tuple(k for k, _ in old), tuple(k for k, _ in new)
    if seq_old != seq_new:
        return _make([Label.COLLECTIVES], collectives=(seq_old, seq_new))
    for (key, before), (_, after) in zip(old, new):
        if before != after:
            return _make([Label.ARGS], details=(f"{key}: {before} became {after}",))
    return _make([Label.OTHER])


# --- entry point ------------------------------------------------------------------------------------------


def classify(old_text: str | None, new_text: str | None, name: ArtifactName | None) -> Classification:
    """Labels of the change of artifact ``name``'s golden from ``old_text`` to ``new_text`` (bodies, no header);
    ``name`` None: a file that names no artifact, read as plain text.

    ``None`` for a text stands for a missing file (a new or a removed artifact).
    """
    if old_text is None:
        return _make([Label.NEW], details=("no golden yet",))
    if new_text is None:
        return _make([Label.REMOVED], details=("the artifact is no longer produced",))
    if old_text == new_text:
        return Classification(labels=())
    dialect = name.dialect if name is not None else "text"
    if dialect == "summary":
        return classify_summary(old_text, new_text)
    if dialect == "collectives":
        return classify_collective_log(old_text, new_text)
    if dialect == "fx" and _same_graph_written_otherwise(old_text, new_text):
        return _make([Label.RENAME_ONLY], details=(FORM_ONLY,))
    if dialect in ("fx", "inductor"):
        return classify_code(old_text, new_text, dialect)
    return _make([Label.OTHER])


FORM_ONLY = "the same graph text, written in another golden form (repeated layers folded otherwise)"


def _same_graph_written_otherwise(old_text: str, new_text: str) -> bool:
    """Whether two FX goldens are one graph text: only how the golden form folds or wraps it differs."""
    try:
        return golden_form.full(old_text) == golden_form.full(new_text)
    except ValueError:  # a malformed form is a change the code classifier reports
        return False
