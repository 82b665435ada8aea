"""Every use of private torch API lives here: the one module to fix when torch moves.

Each helper is a context manager or a small function; nothing here patches
torch for longer than a ``with`` block.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import pkgutil
import sys
from typing import TYPE_CHECKING, Any, Callable, Iterable, Iterator, cast
from unittest import mock

import torch

if TYPE_CHECKING:
    from types import FrameType

    import torch.fx


def config_modules() -> list[Any]:
    """The torch config modules a case may patch and whose state must not leak."""
    import torch._dynamo.config as dynamo_config
    import torch._functorch.config as functorch_config
    import torch._inductor.config as inductor_config

    return [dynamo_config, inductor_config, functorch_config]


@contextlib.contextmanager
def restored_configs() -> Iterator[None]:
    """Restore every torch config module on exit, whatever a case set directly.

    Only the entries that changed are set back: setting every entry also sets the
    deprecated ones, and torch warns on each (``inline_inbuilt_nn_modules is
    deprecated``) although nothing set them.
    """
    saved = [(module, module.get_config_copy()) for module in config_modules()]
    try:
        yield
    finally:
        for module, copy in saved:
            now = module.get_config_copy()
            module.load_config({key: value for key, value in copy.items() if now.get(key) != value})


def reset_compiler_state() -> None:
    """Forget compiled frames, guards, counters and compiled-autograd state."""
    import torch._dynamo
    import torch._dynamo.compiled_autograd as compiled_autograd
    from torch._dynamo.utils import counters

    torch._dynamo.reset()
    counters.clear()
    compiled_autograd.reset()
    # AOT ids are a process-wide counter; compiled autograd names the AOT backward nodes it
    # inlines after them (``aot3_mm``), so restart it: a case's graphs must not depend on
    # which cases ran before it in the same process.
    import itertools

    import torch._functorch.aot_autograd as aot_autograd

    aot_autograd.AOT_COUNTER = itertools.count()


# Build tooling reports on the host (a CUDA_HOME, a compiler), not on the graph: its warnings stay out of goldens.
# Measured: torch 2.14.1's CUDA build on a CPU host warns "No CUDA runtime is found, using CUDA_HOME='/usr/local'"
# from torch.utils.cpp_extension while building Inductor's C++ kernels.
_HOST_TOOLING = ("torch.utils.cpp_extension", "torch._inductor.cpp_builder", "torch._inductor.codecache")


# Hints about the device, not the graph (measured on an H100 with torch 2.11: Inductor's TF32 hint in every
# matmul case's summary).
_HOST_HINTS = ("TensorFloat32 tensor cores for float32 matrix multiplication available but not enabled",)


def _about_the_host(message: str) -> bool:
    return any(hint in message for hint in _HOST_HINTS)


def _from_host_tooling(module_or_path: str) -> bool:
    dotted = module_or_path.replace("/", ".").removesuffix(".py")
    return any(dotted == name or dotted.endswith("." + name) or dotted.startswith(name + ".")
               for name in _HOST_TOOLING)


# Inductor's code generation, the part of a compile that an FX-graph-cache hit skips. What torch warns in
# there appears only when the cache is cold, so it cannot be part of a golden. Measured on an H100 with torch
# 2.11: async TP's micro-pipeline pass warns "erase_node(mm) on an already erased node" in a cold run and
# not in the warm rerun that followed it.
_CACHEABLE_CODEGEN = ("torch/_inductor/compile_fx.py", "fx_codegen_and_compile")


def _inside_cacheable_codegen() -> bool:
    """Whether the caller runs inside Inductor's cacheable code generation (walks the live stack)."""
    path, function = _CACHEABLE_CODEGEN
    frame: FrameType | None = sys._getframe(1)
    while frame is not None:
        code = frame.f_code
        if code.co_name == function and code.co_filename.replace("\\", "/").endswith(path):
            return True
        frame = frame.f_back
    return False


def _left_out_of_summaries(source: str, message: str) -> bool:
    """Whether a warning (from a logger name or a file path) is about the host or depends on the cache."""
    return _from_host_tooling(source) or _about_the_host(message) or _inside_cacheable_codegen()


class _WarningRecords(logging.Handler):
    def __init__(self, into: list[str]) -> None:
        super().__init__(logging.WARNING)
        self.into = into

    def emit(self, record: logging.LogRecord) -> None:
        if not _left_out_of_summaries(record.name, record.getMessage()):
            self.into.append(f"{record.name}: {record.getMessage()}")


