"""Profiles: where goldens are made (device) and the settings pinned for deterministic output.

The pinned Inductor settings are recorded in the profile manifest, so a
reader of `goldens/<profile>/profile.toml` sees exactly how the code was made.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Mapping

from fxgolden.errors import UsageError


@dataclasses.dataclass(frozen=True)
class Profile:
    """A device kind plus the Inductor config every case of it runs under."""

    name: str
    device: str
    inductor: Mapping[str, Any]
    why: str

    def manifest_settings(self) -> dict[str, str]:
        """The pinned settings as manifest strings."""
        return {f"inductor.{key}": str(value) for key, value in sorted(self.inductor.items())}


PROFILES: dict[str, Profile] = {
    "cpu": Profile(
        name="cpu",
        device="cpu",
        # One compile thread: no worker pool to start on a 2-core machine, same code.
        inductor={"compile_threads": 1},
        why="graphs and C++ kernels; the default profile",
    ),
    "cuda": Profile(
        name="cuda",
        device="cuda",
        # Autotuning benchmarks candidate configs and picks by timing, which varies run to run;
        # cudagraphs and kernel benchmarking change the wrapper. All off: the code depends on the
        # graph and the GPU's compute capability only. shape_padding: the pad_mm pass times padded
        # and unpadded matmuls and keeps the faster one; two H100 runs of tp/two_mlp disagreed on it
        # (constant_pad_nd to 12 columns in one backward graph, none in the other).
        inductor={
            "compile_threads": 1,
            "shape_padding": False,
            "benchmark_epilogue_fusion": False,
            "max_autotune": False,
            "max_autotune_pointwise": False,
            "max_autotune_gemm": False,
            "coordinate_descent_tuning": False,
            "triton.cudagraphs": False,
            "benchmark_kernel": False,
        },
        why="Triton kernels and GPU wrapper code; made on an NVIDIA GPU",
    ),
}


def get_profile(name: str) -> Profile:
    """The profile called ``name``; an unknown name is a usage error listing the known ones."""
    try:
        return PROFILES[name]
    except KeyError:
        raise UsageError(f"unknown profile {name!r}; known profiles: {', '.join(sorted(PROFILES))}") from None
