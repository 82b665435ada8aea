"""Which module of the model ran a collective: the ``@ layers.3.attention`` of a ``collectives`` line.

A collective ends at the process group from wherever it was issued: a module's eager code (a DTensor
redistribute, an FSDP2 hook that runs inside the module's call), or a compiled graph. Both leave frames on
the stack when the group's method runs:

- each ``nn.Module`` being called has its ``_call_impl`` frame (Dynamo's code for it too, when a block is
  compiled on its own with ``Module.compile``: a new code object of the same name and file); the outermost
  is the model, whose module names (``named_modules``) give the innermost one's path;
- a graph that AOT Autograd or ``make_fx`` traced runs as an FX ``GraphModule``'s generated ``forward``;
  torch keeps the line of each node (``_lineno_map``), and the node its module path (``nn_module_stack``,
  a backward node its forward's), as the FX goldens' provenance lines read it.

A backward graph runs from the autograd engine, outside any module call: its nodes' paths are the whole
path when the model was compiled whole, and the block's own when each block was compiled alone (one graph
serves every block). A graph whose forward ran in one module only is that module's; one that every layer
runs is written ``(TransformerBlock).attention.wo``: which layer's backward it is, no frame says.

Inductor's generated code keeps no module path, but each collective it calls follows a comment naming the
graph nodes it came from (``# Topologically Sorted Source Nodes: [outputs_1], ...``): the line of each call
is mapped, when the code is compiled, to the module path of the collective node of that name
(``place_inductor_collectives``). On fake tensors the graph Inductor was given runs in its code's place, and
its nodes say the same: a golden is the same on fake and real tensors.
A collective outside any module call (sharding the model, FSDP2's post-backward reduce-scatter run by
the autograd engine) has no site.
"""

from __future__ import annotations

import dataclasses
import hashlib
import re
import sys
import types
import weakref
from pathlib import Path
from typing import Any

import torch

from fxgolden.capture import collective_sizes, provenance

_CALL_CODE = torch.nn.Module._call_impl.__code__
_GRAPH_KEY = "fxgolden_compiled_from"  # in GraphModule.meta: the Dynamo graph a stage's graph was compiled from
# Dynamo graph -> the module paths its forward ran in (and their classes), for graphs compiled from a block
_BLOCKS_OF_GRAPH: dict[str, dict[str, str]] = {}
_COMPILED_WRAPPER = "_orig_mod"  # torch.compile(module) returns an OptimizedModule that holds the module here


@dataclasses.dataclass(frozen=True)
class CallSite:
    """Where a collective reaching the process group came from: the module that ran it, and, where a compiled
    graph's node ran it with data-dependent sizes, its line's tensors and detail as that node holds them
    (``collective_sizes.of_node``)."""

    path: str
    sizes: tuple[str, str] | None = None


def site_of_current_call() -> str:
    """The module path of the innermost module of the model that is running the collective ("" when none)."""
    return current_call().path


def current_call() -> CallSite:
    """The module running the collective, and the sizes its graph node gives it (see ``CallSite``)."""
    modules: list[torch.nn.Module] = []  # innermost first
    in_graph, graph, sizes = "", "", None
    frame: types.FrameType | None = sys._getframe(1)
    while frame is not None:
        code = frame.f_code
        if code.co_name == _CALL_CODE.co_name and code.co_filename == _CALL_CODE.co_filename:
            module = frame.f_locals.get("self")
            if isinstance(module, torch.nn.Module) and not isinstance(module, torch.fx.GraphModule):
                modules.append(module)
        elif not in_graph and sizes is None and code.co_name == "forward":
            in_graph, graph, sizes = _graph_node_path(frame)
        elif not in_graph and sizes is None and code.co_name == _INDUCTOR_CALL:
            in_graph, graph, sizes = _inductor_line(code.co_filename, frame.f_lineno)
        frame = frame.f_back
    return CallSite(_site(modules, in_graph, graph), sizes)