@contextlib.contextmanager
def recorded_warnings(into: list[str]) -> Iterator[None]:
    """Append to ``into``, when the block ends, what torch warned meanwhile: Python warnings and torch loggers'
    WARNING records.

    Each entry is ``Category: message`` (Python warnings, first) or ``logger: message`` (log
    records, after them), first line only, once each; build tooling's warnings about the host
    and what Inductor warns while generating code (absent when the FX-graph cache hits) are
    left out. Once-only warnings are made to fire again (torch's ``warning_once`` cache
    is cleared and C++ ``TORCH_WARN_ONCE`` always warns), so the list does not depend on
    whether the eager reference run came first (``--no-numerics``, codegen-only).
    """
    import warnings

    from torch._logging import _internal as torch_logging

    found: list[str] = []
    handler = _WarningRecords(found)
    # torch stops propagation at the loggers it configures ("torch.distributed", ...): listen on each. Not on its
    # structured trace ("torch.__trace", DEBUG records only): a handler there turns TORCH_TRACE's logging on, and
    # every trace point then prints its graphs and stacks (measured: 12 % of a warm case's time)
    listened = [logging.getLogger("torch")] + [
        logger for name, logger in logging.root.manager.loggerDict.items()
        if name.startswith("torch.") and isinstance(logger, logging.Logger) and not logger.propagate
        and logger is not torch_logging.trace_log]
    torch_logging.warning_once.cache_clear()
    warn_always = torch.is_warn_always_enabled()
    torch.set_warn_always(True)
    for logger in listened:
        logger.addHandler(handler)
    try:
        caught: list[str] = []

        def keep(message, category, filename, lineno, file=None, line=None) -> None:  # noqa: ANN001
            # Called where the warning is raised, so the stack still says which compile phase raised it.
            if not _left_out_of_summaries(filename, str(message)):
                caught.append(f"{category.__name__}: {message}")

        with warnings.catch_warnings():
            warnings.simplefilter("always")
            warnings.showwarning = keep  # restored by catch_warnings
            try:
                yield
            finally:
                found[:0] = caught
    finally:
        for logger in listened:
            logger.removeHandler(handler)
        torch.set_warn_always(warn_always)
        into.extend(dict.fromkeys(m.strip().splitlines()[0] for m in found if m.strip()))


def default_device(device: str) -> contextlib.AbstractContextManager[Any]:
    """Make ``device`` the default for tensors a case body creates (``torch.device`` as a context)."""
    if device == "cpu":
        return contextlib.nullcontext()
    return torch.device(device)


def inductor_config_patch(settings: Any) -> contextlib.AbstractContextManager[Any]:
    """Patch Inductor config (dotted keys such as ``triton.cudagraphs`` allowed) for one block."""
    import torch._inductor.config as inductor_config

    return inductor_config.patch(dict(settings))


def dynamo_counters() -> dict[str, dict[str, int]]:
    """A plain copy of Dynamo's global counters (graph breaks, stats)."""
    from torch._dynamo.utils import counters

    return {key: dict(value) for key, value in counters.items()}


def count_aot_autograd_compile() -> None:
    """Count one AOT Autograd compile in Dynamo's counters, as torch's own aot backends do.

    The DDPOptimizer reads ``counters["aot_autograd"]["total"]`` to tell whether a subgraph's
    backend went through AOT Autograd; only then does it run the compiled piece once on fake
    inputs, which consumes AOT's fake first call. Uncounted, that fake call is left for the first
    real call, and fake outputs leak into the run (a backward fails on a FakeTensor tangent).
    """
    from torch._dynamo.utils import counters

    counters["aot_autograd"]["total"] += 1


def current_frame_compile_id() -> tuple[int | None, int | None]:
    """(frame id, recompile index) of the frame Dynamo is compiling now."""
    from torch._guards import CompileContext

    compile_id = CompileContext.current_compile_id()
    if compile_id is None:
        return None, None
    return compile_id.frame_id, compile_id.frame_compile_id


@contextlib.contextmanager
def capturing_output_code(sink: Callable[[str], None]) -> Iterator[None]:
    """Send every Inductor output module generated inside the block to ``sink``."""
    from torch._inductor.graph import GraphLowering

    with mock.patch.object(GraphLowering, "save_output_code", sink):
        yield


