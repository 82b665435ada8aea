"""The collectives the fake process group ran, in order, eager and compiled: the ``collectives`` artifact.

A compiled graph shows the collectives inside it; FSDP2's hooks, DDP's reducer and DTensor's eager
redistributes issue theirs outside any graph, where no other artifact sees them. Every collective,
eager or compiled, ends at the process group, so the fake world's groups are Python process groups
(``torch.distributed.ProcessGroup`` subclasses, torch's hook for them) that log each call and hand
it to the fake backend unchanged.

One line per collective: group alias, collective, its tensors (dtype and shape), its reduce op or
root. The C++ entry torch uses for one collective changes between builds (``_allgather_base``,
``all_gather_single``, a one-tensor ``allgather_into_tensor_coalesced``), so lines name the
collective, not the entry: a golden changes when what is communicated changes.
"""

from __future__ import annotations

import contextlib
import dataclasses
from typing import Any, Iterator, Sequence

from fxgolden import torch_compat

DEVICES = ("cpu", "cuda")
HEADER = "# collectives the process group ran during the compiled call, in order (eager and compiled)"


@dataclasses.dataclass(frozen=True)
class Collective:
    """One call into a process group."""

    group: str  # the group's name (rendered as its alias)
    name: str  # the collective, as torch.distributed's Python API names it
    tensors: str  # "float32[4, 8] -> float32[8, 8]"
    detail: str = ""  # "sum", "root 0", "peer 1"


class CollectiveLog:
    """The calls made while ``recording()``; outside it the groups only pass calls through."""

    def __init__(self) -> None:
        self.calls: list[Collective] = []
        self._on = False

    @contextlib.contextmanager
    def recording(self) -> Iterator[None]:
        """Log the collectives run inside the block (the compiled call: its window is the same in every run)."""
        self._on = True
        try:
            yield
        finally:
            self._on = False

    def add(self, call: Collective) -> None:
        if self._on:
            self.calls.append(call)

    def render(self, aliases: dict[str, str]) -> str:
        """The artifact's text; groups without an alias (a case's own ``new_group``) are ``group<N>``."""
        names = dict(aliases)
        lines = [HEADER]
        for call in self.calls:
            if call.group not in names:
                names[call.group] = f"group{sum(1 for v in names.values() if v.startswith('group'))}"
            detail = f" ({call.detail})" if call.detail else ""
            lines.append(f"{names[call.group]}: {call.name} {call.tensors}{detail}")
        return "\n".join(lines) + "\n"


def _describe(value: Any) -> str:
    import torch

    if isinstance(value, torch.Tensor):
        return f"{str(value.dtype).removeprefix('torch.')}[{', '.join(str(d) for d in value.shape)}]"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_describe(v) for v in value) + "]"
    return repr(value)


def _flow(inputs: Any, outputs: Any) -> str:
    return f"{_describe(inputs)} -> {_describe(outputs)}"


def _reduce(opts: Any) -> str:
    op = getattr(opts, "reduceOp", None)
    name = str(getattr(op, "op", op))  # ReduceOp wraps a RedOpType
    return name.rsplit(".", 1)[-1].lower() if op is not None else ""


def _pairs(outputs: Sequence[Any], inputs: Sequence[Any]) -> str:
    if len(outputs) == 1:
        return _flow(inputs[0], outputs[0])
    return _flow(list(inputs), list(outputs))


def recording_group_class() -> type:
    """The Python process-group class (built on first use: importing torch.distributed is not free)."""
    global _GROUP_CLASS
    if _GROUP_CLASS is None:
        _GROUP_CLASS = _build_group_class()
    return _GROUP_CLASS


_GROUP_CLASS: type | None = None