def _site(modules: list[torch.nn.Module], in_graph: str, graph: str) -> str:
    """The module path of a collective: the innermost of ``modules`` the model holds, then the path in the
    graph that ran it (``in_graph``, of Dynamo graph ``graph``)."""
    if not modules:
        return _in_block(graph, in_graph)
    model = _unwrapped(modules[-1])
    paths = _names(model)
    if paths.get(modules[0]) is None:  # the model has changed since it was read
        paths = _NAMES[model] = _Paths(model)
    inner, module = next(((path, m) for path, m in zip(map(paths.get, modules), modules) if path is not None),
                         ("", model))
    if graph and inner:  # a graph compiled from a block, not from the whole model
        _BLOCKS_OF_GRAPH.setdefault(graph, {})[inner] = _class_name(_unwrapped(module))
    if in_graph and in_graph != "(root)":
        return f"{inner}.{in_graph}" if inner else in_graph
    return inner


# An Inductor output module, by the sha256 of its source: line of a collective's call -> (module path in the
# graph, Dynamo graph). Keyed by the text, not by the module's file: torch wraps the compiled callable
# (``align_inputs_from_check_idxs`` on CUDA), so no attribute of it reliably names the file it runs from.
_INDUCTOR_CODE: dict[str, dict[int, tuple[str, str, tuple[str, str] | None]]] = {}
_FILE_DIGESTS: dict[str, str] = {}  # an output module's file -> the sha256 of its source ("" when unreadable)
_INDUCTOR_CALL = "call"  # the function of an Inductor output module that runs the graph (a method in newer torch)
_SOURCE_NODES = re.compile(r"#.* Source Nodes: \[([^\]]*)\]")
_COLLECTIVE_CALL = re.compile(r"\btorch\.ops\._c10d_functional\.(\w+)\.")


def collective_paths(gm: torch.fx.GraphModule) -> dict[str, tuple[str, tuple[str, str] | None]]:
    """The module path of each functional collective of ``gm``, and its data-dependent sizes
    (``collective_sizes.of_node``), by the name of the graph node it came from (the names Inductor's comments
    give) and its op (``all_reduce``, which Inductor may call in place as ``all_reduce_``), read before
    Inductor's passes rewrite ``gm`` in place."""
    paths: dict[str, tuple[str, tuple[str, str] | None]] = {}
    for node in gm.graph.nodes:
        if node.op == "call_function" and getattr(node.target, "namespace", "") == "_c10d_functional":
            found = (provenance.own_path(node), collective_sizes.of_node(node))
            for origin in (node.name, *(source.name for source in node.meta.get("from_node") or ())):
                paths.setdefault(f"{origin}:{node.target._opname.rstrip('_')}", found)
    return paths


def place_inductor_collectives(compiled: Any, paths: dict[str, tuple[str, tuple[str, str] | None]],
                               graph: str) -> None:
    """Map each line of ``compiled``'s code that calls a functional collective to its module path in the
    graph (``paths``, from ``collective_paths``), so a collective it runs on real tensors has its site."""
    source = getattr(compiled, "source_code", None)
    if not isinstance(source, str):
        return
    lines: dict[int, tuple[str, str, tuple[str, str] | None]] = {}
    names: list[str] = []
    for number, line in enumerate(source.split("\n"), start=1):
        comment = _SOURCE_NODES.search(line)
        if comment:
            names = [name.strip() for name in comment.group(1).split(",") if name.strip()]
            continue
        call = _COLLECTIVE_CALL.search(line)
        if call and names:
            op = call.group(1).rstrip("_")
            path, sizes = next((paths[f"{name}:{op}"] for name in names if f"{name}:{op}" in paths), ("", None))
            if path or sizes is not None:
                lines[number] = (path, graph, sizes)
    if lines:
        _INDUCTOR_CODE.setdefault(_digest(source), lines)


def _inductor_line(filename: str, line: int) -> tuple[str, str, tuple[str, str] | None]:
    """The module path, Dynamo graph and data-dependent sizes of the collective an Inductor output module calls
    at ``line``."""
    if filename not in _FILE_DIGESTS:
        try:
            _FILE_DIGESTS[filename] = _digest(Path(filename).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError):
            _FILE_DIGESTS[filename] = ""
    return _INDUCTOR_CODE.get(_FILE_DIGESTS[filename], {}).get(line, ("", "", None))


