"""Where each op of a graph came from, as comment lines a reviewer can follow: ``#> layers.0.feed_forward:
torchtitan.models.common.feed_forward.forward``.

An op's module path (``nn_module_stack``, or the forward's for a backward op) and the function that traced
it (the innermost frame of its stack trace, named by its Python module, never its file or line: a line
number moves when an unrelated line moves, and a file path is the host's). One comment line starts each
run of statements that share both; the folding of repeated layers (``fxgolden.text.layer_folding``) reads
them to find the layers, and the normalizer keeps them where it drops torch's own comments.
"""

from __future__ import annotations

import re
import sys
from functools import lru_cache
from pathlib import Path
from typing import Any

import torch

from fxgolden.text.layer_folding import PROVENANCE as MARK

_FRAME = re.compile(r'^\s*File "(?P<file>[^"]+)", line \d+, in (?P<function>[\w<>]+)', re.MULTILINE)
_SUBSCRIPT = re.compile(r"\[['\"]?([^'\"\]]+)['\"]?\]")
# A module reached through a wrapped forward's closure: ``wo.forward.__closure__.0.cell_contents.__self__``
_CLOSURE = re.compile(r"\.\w+\.__closure__\.\d+\.cell_contents|\.__self__|\.__func__")
_ROOTS = ("self", "fn", "mod", "model", "module", "m")
UNTRACED = "(no source recorded)"  # an op torch made without a frame (a decomposition's, a partitioner's)
_STATEMENT = re.compile(r"^        (?P<name>[A-Za-z_]\w*)(?:: \"[^\"]*\")? = ")


def module_path(stack: dict[str, Any] | None) -> str:
    """The innermost module's path, as a reviewer writes it: ``L['self'].layers['0']._modules['wo']`` ->
    ``layers.0.wo``; the compiled module itself is ``(root)``."""
    if not stack:
        return ""
    path = list(stack.values())[-1][0]
    path = _CLOSURE.sub("", _SUBSCRIPT.sub(r".\1", path).replace("._modules.", "."))
    parts = [part for part in path.split(".") if part]
    if parts and parts[0] in ("L", "G"):
        parts = parts[1:]
    if parts and parts[0] in _ROOTS:
        parts = parts[1:]
    elif len(parts) > 1 and parts[0] in ("args", "kwargs"):  # a decorated forward's module: L['args'][0]
        parts = parts[2:]
    return ".".join(parts) or "(root)"


@lru_cache(maxsize=4096)
def _module_of_file(file: str) -> str:
    resolved = str(Path(file).resolve()) if file else ""
    for name, module in list(sys.modules.items()):
        origin = getattr(module, "__file__", None)
        if origin and (origin == file or str(Path(origin).resolve()) == resolved):
            return name
    return Path(file).stem


def traced_function(stack_trace: str | None, module_class: Any = None) -> str:
    """The innermost frame of a stack trace as ``python.module.function`` (no path, no line number);
    ``python.module.Class.function`` where the innermost module's class is defined in that module."""
    frames = _FRAME.findall(stack_trace or "")
    if not frames:
        return ""
    file, function = frames[-1]
    module = _module_of_file(file)
    if isinstance(module_class, type) and module_class.__module__ == module and hasattr(module_class, function):
        return f"{module}.{module_class.__qualname__}.{function}"
    return f"{module}.{function}"


def label(node: torch.fx.Node) -> str:
    """The provenance of one node, or "" where torch recorded none."""
    meta = node.meta
    stack = meta.get("nn_module_stack") or meta.get("fwd_nn_module_stack")
    path = module_path(stack)
    innermost = list(stack.values())[-1][1] if stack else None
    function = traced_function(meta.get("stack_trace"), innermost)
    if not path and not function:
        return ""
    return f"{path or '(no module)'}: {function or '?'}"


def annotate(gm: torch.fx.GraphModule, text: str) -> str:
    """``text`` (the graph's ``print_readable``) with a provenance line before each run of the outer
    forward's statements that share one. Nested graphs (higher-order ops) keep theirs unmarked."""
    labels = {node.name: label(node) for node in gm.graph.nodes if node.op not in ("placeholder", "output")}
    if not any(labels.values()):
        return text
    out: list[str] = []
    current = ""
    for line in text.split("\n"):
        statement = _STATEMENT.match(line)
        if statement:
            here = labels.get(statement.group("name"), "")
            if here != current:
                out.append(f"        {MARK}{here or UNTRACED}")
                current = here
        out.append(line)
    return "\n".join(out)
