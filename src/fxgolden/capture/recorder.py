"""Recording compilers: each stage the compiler passes through lands in one list.

A ``Recorder`` is the torch.compile backend of one compiled case run. It
names every captured text by something stable: the Dynamo graph's index in
this case's compile order (``g0``, ``g1``...) plus the stage
(``dynamo``, ``forward``, ``backward``, ``inference``, ``inductor_*``), never
by ``run_and_get_code``'s list position or the process-wide ``# AOT ID``.
Compiled-autograd graphs are ``ca0``..., ``make_fx`` traces ``t0``....
"""

from __future__ import annotations

import collections
import dataclasses
import itertools
from typing import Any, Callable

import torch

from fxgolden.base import torch_compat
from fxgolden.base.artifact import ArtifactName
from fxgolden.capture import collective_sites, fake_tensors, provenance, rank_classes
from fxgolden.catalog.case import Backend

# Namespaces whose ops are collectives or waits, in every graph kind.
COLLECTIVE_NAMESPACES = ("_c10d_functional", "c10d_functional", "c10d", "_dtensor")
_RECORDERS = itertools.count()  # each recorder's graphs are its own to collective_sites, in-process runs included


@dataclasses.dataclass(frozen=True)
class RawArtifact:
    """One captured text before normalization, with facts read from its graph."""

    name: ArtifactName  # e.g. g0.forward: made here, read as it is by every later stage
    kind: str  # fx | inductor | summary | error
    text: str
    ops: dict[str, int] = dataclasses.field(default_factory=dict)
    collectives: tuple[tuple[str, str], ...] = ()  # (op, raw group name or "")


@dataclasses.dataclass(frozen=True)
class FrameRecord:
    """One Dynamo graph handed to the backend: its local name and recompile index."""

    graph: str
    frame: int  # this case's own frame numbering, by first appearance
    recompile: int


def op_name(node: torch.fx.Node) -> str:
    """A stable, readable name of what an FX node calls."""
    target = node.target
    if node.op == "call_function":
        if torch_compat.is_op_overload(target):
            return str(target)
        qualname = getattr(target, "__qualname__", getattr(target, "__name__", repr(target)))
        module = getattr(target, "__module__", None) or ""
        return f"{module}.{qualname}" if module and module != "builtins" else qualname
    if node.op == "call_method":
        return f"Tensor.{target}"
    return f"module:{target}"


def _group_argument(node: torch.fx.Node) -> str:
    for value in list(node.args) + list(node.kwargs.values()):
        if isinstance(value, str) and value.isdigit():
            return value
    return ""


def graph_facts(gm: torch.fx.GraphModule) -> tuple[dict[str, int], tuple[tuple[str, str], ...]]:
    """Op counts and the ordered collectives/waits (with their group) of a graph."""
    ops: collections.Counter[str] = collections.Counter()
    collectives: list[tuple[str, str]] = []
    for node in gm.graph.nodes:
        if node.op not in ("call_function", "call_method", "call_module"):
            continue
        name = op_name(node)
        ops[name] += 1
        if name.split(".")[0] in COLLECTIVE_NAMESPACES:
            collectives.append((name, _group_argument(node)))
    return dict(sorted(ops.items())), tuple(collectives)


def _boxed(gm: torch.fx.GraphModule, *, backward: bool) -> Callable[..., Any]:
    """The graph itself as its compiled code (boxed): what the AOT stages run, and Inductor's stages on fake tensors.

    As torch's own aot_autograd backends do, a backward is Dynamo-disabled: a `.backward()` inside a compiled
    function must not make Dynamo trace the backward graph again as a new frame.
    """
    from functorch.compile import make_boxed_func

    run = torch_compat.dynamo_disabled(gm.forward) if backward else gm.forward
    return make_boxed_func(run)


def readable(gm: torch.fx.GraphModule, lineage: provenance.Lineage | None = None) -> str:
    """The graph's code with shapes, strides and devices of every value, and where each op came from."""
    text = gm.print_readable(print_output=False, include_stride=True, include_device=True)
    return provenance.annotate(gm, text, lineage)


