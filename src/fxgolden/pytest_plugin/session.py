"""One golden-suite session: the selected cases, the manifest check, the per-case checker."""

from __future__ import annotations

import dataclasses
import functools
import time
from typing import TYPE_CHECKING, Any, Iterable

import pytest

from fxgolden.base import distributions
from fxgolden.base.errors import GoldenFileError, UsageError
from fxgolden.base.profile import get_profile
from fxgolden.base.versions import torch_version
from fxgolden.catalog.registry import discover, select
from fxgolden.golden import manifest as manifest_mod
from fxgolden.golden.compare import assert_case, failure_message
from fxgolden.golden.policy import UpdateMode
from fxgolden.golden.store import GoldenStore
from fxgolden.golden.writer import GoldenWriter, refused_write
from fxgolden.pytest_plugin import interrupts, suite
from fxgolden.pytest_plugin.settings import Settings
from fxgolden.run.record import CaseRecord, ErrorKind, Outcome

if TYPE_CHECKING:
    from fxgolden.catalog.case import Case
    from fxgolden.isolate.isolation import Isolation
    from fxgolden.isolate.result_cache import ResultCache
    from fxgolden.pytest_plugin.case_index import CaseIndex
    from fxgolden.pytest_plugin.reuse_forecast import Forecast
    from fxgolden.run.result import CaseRun


def device_available(device: str) -> bool:
    """Whether this machine can run cases on ``device``."""
    if device == "cpu":
        return True
    import torch

    return device == "cuda" and torch.cuda.is_available()


