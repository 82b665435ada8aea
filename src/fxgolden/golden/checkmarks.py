"""Which golden files a failed check concerns: their actuals are kept for review, and accepting them is refused.

A check runs on artifacts by name (a glob may name several). A per-rank case
checks each rank's view, where ``g0.forward`` may be stored as
``g0.forward.rank1``. A check naming an artifact the run did not produce
concerns the case as a whole, so it marks the summary, which lists what was
produced.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Iterable

if TYPE_CHECKING:
    from fxgolden.checks import CheckResult

SUMMARY = "summary"
_RANK_SUFFIX = re.compile(r"\.rank\d+$")


def artifact_of(filename: str) -> str:
    """``g0.forward.rank1.py`` -> ``g0.forward.rank1``."""
    return filename.rsplit(".", 1)[0]


def _files_for(artifact: str, by_artifact: dict[str, str], rank: int | None) -> list[str]:
    """The files of ``artifact`` in a rank's view (rank None: every rank's, as a merged run does not say)."""
    if rank is not None and f"{artifact}.rank{rank}" in by_artifact:
        return [by_artifact[f"{artifact}.rank{rank}"]]
    if artifact in by_artifact:
        return [by_artifact[artifact]]
    if rank is None:
        return [f for a, f in by_artifact.items() if _RANK_SUFFIX.sub("", a) == artifact]
    return []


def marked_files(results: Iterable["CheckResult"], filenames: Iterable[str], *,
                 rank: int | None = None) -> dict[str, tuple[str, ...]]:
    """The message of every failed check, per golden file name it concerns (``g0.forward.py``)."""
    by_artifact = {artifact_of(name): name for name in filenames}
    marks: dict[str, list[str]] = {}
    for result in results:
        if result.ok:
            continue
        files = _files_for(result.artifact, by_artifact, rank)
        if not files and SUMMARY in by_artifact:
            files = [by_artifact[SUMMARY]]
        for name in files:
            if result.message not in marks.setdefault(name, []):
                marks[name].append(result.message)
    return {name: tuple(lines) for name, lines in sorted(marks.items())}
