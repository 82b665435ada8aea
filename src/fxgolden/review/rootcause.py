"""Changed goldens grouped into root causes: one compiler change that touched many artifacts is one row.

A nightly against a new torch changes dozens of goldens for a handful of
reasons (asserts grouped, a comm/compute overlap pass turned on, an op
decomposed). Each change gets a *signature*: its riskiest label plus the fact
behind it, written without the names, numbers and shapes that differ from
case to case (``aten.clone.default fewer``, ``assert_size_stride ->
assert_size_stride_grouped``, ``moved across a wait: mm``). Changes with the
same signature are one root cause. A graph break explains everything else
that changed in its case (new graphs, other collectives), so a case whose
summary gained or lost a break puts all its changes under that break.
"""

from __future__ import annotations

import collections
import dataclasses
import hashlib
import re
from typing import Iterable

from fxgolden.base.artifact import ArtifactName, ArtifactNameError
from fxgolden.review.changes import Change
from fxgolden.review.classify import DESCRIPTIONS, Label

# Op-count facts shown in full up to this many; the rest are folded into "and N more".
SHOWN_FACTS = 6

_NUMBERS = re.compile(r"\b\d+\b")
_VALUE_NAME = re.compile(r"\b(?:buf|arg|primals|tangents|getitem|tmp|x|y|r|xindex|rindex)_?\d+\b")
_CHECK_CALL = re.compile(r"\b(assert_\w+|torch\._check\w*|_check\w*)\(")
_GRAPH_PREFIX = re.compile(r"^[a-z]+\d+\.[a-z_]+ ")  # summary op deltas: "g0.forward aten.mm.default"


ERROR = "error"  # the row of a compile or run error (not a Label: no golden changed)
CHECK_FAILED = "check-failed"  # the row of a failed check that no drift of the same run explains
_PATH = re.compile(r"(?:[A-Za-z]:)?(?:/[\w.@+-]+){2,}/?")
_ADDRESS = re.compile(r"\b0x[0-9a-fA-F]+\b")
_QUOTED = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"")


@dataclasses.dataclass(frozen=True)
class Failure:
    """A check that failed on one artifact of a case."""

    case_id: str
    filename: str
    check: str  # ``checks.headline`` of the failure


@dataclasses.dataclass(frozen=True)
class CaseErrorText:
    """A case that raised, crashed or timed out, and its message."""

    case_id: str
    message: str


def error_signature(message: str) -> str:
    """An error's signature: its first line with paths, addresses, quoted names, value names and numbers masked.

    ``Cannot compute the size of FakeScriptObject(...) on node primals_2`` and the same with
    ``primals_7`` are one signature; a different exception type or wording is another.
    """
    lines = [line.strip() for line in message.strip().splitlines() if line.strip()]
    # fxgolden's own prefix ("case X failed in compile: ...") names the case: the error is what follows it
    first = next((line for line in lines if re.match(r"^[A-Za-z_.]*(?:Error|Exception|Unsupported)\b", line)),
                 lines[0] if lines else "")
    first = re.sub(r"^case \S+ (?:failed|raised)[^:]*: ", "", first)
    masked = _PATH.sub("<path>", _ADDRESS.sub("<addr>", first))
    masked = _QUOTED.sub("<name>", masked)
    return _abstract(masked)[:240]


