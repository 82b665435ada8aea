"""Pending actuals and their sidecars: what review needs to refuse stale or foreign entries.

Every pending file ``.fxgolden/pending/<profile>/<case>/<file>`` gets a sidecar
``<file>.base.json`` that records the fxgolden version and normalizer that
wrote it, the sha256 of the golden it was compared with, and the checks
of the case that failed on it. Review accepts a pending file only while the
golden still has that hash and the versions are this fxgolden's: accepting on
top of a golden that changed since would silently drop that change.
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib.metadata
import json
from pathlib import Path
from typing import TYPE_CHECKING

from fxgolden.base.artifact import stem_of
from fxgolden.base.files import atomic_write_text
from fxgolden.check.invariants import CheckFailure
from fxgolden.normalize.version import NORMALIZER_VERSION

if TYPE_CHECKING:
    from fxgolden.golden.store import GoldenStore

SIDECAR_SUFFIX = ".base.json"


@dataclasses.dataclass(frozen=True)
class PendingEntry:
    """One pending actual: the file, the golden it would replace."""

    case_id: str
    filename: str
    path: Path
    golden_path: Path

    @property
    def key(self) -> str:
        """``<case id>/<artifact>``."""
        return f"{self.case_id}/{stem_of(self.filename)}"


def pending_actuals(store: "GoldenStore", case_id: str) -> dict[str, Path]:
    """The pending actuals of one case, by file name (sidecars and other cases' folders left out)."""
    from fxgolden.golden.store import GOLDEN_SUFFIXES

    folder = store.pending_path(case_id, "-").parent
    if not folder.is_dir():
        return {}
    return {path.name: path for path in sorted(folder.iterdir())
            if path.is_file() and path.suffix in GOLDEN_SUFFIXES and not path.name.endswith(SIDECAR_SUFFIX)}


def fxgolden_version() -> str:
    """The installed fxgolden's version (read from metadata: no import cycle through the package)."""
    try:
        return importlib.metadata.version("fxgolden")
    except importlib.metadata.PackageNotFoundError:
        return "unknown"


def torch_version() -> str:
    """The installed torch's version as a profile manifest records it (from metadata: torch is not imported)."""
    try:
        return importlib.metadata.version("torch")
    except importlib.metadata.PackageNotFoundError:
        return ""


def sha256_text(text: str) -> str:
    """Hex sha256 of ``text`` encoded as UTF-8."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


@dataclasses.dataclass(frozen=True)
class PendingMeta:
    """Who wrote a pending file, which golden (by hash; None when there was none) it replaces, what checks failed on
    it."""

    fxgolden: str
    normalizer: int
    golden_sha256: str | None
    failed_checks: tuple[CheckFailure, ...] = ()  # the case's checks that failed on this artifact
    # the torch of the run that wrote it ("" when unknown): the same as the goldens' means the compiler did not
    # change, so a change of a compiled graph is the traced graph's doing (``review.edit_rows``)
    torch: str = ""

    def render(self) -> str:
        """JSON text with keys in a fixed order."""
        data = {**dataclasses.asdict(self), "failed_checks": [failure.as_dict() for failure in self.failed_checks]}
        return json.dumps(data, indent=1) + "\n"

    @classmethod
    def parse(cls, text: str) -> "PendingMeta":
        """The inverse of ``render``; raises ValueError on anything else."""
        data = json.loads(text)
        if not isinstance(data, dict):
            raise ValueError("sidecar is not a JSON object")
        return cls(fxgolden=str(data["fxgolden"]), normalizer=int(data["normalizer"]),
                   golden_sha256=data["golden_sha256"],
                   failed_checks=tuple(CheckFailure.from_data(item) for item in data.get("failed_checks", ())),
                   torch=str(data.get("torch", "")))


def sidecar_path(pending_path: Path) -> Path:
    """The sidecar of a pending file."""
    return pending_path.with_name(pending_path.name + SIDECAR_SUFFIX)


def meta_of(pending_path: Path) -> PendingMeta | None:
    """A pending file's sidecar, read; None when it has none or it cannot be read (review says why)."""
    try:
        return PendingMeta.parse(sidecar_path(pending_path).read_text(encoding="utf-8"))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def failed_checks_of(pending_path: Path) -> tuple[CheckFailure, ...]:
    """The failed checks a pending file's sidecar records; none when it has no readable sidecar (review says why)."""
    meta = meta_of(pending_path)
    return meta.failed_checks if meta is not None else ()


def write_pending(store: "GoldenStore", case_id: str, filename: str, text: str, *, golden_text: str | None,
                  failed_checks: tuple[CheckFailure, ...] = ()) -> Path:
    """Write a pending actual and its sidecar (sidecar first: a pending file never lacks one)."""
    path = store.pending_path(case_id, filename)
    meta = PendingMeta(fxgolden=fxgolden_version(), normalizer=NORMALIZER_VERSION,
                       golden_sha256=None if golden_text is None else sha256_text(golden_text),
                       failed_checks=tuple(failed_checks), torch=torch_version())
    atomic_write_text(sidecar_path(path), meta.render())
    atomic_write_text(path, text)
    return path


def discard_pending(store: "GoldenStore", case_id: str, filename: str) -> None:
    """Remove the pending actual of an artifact, its sidecar and its full diff: its golden now says the same."""
    path = store.pending_path(case_id, filename)
    for stale in (path, sidecar_path(path), store.diff_path(case_id, filename)):
        stale.unlink(missing_ok=True)
