"""Every use of private torch API lives here: the one module to fix when torch moves.

Each helper is a context manager or a small function; nothing here patches
torch for longer than a ``with`` block.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any, Callable, Iterator
from unittest import mock

import torch

if TYPE_CHECKING:
    import torch.fx


def config_modules() -> list[Any]:
    """The torch config modules a case may patch and whose state must not leak."""
    import torch._dynamo.config as dynamo_config
    import torch._functorch.config as functorch_config
    import torch._inductor.config as inductor_config

    return [dynamo_config, inductor_config, functorch_config]


@contextlib.contextmanager
def restored_configs() -> Iterator[None]:
    """Restore every torch config module on exit, whatever a case set directly."""
    saved = [(module, module.get_config_copy()) for module in config_modules()]
    try:
        yield
    finally:
        for module, copy in saved:
            module.load_config(copy)


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


def inductor_caches_off() -> contextlib.AbstractContextManager[None]:
    """Turn off the FX-graph and AOT-autograd caches so recording compilers always run.

    With them on, a warm cache skips the partitioner and hands back code in
    another order (see FINDINGS); the C++ kernel cache stays on, so a warm
    run still skips the expensive kernel builds.
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
