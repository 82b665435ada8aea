"""The benchmark's figures: per-case phase tables, the ratios against their goals, JSON and a plot.

Everything here is a pure function of the run results, except ``write_plot``.
"""

from __future__ import annotations

import dataclasses
import re
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence

from fxgolden.bench.phases import PHASES, case_seconds, split, total
from fxgolden.bench.runs import TORCH_CACHES_RUN, BenchResult

GOALS = {"catalog_warm_s": 180.0, "isolation_s": 0.1, "overhead": 1.03, "warm_speedup": 4.0, "parallel_speedup": 1.8,
         "codegen_vs_floor": 1.5, "large_vs_floor": 1.0}


@dataclasses.dataclass(frozen=True)
class Figure:
    """One measured ratio or time, its goal and whether it meets it."""

    key: str
    label: str
    value: float | None
    goal: str
    met: bool | None
    note: str = ""

    def line(self) -> str:
        """``label  value  (goal ..., met)``."""
        shown = "n/a" if self.value is None else f"{self.value:.3f}" if self.value < 10 else f"{self.value:.1f}"
        verdict = "" if self.met is None else ("  ok" if self.met else "  NOT MET")
        return f"  {self.label:<58} {shown:>8}   goal {self.goal}{verdict}" + (f"  ({self.note})" if self.note else "")


def _by_name(results: Iterable[BenchResult]) -> dict[str, BenchResult]:
    return {r.spec.name: r for r in results}


def _sum_cases(result: BenchResult | None, cases: Sequence[str] | None = None) -> float | None:
    if result is None:
        return None
    chosen = [r for r in result.records if cases is None or r["case"] in cases]
    return sum(case_seconds(r) for r in chosen) if chosen else None


def _ratio(a: float | None, b: float | None) -> float | None:
    return a / b if a is not None and b else None


def _figure(key: str, label: str, value: float | None, *, at_most: float | None = None,
            at_least: float | None = None, note: str = "") -> Figure:
    if at_most is not None:
        return Figure(key, label, value, f"<= {at_most}", None if value is None else value <= at_most, note)
    if at_least is not None:
        return Figure(key, label, value, f">= {at_least}", None if value is None else value >= at_least, note)
    return Figure(key, label, value, "-", None, note)


def _wall(runs: Mapping[str, BenchResult], name: str) -> float | None:
    return runs[name].wall_s if name in runs else None


def overhead_figures(runs: Mapping[str, BenchResult]) -> list[Figure]:
    """Suite time over bare torch.compile time, cold and warm, caches on and off.

    Warm, the suite run that compiles every case again is the one compared with
    bare torch.compile (which has no results to reuse); the rerun that reuses
    results is shown beside it, without a goal.
    """
    figures = []
    for temp in ("cold", "warm"):
        suite = "suite cold x1" if temp == "cold" else TORCH_CACHES_RUN
        for cache in ("off", "on"):
            bare = f"bare-cache-{cache} {temp}"
            goal = GOALS["overhead"] if cache == "off" else None
            figures.append(_figure(f"overhead_{temp}_cache_{cache}",
                                   f"suite / bare ({temp}, bare FX cache {cache}), wall",
                                   _ratio(_wall(runs, suite), _wall(runs, bare)), at_most=goal))
            figures.append(_figure(f"overhead_cases_{temp}_cache_{cache}",
                                   f"suite / bare ({temp}, bare FX cache {cache}), in-case",
                                   _ratio(_sum_cases(runs.get(suite)), _sum_cases(runs.get(bare)))))
    figures.append(_figure("overhead_warm_reused", "suite (results reused) / bare (warm, FX cache on), wall",
                           _ratio(_wall(runs, "suite warm x1"), _wall(runs, "bare-cache-on warm"))))
    cold = runs.get("suite cold x1")
    if cold is not None and cold.records:
        sums = total(cold.records)
        figures.append(_figure("own_share", "fxgolden's own phases (normalize, checks, golden) / case time",
                               _ratio(sums["normalize"] + sums["golden"], _sum_cases(cold)),
                               note="recording is inside the Dynamo/AOT phases"))
    return figures