class Recorder:
    """The torch.compile backend of one compiled run; keeps every stage it sees."""

    # Its public name: torch prints the backend's repr in a BackendCompilerFailed message, which goldens keep.
    __module__ = "fxgolden.capture"

    def __init__(self, backend: Backend, *, transform: Callable[[torch.fx.GraphModule], Any] | None = None,
                 fake_tensors: bool = False) -> None:
        self.backend = backend
        self.transform = transform
        # on fake tensors (fxgolden.capture.fake_tensors) compiled code cannot run: Inductor's graphs run instead
        self.fake_tensors = fake_tensors
        self.sharded_inputs: list[rank_classes.ShardedInput] = []  # the DTensors compiled graphs took
        self.artifacts: dict[ArtifactName, RawArtifact] = {}
        self.frames: list[FrameRecord] = []
        self._frame_ids: dict[int, int] = {}
        self._lineages: dict[str, provenance.Lineage] = {}  # Dynamo graph ("g0") -> what it traced
        self._ca_count = 0
        self._trace_count = 0
        self._sites_key = f"#{next(_RECORDERS)}"  # after a graph's name, for collective_sites

    def clear(self) -> None:
        """Forget everything recorded."""
        self.artifacts.clear()
        self.frames.clear()
        self._frame_ids.clear()
        self._lineages.clear()
        self._ca_count = self._trace_count = 0

    # -- recording ----------------------------------------------------------------

    def record_graph(self, name: ArtifactName, gm: torch.fx.GraphModule) -> None:
        """Record an FX graph under ``name`` (a later graph of the same name is an error).

        The graphs traced from one Dynamo graph (``g0.forward``, ``g0.backward``) read what it traced
        (``provenance.Lineage``): an op that layers share is written in the layer that uses it."""
        if self.transform is not None:
            gm.meta["fxgolden_artifact"] = name.stem  # lets a transform tell stages apart ("g0.dynamo", "g0.inference")
            gm = self.transform(gm) or gm
        lineage = self._lineages.setdefault(name.graph, provenance.Lineage())
        ops, collectives = graph_facts(gm)
        self._add(RawArtifact(name=name, kind="fx", text=readable(gm, lineage), ops=ops, collectives=collectives))
        if name.stage == "dynamo":
            lineage.learn_dynamo(gm)

    def record_code(self, name: ArtifactName, code: str) -> None:
        """Record one Inductor output module under ``name``."""
        self._add(RawArtifact(name=name, kind="inductor", text=code))

    def _add(self, artifact: RawArtifact) -> None:
        if artifact.name in self.artifacts:
            raise RuntimeError(f"artifact {artifact.name} was captured twice; graph naming is not stable")
        self.artifacts[artifact.name] = artifact

    def _next_graph(self) -> str:
        frame_id, recompile = torch_compat.current_frame_compile_id()
        local = self._frame_ids.setdefault(frame_id if frame_id is not None else -len(self.frames) - 1,
                                           len(self._frame_ids))
        graph = f"g{len(self.frames)}"
        self.frames.append(FrameRecord(graph=graph, frame=local, recompile=recompile or 0))
        return graph

    # -- the backend ------------------------------------------------------------------

    def __call__(self, gm: torch.fx.GraphModule, example_inputs: list[Any]) -> Callable[..., Any]:
        graph = self._next_graph()
        self.record_graph(ArtifactName(graph, "dynamo"), gm)
        self.sharded_inputs.extend(s for s in map(rank_classes.sharded_input, example_inputs) if s is not None)
        if self.backend in (Backend.EAGER, Backend.MAKE_FX):
            return gm.forward
        if self.backend is Backend.INDUCTOR:
            return self._inductor(graph, gm, example_inputs)
        return self._aot(graph, gm, example_inputs)

    def _stage_compiler(self, graph: str, stage: str) -> Callable[..., Any]:
        def compile_stage(gm: torch.fx.GraphModule, example_inputs: list[Any]) -> Callable[..., Any]:
            self.record_graph(ArtifactName(graph, stage), gm)
            collective_sites.mark_compiled_from(gm, graph + self._sites_key)
            return _boxed(gm, backward=stage == "backward")

        return compile_stage

    def _aot(self, graph: str, gm: torch.fx.GraphModule, example_inputs: list[Any]) -> Callable[..., Any]:
        if any(isinstance(x, (list, tuple, dict)) for x in example_inputs):
            # Graphs Dynamo makes of compiled-autograd graphs take their inputs boxed in a
            # list; torch's own aot_autograd backends (and compile_fx) flatten them first.
            return torch_compat.flatten_graph_inputs(gm, example_inputs,
                                                     lambda flat_gm, flat: self._aot(graph, flat_gm, flat))
        torch_compat.count_aot_autograd_compile()  # as torch's aot backends: the DDPOptimizer relies on it
        decompositions = (
            torch_compat.inductor_decompositions() if self.backend is Backend.AOT_EAGER_DECOMP_PARTITION else None
        )
        return torch_compat.aot_module_simplified(
            gm,
            example_inputs,
            fw_compiler=self._stage_compiler(graph, "forward"),
            bw_compiler=self._stage_compiler(graph, "backward"),
            inference_compiler=self._stage_compiler(graph, "inference"),
            partition_fn=torch_compat.min_cut_partition(),
            decompositions=decompositions,
            keep_inference_input_mutations=True,
        )

    def _inductor(self, graph: str, gm: torch.fx.GraphModule, example_inputs: list[Any]) -> Callable[..., Any]:
        def inner(inner_gm: torch.fx.GraphModule, inner_inputs: list[Any], **kwargs: Any) -> Any:
            stage = ("backward" if kwargs.get("is_backward")
                     else "inference" if kwargs.get("is_inference") else "forward")
            name = ArtifactName(graph, stage)
            self.record_graph(name, inner_gm)
            backward = stage == "backward"
            runner = None
            if self.fake_tensors:
                kept = fake_tensors.kept_copy(inner_gm)
                collective_sites.mark_compiled_from(kept, graph + self._sites_key)
                runner = _boxed(kept, backward=backward)
            sites = collective_sites.collective_paths(inner_gm)
            codes: list[str] = []
            with torch_compat.capturing_output_code(codes.append), torch_compat.fx_graph_cache_slot(name.stem):
                compiled = torch_compat.compile_fx_inner(inner_gm, inner_inputs, **kwargs)
            collective_sites.place_inductor_collectives(compiled, sites, graph + self._sites_key)
            if len(codes) > 1:
                raise RuntimeError(f"expected one Inductor module for {graph}.{stage}, got {len(codes)}")
            if codes:  # none when Inductor generates no module (a graph with nothing to compute)
                self.record_code(ArtifactName(graph, f"inductor_{stage}"), codes[0])
            return runner if runner is not None else compiled

        with torch_compat.inductor_caches():
            return torch_compat.compile_fx(gm, example_inputs, inner_compile=inner)

    # -- compiled autograd and make_fx ----------------------------------------------------

    def compiled_autograd_compiler(
        self, *, fullgraph: bool = True, backend: Backend | None = None
    ) -> Callable[[torch.fx.GraphModule], Any]:
        """The ``compiler_fn`` for compiled autograd: records its graph, compiles it with this backend.

        ``backend`` compiles the compiled-autograd graphs with another backend than the
        case's (still recorded here), as tests that count backward frames with an eager
        ``CompileCounter`` do.
        """
        compile_backend = (self if backend is None or Backend(backend) is self.backend
                           else self._with_backend(Backend(backend)))

        def compiler_fn(gm: torch.fx.GraphModule) -> Any:
            name = f"ca{self._ca_count}"
            self._ca_count += 1
            self.record_graph(ArtifactName(name, "compiled_autograd"), gm)
            return torch.compile(gm, backend=compile_backend, fullgraph=fullgraph)

        return compiler_fn

    def _with_backend(self, backend: Backend) -> Callable[..., Any]:
        def compile_with(gm: torch.fx.GraphModule, example_inputs: list[Any]) -> Callable[..., Any]:
            saved, self.backend = self.backend, backend
            try:
                return self(gm, example_inputs)
            finally:
                self.backend = saved

        return compile_with

    def make_fx(self, fn: Callable[..., Any], **make_fx_kwargs: Any) -> Callable[..., Any]:
        """A callable that traces ``fn`` with ``make_fx`` (recorded as ``tN.make_fx``) and runs the trace.

        It returns the traced graph's outputs, so a case body reads the same
        in its eager call (where ``ctx.make_fx(fn)`` is ``fn``).
        """
        from torch.fx.experimental.proxy_tensor import make_fx

        def trace_and_run(*args: Any) -> Any:
            gm = make_fx(fn, **make_fx_kwargs)(*args)
            name = f"t{self._trace_count}"
            self._trace_count += 1
            self.record_graph(ArtifactName(name, "make_fx"), gm)
            return gm(*args)

        return trace_and_run
