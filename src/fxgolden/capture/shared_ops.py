"""An op that several layers share, written in the layer whose block uses it.

Each layer of a model computes ``cos.unsqueeze(1)`` from the model's rotary table; AOT's common subexpression
elimination keeps the first layer's op and gives its result to every layer, and the partitioner recomputes it
in the backward right before its first user, the last layer's backward. Its module (``layers.0``) then splits
that layer's block with a line of another layer, and folding sees two layers where the model has one.

Such an op is relabelled to the layer of its first user only where that is as true as its own label: its
inputs come from no layer (so every layer that ran it computed the same value), and the Dynamo graph shows
that layer tracing the same source line in the same module (so it had its own copy before elimination).
"""

from __future__ import annotations

from typing import Callable

import torch

from fxgolden.text.layer_segments import layer_of


def relabel(gm: torch.fx.GraphModule, labels: dict[str, str], frame_of: Callable[[torch.fx.Node], str],
            traced: frozenset[tuple[str, str]]) -> dict[str, str]:
    """``labels`` (node name -> provenance) with each shared layer op moved to its first user's layer."""
    if not traced:
        return labels
    out = dict(labels)
    order = {node: at for at, node in enumerate(gm.graph.nodes)}
    layered: set[torch.fx.Node] = set()  # ops that are, or read, a layer's value
    for node in gm.graph.nodes:
        own = layer_of(labels.get(node.name, ""))
        from_layer = any(source in layered for source in node.all_input_nodes)
        if own is not None or from_layer:
            layered.add(node)
        if own is None or from_layer or not node.users:
            continue
        first = min(node.users, key=order.__getitem__)
        user = layer_of(labels.get(first.name, ""))
        if user is None or user[0] != own[0] or user[1] == own[1]:
            continue
        moved = user[1] + labels[node.name][len(own[1]):]
        if (moved.partition(": ")[0], frame_of(node)) in traced:
            out[node.name] = moved
    return out