def cache_figures(runs: Mapping[str, BenchResult], inductor: Sequence[str]) -> list[Figure]:
    """Cold over warm: the rerun (results reused), and every case compiled again on torch's warm caches."""
    cold, warm, recompiled = runs.get("suite cold x1"), runs.get("suite warm x1"), runs.get(TORCH_CACHES_RUN)
    reused = sum(1 for r in warm.records if r.get("reused")) if warm else 0
    return [
        _figure("warm_speedup", "cold / warm suite (results reused), wall", _ratio(_wall(runs, "suite cold x1"),
                _wall(runs, "suite warm x1")), at_least=GOALS["warm_speedup"],
                note=f"{reused} of {len(warm.records) if warm else 0} cases reused"),
        _figure("warm_speedup_torch", "cold / warm suite, torch's caches only (all compiled), wall",
                _ratio(_wall(runs, "suite cold x1"), _wall(runs, TORCH_CACHES_RUN)),
                note="Dynamo and AOT run again for the recorders"),
        _figure("warm_speedup_inductor", "cold / warm, torch's caches only, Inductor cases, in-case",
                _ratio(_sum_cases(cold, inductor), _sum_cases(recompiled, inductor))),
        _figure("warm_speedup_kernels", "cold / warm, torch's caches only, kernel compile phase",
                _ratio(_phase(cold, "kernels"), _phase(recompiled, "kernels"))),
    ]


def _phase(result: BenchResult | None, phase: str, cases: Sequence[str] | None = None) -> float | None:
    if result is None:
        return None
    return total([r for r in result.records if cases is None or r["case"] in cases])[phase]


_SUITE_RUN = re.compile(r"suite (cold|warm) ([xj])(\d+)( torch caches, shuffled)?")


def wall_figures(runs: Mapping[str, BenchResult], *, whole_catalog: bool) -> list[Figure]:
    """The suite's wall times, cold and warm, serial and parallel; the catalog goal when all cases ran."""
    named = sorted((match.group(3), match.group(2), match.group(1), name) for name in runs
                   if (match := _SUITE_RUN.fullmatch(name)))
    figures = []
    for workers, how, temperature, name in named:
        goal = GOALS["catalog_warm_s"] if whole_catalog and temperature == "warm" else None
        suffix = "_torch_caches" if name == TORCH_CACHES_RUN else ""
        figures.append(_figure(f"wall_{temperature}_{how}{workers}{suffix}",
                               f"{'whole catalog' if whole_catalog else 'selection'}: {name} wall (s)",
                               runs[name].wall_s, at_most=goal, note=f"{len(runs[name].records)} cases"))
    return figures


def isolation_figures(runs: Mapping[str, BenchResult]) -> list[Figure]:
    """Seconds per case that one fresh process per case costs, against running every case inside pytest.

    Measured on the same warm cache, the isolated run twice (before and after the
    in-process one) so that drift of the machine shows; the figure uses their mean.
    """
    isolated = [w for w in (_wall(runs, TORCH_CACHES_RUN), _wall(runs, "suite warm x1 again")) if w is not None]
    inside = runs.get("suite warm x1 in-process")
    if not isolated or inside is None or not inside.records:
        return []
    cases = len(inside.records)
    per_case = (sum(isolated) / len(isolated) - inside.wall_s) / cases
    again = runs.get("suite warm x1 again")
    spent = [r.get("test_s", 0.0) - case_seconds(r) for r in again.records] if again else []
    figures = [_figure("isolation_s", "isolation cost per case, warm (s; isolated - in-process wall / cases)",
                       per_case, at_most=GOALS["isolation_s"],
                       note=f"{cases} cases; isolated walls {', '.join(f'{w:.2f}' for w in isolated)} s, "
                            f"in-process {inside.wall_s:.2f} s")]
    if spent:
        figures.append(_figure("isolation_spawn_s", "fork, pipe and wait per case outside the case's phases (s)",
                               sum(spent) / len(spent)))
    return figures


def parallel_figures(runs: Mapping[str, BenchResult]) -> list[Figure]:
    """One worker over N xdist workers, cold and warm, and over N case processes of one pytest (cold).

    The goal is on the case processes: that is how fxgolden runs cases at once (``fxgolden run -j 2``,
    the nightly). xdist workers each collect the catalog and start a fork server, on the same cores.
    """
    names = sorted(n for n in runs if n.startswith("suite cold x") and not n.endswith("x1"))
    figures = []
    for name in names:
        workers = name.rsplit("x", 1)[1]
        for temp in ("cold", "warm"):
            figures.append(_figure(f"parallel_speedup_{temp}", f"{temp} suite: 1 worker / {workers} workers, wall",
                                   _ratio(_wall(runs, f"suite {temp} x1"), _wall(runs, f"suite {temp} x{workers}")),
                                   note="xdist (-n): a collection and a fork server per worker" if temp == "cold"
                                   else ""))
    for name in sorted(n for n in runs if n.startswith("suite cold j")):
        jobs = name.rsplit("j", 1)[1]
        figures.append(_figure("parallel_speedup_jobs_cold", f"cold suite: 1 job / {jobs} jobs (--fxgolden-jobs), wall",
                               _ratio(_wall(runs, "suite cold x1"), _wall(runs, name)),
                               at_least=GOALS["parallel_speedup"]))
    return figures


