"""The order golden cases run in (``--fxgolden-order``).

``longest``: longest first, for parallel runs (``fxgolden.pytest_plugin.durations``);
``reverse`` and ``shuffle``: the proof that order changes no golden.
"""

from __future__ import annotations

import random
from typing import Callable, Optional, TypeVar

from fxgolden.base.errors import UsageError

Item = TypeVar("Item")


def reorder(items: list[Item], order: str, *, is_golden: Callable[[Item], bool],
            seconds: Optional[Callable[[Item], float]] = None) -> None:
    """Reorder the golden items of ``items`` in place: ``longest``, ``reverse`` or ``shuffle[:SEED]`` (seed 0).

    ``seconds`` gives an item's expected duration (``longest`` only). Other
    items keep their positions, so unit tests around the suite stay where they were.
    """
    kind, _, seed = order.partition(":")
    positions = [index for index, item in enumerate(items) if is_golden(item)]
    golden = [items[index] for index in positions]
    if kind == "longest" and not seed and seconds is not None:
        golden.sort(key=lambda item: -seconds(item))  # stable: ties keep catalog order
    elif kind == "reverse" and not seed:
        golden.reverse()
    elif kind == "shuffle":
        try:
            random.Random(int(seed or 0)).shuffle(golden)
        except ValueError:
            raise UsageError(f"--fxgolden-order {order}: the seed must be an integer, e.g. shuffle:42") from None
    else:
        raise UsageError(f"--fxgolden-order {order}: use auto, catalog, longest, reverse or shuffle[:SEED]")
    for index, item in zip(positions, golden):
        items[index] = item
