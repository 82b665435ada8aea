"""The project layout: where cases and goldens are, read from ``[tool.fxgolden]``."""

from __future__ import annotations

import dataclasses
import tomllib
from pathlib import Path

from fxgolden.errors import UsageError


@dataclasses.dataclass(frozen=True)
class Project:
    """Root folder plus the cases and goldens folders inside it."""

    root: Path
    cases_dir: Path
    goldens_dir: Path
    default_profile: str

    @property
    def pending_dir(self) -> Path:
        """The git-ignored area for pending actuals and full diffs."""
        return self.root / ".fxgolden"


def find_project(start: Path | None = None) -> Project:
    """The nearest folder at or above ``start`` whose pyproject.toml has ``[tool.fxgolden]``."""
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        pyproject = folder / "pyproject.toml"
        if not pyproject.is_file():
            continue
        config = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("tool", {}).get("fxgolden")
        if config is None:
            continue
        return Project(
            root=folder,
            cases_dir=folder / config.get("cases", "cases"),
            goldens_dir=folder / config.get("goldens", "goldens"),
            default_profile=config.get("default_profile", "cpu"),
        )
    raise UsageError(
        f"no pyproject.toml with a [tool.fxgolden] table at or above {here}; "
        "run fxgolden inside an fxgolden project or pass --root"
    )
