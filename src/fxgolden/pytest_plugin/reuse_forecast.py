"""Whether a run will reuse every selected case, known before the catalog is imported: the fork server's early start.

Why: the session starts the fork server before it imports the catalog, so that a
run that compiles finds it ready (the two import torch at once on two cores).
A run whose every case reuses stored results needs no server, yet only learns
so once the catalog is imported and the keys are computed; until then the
server's imports took the second core, and then it was killed. So the end of a
run notes, under the result cache, whether its selection would be reused whole
by an identical rerun; the next run with the same command line, the same torch
build, host and environment and the same catalog and fxgolden sources leaves
the server unstarted.

Only the early start follows the forecast: a case that must compile after all
starts the server when it runs (``ForkServer.process``), so a wrong forecast
costs that case the server's start-up, never a result.
"""

from __future__ import annotations

import dataclasses
import hashlib
import os
from pathlib import Path
from typing import Iterable

FOLDER = "forecasts"


def _fxgolden_sources() -> str:
    """Paths, sizes and mtimes of fxgolden's own files (a rerun after an edit of fxgolden compiles)."""
    root = Path(__file__).resolve().parents[1]
    lines = []
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            if name.endswith(".py"):
                stat = os.stat(os.path.join(folder, name))
                lines.append(f"{os.path.relpath(os.path.join(folder, name), root)}:{stat.st_size}:{stat.st_mtime_ns}")
    return "\n".join(lines)


@dataclasses.dataclass(frozen=True)
class Forecast:
    """The note of one command line's selection, and what the run that wrote it ran on."""

    path: Path
    fingerprint: str

    @classmethod
    def of(cls, results_folder: Path, *, cases_dir: Path, command: Iterable[str], spec: str) -> "Forecast":
        """The forecast of this command line (``command``: pytest's arguments) and ``spec`` (the run's RunSpec)."""
        from fxgolden.isolate import build_fingerprint, result_cache
        from fxgolden.isolate.jobs import source_digest

        cases_dir = cases_dir.resolve()
        name = hashlib.sha256("\0".join([str(cases_dir), spec, *command]).encode()).hexdigest()[:32]
        parts = [build_fingerprint.torch_build_digest(), result_cache.host_and_environment(dict(os.environ)),
                 source_digest(cases_dir), _fxgolden_sources()]
        fingerprint = hashlib.sha256("\0".join(parts).encode()).hexdigest()
        return cls(results_folder / FOLDER / name, fingerprint)

    def all_reused(self) -> bool:
        """Whether the last run of this command line on the same build, host and sources could reuse every case."""
        try:
            return self.path.read_text(encoding="utf-8") == self.fingerprint
        except OSError:
            return False

    def record(self, all_reused: bool) -> None:
        """Note what the next identical run can expect (a read-only cache folder notes nothing)."""
        try:
            if not all_reused:
                self.path.unlink(missing_ok=True)
                return
            self.path.parent.mkdir(parents=True, exist_ok=True)
            temporary = self.path.with_name(f".tmp-{os.getpid()}-{self.path.name}")
            temporary.write_text(self.fingerprint, encoding="utf-8")
            os.replace(temporary, self.path)
        except OSError:
            pass
