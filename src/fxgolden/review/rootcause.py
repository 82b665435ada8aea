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

from fxgolden.base.errors import CAUSE_PREFIX
from fxgolden.review import edit_rows
from fxgolden.review.changes import Change
from fxgolden.review.classify import DESCRIPTIONS, Label
from fxgolden.review.edit_rows import EditKey
from fxgolden.review.rewrites import CONSEQUENCES, FOLLOWERS, Edit, op_base

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
    """An error's signature: its innermost cause (the line ``base.errors.CAUSE_PREFIX`` starts: type, message and
    the module and function that raised it), else its first line, with paths, addresses, quoted names, value
    names and numbers masked.

    ``Cannot compute the size of FakeScriptObject(...) on node primals_2`` and the same with
    ``primals_7`` are one signature; the same error raised bare and re-raised by Dynamo are one signature;
    a different exception type or wording is another.
    """
    cause = next((line.strip()[len(CAUSE_PREFIX):] for line in message.splitlines()
                  if line.strip().startswith(CAUSE_PREFIX)), None)
    return _masked_error(cause) if cause is not None else wrapper_signature(message)


def wrapper_signature(message: str) -> str:
    """The error as the case reported it: its first error line, masked (what an error row lists as merged)."""
    lines = [line.strip() for line in message.strip().splitlines() if line.strip()]
    # fxgolden's own prefix ("case X failed in compile: ...") names the case: the error is what follows it
    first = next((line for line in lines if re.match(r"^[A-Za-z_.]*(?:Error|Exception|Unsupported)\b", line)),
                 lines[0] if lines else "")
    return _masked_error(re.sub(r"^case \S+ (?:failed|raised)[^:]*: ", "", first))


_SYMBOL = re.compile(r"\b[su]\d+\b")  # a symbolic size under fake tensors (``s77``, unbacked ``u0``): a number


def _masked_error(line: str) -> str:
    masked = _SYMBOL.sub("N", _PATH.sub("<path>", _ADDRESS.sub("<addr>", line)))
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
    edit: EditKey | None = None  # the graph edit the row is keyed by (``review.edit_rows``), if it is
    showing: set[str] = dataclasses.field(default_factory=set)  # keys of the changes whose own graphs show the edit
    spellings: set[EditKey] = dataclasses.field(default_factory=set)  # the edit's keys before families were joined
    wrappers: list[str] = dataclasses.field(default_factory=list)  # an error row: the outer errors it merged
    also: list[str] = dataclasses.field(default_factory=list)  # what the rows merged into it changed, one each

    @property
    def cases(self) -> list[str]:
        """The cases it touched (drifted, failed or errored), sorted."""
        return sorted({change.case_id for change in self.changes} | {f.case_id for f in self.failures}
                      | {e.case_id for e in self.errors})

    @property
    def counts(self) -> dict[str, int]:
        """How many cases drifted (a golden differs), failed (a check failed) and errored, in this row; each case
        once, at its worst (a case whose check failed is failed, as in the nightly's headline, not also drifted)."""
        errored = {e.case_id for e in self.errors}
        failed = {f.case_id for f in self.failures} - errored
        return {"drifted": len({c.case_id for c in self.changes} - failed - errored), "failed": len(failed),
                "errored": len(errored)}

    def tally(self) -> str:
        """``3 drifted, 1 failed`` (the counts that are not zero)."""
        return ", ".join(f"{n} {what}" for what, n in self.counts.items() if n) or "0 drifted"

    @property
    def representative(self) -> Change | None:
        """The change whose diff is shown: the smallest code change of the group (the easiest to read); None for a
        row of failures or errors alone."""
        code = [c for c in self.changes if not c.filename.endswith(".yaml")] or self.changes
        # where the row's edit is: a graph that shows it, not a kernel or a count it changed
        code = [c for c in code if c.key in self.showing] or code
        return min(code, key=lambda c: (c.diff.added + c.diff.removed, c.case_id, c.filename)) if code else None

    @property
    def headline(self) -> str:
        """The edit it is keyed by (``op removed: clone``), else its description: how a merged row is listed."""
        return f"{self.edit[0]}: {self.edit[1]}" if self.edit else self.description

    def notes(self) -> list[tuple[str, str]]:
        """What the terminal and the HTML report both show under the row's description, as (name, text)."""
        notes = []
        if self.wrappers:
            notes.append(("raised as", _listed(self.wrappers, 4)))
        if self.also:
            notes.append(("with it", _listed(self.also, 6)))
        if self.changes:
            stages = collections.Counter(edit_rows.stage_of(c) for c in self.changes)
            notes.append(("artifacts", ", ".join(f"{stage} ×{n}" for stage, n in stages.most_common())))
        notes.append(("cases", compact_cases(self.cases)))
        return notes

    def shown_by(self, change: Change) -> bool:
        """Whether one change, on its own, still shows this row's edit or signature (the explain step's test)."""
        if self.edit is not None:
            return any(r.row_key in self.spellings for r in edit_rows.graph_edits(change))
        return signature_key(*signature(change)) == self.key

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
                "also": list(self.also), "wrappers": list(self.wrappers),
                **self.counts, "artifacts": [c.key for c in self.changes],
                "failures": [dataclasses.asdict(f) for f in self.failures],
                "errors": [dataclasses.asdict(e) for e in self.errors],
                "representative": rep.key if rep else None, "representative_diff": rep.diff.shown if rep else ""}