def _build_group_class() -> type:
    import torch.distributed as dist

    base: Any = dist.ProcessGroup  # typed Any: the methods below take what the C++ trampoline passes

    class RecordingProcessGroup(base):
        """A fake process group that logs each collective before its fake backend runs it."""

        def __init__(self, backend: Any, rank: int, size: int, log: CollectiveLog) -> None:
            super().__init__(rank, size)
            self._fake = backend
            self._log = log
            torch_compat.register_backend(self, DEVICES, backend)

        def _note(self, name: str, tensors: str, detail: str = "") -> None:
            self._log.add(Collective(self.group_name, name, tensors, detail))

        # --- one method per entry torch calls; each logs the collective and forwards to the fake backend

        def allreduce(self, tensors: Any, opts: Any = None) -> Any:
            self._note("all_reduce", _describe(tensors[0] if len(tensors) == 1 else tensors), _reduce(opts))
            return self._fake.allreduce(tensors, opts)

        def allreduce_coalesced(self, tensors: Any, opts: Any = None) -> Any:
            self._note("all_reduce_coalesced", _describe(tensors), _reduce(opts))
            return self._fake.allreduce_coalesced(tensors, opts)

        def allgather(self, output_lists: Any, inputs: Any, opts: Any = None) -> Any:
            self._note("all_gather", _flow(inputs, output_lists))
            return self._fake.allgather(output_lists, inputs, opts)

        def allgather_coalesced(self, output_lists: Any, inputs: Any, opts: Any = None) -> Any:
            self._note("all_gather_coalesced", _flow(inputs, output_lists))
            return self._fake.allgather_coalesced(output_lists, inputs, opts)

        def _allgather_base(self, output: Any, input: Any, opts: Any = None) -> Any:
            self._note("all_gather_into_tensor", _flow(input, output))
            return self._fake._allgather_base(output, input, opts)

        all_gather_single = _allgather_base

        def allgather_into_tensor_coalesced(self, outputs: Any, inputs: Any, opts: Any = None) -> Any:
            self._note("all_gather_into_tensor", _pairs(outputs, inputs))
            work = None
            for output, input in zip(outputs, inputs):
                work = self._fake._allgather_base(output, input, opts)
            return work

        all_gather_single_coalesced = allgather_into_tensor_coalesced

        def reduce_scatter(self, outputs: Any, input_lists: Any, opts: Any = None) -> Any:
            self._note("reduce_scatter", _flow(input_lists, outputs), _reduce(opts))
            return self._fake.reduce_scatter(outputs, input_lists, opts)

        def _reduce_scatter_base(self, output: Any, input: Any, opts: Any = None) -> Any:
            self._note("reduce_scatter_tensor", _flow(input, output), _reduce(opts))
            return self._fake._reduce_scatter_base(output, input, opts)

        reduce_scatter_single = _reduce_scatter_base

        def reduce_scatter_tensor_coalesced(self, outputs: Any, inputs: Any, opts: Any = None) -> Any:
            self._note("reduce_scatter_tensor", _pairs(outputs, inputs), _reduce(opts))
            work = None
            for output, input in zip(outputs, inputs):
                work = self._fake._reduce_scatter_base(output, input, opts)
            return work

        reduce_scatter_single_coalesced = reduce_scatter_tensor_coalesced

        def alltoall_base(self, output: Any, input: Any, output_splits: Any, input_splits: Any,
                          opts: Any = None) -> Any:
            self._note("all_to_all_single", _flow(input, output),
                       f"splits {list(input_splits)} -> {list(output_splits)}" if input_splits else "")
            return self._fake.alltoall_base(output, input, output_splits, input_splits, opts)

        all_to_all_single = alltoall_base

        def alltoall(self, outputs: Any, inputs: Any, opts: Any = None) -> Any:
            self._note("all_to_all", _flow(inputs, outputs))
            return self._fake.alltoall(outputs, inputs, opts)

        def broadcast(self, tensors: Any, opts: Any = None) -> Any:
            self._note("broadcast", _describe(tensors[0] if len(tensors) == 1 else tensors),
                       f"root {getattr(opts, 'rootRank', 0)}")
            return self._fake.broadcast(tensors, opts)

        def reduce(self, tensors: Any, opts: Any = None) -> Any:
            self._note("reduce", _describe(tensors), f"{_reduce(opts)}, root {getattr(opts, 'rootRank', 0)}")
            return self._fake.reduce(tensors, opts)

        def gather(self, output_lists: Any, inputs: Any, opts: Any = None) -> Any:
            self._note("gather", _flow(inputs, output_lists), f"root {getattr(opts, 'rootRank', 0)}")
            return self._fake.gather(output_lists, inputs, opts)

        def scatter(self, outputs: Any, input_lists: Any, opts: Any = None) -> Any:
            self._note("scatter", _flow(input_lists, outputs), f"root {getattr(opts, 'rootRank', 0)}")
            return self._fake.scatter(outputs, input_lists, opts)

        def barrier(self, opts: Any = None) -> Any:
            self._note("barrier", "")
            return self._fake.barrier(opts) if opts is not None else self._fake.barrier()

        def send(self, tensors: Any, dst: int, tag: int) -> Any:
            self._note("send", _describe(tensors), f"peer {dst}")
            return self._fake.send(tensors, dst, tag)

        def recv(self, tensors: Any, src: int, tag: int) -> Any:
            self._note("recv", _describe(tensors), f"peer {src}")
            return self._fake.recv(tensors, src, tag)

    return RecordingProcessGroup


@contextlib.contextmanager
def fake_groups_logging_into(log: CollectiveLog) -> Iterator[None]:
    """Fake process groups made inside the block log their collectives into ``log``."""
    group_class = recording_group_class()
    with torch_compat.fake_backend_wrapped(lambda backend, rank, size: group_class(backend, rank, size, log)):
        yield