@dataclasses.dataclass
class RootCause:
    """Changed artifacts, across cases, that one compiler change explains."""

    key: str  # stable signature id (a short hash of the signature)
    label: str  # a Label value, e.g. "overlap"
    description: str  # one sentence: what changed in the compiler's output
    changes: list[Change]
    explanation: str | None = None  # filled by the nightly's explain step: "explained by `X`: ..."
    explained_by: tuple[str, ...] = ()  # the settings the explain step found, when it found some
    failures: list[Failure] = dataclasses.field(default_factory=list)  # checks that failed with this change
    errors: list[CaseErrorText] = dataclasses.field(default_factory=list)  # cases that raised this error

    @property
    def cases(self) -> list[str]:
        """The cases it touched (drifted, failed or errored), sorted."""
        return sorted({change.case_id for change in self.changes} | {f.case_id for f in self.failures}
                      | {e.case_id for e in self.errors})

    @property
    def counts(self) -> dict[str, int]:
        """How many cases drifted (a golden differs), failed (a check failed) and errored, in this row."""
        return {"drifted": len({c.case_id for c in self.changes}), "failed": len({f.case_id for f in self.failures}),
                "errored": len({e.case_id for e in self.errors})}

    def tally(self) -> str:
        """``3 drifted, 1 failed`` (the counts that are not zero)."""
        return ", ".join(f"{n} {what}" for what, n in self.counts.items() if n) or "0 drifted"

    @property
    def representative(self) -> Change | None:
        """The change whose diff is shown: the smallest code change of the group (the easiest to read); None for a
        row of failures or errors alone."""
        code = [c for c in self.changes if not c.filename.endswith(".yaml")] or self.changes
        # where the row's fact is: a graph that traced one op as another, not a kernel it changed
        code = [c for c in code if replacement_facts(c) or c.classification.shapes_only] or code
        return min(code, key=lambda c: (c.diff.added + c.diff.removed, c.case_id, c.filename)) if code else None

    @property
    def risk(self) -> int:
        """0 is the most alarming (the label's place in ``Label``).

        A summary change that is only about warnings (torch 2.14.1 deprecating an internal helper it
        calls while compiling) says nothing about the graphs: it ranks with the runtime checks.
        """
        if self.label in (ERROR, CHECK_FAILED):
            return -1  # a pattern that no longer compiles, or an invariant broken: above every drift
        if self.label == Label.SUMMARY and self.changes and all(
                d.startswith("warning") for c in self.changes for d in c.classification.details):
            return Label.RUNTIME_CHECKS.risk
        return Label(self.label).risk if self.label in Label._value2member_map_ else len(Label)

    def as_json(self) -> dict:
        """The row as plain data (nightly results.json)."""
        rep = self.representative
        return {"key": self.key, "label": self.label, "description": self.description,
                "explanation": self.explanation, "explained_by": list(self.explained_by), "cases": self.cases,
                **self.counts, "artifacts": [c.key for c in self.changes],
                "failures": [dataclasses.asdict(f) for f in self.failures],
                "errors": [dataclasses.asdict(e) for e in self.errors],
                "representative": rep.key if rep else None, "representative_diff": rep.diff.shown if rep else ""}


def _graph_break_facts(change: Change) -> list[str]:
    """Facts that explain the rest of a case's changes: a graph break, frames, recompiles, a compile error.

    A break whose reason changed is the same break: it explains nothing else of its case.
    """
    facts = [d for d in change.classification.details if d.startswith(("graph break added", "graph break removed",
                                                                        "frames ", "recompiles "))]
    if change.filename == "summary.yaml" and any(d.startswith("changed fields:") and "compile_error" in d
                                                 for d in change.classification.details):
        facts.append("the expected compile error changed")
    return facts


_OP_NAMESPACE = re.compile(r"^(?:torch\.ops\.)?(?:aten|torch\._VariableFunctionsClass|torch|_operator|prims)\.")
_OP_OVERLOAD = re.compile(r"\.(?:default|Tensor|Scalar|ScalarList|List|int|dim_IntList|Tensor_Scalar|out)$")


def op_base(target: str) -> str:
    """The op a graph of any stage names: ``aten._foreach_addcmul_.Scalar``, ``torch._foreach_addcmul_`` and
    ``_operator.getitem`` read ``_foreach_addcmul`` and ``getitem``, so a Dynamo, an AOT and a summary
    golden that lost the same op say the same fact."""
    return _OP_OVERLOAD.sub("", _OP_NAMESPACE.sub("", target)).rstrip("_") or target


def _op_facts(change: Change) -> list[str]:
    """Op-count deltas without the graph name, namespace, overload and counts: "clone fewer"."""
    facts = set()
    for delta in change.classification.op_deltas:
        target = op_base(_GRAPH_PREFIX.sub("", delta.target))
        facts.add(f"{target} {'more' if delta.new > delta.old else 'fewer'}")
    return sorted(facts)


def _collective_facts(change: Change) -> list[str]:
    old, new = change.classification.collectives or ((), ())

    def targets(sequence: Iterable[str]) -> collections.Counter[str]:
        # "g0.forward: _c10d_functional.all_reduce.default group=mesh_tp" -> "all_reduce"
        return collections.Counter(re.sub(r"^.*?\.?(\w+)\.default.*$|^(\w+).*$", lambda m: m.group(1) or m.group(2),
                                          item.split(": ", 1)[-1]) for item in sequence)

    def counted(before: collections.Counter[str], after: collections.Counter[str]) -> list[str]:
        return [f"{t} {'more' if after[t] > before[t] else 'fewer'}" for t in sorted(set(before) | set(after))
                if after[t] != before[t]]

    # the same collectives with another reduce op or root (a `collectives` log line's "(sum)"): say which
    with_detail = counted(*(collections.Counter(item.split(": ", 1)[-1] for item in seq) for seq in (old, new)))
    return counted(targets(old), targets(new)) or with_detail or ["collectives and waits in another order"]


