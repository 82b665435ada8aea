"""What torch warns while a case compiles: recorded once each, once-only warnings included, host tooling left out."""

from __future__ import annotations

import logging
import warnings

from torch._logging import warning_once

from fxgolden.base import torch_compat


def test_log_records_python_warnings_and_once_only_warnings_are_recorded_each_time():
    logger = logging.getLogger("torch.distributed.tensor._collective_utils")
    for _ in range(2):  # the second block still sees the once-only warning: its cache is cleared on entry
        got: list[str] = []
        with torch_compat.recorded_warnings(into=got):
            warning_once(logger, "falling back with allgather + chunk!")
            warnings.warn("all_gather_tensor is deprecated\nsecond line", FutureWarning)
            warnings.warn("all_gather_tensor is deprecated\nsecond line", FutureWarning)
        assert got == ["FutureWarning: all_gather_tensor is deprecated",
                       "torch.distributed.tensor._collective_utils: falling back with allgather + chunk!"]


def test_warnings_about_the_host_from_build_tooling_stay_out():
    got: list[str] = []
    with torch_compat.recorded_warnings(into=got):
        logging.getLogger("torch.utils.cpp_extension").warning("No CUDA runtime is found, using CUDA_HOME='/usr/local'")
        logging.getLogger("torch._inductor.codecache").warning("host compiler is old")
        warnings.warn("TensorFloat32 tensor cores for float32 matrix multiplication available but not enabled. "
                      "Consider setting `torch.set_float32_matmul_precision('high')`", UserWarning)
    assert got == []


def test_what_inductor_warns_while_generating_code_stays_out_and_tracing_warnings_stay_in():
    """A cold compile runs Inductor's code generation and a warm one (FX-graph cache hit) skips it,
    so its warnings would make a summary depend on the cache. The pass below really runs (counted)."""
    import torch
    import torch._inductor.config as inductor_config
    from torch._inductor.custom_graph_pass import CustomGraphPass

    class WarningPass(CustomGraphPass):
        runs = 0

        def __call__(self, graph: torch.fx.Graph) -> None:
            WarningPass.runs += 1
            warnings.warn("erase_node(mm) on an already erased node")
            logging.getLogger("torch._inductor.fx_passes.micro_pipeline_tp").warning("pass gave up")

        def uuid(self) -> str:
            return "fxgolden-test-warning-pass"

    def fn(x):
        return x.sin() + 1

    torch._dynamo.reset()
    got: list[str] = []
    with torch_compat.recorded_warnings(into=got), \
            inductor_config.patch(fx_graph_cache=False, post_grad_custom_post_pass=WarningPass()):
        warnings.warn("traced before Inductor", UserWarning)
        torch.compile(fn, backend="inductor")(torch.randn(8))
    torch._dynamo.reset()
    assert WarningPass.runs >= 1
    assert "UserWarning: traced before Inductor" in got
    # (a first compile in this process may add an import-time DeprecationWarning: not what is tested here)
    assert not [entry for entry in got if "erase_node" in entry or "pass gave up" in entry], got


def test_torchs_structured_trace_stays_off_while_warnings_are_recorded():
    """A handler on torch's structured trace logger turns TORCH_TRACE's logging on (``trace_structured`` checks for
    handlers, not a level): every trace point of a compile then prints its graphs and stacks, 12 % of a case."""
    from torch._logging._internal import trace_log

    dynamo_log = logging.getLogger("torch._dynamo")
    before, tracing = list(dynamo_log.handlers), list(trace_log.handlers)
    found: list[str] = []
    with torch_compat.recorded_warnings(into=found):
        assert trace_log.handlers == tracing  # none of its own (pytest's or torch's may be there already)
        assert len(logging.getLogger("torch").handlers) >= 1
        logging.getLogger("torch._dynamo.test_probe").warning("still recorded")
    assert dynamo_log.handlers == before
    assert "torch._dynamo.test_probe: still recorded" in found
