"""A fixture for the error-cause tests: a compiled call Dynamo gives up on inside a helper function under
``fullgraph=True`` (a branch on a tensor's value), declared as a case that raises and as one that expects it."""

from __future__ import annotations

import dataclasses

import torch

from fxgolden import Backend, World
from fxgolden.catalog.case import Case, Expect


def branch_on_value(x: torch.Tensor) -> torch.Tensor:
    """The helper: Dynamo cannot trace a Python branch on a tensor's value, and fullgraph forbids the break."""
    if x.sum() > 0:
        return x + 1
    return x - 1


def _body(ctx):
    def step(x: torch.Tensor) -> torch.Tensor:
        return branch_on_value(x * 2)

    return {"out": ctx.compile(step, fullgraph=True)(torch.ones(3))}


RAISING = Case(id="errors/graph_break_in_helper", body=_body, world=World(pg="none"), backend=Backend.EAGER)
EXPECTED = dataclasses.replace(RAISING, id="errors/graph_break_in_helper_expected", expect=Expect.RAISES)
