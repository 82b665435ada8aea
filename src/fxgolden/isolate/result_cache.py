"""Reuse a case run's results when nothing the run depends on has changed.

A golden is a pure function of (case, torch build, profile): the catalog's
reproducibility tests hold every case to that. So a rerun of an unchanged
case with an unchanged torch and fxgolden can only give the same bytes, and
torch's own caches cannot make it cheap: a warm run still traces Dynamo and
AOT again so that the recorders see every graph (an AOT-autograd cache hit
skips the compilers that record), which is most of a warm run's time.

The key holds everything a case run reads that can change its output, and each
entry carries the list of files the run depended on
(``fxgolden.isolate.dependencies``), checked before the entry is reused:

- the job: case id, rank variant, and its RunSpec: profile, numerics, codegen-only,
  the nightly's config overrides (not where
  the checkout is: a second checkout checks the entry against its own files);
- the catalog's and fxgolden's Python sources (``jobs.source_digest``);
- in the entry's dependency list: every source file the case's process had
  imported (the project's own packages wherever they live, editable installs
  and plain folders on ``sys.path`` alike, site-packages, the cases,
  fxgolden), and the files matched by ``[tool.fxgolden] inputs``: stat first,
  hash on change;
- the torch build: its version and git commit, the stats of every torch
  Python source (the files Inductor's ``torch_key()`` hashes, so an edited
  development checkout misses) and of its native libraries (a rebuilt
  libtorch); Triton's version where it is installed; all read from the files,
  without importing torch (``build_fingerprint``);
- the interpreter and its environment (``sys.prefix``), the machine and its CPU capability
  (torch's answer, kept against ``/proc/cpuinfo`` and ``ATEN_CPU_CAPABILITY``);
- every environment variable torch, OpenMP or fxgolden reads (prefixes in
  ``_ENV_PREFIXES``), the nightly's compiler overrides among them.

What neither can see: a case body that reads other environment variables, or
data files not declared in ``inputs``, and the C++ compiler's version
(Inductor's C++ text does not depend on it; the profile's host check does).

The golden comparison is never reused: a reused run's artifacts are compared
with the goldens as they are now, and its checks' results are those of the
identical run. Only clean runs are stored (every check passed, numerics matched), and runs
of a case under a known issue of this torch (its failing checks are what the issue expects):
any other run that failed always runs again, and so does a crash or a timeout. An update
run (``--snapshot-update``) stores but never reuses: a golden is always
written from a real compile. Entries live next to Inductor's own, under
``<TORCHINDUCTOR_CACHE_DIR>/fxgolden-results``, so clearing that folder gives a
cold run. ``--fxgolden-no-result-cache`` (``fxgolden run --no-result-cache``)
compiles every case; ``FXGOLDEN_RESULT_CACHE=0`` neither reuses nor stores.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import os
import pickle
import platform
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fxgolden.base.files import atomic_write_bytes
from fxgolden.isolate import build_fingerprint
from fxgolden.isolate.build_fingerprint import inductor_cache_dir
from fxgolden.isolate.dependencies import DependencyList, Tracker

if TYPE_CHECKING:
    from fxgolden.isolate.jobs import ChildReply, Job

ENV_SWITCH = "FXGOLDEN_RESULT_CACHE"  # "0" turns the cache off
FOLDER = "fxgolden-results"
_FORMAT = 7  # bump when what an entry holds changes shape
_ENV_PREFIXES = ("TORCH", "PYTORCH", "INDUCTOR", "ATEN_", "OMP_", "KMP_", "MKL_", "CUDA", "NVIDIA", "TRITON",
                 "FXGOLDEN_", "CXX", "CC")
# Variables with those prefixes that only say where things go, never what a run makes.
_ENV_IGNORED = frozenset({"TORCHINDUCTOR_CACHE_DIR", "TRITON_CACHE_DIR", "FXGOLDEN_BENCH_RECORDS", ENV_SWITCH})


def enabled_by_environment(environ: dict[str, str] | None = None) -> bool:
    """False when ``FXGOLDEN_RESULT_CACHE`` says off (0, false, no, off)."""
    value = (environ if environ is not None else os.environ).get(ENV_SWITCH, "").strip().lower()
    return value not in {"0", "false", "no", "off"}


def _host(environ: dict[str, str]) -> str:
    aten = environ.get("ATEN_CPU_CAPABILITY", "")
    # torch picks its capability from this process's environment: a key asked for another one cannot know it
    # (the variable itself is in the key's environment part either way)
    capability = _cpu_capability(inductor_cache_dir(), aten) if aten == os.environ.get("ATEN_CPU_CAPABILITY", "") \
        else "not this process's ATEN_CPU_CAPABILITY"
    return f"{sys.version}|{sys.prefix}|{platform.machine()}|{capability}"


@functools.cache
def _cpu_capability(cache_dir: str, aten: str) -> str:
    return build_fingerprint.cpu_capability(Path(cache_dir) / FOLDER, {"ATEN_CPU_CAPABILITY": aten} if aten else {})


def host_and_environment(environ: dict[str, str]) -> str:
    """The host and environment parts of every key (``pytest_plugin.reuse_forecast`` names a run by them too)."""
    return f"{_host(environ)}\0{_environment(environ)}"


def _environment(environ: dict[str, str]) -> str:
    kept = sorted((k, v) for k, v in environ.items() if k.startswith(_ENV_PREFIXES) and k not in _ENV_IGNORED)
    return "\n".join(f"{k}={v}" for k, v in kept)


def key_for(job: "Job", environ: dict[str, str] | None = None) -> str:
    """The hex key of ``job``'s results on this torch build, host and environment."""
    from fxgolden.isolate.jobs import source_digest

    environ = dict(environ if environ is not None else os.environ)
    where_free = dataclasses.replace(job, cases_dir="", spec=dataclasses.replace(job.spec, project_root="",
                                                                                  max_memory_bytes=0))
    parts = [f"format {_FORMAT}", repr(dataclasses.astuple(where_free)),
             source_digest(Path(job.cases_dir)), build_fingerprint.torch_build_digest(), _host(environ),
             _environment(environ)]
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()