def _listed(items: list[str], shown: int) -> str:
    return "; ".join(items[:shown]) + (f" and {len(items) - shown} more" if len(items) > shown else "")


def compact_cases(case_ids: Iterable[str], *, per_family: int = 6) -> str:
    """``tp/{two_mlp[plain], transformer[plain]}; fsdp/{a, b, c, d, e, f and 3 more}``: ids by family (the part
    before the first ``/``), a long family cut short."""
    families: dict[str, list[str]] = {}
    for case_id in case_ids:
        family, _, name = case_id.partition("/")
        families.setdefault(family, []).append(name or family)
    parts = []
    for family, names in families.items():
        listed = ", ".join(names[:per_family]) + (f" and {len(names) - per_family} more"
                                                  if len(names) > per_family else "")
        parts.append(f"{family}/{{{listed}}}" if len(names) > 1 else f"{family}/{names[0]}")
    return "; ".join(parts)


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


def signature(change: Change) -> tuple[str, tuple[str, ...]]:
    """(label, facts): what this change says about the compiler, the same in every case it shows up in."""
    labels = change.labels or (Label.OTHER,)
    breaks = _graph_break_facts(change)
    if breaks:
        return str(Label.SUMMARY), tuple(sorted(_abstract(b) for b in breaks))
    label = labels[0]
    details = change.classification.details
    if label is Label.COLLECTIVES:
        facts = _collective_facts(change)
    elif label is Label.OVERLAP:  # which kernels moved differs per case; that compute moved is the fact
        facts = []
    elif label is Label.SUMMARY:
        facts = [_abstract(d) for d in details if not d.startswith("op counts")]
    elif label in (Label.NEW, Label.REMOVED):
        facts = [f"{label} {edit_rows.stage_of(change)} artifact"]
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
        wrapper = wrapper_signature(error.message)
        if wrapper != text.split(" (raised in ", 1)[0] and wrapper not in row.wrappers:
            row.wrappers.append(wrapper)
    causes += extra.values()
    return sorted(causes, key=lambda c: (c.risk, -len(c.cases), -len(c.changes), c.description))


