"""The outcome of the eager/compiled comparison (``capture.numerics``), apart from torch: a run's result
(``run.result``) holds it, and reading a stored result back imports no torch."""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class NumericsResult:
    """Outcome of one comparison; ``message`` names the first differing output."""

    ok: bool
    compared: int
    message: str = ""
    excluded: tuple[str, ...] = ()  # outputs an Exclude rule left out
