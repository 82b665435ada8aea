"""The nightly regression job: run the catalog against another torch build, compare-only, and report.

Stages: ``torchspec`` (what to install), ``environment`` (an isolated venv),
``execute`` (pytest in that venv; every case in its own process, with a time limit),
``results`` (statuses, JSON, JUnit), ``history`` and ``plot`` (trend across
runs), ``command`` (the `fxgolden nightly` subcommand and tools/nightly.py).
"""

from fxgolden.base.errors import FxGoldenError


class InfrastructureError(FxGoldenError):
    """The nightly could not run the catalog at all (exit code 2), as opposed to a case drifting."""