@contextlib.contextmanager
def compiled_autograd(compiler_fn: Callable[[torch.fx.GraphModule], Any]) -> Iterator[None]:
    """Run ``.backward()`` calls in the block through compiled autograd.

    torch 2.13 removed ``compiled_autograd.enable``; ``_enable`` remains.
    """
    import torch._dynamo.compiled_autograd as ca

    with ca._enable(compiler_fn):
        yield


_case_fx_graph_cache: str | None = None  # set inside `case_fx_graph_cache`: this case run's own cache folder


@contextlib.contextmanager
def case_fx_graph_cache(name: str) -> Iterator[None]:
    """Inside the block each recorded Inductor compile may use an FX-graph cache folder of its own.

    The cache key ignores FX node names, and a hit brings back the source-node
    comments of whichever graph was stored: a folder shared across cases let
    one case's names into another's golden (``aot0_1_view_16`` where a fresh
    compile says ``aot0_view_16``), and a folder shared by one case's compiles
    gave a transformer's second layer the first layer's names. So the folder
    is per case run (``name``) and, inside it, per compile
    (``fx_graph_cache_slot``): a hit can only come from the same compile of an
    earlier run of the same case. The C++ kernel cache (content-addressed)
    stays shared.
    """
    import os

    from torch._inductor.codecache import cache_dir

    global _case_fx_graph_cache
    saved = _case_fx_graph_cache
    _case_fx_graph_cache = os.path.join(cache_dir(), "fxgolden-fxgraph", name)
    try:
        yield
    finally:
        _case_fx_graph_cache = saved


@contextlib.contextmanager
def fx_graph_cache_slot(compile_name: str) -> Iterator[None]:
    """The FX-graph cache, on for one Inductor compile in its own folder (inside ``case_fx_graph_cache`` only).

    A hit still hands the cached code to ``GraphLowering.save_output_code``, so capture sees it.
    """
    if _case_fx_graph_cache is None:
        yield
        return
    import os

    import torch._inductor.config as inductor_config
    from torch._inductor.codecache import FxGraphCache

    folder = os.path.join(_case_fx_graph_cache, compile_name)
    with mock.patch.object(FxGraphCache, "_get_tmp_dir", staticmethod(lambda: folder)), \
            inductor_config.patch(fx_graph_cache=True):
        yield


def inductor_caches() -> contextlib.ExitStack[bool | None]:
    """The caches a recording compile starts with: FX-graph and AOT-autograd caches off.

    ``fx_graph_cache_slot`` turns the FX-graph cache on for one compile. The
    AOT-autograd cache stays off: a hit skips the partitioner and the
    forward/backward compilers, so the AOT graphs would not be recorded.
    """
    import torch._functorch.config as functorch_config
    import torch._inductor.config as inductor_config

    stack = contextlib.ExitStack()
    stack.enter_context(inductor_config.patch(fx_graph_cache=False, fx_graph_remote_cache=False))
    stack.enter_context(functorch_config.patch(enable_autograd_cache=False))
    return stack


def min_cut_partition() -> Callable[..., Any]:
    """The partitioner torch.compile uses for training graphs."""
    from torch._functorch.partitioners import min_cut_rematerialization_partition

    return min_cut_rematerialization_partition


def inductor_decompositions() -> Any:
    """The decomposition table Inductor (and aot_eager_decomp_partition) uses."""
    from torch._inductor.compile_fx import select_decomp_table

    return select_decomp_table()


def process_group_names() -> dict[str, tuple[int, ...]]:
    """Every live process group's name and its global ranks."""
    import torch.distributed as dist
    from torch.distributed import distributed_c10d as c10d

    if not dist.is_initialized():
        return {}
    names: dict[str, tuple[int, ...]] = {}
    for group, name in c10d._world.pg_names.items():
        names[name] = tuple(sorted(dist.get_process_group_ranks(group)))
    return names


def process_group_descriptions() -> dict[str, str]:
    """Every live process group's name and its description: a DeviceMesh names each group it makes after the
    dimension (``mesh_ep``, ``mesh_dp_shard``), as the model set its mesh up."""
    import torch.distributed as dist
    from torch.distributed import distributed_c10d as c10d

    if not dist.is_initialized():
        return {}
    return {name: getattr(group, "group_desc", "") or "" for group, name in c10d._world.pg_names.items()}


# --- compile-time metrics and codegen-only runs (fxgolden bench, --codegen-only) -------------

