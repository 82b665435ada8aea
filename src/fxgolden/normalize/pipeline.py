"""Apply the rule table to an artifact (the version goldens record: ``fxgolden.normalize.version``)."""

from __future__ import annotations

import site
import sys
import sysconfig
from pathlib import Path
from typing import Mapping

from fxgolden.normalize.rules import RULES, Rule, RuleContext
from fxgolden.normalize.version import NORMALIZER_VERSION

__all__ = ["NORMALIZER_VERSION", "NormalizeContext", "make_context", "normalize", "rules_for"]
NormalizeContext = RuleContext


def rules_for(kind: str) -> tuple[Rule, ...]:
    """The ordered rules that apply to artifacts of ``kind``."""
    return tuple(rule for rule in RULES if kind in rule.kinds)


def default_path_roots(project_root: Path | None) -> tuple[tuple[str, str], ...]:
    """Absolute paths of this machine that may leak into artifacts, longest first."""
    roots: list[tuple[str, str]] = []
    if project_root is not None:
        roots.append((str(project_root.resolve()), "<root>"))
    for path in {*site.getsitepackages(), sysconfig.get_paths()["purelib"]}:
        roots.append((path, "<site-packages>"))
    roots.append((sys.prefix, "<python>"))
    # Short roots ('/usr', '/root') would also rename unrelated text.
    kept = {(path, name) for path, name in roots if len(Path(path).parts) >= 3}
    return tuple(sorted(kept, key=lambda item: (-len(item[0]), item[0])))


def make_context(
    *, group_aliases: Mapping[str, str] | None = None, project_root: Path | None = None
) -> RuleContext:
    """The context for one case run."""
    return RuleContext(group_aliases=dict(group_aliases or {}), path_roots=default_path_roots(project_root))


def normalize(text: str, kind: str, ctx: RuleContext | None = None) -> str:
    """Normalize ``text`` of artifact ``kind`` with every rule for that kind, in order."""
    context = ctx or RuleContext()
    for rule in rules_for(kind):
        text = rule.fn(text, context)
    return text
