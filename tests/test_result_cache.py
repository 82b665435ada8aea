"""Reused results (fxgolden.isolate.result_cache): what makes a rerun reuse, what makes it compile, what it never hides.

The end-to-end tests run the real suite in a throw-away project with its own
Inductor cache folder; the key tests build keys without compiling anything.
"""

from __future__ import annotations

import json
import os
import pickle
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from fxgolden.isolate import result_cache
from fxgolden.isolate.jobs import ChildReply, Job, source_digest
from fxgolden.isolate.result_cache import ResultCache, key_for
from fxgolden.run.result import RunResult
from fxgolden.run.spec import RunSpec


def _result(checks: list | None = None, timings: dict | None = None) -> RunResult:
    return RunResult(artifacts={}, checks=checks or [], numerics=None, timings=timings or {})

ROOT = Path(__file__).resolve().parents[1]

CASES = '''
import torch
from fxgolden import Backend, Check, World, case


@case("reuse/sin", world=World(pg="none"), backends=[Backend.AOT_EAGER],
      checks=[Check("g0.forward").check("aten.sin.default(")])
def sin(ctx):
    x = torch.randn(8, requires_grad=True)
    out = ctx.compile(lambda v: v.sin() * 2, fullgraph=True)(x)
    out.sum().backward()
    return {"out": out, "grad": x.grad}


@case("reuse/ranks", world=World(size=2, rank=0, mesh=(2,), dims=("dp",)), backends=[Backend.AOT_EAGER],
      per_rank=(0, 1))
def ranks(ctx):
    import torch.distributed._functional_collectives as funcol

    return ctx.compile(lambda v: funcol.all_reduce(v + 1, "sum", (ctx.mesh, 0)), fullgraph=True)(torch.ones(4))
'''
FAILING_CHECK = '''

@case("reuse/check_fails", world=World(pg="none"), backends=[Backend.AOT_EAGER],
      checks=[Check("g0.inference").check("aten.tan.default(")])
def check_fails(ctx):
    return ctx.compile(lambda v: v.cos(), fullgraph=True)(torch.randn(4))
'''
REUSED = "reused the results of an identical earlier run"


def _env(cache: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "PYTEST_ADDOPTS", "PYTEST_XDIST_WORKER",
                                                             result_cache.ENV_SWITCH)}
    env.update({"TORCHINDUCTOR_CACHE_DIR": str(cache), **extra})
    return env


