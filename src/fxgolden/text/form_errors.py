"""The errors of a golden form (``fxgolden.text.golden_form``, ``fxgolden.text.collectives_form``): a form that does
not read back says which line and why, so every reader of goldens can report it as a finding that names the file
(``fxgolden.golden.wellformed``) instead of raising from deep inside the unfolding.
"""

from __future__ import annotations

from fxgolden.base.errors import FxGoldenError


class GoldenFormError(FxGoldenError, ValueError):
    """A golden form that cannot be made or read back. A ValueError too: callers that guarded the form's reading
    with ``except ValueError`` keep working."""


class MalformedGoldenForm(GoldenFormError):
    """A form that does not read back (a hand edit, a truncated file): ``problem`` says what is wrong, ``line`` is
    the line that is wrong as the form holds it (empty where no one line is)."""

    def __init__(self, problem: str, line: str = "") -> None:
        super().__init__(f"{problem}: {line.strip()!r}" if line else problem)
        self.problem = problem
        self.line = line


class UnrepresentableText(GoldenFormError):
    """``present`` found no form that reads back as its input, not even the input with its form-like lines marked
    verbatim: a bug of the golden form, refused rather than written."""
