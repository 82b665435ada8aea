"""Which processes the benchmark starts, with which Inductor cache, and what each one reports.

Every run is a fresh process. A run's ``cache`` names its
``TORCHINDUCTOR_CACHE_DIR`` under the scratch folder: the first run that
names a cache finds it empty (cold), a later run finds what the earlier one
left (warm). Suite runs are the real golden suite (collected by the plugin from the cases folder
through pytest, compare-only; ``-n 2`` through pytest-xdist); the others
are ``python -m fxgolden.bench.worker`` runs.
"""

from __future__ import annotations

import dataclasses
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, Sequence

from fxgolden.base.project import find_project
from fxgolden.bench.probe import ENV_VAR
from fxgolden.isolate.process_group import Command
from fxgolden.pytest_plugin.suite import SuiteCommand

# A few cases of each capture path (AOT, make_fx, eager + compiled autograd, decompositions),
# three of them Inductor with a backward (no C++ kernel; fused C++ kernels; FSDP-like hooks
# with 8 s of kernel builds cold): a cold single-worker suite run of them takes under a minute.
DEFAULT_SELECTION = (
    "core/async_redistribute_inside",
    "core/dtensor_matmul_dp2",
    "core/funcol_make_fx_2d",
    "core/module_backward_hooks",
    "fsdp/traceable_mlp[aot_eager_decomp_partition]",
    "core/dtensor_matmul_redistribute[S0]",
    "tp/two_mlp[plain]",
    "fsdp/traceable_mlp[inductor]",
)
PARTS = ("suite", "isolation", "parallel", "bare", "codegen", "large")
# Warm, every case compiled again (--fxgolden-no-result-cache), in a shuffled order: its artifacts must still be
# the cold run's bytes.
TORCH_CACHES_RUN = "suite warm x1 torch caches, shuffled"
SHUFFLE = "shuffle:7"


@dataclasses.dataclass(frozen=True)
class BenchRun:
    """One process to start: a suite run or a worker mode, its cache, its workers and cases.

    Not ``run.spec.RunSpec`` (how one case runs, inside whatever process runs it): the bench's own
    word for a whole process, so each name in fxgolden means one thing.
    """

    name: str
    kind: str  # "suite" or a fxgolden.bench.worker mode
    cache: str
    cases: tuple[str, ...]
    workers: int = 1
    in_process: bool = False  # suite runs: every case in the pytest process (--fxgolden-in-process)
    reuse: bool = True  # suite runs: reuse identical earlier runs' results (fxgolden.isolate.result_cache)
    order: str = ""  # suite runs: --fxgolden-order (default: the suite's own)
    jobs: int = 1  # suite runs: case processes at once from the one pytest process (--fxgolden-jobs)

    @property
    def at_once(self) -> int:
        """How many cases run at the same time: each xdist worker runs ``jobs`` case processes."""
        return self.workers * self.jobs

    def describe_parallelism(self) -> str:
        """``1 worker``, ``2 workers`` (xdist) or ``1 worker, 2 jobs`` (--fxgolden-jobs)."""
        workers = f"{self.workers} worker{'s' if self.workers > 1 else ''}"
        return workers + (f", {self.jobs} jobs" if self.jobs > 1 else "")


@dataclasses.dataclass
class BenchResult:
    """What one process did: its wall time, exit status, per-case records and log tail (not ``run.result.RunResult``,
    what one case run gives)."""

    spec: BenchRun
    temperature: str  # cold | warm
    wall_s: float
    returncode: int
    records: list[dict[str, Any]]
    log_tail: str

    def as_dict(self) -> dict[str, Any]:
        """Plain data for the JSON figures."""
        return {"name": self.spec.name, "kind": self.spec.kind, "cache": self.spec.cache,
                "temperature": self.temperature, "workers": self.spec.workers, "jobs": self.spec.jobs,
                "wall_s": round(self.wall_s, 3),
                "returncode": self.returncode, "records": self.records}