DEPENDENCY_CHANGED = "a file it depends on changed: "  # how ``why_missed`` begins when one did


@dataclasses.dataclass(frozen=True)
class ResultCache:
    """The stored results of clean case runs, one file per key under ``folder``.

    An entry file holds two pickles: the name of its dependency list (stored once
    under ``deps/``, shared by the entries of a run), then the run's fields and
    output, so ``has`` reads a few bytes. ``reuse=False`` (an update run,
    ``--fxgolden-no-result-cache``) only stores: its own runs all compile.
    ``root`` and ``inputs`` are the project's, for its declared data files.
    """

    folder: Path
    reuse: bool = True
    root: Path = Path(".")
    inputs: tuple[str, ...] = ()
    tracker: Tracker = dataclasses.field(default_factory=Tracker, compare=False)
    _lists: dict[str, DependencyList | None] = dataclasses.field(default_factory=dict, compare=False)
    # key -> why ``load`` found no result to reuse, for the jobs it was asked about
    _misses: dict[str, str] = dataclasses.field(default_factory=dict, compare=False)

    @classmethod
    def default(cls, *, reuse: bool = True, root: Path = Path("."), inputs: tuple[str, ...] = ()) -> "ResultCache":
        """The cache inside Inductor's cache folder (``TORCHINDUCTOR_CACHE_DIR`` or torch's default), found without
        importing torch (``build_fingerprint``)."""
        return cls(Path(inductor_cache_dir()) / FOLDER, reuse=reuse, root=root, inputs=inputs)

    def _path(self, key: str) -> Path:
        return self.folder / key[:2] / f"{key}.pickle"

    def _list_path(self, name: str) -> Path:
        return self.folder / "deps" / f"{name}.pickle"

    def _dependencies(self, name: str) -> DependencyList | None:
        if name not in self._lists:
            try:
                loaded = pickle.loads(self._list_path(name).read_bytes())
            except Exception:  # noqa: BLE001 - missing, torn or foreign: the entry is a miss
                loaded = None
            self._lists[name] = loaded if isinstance(loaded, DependencyList) else None
        return self._lists[name]

    def _valid(self, name: Any) -> bool:
        """Whether the dependency list called ``name`` exists and nothing on it changed."""
        return self._change(name) is None

    def _change(self, name: Any) -> str | None:
        """Why the dependency list called ``name`` no longer holds (a file that changed), or None."""
        dependencies = self._dependencies(name) if isinstance(name, str) else None
        if dependencies is None:
            return "its list of dependencies is missing or unreadable"
        changed = self.tracker.change(dependencies, root=self.root)
        return None if changed is None else DEPENDENCY_CHANGED + changed

    def why_missed(self, job: "Job") -> str | None:
        """Why ``load`` gave no result for ``job`` (None: it did, or was not asked)."""
        return self._misses.get(key_for(job))

    def load(self, job: "Job") -> "ChildReply | None":
        """The stored outcome of ``job``, or None (no entry, a changed dependency, or an unreadable entry)."""
        from fxgolden.isolate.jobs import ChildReply
        from fxgolden.run.result import RunResult

        if not self.reuse:
            return None
        start = time.perf_counter()
        key = key_for(job)
        path = self._path(key)
        try:
            with path.open("rb") as handle:
                changed = self._change(pickle.load(handle))
                if changed is not None:
                    self._misses[key] = changed
                    return None
                result, output = pickle.load(handle)
        except FileNotFoundError:
            self._misses[key] = "no stored run with this key (case, catalog and fxgolden sources, torch, profile, " \
                                "environment)"
            return None
        except Exception:  # noqa: BLE001 - a torn or foreign entry is a miss, and the run rewrites it
            self._misses[key] = "its stored entry is unreadable"
            return None
        if not isinstance(result, RunResult):  # an entry of an older fxgolden: a miss, rewritten by the run
            self._misses[key] = "its stored entry is unreadable"
            return None
        # Nothing was compiled: the earlier run's phase timers would misreport this one.
        reused = dataclasses.replace(result, reused=True, timings={"reused": time.perf_counter() - start},
                                     compile_metrics={})
        return ChildReply(result=reused, error=None, output=output)

    def has(self, job: "Job") -> bool:
        """Whether ``load`` will find a valid entry for ``job`` (unless it is torn: then the job runs)."""
        if not self.reuse:
            return False
        try:
            with self._path(key_for(job)).open("rb") as handle:
                return self._valid(pickle.load(handle))
        except Exception:  # noqa: BLE001 - no entry, or one that cannot be read
            return False

    def store(self, job: "Job", outcome: "ChildReply", *, failure_expected: bool = False) -> bool:
        """Keep ``outcome`` when it is a clean run whose files did not change while it ran; True when stored.
        ``failure_expected``: the case is under a known issue of this torch, so a run whose checks fail is its
        expected outcome, kept too (a catalog with such a case is then reused whole). An error is never kept.

        Written atomically (no torn entry); the dependency list first, so an entry never names a missing one.
        """
        result = outcome.result
        if outcome.error is not None or result is None or not (result.clean or failure_expected):
            return False
        dependencies = self.tracker.stamp(outcome.sources, root=self.root, inputs=self.inputs,
                                          not_before_ns=outcome.started_ns)
        if dependencies is None:
            return False
        name = dependencies.digest()
        list_path = self._list_path(name)
        if not list_path.is_file():
            atomic_write_bytes(list_path, pickle.dumps(dependencies, protocol=pickle.HIGHEST_PROTOCOL))
        self._lists[name] = dependencies
        data = pickle.dumps(name, protocol=pickle.HIGHEST_PROTOCOL) + \
            pickle.dumps((dataclasses.replace(result, reused=False), outcome.output), protocol=pickle.HIGHEST_PROTOCOL)
        atomic_write_bytes(self._path(key_for(job)), data)
        return True
