"""Which installed distribution a file or an error comes from: the third-party libraries cases use.

A case that builds a real model runs a model library's code (torchtitan, transformers). When that code
raises, the error names the library and its version, not the case; the manifest records the versions of
the libraries a project declares, since a new version changes the graphs as a new torch does. torch and
fxgolden, and what they require, are not third-party here: the manifest records torch already.
"""

from __future__ import annotations

import functools
import importlib.metadata as metadata
import re
import sysconfig
import tomllib
import traceback
from pathlib import Path
from typing import Iterable

_NOT_THIRD_PARTY = ("torch", "fxgolden")
_NAME = re.compile(r"^\s*([A-Za-z0-9][A-Za-z0-9._-]*)")


def canonical(name: str) -> str:
    """A distribution's name as PEP 503 compares them."""
    return re.sub(r"[-_.]+", "-", name).lower()


@functools.cache
def _site_roots() -> tuple[str, ...]:
    paths = sysconfig.get_paths()
    return tuple(sorted({str(Path(paths[key]).resolve()) for key in ("purelib", "platlib")}, key=len, reverse=True))


@functools.cache
def _owners() -> dict[str, list[str]]:
    return {name: dists for name, dists in metadata.packages_distributions().items()}


@functools.cache
def _required_by_core() -> frozenset[str]:
    """torch, fxgolden and every distribution they require (any extra, any marker): never third-party."""
    seen: set[str] = set()
    todo = list(_NOT_THIRD_PARTY)
    while todo:
        name = canonical(todo.pop())
        if name in seen:
            continue
        seen.add(name)
        try:
            requires = metadata.requires(name) or []
        except metadata.PackageNotFoundError:
            continue
        todo.extend(found.group(1) for found in map(_NAME.match, requires) if found)
    return frozenset(seen)


def owner_of(path: str) -> tuple[str, str] | None:
    """(distribution, version) of a third-party file in site-packages; None for anything else."""
    try:
        resolved = str(Path(path).resolve())
    except OSError:
        return None
    root = next((r for r in _site_roots() if resolved.startswith(r + "/")), None)
    if root is None:
        return None
    top = resolved[len(root) + 1:].split("/", 1)[0].removesuffix(".py")
    for dist in _owners().get(top, []):
        if canonical(dist) not in _required_by_core():
            try:
                return dist, metadata.version(dist)
            except metadata.PackageNotFoundError:
                return None
    return None


def raised_in(error: BaseException) -> str | None:
    """Where a third-party library raised ``error``: "torchtitan 0.3.0 (torchtitan/x.py, in f)", or None.

    The innermost frame outside torch (and the standard library) decides: a library's own code raising,
    or calling torch in a way torch refuses, is the library's; the case's code is the case's.
    """
    for frame in reversed(traceback.extract_tb(error.__traceback__)):
        if _is_core_or_stdlib(frame.filename):
            continue
        owner = owner_of(frame.filename)
        if owner is None:
            return None
        dist, version = owner
        inside = frame.filename.replace("\\", "/").rsplit("site-packages/", 1)[-1]
        return f"{dist} {version} ({inside}, in {frame.name})"
    return None


def _is_core_or_stdlib(filename: str) -> bool:
    path = filename.replace("\\", "/")
    stdlib = sysconfig.get_paths()["stdlib"].replace("\\", "/")
    return "/site-packages/torch/" in path or path.startswith(stdlib + "/") and "site-packages" not in path \
        or filename.startswith("<")


def declared_libraries(pyproject: Path, extras: Iterable[str]) -> dict[str, str]:
    """Installed versions of the third-party distributions a project declares (its dependencies and the
    extras fxgolden installs), by name; a declared distribution that is not installed is left out."""
    try:
        project = tomllib.loads(pyproject.read_text()).get("project", {})
    except (OSError, tomllib.TOMLDecodeError):
        return {}
    requirements = list(project.get("dependencies", []))
    for extra in extras:
        requirements += project.get("optional-dependencies", {}).get(extra, [])
    names = {canonical(found.group(1)) for found in map(_NAME.match, requirements) if found}
    versions: dict[str, str] = {}
    for name in sorted(names - _required_by_core()):
        try:
            versions[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
    return versions