# torch's own compile timers (``dynamo_timed`` keys of ``torch._dynamo.utils.compilation_time_metrics``)
# that split a compiled call into phases; fxgolden.bench.phases says how they nest.
COMPILE_METRIC_KEYS = (
    "_compile.compile_inner",  # a whole Dynamo frame compile, the backend included
    "OutputGraph.call_user_compiler",  # the backend: AOT autograd (+ Inductor's forward)
    "backward._backward_impl",  # the lazily compiled backward (AOT + Inductor's backward)
    "compile_fx_inner",  # Inductor: lowering, scheduling, codegen, loading the module
    "GraphLowering.codegen",  # Inductor's scheduler and code generation
    "PyCodeCache.load_by_key_path",  # loading the output module (kernels build here when synchronous)
    "compile_file",  # one C++ compiler run (kernels, and the vector-ISA probes)
    "async_compile.wait",  # waiting for kernels built by a compile pool
    "aot_trace_joint_graph",
    "min_cut_rematerialization_partition",
)


def compile_time_metrics() -> dict[str, float]:
    """Seconds spent under each of ``COMPILE_METRIC_KEYS`` since the last ``torch._dynamo.reset()``.

    ``reset()`` clears torch's table, so read it before the case's world is left.
    """
    from torch._dynamo.utils import compilation_time_metrics

    return {key: sum(compilation_time_metrics[key]) for key in COMPILE_METRIC_KEYS
            if key in compilation_time_metrics}


def _no_kernel(*args: Any, **kwargs: Any) -> None:
    """Stands in for a compiled kernel: computes nothing."""


class _NoTritonKernel:
    """Stands in for a Triton kernel (``kernel.run(*args, stream=...)`` in GPU wrappers)."""

    def run(self, *args: Any, **kwargs: Any) -> None:
        """Launch nothing."""

    __call__ = run


def _zeroed(empty_strided: Callable[..., torch.Tensor]) -> Callable[..., torch.Tensor]:
    def allocate(*args: Any, **kwargs: Any) -> torch.Tensor:
        return empty_strided(*args, **kwargs).zero_()

    return allocate


@contextlib.contextmanager
def kernels_not_compiled() -> Iterator[None]:
    """Inside the block Inductor generates its code as usual but builds no kernel.

    Every C++ and Triton kernel of a loaded output module is a no-op, and
    every buffer the wrapper allocates starts zeroed (not uninitialized: an
    index computed by a skipped kernel stays in bounds). Shapes, strides and
    dtypes are right, so the lazily compiled backward sees the same graph and
    gets the same code; values are not, so no numerics can be checked. The
    vector-ISA probe still runs the C++ compiler once per cache directory (the
    code depends on its answer). Loaded output modules are forgotten on entry
    and exit, so no module with no-op kernels outlives the block.
    """
    import torch._C._dynamo.guards as guards
    from torch._inductor.async_compile import AsyncCompile
    from torch._inductor.codecache import PyCodeCache

    PyCodeCache.cache_clear()
    with contextlib.ExitStack() as stack:
        stack.callback(PyCodeCache.cache_clear)
        stack.enter_context(mock.patch.object(AsyncCompile, "cpp", lambda self, source_code: _no_kernel))
        stack.enter_context(mock.patch.object(AsyncCompile, "cpp_pybinding",
                                              lambda self, argtypes, source_code: _no_kernel))
        stack.enter_context(mock.patch.object(AsyncCompile, "triton",
                                              lambda self, kernel_name, source_code, device_str="cuda":
                                              _NoTritonKernel()))
        for name in ("_empty_strided_cpu", "_empty_strided_cuda"):
            if hasattr(guards, name):
                stack.enter_context(mock.patch.object(guards, name, _zeroed(getattr(guards, name))))
        yield


def lookup_backend(name: str) -> Callable[..., Any]:
    """The torch.compile backend registered as ``name`` (what ``torch.compile(backend=name)`` uses)."""
    from torch._dynamo.backends.registry import lookup_backend as lookup

    return lookup(name)


# --- the fork server's preload ------------------------------------------------------------------


