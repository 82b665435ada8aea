"""Apply the rule table to an artifact (the version goldens record: ``fxgolden.normalize.version``)."""

from __future__ import annotations

import site
import sys
import sysconfig
from pathlib import Path
from typing import Any, Mapping

import yaml

from fxgolden.normalize.rules import RULES, VALUE_RULES, Rule, RuleContext
from fxgolden.normalize.version import NORMALIZER_VERSION
from fxgolden.text import golden_form
from fxgolden.text.summary_yaml import render_summary

__all__ = ["NORMALIZER_VERSION", "make_context", "normalize", "normalize_summary", "rules_for"]


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
    """Normalize ``text`` of artifact ``kind`` with every rule for that kind, in order.

    A summary's text is read back as data and normalized as such (``normalize_summary``); text that is
    not a YAML mapping goes through the rules as text. FX graph code comes out in its golden form
    (``fxgolden.text.golden_form``: repeated layers once, long lines wrapped). ``text`` is what the compiler
    printed, never a golden form: a graph that holds a line of the form's syntax keeps it as it is (marked
    verbatim), so no two graphs share a golden. An FX golden is normalized again from its ``full`` text.
    """
    context = ctx or RuleContext()
    if kind == "summary":
        try:
            data = yaml.safe_load(text)
        except yaml.YAMLError:
            data = None
        if isinstance(data, dict):
            return normalize_summary(data, context)
    for rule in rules_for(kind):
        text = rule.fn(text, context)
    return golden_form.present(text) if kind == "fx" else text


def normalize_summary(data: Mapping[str, Any], ctx: RuleContext | None = None) -> str:
    """The summary normalized as data, then rendered once: every string, keys too, through the value rules
    (``rules.VALUE_RULES``: paths, addresses, group names), then the text's hygiene rules.

    Rules applied to the rendered YAML met its quoting and its line wraps (a path wrapped at 100
    columns on one machine and not on another); on the data they meet neither.
    """
    context = ctx or RuleContext()
    value_rules = [rule for rule in rules_for("summary") if rule.name in VALUE_RULES]

    def each_string(value: Any) -> Any:
        if isinstance(value, str):
            for rule in value_rules:
                value = rule.fn(value, context)
            return value
        if isinstance(value, Mapping):
            return {each_string(key): each_string(item) for key, item in value.items()}
        if isinstance(value, (list, tuple)):
            return [each_string(item) for item in value]
        return value

    text = render_summary(each_string(data))
    for rule in rules_for("summary"):
        if rule.name not in VALUE_RULES:
            text = rule.fn(text, context)
    return text
