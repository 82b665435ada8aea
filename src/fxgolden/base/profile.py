"""Profiles: where goldens are made (device) and the settings pinned for deterministic output.

The pinned Inductor settings are recorded in the profile manifest, so a
reader of `goldens/<profile>/profile.toml` sees exactly how the code was made.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Mapping

from fxgolden.base.errors import UsageError


@dataclasses.dataclass(frozen=True)
class Profile:
    """A device kind plus the Inductor config every case of it runs under."""

    name: str
    device: str
    inductor: Mapping[str, Any]
    why: str
    # The vector ISA Inductor's C++ code must be generated for (None: the profile emits no C++ kernels of its own).
    vector_isa: str | None = None

    def manifest_settings(self) -> dict[str, str]:
        """The pinned settings as manifest strings."""
        settings = {f"inductor.{key}": str(value) for key, value in sorted(self.inductor.items())}
        if self.vector_isa:
            settings["vector_isa"] = self.vector_isa
        return settings

    def host_problem(self, *, machine: str, picked: str | None, available: list[str]) -> str | None:
        """Why this host cannot make this profile's C++ code, or None.

        ``picked``: the ISA Inductor picks here under the profile's settings;
        ``available``: every ISA it could build for. Pure, so it is tested without such a host.
        """
        if self.vector_isa is None or picked == self.vector_isa:
            return None
        has = ", ".join(available) if available else "no vector ISA Inductor can build for"
        return (f"profile {self.name!r} generates C++ kernels for {self.vector_isa} (x86-64 with AVX2), but this "
                f"host ({machine}; {has}) gives {picked or 'no vectorization'} under its pinned settings, so "
                "every Inductor golden would differ.\n  fix: run the Inductor cases on an x86-64 host with AVX2, "
                "or make a profile of goldens for this host (see docs/writing-cases.md, 'Profiles')")


PROFILES: dict[str, Profile] = {
    "cpu": Profile(
        name="cpu",
        device="cpu",
        # One compile thread: no worker pool to start on a 2-core machine, same code.
        # C++ kernels depend on the host unless pinned: Inductor vectorizes with the widest ISA the CPU has
        # (16 floats a step with AVX-512, 8 with AVX2) and splits loops by torch.get_num_threads() (1, 2 and
        # 16 threads gave three texts). simdlen 256 picks AVX2 on every x86-64 host that has it (what torch's
        # own internal builds pin), and a fixed thread count makes `#pragma omp parallel num_threads(2)` and
        # the split the same on 2 cores and 64; both measured byte-identical across an AVX2 2-core host and
        # an AVX-512 16-core host.
        inductor={"compile_threads": 1, "cpp.simdlen": 256, "cpp.threads": 2},
        vector_isa="avx2",
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
