"""syrupy's options in a golden run: each works on goldens as syrupy documents it, or is refused naming the
fxgolden way.

README.md ("Update goldens") lists the decision for every option. Options
that only concern syrupy's own snapshot files (``--snapshot-dirname``,
``--snapshot-default-extension``, ...) keep working for a project's own
snapshot tests and leave goldens alone; only the options below change what a
golden run does. ``writes_goldens`` is asked in every pytest run: the golden modules are imported where needed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from fxgolden.base.errors import UsageError

if TYPE_CHECKING:
    from fxgolden.golden.compare import UnusedPolicy


def writes_goldens(option: Any) -> bool:
    """Whether the run asks to write goldens: --snapshot-update or --snapshot-update-new-only."""
    return bool(getattr(option, "update_snapshots", False) or getattr(option, "update_new_snapshots_only", False))


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
    from fxgolden.golden.compare import UnusedPolicy

    return UnusedPolicy(warn=bool(getattr(option, "warn_unused_snapshots", False)),
                        cleanup=not getattr(option, "no_cleanup", False))


def show_diffs(option: Any) -> bool:
    """--snapshot-diff-mode=disabled leaves the diff out of a golden's failure (review still shows it)."""
    return str(getattr(option, "diff_mode", "detailed") or "detailed") != "disabled"
