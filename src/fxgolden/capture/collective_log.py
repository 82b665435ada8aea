"""The collectives the fake process group ran, in order, eager and compiled: the ``collectives`` artifact.

A compiled graph shows the collectives inside it; FSDP2's hooks, DDP's reducer and DTensor's eager
redistributes issue theirs outside any graph, where no other artifact sees them. Every collective,
eager or compiled, ends at the process group, so the fake world's groups are Python process groups
(``torch.distributed.ProcessGroup`` subclasses, torch's hook for them) that log each call and hand
it to the fake backend unchanged.

One line per collective: group alias, collective, its tensors (dtype and shape), its reduce op or
root, and after `` @ `` the module that ran it (``collective_sites``). The C++ entry torch uses for
one collective changes between builds (``_allgather_base``, ``all_gather_single``, a one-tensor
``allgather_into_tensor_coalesced``), so lines name the collective, not the entry: a
golden changes when what is communicated changes.
"""

from __future__ import annotations

import contextlib
import dataclasses
import re
from typing import Any, Callable, Iterator, Sequence

from fxgolden.base import torch_compat
from fxgolden.capture import fake_outputs
from fxgolden.capture.collective_sizes import describe, sizes

DEVICES = ("cpu", "cuda")
HEADER = "# collectives the process group ran while the case body ran, in order (eager and compiled)"
# The two phases of a case body: building and parallelizing its model (a sharded model's scatters and
# broadcasts), then the compiled call and whatever ran eagerly around it (FSDP2's hooks, DDP's reducer).
SETUP = "# setup: before the first compiled call (building, sharding, parallelizing)"
COMPILED = "# from the first compiled call on"
NO_COMPILED_CALL = "# no compiled call ran"
SITE = " @ "  # before the module path of the module that ran the collective


@dataclasses.dataclass(frozen=True)
class Collective:
    """One call into a process group."""

    group: str  # the group's name (rendered as its alias)
    name: str  # the collective, as torch.distributed's Python API names it
    tensors: str  # "float32[4, 8] -> float32[8, 8]"
    detail: str = ""  # "sum", "root 0", "peer 1"
    site: str = ""  # the module that ran it: "layers.3.attention" (``collective_sites``); "" outside any


class CollectiveLog:
    """The calls made while ``recording()``; outside it the groups only pass calls through."""

    def __init__(self) -> None:
        self.calls: list[Collective] = []
        self.compiled_from: int | None = None  # how many calls the setup made, once a compiled call started
        self._on = False

    def compiled_call_starts(self) -> None:
        """The body calls something compiled (``ctx.compile``'s result, ``ctx.make_fx``'s, compiled
        autograd): the calls before were its setup."""
        if self._on and self.compiled_from is None:
            self.compiled_from = len(self.calls)

    @contextlib.contextmanager
    def recording(self) -> Iterator[None]:
        """Log the collectives run inside the block (the compiled call: its window is the same in every run)."""
        self._on = True
        try:
            yield
        finally:
            self._on = False

    @property
    def active(self) -> bool:
        """Inside ``recording()``."""
        return self._on

    def add(self, call: Collective) -> None:
        if self._on:
            self.calls.append(call)

    def render(self, aliases: dict[str, str]) -> str:
        """The artifact's text; groups without an alias (a case's own ``new_group``) are ``group<N>``."""
        names = dict(aliases)
        lines = [HEADER]
        split = self.compiled_from
        for at, call in enumerate(self.calls):
            if at == 0 and split != 0:
                lines.append(SETUP if split is not None else NO_COMPILED_CALL)
            if at == split:
                lines.append(COMPILED)
            if call.group not in names:
                names[call.group] = f"group{sum(1 for v in names.values() if v.startswith('group'))}"
            detail = f" ({call.detail})" if call.detail else ""
            site = f"{SITE}{call.site}" if call.site else ""
            lines.append(_symbols_renumbered(f"{names[call.group]}: {call.name} {call.tensors}{detail}") + site)
        return "\n".join(lines) + "\n"


_UNBACKED = re.compile(r"\bu(\d+)\b")
_SUM_OF_SYMBOLS = re.compile(r"\bu\d+(?: \+ u\d+)+\b")


