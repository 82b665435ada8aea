"""Apply the rule table to an artifact; the version that goldens record.

NORMALIZER_VERSION changelog (bump on every change that can alter output):
  1  first pipeline: paths, addresses, group names, FX comments, Inductor header/tail/AOT id.
  2  FX `class <lambda>(` -> `class _lambda_(` (goldens parse as Python); Triton rules (kernel
     path, backend hash, DeviceProperties, environment switches in inductor_meta).
  3  the Inductor import header ends at the first comment: the source-node comments of the
     first kernel were dropped with it (seen on Triton output; C++ output has none there).
  4  FX value names renumbered by first definition; GPU ordinals (cuda:N, device guards) to 0.
     Both seen differing between a fake-PG capture and a real NCCL rank of the same graph.
  5  parameters are renumbered too (a backward's saved tensors t_1, t_3 -> t, t_1): the second
     NCCL run on two H200s differed from the fake-PG capture only there.
  6  blank lines inside FX graph bodies dropped: torch prints one between source-location groups,
     and the grouping changed in torch 2.14.1 with no change of the graph (20+ nightly "rename-only"s).
     Group names in async TP's symm_mem calls are aliased like those of collectives (no golden had one).
"""

from __future__ import annotations

import site
import sys
import sysconfig
from pathlib import Path
from typing import Mapping

from fxgolden.normalize.rules import RULES, Rule, RuleContext

NORMALIZER_VERSION = 6
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
