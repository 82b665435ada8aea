"""The summary artifact's one YAML form, shared by its capture and its normalizer.

The summary is captured as data and rendered here; the normalizer reads it
back to re-wrap shortened lines, so both must render by this one rule.
"""

from __future__ import annotations

from typing import Any, Mapping

import yaml


def render_summary(data: Mapping[str, Any]) -> str:
    """Deterministic YAML: insertion order kept, no aliases, wide lines."""
    return yaml.safe_dump(dict(data), sort_keys=False, default_flow_style=False, width=100, allow_unicode=True)