def _digest(source: str) -> str:
    return hashlib.sha256(source.encode("utf-8")).hexdigest()


def mark_compiled_from(gm: torch.fx.GraphModule, graph: str) -> None:
    """Say that ``gm`` (a stage's graph about to run) was compiled from Dynamo graph ``graph``: its backward
    is then known to be a block's when its forward ran inside one."""
    gm.meta[_GRAPH_KEY] = graph


def _graph_node_path(frame: types.FrameType) -> tuple[str, str, tuple[str, str] | None]:
    """The module path of the node a GraphModule's ``forward`` frame is running, the Dynamo graph it
    was compiled from (each "" when not known), and the node's data-dependent sizes."""
    gm = frame.f_locals.get("self")
    lines = getattr(gm, "_lineno_map", None)
    if not isinstance(gm, torch.fx.GraphModule) or not lines:
        return "", "", None
    graph = str(gm.meta.get(_GRAPH_KEY, ""))
    index = lines.get(frame.f_lineno - frame.f_code.co_firstlineno)
    node = _nth(gm.graph, index) if index is not None else None
    if node is None:
        return "", graph, None
    return provenance.own_path(node), graph, collective_sizes.of_node(node)


def _nth(graph: torch.fx.Graph, index: int) -> Any:
    for at, node in enumerate(graph.nodes):
        if at == index:
            return node
    return None


def _in_block(graph: str, in_graph: str) -> str:
    """The site of a collective of a graph run outside any module call (a backward, from the autograd engine).

    A graph whose forward only ever ran in one block belongs to that block; one that many blocks share (a block
    compiled alone, every layer running it) is named by the block's class: which layer's it is, no frame says.
    """
    blocks = _BLOCKS_OF_GRAPH.get(graph)
    if not blocks or not in_graph:
        return in_graph
    classes = set(blocks.values())
    block = next(iter(blocks)) if len(blocks) == 1 else f"({classes.pop() if len(classes) == 1 else 'a block'})"
    return block if in_graph == "(root)" else f"{block}.{in_graph}"


def _class_name(module: torch.nn.Module) -> str:
    """The module's class as its library names it: not the class FSDP2's ``fully_shard`` makes of it
    (``FSDPTransformerBlock``), which torch.distributed defines."""
    return next((cls.__name__ for cls in type(module).__mro__
                 if not cls.__module__.startswith("torch.distributed.") and cls is not torch.nn.Module),
                type(module).__name__)


def _unwrapped(module: torch.nn.Module) -> torch.nn.Module:
    inner = getattr(module, _COMPILED_WRAPPER, None)
    return inner if isinstance(inner, torch.nn.Module) else module


class _Paths:
    """Each module's path in a model, by the module; a compiled submodule answers for the module it wraps."""

    def __init__(self, model: torch.nn.Module) -> None:
        self._by_id: dict[int, tuple[str, weakref.ref]] = {}
        for name, module in model.named_modules(remove_duplicate=False):
            path = ".".join(part for part in name.split(".") if part not in provenance.WRAPPERS)
            self._by_id.setdefault(id(module), (path, weakref.ref(module)))
        self._by_id[id(model)] = ("", weakref.ref(model))

    def get(self, module: torch.nn.Module) -> str | None:
        """``module``'s path; None for a module the model did not hold when it was read (an id is only
        trusted while it is still the same module's)."""
        found = self._by_id.get(id(module))
        return found[0] if found is not None and found[1]() is module else None


# the module paths of each model seen, by the model: named_modules() walks a model's every module
_NAMES: weakref.WeakKeyDictionary[torch.nn.Module, _Paths] = weakref.WeakKeyDictionary()


def _names(model: torch.nn.Module) -> _Paths:
    paths = _NAMES.get(model)
    if paths is None:
        paths = _NAMES[model] = _Paths(model)
    return paths