def codegen_figures(runs: Mapping[str, BenchResult]) -> list[Figure]:
    """Codegen-only over the Dynamo+AOT floor (aot_eager), and the full run over it; in-case seconds."""
    floor = _sum_cases(runs.get("floor (aot_eager) cold"))
    cg_cold, cg_warm = runs.get("codegen-only cold"), runs.get("codegen-only warm")
    probe = _phase(cg_cold, "kernels")  # no kernel is built in codegen-only: these are the vector-ISA probes
    cold = _sum_cases(cg_cold)
    return [
        _figure("codegen_vs_floor_cold", "codegen-only / floor, cold cache", _ratio(cold, floor),
                at_most=GOALS["codegen_vs_floor"], note=f"incl. {probe or 0:.1f}s one-off vector-ISA probe"),
        _figure("codegen_vs_floor_cold_no_probe", "codegen-only / floor, cold, without the ISA probe",
                _ratio(None if cold is None else cold - (probe or 0), floor), at_most=GOALS["codegen_vs_floor"]),
        _figure("codegen_vs_floor_warm", "codegen-only / floor, warm cache", _ratio(_sum_cases(cg_warm), floor),
                at_most=GOALS["codegen_vs_floor"]),
        _figure("full_vs_floor_cold", "full Inductor run / floor, cold cache",
                _ratio(_sum_cases(runs.get("full (fxgolden) cold")), floor)),
    ]


def identity_lines(runs: Mapping[str, BenchResult]) -> list[str]:
    """Whether runs that must make the same bytes did: artifact digests compared case by case."""
    pairs = [("suite cold x1", "suite warm x1"), ("suite cold x1", TORCH_CACHES_RUN),
             ("suite cold x1", "suite cold x2"), ("suite cold x1", "suite warm x2"), ("suite cold x1", "suite cold j2"),
             ("full (fxgolden) cold", "codegen-only cold"), ("codegen-only cold", "codegen-only warm")]
    lines = []
    for a, b in pairs:
        if a in runs and b in runs:
            unmade = _UNMADE_IN_CODEGEN_ONLY if "codegen-only" in b and "codegen-only" not in a else frozenset()
            same, differ, compared = _compare_digests(runs[a], runs[b], unmade=unmade)
            verdict = ("nothing to compare" if not compared else "identical" if not differ
                       else f"DIFFER ({len(differ)}): " + ", ".join(differ[:5]))
            aside = f" ({', '.join(sorted(unmade))} not made in codegen-only)" if unmade else ""
            lines.append(f"  {a} vs {b}: {compared} artifacts of {same} cases, {verdict}{aside}")
    return lines


# codegen-only builds and runs no kernel, so no compiled collective is logged (``run.runner``): never a difference
_UNMADE_IN_CODEGEN_ONLY = frozenset({"collectives"})


def _compare_digests(a: BenchResult, b: BenchResult, *,
                     unmade: frozenset[str] = frozenset()) -> tuple[int, list[str], int]:
    left = {r["case"]: r.get("digests", {}) for r in a.records if r.get("digests")}
    right = {r["case"]: r.get("digests", {}) for r in b.records if r.get("digests")}
    common = sorted(set(left) & set(right))
    differ = [f"{case}/{name}" for case in common for name in sorted(set(left[case]) | set(right[case]))
              if name.partition(".")[0] not in unmade and left[case].get(name) != right[case].get(name)]
    return len(common), differ, sum(1 for case in common for name in left[case] if name.partition(".")[0] not in unmade)


def large_figures(runs: Mapping[str, BenchResult]) -> list[Figure]:
    """Normalize, diff and compare of the large artifact."""
    result = runs.get("large artifact")
    record = result.records[0] if result and result.records else None
    if record is None:
        return []
    lines = f"{record['lines']} lines"
    return [
        _figure("large_normalize_s", f"normalize {lines} (s)", record["normalize_s"]),
        _figure("large_diff_s", f"patience diff {lines} (s)", record["diff_s"],
                note=f"+{record['diff_added']}/-{record['diff_removed']}"),
        _figure("large_compare_s", f"compare {lines} (s)", record["compare_s"]),
        _figure("large_s", f"normalize + form + diff + compare {lines} (s)", record["total_s"]),
        _figure("large_floor_s", f"floor: one identifier re.sub pass over {lines} (s)", record.get("floor_s")),
        _figure("large_vs_floor", f"normalize + form + diff + compare / floor, {lines}", record.get("floor_ratio"),
                at_most=GOALS["large_vs_floor"]),
    ]


