"""syrupy's options in a golden run: each works on goldens as syrupy documents it, or is refused naming the
fxgolden way.

README.md ("Update goldens") lists the decision for every option. Options
that only concern syrupy's own snapshot files (``--snapshot-dirname``,
``--snapshot-default-extension``, ...) keep working for a project's own
snapshot tests and leave goldens alone; only the options below change what a
golden run does. ``update_mode`` is asked in every pytest run, and decides once: the golden modules are imported
where needed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from fxgolden.base.errors import UsageError

if TYPE_CHECKING:
    from fxgolden.golden.plan import UnusedPolicy
    from fxgolden.golden.policy import UpdateMode

_MODE_KEY = pytest.StashKey["UpdateMode"]()


def requested_mode(option: Any) -> "UpdateMode":
    """What the options ask to write, before any refusal: --snapshot-update (which wins over
    --snapshot-update-new-only), --snapshot-update-new-only, or pending actuals only."""
    from fxgolden.golden.policy import UpdateMode

    if getattr(option, "update_snapshots", False):
        return UpdateMode.IN_PLACE
    return UpdateMode.NEW_ONLY if getattr(option, "update_new_snapshots_only", False) else UpdateMode.PENDING


def update_mode(config: Any) -> "UpdateMode":
    """What this run may write, decided once per run (``golden.policy.choose_update_mode`` on ``requested_mode``:
    refused on CI) and kept on ``config`` for every later asker."""
    mode = config.stash.get(_MODE_KEY, None)
    if mode is None:
        from fxgolden.golden.policy import UpdateMode, choose_update_mode

        requested = requested_mode(config.option)
        mode = choose_update_mode(requested is UpdateMode.IN_PLACE, new_only=requested is UpdateMode.NEW_ONLY)
        config.stash[_MODE_KEY] = mode
    return mode


def check(option: Any) -> None:
    """Refuse the syrupy options a golden run cannot honour, each with the fxgolden way."""
    if getattr(option, "disable_unused_snapshots", False):
        raise UsageError("--snapshot-disable-unused: a golden that a case no longer produces means a graph, stage or "
                         "error disappeared, so fxgolden always looks for them. Use --snapshot-warn-unused to report "
                         "them without failing, or --snapshot-no-cleanup to keep them in an update.")
    from fxgolden.golden.store import GOLDEN_SUFFIXES

    ignored = {ext.strip().lstrip(".") for ext in getattr(option, "ignore_file_extensions", None) or ()}
    hidden = sorted(ignored & {suffix.lstrip(".") for suffix in GOLDEN_SUFFIXES})
    if hidden:
        raise UsageError(f"--snapshot-ignore-file-extensions {','.join(hidden)}: goldens are .py, .yaml and .txt "
                         "files, and fxgolden must see every one of them to find those no case produces any more. "
                         "Leave those extensions out (others only concern your own snapshot tests); "
                         "--snapshot-warn-unused reports unused goldens without failing.")


def unused_policy(option: Any) -> UnusedPolicy:
    """--snapshot-warn-unused and --snapshot-no-cleanup, for goldens no case produces any more."""
    from fxgolden.golden.plan import UnusedPolicy

    return UnusedPolicy(warn=bool(getattr(option, "warn_unused_snapshots", False)),
                        cleanup=not getattr(option, "no_cleanup", False))


def show_diffs(option: Any) -> bool:
    """--snapshot-diff-mode=disabled leaves the diff out of a golden's failure (review still shows it)."""
    return str(getattr(option, "diff_mode", "detailed") or "detailed") != "disabled"