def _check_facts(change: Change) -> list[str]:
    """Which runtime-check calls went and came: "assert_size_stride -> assert_size_stride_grouped"."""
    removed = collections.Counter(_CHECK_CALL.findall("\n".join(
        line for line in change.diff.shown.splitlines() if line.startswith("-") and not line.startswith("---"))))
    added = collections.Counter(_CHECK_CALL.findall("\n".join(
        line for line in change.diff.shown.splitlines() if line.startswith("+") and not line.startswith("+++"))))
    gone = sorted(set(removed) - set(added))
    if gone:  # keyed on what went: torch rewrote those checks, into whatever each wrapper needed
        return [f"{', '.join(gone)} rewritten"]
    came = sorted(set(added) - set(removed))
    return [f"{', '.join(came)} added"] if came else ["runtime assertions or wrapper boilerplate rewritten"]


def _checks_added(changes: Iterable[Change]) -> list[str]:
    added: set[str] = set()
    for change in changes:
        lines = [l for l in change.diff.shown.splitlines() if l.startswith(("+", "-")) and l[:3] not in ("+++", "---")]
        plus = set(_CHECK_CALL.findall("\n".join(l for l in lines if l.startswith("+"))))
        minus = set(_CHECK_CALL.findall("\n".join(l for l in lines if l.startswith("-"))))
        added |= plus - minus
    return sorted(added)


def _abstract(text: str) -> str:
    """A detail line without the names and numbers that differ between cases."""
    return _NUMBERS.sub("N", _VALUE_NAME.sub("v", text))


def _stage(change: Change) -> str:
    try:
        return ArtifactName.parse(change.filename).stage
    except ArtifactNameError:
        return change.artifact


def signature(change: Change) -> tuple[str, tuple[str, ...]]:
    """(label, facts): what this change says about the compiler, the same in every case it shows up in."""
    labels = change.labels or (Label.OTHER,)
    breaks = _graph_break_facts(change)
    if breaks:
        return str(Label.SUMMARY), tuple(sorted(_abstract(b) for b in breaks))
    label = labels[0]
    details = change.classification.details
    swapped = replacement_facts(change)
    if swapped:  # the same source edit in every stage: silu -> gelu and silu_backward -> gelu_backward
        return str(Label.STRUCTURAL), swapped
    if change.classification.shapes_only:
        return str(Label.ARGS), ("only shapes changed",)
    if label is Label.COLLECTIVES:
        facts = _collective_facts(change)
    elif label is Label.OVERLAP:  # which kernels moved differs per case; that compute moved is the fact
        facts = []
    elif label is Label.SUMMARY:
        facts = [_abstract(d) for d in details if not d.startswith("op counts")]
    elif label in (Label.NEW, Label.REMOVED):
        facts = [f"{label} {_stage(change)} artifact"]
    elif label is Label.STRUCTURAL:
        facts = _op_facts(change)
    elif label is Label.RUNTIME_CHECKS:
        facts = _check_facts(change)
    elif label is Label.KERNEL_BODY:
        facts = ["kernel source changed at the same call sites"]
    elif label in (Label.ARGS, Label.REORDER, Label.RENAME_ONLY, Label.HEADER_ONLY):
        facts = [_abstract(d.split(":", 1)[0]) if label is not Label.ARGS else _abstract(d) for d in details[:1]]
    else:
        facts = []
    return str(label), tuple(facts)


def _source_op(target: str) -> str:
    """An op as the model's source names it in every stage: ``aten.silu_backward.default``,
    ``torch.nn.functional.silu`` and ``aten.silu.default`` read ``silu``."""
    base = op_base(target).rsplit(".", 1)[-1]
    return base.removesuffix("_backward").removesuffix("_")


def replacement_facts(change: Change) -> tuple[str, ...]:
    """``("silu → gelu",)``: the ops this change traced as others, matched op by op, in the source's names."""
    swaps = {(_source_op(a), _source_op(b)) for a, b, _ in _op_swaps(change)}
    return tuple(sorted(f"{a} → {b}" for a, b in swaps if a != b))