# Modules that Dynamo, AOT autograd and Inductor import on first use, inside a compile. The fork
# server imports them once (0.4 s), so that no child imports them again: that took 0.1-0.4 s of
# each warm case. Found with `python -X importtime` over a case of each family (the imports at the
# top level of a case run), listed in that order; an import registers only what the child would
# register anyway. Where torch imports a group of modules through one function, that function is
# called instead (`import_lazy_modules`): importing one of the group alone can change what the
# function does later. A name that a torch build lacks is skipped. torch.distributed.pipelining
# (0.4 s) serves two cases only: left out.
LAZY_IMPORTS = (
    "torch.distributed.tensor.experimental",
    "torch._inductor.compiler_bisector",
    "torch._dynamo.repro.after_dynamo",
    "torch._subclasses.schema_check_mode",
    "torch.fx.experimental.validator",
    "torch.export._trace",
    "torch._export.passes._node_metadata_hook",
    "torch._dynamo.dce_extra_outputs",
    "torch._higher_order_ops.passes.inline_invoke_subgraph",
    "torch._functorch._aot_autograd.subclass_codegen",
    "torch._inductor.fx_passes.apply_gumbel_max_trick",
    "torch._inductor.fx_passes.efficient_conv_bn_eval",
    "torch._inductor.fx_passes.quantization",
    "torch._inductor.fx_passes.fuse_attention",
    "torch._inductor.fx_passes.pad_mm",
    "torch._inductor.codegen.cpp_wrapper_cpu_array_ref",
    "torch._inductor.codegen.wrapper_fxir",
    "torch._inductor.fx_passes.mkldnn_fusion",
    "torch._inductor.extern_node_serializer",
    "torch._inductor.choices",
    "torch._inductor.codegen.segmented_tree",
    "torch._inductor.hooks",
    "torch._inductor.codegen.memory_planning",
    "torch.profiler._cupti_monitor",
    "sympy.tensor.tensor",
    "torch._inductor.bounds",
    "sympy.sets.setexpr",
    "torch._functorch._activation_checkpointing.remat_using_tags_for_fwd_loss_bwd_graph_pass",
    "sympy.physics.units",
    "torch._dynamo.tensor_version_op",
    "torch._export.passes.replace_autocast_with_hop_pass",
    "torch._export.passes.replace_set_grad_with_hop_pass",
)


def import_lazy_modules() -> None:
    """Import ``LAZY_IMPORTS`` and every Dynamo backend module (the fork server does), skipping what this torch
    lacks."""
    import torch._dynamo
    from torch._inductor.codegen.common import get_device_op_overrides, init_backend_registration

    torch._dynamo.list_backends(exclude_tags=())  # imports torch._dynamo.backends.*, as a backend lookup does
    init_backend_registration()  # imports every device's codegen modules, as Inductor's first codegen does
    # Every device's op overrides, through torch's own initializer: torch 2.11 imports them all only while
    # none is registered, so importing the cpu module alone left cuda's unregistered (`with pass:` in the
    # GPU wrapper, measured on an H100).
    get_device_op_overrides("cpu")
    for name in LAZY_IMPORTS:
        try:
            importlib.import_module(name)
        except ImportError:
            pass  # another torch build; tests/test_isolation.py holds the pinned one to the whole list
    _import_serialized_patterns()


def _import_serialized_patterns() -> None:
    """Import Inductor's precompiled pattern modules (``fx_passes.serialized_patterns.*``), which its first
    pattern-matcher pass imports one by one: a third of a second of each Inductor case in a fresh child."""
    try:
        package = importlib.import_module("torch._inductor.fx_passes.serialized_patterns")
    except ImportError:
        return
    for found in pkgutil.iter_modules(package.__path__, package.__name__ + "."):
        try:
            importlib.import_module(found.name)
        except ImportError:
            pass  # left for the compile that wants it to meet and report


# --- the host's vector ISA (the cpu profile pins one) -------------------------------------------


def probe_vector_isas() -> list[str]:
    """Names of the vector ISAs Inductor can build for on this host, widest first (cached per process).

    torch probes each by compiling a tiny library and loading it in a Python subprocess.
    """
    from torch._inductor.cpu_vec_isa import valid_vec_isa_list

    return [str(isa) for isa in valid_vec_isa_list()]


def vector_isa_under(settings: Any) -> str | None:
    """The ISA Inductor's C++ code generation picks under the Inductor ``settings`` (None: no vectorization)."""
    from torch._inductor.cpu_vec_isa import pick_vec_isa

    with inductor_config_patch(settings):
        isa = pick_vec_isa()
    return str(isa) if isa else None


