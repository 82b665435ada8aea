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


class FxGoldenError(Exception):
    """Base of every error fxgolden raises on purpose (never a bug in fxgolden)."""


class UsageError(FxGoldenError):
    """Bad input from the command line, a selection or a configuration file."""


class CaseDeclarationError(FxGoldenError):
    """A case in `cases/` is declared wrongly; names the file and the fix."""

    def __init__(self, case_id: str, where: str, problem: str, fix: str) -> None:
        super().__init__(f"case {case_id!r} ({where}): {problem}\n  fix: {fix}")
        self.case_id = case_id


class CaseError(FxGoldenError):
    """A case raised or produced nothing in one phase of its run."""

    def __init__(self, case_id: str, phase: Phase, message: str, fix: str = "") -> None:
        text = f"case {case_id!r} failed in phase {phase}: {message}"
        if fix:
            text += f"\n  fix: {fix}"
        super().__init__(text)
        self.case_id = case_id
        self.phase = phase


class GoldenFileError(FxGoldenError):
    """A golden or manifest on disk cannot be used as it is."""

    def __init__(self, path: str, problem: str, fix: str) -> None:
        super().__init__(f"{path}: {problem}\n  fix: {fix}")
        self.path = path
