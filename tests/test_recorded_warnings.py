"""What torch warns while a case compiles: recorded once each, once-only warnings included, host tooling left out."""

from __future__ import annotations

import logging
import warnings

from torch._logging import warning_once

from fxgolden import torch_compat


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
    assert got == []
