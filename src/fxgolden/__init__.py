"""fxgolden: golden-file regression tests for torch.compile graphs of distributed patterns.

The public surface a catalog author needs is re-exported here; everything else
is an implementation module named after its stage in the data flow
(case -> world -> capture -> normalize -> checks -> golden -> report).
"""

from fxgolden.catalog.case import Backend, Case, Exclude, Expect, Tolerance, case, register
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
    "Tolerance",
    "World",
    "case",
    "register",
]
__version__ = "0.1.0"