def suite(project: Path, *args: str, cases: str = "cases", **extra: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", cases, "-q", "-p", "no:cacheprovider",
                           "-p", "no:xdist", *args], cwd=project, env=_env(project / "inductor-cache", **extra),
                          capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def made(tmp_path_factory) -> Path:
    """A project whose goldens an update run made (and whose results it stored)."""
    project = tmp_path_factory.mktemp("reuse")
    (project / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "cases"\ngoldens = "goldens"\n')
    (project / "cases").mkdir()
    (project / "cases" / "__init__.py").write_text("")
    (project / "cases" / "reuse.py").write_text(CASES)
    (project / "tests").mkdir()
    result = suite(project, "--snapshot-update")
    assert result.returncode == 0, result.stdout + result.stderr
    assert REUSED not in result.stdout
    return project


@pytest.fixture
def project(made, tmp_path) -> Path:
    copy = tmp_path / "project"
    shutil.copytree(made, copy)
    return copy


def test_a_rerun_reuses_every_clean_case_and_still_compares_with_the_goldens(project):
    durations = project / ".fxgolden" / "durations.json"
    timed = json.loads(durations.read_text())["cpu"]
    rerun = suite(project)
    assert rerun.returncode == 0, rerun.stdout
    assert f"2 of them {REUSED}" in rerun.stdout
    assert json.loads(durations.read_text())["cpu"] == timed  # a reused case's time says nothing of its compile
    golden = project / "goldens" / "cpu" / "reuse" / "sin" / "g0.forward.py"
    golden.write_text(golden.read_text().replace("aten.sin.default(", "aten.cos.default("))
    changed = suite(project)
    assert changed.returncode == 1 and f"1 of them {REUSED}" not in changed.stdout
    assert f"2 of them {REUSED}" in changed.stdout and "reuse/sin" in changed.stdout and "changed" in changed.stdout


INDUCTOR_CASE = '''
import torch
from fxgolden import World, case

import coldmodel


@case("cold/inductor", world=World(pg="none"))
def inductor(ctx):
    return ctx.compile(lambda v: coldmodel.act(v) + 1, fullgraph=True)(torch.randn(8))
'''
COLD_MODEL = "import torch\n\n\ndef act(x):\n    return torch.sin(x)\n"


def test_the_run_after_a_cold_one_reuses_an_inductor_case_and_says_why_a_case_compiled(tmp_path):
    """With an empty Inductor cache the update stores its run, so the next run reuses it; a model file edited to
    the same size with its mtime set back compiles the case again, and the summary names the file."""
    project = tmp_path / "cold"
    (project / "cases").mkdir(parents=True)
    (project / "src").mkdir()
    (project / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "cases"\ngoldens = "goldens"\n')
    (project / "cases" / "__init__.py").write_text("")
    (project / "cases" / "cold.py").write_text(INDUCTOR_CASE)
    model = project / "src" / "coldmodel.py"
    model.write_text(COLD_MODEL)
    src = {"PYTHONPATH": str(project / "src")}
    made = suite(project, "--snapshot-update", **src)  # an empty Inductor cache: every kernel is made now
    assert made.returncode == 0, made.stdout + made.stderr
    second = suite(project, **src)
    assert second.returncode == 0 and f"1 of them {REUSED}" in second.stdout, second.stdout
    before = model.stat()
    model.write_text(COLD_MODEL.replace("sin", "cos"))
    os.utime(model, ns=(before.st_atime_ns, before.st_mtime_ns))
    third = suite(project, "-vv", **src)
    assert REUSED not in third.stdout and third.returncode == 1, third.stdout  # compiled, and the graph changed
    assert "1 compiled again because a file they depend on changed: src/coldmodel.py" in third.stdout, third.stdout
    assert f"compiled again: cold/inductor: {result_cache.DEPENDENCY_CHANGED}src/coldmodel.py" in third.stdout


def test_no_result_cache_the_switch_and_an_edited_case_compile_again(project):
    for run in (suite(project, "--fxgolden-no-result-cache"), suite(project, FXGOLDEN_RESULT_CACHE="0")):
        assert run.returncode == 0, run.stdout
        assert REUSED not in run.stdout
    source = project / "cases" / "reuse.py"
    source.write_text("# an edit that changes no graph\n" + source.read_text())
    edited = suite(project)
    assert edited.returncode == 0, edited.stdout
    assert REUSED not in edited.stdout  # the catalog's sources are in the key: nothing reused
    assert f"2 of them {REUSED}" in suite(project).stdout


def test_a_failed_run_is_never_stored(project):
    (project / "cases" / "reuse.py").write_text(CASES + FAILING_CHECK)
    for _ in range(2):
        run = suite(project, "--fxgolden-case", "reuse/check_fails")
        assert run.returncode == 1 and "aten.tan.default(" in run.stdout, run.stdout
        assert REUSED not in run.stdout


def _job(*, variant: int = 0, cases_dir: str = str(ROOT / "cases"), **spec: object) -> Job:
    return Job(case_id="core/x", variant=variant, cases_dir=cases_dir,
               spec=RunSpec(**{"profile": "cpu", "project_root": str(ROOT), **spec}))


def test_the_key_follows_the_job_and_the_environment_that_changes_output(tmp_path):
    base = key_for(_job(), {})
    assert key_for(_job(), {"HOME": "/elsewhere", "TORCHINDUCTOR_CACHE_DIR": "/c", "FXGOLDEN_BENCH_RECORDS": "/r"}) \
        == base  # where things go, not what a run makes
    assert key_for(_job(project_root="/another/checkout"), {}) == base  # checked against its own files
    other_checkout = tmp_path / "checkout" / "cases"  # the same catalog elsewhere: the same key
    shutil.copytree(ROOT / "cases", other_checkout, ignore=shutil.ignore_patterns("__pycache__"))
    assert key_for(_job(cases_dir=str(other_checkout)), {}) == base
    (other_checkout / "core.py").write_text((other_checkout / "core.py").read_text() + "\n# edited\n")
    source_digest.cache_clear()
    assert key_for(_job(cases_dir=str(other_checkout)), {}) != base  # an edited catalog: another key
    for changed in (_job(variant=1), _job(profile="cuda"), _job(numerics=False), _job(codegen_only=True),
                    _job(config_overrides='{"inductor": {"x": 1}}')):
        assert key_for(changed, {}) != base
    for variable in ("TORCHINDUCTOR_MAX_AUTOTUNE", "FXGOLDEN_CONFIG_OVERRIDES", "ATEN_CPU_CAPABILITY",
                     "OMP_NUM_THREADS", "TORCH_LOGS"):
        assert key_for(_job(), {variable: "1"}) != base, variable


def test_an_unreadable_entry_is_a_miss_and_an_unclean_run_is_not_stored(tmp_path):
    from fxgolden.check.invariants import Check, CheckResult

    cache = ResultCache(tmp_path)
    job = _job()
    failed = ChildReply(result=_result([CheckResult(Check("g0.forward"), "g0.forward", ok=False)]), error=None,
                     output="")
    assert not cache.store(job, failed) and not cache.has(job)
    clean = ChildReply(result=_result(timings={"world": 9.0}), error=None, output="hi")
    assert cache.store(job, clean) and cache.has(job)
    loaded = cache.load(job)
    assert loaded is not None and loaded.result is not None and loaded.result.reused and loaded.output == "hi"
    assert set(loaded.result.timings) == {"reused"}  # the stored run's phase times are not this run's
    assert ResultCache(tmp_path, reuse=False).load(job) is None
    entry = next(path for path in tmp_path.rglob("*.pickle") if path.parent.name != "deps")
    entry.write_bytes(pickle.dumps("torn")[:3])
    assert cache.load(job) is None


def test_a_run_failing_as_its_known_issue_expects_is_stored_and_an_error_never_is(tmp_path):
    """A case under a known issue of this torch fails its checks on every run: that outcome is as reusable as a
    clean one (the catalog is then reused whole); a case that raised is never kept."""
    from fxgolden.check.invariants import Check, CheckResult

    cache = ResultCache(tmp_path)
    job = _job()
    failed = ChildReply(result=_result([CheckResult(Check("g0.forward"), "g0.forward", ok=False)]), error=None,
                        output="")
    assert cache.store(job, failed, failure_expected=True) and cache.has(job)
    loaded = cache.load(job)
    assert loaded is not None and loaded.result is not None and loaded.result.failed_checks
    raised = ChildReply(result=None, error=RuntimeError("boom"), output="")
    assert not cache.store(_job(variant=1), raised, failure_expected=True)


def _stored(tmp_path: Path, sources: list[tuple[str, str]], *, inputs: tuple[str, ...] = (),
            started_ns: int | None = None) -> tuple[ResultCache, Job]:
    import time

    cache = ResultCache(tmp_path / "results", root=tmp_path, inputs=inputs)
    outcome = ChildReply(result=_result(), error=None, output="",
                      sources=tuple(sources), started_ns=time.time_ns() if started_ns is None else started_ns)
    assert cache.store(_job(), outcome)
    return cache, _job()


def fresh(cache: ResultCache) -> ResultCache:
    """The same cache as the next run sees it (a new process: nothing statted yet)."""
    return ResultCache(cache.folder, root=cache.root, inputs=cache.inputs)


def test_an_entry_is_reused_until_a_file_the_run_imported_changes(tmp_path):
    model = tmp_path / "pkg" / "model.py"
    model.parent.mkdir()
    model.write_text("ACT = 'silu'\n")
    os.utime(model, ns=(1, 1))  # older than the run
    cache, job = _stored(tmp_path, [("pkg.model", str(model))])
    assert fresh(cache).has(job) and fresh(cache).load(job) is not None
    os.utime(model, ns=(2, 2))  # touched, same bytes: hashed, and still the same
    assert fresh(cache).has(job)
    model.write_text("ACT = 'gelu'\n")  # same size, new bytes
    assert not fresh(cache).has(job) and fresh(cache).load(job) is None
    model.unlink()
    assert not fresh(cache).has(job)


@pytest.mark.parametrize("how", ["touch -r", "cp -p", "tar"])
def test_a_same_size_edit_with_its_old_mtime_restored_is_a_change(tmp_path, how):
    """What a copy or ``touch -r`` can set back (size, mtime) never vouches for a file: its inode and change time
    must match too, else it is hashed. The same bytes restored that way are reused; other bytes are not."""
    import tarfile

    model = tmp_path / "pkg" / "model.py"
    model.parent.mkdir()
    model.write_text("ACT = 'silu'\n")
    os.utime(model, ns=(1_000_000_000, 1_000_000_000))
    cache, job = _stored(tmp_path, [("pkg.model", str(model))])
    assert fresh(cache).load(job) is not None

    def restore(text: str) -> None:
        edited = tmp_path / "edited.py"
        edited.write_text(text)
        os.utime(edited, ns=(1_000_000_000, 1_000_000_000))
        if how == "touch -r":  # edit in place, then set the old mtime back
            model.write_text(text)
            os.utime(model, ns=(1_000_000_000, 1_000_000_000))
        elif how == "cp -p":
            shutil.copy2(edited, model)
        else:  # a tar round trip keeps the mtime
            with tarfile.open(tmp_path / "t.tar", "w") as tar:
                tar.add(edited, arcname="model.py")
            with tarfile.open(tmp_path / "t.tar") as tar:
                tar.extractall(model.parent, filter="data")

    restore("ACT = 'gelu'\n")  # same size, new bytes, old mtime
    assert model.stat().st_mtime_ns == 1_000_000_000 and model.stat().st_size == len("ACT = 'silu'\n")
    later = fresh(cache)
    assert later.load(job) is None and not fresh(cache).has(job)
    assert later.why_missed(job) == f"{result_cache.DEPENDENCY_CHANGED}pkg/model.py"
    restore("ACT = 'silu'\n")  # the stored bytes again: hashed, the same, reused
    assert fresh(cache).load(job) is not None


def test_what_inductor_compiled_into_its_cache_is_output_not_a_dependency(tmp_path):
    """A cold run creates its kernels in Inductor's cache while it runs; listed, they kept its result from being
    stored (the second run after a cold one compiled every Inductor case again)."""
    from fxgolden.isolate.dependencies import loaded_sources

    kernel, model = tmp_path / "inductor" / "ab" / "cabc.py", tmp_path / "src" / "model.py"
    modules = {}
    for name, path in (("cabc", kernel), ("model", model)):
        path.parent.mkdir(parents=True)
        path.write_text("")
        modules[name] = type(sys)(name)
        modules[name].__file__ = str(path)
    assert loaded_sources(modules, outputs=str(tmp_path / "inductor")) == [("model", str(model))]
    assert len(loaded_sources(modules)) == 2


def test_a_module_now_imported_from_another_file_is_a_change(tmp_path):
    import types

    model = tmp_path / "model.py"
    model.write_text("x = 1\n")
    os.utime(model, ns=(1, 1))
    cache, job = _stored(tmp_path, [("fxgolden_test_shadowed", str(model))])
    assert fresh(cache).has(job)
    shadow = types.ModuleType("fxgolden_test_shadowed")
    shadow.__file__ = str(tmp_path / "site-packages" / "model.py")  # e.g. installed over the editable checkout
    sys.modules["fxgolden_test_shadowed"] = shadow
    try:
        assert not fresh(cache).has(job)
    finally:
        del sys.modules["fxgolden_test_shadowed"]


def test_the_command_that_started_the_process_is_not_a_dependency(tmp_path):
    from fxgolden.isolate.dependencies import loaded_sources

    script = tmp_path / "fxgolden"
    script.write_text("")
    main = type(sys)("__main__")
    main.__file__ = str(script)  # `fxgolden run` and `python -m pytest` store results for each other
    assert loaded_sources({"__main__": main, "__mp_main__": main}) == []


def test_declared_inputs_are_dependencies_and_a_new_match_is_a_change(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "plan.json").write_text("{}")
    os.utime(data / "plan.json", ns=(1, 1))
    cache, job = _stored(tmp_path, [], inputs=("data/*.json",))
    assert fresh(cache).has(job)
    (data / "plan.json").write_text("{1}")
    assert not fresh(cache).has(job)
    (data / "plan.json").write_text("{}")
    os.utime(data / "plan.json", ns=(1, 1))
    assert fresh(cache).has(job)
    (data / "other.json").write_text("{}")
    assert not fresh(cache).has(job)


def test_a_file_changed_while_the_case_ran_is_not_stored(tmp_path):
    model = tmp_path / "model.py"
    model.write_text("x = 1\n")  # written now: after a run that started at time 1
    cache = ResultCache(tmp_path / "results", root=tmp_path)
    outcome = ChildReply(result=_result(), error=None, output="",
                      sources=(("model", str(model)),), started_ns=1)
    assert not cache.store(_job(), outcome) and not cache.has(_job())


MODEL = '''
import torch


def act(x):
    return torch.nn.functional.silu(x)
'''
MODEL_CASE = '''
import torch
from fxgolden import Backend, World, case

import mymodel


@case("user/mlp", world=World(pg="none"), backends=[Backend.AOT_EAGER])
def mlp(ctx):
    x = torch.randn(8, requires_grad=True)
    out = ctx.compile(lambda v: mymodel.act(v) * 2, fullgraph=True)(x)
    out.sum().backward()
    return {"out": out, "grad": x.grad}
'''


@pytest.fixture
def user_project(tmp_path) -> Path:
    """A project whose case imports a model package that lives outside the cases folder (src/ on sys.path)."""
    project = tmp_path / "user"
    (project / "src" / "mymodel").mkdir(parents=True)
    (project / "src" / "mymodel" / "__init__.py").write_text(MODEL)
    (project / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "tests/golden_cases"\n'
                                            'goldens = "tests/goldens"\n')
    (project / "tests" / "golden_cases").mkdir(parents=True)
    (project / "tests" / "golden_cases" / "__init__.py").write_text("")
    (project / "tests" / "golden_cases" / "user.py").write_text(MODEL_CASE)
    made = suite(project, "--snapshot-update", cases="tests/golden_cases", PYTHONPATH=str(project / "src"))
    assert made.returncode == 0, made.stdout + made.stderr
    return project


def test_an_edit_of_the_project_model_outside_the_cases_is_drift_not_a_reuse(user_project):
    src = {"PYTHONPATH": str(user_project / "src")}
    unchanged = suite(user_project, cases="tests/golden_cases", **src)
    assert unchanged.returncode == 0 and f"1 of them {REUSED}" in unchanged.stdout, unchanged.stdout
    model = user_project / "src" / "mymodel" / "__init__.py"
    model.write_text(MODEL.replace("silu", "gelu"))
    drifted = suite(user_project, cases="tests/golden_cases", **src)
    assert drifted.returncode == 1 and REUSED not in drifted.stdout, drifted.stdout
    assert "gelu" in drifted.stdout and "tests/goldens/cpu/user/mlp" in drifted.stdout
    # the GELU run was clean (checks, numerics): reused, it is compared with the SiLU goldens again
    again = suite(user_project, cases="tests/golden_cases", **src)
    assert again.returncode == 1 and f"1 of them {REUSED}" in again.stdout and "4 changed" in again.stdout
    accepted = suite(user_project, "--snapshot-update", cases="tests/golden_cases", **src)
    assert accepted.returncode == 0, accepted.stdout
    after = suite(user_project, cases="tests/golden_cases", **src)  # reuses the GELU run, not the SiLU one
    assert after.returncode == 0 and f"1 of them {REUSED}" in after.stdout, after.stdout


def test_no_result_cache_refreshes_the_entries_it_passes(user_project):
    src = {"PYTHONPATH": str(user_project / "src")}
    cache = user_project / "inductor-cache" / result_cache.FOLDER
    shutil.rmtree(cache)
    refreshed = suite(user_project, "--fxgolden-no-result-cache", cases="tests/golden_cases", **src)
    assert refreshed.returncode == 0 and REUSED not in refreshed.stdout, refreshed.stdout
    assert f"1 of them {REUSED}" in suite(user_project, cases="tests/golden_cases", **src).stdout


def test_a_dependency_lists_name_is_its_contents_computed_once_and_kept_through_a_pickle():
    """A run asks each list's name several times per job; it is the sha256 of the list's repr, whatever asked first."""
    import hashlib

    from fxgolden.isolate.dependencies import DependencyList, FileStamp

    def made() -> DependencyList:
        return DependencyList((FileStamp("m", "src/m.py", 10, 20, "ab" * 32, inode=3, device=4, ctime_ns=5),),
                              (("data/*.txt", ("data/a.txt",)),))

    listed = made()
    name = listed.digest()
    assert name == hashlib.sha256(repr(made()).encode()).hexdigest() and listed.digest() == name
    assert listed == made() and repr(listed) == repr(made())  # the kept name is no field
    assert pickle.loads(pickle.dumps(listed)).digest() == name == pickle.loads(pickle.dumps(made())).digest()
    other = DependencyList(made().files, ())
    assert other.digest() != name