def picks_vector_isa(settings: Any, name: str) -> bool:
    """Whether Inductor picks the vector ISA ``name`` under ``settings``, probing as few ISAs as it can.

    ``pick_vec_isa`` first probes every ISA the CPU has (each: compile a tiny
    library, then dlopen it in a fresh Python that imports torch), then takes the
    first valid one of the pinned ``cpp.simdlen``: 7.3 s cold and 1.0 s warm on an
    AVX-512 host, in every run's host check. On x86 with a pinned width, only the
    ISAs of that width matter, tried in torch's order, the first valid one picked:
    for the cpu profile's AVX2, one probe (2.2 s cold, 0.4 s warm). Elsewhere, or
    where torch's module lacks a name used here, ``vector_isa_under`` decides.
    """
    import platform

    from torch._inductor import config, cpu_vec_isa

    supported = getattr(cpu_vec_isa, "supported_vec_isa_list", None)
    flags_of_cpu = getattr(cpu_vec_isa, "x86_isa_checker", None)
    with inductor_config_patch(settings):
        if (supported is None or flags_of_cpu is None or config.cpp.simdlen is None or config.is_fbcode()
                or platform.machine() not in ("x86_64", "AMD64")):
            return vector_isa_under(settings) == name
        flags = flags_of_cpu()
        for isa in supported:  # valid_vec_isa_list's filter and pick_vec_isa's choice, lazily
            if isa.bit_width() == config.cpp.simdlen and all(f in flags for f in str(isa).split()) and isa:
                return str(isa) == name
    return name is None  # no ISA of that width on this CPU: torch does not vectorize (an AVX2 host at 512)


# --- the compile stack the recording backends drive (fxgolden.capture.recorder) ------------------------


def is_op_overload(target: Any) -> bool:
    """Whether an FX node's target is an ATen-style operator (``aten.mm.default`` or its packet)."""
    import torch._ops

    return isinstance(target, (torch._ops.OpOverload, torch._ops.OpOverloadPacket))


def dynamo_disabled(fn: Callable[..., Any]) -> Callable[..., Any]:
    """``fn`` run with Dynamo off (a compiled backward must not be traced again as a new frame)."""
    import torch._dynamo

    return torch._dynamo.disable(fn)


def aot_module_simplified(gm: torch.fx.GraphModule, example_inputs: list[Any], **kwargs: Any) -> Callable[..., Any]:
    """AOT autograd over a Dynamo graph, as torch's own aot backends call it."""
    from torch._functorch.aot_autograd import aot_module_simplified as aot

    return aot(gm, example_inputs, **kwargs)


def flatten_graph_inputs(gm: torch.fx.GraphModule, example_inputs: list[Any],
                         compile_flat: Callable[..., Any]) -> Callable[..., Any]:
    """Compile a graph whose inputs come boxed in a list (compiled autograd's) with ``compile_flat`` on flat ones."""
    from torch._dynamo.utils import flatten_graph_inputs as flatten

    return flatten(gm, example_inputs, compile_flat)


def compile_fx(gm: torch.fx.GraphModule, example_inputs: list[Any], *,
               inner_compile: Callable[..., Any]) -> Callable[..., Any]:
    """Inductor's entry point, with ``inner_compile`` in place of its per-graph compile."""
    from torch._inductor.compile_fx import compile_fx as inductor_compile

    # Without AOT mode (these compiles) the result is the compiled callable, not a path or weights.
    return cast("Callable[..., Any]", inductor_compile(gm, example_inputs, inner_compile=inner_compile))


def compile_fx_inner(gm: torch.fx.GraphModule, example_inputs: list[Any], **kwargs: Any) -> Any:
    """Inductor's per-graph compile (lowering and codegen of one forward, backward or inference graph)."""
    from torch._inductor.compile_fx import compile_fx_inner as inner

    return inner(gm, example_inputs, **kwargs)


def reset_dynamo() -> None:
    """Forget every compiled frame (``torch._dynamo.reset``)."""
    import torch._dynamo

    torch._dynamo.reset()


def fake_store() -> Any:
    """The store of the in-process fake process group (backend ``"fake"``)."""
    from torch.testing._internal.distributed.fake_pg import FakeStore

    return FakeStore()


def import_compile_stack() -> None:
    """Import Dynamo, AOT autograd, Inductor, DTensor and the fake process group (the fork server does, once)."""
    import torch._dynamo  # noqa: F401
    import torch._functorch.aot_autograd  # noqa: F401
    import torch._inductor.compile_fx  # noqa: F401
    import torch.distributed.tensor  # noqa: F401
    import torch.testing._internal.distributed.fake_pg  # noqa: F401