@dataclasses.dataclass
class GoldenSession:
    """State of one pytest session of the golden suite."""

    settings: Settings
    cases: dict[str, "Case"]
    _needs_server: bool | None = None  # whether some selected case will run in a child (start_isolation)
    _host_unchecked: list["Case"] | None = None  # Inductor cases whose host check waits for one to compile
    _host_refused: str | None = None  # the deferred host check's refusal
    command: tuple[str, ...] = ()  # pytest's arguments: what names this run's reuse forecast
    _selection: list["Case"] | None = None  # the runnable selected cases, as start_isolation last saw them
    collect_only: bool = False  # pytest --collect-only: no case runs, no server
    writer: GoldenWriter | None = None  # an update's writer (and lock), handed over when the session starts
    started_ns: int = dataclasses.field(default_factory=time.time_ns)
    from_index: bool = False  # the cases were read from the case index, not imported (``case_index``)

    def update_writer(self) -> GoldenWriter:
        """The update's writer; a write asked for without one is refused."""
        if self.writer is None:
            raise refused_write(self.settings.store.profile_dir)
        return self.writer

    RESULT_KEY = suite.RESULT_KEY

    @classmethod
    def from_config(cls, config: pytest.Config) -> "GoldenSession":
        """Read settings, start the fork server, then discover the catalog.

        The server starts before the catalog is imported: it imports torch and the
        catalog (~4 s) on one core while this process does the same on the other,
        so the first case waits for neither twice. ``start_isolation`` stops it
        again when no selected case turns out to need it (every one reused, or none
        runnable here). Not started when the last identical run noted that every case
        would be reused (``reuse_forecast``): ``start_isolation`` starts it if one is not.
        """
        settings = Settings.from_config(config)
        collect_only = bool(getattr(config.option, "collectonly", False))
        session = cls(settings=settings, cases={}, collect_only=collect_only,
                      command=tuple(map(str, config.invocation_params.args)))
        forecast = session.forecast
        all_reused = forecast is not None and forecast.all_reused()
        if _needs_fork_server(settings, collect_only=collect_only) and not all_reused:
            session.processes.start_server(wait=False)
        index = session.case_index
        indexed = index.load(settings.project.root) if index is not None and all_reused else None
        if indexed is not None:  # the last identical run reused every case: its declarations, nothing imported
            session.cases, session.from_index = indexed, True
            return session
        with interrupts.deferred():  # the catalog imports torch: see ``interrupts``
            session.cases = discover(settings.project.cases_dir)
        return session

    @functools.cached_property
    def processes(self) -> "Isolation":
        """The one owner of this session's child processes: fork server, case children, real ranks."""
        from fxgolden.isolate.isolation import Isolation

        settings = self.settings
        return Isolation(settings.project.cases_dir, timeout_s=settings.options.timeout_s,
                         isa_verified=_trusts_isa(settings))

    def selected_cases(self) -> list["Case"]:
        """The cases chosen by ``--fxgolden-case`` (all when none given)."""
        return select(self.cases, list(self.settings.options.cases))

    def not_runnable_reason(self, case: "Case") -> str | None:
        """Why ``case`` cannot run in this profile on this machine, or None."""
        profile = self.settings.profile
        world = self.settings.options.world
        declared = case.not_run_reason(profile, torch_version(), needs_goldens=world == "fake")
        if declared is not None:
            return declared
        device = get_profile(profile).device
        if not device_available(device):
            return f"not run here: needs {device}"
        if world != "fake" and case.world.pg == "none":
            return f"not run with --fxgolden-world {world}: the case has no process group"
        if world == "nccl":
            import torch

            if torch.cuda.device_count() < case.world.size:
                return f"not run here: needs {case.world.size} GPUs for a real NCCL world"
        return None

    def runnable(self, cases: Iterable["Case"]) -> list["Case"]:
        """Those of ``cases`` that this profile runs on this machine, in their order."""
        return [case for case in cases if self.not_runnable_reason(case) is None]

    def runnable_count(self) -> int:
        """How many cases of the profile this machine can run."""
        return len(self.runnable(self.cases.values()))

    def check_manifest(self, *, selected: int) -> None:
        """Refuse goldens made with another torch or normalizer, unless told to compare anyway.

        An update asks the profile's writer, which refuses a partial one (a case selection, or
        --snapshot-update-new-only) that a missing, unreadable or mismatching manifest cannot vouch for.
        """
        if self.settings.options.world != "fake":
            return  # a real-world check compares with fresh fake-PG captures, not with the manifest's torch
        store = self.settings.store
        running = manifest_mod.current(self.settings.profile, manifest_mod.profile_facts(self.settings.profile))
        if self.settings.mode is not UpdateMode.PENDING:
            self.update_writer().check_manifest(running, partial=selected < self.runnable_count(),
                                                         allow_drift=self.settings.options.allow_version_drift)
            return
        stored = manifest_mod.read(store.manifest_path)
        problems = manifest_mod.mismatch(stored, running)
        if problems and not self.settings.options.allow_version_drift:
            raise UsageError(f"{store.manifest_path}: {'; '.join(problems)}.\n  fix: "
                             f"{manifest_mod.fix_for(stored, running)}")

    def check_host(self, selected: list["Case"], *, defer: bool = True) -> None:
        """Refuse, once and before any case compiles, a host that cannot make the profile's C++ code.

        Deferred when every selected Inductor case reuses stored results: the check imports Inductor and
        probes the compiler (seconds; most of a run that compiles nothing), and no C++ is made. A case that
        compiles after all (its entry vanished meanwhile) runs it first (``check_host_before``).
        """
        from fxgolden.catalog.case import Backend

        profile = get_profile(self.settings.profile)
        inductor = [c for c in self.runnable(selected) if c.backend is Backend.INDUCTOR]
        if profile.vector_isa is None or not inductor or self.settings.options.world != "fake":
            return
        if defer and _runs_cases_in_children(self.settings, collect_only=self.collect_only) and \
                self._all_reused(inductor):
            self._host_unchecked = inductor
            return
        self._host_unchecked = None
        import platform

        from fxgolden.base import torch_compat

        if torch_compat.picks_vector_isa(profile.inductor, profile.vector_isa):
            return
        # Only now every ISA is probed (seconds): for the message, which names what this host has.
        problem = profile.host_problem(machine=platform.machine(),
                                       picked=torch_compat.vector_isa_under(profile.inductor),
                                       available=torch_compat.probe_vector_isas())
        if problem:
            raise UsageError(problem)

    def check_host_before(self, case: "Case") -> None:
        """Run the deferred host check before Inductor case ``case`` compiles (some of its runs have no stored
        results); a refusal is every later compiling Inductor case's too. Other backends make no C++."""
        from fxgolden.catalog.case import Backend

        if self._host_unchecked is None and self._host_refused is None:
            return
        if case.backend is not Backend.INDUCTOR or self._all_reused([case]):
            return
        if self._host_refused is not None:
            raise UsageError(self._host_refused)
        assert self._host_unchecked is not None
        unchecked, self._host_unchecked = self._host_unchecked, None
        try:
            self.check_host(unchecked, defer=False)
        except UsageError as error:
            self._host_refused = str(error)
            raise

    def check_in_process(self, selected: list["Case"]) -> None:
        """--fxgolden-in-process runs what it can run faithfully: one case, as one rank.

        Its first compile in a fresh pytest process gives the isolated run's artifacts; a second case (or a
        second rank) compiled after it in the same process can differ (measured: 7 of 69 tp, dtensor, fsdp and
        spmd cases), which a person debugging would read as a failure the suite does not have.
        """
        if not self.settings.options.in_process or self.settings.options.in_process_many:
            return
        runnable = self.runnable(selected)
        if len(runnable) > 1:
            raise UsageError(f"--fxgolden-in-process runs one case in pytest's own process (for --pdb), and "
                             f"{len(runnable)} were selected: after the first, a case compiled in the same process "
                             "can give other graphs than its own isolated run.\n  fix: name one case, e.g. "
                             f"`fxgolden run '{runnable[0].id}' -- --fxgolden-in-process` (=all runs them all, "
                             "for timing)")
        if runnable and len(runnable[0].per_rank) > 1:
            raise UsageError(f"--fxgolden-in-process: case {runnable[0].id} runs {len(runnable[0].per_rank)} ranks, "
                             "and a rank compiled after another in one process can give other graphs than its own "
                             "isolated run.\n  fix: run it isolated (without --fxgolden-in-process)")

    def start_isolation(self, selected: list["Case"], *, wait: bool) -> None:
        """Keep the fork server running (in each xdist worker), so no case's time includes its start-up.

        ``from_config`` started it. Called twice: once the tests are parametrized
        (``wait=False``: the server goes on importing while this process finishes
        collecting and checks the host), and before the first case (``wait=True``). The
        server trusts the CPU's flags for the profile's vector ISA
        (``TORCHINDUCTOR_VEC_ISA_OK``) without probing the compiler again:
        ``check_host`` builds that ISA in this process before any Inductor case runs,
        or refuses the run.

        Stopped when no selected case will run in a child: none runnable here, or every
        one reusing stored results (the server's imports would be most of the run). A
        case whose entry vanishes meanwhile starts a new server when it runs. A real-world
        cross-check always needs it: its fake-PG references run in children.
        """
        if not _needs_fork_server(self.settings, collect_only=self.collect_only):
            return
        self._selection = self.runnable(selected)
        if self._needs_server is None:
            runnable = self._selection
            real_world = self.settings.options.world != "fake"
            self._needs_server = bool(runnable) and (real_world or not self._all_reused(runnable))
        if self._needs_server:
            self.processes.start_server(wait=wait)
        else:
            self.processes.stop_server()  # the one from_config started

    def start_look_ahead(self, ordered: list["Case"]) -> None:
        """With --fxgolden-jobs N, queue the jobs of ``ordered`` (pytest's final order) that will need a process."""
        settings = self.settings
        if settings.options.jobs <= 1 or not _runs_cases_in_children(settings, collect_only=self.collect_only):
            return
        results = self.results
        queue = [job for case in self.runnable(ordered) for job in self._jobs(case)
                 if results is None or not results.has(job)]
        self.processes.queue(queue, settings.options.jobs)

    def stop_processes(self) -> None:
        """Stop every child still running: cases the run never reached (``-x``, an interrupt), real ranks."""
        if "processes" in self.__dict__:  # made only where a case ran in a child
            self.processes.close()

    @functools.cached_property
    def forecast(self) -> "Forecast | None":
        """Whether this command line's last run could reuse every case (``reuse_forecast``); None without reuse."""
        results, settings = self.results, self.settings
        if results is None or not results.reuse or not _runs_cases_in_children(settings, collect_only=False):
            return None
        from fxgolden.pytest_plugin.reuse_forecast import Forecast

        return Forecast.of(results.folder, cases_dir=settings.project.cases_dir, command=self.command,
                           spec=repr(settings.spec))

    @functools.cached_property
    def case_index(self) -> "CaseIndex | None":
        """Where this command line's catalog is kept for a rerun that reuses every case (``case_index``)."""
        if self.forecast is None:
            return None
        from fxgolden.pytest_plugin.case_index import CaseIndex

        return CaseIndex.beside(self.forecast.path, self.forecast.fingerprint)

    def record_forecast(self) -> None:
        """At the end of the run: note whether an identical rerun can reuse every selected case, and keep the
        catalog's declarations for it (``case_index``)."""
        if self.forecast is None or self._selection is None:
            return
        all_reused = self._all_reused(self._selection)
        self.forecast.record(all_reused)
        index = self.case_index
        if index is None:
            return
        if not all_reused:
            index.forget()
        elif not self.from_index:  # read from it: already kept
            index.save(self.cases, root=self.settings.project.root, started_ns=self.started_ns)

    def _all_reused(self, runnable: list["Case"]) -> bool:
        """Whether every one of ``runnable`` has stored results to reuse."""
        results = self.results
        if results is None or not results.reuse:
            return False
        return all(results.has(job) for case in runnable for job in self._jobs(case))

    @functools.cached_property
    def results(self) -> "ResultCache | None":
        """This run's result cache, one for the session: it stats and hashes each dependency once."""
        settings = self.settings
        if not settings.result_cache:
            return None
        from fxgolden.isolate.result_cache import ResultCache

        return ResultCache.default(reuse=settings.reuse_results, root=settings.project.root,
                                   inputs=settings.project.inputs)

    def _jobs(self, case: "Case") -> list[Any]:
        """``case``'s child jobs (``isolation.Job``) under this session's settings."""
        from fxgolden.isolate import isolation

        settings = self.settings
        return isolation.jobs_for(case, cases_dir=settings.project.cases_dir, spec=settings.spec)

    def checker(self, *, snapshot: Any, item: pytest.Item) -> "CaseChecker":
        """The object behind the ``fxgolden`` fixture."""
        return CaseChecker(session=self, snapshot=snapshot, item=item)

    def finish(self, session: pytest.Session, *, exitstatus: int) -> None:
        """After an update run that did all its work, write the manifest (through the profile's writer) if any golden
        of the profile exists.

        A refused (usage error), interrupted or failed update leaves the manifest as it was, so the
        version drift it recorded is still reported. One exception: a failed update that wrote the
        profile's first goldens writes the first manifest, since goldens without one refuse every run.
        --snapshot-update-new-only rewrites no file, so it writes only a first manifest.
        """
        store = self.settings.store
        first_manifest = exitstatus == pytest.ExitCode.TESTS_FAILED and not store.manifest_path.exists()
        if exitstatus != pytest.ExitCode.OK and not first_manifest:
            return
        if self.settings.mode is UpdateMode.PENDING or not store.case_ids_on_disk():
            return
        if self.settings.mode is UpdateMode.NEW_ONLY and _readable_manifest(store):
            return
        facts = manifest_mod.profile_facts(self.settings.profile)
        project = self.settings.project
        libraries = distributions.declared_libraries(project.pyproject, project.extras)
        self.update_writer().write_manifest(manifest_mod.current(self.settings.profile, facts, libraries))


