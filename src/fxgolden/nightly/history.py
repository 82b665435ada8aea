"""The run history: one JSON line per nightly run, appended; a corrupt line is skipped and named."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path
from typing import Any, Mapping

REQUIRED = ("started", "torch", "counts", "compile_s")


@dataclasses.dataclass(frozen=True)
class History:
    """The runs read back, and a warning per line that was skipped."""

    runs: tuple[Mapping[str, Any], ...]
    warnings: tuple[str, ...]


def append(path: Path, entry: Mapping[str, Any]) -> None:
    """Append one run as a JSON line (a torn previous line does not swallow it)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    prefix = ""
    if path.is_file() and path.stat().st_size:
        with open(path, "rb") as handle:
            handle.seek(-1, 2)
            prefix = "" if handle.read(1) == b"\n" else "\n"
    with open(path, "a", encoding="utf-8") as handle:
        handle.write(prefix + json.dumps(dict(entry), sort_keys=True) + "\n")


def read(path: Path) -> History:
    """Every well-formed run in ``path``; each bad line yields a warning with its line number."""
    if not path.is_file():
        return History((), ())
    runs, warnings = [], []
    for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), 1):
        if not line.strip():
            continue
        try:
            entry = json.loads(line)
            if not isinstance(entry, dict) or any(key not in entry for key in REQUIRED):
                raise ValueError(f"not a run record (needs {', '.join(REQUIRED)})")
        except ValueError as error:
            warnings.append(f"{path}:{number}: skipped a corrupt history line ({error})")
            continue
        runs.append(entry)
    return History(tuple(runs), tuple(warnings))