def warm_compile_stack() -> None:
    """Import what every case's first compile would import (the compile stack, the modules it imports lazily) and
    hash torch's sources: what a fork server does once for all its children (``isolate.forkserver_preload``), and
    the benchmark's workers before their first case, so that their cases are timed as the suite's children run."""
    import_compile_stack()
    import_lazy_modules()
    torch_source_key()


def torch_source_key() -> str:
    """Torch's own hash of its Python sources (what Inductor's caches key on), as hex."""
    from torch._inductor.codecache import torch_key

    return torch_key().hex()


def inductor_cache_dir() -> str:
    """Inductor's cache folder (``TORCHINDUCTOR_CACHE_DIR`` or torch's default)."""
    from torch._inductor.codecache import cache_dir

    return cache_dir()


@contextlib.contextmanager
def fake_backend_wrapped(wrap: Callable[[Any, int, int], Any]) -> Iterator[None]:
    """Process groups of backend ``"fake"`` made meanwhile are ``wrap(fake_backend, rank, size)``.

    The backend keeps its name, so torch's own special cases of the fake backend still apply;
    the registry entry is private (``Backend._plugins``), the creator is fake_pg's own.
    """
    import torch.distributed as dist
    import torch.testing._internal.distributed.fake_pg  # noqa: F401  (registers "fake")
    from torch._C._distributed_c10d import FakeProcessGroup

    def create(common_opts: Any, backend_opts: Any) -> Any:
        backend = FakeProcessGroup._create_internal(common_opts.group_rank, common_opts.group_size, backend_opts)  # type: ignore[call-arg]
        return wrap(backend, common_opts.group_rank, common_opts.group_size)

    plugins = dist.Backend._plugins
    original = plugins["FAKE"]
    plugins["FAKE"] = dist.Backend._BackendPlugin(create, True)
    try:
        yield
    finally:
        plugins["FAKE"] = original


def register_backend(group: Any, devices: Iterable[str], backend: Any) -> None:
    """Make ``backend`` serve ``group``'s collectives on ``devices`` (a Python process group's own backend)."""
    import torch
    import torch.distributed as dist

    for device in devices:
        group._register_backend(torch.device(device), dist.ProcessGroup.BackendType.CUSTOM, backend)


@contextlib.contextmanager
def dynamo_sees_process_groups_in(cls: type) -> Iterator[None]:
    """Dynamo treats instances of ``cls`` (a ``ProcessGroup`` subclass) as it treats torch's own process groups.

    torch 2.13 registers ``ProcessGroup`` as an opaque type, subclasses included. Older builds
    (2.11) check the exact type in ``ProcessGroupVariable.is_process_group``: there a subclass is a
    user object whose ``rank()`` breaks the graph (measured: tp/fsdp_2d on CUDA, torch 2.11). This
    widens that check to ``cls`` for the block, so the logging groups compile as the plain ones do.
    """
    try:
        from torch._dynamo.variables.distributed import ProcessGroupVariable  # type: ignore[attr-defined,unused-ignore]
    except ImportError:
        yield
        return
    original = ProcessGroupVariable.__dict__.get("is_process_group")
    if original is None:
        yield
        return
    exact = original.__func__ if isinstance(original, staticmethod) else original

    def is_process_group(value: object) -> bool:
        return isinstance(value, cls) or bool(exact(value))

    setattr(ProcessGroupVariable, "is_process_group", staticmethod(is_process_group))  # noqa: B010 (mypy: a method)
    try:
        yield
    finally:
        setattr(ProcessGroupVariable, "is_process_group", original)  # noqa: B010


@contextlib.contextmanager
def funcol_eager_under(fake_mode: Any) -> Iterator[None]:
    """Functional collectives treat ``fake_mode`` as eager execution, not as tracing.

    ``torch.distributed._functional_collectives._are_we_tracing`` answers True whenever a fake mode is
    active ("almost definitely compiling"), so eager code on fake tensors gets collectives already
    waited on where a real run gets an ``AsyncCollectiveTensor`` (measured on torch 2.13: a
    compiled function then takes a plain tensor, traces a backward it does not have on real tensors).
    For the block, the one fake mode fxgolden runs a case body in counts as eager; Dynamo, AOTAutograd
    and make_fx still trace under fake modes (and proxy modes) of their own, which keep counting.
    """
    import torch.distributed._functional_collectives as funcol
    from torch.compiler import is_compiling
    from torch.fx.experimental.proxy_tensor import get_proxy_mode

    original = funcol._are_we_tracing

    def are_we_tracing() -> bool:
        # Dynamo traces this function where it traced torch's: answer before touching the dispatch-mode API,
        # which it cannot trace (measured: "Failed to convert args/kwargs to proxy" in 13 catalog cases)
        if is_compiling():
            return True
        if torch._C._get_dispatch_mode(torch._C._TorchDispatchModeKey.FAKE) is not fake_mode:
            return original()
        python_dispatcher = torch._C._dispatch_tls_is_dispatch_key_included(torch._C.DispatchKey.PythonDispatcher)
        return python_dispatcher or get_proxy_mode() is not None

    with mock.patch.object(funcol, "_are_we_tracing", are_we_tracing):
        yield


