"""A stack frame's function by the name it has in its source: ``pkg.mod.Class.method``,
``pkg.mod.outer.<locals>.inner``, found from the frame's file, line and function name alone.

An op's stack trace (``node.meta["stack_trace"]``) is text: it keeps no code object, and a frame's name is
the code's bare ``co_name`` (``forward``), which names nothing in its module. The file's source, compiled
again, holds every code object of the file with its ``co_qualname``; the frame's code is the one named as
the frame whose own lines hold the frame's line. A frame of a function Dynamo made to resume after a graph
break (``torch_dynamo_resume_in_forward_at_58``) runs the lines of the function it resumes, which is the
one named. Generated code (FX's ``<eval_with_key>.N``) has no source file: it gets no name.
"""

from __future__ import annotations

import functools
import importlib
import inspect
import linecache
import re
import sys
from pathlib import Path
from types import CodeType, ModuleType

_RESUMED = re.compile(r"^torch_dynamo_resume_in_(?P<name>.+)_at_\d+$")


def generated(file: str) -> bool:
    """Whether ``file`` names code made at run time (``<eval_with_key>.3``, ``<string>``), not a source file."""
    return file.startswith("<")


@functools.lru_cache(maxsize=1024)
def module_of_file(file: str) -> str:
    """The name of the imported module whose file is ``file``; its stem where none is.

    A frame's file is mostly its module's ``__file__`` as imported, so that is looked for first: resolving every
    module's file on the way (a few thousand, torch's) took half a second of each case's capture. Only a file
    no module names as such (imported through a link, or by another spelling of its path) is compared resolved.
    """
    modules = list(sys.modules.items())
    for name, module in modules:
        if getattr(module, "__file__", None) == file:
            return name
    resolved = _resolved(file) if file else ""
    for name, module in modules:
        origin = getattr(module, "__file__", None)
        if origin and _resolved(origin) == resolved:
            return name
    return Path(file).stem


@functools.lru_cache(maxsize=1 << 14)
def _resolved(file: str) -> str:
    return str(Path(file).resolve())


@functools.lru_cache(maxsize=512)
def _codes(file: str) -> tuple[tuple[CodeType, frozenset[int]], ...]:
    """Every function's code object in ``file`` with the lines it runs itself (not those of code nested in it)."""
    top = _module_code(file)
    if top is None:
        return ()
    found: list[tuple[CodeType, frozenset[int]]] = []
    pending = [top]
    while pending:
        code = pending.pop()
        nested = [const for const in code.co_consts if isinstance(const, CodeType)]
        pending.extend(nested)
        if code is not top:
            found.append((code, frozenset(line for _, _, line in code.co_lines() if line is not None)))
    return tuple(found)


@functools.lru_cache(maxsize=1 << 16)  # a model's layers run the same frames: each is looked up once
def qualname(file: str, line: int, function: str) -> str | None:
    """``function`` of the frame at ``file``:``line`` by its qualified name, None where the source has no such
    function (generated code, a file edited since it was imported)."""
    if generated(file):
        return None
    resumed = _RESUMED.match(function)
    name = resumed.group("name") if resumed else function
    matches = {code.co_qualname for code, lines in _codes(file) if code.co_name == name and line in lines}
    if len(matches) != 1:
        return None
    return f"{module_of_file(file)}.{matches.pop()}"


def resolves(qualified: str) -> bool:
    """Whether ``qualified`` (a provenance line's function) names a function its module has: the longest
    importable prefix is the module, the rest are attributes (``Class.method``); names only code holds
    (``<locals>``, ``<lambda>``, ``<listcomp>``) are found among the code objects of the function or module
    before them."""
    parts = qualified.split(".")
    for cut in range(len(parts) - 1, 0, -1):
        try:
            module = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        return _attribute_path(module, parts[cut:])
    return False


def _attribute_path(obj: object, names: list[str]) -> bool:
    for at, name in enumerate(names):
        if name.startswith("<"):
            return _code_path(obj, names[at:])
        if not hasattr(obj, name):
            return False
        obj = getattr(obj, name)
    return callable(obj)


def _code_path(obj: object, names: list[str]) -> bool:
    if isinstance(obj, ModuleType):
        file = getattr(obj, "__file__", None)
        code: CodeType | None = _module_code(file) if file else None
    else:
        function = inspect.unwrap(getattr(obj, "__func__", obj))  # type: ignore[arg-type]
        code = getattr(function, "__code__", None)
    for name in names:
        if code is None:
            return False
        if name != "<locals>":
            code = next((c for c in code.co_consts if isinstance(c, CodeType) and c.co_name == name), None)
    return code is not None


@functools.lru_cache(maxsize=256)
def _module_code(file: str) -> CodeType | None:
    source = "".join(linecache.getlines(file))
    try:
        return compile(source, file, "exec", dont_inherit=True) if source else None
    except (SyntaxError, ValueError):
        return None