def _symbols_renumbered(line: str) -> str:
    """``line`` with its data-dependent sizes (unbacked symbols, ``u37``: an MoE's tokens per expert on fake
    tensors) numbered from ``u0`` in the order of their numbers, and their sums in that order too: the numbers
    come from a process-wide counter, not from this collective, so the dispatch of every MoE layer reads the
    same (sympy prints ``u10 + u11 + u8 + u9`` in the order of its strings)."""
    numbers = sorted({int(n) for n in _UNBACKED.findall(line)})
    if not numbers:
        return line
    new = {n: f"u{i}" for i, n in enumerate(numbers)}
    line = _UNBACKED.sub(lambda m: new[int(m.group(1))], line)
    return _SUM_OF_SYMBOLS.sub(lambda m: " + ".join(sorted(m.group(0).split(" + "), key=lambda u: int(u[1:]))), line)


def _flow(inputs: Any, outputs: Any) -> str:
    return f"{describe(inputs)} -> {describe(outputs)}"


def _reduce(opts: Any) -> str:
    op = getattr(opts, "reduceOp", None)
    name = str(getattr(op, "op", op))  # ReduceOp wraps a RedOpType
    return name.rsplit(".", 1)[-1].lower() if op is not None else ""


def _pairs(outputs: Sequence[Any], inputs: Sequence[Any]) -> str:
    if len(outputs) == 1:
        return _flow(inputs[0], outputs[0])
    return _flow(list(inputs), list(outputs))


def _root(opts: Any) -> str:
    return f"root {getattr(opts, 'rootRank', 0)}"


def _one_or_all(tensors: Sequence[Any]) -> str:
    return describe(tensors[0] if len(tensors) == 1 else list(tensors))


def _gather_one(out: Any, inp: Any, opts: Any = None) -> tuple[str, str]:
    return _flow(inp, out), ""


def _gather_pairs(outs: Any, ins: Any, opts: Any = None) -> tuple[str, str]:
    return _pairs(outs, ins), ""


def _scatter_one(out: Any, inp: Any, opts: Any = None) -> tuple[str, str]:
    return _flow(inp, out), _reduce(opts)


def _scatter_pairs(outs: Any, ins: Any, opts: Any = None) -> tuple[str, str]:
    return _pairs(outs, ins), _reduce(opts)


def _all_to_all(out: Any, inp: Any, out_splits: Any, in_splits: Any, opts: Any = None) -> tuple[str, str]:
    return _flow(inp, out), f"splits {sizes(in_splits)} -> {sizes(out_splits)}" if in_splits else ""


# The process-group methods torch calls (from torch.distributed's Python API and, through the C++
# trampoline, from functional collectives and compiled code), by the collective each one is, with
# what its arguments say: (collective, describe(args) -> (tensors, detail)). Entries that are one
# collective under two names (torch renamed them between builds) share their describer.
_METHODS: dict[str, tuple[str, Callable[..., tuple[str, str]]]] = {
    "allreduce": ("all_reduce", lambda ts, opts=None: (_one_or_all(ts), _reduce(opts))),
    "allreduce_coalesced": ("all_reduce_coalesced", lambda ts, opts=None: (describe(ts), _reduce(opts))),
    "allgather": ("all_gather", lambda outs, ins, opts=None: (_flow(ins, outs), "")),
    "allgather_coalesced": ("all_gather_coalesced", lambda outs, ins, opts=None: (_flow(ins, outs), "")),
    "_allgather_base": ("all_gather_into_tensor", _gather_one),
    "all_gather_single": ("all_gather_into_tensor", _gather_one),
    "allgather_into_tensor_coalesced": ("all_gather_into_tensor", _gather_pairs),
    "all_gather_single_coalesced": ("all_gather_into_tensor", _gather_pairs),
    "reduce_scatter": ("reduce_scatter", lambda outs, ins, opts=None: (_flow(ins, outs), _reduce(opts))),
    "_reduce_scatter_base": ("reduce_scatter_tensor", _scatter_one),
    "reduce_scatter_single": ("reduce_scatter_tensor", _scatter_one),
    "reduce_scatter_tensor_coalesced": ("reduce_scatter_tensor", _scatter_pairs),
    "reduce_scatter_single_coalesced": ("reduce_scatter_tensor", _scatter_pairs),
    "alltoall_base": ("all_to_all_single", _all_to_all),
    "all_to_all_single": ("all_to_all_single", _all_to_all),
    "alltoall": ("all_to_all", lambda outs, ins, opts=None: (_flow(ins, outs), "")),
    "broadcast": ("broadcast", lambda ts, opts=None: (_one_or_all(ts), _root(opts))),
    "reduce": ("reduce", lambda ts, opts=None: (_one_or_all(ts), f"{_reduce(opts)}, {_root(opts)}")),
    "gather": ("gather", lambda outs, ins, opts=None: (_flow(ins, outs), _root(opts))),
    "scatter": ("scatter", lambda outs, ins, opts=None: (_flow(ins, outs), _root(opts))),
    "barrier": ("barrier", lambda opts=None: ("", "")),
    "send": ("send", lambda ts, dst, tag: (_one_or_all(ts), f"peer {dst}")),
    "recv": ("recv", lambda ts, src, tag: (_one_or_all(ts), f"peer {src}")),
}


