"""Errors that name the case, the phase or file, and what to do next."""

from __future__ import annotations

import enum


class Phase(enum.StrEnum):
    """Where in the data flow a case failed; printed in every case error."""

    DECLARE = "declare"
    WORLD = "world"
    COMPILE = "compile"
    CAPTURE = "capture"
    NUMERICS = "numerics"
    NORMALIZE = "normalize"
    CHECKS = "checks"
    GOLDEN = "golden"
    PROCESS = "process"  # the case's own process crashed or ran past its time limit


class FxGoldenError(Exception):
    """Base of every error fxgolden raises on purpose (never a bug in fxgolden)."""


class UsageError(FxGoldenError):
    """Bad input from the command line, a selection or a configuration file."""


class CaseDeclarationError(FxGoldenError):
    """A case in `cases/` is declared wrongly; names the file and the fix."""

    def __init__(self, case_id: str, where: str, problem: str, fix: str) -> None:
        super().__init__(f"case {case_id!r} ({where}): {problem}\n  fix: {fix}")
        self.case_id = case_id


# How a case error's message names its innermost cause; the nightly's error rows read that line.
CAUSE_PREFIX = "innermost cause: "


class CaseError(FxGoldenError):
    """A case raised or produced nothing in one phase of its run."""

    def __init__(self, case_id: str, phase: Phase, message: str, fix: str = "", detail: str = "",
                 cause: str = "") -> None:
        text = f"case {case_id!r} failed in phase {phase}: {message}"
        if cause:  # the innermost exception of the chain, where it was raised (``base.exception_chain``)
            text += f"\n  {CAUSE_PREFIX}{cause}"
        if fix:
            text += f"\n  fix: {fix}"
        super().__init__(text)
        self.case_id = case_id
        self.phase = phase
        self.message = message
        self.fix = fix
        # The traceback or process output behind the error, shown after it (the child's, for isolated runs).
        self.detail = detail
        self.cause = cause

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self.case_id, self.phase, self.message, self.fix, self.detail, self.cause))


class GoldenFileError(FxGoldenError):
    """A golden or manifest on disk cannot be used as it is."""

    def __init__(self, path: str, problem: str, fix: str) -> None:
        super().__init__(f"{path}: {problem}\n  fix: {fix}")
        self.path = path


class CaseProcessError(CaseError):
    """The case's own process crashed (a signal, an exit) or ran past its time limit: no result came back."""

    def __init__(self, case_id: str, phase: Phase, message: str, fix: str = "", detail: str = "",
                 timed_out: bool = False) -> None:
        super().__init__(case_id, phase, message, fix, detail)
        self.timed_out = timed_out

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), (self.case_id, self.phase, self.message, self.fix, self.detail, self.timed_out))
