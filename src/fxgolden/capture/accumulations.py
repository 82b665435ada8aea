"""The module of a gradient accumulation in a backward graph: the module whose gradient it adds.

Where a forward value has several users, the autograd engine adds their gradients as each user's backward
delivers one (``add(sum so far, next)``, right after that backward's ops). Torch marks that op
``is_gradient_acc`` and gives it no forward op's module (``copy_fwd_metadata_to_bw_nodes`` skips it: it
belongs to no single forward op), and its ``seq_nr`` is not its forward op's. Its inputs tell where it runs:
the gradient it adds was made by one user's backward, whose module it is written with; so it stays in that
module's block (``w1``'s gradient added to ``w3``'s -> ``feed_forward.w1``). The sum so far is not used: it
may have come through an add's backward, which makes no op, from another layer. Only an accumulation that adds
no module's gradient (two sums) takes a sum's module.
"""

from __future__ import annotations

import torch


def is_accumulation(node: torch.fx.Node) -> bool:
    """Whether ``node`` is the autograd engine's sum of a value's gradients."""
    return bool(node.meta.get("is_gradient_acc"))


def module_paths(gm: torch.fx.GraphModule, paths: dict[str, str]) -> dict[str, str]:
    """``paths`` (node name -> module path, "" for none) with each gradient accumulation's module filled in."""
    out = dict(paths)
    for node in gm.graph.nodes:
        if not is_accumulation(node) or out.get(node.name):
            continue
        inputs = node.all_input_nodes[::-1]  # the gradient added comes last
        added = [out[source.name] for source in inputs if not is_accumulation(source) and out.get(source.name)]
        sums = [out[source.name] for source in inputs if is_accumulation(source) and out.get(source.name)]
        out[node.name] = (added or sums or [""])[0]
    return out