def phase_table(result: BenchResult) -> list[str]:
    """Per-case seconds of each phase in one run, the total, and each case process's peak memory (MiB; 0 where the
    case ran inside pytest or its result was reused from an earlier run's process)."""
    names = list(PHASES)
    header = f"  {'case':<52}" + "".join(f"{PHASES[n][:11]:>12}" for n in names) + f"{'case s':>9}{'peak MiB':>10}"
    lines = [header]
    for record in result.records:
        phases = split(record.get("timings", {}), record.get("compile_metrics", {}))
        status = "" if record.get("ok", True) else "  FAILED"
        lines.append(f"  {record['case'][:52]:<52}" + "".join(f"{phases[n]:>12.2f}" for n in names)
                     + f"{case_seconds(record):>9.2f}{record.get('peak_memory_bytes', 0) / 2**20:>10.0f}{status}")
    sums = total(result.records)
    lines.append(f"  {'total (' + str(len(result.records)) + ' cases)':<52}"
                 + "".join(f"{sums[n]:>12.2f}" for n in names)
                 + f"{sum(case_seconds(r) for r in result.records):>9.2f}"
                 + f"{max((r.get('peak_memory_bytes', 0) for r in result.records), default=0) / 2**20:>10.0f}")
    preload = sum(r.get("preload_s", 0.0) for r in result.records)
    lines.append(f"  process wall time {result.wall_s:.2f}s (start-up, imports, collection included"
                 + (f"; the fork server's imports before the first case: {preload:.2f}s)" if preload else ")"))
    return lines


def all_figures(results: Sequence[BenchResult], inductor: Sequence[str], *,
                whole_catalog: bool = False) -> list[Figure]:
    """Every ratio and time the benchmark reports."""
    runs = _by_name(results)
    return (wall_figures(runs, whole_catalog=whole_catalog) + overhead_figures(runs) + cache_figures(runs, inductor)
            + isolation_figures(runs) + parallel_figures(runs) + codegen_figures(runs) + large_figures(runs))


def render(results: Sequence[BenchResult], inductor: Sequence[str], *, whole_catalog: bool = False) -> str:
    """The text the command prints."""
    runs = _by_name(results)
    out: list[str] = []
    for result in results:
        if result.spec.kind == "large":
            continue
        failed = [r["case"] for r in result.records if not r.get("ok", True)]
        out.append(f"\n== {result.spec.name} ({result.temperature} cache, {result.spec.describe_parallelism()}): "
                   f"wall {result.wall_s:.2f}s, exit {result.returncode}"
                   + (f", failed: {', '.join(failed)}" if failed else ""))
        out += [f"  malformed golden: {note.splitlines()[0]}" for r in result.records
                for note in (r.get("unreadable") or {}).values()]
        if "warm x2" not in result.spec.name:
            out += phase_table(result)
        if not result.records:
            out.append("  no records; log tail:\n    " + result.log_tail.replace("\n", "\n    "))
    out.append("\n== figures")
    out += [figure.line() for figure in all_figures(results, inductor, whole_catalog=whole_catalog)]
    out.append("\n== byte identity (artifact sha256)")
    out += identity_lines(runs) or ["  (no pair of runs to compare)"]
    return "\n".join(out)


def as_json(results: Sequence[BenchResult], inductor: Sequence[str], meta: Mapping[str, Any], *,
            whole_catalog: bool = False) -> dict[str, Any]:
    """The figures as plain data (one entry per benchmark run of the nightly history)."""
    return {
        "schema": 1, **meta,
        "figures": {f.key: {"value": f.value, "goal": f.goal, "met": f.met, "label": f.label, "note": f.note}
                    for f in all_figures(results, inductor, whole_catalog=whole_catalog)},
        "identity": identity_lines(_by_name(results)),
        "phase_totals": {r.spec.name: total(r.records) for r in results if r.spec.kind != "large"},
        "runs": [r.as_dict() for r in results],
    }


def write_plot(results: Sequence[BenchResult], path: Path) -> None:
    """A stacked bar per run, in worker-seconds (wall x cases at once): each phase, then the rest of the processes."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    shown = [r for r in results if r.spec.kind != "large" and r.records]
    fig, ax = plt.subplots(figsize=(11, 5.5))
    bottoms = [0.0] * len(shown)
    labels = [r.spec.name for r in shown]
    series = {PHASES[k]: [total(r.records)[k] for r in shown] for k in PHASES}
    series["process (start-up, imports, pytest, idle worker)"] = [
        max(0.0, r.wall_s * r.spec.at_once - sum(case_seconds(x) for x in r.records)) for r in shown]
    for label, values in series.items():
        ax.barh(labels, values, left=bottoms, label=label)
        bottoms = [b + v for b, v in zip(bottoms, values)]
    ax.invert_yaxis()
    ax.set_xlabel("worker-seconds (wall time x cases at once: xdist workers or --fxgolden-jobs)")
    ax.set_title("fxgolden bench: time per phase")
    ax.legend(fontsize=8, loc="upper left", bbox_to_anchor=(1.01, 1.0))
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path, dpi=110)
    plt.close(fig)
