"""Numerical parity: compiled outputs against the eager reference, per-case tolerances."""

from __future__ import annotations

from typing import Any

import torch
from torch.utils._pytree import keystr, tree_flatten_with_path

from fxgolden.capture.numerics_result import NumericsResult
from fxgolden.catalog.case import Exclude, NumericsRule, Tolerance, numerics_rules


def rule_for(where: str, rules: tuple[NumericsRule, ...]) -> NumericsRule:
    """The rule of the output at ``where``: the longest ``output`` that is a prefix of it, else the default."""
    matching = [rule for rule in rules if where.startswith(rule.output)]
    return max(matching, key=lambda rule: len(rule.output), default=Tolerance())


def summary_entries(tolerance: "Tolerance | tuple[NumericsRule, ...]") -> list[dict[str, Any]]:
    """The case's numerics rules as the summary records them (none when it keeps the defaults)."""
    entries: list[dict[str, Any]] = []
    for rule in numerics_rules(tolerance, ""):
        if rule == Tolerance():
            continue
        entry: dict[str, Any] = {"output": rule.output or "(all)"}
        if isinstance(rule, Exclude):
            entry["compared"] = False
        else:
            entry.update(atol=rule.atol, rtol=rule.rtol)
        if rule.why:
            entry["why"] = " ".join(rule.why.split())
        entries.append(entry)
    return entries


def _local(value: Any) -> Any:
    from torch.distributed.tensor import DTensor

    if isinstance(value, DTensor):
        return value.to_local(), tuple(str(p) for p in value.placements)
    return value, None


def compare(eager: Any, compiled: Any, tolerance: "Tolerance | tuple[NumericsRule, ...]") -> NumericsResult:
    """Compare two output pytrees leaf by leaf; tensors with ``assert_close`` under each output's rule."""
    rules = numerics_rules(tolerance, "")
    eager_leaves, eager_spec = tree_flatten_with_path(eager)
    compiled_leaves, compiled_spec = tree_flatten_with_path(compiled)
    if eager_spec != compiled_spec:
        return NumericsResult(False, 0, f"output structure differs: eager {eager_spec} vs compiled {compiled_spec}")
    compared = 0
    excluded: list[str] = []
    for (path, want), (_, got) in zip(eager_leaves, compiled_leaves):
        where = keystr(path) or "output"
        rule = rule_for(where, rules)
        if isinstance(rule, Exclude):
            excluded.append(where)
            continue
        want, want_placements = _local(want)
        got, got_placements = _local(got)
        if want_placements != got_placements:
            return NumericsResult(False, compared, f"{where}: placements {got_placements} != eager {want_placements}")
        if isinstance(want, torch.Tensor) or isinstance(got, torch.Tensor):
            try:
                torch.testing.assert_close(got, want, atol=rule.atol, rtol=rule.rtol, equal_nan=False)
            except AssertionError as error:
                return NumericsResult(False, compared, f"{where}: {error}")
        elif want != got:
            return NumericsResult(False, compared, f"{where}: {got!r} != eager {want!r}")
        compared += 1
    if compared == 0:
        why = "every output is excluded" if excluded else "the case body returned no values to compare"
        return NumericsResult(False, 0, f"{why}; return outputs (and gradients) to compare")
    return NumericsResult(True, compared, excluded=tuple(excluded))
