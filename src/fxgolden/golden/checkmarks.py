"""Which golden files a failed check concerns: their actuals are kept for review, and accepting them is refused.

A check runs on artifacts by name (a glob may name several). A per-rank case
checks each rank's view, where ``g0.forward`` may be stored as
``g0.forward.rank1``. A check naming an artifact the run did not produce
concerns the case as a whole, so it marks the summary, which lists what was
produced.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from fxgolden.base.artifact import ArtifactName, ArtifactNameError, stem_of

if TYPE_CHECKING:
    from fxgolden.check.invariants import CheckFailure, CheckResult

SUMMARY = "summary"


def _files_for(artifact: str, by_artifact: dict[str, str], rank: int | None) -> list[str]:
    """The files of ``artifact`` in a rank's view (rank None: every rank's, as a merged run does not say)."""
    try:
        shared = ArtifactName.parse(artifact)
    except ArtifactNameError:  # a glob that matched nothing
        return []
    if rank is not None and shared.of_rank(rank).stem in by_artifact:
        return [by_artifact[shared.of_rank(rank).stem]]
    if artifact in by_artifact:
        return [by_artifact[artifact]]
    if rank is None:
        return [filename for stem, filename in by_artifact.items() if ArtifactName.parse(stem).shared == shared]
    return []


def marked_files(results: Iterable["CheckResult"], filenames: Iterable[str], *,
                 rank: int | None = None) -> dict[str, tuple["CheckFailure", ...]]:
    """Every failed check, per golden file name it concerns (``g0.forward.py``)."""
    by_artifact = {stem_of(name): name for name in filenames}
    marks: dict[str, list["CheckFailure"]] = {}
    for result in results:
        if result.ok or result.failure is None:
            continue
        files = _files_for(result.artifact, by_artifact, rank)
        if not files and SUMMARY in by_artifact:
            files = [by_artifact[SUMMARY]]
        for name in files:
            if result.failure not in marks.setdefault(name, []):
                marks[name].append(result.failure)
    return {name: tuple(lines) for name, lines in sorted(marks.items())}
