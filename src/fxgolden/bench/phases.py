"""Split one case record into the benchmark's phases.

fxgolden's runner times world, eager, compile, capture, normalize, numerics
and checks (the session adds the golden comparison); torch's own timers
(``torch_compat.COMPILE_METRIC_KEYS``) split the compile phase. They nest so::

    _compile.compile_inner            a Dynamo frame, its backend included
      OutputGraph.call_user_compiler  the backend: AOT autograd (+ Inductor's forward)
        compile_fx_inner              Inductor (codegen + loading the module)
          compile_file                one C++ compiler run
    backward._backward_impl           the lazily compiled backward: AOT + Inductor

so each phase below is a difference of two timers, clamped at zero.
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence

# Phase key -> the label printed in tables and the plot, in the order of a run.
PHASES: dict[str, str] = {
    "world": "world setup",
    "dynamo": "Dynamo trace",
    "aot": "AOT partition",
    "inductor": "Inductor codegen",
    "kernels": "kernel compile",
    "execution": "exec+numerics",
    "normalize": "normalize",
    "golden": "checks+golden",
    "reused": "reused",  # results of an identical earlier run (fxgolden.isolate.result_cache)
}


def split(timings: Mapping[str, float], metrics: Mapping[str, float]) -> dict[str, float]:
    """Seconds per phase of one case; they add up to its world, checks and golden timers."""
    t = lambda key: float(timings.get(key, 0.0))  # noqa: E731 - two lookups read better as one-letter helpers
    m = lambda key: float(metrics.get(key, 0.0))  # noqa: E731
    frames, backend, backward = (m("_compile.compile_inner"), m("OutputGraph.call_user_compiler"),
                                 m("backward._backward_impl"))
    inductor_total = m("compile_fx_inner")
    kernels = m("compile_file") + m("async_compile.wait")
    if inductor_total:
        kernels = min(kernels, inductor_total)
    compiled = t("compile")
    phases = {
        "dynamo": max(0.0, frames - backend),
        "aot": max(0.0, backend + backward - inductor_total),
        "inductor": max(0.0, inductor_total - kernels),
        "kernels": kernels,
        "execution": max(0.0, compiled - frames - backward) + t("eager") + t("numerics"),
        "normalize": t("capture") + t("normalize"),
        "golden": t("checks") + t("golden"),
        "reused": t("reused"),  # loading an identical earlier run's results (fxgolden.isolate.result_cache)
    }
    inner = t("eager") + compiled + t("capture") + t("normalize") + t("numerics")
    phases["world"] = max(0.0, t("world") - inner)
    return {key: phases[key] for key in PHASES}


def case_seconds(record: Mapping[str, Any]) -> float:
    """The time one case took inside its process (world, checks and golden comparison)."""
    timings = record.get("timings", {})
    return float(sum(timings.get(key, 0.0) for key in ("world", "reused", "checks", "golden"))) or float(
        record.get("seconds", 0.0))


def total(records: Sequence[Mapping[str, Any]]) -> dict[str, float]:
    """Phase sums over the records of one run."""
    sums = dict.fromkeys(PHASES, 0.0)
    for record in records:
        for key, value in split(record.get("timings", {}), record.get("compile_metrics", {})).items():
            sums[key] += value
    return sums
