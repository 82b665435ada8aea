"""A changed golden's signature where no graph edit names it: its riskiest label plus the fact behind it.

The fact is written without the names, numbers and shapes that differ from
case to case (``clone fewer``, ``assert_size_stride rewritten``, ``moved across
a wait``), so the same compiler change in many cases has one signature.
"""

from __future__ import annotations

import collections
import hashlib
import re
from typing import Iterable

from fxgolden.base.artifact import ArtifactName
from fxgolden.review import edit_rows
from fxgolden.review.changes import Change
from fxgolden.review.classify import DESCRIPTIONS, Label
from fxgolden.review.rewrites import op_base

# Op-count facts shown in full up to this many; the rest are folded into "and N more".
SHOWN_FACTS = 6

_NUMBERS = re.compile(r"\b\d+\b")
_VALUE_NAME = re.compile(r"\b(?:buf|arg|primals|tangents|getitem|tmp|x|y|r|xindex|rindex)_?\d+\b")
_SUMMARY = ArtifactName("", "summary")  # summary.yaml
_CHECK_CALL = re.compile(r"\b(assert_\w+|torch\._check\w*|_check\w*)\(")


def graph_break_facts(change: Change) -> list[str]:
    """Facts that explain the rest of a case's changes: a graph break, frames, recompiles, a compile error.

    A break whose reason changed is the same break: it explains nothing else of its case.
    """
    facts = [d for d in change.classification.details if d.startswith(("graph break added", "graph break removed",
                                                                        "frames ", "recompiles "))]
    if change.name == _SUMMARY and any(d.startswith("changed fields:") and "compile_error" in d
                                                 for d in change.classification.details):
        facts.append("the expected compile error changed")
    return facts


def _op_facts(change: Change) -> list[str]:
    """Op-count deltas without the graph name, namespace, overload and counts: "clone fewer"."""
    facts = set()
    for delta in change.classification.op_deltas:
        target = op_base(delta.target)  # a summary's delta carries its graph apart (``OpDelta.graph``)
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


def checks_added(changes: Iterable[Change]) -> list[str]:
    added: set[str] = set()
    for change in changes:
        lines = [l for l in change.diff.shown.splitlines() if l.startswith(("+", "-")) and l[:3] not in ("+++", "---")]
        plus = set(_CHECK_CALL.findall("\n".join(l for l in lines if l.startswith("+"))))
        minus = set(_CHECK_CALL.findall("\n".join(l for l in lines if l.startswith("-"))))
        added |= plus - minus
    return sorted(added)


def abstract(text: str) -> str:
    """A detail line without the names and numbers that differ between cases."""
    return _NUMBERS.sub("N", _VALUE_NAME.sub("v", text))


def signature(change: Change) -> tuple[str, tuple[str, ...]]:
    """(label, facts): what this change says about the compiler, the same in every case it shows up in."""
    labels = change.labels or (Label.OTHER,)
    breaks = graph_break_facts(change)
    if breaks:
        return str(Label.SUMMARY), tuple(sorted(abstract(b) for b in breaks))
    label = labels[0]
    details = change.classification.details
    if label is Label.COLLECTIVES:
        facts = _collective_facts(change)
    elif label is Label.OVERLAP:  # which kernels moved differs per case; that compute moved is the fact
        facts = []
    elif label is Label.SUMMARY:
        facts = [abstract(d) for d in details if not d.startswith("op counts")]
    elif label in (Label.NEW, Label.REMOVED):
        facts = [f"{label} {edit_rows.stage_of(change)} artifact"]
    elif label is Label.STRUCTURAL:
        facts = _op_facts(change)
    elif label is Label.RUNTIME_CHECKS:
        facts = _check_facts(change)
    elif label is Label.PROVENANCE:  # the functions renamed: the same in every graph that shows them
        facts = [detail.removeprefix("provenance: ") for detail in details[:1]]
    elif label is Label.KERNEL_BODY:
        facts = ["kernel source changed at the same call sites"]
    elif label in (Label.ARGS, Label.REORDER, Label.RENAME_ONLY, Label.HEADER_ONLY):
        facts = [abstract(d.split(":", 1)[0]) if label is not Label.ARGS else abstract(d) for d in details[:1]]
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
