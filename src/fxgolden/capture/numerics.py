"""Numerical parity: compiled outputs against the eager reference, per-case tolerances."""

from __future__ import annotations

import dataclasses
from typing import Any

import torch
from torch.utils._pytree import keystr, tree_flatten_with_path

from fxgolden.catalog.case import Tolerance


@dataclasses.dataclass(frozen=True)
class NumericsResult:
    """Outcome of one comparison; ``message`` names the first differing output."""

    ok: bool
    compared: int
    message: str = ""


def _local(value: Any) -> Any:
    from torch.distributed.tensor import DTensor

    if isinstance(value, DTensor):
        return value.to_local(), tuple(str(p) for p in value.placements)
    return value, None


def compare(eager: Any, compiled: Any, tolerance: Tolerance) -> NumericsResult:
    """Compare two output pytrees leaf by leaf; tensors with ``assert_close``."""
    eager_leaves, eager_spec = tree_flatten_with_path(eager)
    compiled_leaves, compiled_spec = tree_flatten_with_path(compiled)
    if eager_spec != compiled_spec:
        return NumericsResult(False, 0, f"output structure differs: eager {eager_spec} vs compiled {compiled_spec}")
    compared = 0
    for (path, want), (_, got) in zip(eager_leaves, compiled_leaves):
        where = keystr(path) or "output"
        want, want_placements = _local(want)
        got, got_placements = _local(got)
        if want_placements != got_placements:
            return NumericsResult(False, compared, f"{where}: placements {got_placements} != eager {want_placements}")
        if isinstance(want, torch.Tensor) or isinstance(got, torch.Tensor):
            try:
                torch.testing.assert_close(got, want, atol=tolerance.atol, rtol=tolerance.rtol, equal_nan=False)
            except AssertionError as error:
                return NumericsResult(False, compared, f"{where}: {error}")
        elif want != got:
            return NumericsResult(False, compared, f"{where}: {got!r} != eager {want!r}")
        compared += 1
    if compared == 0:
        return NumericsResult(False, 0, "the case body returned no values to compare; return outputs (and gradients)")
    return NumericsResult(True, compared)
