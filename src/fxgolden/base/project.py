"""The project layout: where cases and goldens are, read from ``[tool.fxgolden]`` in pyproject.toml.

Every key, with its default::

    [tool.fxgolden]
    cases = "cases"            # the cases folder (a package: one module per family)
    goldens = "goldens"        # goldens/<profile>/<case id>/<artifact>
    default_profile = "cpu"    # the profile a run compares when none is named
    inputs = []                # globs (from the root) of data files cases read: in the result cache's key
    extras = []                # the project's extras the nightly's venv installs it with
"""

from __future__ import annotations

import dataclasses
import functools
import tomllib
from pathlib import Path
from typing import Any

from fxgolden.base.errors import UsageError

KEYS = {"cases": "cases", "goldens": "goldens", "default_profile": "cpu", "inputs": [], "extras": []}


@dataclasses.dataclass(frozen=True)
class Project:
    """Root folder plus the cases and goldens folders inside it."""

    root: Path
    cases_dir: Path
    goldens_dir: Path
    default_profile: str
    inputs: tuple[str, ...] = ()  # globs relative to root: data files the cases read
    extras: tuple[str, ...] = ()  # extras of the project's own distribution for the nightly's venv

    @property
    def pending_dir(self) -> Path:
        """The git-ignored area for pending actuals and full diffs."""
        return self.root / ".fxgolden"

    @property
    def pyproject(self) -> Path:
        return self.root / "pyproject.toml"

    def relative(self, path: Path | str) -> str:
        """``path`` as printed to users: relative to the project root when inside it (POSIX separators)."""
        return relative_to_root(self.root, path)


def relative_to_root(root: Path, path: Path | str) -> str:
    """``path`` relative to ``root`` (POSIX separators) when inside it, else as given: how every path is printed."""
    path = Path(path)
    resolved_root = _resolved_root(root) if root.is_absolute() else root.resolve()
    if path.is_absolute() and ".." not in path.parts:  # under the root as written: no file system call
        for base in (root, resolved_root):
            if path.is_relative_to(base):
                return path.relative_to(base).as_posix()
    try:
        return path.resolve().relative_to(resolved_root).as_posix()
    except ValueError:
        return str(path)


@functools.lru_cache(maxsize=64)
def _resolved_root(root: Path) -> Path:
    """An absolute root, resolved once: a comparison prints six paths per artifact (830 artifacts in the catalog,
    10,000 resolves of which half were the root's, 0.3 s of a reused run); a relative one follows the cwd."""
    return root.resolve()


def find_project(start: Path | None = None) -> Project:
    """The nearest folder at or above ``start`` whose pyproject.toml has ``[tool.fxgolden]``."""
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        pyproject = folder / "pyproject.toml"
        if not pyproject.is_file():
            continue
        try:
            config = tomllib.loads(pyproject.read_text(encoding="utf-8")).get("tool", {}).get("fxgolden")
        except tomllib.TOMLDecodeError as error:
            raise UsageError(f"{pyproject}: not valid TOML ({error}); fix the file") from error
        if config is None:
            continue
        return _project(folder, config, pyproject)
    raise UsageError(
        f"no pyproject.toml with a [tool.fxgolden] table at or above {here}; "
        "run `fxgolden init` in your repository's root to make one, or pass --root"
    )


def _project(folder: Path, config: dict[str, Any], pyproject: Path) -> Project:
    unknown = sorted(set(config) - set(KEYS))
    if unknown:
        raise UsageError(f"{pyproject}: [tool.fxgolden] has unknown key(s) {', '.join(unknown)}; "
                         f"the keys are {', '.join(KEYS)} (docs/adopting.md)")
    values = {**KEYS, **config}
    for key in ("cases", "goldens", "default_profile"):
        if not isinstance(values[key], str) or not values[key]:
            raise UsageError(f"{pyproject}: [tool.fxgolden] {key} must be a non-empty string")
    for key in ("inputs", "extras"):
        if not isinstance(values[key], list) or not all(isinstance(v, str) for v in values[key]):
            raise UsageError(f"{pyproject}: [tool.fxgolden] {key} must be a list of strings")
    from fxgolden.base.profile import PROFILES

    if values["default_profile"] not in PROFILES:  # it names folders below goldens/ and the pending area
        raise UsageError(f"{pyproject}: [tool.fxgolden] default_profile {values['default_profile']!r} is not a "
                         f"profile; known profiles: {', '.join(sorted(PROFILES))}")
    return Project(root=folder, cases_dir=folder / values["cases"], goldens_dir=folder / values["goldens"],
                   default_profile=values["default_profile"], inputs=tuple(values["inputs"]),
                   extras=tuple(values["extras"]))
