"""Whether a run may write goldens, decided in one place: never on CI, never from the nightly's explain runs.

``GoldenWriter.open`` asks here before it takes the profile's lock, so every
writer of goldens (an update, --snapshot-update-new-only, accept) meets the
same refusals.
"""

from __future__ import annotations

import enum
import os

from fxgolden.base.errors import UsageError

# Compiler settings the nightly's explain step sets for a run (fxgolden.nightly.explain):
# {"inductor": {name: value}, "functorch": {...}, "dynamo": {...}}, applied after the profile's pins.
# Read once by ``fxgolden.pytest_plugin.settings``; the case processes get them in their ``runner.RunSpec``.
CONFIG_OVERRIDES_ENV = "FXGOLDEN_CONFIG_OVERRIDES"


class UpdateMode(enum.StrEnum):
    """What a run may write: goldens in place, or only pending actuals."""

    IN_PLACE = "in_place"  # pytest --snapshot-update
    NEW_ONLY = "new_only"  # pytest --snapshot-update-new-only: goldens that do not exist yet; the rest compares
    PENDING = "pending"  # default: mismatches go to .fxgolden/pending for review


_TRUE = {"1", "true", "yes", "on"}


def ci_is_set(environ: dict[str, str] | None = None) -> bool:
    """True when the CI variable holds a true value (as CI services set it)."""
    return (environ if environ is not None else os.environ).get("CI", "").strip().lower() in _TRUE


def choose_update_mode(update_requested: bool, *, new_only: bool = False,
                       environ: dict[str, str] | None = None) -> UpdateMode:
    """The one place that decides whether goldens may be written (``new_only``: --snapshot-update-new-only)."""
    if new_only and not update_requested:
        choose_update_mode(True, environ=environ)  # the same refusals: it writes goldens too
        return UpdateMode.NEW_ONLY
    if update_requested and ci_is_set(environ):
        raise UsageError("CI is set: fxgolden refuses to write goldens on CI. Regenerate goldens locally with "
                         "`fxgolden run --update`, review the diff, and commit it.")
    if update_requested and (environ if environ is not None else os.environ).get(CONFIG_OVERRIDES_ENV):
        raise UsageError(f"{CONFIG_OVERRIDES_ENV} is set: these runs change torch's compiler settings to explain a "
                         "drift, so no golden may be written from them. Unset it to update goldens.")
    return UpdateMode.IN_PLACE if update_requested else UpdateMode.PENDING