def fake_tensor_mode_class() -> type:
    """torch's ``FakeTensorMode`` (private module), for the fake-tensor capture to extend."""
    from torch._subclasses.fake_tensor import FakeTensorMode

    return FakeTensorMode


def fake_modes_unset() -> contextlib.AbstractContextManager[Any]:
    """A block where no fake mode is active (torch's ``unset_fake_temporarily``)."""
    from torch._subclasses.fake_tensor import unset_fake_temporarily

    return unset_fake_temporarily()


def is_fake_tensor(value: object) -> bool:
    """Whether ``value`` is a ``FakeTensor``."""
    from torch._subclasses.fake_tensor import FakeTensor

    return isinstance(value, FakeTensor)


def higher_order_ops_see_as_fake_mode(cls: type) -> None:
    """Give ``cls`` (a ``FakeTensorMode`` subclass) every higher-order op's rule for ``FakeTensorMode``.

    A higher-order op looks its rule up by the mode's exact type (``HigherOrderOperator.python_key_table``),
    so a subclass finds none (measured on torch 2.13: ``run_and_save_rng_state`` under activation
    checkpointing raises "no rule registered ... for mode LoggingFakeTensorMode").
    """
    from torch._ops import _higher_order_ops
    from torch._subclasses.fake_tensor import FakeTensorMode

    for op in list(_higher_order_ops.values()):
        table = getattr(op, "python_key_table", None)
        if table is not None and FakeTensorMode in table and cls not in table:
            table[cls] = table[FakeTensorMode]


def dtensor_local_shape(global_shape: tuple[int, ...], mesh_shape: tuple[int, ...], coordinate: list[int],
                        placements: tuple[Any, ...]) -> tuple[int, ...]:
    """The local shape of a DTensor on the rank at ``coordinate`` of its mesh (DTensor's own computation)."""
    from torch.distributed.tensor._utils import _compute_local_shape_and_global_offset

    shape, _ = _compute_local_shape_and_global_offset(global_shape, mesh_shape, coordinate, placements)
    return tuple(int(d) for d in shape)


def mesh_slices(mesh: Any) -> Any:
    """Every slice of the world that has ``mesh``'s layout, as nested lists of ranks (slice first, then the mesh's
    dims): torch 2.13's ``DeviceMesh._layout.remap_to_tensor``; None where this torch has no such layout."""
    layout, rank_map = getattr(mesh, "_layout", None), getattr(mesh, "_rank_map", None)
    if layout is None or rank_map is None or not hasattr(layout, "remap_to_tensor"):
        return None
    try:
        return layout.remap_to_tensor(rank_map).tolist()
    except Exception:  # noqa: BLE001 - a private method: any failure means "cannot say"
        return None


def shape_env() -> Any:
    """A fresh ``ShapeEnv`` (symbolic sizes: where a fake tensor's value is read, an unbacked symbol)."""
    from torch.fx.experimental.symbolic_shapes import ShapeEnv

    return ShapeEnv()


def wrap_as_async_collective_op() -> Any:
    """``_c10d_functional._wrap_tensor_autograd``: the op that makes a functional collective's eager result an
    ``AsyncCollectiveTensor`` (torch 2.13; None where this torch has none)."""
    packet = getattr(torch.ops._c10d_functional, "_wrap_tensor_autograd", None)
    return getattr(packet, "default", None)


def async_collective_tensor(tensor: Any) -> Any:
    """``tensor`` wrapped as the result of a collective not yet waited on (what ``_wrap_tensor_autograd`` returns)."""
    from torch.distributed._functional_collectives import AsyncCollectiveTensor

    return AsyncCollectiveTensor(tensor)
