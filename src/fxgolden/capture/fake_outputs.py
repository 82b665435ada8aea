"""What a fake collective writes into its outputs, the same on every torch build.

The fake process group moves nothing, but since torch 2.13 its backend writes what it can derive from
this rank's inputs (torch's NOTE [FakeProcessGroup collective semantics]): a reduce-scatter this rank's
chunk of its input, an all-to-all its input, a scatter's root its own piece. torch 2.11's backend writes
none of these (measured: outputs filled with NaN before the call stay NaN), so those outputs held
uninitialized memory, and a case's numerics compared garbage: on torch 2.11, 9 catalog cases failed their
numerics (every ``spmd/collectives_*`` variant on the reduce-scatter, one element of six, in every run).

The recording group (``collective_log``) writes the same values before it hands the call to the backend.
A backend that writes its outputs overwrites them, so on torch 2.13 and later nothing changes; on older
builds the outputs hold what newer ones would write, and numerics compare the same numbers on every build.
"""

from __future__ import annotations

from typing import Any, Callable

Fill = Callable[[int, int, tuple[Any, ...]], None]  # (rank, size, the method's arguments: outputs, inputs, ...)


def _chunk_of(rank: int, size: int, args: tuple[Any, ...]) -> None:
    out, inp = args[0], args[1]
    out.copy_(inp.chunk(size)[rank].reshape_as(out))


def _chunks_of(rank: int, size: int, args: tuple[Any, ...]) -> None:
    for out, inp in zip(args[0], args[1]):
        out.copy_(inp.chunk(size)[rank].reshape_as(out))


def _pieces_of(rank: int, size: int, args: tuple[Any, ...]) -> None:
    for out, pieces in zip(args[0], args[1]):
        out.copy_(pieces[rank])


def _flat_copy(rank: int, size: int, args: tuple[Any, ...]) -> None:
    """As much of the input as fits, the rest zero (the newer backend's all_to_all_single): copied first, so
    an all-to-all in place stays as it was. Its buffers are contiguous (torch checks)."""
    if not (args[0].is_contiguous() and args[1].is_contiguous()):
        return
    out, inp = args[0].view(-1), args[1].view(-1)
    copied = min(out.numel(), inp.numel())
    out[:copied].copy_(inp[:copied])
    out[copied:].zero_()


def _pairwise(rank: int, size: int, args: tuple[Any, ...]) -> None:
    for out, inp in zip(args[0], args[1]):
        out.copy_(inp)


def _root_piece(rank: int, size: int, args: tuple[Any, ...]) -> None:
    outs, ins, opts = args[0], args[1], args[2] if len(args) > 2 else None
    if getattr(opts, "rootRank", 0) == rank and ins:
        outs[0].copy_(ins[0][rank])


# The process-group methods whose outputs the newer fake backend derives from local inputs.
FILLS: dict[str, Fill] = {
    "_reduce_scatter_base": _chunk_of,
    "reduce_scatter_single": _chunk_of,
    "reduce_scatter_tensor_coalesced": _chunks_of,
    "reduce_scatter_single_coalesced": _chunks_of,
    "reduce_scatter": _pieces_of,
    "alltoall_base": _flat_copy,
    "all_to_all_single": _flat_copy,
    "alltoall": _pairwise,
    "scatter": _root_piece,
}


def fill(method: str, rank: int, size: int, args: tuple[Any, ...]) -> None:
    """Write what the newer fake backend writes into the outputs of ``method`` (a no-op for the others)."""
    write = FILLS.get(method)
    if write is None or len(args) < 2:
        return
    import torch

    with torch.no_grad():  # a backend writes outputs below autograd
        write(rank, size, args)
