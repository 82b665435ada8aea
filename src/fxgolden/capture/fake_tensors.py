"""Capture on fake tensors: a case's graphs at production sizes, with no weight or activation allocated.

Inside ``captured_on_fake_tensors`` every tensor a case body makes is a ``FakeTensor`` (torch's
``FakeTensorMode``: shapes, strides, dtypes and devices, no storage), so a model of 70B parameters
costs what its Python objects cost. Dynamo, AOTAutograd (forward, backward, the partitioner) and
Inductor's code generation see the real sizes and compile exactly as with real tensors: they trace on
fake tensors of their own either way. What changes is only what runs afterwards, and it must leave no
trace in a golden:

- compiled code: Inductor still generates its output code (captured as usual) but builds no kernel
  (``torch_compat.kernels_not_compiled``); the recorder runs the graph Inductor was given instead,
  on the fake tensors, so the call returns outputs of the right shapes and the backward compiles;
- collectives: a functional collective on fake tensors is answered by its fake kernel and never
  reaches the process group, so the collectives log would miss every collective of a compiled
  graph. The mode logs each one itself, as the line the process group would have logged
  (``collective_log.describe_call``: the same describer, from the arguments the op's kernel would have
  passed to the group), so ``collectives.txt`` is the same file. Collectives called eagerly
  (``torch.distributed.*``: FSDP2's, DDP's) still reach the fake group and are logged there;
- a functional collective's eager result: an ``AsyncCollectiveTensor`` as on real tensors (a compiled block
  then takes it not yet waited on, and waits in its graph), though torch's fake kernel returns a plain tensor
  and torch counts any fake mode as tracing (``torch_compat.funcol_eager_under``);
- device meshes: real tensors (torch reads their rank layout back); a value read inside a compiled graph
  (an MoE's routing) is an unbacked symbol of the mode's shape environment.

No numerics: nothing computes a value. ``tests/test_fake_tensors.py`` proves, case by case of a
selection of the catalog, that the goldens are the bytes a real-tensor capture gives.
"""

from __future__ import annotations

import contextlib
import copy
import functools
import sys
from typing import TYPE_CHECKING, Any, Iterator

import torch
from torch.utils._pytree import tree_leaves

from fxgolden.base import torch_compat

if TYPE_CHECKING:
    from fxgolden.capture.collective_log import CollectiveLog


def _group_name(group: Any) -> str:
    """The group argument of a functional collective: its name, or a process group (torch >= 2.13 passes either)."""
    return group if isinstance(group, str) else str(getattr(group, "group_name", group))


def _outputs(result: Any) -> list[Any]:
    return list(result) if isinstance(result, (list, tuple)) else [result]


def _process_group_call(op: str, args: tuple[Any, ...], kwargs: dict[str, Any],
                        result: Any) -> tuple[str, str, tuple[Any, ...], dict[str, Any]] | None:
    """The process-group method a functional collective's kernel calls, with its arguments: (group name,
    method, args, options), or None for an op that calls none (``wait_tensor``)."""
    from types import SimpleNamespace

    from torch.distributed import ReduceOp

    def reduce(name: str) -> Any:
        return SimpleNamespace(reduceOp=getattr(ReduceOp, name.upper()))

    out = _outputs(result)
    if op in ("all_reduce", "all_reduce_"):
        return _group_name(args[2]), "allreduce", ([args[0]],), {"opts": reduce(args[1])}
    if op in ("all_reduce_coalesced", "all_reduce_coalesced_"):
        return _group_name(args[2]), "allreduce_coalesced", (list(args[0]),), {"opts": reduce(args[1])}
    if op in ("all_gather_into_tensor", "all_gather_into_tensor_out"):
        return _group_name(args[2]), "_allgather_base", (out[0], args[0]), {}
    if op == "all_gather_into_tensor_coalesced":
        return _group_name(args[2]), "allgather_into_tensor_coalesced", (out, list(args[0])), {}
    if op in ("reduce_scatter_tensor", "reduce_scatter_tensor_out"):
        return _group_name(args[3]), "_reduce_scatter_base", (out[0], args[0]), {"opts": reduce(args[1])}
    if op == "reduce_scatter_tensor_coalesced":
        return (_group_name(args[3]), "reduce_scatter_tensor_coalesced", (out, list(args[0])),
                {"opts": reduce(args[1])})
    if op == "all_to_all_single":
        return _group_name(args[3]), "alltoall_base", (out[0], args[0], list(args[1]), list(args[2])), {}
    if op in ("broadcast", "broadcast_"):
        return _group_name(args[2]), "broadcast", ([args[0]],), {"opts": SimpleNamespace(rootRank=args[1])}
    return None


