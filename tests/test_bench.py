"""Unit tests of `fxgolden bench`: phase arithmetic, figures and identity from records, the large artifact.

None of them compiles: the benchmark's own processes are exercised by
`fxgolden bench` itself; tests/test_cache_identity.py and
tests/test_codegen_only.py run the compiler.
"""

from __future__ import annotations

import dataclasses
import subprocess
import sys

import pytest

from fxgolden.bench import large, phases
from fxgolden.bench.report import all_figures, identity_lines, render
from fxgolden.bench.runs import DEFAULT_SELECTION, TORCH_CACHES_RUN, BenchResult, BenchRun, plan

# (timings, compile metrics, expected phases); an Inductor case with a lazily compiled backward.
INDUCTOR = (
    {"world": 10.0, "eager": 0.5, "compile": 8.0, "capture": 0.1, "normalize": 0.2, "numerics": 0.1,
     "checks": 0.05, "golden": 0.15},
    {"_compile.compile_inner": 6.0, "OutputGraph.call_user_compiler": 5.0, "backward._backward_impl": 1.5,
     "compile_fx_inner": 5.5, "compile_file": 3.0},
    {"world": 1.1, "dynamo": 1.0, "aot": 1.0, "inductor": 2.5, "kernels": 3.0, "execution": 1.1,
     "normalize": 0.3, "golden": 0.2},
)
AOT = (
    {"world": 2.0, "compile": 1.5, "normalize": 0.1, "checks": 0.1},
    {"_compile.compile_inner": 1.0, "OutputGraph.call_user_compiler": 0.6},
    {"world": 0.4, "dynamo": 0.4, "aot": 0.6, "inductor": 0.0, "kernels": 0.0, "execution": 0.5,
     "normalize": 0.1, "golden": 0.1},
)
NO_METRICS = ({"world": 1.0, "compile": 0.7}, {}, {"world": 0.3, "execution": 0.7})


@pytest.mark.parametrize(("timings", "metrics", "expected"), [INDUCTOR, AOT, NO_METRICS],
                         ids=["inductor", "aot_eager", "no_torch_metrics"])
def test_split_adds_up_to_the_case_time(timings, metrics, expected):
    split = phases.split(timings, metrics)
    assert list(split) == list(phases.PHASES)
    assert split == pytest.approx({key: expected.get(key, 0.0) for key in phases.PHASES})
    record = {"timings": timings}
    assert sum(split.values()) == pytest.approx(phases.case_seconds(record))


def test_split_clamps_timers_that_overlap_oddly():
    # compiled autograd: a backward compiled inside a frame compile would make differences negative
    split = phases.split({"world": 1.0, "compile": 0.5}, {"_compile.compile_inner": 0.2,
                                                          "OutputGraph.call_user_compiler": 0.9})
    assert min(split.values()) >= 0.0


def _result(name, kind, records, *, wall, workers=1, jobs=1, temperature="cold"):
    return BenchResult(BenchRun(name, kind, "c", tuple(r["case"] for r in records), workers, jobs=jobs), temperature,
                     wall, 0, records, "")


def _record(case, seconds, digests=None, **metrics):
    return {"case": case, "ok": True, "timings": {"world": seconds, "compile": seconds * 0.9},
            "compile_metrics": metrics, "digests": digests or {"g0.forward": "aa", "summary": "bb"}}


def _reused(case):
    return {"case": case, "ok": True, "timings": {"reused": 0.01}, "compile_metrics": {}, "reused": True,
            "digests": {"g0.forward": "aa", "summary": "bb"}}


def _results(warm_digest="aa"):
    cases = ["a/x", "a/y"]
    return [
        _result("suite cold x1", "suite", [_record(c, 10.0, compile_file=6.0) for c in cases], wall=24.0),
        _result("suite warm x1", "suite", [_reused(c) for c in cases], wall=5.0, temperature="warm"),
        _result(TORCH_CACHES_RUN, "suite", [_record(c, 4.0, {"g0.forward": warm_digest, "summary": "bb"})
                                            for c in cases], wall=12.0, temperature="warm"),
        _result("suite cold x2", "suite", [_record(c, 11.0) for c in cases], wall=13.0, workers=2),
        _result("suite cold j2", "suite", [_record(c, 11.0) for c in cases], wall=12.0, jobs=2),
        _result("bare-cache-off cold", "bare-cache-off", [_record(c, 9.8) for c in cases], wall=23.5),
        _result("floor (aot_eager) cold", "floor", [_record("a/x", 2.0)], wall=5.0),
        _result("codegen-only cold", "codegen-only", [_record("a/x", 2.6)], wall=6.0),
        _result("large artifact", "large", [{"case": "large-artifact", "lines": 100000, "normalize_s": 0.1,
                                             "diff_s": 0.1, "compare_s": 0.01, "total_s": 0.21, "floor_s": 0.3,
                                             "floor_ratio": 0.7, "diff_added": 3, "diff_removed": 3}], wall=9.0),
    ]


