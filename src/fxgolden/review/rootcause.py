"""Changed goldens, failed checks and errors grouped into root causes: one compiler change is one row.

A nightly against another torch changes dozens of goldens for a handful of
reasons. A change whose graphs name an edit (``review.rewrites``: an input
lost, an op traced as another, a Dynamo wrapper) joins the row of that edit,
whichever case, stage or spelling shows it; its case's other artifacts join
the same rows (``review.edit_rows``). Other changes join the row of their
signature (``review.signatures``). A graph break explains everything else that
changed in its case. Errors form rows by their innermost cause (where the compiler
gave up), and a case whose expected error changed joins the row of its cause; a
failed check joins the row of the drift of its artifact. ``review.row_merging`` then merges
rows that are one change seen several ways.
"""

from __future__ import annotations

import collections
import re
from typing import Iterable

from fxgolden.base.artifact import ArtifactName
from fxgolden.base.errors import CAUSE_PREFIX
from fxgolden.review import edit_rows, row_merging
from fxgolden.review.changes import Change
from fxgolden.review.classify import Label
from fxgolden.review.edit_rows import EditKey
from fxgolden.review.rewrites import FOLLOWERS, Edit
from fxgolden.review.rows import CHECK_FAILED, ERROR, CaseErrorText, Failure, RootCause
from fxgolden.review.signatures import abstract, checks_added, describe, graph_break_facts, signature, signature_key

_ERROR_ARTIFACT = ArtifactName("", "error")  # error.txt
_PATH = re.compile(r"(?:[A-Za-z]:)?(?:/[\w.@+-]+){2,}/?")
_ADDRESS = re.compile(r"\b0x[0-9a-fA-F]+\b")
_QUOTED = re.compile(r"'[^'\n]*'|\"[^\"\n]*\"")


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
    return abstract(masked)[:240]


def group(changes: Iterable[Change], *, failures: Iterable[Failure] = (),
          errors: Iterable[CaseErrorText] = ()) -> list[RootCause]:
    """Root causes, riskiest first, then the most widespread.

    A failed check joins the row of the change of its artifact (the drift that made it fail) when
    that artifact changed in the same run; otherwise it forms a row of its own, by the check that
    failed. Errors form rows by ``error_signature``; a case whose expected error changed joins the row of its
    error's signature with all its changes (one cause, whether a case expected it or raised it).
    """
    changes = list(changes)
    expected = expected_error_signatures(changes)
    causes = _drift_rows([change for change in changes if change.case_id not in expected])
    extra: dict[tuple[str, str], RootCause] = {}
    for change in changes:  # a changed expected error explains its case's other changes, as a graph break does
        if change.case_id in expected:
            _error_row(extra, expected[change.case_id]).changes.append(change)
    row_of_artifact = {(c.case_id, c.filename): cause for cause in [*causes, *extra.values()] for c in cause.changes}
    for failure in failures:
        row = row_of_artifact.get((failure.case_id, failure.filename))
        if row is None:
            facts = (abstract(failure.check),)
            row = extra.setdefault((CHECK_FAILED, facts[0]), RootCause(
                key=signature_key(CHECK_FAILED, facts), label=CHECK_FAILED,
                description=f"a check failed: {facts[0]}", changes=[]))
        row.failures.append(failure)
    for error in errors:
        text = error_signature(error.message)
        row = _error_row(extra, text)
        row.errors.append(error)
        wrapper = wrapper_signature(error.message)
        if wrapper != text.split(" (raised in ", 1)[0] and wrapper not in row.wrappers:
            row.wrappers.append(wrapper)
    causes += extra.values()
    return sorted(causes, key=lambda c: (c.risk, -len(c.cases), -len(c.changes), c.description))


def expected_error_signatures(changes: Iterable[Change]) -> dict[str, str]:
    """The cases whose expected error changed (their ``error`` artifact, ``run.expected_error``), each with the
    error's signature: its innermost cause, keyed as a raised error's (``error_signature``)."""
    return {change.case_id: error_signature(change.new) for change in changes
            if change.name == _ERROR_ARTIFACT and change.new and CAUSE_PREFIX in change.new}


def _error_row(rows: dict[tuple[str, str], RootCause], text: str) -> RootCause:
    """The row of the error whose signature is ``text`` (made on first need)."""
    return rows.setdefault((ERROR, text), RootCause(key=signature_key(ERROR, (text,)), label=ERROR,
                                                    description=f"the case raised: {text}", changes=[]))


def _drift_rows(changes: list[Change]) -> list[RootCause]:
    """The rows of changed goldens (see ``group``): by graph edit where the graphs name one, else by signature."""
    by_case_break: dict[str, tuple[str, tuple[str, ...]]] = {}
    for change in changes:  # a graph break is the root cause of whatever else changed in its case
        if graph_break_facts(change):
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
                                    reach=index.showing(members, edit),
                                    spellings={r.row_key for _, r in index.shown(members, edit)}))
            continue
        label, facts = key[0], tuple(key[1])
        description = describe(label, facts)
        if label == str(Label.RUNTIME_CHECKS) and facts and facts[0].endswith(" rewritten"):
            came = checks_added(members)
            description += f" (now {', '.join(came)})" if came else ""
        causes.append(RootCause(key=signature_key(label, facts), label=label, description=description,
                                changes=members))
    return row_merging.merge_views(row_merging.merge_consequences(causes))


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
    if case_edits and (own or edit_rows.shows_an_edit(change)):  # values returned or read are its case's edits' doing
        return case_edits
    if own:
        return own
    return [signature(change)]


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