@functools.cache
def _logging_mode_class() -> type:
    """The mode's class, made once a process (higher-order ops keep a rule per mode class)."""
    from fxgolden.capture import collective_sites
    from fxgolden.capture.collective_log import Collective, describe_call

    base: Any = torch_compat.fake_tensor_mode_class()
    wrap_as_async_collective = torch_compat.wrap_as_async_collective_op()

    class LoggingFakeTensorMode(base):
        """torch's ``FakeTensorMode`` that logs the functional collectives it answers (see the module docstring)."""

        def __init__(self, log: "CollectiveLog | None") -> None:
            # a shape environment: a value read inside a compiled graph (an MoE's tokens per expert, under
            # Dynamo's capture_scalar_outputs) is an unbacked symbol there, and so it is here when the graph runs
            super().__init__(allow_non_fake_inputs=True, shape_env=torch_compat.shape_env())
            self._log = log

        def __torch_dispatch__(self, func: Any, types: Any, args: Any = (), kwargs: Any = None) -> Any:
            if _stays_real(args, kwargs):
                with torch_compat.fake_modes_unset():
                    return func(*args, **(kwargs or {}))
            if func is wrap_as_async_collective:
                # its fake kernel returns a plain tensor where its kernel returns an AsyncCollectiveTensor: a
                # compiled block would then take a tensor already waited on, and trace no wait of its own
                return torch_compat.async_collective_tensor(args[0])
            result = super().__torch_dispatch__(func, types, args, kwargs)
            if self._log is not None and self._log.active and func.namespace in FUNCTIONAL_NAMESPACES:
                call = _process_group_call(func._opname, tuple(args), dict(kwargs or {}), result)
                if call is not None:
                    group, method, call_args, call_kwargs = call
                    collective, tensors, detail = describe_call(method, call_args, call_kwargs)
                    self._log.add(Collective(group, collective, tensors, detail,
                                             site=collective_sites.site_of_current_call()))
            return result

    return LoggingFakeTensorMode


# Where a tensor describes the world, not the model: a device mesh's rank layout, which torch reads back
# (``tolist``) to make its groups. Made inside these modules, it is a real tensor, and so is what is computed
# from real tensors alone.
_WORLD_MODULES = ("torch.distributed.device_mesh", "torch.distributed._mesh_layout")
_FRAMES_LOOKED_AT = 12


def _stays_real(args: Any, kwargs: Any) -> bool:
    """Whether an op runs on real tensors: every tensor it takes is real (a mesh's layout, a constant made before
    the capture), or it takes none and a device mesh is being built (``_WORLD_MODULES``)."""
    tensors = [leaf for leaf in tree_leaves((args, kwargs)) if isinstance(leaf, torch.Tensor)]
    if tensors:
        return not any(torch_compat.is_fake_tensor(t) for t in tensors)
    frame: Any = sys._getframe(2)
    for _ in range(_FRAMES_LOOKED_AT):
        if frame is None:
            return False
        if frame.f_globals.get("__name__", "").startswith(_WORLD_MODULES):
            return True
        frame = frame.f_back
    return False


# The namespaces of the ops that are collectives in a graph (``_dtensor``'s one CPU collective falls back to
# an all-gather inside its Python wrapper, before any op is dispatched).
FUNCTIONAL_NAMESPACES = ("_c10d_functional", "_c10d_functional_autograd")