def test_figures_are_ratios_of_the_right_runs_against_their_goals():
    figures = {f.key: f for f in all_figures(_results(), inductor=["a/x"])}
    assert figures["overhead_cold_cache_off"].value == pytest.approx(24.0 / 23.5)
    assert figures["overhead_cold_cache_off"].met is True
    assert figures["warm_speedup"].value == pytest.approx(24.0 / 5.0) and figures["warm_speedup"].met is True
    assert "2 of 2 cases reused" in figures["warm_speedup"].note
    assert figures["warm_speedup_torch"].value == pytest.approx(2.0) and figures["warm_speedup_torch"].met is None
    assert figures["warm_speedup_inductor"].value == pytest.approx(10.0 / 4.0)  # the run that compiled again
    assert figures["parallel_speedup_cold"].value == pytest.approx(24.0 / 13.0)
    assert figures["parallel_speedup_jobs_cold"].value == pytest.approx(2.0)  # one pytest, two case processes
    assert figures["parallel_speedup_jobs_cold"].met is True  # the goal is on fxgolden's own two-at-once (-j)
    assert figures["codegen_vs_floor_cold"].value == pytest.approx(1.3)
    assert figures["large_vs_floor"].value == pytest.approx(0.7) and figures["large_vs_floor"].met is True
    assert figures["large_s"].met is None  # seconds are for information: the goal is the ratio
    assert figures["overhead_warm_cache_on"].value is None  # a run that did not happen is n/a, not a failure


def test_identity_lines_name_the_artifacts_that_differ():
    lines = identity_lines({r.spec.name: r for r in _results()})
    assert len(lines) == 4 and all("identical" in line for line in lines)  # warm reused/recompiled, cold x2, j2
    line = identity_lines({r.spec.name: r for r in _results(warm_digest="zz")})[1]
    assert line.startswith(f"  suite cold x1 vs {TORCH_CACHES_RUN}") and "DIFFER" in line and "a/x/g0.forward" in line


def test_render_prints_phase_tables_and_every_figure():
    text = render(_results(), inductor=["a/x"])
    assert "== suite cold x1 (cold cache, 1 worker)" in text
    assert "== suite cold x2 (cold cache, 2 workers)" in text
    assert "== suite cold j2 (cold cache, 1 worker, 2 jobs)" in text  # two cases at once in one pytest process
    assert "kernel comp" in text and "reused" in text and "byte identity" in text
    slow = _results()
    slow[1] = dataclasses.replace(slow[1], wall_s=12.0)  # a rerun only 2x faster than cold
    assert "goal >= 4.0  ok" in text and "goal >= 4.0  NOT MET" in render(slow, inductor=["a/x"])


def test_plan_runs_cold_before_warm_on_each_cache():
    runs = plan(["a/x", "a/y"], ["a/x"])
    seen: set[str] = set()
    for spec in runs:
        assert ("cold" in spec.name) == (spec.cache not in seen) or spec.kind in ("floor", "fxgolden", "large")
        seen.add(spec.cache)
    assert {s.kind for s in runs} >= {"suite", "bare-cache-on", "bare-cache-off", "codegen-only", "floor", "large"}
    assert plan(["a/x"], [], parts=("suite",)) == [BenchRun("suite cold x1", "suite", "suite1", ("a/x",)),
                                                  BenchRun("suite warm x1", "suite", "suite1", ("a/x",)),
                                                  BenchRun(TORCH_CACHES_RUN, "suite", "suite1", ("a/x",), reuse=False,
                                                          order="shuffle:7")]
    assert all(not s.reuse for s in plan(["a/x"], [], parts=("isolation",)) if "warm" in s.name)
    assert [s.jobs for s in plan(["a/x"], [], parts=("parallel",))] == [1, 1, 2]


def test_default_selection_is_in_the_catalog(catalog_ids):
    assert set(DEFAULT_SELECTION) <= catalog_ids


@pytest.fixture
def catalog_ids():
    from fxgolden.base.project import find_project
    from fxgolden.catalog.registry import discover

    return set(discover(find_project().cases_dir))


GRAPH = '''class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8]"):
        # File: /x.py:1 in forward, code: y = x.sin()
        sin: "f32[8]" = torch.ops.aten.sin.default(primals_1)
        mul_2: "f32[8]" = torch.ops.aten.mul.Tensor(sin, 2);  sin = None
        return (mul_2, primals_1)
'''


