"""An expected error (a case declared ``expect=Expect.RAISES``) as its golden records it.

The ``error`` artifact holds the error's first line, which the summary's ``compile_error`` also shows, and its
innermost cause written as an unexpected error's message writes it (``base.errors.CAUSE_PREFIX``,
``base.exception_chain.cause_line``: where the compiler gave up). The review keys an error by that cause, so
an expected error that changed joins the row of the same error raised elsewhere instead of a row of its own.
"""

from __future__ import annotations

import dataclasses

from fxgolden.base import exception_chain
from fxgolden.base.errors import CAUSE_PREFIX
from fxgolden.capture import fake_tensors


@dataclasses.dataclass(frozen=True)
class ExpectedError:
    """The error a case expected, as its golden and summary record it."""

    headline: str  # ``Unsupported: Data-dependent branching``: the outer error's type and first line
    cause: str  # ``torch._dynamo.exc.Unsupported: ... (raised in cases.x, in helper)``

    @classmethod
    def of(cls, error: BaseException, *, on_fake_tensors: bool) -> "ExpectedError":
        """``error`` as a real-tensor run words it (a fake tensor's class is a tensor's)."""
        first_line = (str(error).strip().splitlines() or [""])[0]
        headline, cause = f"{type(error).__name__}: {first_line}", exception_chain.cause_line(error)
        if on_fake_tensors:
            headline, cause = fake_tensors.as_real_tensors(headline), fake_tensors.as_real_tensors(cause)
        return cls(headline, cause)

    @property
    def text(self) -> str:
        """The ``error`` artifact's text."""
        return f"{self.headline}\n{CAUSE_PREFIX}{self.cause}"
