"""The nightly's explain step: config dumps, candidates, bisection, and a real rerun that finds the setting."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from fxgolden.nightly import execute, explain
from fxgolden.nightly.command import _records
from fxgolden.nightly.explain import Setting
from fxgolden.run.record import Outcome

ROOT = Path(__file__).resolve().parents[1]


def _dump(**modules: dict) -> dict:
    return {"torch": "x", "configs": {name: dict(values) for name, values in modules.items()}}


def test_install_paths_are_no_candidates():
    """Two venvs of one torch differ in path defaults (base_dir, cutlass_dir): not a compiler change."""
    old = _dump(dynamo={"base_dir": "/a/site-packages", "x": 1})
    new = _dump(dynamo={"base_dir": "/b/site-packages", "x": 2})
    assert [s.name for s in explain.candidates(old, new)] == ["x"]


def test_candidates_are_changed_defaults_then_new_settings_that_are_on():
    old = _dump(inductor={"a": False, "b": 1, "same": "x"}, dynamo={"gone": True})
    new = _dump(inductor={"a": True, "b": 1, "same": "x", "fresh_on": True, "fresh_off": False}, dynamo={})
    found = explain.candidates(old, new)
    assert [(s.module, s.name, s.revert) for s in found] == [("inductor", "a", False), ("inductor", "fresh_on", False)]
    assert str(found[0]) == "`_inductor.config.a`: default False → True"
    assert explain.overrides(found) == {"inductor": {"a": False, "fresh_on": False}}


def test_the_dump_reads_nested_sections_of_this_torch():
    dumped = explain.dump_defaults(sys.executable, cwd=ROOT, env=os.environ)
    inductor = dumped["configs"]["inductor"]
    assert "cpp.simdlen" in inductor and isinstance(dumped["configs"]["dynamo"]["capture_scalar_outputs"], bool)


@pytest.mark.parametrize("culprits", [{"s07"}, {"s00"}, {"s15"}, {"s03", "s11"}])
def test_bisection_finds_the_settings_in_a_few_reruns(culprits):
    settings = [Setting("inductor", f"s{i:02d}", False, True) for i in range(16)]
    calls = []

    def gone(subset):
        calls.append(len(subset))
        return culprits <= {s.name for s in subset}

    found = explain.minimal_set(settings, gone)
    assert {s.name for s in found} == culprits
    assert len(calls) <= 2 * 4 * len(culprits) + 1  # about 2·log2(16) per culprit, not 16


def test_no_setting_explains_a_change_that_stays_and_the_budget_is_honoured():
    settings = [Setting("dynamo", f"s{i}", 0, 1) for i in range(8)]
    stays = explain.explain(settings, lambda overrides: False, max_reruns=5, deadline=time.monotonic() + 60)
    assert stays.outcome == "unexplained" and stays.reruns == 1
    assert "no config explains it" in stays.sentence("2.14.1")
    spent = explain.explain(settings, lambda overrides: "s3" in overrides["dynamo"], max_reruns=2,
                            deadline=time.monotonic() + 60)
    assert spent.outcome == "budget" and spent.reruns == 2
    assert explain.explain([], lambda o: True, max_reruns=5, deadline=time.monotonic() + 60).outcome == "no-candidates"


CASE = '''
import torch
from fxgolden import World, case


@case("cfg/item", world=World(pg="none"), numerics=False)
def item(ctx):
    return ctx.compile(lambda x: (x * x.sum().item()).sin())(torch.randn(4))
'''


def test_a_real_rerun_finds_the_setting_behind_a_drift(tmp_path):
    """Goldens made with torch's defaults; a "new torch" whose dumps differ in four settings, one of which
    (Dynamo capturing ``.item()``) changes the graphs. The bisection, rerunning the real case in its own
    processes with the settings passed through the environment, names that one."""
    project = tmp_path / "p"
    (project / "cases").mkdir(parents=True)
    (project / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "cases"\ngoldens = "goldens"\n')
    (project / "cases" / "__init__.py").write_text("")
    (project / "cases" / "cfg.py").write_text(CASE)
    (project / "tests").mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS")}
    made = subprocess.run([sys.executable, "-m", "pytest", "cases", "-q", "--snapshot-update"],
                          cwd=project, env=env, capture_output=True, text=True, timeout=600)
    assert made.returncode == 0, made.stdout[-3000:]
    old = _dump(dynamo={"capture_scalar_outputs": False, "verbose": False, "recompile_limit": 8},
                inductor={"debug": False})
    new = _dump(dynamo={"capture_scalar_outputs": True, "verbose": True, "recompile_limit": 9},
                inductor={"debug": True})
    settings = explain.candidates(old, new)
    as_new = explain.overrides([dataclass_with(s, revert=s.new) for s in settings])
    out = tmp_path / "out"
    out.mkdir()

    def rerun(overrides: dict) -> bool:  # the "new torch": every new default, then the reverted ones
        merged = {m: {**as_new.get(m, {}), **overrides.get(m, {})} for m in set(as_new) | set(overrides)}
        run = execute.run_pytest(Path(sys.executable), project, ["cfg/item"], out=out, jobs=1, timeout_s=300,
                                 extra_env={explain.CONFIG_ENV: json.dumps(merged)})
        records = _records(["cfg/item"], run, timeout_s=300)
        return records[0].outcomes.get("summary.yaml") == "match"

    assert not rerun({})  # the drift is there with the new defaults
    found = explain.explain(settings, rerun, max_reruns=8, deadline=time.monotonic() + 600)
    assert found.outcome == "explained", found
    assert [s.name for s in found.settings] == ["capture_scalar_outputs"]
    assert "`_dynamo.config.capture_scalar_outputs`: default False → True" in found.sentence("2.14.1")


def dataclass_with(setting: Setting, *, revert: object) -> Setting:
    """``setting`` whose reverted value is ``revert`` (used to build the emulated new torch's overrides)."""
    import dataclasses

    return dataclasses.replace(setting, old=revert)


def test_a_cause_is_gone_when_its_artifact_only_differs_for_other_reasons():
    """One artifact often holds two root causes (torch 2.14.1's overlap reorder and its grouped asserts in
    the same TP wrapper). Reverting the setting behind one leaves the other: the rerun still differs from
    the golden, yet the cause being explained is gone, and the bisection must see that."""
    from fxgolden.review import rootcause
    from fxgolden.review.changes import build_change

    case, filename = "tp/two_mlp[plain]", "g0.forward.py"
    golden = (ROOT / "goldens" / "cpu" / case / filename).read_text(encoding="utf-8")

    def add_clone(text: str) -> str:  # a structural change: one more op after the first wait
        line = next(l for l in text.splitlines(keepends=True) if "wait_tensor.default(" in l)
        return text.replace(line, line + '        extra: "f32[20, 10][10, 1]cpu" = torch.ops.aten.clone.default('
                            'wait_tensor)\n', 1)

    def change_return(text: str) -> str:  # an args change: the saved values come in another order
        return text.replace("return (wait_tensor_1, primals_1,", "return (wait_tensor_1, primals_7,").replace(
            "relu, wait_tensor, relu_1, permute_4, permute_5, primals_2)",
            "relu, wait_tensor, relu_1, permute_4, permute_5, primals_1)")

    def change(actual: str):  # noqa: ANN202
        assert actual != golden
        return build_change(case, filename, golden, actual, old_label="golden", new_label="actual")

    both = change(change_return(add_clone(golden)))
    cause = rootcause.group([both])[0]
    assert cause.label == "structural" and cause.description.startswith("op added: clone"), cause.description

    assert not explain.cause_gone(Outcome.CHANGED, [both], cause)  # reverting the wrong setting: still there
    only_args = change(change_return(golden))
    assert rootcause.group([only_args])[0].label == "args"
    assert explain.cause_gone(Outcome.CHANGED, [only_args], cause)  # the structural change went; the args one stayed
    assert explain.cause_gone(Outcome.MATCH, [], cause)
    assert not explain.cause_gone(None, [], cause)  # the rerun reported nothing (crash): not evidence of absence
    assert not explain.cause_gone(Outcome.CHANGED, [], cause)


def test_a_setting_that_explained_one_row_is_tried_first_with_one_rerun():
    settings = [explain.Setting("inductor", f"s{i}", 0, 1) for i in range(32)]
    culprit = [settings[17]]
    calls = []

    def rerun(overrides):
        calls.append(overrides)
        return "s17" in overrides.get("inductor", {})

    first = explain.explain(settings, rerun, max_reruns=20, deadline=time.monotonic() + 60)
    assert first.settings == culprit and first.reruns > 1  # found by bisection
    calls.clear()
    second = explain.explain(settings, rerun, max_reruns=20, deadline=time.monotonic() + 60, known=[culprit])
    assert second.outcome == "explained" and second.settings == culprit and second.reruns == 1
    assert calls == [{"inductor": {"s17": 0}}]  # one rerun, the known set only
    other = explain.explain(settings, lambda o: "s3" in o.get("inductor", {}), max_reruns=20,
                            deadline=time.monotonic() + 60, known=[culprit])
    assert [s.name for s in other.settings] == ["s3"]  # the known set did not explain it: bisection goes on


def test_no_claim_about_settings_when_the_goldens_torch_was_not_consulted():
    configs = {"inductor": {"a": 1}}
    same = {"torch": "2.11.0", "configs": configs}
    why = explain.why_not_consulted("2.13.0+cpu", driver=same, tested=same)
    assert "goldens were made with torch 2.13.0+cpu" in why and "driver runs torch 2.11.0" in why
    assert "run the nightly from an environment whose torch is the goldens' 2.13.0+cpu" in why
    sentence = explain.Explanation([], 0, 0.0, "not-consulted", reason=why).sentence("2.11.0")
    assert "no compiler setting changed" not in sentence and sentence.startswith("not explained: ")
    goldens = {"torch": "2.13.0+cpu", "configs": configs}
    assert explain.why_not_consulted("2.13.0+cpu", driver=goldens, tested={"torch": "2.14.1", "configs": {}}) == ""
    assert "the goldens' own torch" in explain.why_not_consulted("2.13.0+cpu", driver=goldens, tested=goldens)
    honest = explain.explain([], lambda o: True, max_reruns=5, deadline=time.monotonic() + 60)
    assert honest.sentence("2.14.1", old_torch="2.13.0+cpu") == (
        "no compiler setting changed its default between torch 2.13.0+cpu and torch 2.14.1")


def test_root_causes_of_two_cases_are_explained_side_by_side_and_one_cases_in_turn():
    """The explain step's reruns are processes of one case: two cases at once, never one case twice at once."""
    import threading
    import time
    from types import SimpleNamespace

    from fxgolden.nightly.command import each_case_in_turn

    def cause(case_id: str, name: str) -> SimpleNamespace:
        return SimpleNamespace(representative=SimpleNamespace(case_id=case_id), name=name)

    causes = [cause("a/one", "a1"), cause("a/one", "a2"), cause("b/two", "b1"), cause("a/one", "a3")]
    lock, running, spans = threading.Lock(), set(), {}
    overlapped: list[tuple[str, str]] = []

    def work(c: SimpleNamespace) -> None:
        with lock:
            overlapped.extend((c.name, other) for other in running)
            running.add(c.name)
        start = time.monotonic()
        time.sleep(0.2)
        with lock:
            running.discard(c.name)
            spans[c.name] = (start, time.monotonic())

    each_case_in_turn(causes, work, jobs=2)
    assert set(spans) == {"a1", "a2", "a3", "b1"}
    assert overlapped and all({x[0], y[0]} == {"a", "b"} for x, y in overlapped)  # only across cases
    assert spans["a1"][1] <= spans["a2"][0] and spans["a2"][1] <= spans["a3"][0]  # one case's in their order


def test_a_change_that_one_shared_rerun_with_every_setting_reverted_left_costs_no_rerun_of_its_own():
    """The nightly reruns every root cause's case once with every setting reverted (``command._explain``): a row
    that stays is explained by no subset, and one that went is bisected without reverting them all again."""
    settings = [explain.Setting("inductor", f"s{i}", 0, 1) for i in range(8)]
    calls = []

    def rerun(overrides):
        calls.append(overrides)
        return "s5" in overrides.get("inductor", {})

    stays = explain.explain(settings, rerun, max_reruns=20, deadline=time.monotonic() + 60, all_gone=False, shared_by=7)
    assert stays.outcome == "unexplained" and stays.reruns == 0 and calls == []
    assert stays.sentence("2.14.1").endswith("(one rerun of every setting reverted, shared by 7 root causes)")
    went = explain.explain(settings, rerun, max_reruns=20, deadline=time.monotonic() + 60, all_gone=True, shared_by=7)
    assert [s.name for s in went.settings] == ["s5"] and went.reruns == len(calls)
    assert explain.overrides(settings) not in calls  # every setting reverted: the shared rerun's, not run again
    assert "shared by 7 root causes, then" in went.sentence("2.14.1")