def _op_swaps(change: Change) -> list[tuple[str, str, int]]:
    """The change's swaps of graph ops (Inductor's kernels are named after the ops they fuse: not facts)."""
    return [(a, b, n) for a, b, n in change.classification.replacements if not a.startswith("kernel:")]


def signature_key(label: str, facts: tuple[str, ...]) -> str:
    """A root cause's stable id: a short hash of its signature."""
    return hashlib.sha256(repr((label, facts)).encode()).hexdigest()[:10]


def describe(label: str, facts: tuple[str, ...]) -> str:
    """One sentence: the label's meaning, then its facts (long lists folded)."""
    base = DESCRIPTIONS.get(Label(label), label) if label in Label._value2member_map_ else label
    if not facts:
        return base
    shown = "; ".join(facts[:SHOWN_FACTS])
    more = f"; and {len(facts) - SHOWN_FACTS} more" if len(facts) > SHOWN_FACTS else ""
    return f"{base}: {shown}{more}"


def group(changes: Iterable[Change], *, failures: Iterable[Failure] = (),
          errors: Iterable[CaseErrorText] = ()) -> list[RootCause]:
    """Root causes, riskiest first, then the most widespread.

    A failed check joins the row of the change of its artifact (the drift that made it fail) when
    that artifact changed in the same run; otherwise it forms a row of its own, by the check that
    failed. Errors form rows by ``error_signature``.
    """
    causes = _drift_rows(list(changes))
    row_of_artifact = {(c.case_id, c.filename): cause for cause in causes for c in cause.changes}
    extra: dict[tuple[str, str], RootCause] = {}
    for failure in failures:
        row = row_of_artifact.get((failure.case_id, failure.filename))
        if row is None:
            facts = (_abstract(failure.check),)
            row = extra.setdefault((CHECK_FAILED, facts[0]), RootCause(
                key=signature_key(CHECK_FAILED, facts), label=CHECK_FAILED,
                description=f"a check failed: {facts[0]}", changes=[]))
        row.failures.append(failure)
    for error in errors:
        text = error_signature(error.message)
        row = extra.setdefault((ERROR, text), RootCause(key=signature_key(ERROR, (text,)), label=ERROR,
                                                        description=f"the case raised: {text}", changes=[]))
        row.errors.append(error)
    causes += extra.values()
    return sorted(causes, key=lambda c: (c.risk, -len(c.cases), -len(c.changes), c.description))


def _drift_rows(changes: list[Change]) -> list[RootCause]:
    """The rows of changed goldens (see ``group``)."""
    by_case_break: dict[str, tuple[str, tuple[str, ...]]] = {}
    for change in changes:  # a graph break is the root cause of whatever else changed in its case
        if _graph_break_facts(change):
            by_case_break[change.case_id] = signature(change)
    by_case_edit: dict[str, tuple[str, tuple[str, ...]]] = {}
    for change in changes:  # an op traced as another explains its case's kernels, op counts and overlap windows;
        # new shapes explain the sizes its collectives log shows
        if replacement_facts(change) or change.classification.shapes_only:
            by_case_edit.setdefault(change.case_id, signature(change))
    groups: dict[tuple[str, tuple[str, ...]], list[Change]] = {}
    for change in changes:
        edit = by_case_edit.get(change.case_id) if _shows_an_edit(change) else None
        key = by_case_break.get(change.case_id) or edit or signature(change)
        groups.setdefault(key, []).append(change)
    causes = []
    for (label, facts), members in groups.items():
        digest = signature_key(label, facts)
        members.sort(key=lambda c: (c.case_id, c.filename))
        description = describe(label, facts)
        if label == str(Label.STRUCTURAL) and any(replacement_facts(c) for c in members):
            description = _replaced_description(facts, members)
        elif facts == ("only shapes changed",):
            shown = next((d for c in members for d in c.classification.details if d.startswith("only shapes")), "")
            description = shown or "only shapes changed"
        if label == str(Label.RUNTIME_CHECKS) and facts and facts[0].endswith(" rewritten"):
            came = _checks_added(members)
            description += f" (now {', '.join(came)})" if came else ""
        causes.append(RootCause(key=digest, label=label, description=description, changes=members))
    return _merge_views(causes)


def _shows_an_edit(change: Change) -> bool:
    """Whether a change can be a view of its case's op swap or shape change: a graph or kernel change, or a
    summary whose op counts alone changed (a break, a warning or frames are causes of their own)."""
    label = (change.labels or (Label.OTHER,))[0]
    if label is Label.SUMMARY:
        return all(d.startswith("op counts") for d in change.classification.details)
    return label in GRAPH_VIEW_LABELS


