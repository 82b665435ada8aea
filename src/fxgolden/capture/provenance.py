"""Where each op of a graph came from, as comment lines a reviewer can follow: ``#> layers.0.feed_forward:
torchtitan.models.common.feed_forward.FeedForward.forward``.

An op's module path (``nn_module_stack``; a backward op's forward op's, ``fwd_nn_module_stack``; a gradient
accumulation's from the gradients it adds, ``accumulations``) and the function that traced it (the innermost frame
of its stack trace, by its qualified name in its module: ``fxgolden.capture.qualnames``; never its file or
line: a line number moves when an unrelated line moves, and a file path is the host's). One comment line starts
each run of statements that share both; the folding of repeated layers (``fxgolden.text.layer_folding``) reads
them to find the layers, and the normalizer keeps them where it drops torch's own comments.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import torch

from fxgolden.capture import accumulations, qualnames, shared_ops
from fxgolden.text.layer_folding import PROVENANCE as MARK

_FRAME = re.compile(r'^\s*File "(?P<file>[^"]+)", line (?P<line>\d+), in (?P<function>[\w<>]+)', re.MULTILINE)
_SUBSCRIPT = re.compile(r"\[['\"]?([^'\"\]]+)['\"]?\]")
# A module reached through a wrapped forward's closure: ``wo.forward.__closure__.0.cell_contents.__self__``
_CLOSURE = re.compile(r"\.\w+\.__closure__\.\d+\.cell_contents|\.__self__|\.__func__")
_ROOTS = ("self", "fn", "mod", "model", "module", "m")
# Attributes torch's wrappers keep the wrapped module in (activation checkpointing, FSDP1, torch.compile), and the
# ``__dict__`` Dynamo reads one through: a path in the model's words leaves them out, as the wrappers' own
# state-dict keys do (``layers.0.attention``, not ``layers.0.__dict__._checkpoint_wrapped_module.attention``)
WRAPPERS = frozenset({"__dict__", "_checkpoint_wrapped_module", "_fsdp_wrapped_module", "_orig_mod"})
UNTRACED = "(no source recorded)"  # an op torch made without a frame (a decomposition's, a partitioner's)
GENERATED = "(generated code)"  # an op traced in code made at run time (an FX GraphModule's forward): no source
NOT_FOUND = "(source not found)"  # a frame whose file has no such function (edited since it was imported)
_STATEMENT = re.compile(r"^        (?P<name>[A-Za-z_]\w*)(?:: \"[^\"]*\")? = ")

Stack = dict[str, Any]


def module_path(stack: Stack | None) -> str:
    """The innermost module's path, as a reviewer writes it: ``L['self'].layers['0']._modules['wo']`` ->
    ``layers.0.wo``; the compiled module itself is ``(root)``."""
    if not stack:
        return ""
    path = list(stack.values())[-1][0]
    path = _CLOSURE.sub("", _SUBSCRIPT.sub(r".\1", path).replace("._modules.", "."))
    parts = [part for part in path.split(".") if part and part not in WRAPPERS]
    if parts and parts[0] in ("L", "G"):
        parts = parts[1:]
    if parts and parts[0] in _ROOTS:
        parts = parts[1:]
    elif len(parts) > 1 and parts[0] in ("args", "kwargs"):  # a decorated forward's module: L['args'][0]
        parts = parts[2:]
    return ".".join(parts) or "(root)"


def innermost_frame(stack_trace: str | None) -> tuple[str, int, str] | None:
    """The (file, line, function) of a stack trace's innermost frame."""
    frames = _FRAME.findall(stack_trace or "")
    if not frames:
        return None
    file, line, function = frames[-1]
    return file, int(line), function


def traced_function(stack_trace: str | None) -> str:
    """The function of a stack trace's innermost frame by its qualified name (``python.module.Class.method``;
    no path, no line number); a marker where it has none: generated code, a function its file lacks."""
    frame = innermost_frame(stack_trace)
    if frame is None:
        return ""
    file, line, function = frame
    if qualnames.generated(file):
        return GENERATED
    return qualnames.qualname(file, line, function) or NOT_FOUND


@dataclasses.dataclass
class Lineage:
    """What the Dynamo graph that AOT graphs were traced from tells about their ops: which (module path,
    source line) pairs it traced, so that an op layers share is written in the layer using it
    (``shared_ops``)."""

    traced: frozenset[tuple[str, str]] = frozenset()

    def learn_dynamo(self, gm: torch.fx.GraphModule) -> None:
        """Read the Dynamo graph: every (module path, innermost frame) it traced."""
        self.traced = frozenset((module_path(n.meta.get("nn_module_stack")), _frame_key(n))
                                for n in gm.graph.nodes if n.op not in ("placeholder", "output"))


def _frame_key(node: torch.fx.Node) -> str:
    frame = innermost_frame(node.meta.get("stack_trace"))
    return f"{frame[0]}:{frame[1]}" if frame else ""


def own_path(node: torch.fx.Node) -> str:
    """The module path torch recorded for ``node``: its own, or a backward op's forward op's."""
    return module_path(node.meta.get("nn_module_stack") or node.meta.get("fwd_nn_module_stack"))


def labels(gm: torch.fx.GraphModule, lineage: Lineage | None = None) -> dict[str, str]:
    """The provenance of each op of the outer graph, by node name ("" where torch recorded none): its module
    path (a gradient accumulation's from the gradients it adds: ``accumulations``) and its function."""
    ops = [node for node in gm.graph.nodes if node.op not in ("placeholder", "output")]
    paths = accumulations.module_paths(gm, {node.name: own_path(node) for node in ops})
    found: dict[str, str] = {}
    for node in ops:
        path, function = paths[node.name], traced_function(node.meta.get("stack_trace"))
        found[node.name] = f"{path or '(no module)'}: {function or UNTRACED}" if path or function else ""
    return shared_ops.relabel(gm, found, _frame_key, lineage.traced if lineage else frozenset())


def annotate(gm: torch.fx.GraphModule, text: str, lineage: Lineage | None = None) -> str:
    """``text`` (the graph's ``print_readable``) with a provenance line before each run of the outer
    forward's statements that share one. Nested graphs (higher-order ops) keep theirs unmarked."""
    found = labels(gm, lineage)
    if not any(found.values()):
        return text
    out: list[str] = []
    current = ""
    for line in text.split("\n"):
        statement = _STATEMENT.match(line)
        if statement:
            here = found.get(statement.group("name"), "")
            if here != current:
                out.append(f"        {MARK}{here or UNTRACED}")
                current = here
        out.append(line)
    return "\n".join(out)
