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
# The one override of every marker, for a job whose purpose is to regenerate goldens on a runner
# (CI=0 fxgolden run --update). Only this value: jobs set CI=false for other tools (so that warnings do not
# fail a build), and that must not open golden writes on a runner that marks itself otherwise.
OVERRIDE = "0"
# Variables well-known CI services set in every job (each service's documented marker). Any of them set
# (non-empty) means CI, unless CI is the override.
CI_MARKERS = ("CI", "GITHUB_ACTIONS", "GITLAB_CI", "BUILDKITE", "TF_BUILD", "JENKINS_URL", "CIRCLECI", "TRAVIS",
              "TEAMCITY_VERSION", "BITBUCKET_BUILD_NUMBER", "DRONE", "APPVEYOR", "CODEBUILD_BUILD_ID",
              )


def ci_marker(environ: dict[str, str] | None = None) -> str | None:
    """The variable that says this is a CI job (``CI_MARKERS``), or None; ``CI=0`` overrides them all."""
    env = environ if environ is not None else os.environ
    ci = env.get("CI", "").strip().lower()
    if ci == OVERRIDE:
        return None
    if ci in _TRUE:
        return "CI"
    return next((name for name in CI_MARKERS if name != "CI" and env.get(name, "").strip()), None)


def ci_is_set(environ: dict[str, str] | None = None) -> bool:
    """True in a CI job: ``CI`` holds a true value or another service's marker is set (``ci_marker``)."""
    return ci_marker(environ) is not None


def choose_update_mode(update_requested: bool, *, new_only: bool = False,
                       environ: dict[str, str] | None = None) -> UpdateMode:
    """The one place that decides whether goldens may be written (``new_only``: --snapshot-update-new-only)."""
    if new_only and not update_requested:
        choose_update_mode(True, environ=environ)  # the same refusals: it writes goldens too
        return UpdateMode.NEW_ONLY
    marker = ci_marker(environ) if update_requested else None
    if marker is not None:
        raise UsageError(f"{marker} is set: fxgolden refuses to write goldens on CI. Regenerate goldens locally with "
                         "`fxgolden run --update`, review the diff, and commit it (a job meant to write them: set "
                         f"CI={OVERRIDE}; no other value of CI overrides it).")
    if update_requested and (environ if environ is not None else os.environ).get(CONFIG_OVERRIDES_ENV):
        raise UsageError(f"{CONFIG_OVERRIDES_ENV} is set: these runs change torch's compiler settings to explain a "
                         "drift, so no golden may be written from them. Unset it to update goldens.")
    return UpdateMode.IN_PLACE if update_requested else UpdateMode.PENDING
