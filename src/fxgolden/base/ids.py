"""Case ids: validation and the one mapping from a case id to a relative path.

A case id is ``family/name`` or ``family/name[variant]``; it is also the
golden folder below ``goldens/<profile>/``, so it must be path-safe: no
``..``, no absolute path, no characters a shell or another OS chokes on.
"""

from __future__ import annotations

import re
from pathlib import PurePosixPath

_SEGMENT = r"[a-z0-9][a-z0-9_]*"
_VARIANT = r"\[[A-Za-z0-9][A-Za-z0-9_.,=+-]*\]"
CASE_ID_RE = re.compile(rf"^{_SEGMENT}(?:/{_SEGMENT})+(?:{_VARIANT})?$")
ARTIFACT_NAME_RE = re.compile(r"^[a-z0-9][a-z0-9_.-]*$")
# syrupy and most file systems cut names at 255 bytes; keep well inside.
MAX_SEGMENT = 120


def case_id_problem(case_id: str) -> str | None:
    """Return why ``case_id`` is not a valid case id, or None if it is."""
    if not isinstance(case_id, str) or not case_id:
        return "the id is empty"
    if case_id.startswith("/") or "\\" in case_id:
        return "the id is an absolute path or contains a backslash"
    if ".." in case_id.split("[")[0] or "/../" in f"/{case_id}/":
        return "the id contains '..' and would escape goldens/"
    if not CASE_ID_RE.match(case_id):
        return (
            "the id must look like 'family/name' or 'family/name[variant]' "
            "(lower-case letters, digits and '_' in names; variant may add . , = + -)"
        )
    if any(len(part) > MAX_SEGMENT for part in case_id.split("/")):
        return f"a path segment is longer than {MAX_SEGMENT} characters"
    return None


def case_path(case_id: str) -> PurePosixPath:
    """The golden folder of a valid case id, relative to ``goldens/<profile>``."""
    problem = case_id_problem(case_id)
    if problem:
        raise ValueError(f"invalid case id {case_id!r}: {problem}")
    return PurePosixPath(case_id)


def with_variant(case_id: str, extra: str) -> str:
    """Append ``extra`` to the variant of ``case_id`` (``a/b`` -> ``a/b[x]``, ``a/b[y]`` -> ``a/b[y-x]``)."""
    if case_id.endswith("]"):
        return f"{case_id[:-1]}-{extra}]"
    return f"{case_id}[{extra}]"
