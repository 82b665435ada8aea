"""The cases that raised in a profile's last run, so that ``fxgolden review`` can say where the errors are.

A case that raised wrote no actual to review; without this file the review after a run with errors said
only "nothing pending". The run's controller writes ``.fxgolden/errors/<profile>.json`` (case id ->
message and fix), replacing the last run's: a case that passes again leaves it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Mapping

from fxgolden.base.files import atomic_write_text


def path_of(state_dir: Path, profile: str) -> Path:
    return state_dir / "errors" / f"{profile}.json"


def update(path: Path, ran: set[str], errors: Mapping[str, str]) -> None:
    """The cases of this run replace their entries: each that raised is kept with its message, each that ran
    without raising goes; cases this run did not select keep what an earlier run recorded."""
    kept = {case: message for case, message in read(path).items() if case not in ran}
    kept.update(errors)
    if not kept:
        path.unlink(missing_ok=True)
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, json.dumps(dict(sorted(kept.items())), indent=1) + "\n")


def read(path: Path) -> dict[str, str]:
    """Case id -> message of the cases that raised; empty when the file is missing or unreadable."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(k): str(v) for k, v in data.items()} if isinstance(data, dict) else {}


def lines(path: Path) -> list[str]:
    """The review's lines for them (none when no case raised)."""
    errors = read(path)
    if not errors:
        return []
    out = [f"errored in the last run ({len(errors)}): no actual to review; each needs its fix first"]
    for case, message in errors.items():
        first, _, rest = message.partition("\n")
        out.append(f"  {case}: {first}")
        out += [f"    {line}" for line in rest.splitlines()[:2] if line.strip()]
    return out
