"""Discover the catalog: import every module of ``cases/`` and read the registry.

There is no hand-kept list: a case exists because its module declares it.
"""

from __future__ import annotations

import importlib
import sys
import traceback
from pathlib import Path

from fxgolden.base.errors import CaseDeclarationError, UsageError
from fxgolden.catalog import selection
from fxgolden.catalog.case import Case, registered


def discover(cases_dir: Path) -> dict[str, Case]:
    """Import every ``cases/*.py`` (not ``_private.py``) and return all declared cases by id."""
    if not cases_dir.is_dir():
        raise UsageError(f"cases folder {cases_dir} does not exist; create it or set [tool.fxgolden] cases")
    root = str(cases_dir.parent.resolve())
    if root not in sys.path:
        sys.path.insert(0, root)
    package = cases_dir.name
    for path in sorted(cases_dir.glob("*.py")):
        if path.name.startswith("_"):
            continue
        module = f"{package}.{path.stem}"
        try:
            importlib.import_module(module)
        except CaseDeclarationError:
            raise
        except Exception as error:  # noqa: BLE001 - name the file whatever the module raised
            detail = "".join(traceback.format_exception_only(type(error), error)).strip()
            raise CaseDeclarationError(f"<module {module}>", str(path), f"importing it raised {detail}",
                                       "fix the module so that `python -c 'import " + module + "'` works") from error
    return registered()


def select(cases: dict[str, Case], patterns: list[str]) -> list[Case]:
    """Cases that one of ``patterns`` names (``fxgolden.catalog.selection``; all when empty), sorted by id."""
    if not patterns:
        return list(cases.values())
    return [cases[cid] for cid in sorted(selection.select(cases, patterns))]
