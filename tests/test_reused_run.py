"""A run whose every case is reused (issue 43, part 3): no fork server, no host check, and still a real comparison.

A real suite in a throw-away project with an Inductor case that imports the project's own model module, run
through pytest in subprocesses. A probe plugin counts fork-server starts and host checks (it wraps fxgolden's
own functions; torch and syrupy run as they are).
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from test_result_cache import COLD_MODEL, FAILING_CHECK, REUSED, suite

INDUCTOR_CASE = '''
import torch
from fxgolden import Backend, Check, World, case

import coldmodel


@case("cold/inductor", world=World(pg="none"), backends=[Backend.INDUCTOR])
def inductor(ctx):
    return ctx.compile(lambda v: coldmodel.act(v) + 1, fullgraph=True)(torch.randn(8))
'''

PROBE = '''
import json
import os

from fxgolden.base import torch_compat
from fxgolden.isolate import fork_server

COUNTS = {"server_starts": 0, "host_checks": 0}
_ensure = fork_server.ForkServer._ensure_running
_picks = torch_compat.picks_vector_isa


def _counting_ensure(self):
    COUNTS["server_starts"] += self._server is None
    return _ensure(self)


def _counting_picks(*args, **kwargs):
    COUNTS["host_checks"] += 1
    return _picks(*args, **kwargs)


fork_server.ForkServer._ensure_running = _counting_ensure
torch_compat.picks_vector_isa = _counting_picks


def pytest_unconfigure(config):
    import sys

    imported = {"imported": sorted(name for name in ("cases.cold", "coldmodel") if name in sys.modules)}
    with open(os.environ["PROBE_OUT"], "w") as handle:
        json.dump({**COUNTS, **imported}, handle)
'''


def _run(project: Path, *args: str) -> tuple[object, dict]:
    """The run, and what the probe counted: fork-server starts, host checks, and which of the case module and
    the project's model module the pytest process imported."""
    out = project / "probe.json"
    out.unlink(missing_ok=True)
    run = suite(project, "-p", "probe", *args, PYTHONPATH=os.pathsep.join([str(project / "src"), str(project)]),
                PROBE_OUT=str(out))
    counts = json.loads(out.read_text())
    counts["imported"] = set(counts["imported"])
    return run, counts


def test_a_fully_reused_run_starts_no_server_and_checks_no_host_but_compares_and_falls_back(tmp_path):
    project = tmp_path / "fast"
    (project / "cases").mkdir(parents=True)
    (project / "src").mkdir()
    (project / "pyproject.toml").write_text('[tool.fxgolden]\ncases = "cases"\ngoldens = "goldens"\n')
    (project / "cases" / "__init__.py").write_text("")
    (project / "cases" / "cold.py").write_text(INDUCTOR_CASE)
    (project / "probe.py").write_text(PROBE)
    model = project / "src" / "coldmodel.py"
    model.write_text(COLD_MODEL)

    made, counts = _run(project, "--snapshot-update")
    assert made.returncode == 0, made.stdout + made.stderr
    assert counts["server_starts"] >= 1 and counts["host_checks"] == 1

    first, counts = _run(project)  # no forecast yet: the server starts early, and is stopped when all is reused
    assert first.returncode == 0 and f"1 of them {REUSED}" in first.stdout, first.stdout
    assert counts["host_checks"] == 0  # no C++ is made: the host check waits for a case that compiles

    reused, counts = _run(project)  # the first noted that every case would be reused
    assert reused.returncode == 0 and f"1 of them {REUSED}" in reused.stdout, reused.stdout
    # and kept the catalog's declarations: neither the case module nor the model it imports is imported
    assert counts == {"server_starts": 0, "host_checks": 0, "imported": set()}

    golden = next((project / "goldens" / "cpu" / "cold" / "inductor").glob("g0.inductor*"))
    golden.write_text(golden.read_text().replace("sin", "tan"))
    edited, counts = _run(project)  # the comparison is never reused: the edited golden fails
    assert edited.returncode == 1 and f"1 of them {REUSED}" in edited.stdout, edited.stdout
    assert counts == {"server_starts": 0, "host_checks": 0, "imported": set()}
    golden.write_text(golden.read_text().replace("tan", "sin"))

    model.write_text(COLD_MODEL + "\n# an edit of the project's own model\n")  # a dependency: compiled again
    compiled, counts = _run(project)
    assert compiled.returncode == 0 and REUSED not in compiled.stdout, compiled.stdout
    assert counts["server_starts"] >= 1 and counts["host_checks"] == 1
    assert counts["imported"] == {"cases.cold", "coldmodel"}  # the kept declarations named the edited file

    case = project / "cases" / "cold.py"
    case.write_text(case.read_text() + "\n# an edited case file\n")
    recompiled, counts = _run(project)
    assert recompiled.returncode == 0 and REUSED not in recompiled.stdout, recompiled.stdout
    assert counts["server_starts"] >= 1 and counts["host_checks"] == 1

    # a case that compiles on every run (a failed check is never stored) beside the reused Inductor case: the server
    # starts for it, and the host check still waits, since it makes no C++ (the catalog's one known-issue case)
    case.write_text(case.read_text() + FAILING_CHECK)
    _run(project)  # the edited file compiles the Inductor case again, and stores it
    mixed, counts = _run(project)
    assert mixed.returncode == 1 and f"1 of them {REUSED}" in mixed.stdout and "aten.tan.default(" in mixed.stdout, \
        mixed.stdout
    assert counts["server_starts"] >= 1 and counts["host_checks"] == 0