def describe_call(method: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[str, str, str]:
    """What a call of the process-group method ``method`` communicates: (collective, tensors, detail)."""
    collective, describer = _METHODS[method]
    tensors, detail = describer(*args, **kwargs)
    return collective, tensors, detail


def recording_group_class() -> type:
    """The Python process-group class (built on first use: importing torch.distributed is not free)."""
    global _GROUP_CLASS
    if _GROUP_CLASS is None:
        _GROUP_CLASS = _build_group_class()
    return _GROUP_CLASS


_GROUP_CLASS: type | None = None


def _build_group_class() -> type:
    import torch
    import torch.distributed as dist

    from fxgolden.capture import collective_sites

    base: Any = dist.ProcessGroup  # typed Any: the methods below take what the C++ trampoline passes

    class RecordingProcessGroup(base):
        """A fake process group that logs each collective, then runs it as torch would (its outputs first
        written as torch 2.13's fake backend writes them: ``fake_outputs``).

        A method of a Python process group replaces the C++ one for every caller, so calling the base
        class from it would recurse. Each call is forwarded to ``_plain``, a C++ process group on the
        same fake backend: the collective still dispatches its ``c10d`` op (a case's dispatch mode,
        CommDebugMode, sees it as before) and reaches the fake backend, as without the log.
        """

        def __init__(self, backend: Any, rank: int, size: int, log: CollectiveLog) -> None:
            super().__init__(rank, size)
            self._plain = dist.ProcessGroup(rank, size)  # type: ignore[call-arg]
            self._log = log
            torch_compat.register_backend(self, DEVICES, backend)
            torch_compat.register_backend(self._plain, DEVICES, backend)  # the same name: it is the backend's

    def forwarding(method: str) -> Callable[..., Any]:
        def call(self: Any, *args: Any, **kwargs: Any) -> Any:
            if self._log.active:
                call_site = collective_sites.current_call()
                collective, tensors, detail = describe_call(method, args, kwargs)
                if call_site.sizes is not None:  # data-dependent: as the graph's node holds them, symbols
                    tensors, detail = call_site.sizes
                self._log.add(Collective(self.group_name, collective, tensors, detail, site=call_site.path))
            fake_outputs.fill(method, self.rank(), self.size(), args)  # what torch >= 2.13's backend writes
            return getattr(self._plain, method)(*args, **kwargs)

        call.__name__ = method
        # torch calls it from C++ while a compiled function runs; a Python frame there is one Dynamo would
        # try to compile (it tried, in DDP's forward): torch's own method was C++, and so Dynamo never sees this
        return torch.compiler.disable(call, recursive=True)

    for method in _METHODS:
        if hasattr(base, method):  # torch builds differ in their entry points
            setattr(RecordingProcessGroup, method, forwarding(method))
    return RecordingProcessGroup


@contextlib.contextmanager
def fake_groups_logging_into(log: CollectiveLog) -> Iterator[None]:
    """Fake process groups made inside the block log their collectives into ``log``."""
    group_class = recording_group_class()
    with torch_compat.fake_backend_wrapped(lambda backend, rank, size: group_class(backend, rank, size, log)), \
            torch_compat.dynamo_sees_process_groups_in(group_class):
        yield
