"""fxgolden: golden-file regression tests for torch.compile graphs of distributed patterns.

The public surface a catalog author needs is re-exported here; everything else
is an implementation module named after its stage in the data flow
(case -> world -> capture -> normalize -> checks -> golden -> report).

The names are imported on first use (PEP 562): pytest loads fxgolden's plugin in every run of a
virtualenv that has fxgolden, a project's plain unit tests included, and importing any
``fxgolden.*`` module imports this package first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from fxgolden.catalog.case import Backend, Case, Exclude, Expect, Tensors, Tolerance, case, register
    from fxgolden.catalog.known import KnownIssue
    from fxgolden.catalog.world import World
    from fxgolden.check.invariants import Check

__all__ = [
    "Backend",
    "Case",
    "Check",
    "Exclude",
    "Expect",
    "KnownIssue",
    "Tensors",
    "Tolerance",
    "World",
    "case",
    "register",
]
__version__ = "0.1.0"


def __getattr__(name: str) -> Any:
    """A public name, imported from its module the first time it is asked for."""
    if name in ("Backend", "Case", "Exclude", "Expect", "Tensors", "Tolerance", "case", "register"):
        from fxgolden.catalog import case as case_module

        value = getattr(case_module, name)
    elif name == "KnownIssue":
        from fxgolden.catalog.known import KnownIssue as value
    elif name == "World":
        from fxgolden.catalog.world import World as value
    elif name == "Check":
        from fxgolden.check.invariants import Check as value
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
