"""Which golden files a failed check concerns: their actuals are kept for review, and accepting them is refused.

A check runs on artifacts by name (a glob may name several). A per-rank case
checks each rank's view, where ``g0.forward`` may be stored as
``g0.forward.rank1``. A check naming an artifact the run did not produce
concerns the case as a whole, so it marks the summary, which lists what was
produced.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Mapping

from fxgolden.base.artifact import ArtifactName

if TYPE_CHECKING:
    from fxgolden.check.invariants import CheckFailure, CheckResult

SUMMARY = ArtifactName("", "summary")


def _files_for(name: ArtifactName | None, files: Mapping[ArtifactName, str], rank: int | None) -> list[str]:
    """The files of ``name`` in a rank's view (rank None: every rank's, as a merged run does not say)."""
    if name is None:  # the check named no artifact the run produced
        return []
    if rank is not None and name.of_rank(rank) in files:
        return [files[name.of_rank(rank)]]
    if name in files:
        return [files[name]]
    if rank is None:
        return [filename for other, filename in files.items() if other.shared == name]
    return []


def marked_files(results: Iterable["CheckResult"], files: Mapping[ArtifactName, str], *,
                 rank: int | None = None) -> dict[str, tuple["CheckFailure", ...]]:
    """Every failed check, per golden file name it concerns (``g0.forward.py``); ``files``: the file of each
    artifact there is (a run's, or a case folder's as ``base.artifact.on_disk`` named them). A result carries
    the ``ArtifactName`` it was checked on, so no name is read back from text here."""
    marks: dict[str, list["CheckFailure"]] = {}
    for result in results:
        if result.ok or result.failure is None:
            continue
        found = _files_for(result.name, files, rank)
        if not found and SUMMARY in files:
            found = [files[SUMMARY]]
        for filename in found:
            if result.failure not in marks.setdefault(filename, []):
                marks[filename].append(result.failure)
    return {filename: tuple(lines) for filename, lines in sorted(marks.items())}