def _drift_rows(changes: list[Change]) -> list[RootCause]:
    """The rows of changed goldens (see ``group``): by graph edit where the graphs name one, else by signature."""
    by_case_break: dict[str, tuple[str, tuple[str, ...]]] = {}
    for change in changes:  # a graph break is the root cause of whatever else changed in its case
        if _graph_break_facts(change):
            by_case_break[change.case_id] = signature(change)
    index = edit_rows.EditIndex(changes)
    groups: dict[tuple[str, tuple[str, ...]] | EditKey, list[Change]] = {}
    for change in changes:
        for key in _row_keys(change, by_case_break, index):
            groups.setdefault(key, []).append(change)
    causes = []
    for key, members in groups.items():
        members.sort(key=lambda c: (c.case_id, c.filename))
        if isinstance(key[1], str):  # a graph edit
            edit = (key[0], key[1])
            causes.append(RootCause(key=signature_key(*_edit_signature(edit)),
                                    label=edit_rows.label_of(index, edit, members),
                                    description=edit_rows.describe(index, edit, members), changes=members, edit=edit,
                                    showing={c.key for c, _ in index.shown(members, edit)},
                                    spellings={r.row_key for _, r in index.shown(members, edit)}))
            continue
        label, facts = key[0], tuple(key[1])
        description = describe(label, facts)
        if label == str(Label.RUNTIME_CHECKS) and facts and facts[0].endswith(" rewritten"):
            came = _checks_added(members)
            description += f" (now {', '.join(came)})" if came else ""
        causes.append(RootCause(key=signature_key(label, facts), label=label, description=description,
                                changes=members))
    return _merge_views(_merge_consequences(causes))


def _merge_consequences(causes: list[RootCause]) -> list[RootCause]:
    """Rows that show only in graphs where an op edit also shows, as part of that op edit's row; an op edit that
    shows in strictly fewer graphs than another, in none apart from it, too (the two always came together).

    Such rows are inputs, arguments, outputs or wiring (a graph whose ops changed reads, takes and returns other
    values because of it), or a run of ops replaced by another run where the matching could not pair the ops
    (the same edit, spelled as a run where it fell together with another). Measured on torch 2.11 against 2.13's
    goldens: Dynamo's prim wrappers close over the DeviceMesh, so the graphs that call them lost their mesh
    input; SGD's ``add(p, g, alpha=-lr)`` became a ``mul`` and an ``add``.
    """
    absorbed = CONSEQUENCES | {Edit.REPLACED}
    homes = [c for c in causes if c.edit and Edit(c.edit[0]) not in absorbed | {Edit.SHAPES}]
    kept = []
    for cause in sorted(causes, key=lambda c: len(c.showing)):  # the narrowest first: a chain ends in the widest
        home = None
        if cause.edit and Edit(cause.edit[0]) is not Edit.SHAPES and cause.showing:
            weak = Edit(cause.edit[0]) in absorbed  # an op edit joins only a row that shows in strictly more graphs
            home = max((row for row in homes if row is not cause and
                        (cause.showing <= row.showing if weak else cause.showing < row.showing)),
                       key=lambda row: (len(row.showing), -row.risk), default=None)
        if home is None:
            kept.append(cause)
            continue
        _absorb(home, cause)
        if cause in homes:  # it is part of a wider row now: nothing joins it any more
            homes.remove(cause)
    return sorted(kept, key=causes.index)


def _edit_signature(edit: EditKey) -> tuple[str, tuple[str, ...]]:
    return f"edit: {edit[0]}", (edit[1],)


def _row_keys(change: Change, breaks: dict[str, tuple[str, tuple[str, ...]]], index: edit_rows.EditIndex) -> list:
    """The rows a change belongs to: its case's graph break; else its own graph edits; else, when it only shows
    its case's graph edits through another lens, those edits; else its signature."""
    if change.case_id in breaks:
        return [breaks[change.case_id]]
    own = index.keys_of(change)
    strong = [key for key in own if Edit(key[0]) not in FOLLOWERS]
    if strong:
        return strong
    case_edits = [key for key in index.of_case(change.case_id) if Edit(key[0]) not in FOLLOWERS]
    if case_edits and (own or _shows_an_edit(change)):  # values returned or read are its case's edits' doing
        return case_edits
    if own:
        return own
    return [signature(change)]