def plan(cases: Sequence[str], inductor_cases: Sequence[str], *, parts: Sequence[str] = PARTS,
         workers: int = 2) -> list[BenchRun]:
    """The runs of one benchmark, in order (a cache's first user is its cold run)."""
    cases, inductor = tuple(cases), tuple(inductor_cases)
    runs: list[BenchRun] = []
    if "suite" in parts:
        # Warm twice: as a rerun goes (every case's results reused), and compiling every case again on
        # torch's warm caches (what a changed case or torch build costs, and what bare torch.compile does).
        runs += [BenchRun("suite cold x1", "suite", "suite1", cases),
                 BenchRun("suite warm x1", "suite", "suite1", cases),
                 BenchRun(TORCH_CACHES_RUN, "suite", "suite1", cases, reuse=False, order=SHUFFLE)]
    if "isolation" in parts:
        # After the warm run on the same cache: what one fresh process per case costs over running in pytest.
        if "suite" not in parts:
            runs.append(BenchRun("suite cold x1", "suite", "suite1", cases))
        runs += [BenchRun("suite warm x1 in-process", "suite", "suite1", cases, in_process=True, reuse=False),
                 BenchRun("suite warm x1 again", "suite", "suite1", cases, reuse=False)]
    if "parallel" in parts and workers > 1:
        # Two ways to run N cases at once: N xdist workers (each a pytest process with its own
        # collection and fork server), and N case processes from one pytest process (--fxgolden-jobs).
        runs += [BenchRun(f"suite cold x{workers}", "suite", "suite2", cases, workers),
                 BenchRun(f"suite warm x{workers}", "suite", "suite2", cases, workers),
                 BenchRun(f"suite cold j{workers}", "suite", "suite3", cases, jobs=workers)]
    if "bare" in parts:
        for mode, cache in (("bare-cache-off", "bare-off"), ("bare-cache-on", "bare-on")):
            runs += [BenchRun(f"{mode} cold", mode, cache, cases), BenchRun(f"{mode} warm", mode, cache, cases)]
    if "codegen" in parts and inductor:
        runs += [BenchRun("codegen-only cold", "codegen-only", "codegen", inductor),
                 BenchRun("codegen-only warm", "codegen-only", "codegen", inductor),
                 BenchRun("full (fxgolden) cold", "fxgolden", "full", inductor),
                 BenchRun("floor (aot_eager) cold", "floor", "floor", inductor)]
    if "large" in parts:
        runs.append(BenchRun("large artifact", "large", "large", ()))
    return runs


def _command(spec: BenchRun, *, root: Path, out: Path, large_lines: int) -> list[str]:
    if spec.kind == "suite":
        project = find_project(root)
        argv = SuiteCommand(project.cases_dir, project.root).command(
            sys.executable, extra=["-q", "-p", "fxgolden.bench.probe", "--fxgolden-allow-version-drift"])
        argv += ["-n", str(spec.workers)] if spec.workers > 1 else ["-p", "no:xdist"]
        argv += ["--fxgolden-in-process=all"] if spec.in_process else []
        argv += [] if spec.reuse else ["--fxgolden-no-result-cache"]
        argv += ["--fxgolden-order", spec.order] if spec.order else []
        argv += ["--fxgolden-jobs", str(spec.jobs)] if spec.jobs > 1 else []
        for case_id in spec.cases:
            argv += ["--fxgolden-case", case_id]
        return argv
    return [sys.executable, "-m", "fxgolden.bench.worker", spec.kind, str(out), "--root", str(root),
            "--large-lines", str(large_lines), *spec.cases]


def execute(spec: BenchRun, *, root: Path, scratch: Path, large_lines: int = 100_000,
            timeout_s: float = 3600) -> BenchResult:
    """Start the process of ``spec`` and wait for it; its cache is cold when it did not exist yet."""
    cache = scratch / "caches" / spec.cache
    temperature = "warm" if cache.exists() else "cold"
    cache.mkdir(parents=True, exist_ok=True)
    out = scratch / f"{spec.name.replace(' ', '_')}.jsonl"
    out.unlink(missing_ok=True)
    env = {k: v for k, v in os.environ.items()
           if k not in ("PYTEST_ADDOPTS", "PYTEST_XDIST_AUTO_NUM_WORKERS", "FXGOLDEN_RESULT_CACHE")}
    env.update({"TORCHINDUCTOR_CACHE_DIR": str(cache), ENV_VAR: str(out), "PYTHONWARNINGS": "ignore"})
    argv = _command(spec, root=root, out=out, large_lines=large_lines)
    log = out.with_suffix(".log")
    start = time.perf_counter()
    # its own process group, stopped whole (isolate.process_group): past the limit or on Ctrl-C, a suite run's
    # xdist workers, fork server and case children go with it
    with log.open("w", encoding="utf-8") as handle, Command(argv, cwd=root, env=env, stdout=handle) as run:
        returncode = run.wait(timeout_s)
        if returncode is None:
            run.stop()
            raise subprocess.TimeoutExpired(argv, timeout_s)
    wall = time.perf_counter() - start
    records = [json.loads(line) for line in out.read_text().splitlines()] if out.exists() else []
    tail = log.read_text(encoding="utf-8", errors="replace")[-3000:]
    return BenchResult(spec, temperature, wall, returncode, records, tail)
