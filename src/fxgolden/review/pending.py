"""Pending review as a small state machine: scan, select, decide, then apply all decisions.

Like insta's ``cargo insta review``: a compare run leaves actuals in the
git-ignored pending area; accepting moves one onto its golden (atomically),
rejecting deletes it, skipping leaves it. Nothing here compiles or runs a
case, and nothing but pending files and the accepted goldens is touched.
An actual that a check of its case rejected is accepted only once the case's
current checks pass on it (``fxgolden.review.recheck``).
"""

from __future__ import annotations

import contextlib
import dataclasses
import enum
import hashlib
from pathlib import Path
from typing import Iterable, Mapping, Sequence

from fxgolden.base.artifact import stem_of
from fxgolden.base.errors import GoldenFileError
from fxgolden.base.files import remove_empty_folders
from fxgolden.base.ids import case_id_problem
from fxgolden.catalog import selection
from fxgolden.golden import header as header_mod
from fxgolden.golden import wellformed
from fxgolden.golden.pending import (
    SIDECAR_SUFFIX,
    PendingEntry,
    PendingMeta,
    fxgolden_version,
    meta_of,
    sidecar_path,
)
from fxgolden.golden.policy import choose_update_mode
from fxgolden.golden.store import GOLDEN_SUFFIXES, GoldenStore
from fxgolden.golden.writer import GoldenWriter
from fxgolden.normalize.version import NORMALIZER_VERSION
from fxgolden.review.changes import Change, build_change, finding


def rerun(case_id: str) -> str:
    """The fix for a pending file that cannot be accepted as it is: compare its case again."""
    return f"re-run the comparison (`fxgolden run '{case_id}'`) to refresh the pending file"


class Decision(enum.StrEnum):
    """What to do with one pending file."""

    ACCEPT = "accept"
    REJECT = "reject"
    SKIP = "skip"


@dataclasses.dataclass(frozen=True)
class BatchResult:
    """What a batch of decisions did; ``failed`` and ``refused`` (a check still fails) pair a key with the reason.

    ``warnings``: cases decided only in part, whose goldens now come from two runs.
    """

    accepted: tuple[str, ...] = ()
    rejected: tuple[str, ...] = ()
    skipped: tuple[str, ...] = ()
    failed: tuple[tuple[str, str], ...] = ()
    refused: tuple[tuple[str, str], ...] = ()
    warnings: tuple[str, ...] = ()

    @property
    def ok(self) -> bool:
        """True when nothing failed or was refused."""
        return not self.failed and not self.refused


@dataclasses.dataclass(frozen=True)
class PendingScan:
    """The usable pending entries, and why each other file of the pending area was left alone."""

    entries: list[PendingEntry]
    bad: list[str]


def scan_all(store: GoldenStore) -> PendingScan:
    """Every pending file of the store's profile, sorted; a file outside any valid case folder is reported, not
    fatal."""
    root = store.pending_root / "pending" / store.profile
    if not root.is_dir():
        return PendingScan([], [])
    entries, bad = [], []
    for path in sorted(root.rglob("*")):
        if not path.is_file() or path.suffix not in GOLDEN_SUFFIXES or path.name.endswith(SIDECAR_SUFFIX):
            continue
        case_id = path.parent.relative_to(root).as_posix()
        problem = case_id_problem(case_id)
        if problem:
            bad.append(f"{store.relative(path)}: {case_id!r} is not a case id ({problem}); "
                       "fxgolden never writes there: delete it")
            continue
        entries.append(PendingEntry(case_id, path.name, path, store.golden_path(case_id, path.name)))
    return PendingScan(entries, bad)


def scan(store: GoldenStore) -> list[PendingEntry]:
    """Every usable pending file of the store's profile, sorted by case id and file name."""
    return scan_all(store).entries


def _matches(pattern: str, entry: PendingEntry) -> bool:
    """The pattern names the entry's case id (from the pending area's layout) or ``case/artifact``."""
    return selection.matches_artifact(pattern, entry.case_id, stem_of(entry.filename), entry.filename)


