"""Run the golden cases in another order (``--fxgolden-order``): the proof that order changes no golden."""

from __future__ import annotations

import random
from typing import Callable, TypeVar

from fxgolden.errors import UsageError

Item = TypeVar("Item")


def reorder(items: list[Item], order: str, *, is_golden: Callable[[Item], bool]) -> None:
    """Reorder the golden items of ``items`` in place: ``reverse`` or ``shuffle[:SEED]`` (default seed 0).

    Other items keep their positions, so unit tests around the suite stay where they were.
    """
    kind, _, seed = order.partition(":")
    positions = [index for index, item in enumerate(items) if is_golden(item)]
    golden = [items[index] for index in positions]
    if kind == "reverse" and not seed:
        golden.reverse()
    elif kind == "shuffle":
        try:
            random.Random(int(seed or 0)).shuffle(golden)
        except ValueError:
            raise UsageError(f"--fxgolden-order {order}: the seed must be an integer, e.g. shuffle:42") from None
    else:
        raise UsageError(f"--fxgolden-order {order}: use catalog, reverse or shuffle[:SEED]")
    for index, item in zip(positions, golden):
        items[index] = item