@dataclasses.dataclass
class CaseChecker:
    """Runs one case and asserts its goldens, checks and numerics."""

    session: GoldenSession
    snapshot: Any
    item: pytest.Item

    def check(self, case: "Case") -> None:
        """Run ``case``; fail with every problem at once, or pass."""
        if self.session.settings.options.world != "fake":
            self.check_real_world(case)
            return
        from fxgolden.base.errors import CaseError, CaseProcessError
        from fxgolden.catalog.known import Verdict, fixed_upstream_message
        from fxgolden.run.result import expected_failures

        settings = self.session.settings
        active = case.known_issues(settings.profile, torch_version())
        try:
            run = self._run(case)
        except CaseError as error:
            failure: CaseError | None = error
        else:
            failure = None
        if failure is not None:  # failed outside the except block: pytest shows the error once, not chained
            kind = ErrorKind.ERROR if not isinstance(failure, CaseProcessError) else \
                ErrorKind.TIMEOUT if failure.timed_out else ErrorKind.CRASH
            record = CaseRecord(case=case.id, ok=False, error=str(failure), error_kind=kind)
            detail = failure.detail.rstrip("\n")
            if active:  # a known issue of this torch: the case still cannot do what upstream expects
                self.item.stash[GoldenSession.RESULT_KEY] = dataclasses.replace(record, ok=True,
                                                                                known=Verdict.XFAIL)
                pytest.xfail(f"known issue: {'; '.join(map(str, active))}; this run: {failure.message}")
            self.item.stash[GoldenSession.RESULT_KEY] = record
            pytest.fail(f"{failure}" + (f"\n\n{detail}" if detail else ""), pytrace=False)
        verdict = None
        if active:
            run, verdict = expected_failures(run, active)
        start = time.perf_counter()
        result = assert_case(run, store=settings.store, snapshot=self.snapshot, mode=settings.mode,
                             writer=self.session.writer, unused=settings.unused)
        run.timings["golden"] = time.perf_counter() - start
        record = CaseRecord(
            case=case.id,
            ok=result.ok and verdict is not Verdict.XPASS,
            outcomes={a.filename: a.outcome for a in result.artifacts},
            unreadable={a.filename: a.note for a in result.artifacts if a.outcome is Outcome.UNREADABLE},
            timings=run.timings,
            # For `fxgolden bench`: torch's compile timers, and digests that show two runs made the same bytes.
            compile_metrics=run.compile_metrics,
            digests=run.digests(),
            reused=run.reused,
            compiled_because=run.compiled_because or None,
            peak_memory_bytes=run.peak_memory_bytes,
            other_rank_classes=[[list(ranks), how] for ranks, how in run.rank_classes[1:]],
            tensors="fake" if run.on_fake_tensors else "real",
            failed_checks=[c.failure.headline for c in run.failed_checks if c.failure is not None],
            known=verdict,
        )
        self.item.stash[GoldenSession.RESULT_KEY] = record
        messages = [] if result.ok else [failure_message(result, settings.store, diffs=settings.show_diffs)]
        if verdict is Verdict.XPASS:
            messages.insert(0, fixed_upstream_message(case.id, torch_version(), active))
        if messages:
            pytest.fail("\n".join(messages), pytrace=False)

    def _run(self, case: "Case") -> "CaseRun":
        """Run ``case`` in fresh processes (one per rank run), or here with --fxgolden-in-process."""
        settings = self.session.settings
        if settings.options.in_process:
            from fxgolden.run.runner import run_case

            return run_case(case, spec=settings.spec)  # meets the fork server's imports first, as a child does
        try:
            self.session.check_host_before(case)
        except UsageError as error:
            pytest.fail(str(error), pytrace=False)
        return self.session.processes.run_case(case, settings.spec, results=self.session.results)

    def check_real_world(self, case: "Case") -> None:
        """Run ``case`` in real processes; every rank must match its fake-PG capture."""
        from fxgolden.catalog.known import Verdict
        from fxgolden.isolate.realworld import check_real_world

        settings = self.session.settings
        report = check_real_world(case, settings.project, backend=settings.options.world, profile=settings.profile,
                                  owner=self.session.processes)
        # a known issue of this torch makes the golden suite expect the failure; the cross-check does too
        # (whether it is fixed upstream is the golden suite's verdict: it compares with the goldens)
        active = case.known_issues(settings.profile, torch_version()) if not report.ok else []
        self.item.stash[GoldenSession.RESULT_KEY] = CaseRecord(case=case.id, ok=report.ok or bool(active),
                                                               world=f"{report.backend} x{report.world_size}",
                                                               known=Verdict.XFAIL if active else None,
                                                               renumbered=list(report.renumbered))
        if not report.ok:
            lines = [f"fxgolden: case {case.id} under a real {report.backend} world of {report.world_size}:"]
            lines += ["  " + problem.replace("\n", "\n  ") for problem in report.problems]
            lines += [f"  (not a failure) {note}" for note in report.renumbered]
            if active:
                pytest.xfail(f"known issue: {'; '.join(map(str, active))}; " + "\n".join(lines))
            pytest.fail("\n".join(lines), pytrace=False)


def _readable_manifest(store: GoldenStore) -> bool:
    """Whether the profile's manifest exists and reads (a missing or garbled one is rewritten as a first one)."""
    try:
        manifest_mod.read(store.manifest_path)
    except GoldenFileError:
        return False
    return True


def _runs_cases_in_children(settings: Settings, *, collect_only: bool) -> bool:
    """Whether this session runs cases in forked children (``fxgolden.isolate.isolation``)."""
    return settings.options.world == "fake" and not settings.options.in_process and not collect_only


def _needs_fork_server(settings: Settings, *, collect_only: bool) -> bool:
    """Whether this session forks children: its cases, or a real-world check's fake-PG references (always)."""
    real_world = settings.options.world != "fake"
    return not collect_only and (real_world or _runs_cases_in_children(settings, collect_only=False))


def _trusts_isa(settings: Settings) -> bool:
    """The server may trust the CPU's flags for the profile's ISA: ``check_host`` builds it, or refuses the run.

    Not in a real-world check: ``check_host`` skips it, so the server probes the ISA itself.
    """
    return settings.options.world == "fake" and get_profile(settings.profile).vector_isa is not None