def select(entries: Sequence[PendingEntry], patterns: Sequence[str]) -> tuple[list[PendingEntry], list[str]]:
    """Entries a pattern names (all when none; ``fxgolden.catalog.selection``), and the patterns that named none.

    Raises ``UsageError`` on a pattern that could only mean "everything" (``''``, ``/``).
    """
    selection.check_patterns(patterns)
    if not patterns:
        return list(entries), []
    chosen = [e for e in entries if any(_matches(p, e) for p in patterns)]
    return chosen, selection.unmatched(patterns, entries, _matches)


def problem(entry: PendingEntry) -> str | None:
    """Why ``entry`` cannot be accepted (gone, written by another version, or its golden changed since); None if
    it can."""
    fix = rerun(entry.case_id)
    meta_path = sidecar_path(entry.path)
    # Another accept or reject (or a compare run) decided it after this command listed it: an accept that
    # waited for the profile's lock finds the golden written meanwhile, not a file from another version.
    gone = (f"decided meanwhile: its pending file is gone (another `fxgolden accept`/`reject` or a compare run took "
            f"it since this command listed it), so the golden may have changed since the compare run; {fix}")
    if not entry.path.exists():
        return gone
    try:
        meta = PendingMeta.parse(meta_path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return (f"it has no {meta_path.name} sidecar (written by an fxgolden without sidecars, or left half-written "
                f"by a compare run that stopped), so the golden it replaces is unknown; {fix}")
    except (ValueError, KeyError) as error:
        return f"its sidecar {meta_path.name} is unreadable ({error}); {fix}"
    try:
        written, body = header_mod.split(entry.path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return gone
    except (header_mod.HeaderError, UnicodeDecodeError) as error:
        return f"not an fxgolden pending file ({error}); delete it with `fxgolden reject '{entry.key}'`"
    written_by = written.normalizer
    malformed = wellformed.body_problem(body, entry.filename, shown=entry.filename, case_id=entry.case_id)
    if malformed is not None:  # accepting it would write a golden that no reader can read
        return f"the pending file is malformed ({finding(malformed)}); {fix}"
    if meta.fxgolden != fxgolden_version() or meta.normalizer != NORMALIZER_VERSION or written_by != NORMALIZER_VERSION:
        return (f"written by fxgolden {meta.fxgolden} with normalizer {written_by}, this is fxgolden "
                f"{fxgolden_version()} with normalizer {NORMALIZER_VERSION}; {fix}")
    try:
        current = entry.golden_path.read_bytes()  # the hash of its bytes: a golden malformed as UTF-8 too
    except FileNotFoundError:
        current = None
    current_hash = None if current is None else hashlib.sha256(current).hexdigest()
    if current_hash != meta.golden_sha256:
        what = "was deleted" if current is None else ("was created" if meta.golden_sha256 is None else "changed")
        return f"stale: the golden {what} since the compare run that wrote this pending file; {fix}"
    return None


def load_changes(entries: Iterable[PendingEntry], store: GoldenStore) -> list[Change]:
    """Each pending entry as a classified change against its current golden; a golden or pending file that is
    malformed (``golden.wellformed``) is named in its change, and the others are classified as ever."""
    changes = []
    goldens_torch = _goldens_torch(store)
    for entry in entries:
        shown = store.relative(entry.golden_path)  # names the configured goldens folder
        old_bytes = entry.golden_path.read_bytes() if entry.golden_path.is_file() else None
        new_bytes = entry.path.read_bytes()
        meta = meta_of(entry.path)  # its failed checks and the torch that wrote it, read once
        malformed = [finding(error) for data, where in ((old_bytes, shown), (new_bytes, store.relative(entry.path)))
                     if data is not None
                     and (error := wellformed.file_problem(data, shown=where, case_id=entry.case_id)) is not None]
        old = None if old_bytes is None else old_bytes.decode("utf-8", errors="replace")
        changes.append(build_change(entry.case_id, entry.filename, old, new_bytes.decode("utf-8", errors="replace"),
                                    old_label=str(shown), new_label=f"{entry.filename} (pending)",
                                    problem=problem(entry), failed_checks=meta.failed_checks if meta else (),
                                    old_file=shown, new_file=store.relative(entry.path), malformed=malformed,
                                    compiler_as_goldens=bool(goldens_torch and meta and meta.torch == goldens_torch)))
    return changes


def _goldens_torch(store: GoldenStore) -> str:
    """The torch that made the profile's goldens ("" without a readable manifest: then no run is known to have
    used the same compiler)."""
    from fxgolden.base.errors import GoldenFileError
    from fxgolden.golden import manifest

    try:
        return manifest.read(store.manifest_path).torch
    except GoldenFileError:
        return ""


def confine(entry: PendingEntry, store: GoldenStore) -> None:
    """Raise ValueError unless every file accept or reject may write or delete for ``entry`` is exactly where
    its profile and case id put it: ``<goldens>/<profile>/<case id>/`` and
    ``.fxgolden/{pending,diffs}/<profile>/<case id>/``.

    Checked on resolved paths, so a bad profile (``../..``), a bad case id or a link can never make a decision
    touch a committed file or anything outside those folders, whatever built the entry.
    """
    from fxgolden.base.profile import PROFILES

    why = None
    if store.profile not in PROFILES:
        why = f"{store.profile!r} is not a profile (known: {', '.join(sorted(PROFILES))})"
    elif case_id_problem(entry.case_id) or entry.filename in ("", ".", "..") or "/" in entry.filename \
            or "\\" in entry.filename:
        why = f"{entry.case_id!r}/{entry.filename!r} is not a case id and an artifact file name"
    else:
        parts = (store.profile, *entry.case_id.split("/"))
        pending_dir = store.pending_root.resolve().joinpath("pending", *parts)
        expected = {entry.golden_path: store.goldens_root.resolve().joinpath(*parts, entry.filename),
                    entry.path: pending_dir / entry.filename,
                    sidecar_path(entry.path): pending_dir / sidecar_path(entry.path).name,
                    store.diff_path(entry.case_id, entry.filename):
                        store.pending_root.resolve().joinpath("diffs", *parts, f"{entry.filename}.diff")}
        for path, wanted in expected.items():
            if path.resolve() != wanted:
                why = f"{store.relative(path)} resolves to {path.resolve()}, not {wanted}"
                break
    if why:
        raise ValueError(f"refused to write or delete anything for it: {why}; accept and reject touch only "
                         "goldens/<profile>/<case id>/ and .fxgolden/pending/<profile>/<case id>/. Fix: remove "
                         "the stray pending file by hand")


def _remove(entry: PendingEntry, store: GoldenStore) -> None:
    confine(entry, store)
    entry.path.unlink(missing_ok=True)
    sidecar_path(entry.path).unlink(missing_ok=True)
    store.diff_path(entry.case_id, entry.filename).unlink(missing_ok=True)
    for folder in (entry.path.parent, store.diff_path(entry.case_id, entry.filename).parent):
        remove_empty_folders(folder, stop=store.pending_root)


def accept(entry: PendingEntry, store: GoldenStore, writer: GoldenWriter) -> None:
    """Move a pending file onto its golden through the profile's writer, then remove it; raises ValueError if
    refused."""
    confine(entry, store)
    why = problem(entry)
    if why:
        raise ValueError(why)
    writer.write_path(entry.golden_path, entry.path.read_text(encoding="utf-8"))
    _remove(entry, store)


def reject(entry: PendingEntry, store: GoldenStore) -> None:
    """Delete a pending file, its sidecar and its full diff."""
    _remove(entry, store)


def apply(decisions: Sequence[tuple[PendingEntry, Decision]], store: GoldenStore, *,
          environ: Mapping[str, str] | None = None, cases_dir: Path | None = None) -> BatchResult:
    """Carry out every decision; a failing or refused entry is recorded and the batch goes on.

    Accepting is refused as a whole on CI (``UsageError`` from ``choose_update_mode``). Accepting an
    actual that a check of its case rejected is refused while the case's checks (read from
    ``cases_dir``; without it, always) still fail on it: see ``fxgolden.review.recheck``.
    """
    from fxgolden.review.recheck import refusals

    accepting = any(d is Decision.ACCEPT for _, d in decisions)
    if accepting:
        choose_update_mode(True, environ=dict(environ) if environ is not None else None)
    refused = refusals([e for e, d in decisions if d is Decision.ACCEPT], store, cases_dir) if accepting else {}
    refused = _hold_back_whole_cases(decisions, refused)
    # Accepting writes goldens through the profile's writer: refused on CI, never at the same time as an update
    # run of the profile (its lock), and only beside goldens a readable manifest vouches for.
    with GoldenWriter.open(store, environ=environ) if accepting else contextlib.nullcontext() as writer:
        if writer is not None:
            writer.check_manifest(None, partial=True)
        result = _apply(decisions, store, refused, writer)
    return dataclasses.replace(result, warnings=mixed_runs(decisions, result, store))


def _hold_back_whole_cases(decisions: Sequence[tuple[PendingEntry, Decision]],
                           refused: Mapping[str, str]) -> dict[str, str]:
    """A case with a refused actual accepts none of its actuals: its goldens stay those of one run.

    If the regression is fixed rather than the check, the case's next run replaces every actual anyway.
    """
    by_key = {entry.key: entry for entry, _ in decisions}
    blocked = {by_key[key].case_id: key for key in refused if key in by_key}
    held = dict(refused)
    for entry, decision in decisions:
        if decision is Decision.ACCEPT and entry.case_id in blocked and entry.key not in held:
            held[entry.key] = (f"held back with {blocked[entry.case_id]}, which a check of the same case still "
                               "rejects: a case's goldens are accepted from one run together")
    return held


def _apply(decisions: Sequence[tuple[PendingEntry, Decision]], store: GoldenStore,
           refused: Mapping[str, str], writer: GoldenWriter | None = None) -> BatchResult:
    done: dict[Decision, list[str]] = {d: [] for d in Decision}
    failed: list[tuple[str, str]] = []
    for entry, decision in decisions:
        if decision is Decision.ACCEPT and entry.key in refused:
            continue
        try:
            if decision is Decision.ACCEPT:
                if writer is None:  # apply() opens the writer whenever a decision accepts
                    raise ValueError("accepting a golden needs the profile's writer")
                accept(entry, store, writer)
            elif decision is Decision.REJECT:
                reject(entry, store)
            done[decision].append(entry.key)
        except (ValueError, OSError, GoldenFileError) as error:
            failed.append((entry.key, str(error)))
    return BatchResult(tuple(done[Decision.ACCEPT]), tuple(done[Decision.REJECT]), tuple(done[Decision.SKIP]),
                       tuple(failed), tuple((k, why) for k, why in refused.items()))


def mixed_runs(decisions: Sequence[tuple[PendingEntry, Decision]], result: BatchResult,
               store: GoldenStore) -> tuple[str, ...]:
    """A warning per case whose pending actuals were decided only in part: its goldens mix two runs.

    Accepted next to rejected or still-pending siblings: the goldens now come from two runs. Rejected next
    to still-pending ones: accepting those later would do it.
    """
    artifact = {e.key: stem_of(e.filename) for e, _ in decisions}
    case_of = {e.key: e.case_id for e, _ in decisions}
    left: dict[str, list[str]] = {}
    for entry in scan(store):
        left.setdefault(entry.case_id, []).append(f"{stem_of(entry.filename)} (still pending)")
    warnings = []
    for case_id in sorted({case_of[k] for k in (*result.accepted, *result.rejected)}):
        accepted = [artifact[k] for k in result.accepted if case_of[k] == case_id]
        rejected = [artifact[k] for k in result.rejected if case_of[k] == case_id]
        still = left.get(case_id, [])
        rerun = f"check the case as a whole with `fxgolden run '{case_id}'`"
        if accepted and (rejected or still):
            behind = ", ".join([f"{name} (rejected)" for name in rejected] + still)
            warnings.append(f"case {case_id}: its goldens now come from two runs: accepted {', '.join(accepted)}; "
                            f"left behind: {behind}; {rerun}")
        elif rejected and still:
            warnings.append(f"case {case_id}: rejected {', '.join(rejected)}; left behind: {', '.join(still)}: "
                            f"accepting those later gives the case goldens from two runs; reject them too, or {rerun}")
    return tuple(warnings)
