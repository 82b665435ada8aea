"""Case patterns: the one meaning of CASE on every command line.

`run`, `list`, `capture`, `bench`, `nightly`, the GPU tool, pytest's
``--fxgolden-case`` and `review`/`accept`/`reject` all select through here, so
one pattern names the same cases everywhere. A pattern is

- a case id, ``tp/two_mlp[plain]``: that case;
- a case id without its variant, ``tp/two_mlp``: the case of that id, if any, and
  all its variants (``tp/two_mlp[plain]``, ``tp/two_mlp[seq_parallel]``);
- a family (any leading whole segments), ``tp`` or ``tp/``: every case below it;
- a glob, ``tp/*``, ``*/mlp*``: ``*`` and ``?`` as in fnmatch (``*`` crosses ``/``),
  against the id and the id without its variant; ``[...]`` is a variant, never a
  character class, so ``'tp/*[plain]'`` means what it says;
- for the commands that decide pending artifacts only, ``<case pattern>/<artifact>``,
  ``tp/two_mlp[plain]/g0.forward`` (or the file name ``g0.forward.py``; the
  artifact may be a glob): those artifacts of the cases the case pattern names.

Matching is whole segments of case ids, never a raw string prefix and never a
file path: ``core/dtensor_matmul`` does not select ``core/dtensor_matmul_dp2``.
An empty pattern (``''``, spaces, ``/``) is refused rather than read as "all".
"""

from __future__ import annotations

import fnmatch
import re
from typing import Callable, Iterable, Sequence, TypeVar

from fxgolden.base.errors import UsageError

T = TypeVar("T")
_GLOB = re.compile(r"[*?]")
LIST_HINT = "`fxgolden list` shows every case id"


def pattern_problem(pattern: str) -> str | None:
    """Why ``pattern`` can select nothing meaningful (it would read as "everything"), or None."""
    if not isinstance(pattern, str) or not pattern.strip():
        return "it is empty"
    if not pattern.strip().strip("/").strip():
        return "it names no family and no case"
    return None


def check_patterns(patterns: Iterable[str]) -> None:
    """Refuse, before anything runs or is touched, a pattern that could only be read as "every case"."""
    for pattern in patterns:
        problem = pattern_problem(pattern)
        if problem:
            raise UsageError(f"case pattern {pattern!r}: {problem}, and is never read as every case; name a case "
                             f"id, a family or a glob (e.g. 'tp/two_mlp', 'tp', 'tp/*', or '*' for every case on "
                             f"purpose; {LIST_HINT})")


def base_id(case_id: str) -> str:
    """``case_id`` without its variant: ``tp/two_mlp[plain]`` -> ``tp/two_mlp``."""
    return case_id.split("[", 1)[0]


def _glob(pattern: str, name: str) -> bool:
    """fnmatch with ``[`` and ``]`` taken literally (they delimit a variant in a case id)."""
    return fnmatch.fnmatchcase(name, re.sub(r"([\[\]])", r"[\1]", pattern))


def matches(pattern: str, case_id: str) -> bool:
    """Whether ``pattern`` (an id, an id without variant, a family, or a glob) names ``case_id``."""
    if pattern_problem(pattern):
        return False
    wanted = pattern.rstrip("/")
    if _GLOB.search(wanted):
        return _glob(wanted, case_id) or _glob(wanted, base_id(case_id)) or _glob(wanted + "/*", case_id)
    return case_id == wanted or base_id(case_id) == wanted or case_id.startswith(wanted + "/")


def _names_case(pattern: str, case_id: str) -> bool:
    """The case part of ``case/artifact``: an id, an id without variant, or a glob; not a bare family,
    so ``core/summary`` never reads as "every summary of family core"."""
    if _GLOB.search(pattern):
        return _glob(pattern, case_id) or _glob(pattern, base_id(case_id))
    return case_id == pattern or base_id(case_id) == pattern


def matches_artifact(pattern: str, case_id: str, artifact: str, filename: str) -> bool:
    """Whether ``pattern`` names this pending artifact: its case (as ``matches``), or ``<case>/<artifact>``."""
    if matches(pattern, case_id):
        return True
    case_part, _, name = pattern.rstrip("/").rpartition("/")
    if not case_part or not name or pattern_problem(case_part):
        return False
    return _names_case(case_part, case_id) and (name in (artifact, filename) or _glob(name, artifact)
                                                or _glob(name, filename))


def unmatched(patterns: Sequence[str], items: Sequence[T], test: Callable[[str, T], bool]) -> list[str]:
    """The patterns that name none of ``items`` (reported, never dropped silently)."""
    return [p for p in patterns if not any(test(p, item) for item in items)]


def select(case_ids: Iterable[str], patterns: Sequence[str]) -> list[str]:
    """The ids (in their given order) that any pattern names; all when there is no pattern.

    Raises ``UsageError`` naming every pattern that names no case, so a typo never runs a
    smaller selection quietly.
    """
    ids = list(case_ids)
    check_patterns(patterns)
    if not patterns:
        return ids
    missing = unmatched(patterns, ids, matches)
    if missing:
        raise UsageError(f"no case matches {', '.join(repr(p) for p in missing)}; {LIST_HINT}")
    return [cid for cid in ids if any(matches(p, cid) for p in patterns)]