@contextlib.contextmanager
def captured_on_fake_tensors(log: "CollectiveLog | None") -> Iterator[None]:
    """Inside the block tensors are fake, no kernel is built, and functional collectives are logged into ``log``."""
    mode_class = _logging_mode_class()
    torch_compat.higher_order_ops_see_as_fake_mode(mode_class)  # ops registered since the class was made too
    mode = mode_class(log)
    with torch_compat.kernels_not_compiled(), torch_compat.funcol_eager_under(mode), mode:
        yield


def kept_copy(gm: Any) -> Any:
    """A copy of a graph Inductor is given, taken before Inductor's passes rewrite it in place: on fake tensors
    the recorder runs it where compiled code would run."""
    return torch.fx.GraphModule(gm, copy.deepcopy(gm.graph))


# What torch warns because the tensors are fake, not because of the graph (measured on torch 2.11 with CUDA:
# FSDP1's flat parameters read data_ptr() of every parameter, once a warning, on fake tensors).
_CAPTURE_WARNINGS = ("Accessing the data pointer of FakeTensor is deprecated",)


def without_capture_warnings(warned: list[str]) -> list[str]:
    """``warned`` (the summary's warnings of a capture on fake tensors) without those the fake tensors caused."""
    return [w for w in warned if not any(marker in w for marker in _CAPTURE_WARNINGS)]


# How a message names the class of a tensor: on fake tensors every tensor is a FakeTensor, the stand-in for
# torch.Tensor, so an expected error's text names the class a real-tensor run names.
_FAKE_TENSOR_CLASS = "<class 'torch._subclasses.fake_tensor.FakeTensor'>"
_TENSOR_CLASS = "<class 'torch.Tensor'>"


def as_real_tensors(message: str) -> str:
    """``message`` (an expected error's first line) as a real-tensor run words it."""
    return message.replace(_FAKE_TENSOR_CLASS, _TENSOR_CLASS)


def symbolic_values(notes: dict[str, Any]) -> list[str]:
    """The keys of ``notes`` (a case's ``ctx.note``s) whose value holds a symbol: a value read on fake tensors."""

    def symbolic(value: Any) -> bool:
        if isinstance(value, (torch.SymInt, torch.SymFloat, torch.SymBool)):
            return True
        if isinstance(value, dict):
            return any(symbolic(v) for v in value.values())
        return isinstance(value, (list, tuple)) and any(symbolic(v) for v in value)

    return sorted(key for key, value in notes.items() if symbolic(value))


class NotOnFakeTensors(RuntimeError):
    """What a case does that a capture on fake tensors cannot give as a real-tensor run would."""


COMPILED_AUTOGRAD = ("compiled autograd records whether each gradient is a tensor subclass, and on fake tensors "
                     "every gradient is one (FakeTensor): its graphs would not be the real-tensor goldens")
FIX = ("capture this case on real tensors (drop tensors=Tensors.FAKE from the case, or --fake-tensors from the "
       "run); on fake tensors a body may build, shard and compile a model, but not read values (allclose, .item(), "
       "printing a tensor, a DDP-style parameter check) or use compiled autograd")


def why_not(failure: BaseException) -> str | None:
    """Why ``failure`` (raised while a case body ran on fake tensors) means the case cannot run on them, or None."""
    seen: set[int] = set()
    error: BaseException | None = failure
    while error is not None and id(error) not in seen:
        seen.add(id(error))
        name = type(error).__name__
        if isinstance(error, NotOnFakeTensors):
            return str(error)
        if name in ("DataDependentOutputException", "DynamicOutputShapeException"):
            return f"the case body read a tensor's value ({error}), which a fake tensor does not have"
        if name == "GuardOnDataDependentSymNode":
            first = (str(error).strip().splitlines() or [""])[0]
            return f"the case body branched on a tensor's value, which a fake tensor does not have ({first})"
        if "data is not allocated yet" in str(error):
            return "the case body read a tensor's storage, which a fake tensor does not have"
        error = error.__cause__ or error.__context__
    return None