def test_large_artifact_grows_one_function_with_fresh_names():
    text = large.tile([GRAPH, GRAPH], 40)
    lines = text.splitlines()
    assert len(lines) == 40 and sum(line.lstrip().startswith("def ") for line in lines) == 2
    assert "sin_1: " in text and "mul_5: " in text  # numbered on, as FX numbers a deeper graph
    changed = large.edit(text, every=10)
    assert changed != text and "aten_changed." in changed and "added_5: " in changed


def test_large_artifact_is_captured_without_importing_the_catalog(tmp_path):
    script = ("import sys; from pathlib import Path; from fxgolden.bench import large; "
              "graphs = large.capture_transformer_graphs(Path(sys.argv[1]), layers=1); "
              "assert 'aten.native_layer_norm' in graphs[0] and 'tangents_1' in graphs[1], graphs; "
              "assert not [m for m in sys.modules if m == 'cases' or m.startswith('cases.')], 'imported the catalog'")
    result = subprocess.run([sys.executable, "-c", script, str(tmp_path)], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]


def test_compile_time_metrics_reads_only_the_known_keys():
    from fxgolden.base import torch_compat

    assert set(torch_compat.compile_time_metrics()) <= set(torch_compat.COMPILE_METRIC_KEYS)


def test_cli_has_bench_and_codegen_only():
    from fxgolden.cli import build_parser

    parser = build_parser()
    assert parser.parse_args(["bench", "--parts", "suite", "core/*"]).cases == ["core/*"]
    assert parser.parse_args(["run", "--codegen-only"]).fxgolden_codegen_only
    assert parser.parse_args(["capture", "--out", "x", "--codegen-only"]).fxgolden_codegen_only
    run = parser.parse_args(["run", "-j", "2", "--no-result-cache"])
    assert run.fxgolden_jobs == 2 and run.fxgolden_no_result_cache
    # the fxgolden command hands them to pytest as the options they stand for (pytest_plugin.options)
    from fxgolden.pytest_plugin import options

    assert options.pytest_argv(run) == ["--fxgolden-no-result-cache", "--fxgolden-jobs=2"]


def test_isolation_cost_is_the_isolated_minus_in_process_wall_per_case():
    cases = ["a/x", "a/y"]
    inside = [_record(c, 4.0) for c in cases]
    again = [dict(_record(c, 4.0), test_s=4.0 + 0.03) for c in cases]  # case_seconds: the world phase, 4.0
    results = _results() + [
        _result("suite warm x1 in-process", "suite", inside, wall=11.95, temperature="warm"),
        _result("suite warm x1 again", "suite", again, wall=12.2, temperature="warm"),
    ]
    figures = {f.key: f for f in all_figures(results, inductor=["a/x"])}
    assert figures["isolation_s"].value == pytest.approx(((12.0 + 12.2) / 2 - 11.95) / 2)
    assert figures["isolation_s"].met is True  # 0.15 s over 2 cases
    assert figures["isolation_spawn_s"].value == pytest.approx(0.03)
    assert "isolation_s" not in {f.key for f in all_figures(_results(), inductor=["a/x"])}


def test_wall_figures_hold_the_catalog_goal_only_for_the_whole_catalog():
    results = _results() + [_result("suite warm x2", "suite", [_record("a/x", 2.0)], wall=200.0, workers=2)]
    sample = {f.key: f for f in all_figures(results, inductor=["a/x"])}
    assert sample["wall_warm_x1"].value == 5.0 and sample["wall_warm_x1"].met is None
    whole = {f.key: f for f in all_figures(results, inductor=["a/x"], whole_catalog=True)}
    assert whole["wall_warm_x1"].met is True and whole["wall_warm_x2"].met is False  # goal 180 s
    assert whole["wall_warm_x1_torch_caches"].value == 12.0 and whole["wall_warm_x1_torch_caches"].met is True
    assert whole["wall_cold_x1"].met is None and "whole catalog" in whole["wall_cold_x2"].label


def test_codegen_only_is_identical_to_a_full_run_but_for_the_collectives_it_never_logs():
    """codegen-only runs no kernel, so it logs no compiled collective: a full run's ``collectives`` is no difference,
    and any other artifact still is."""
    full = {"g0.forward": "f", "summary": "s", "collectives": "c", "collectives.rank1": "c1"}

    def pair(codegen):
        return {r.spec.name: r for r in (
            _result("full (fxgolden) cold", "suite", [_record("a/x", 1.0, digests=full)], wall=1.0),
            _result("codegen-only cold", "suite", [_record("a/x", 1.0, digests=codegen)], wall=1.0))}

    line = identity_lines(pair({"g0.forward": "f", "summary": "s"}))[0]
    assert "2 artifacts of 1 cases, identical (collectives not made in codegen-only)" in line
    line = identity_lines(pair({"g0.forward": "other", "summary": "s"}))[0]
    assert "DIFFER (1): a/x/g0.forward" in line