def _shows_an_edit(change: Change) -> bool:
    """Whether a change can be a view of its case's graph edits: a graph or kernel change, or a summary whose op
    counts alone changed (a break, a warning or frames are causes of their own)."""
    label = (change.labels or (Label.OTHER,))[0]
    if label is Label.SUMMARY:
        return all(d.startswith("op counts") for d in change.classification.details)
    return label in GRAPH_VIEW_LABELS


# What one change of a graph looks like in each artifact that shows it: the AOT graph counts ops, Inductor's code
# counts kernels, the summary counts collectives and waits. Runtime checks, warnings and breaks are causes of their own.
GRAPH_VIEW_LABELS = frozenset({Label.COLLECTIVES, Label.OVERLAP, Label.STRUCTURAL, Label.ARGS, Label.KERNEL_BODY,
                               Label.REORDER, Label.RENAME_ONLY})
# A graph that appeared or went in exactly the cases of another change is that change seen from its artifacts.
_MERGED_WITH_VIEWS = GRAPH_VIEW_LABELS | {Label.NEW, Label.REMOVED}


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
        if cause.label not in _MERGED_WITH_VIEWS:
            merged.append(cause)
            continue
        row = by_cases.get(tuple(cause.cases))
        if row is None:
            by_cases[tuple(cause.cases)] = cause
            merged.append(cause)
            continue
        _absorb(row, cause)
    return merged


def _absorb(row: RootCause, other: RootCause) -> None:
    """``other``'s changes, failures and errors as ``row``'s; what it changed listed in ``row.also``."""
    row.changes = _union(row.changes, other.changes)
    row.failures += other.failures
    row.errors += other.errors
    row.spellings |= other.spellings
    row.showing |= other.showing
    merged = [f"[{other.label}] {_shortened(other.headline)}", *other.also]
    row.also += [item for item in merged if item not in row.also]


def _shortened(text: str, limit: int = 120) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _union(first: list[Change], second: list[Change]) -> list[Change]:
    """Both rows' changes, each once (a change can show two edits), sorted."""
    return sorted({c.key: c for c in first + second}.values(), key=lambda c: (c.case_id, c.filename))


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
        _absorb(row, cause)
    return merged


def in_several_rows(causes: Iterable[RootCause]) -> str:
    """``; 3 cases in more than one row (their diffs need unrelated edits)``, or "" when every case is in one."""
    seen = collections.Counter(case for cause in causes for case in cause.cases)
    several = sum(1 for n in seen.values() if n > 1)
    return f"; {several} case{'s' * (several != 1)} in more than one row (a diff that needs unrelated edits, " \
           f"or an error beside a drift)" if several else ""


def text_lines(causes: Iterable[RootCause], *, diff: bool = True) -> list[str]:
    """The root-cause table as terminal lines: one row per cause, its cases, its representative diff."""
    causes = list(causes)
    lines = [f"root causes ({len(causes)}), riskiest first{in_several_rows(causes)}:"]
    for index, cause in enumerate(causes, 1):
        lines.append(f"{index:>3}. [{cause.label}] {cause.description}  ({cause.tally()}; "
                     f"{len(cause.changes)} artifact{'s' * (len(cause.changes) != 1)})")
        if cause.explanation:
            lines.append(f"       {cause.explanation}")
        lines += [f"       {name}: {text}" for name, text in cause.notes()]
        for failure in cause.failures[:3]:
            lines.append(f"       check failed: {failure.case_id}/{failure.filename}: {failure.check}")
        rep = cause.representative
        if diff and rep is not None and rep.diff.shown:
            lines.append(f"       e.g. {rep.key}:")
            lines += ["         " + line for line in rep.diff.shown.rstrip("\n").splitlines()[:40]]
    return lines