def _replaced_description(facts: tuple[str, ...], members: list[Change]) -> str:
    """``ops traced as others, matched op by op: silu → gelu at 24 sites (dynamo, forward, backward)``."""
    sites = sum(n for c in members for a, b, n in _op_swaps(c) if f"{_source_op(a)} → {_source_op(b)}" in facts)
    stages = sorted({_stage(c) for c in members if replacement_facts(c)},
                    key=lambda s: (["dynamo", "forward", "backward", "inference"] + [s]).index(s))
    return (f"ops traced as others, matched op by op: {'; '.join(facts)} at {sites} site{'s' * (sites != 1)} "
            f"({', '.join(stages)})")


# What one change of a graph looks like in each artifact that shows it: the AOT graph counts ops, Inductor's code
# counts kernels, the summary counts collectives and waits. Runtime checks, warnings and breaks are causes of their own.
GRAPH_VIEW_LABELS = frozenset({Label.COLLECTIVES, Label.OVERLAP, Label.STRUCTURAL, Label.ARGS, Label.KERNEL_BODY,
                               Label.REORDER})


def _merge_views(causes: list[RootCause]) -> list[RootCause]:
    """Graph rows over exactly the same cases, as one row: one change seen through several artifacts.

    Measured on torch 2.14.1: dtensor/different_gradient_placement's backward no longer recomputes
    var_mean, which read as three rows (AOT ops fewer, Inductor kernels renamed, a wait more in the
    summary; the issue's torch 2.11 run showed one Dynamo change as four rows the same way). The merged row keeps
    the riskiest member's place, label and key, and names what the others showed.
    """
    merged: list[RootCause] = []
    by_cases: dict[tuple[str, ...], RootCause] = {}
    for cause in sorted(causes, key=lambda c: c.risk):
        if cause.label not in GRAPH_VIEW_LABELS:
            merged.append(cause)
            continue
        row = by_cases.get(tuple(cause.cases))
        if row is None:
            by_cases[tuple(cause.cases)] = cause
            merged.append(cause)
            continue
        row.changes = sorted(row.changes + cause.changes, key=lambda c: (c.case_id, c.filename))
        row.description += f"; with it, [{cause.label}] {cause.description}"
    return merged


def merge_explained(causes: list[RootCause]) -> list[RootCause]:
    """Rows the explain step traced to the same settings, as one row: one compiler change, one root cause.

    Measured on torch 2.14.1: ``enable_simple_overlap`` both moved waits after compute (overlap, 3
    cases) and split a fused backward kernel in two (structural, 1 case). The merged row keeps the
    riskiest member's place, label and key, and names what the others changed; its example diff is
    the smallest of all members' changes.
    """
    merged: list[RootCause] = []
    by_settings: dict[tuple[str, ...], RootCause] = {}
    for cause in causes:  # riskiest first: the first of a group is the row the others join
        row = by_settings.get(cause.explained_by) if cause.explained_by else None
        if row is None:
            if cause.explained_by:
                by_settings[cause.explained_by] = cause
            merged.append(cause)
            continue
        row.changes = sorted(row.changes + cause.changes, key=lambda c: (c.case_id, c.filename))
        row.failures += cause.failures
        row.errors += cause.errors
        row.description += f"; with it, [{cause.label}] {cause.description}"
    return merged


def text_lines(causes: Iterable[RootCause], *, diff: bool = True) -> list[str]:
    """The root-cause table as terminal lines: one row per cause, its cases, its representative diff."""
    causes = list(causes)
    lines = [f"root causes ({len(causes)}), riskiest first:"]
    for index, cause in enumerate(causes, 1):
        lines.append(f"{index:>3}. [{cause.label}] {cause.description}  ({cause.tally()}; "
                     f"{len(cause.changes)} artifact{'s' * (len(cause.changes) != 1)})")
        if cause.explanation:
            lines.append(f"       {cause.explanation}")
        shown = cause.cases[:8]
        lines.append("       cases: " + ", ".join(shown) + (f" and {len(cause.cases) - 8} more" if len(cause.cases) > 8
                                                          else ""))
        for failure in cause.failures[:3]:
            lines.append(f"       check failed: {failure.case_id}/{failure.filename}: {failure.check}")
        rep = cause.representative
        if diff and rep is not None and rep.diff.shown:
            lines.append(f"       e.g. {rep.key}:")
            lines += ["         " + line for line in rep.diff.shown.rstrip("\n").splitlines()[:40]]
    return lines
