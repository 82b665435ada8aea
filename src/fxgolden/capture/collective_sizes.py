"""How a collective's tensors read in its ``collectives`` line, and its data-dependent sizes as symbols.

An MoE layer's all-to-all sends each rank the tokens the router gave it: its split sizes come from the data
(``counts.tolist()``). On fake tensors they are unbacked symbols (``splits [u0, u1] -> [u2, u3]``); on real
tensors the process group sees the numbers this batch routed, so a routing change would read as a schedule
change. A collective a compiled graph runs is also a node of that graph, traced on fake tensors, whose
values hold the symbols: ``of_node`` reads its line from them where a size is data-dependent, so the line
is the same on real and fake tensors (``collective_log``, ``collective_sites``). A collective issued
eagerly after an eager ``.tolist()`` has no node: its sizes stay numbers.
"""

from __future__ import annotations

import re
from typing import Any

_UNBACKED = re.compile(r"\bu\d+\b")


def describe(value: Any) -> str:
    """A tensor as ``float32[4, 8]`` (its sizes as they print: a symbol, ``u2 + u3``), a list of them as a list."""
    import torch

    if isinstance(value, torch.Tensor):
        return f"{str(value.dtype).removeprefix('torch.')}[{', '.join(str(d) for d in value.shape)}]"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(describe(v) for v in value) + "]"
    return repr(value)


def sizes(values: Any) -> str:
    """Split sizes as ``[3, 5]`` or ``[u0, u1]``."""
    return "[" + ", ".join(str(value) for value in values) + "]"


def of_node(node: Any) -> tuple[str, str] | None:
    """(tensors, detail) of a functional all-to-all node whose sizes are data-dependent, as its line reads them
    on fake tensors; None for any other node, or where every size is fixed (the real numbers say the same)."""
    import torch

    if getattr(node.target, "_opname", "") != "all_to_all_single" or len(node.args) < 3:
        return None

    def value(arg: Any) -> Any:
        return arg.meta.get("val") if isinstance(arg, torch.fx.Node) else arg

    source, output = value(node.args[0]), node.meta.get("val")
    if not isinstance(source, torch.Tensor) or not isinstance(output, torch.Tensor):
        return None
    outs, ins = node.args[1], node.args[2]
    tensors = f"{describe(source)} -> {describe(output)}"
    detail = f"splits {sizes(map(value, ins))} -> {sizes(map(value, outs))}" if ins else ""
    return (tensors, detail) if _UNBACKED.search(tensors + detail) else None
