"""Run every case in its own fresh process, forked from a server that has already imported torch and the catalog.

Why: torch keeps process-wide state that no reset reaches (measured: a case's
AOT forward saved other tensors after other cases had run in the same
process), so a golden made in a full suite differed from the same case run
alone. And a case that segfaults or hangs must become that case's error while
the run goes on.

How: a fork server of the standard library's kind (``fork_server.ForkServer``, one per
``Isolation``). Its server process imports torch, fxgolden and the catalog once
(``fxgolden.isolate.forkserver_preload``)
and then forks one child per run of a case; a child starts with everything
imported and no compiler state. The child compiles, captures, normalizes and
checks, and sends its result (``run.result.RunResult``) back through a pipe;
the pytest process alone compares and writes goldens (through its syrupy
session and the profile's writer, which a forked pytest would not share).
Per-rank runs of a case are separate children. ``Isolation`` is the one
owner of these processes in a session, real ranks of a cross-check included.

Chosen over pytest-forked and pytest-isolate, which fork the pytest process
itself (its syrupy session, its OpenMP pool and whatever it touched go with
it, and a crash comes back as a bare report), and over pytest-timeout, which
kills a whole xdist worker or needs the main thread and cannot turn a
segfault into a result. Inductor's on-disk caches are shared by every child.
"""

from __future__ import annotations

import dataclasses
import faulthandler
import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import tempfile
import threading
import time
import traceback
from multiprocessing.connection import Connection
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fxgolden.base import timeouts
from fxgolden.base.errors import CaseError, CaseProcessError, Phase, UsageError
from fxgolden.isolate import memory
from fxgolden.isolate.fork_server import ForkServer
from fxgolden.isolate.jobs import ChildReply, Job
from fxgolden.isolate.process_group import kill_group

if TYPE_CHECKING:
    from fxgolden.catalog.case import Case
    from fxgolden.isolate.result_cache import ResultCache
    from fxgolden.run.result import CaseRun
    from fxgolden.run.spec import RunSpec

DEFAULT_TIMEOUT_S = timeouts.CASE_S
_OUTPUT_TAIL_LINES = 40
_KILL_GRACE_S = 5.0


def _redirect_output(log_path: str) -> None:
    """Send the child's fd 1 and 2 (Python's and C++'s output alike) to ``log_path``."""
    fd = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    sys.stdout.flush()
    sys.stderr.flush()
    os.dup2(fd, 1)
    os.dup2(fd, 2)
    os.close(fd)
    sys.stdout.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    sys.stderr.reconfigure(line_buffering=True)  # type: ignore[union-attr]
    faulthandler.enable(file=sys.stderr, all_threads=True)  # a segfault or SIGABRT leaves a Python traceback


def _child_main(job: Job, connection: Connection, log_path: str) -> None:
    """In the child: run the job, send its fields or its error, and exit.

    The child leads a process group of its own, so that stopping it stops whatever it started too
    (``_stop``): a compile worker or a subprocess of the case body never outlives its case.
    """
    os.setpgid(0, 0)
    _redirect_output(log_path)
    sending = threading.Lock()  # the result, or the memory cap's error: whichever comes first, alone
    if job.spec.max_memory_bytes:
        memory.watch(job.spec.max_memory_bytes, lambda rss: _over_memory_cap(job, connection, sending, rss))
    try:
        from fxgolden.base import torch_compat
        from fxgolden.catalog.registry import discover
        from fxgolden.isolate.dependencies import loaded_sources
        from fxgolden.run.runner import run_one

        variant = job.variant_of(discover(Path(job.cases_dir))[job.case_id])
        with torch_compat.case_fx_graph_cache(job.cache_name()):
            run = run_one(variant, job.spec)
        # what Inductor compiled and imported from its cache folder is this run's output, not a dependency
        sources = loaded_sources(outputs=torch_compat.inductor_cache_dir())
        result = dataclasses.replace(run.result(), peak_memory_bytes=memory.peak_rss_bytes())
        with sending:
            connection.send(("run", result, tuple(sources)))
    except CaseError as error:
        with sending:
            connection.send(("error", error))
    except BaseException as error:  # noqa: BLE001 - anything else is fxgolden's bug or a broken catalog
        detail = "".join(traceback.format_exception(error))
        with sending:
            connection.send(("error", CaseError(job.case_id, Phase.DECLARE if isinstance(error, ImportError) else
                                                Phase.WORLD, f"{type(error).__name__}: {error}",
                                                "see the traceback below", detail=detail)))
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
        connection.close()


def _over_memory_cap(job: Job, connection: Connection, sending: threading.Lock, rss: int) -> None:
    """In the child, from the memory cap's thread: send the case's error and end the process at once."""
    cap = memory.describe(job.spec.max_memory_bytes)
    error = CaseProcessError(
        job.case_id, Phase.PROCESS, f"its process passed the memory cap of {cap} (resident set "
        f"{memory.describe(rss)}) and was stopped",
        "capture it on fake tensors (tensors=Tensors.FAKE in the case, or `--fake-tensors`), which allocates no "
        "weight or activation; or raise the cap with --fxgolden-max-memory SIZE")
    if sending.acquire(blocking=False):
        try:
            connection.send(("error", error))
        finally:
            sys.stderr.write(f"fxgolden: {error.message}\n")
            sys.stderr.flush()
            os._exit(3)


def _output_tail(output: str) -> str:
    lines = output.rstrip("\n").splitlines()
    shown = lines[-_OUTPUT_TAIL_LINES:]
    head = f"(last {len(shown)} of {len(lines)} lines)\n" if len(lines) > len(shown) else ""
    return head + "\n".join(shown)


def _signal_name(exitcode: int) -> str:
    try:
        return signal.Signals(-exitcode).name
    except ValueError:
        return f"signal {-exitcode}"


def _stop(process: Any) -> None:
    """SIGABRT first (faulthandler then prints where every thread was), SIGKILL if that is not enough;
    then SIGKILL to the rest of its process group, whatever the case started and left behind."""
    if process.is_alive():
        os.kill(process.pid, signal.SIGABRT)
        process.join(_KILL_GRACE_S)
    if process.is_alive():
        process.kill()
    process.join()
    kill_group(process.pid)


def _wait(process: Any, connection: Connection, deadline: float | None) -> tuple[Any, ...] | None:
    """The child's message, or None when it ran past ``deadline`` or died without sending one."""
    while True:
        remaining = None if deadline is None else deadline - time.monotonic()
        if remaining is not None and remaining <= 0:
            return None
        if connection.poll(0.2 if remaining is None else min(0.2, remaining)):
            try:
                return connection.recv()
            except EOFError:  # the child closed its end without a result: it is dying
                process.join(_KILL_GRACE_S)
                return None
        if not process.is_alive() and not connection.poll(0):
            return None


@dataclasses.dataclass
class RunningJob:
    """A job's child, started and not yet waited for."""

    job: Job
    process: Any
    receive: Connection
    log_path: str
    started: float
    deadline: float | None
    timeout_s: float | None
    started_ns: int = 0  # wall clock at the fork: files changed after it are not trusted (result_cache)


def start_job(server: ForkServer, job: Job, *, timeout_s: float | None) -> RunningJob:
    """Fork ``job``'s child from ``server`` and return at once; its time limit counts from now."""
    if Path(job.cases_dir).resolve() != server.cases_dir:
        # The catalog is imported as the package `cases`; a second one cannot live in the same server.
        raise UsageError(f"this fork server runs cases from {server.cases_dir}; run {job.cases_dir} with an "
                         "Isolation of its own")
    receive, send = multiprocessing.Pipe(duplex=False)
    with tempfile.NamedTemporaryFile(prefix="fxgolden-case-", suffix=".log", delete=False) as log:
        log_path = log.name
    process = server.process(_child_main, (job, send, log_path), name=f"fxgolden {job.case_id}")
    started, started_ns = time.monotonic(), time.time_ns()
    try:
        process.start()
    except BaseException:
        receive.close()
        os.unlink(log_path)
        raise
    finally:
        send.close()
    return RunningJob(job, process, receive, log_path, started, None if not timeout_s else started + timeout_s,
                      timeout_s, started_ns)


def stop_job(running: RunningJob) -> None:
    """Stop a started child nobody will wait for (the run ended before its case)."""
    _stop(running.process)
    running.receive.close()
    Path(running.log_path).unlink(missing_ok=True)


def finish_job(running: RunningJob) -> ChildReply:
    """Wait for a started child; a crash or a timeout becomes the case's error with its last output."""
    job, process, receive = running.job, running.process, running.receive
    try:
        message = _wait(process, receive, running.deadline)
        if message is not None:
            process.join(_KILL_GRACE_S)  # it sent its result: give it a moment to exit
        timed_out = message is None and process.is_alive()
        _stop(process)
    except BaseException:  # KeyboardInterrupt included: never leave a child behind
        _stop(process)
        raise
    finally:
        receive.close()
        output = Path(running.log_path).read_text(encoding="utf-8", errors="replace")
        os.unlink(running.log_path)
    seconds = time.monotonic() - running.started
    if message is not None:
        kind, value = message[0], message[1]
        if kind == "run":
            return ChildReply(result=value, error=None, output=output, seconds=seconds, sources=message[2],
                           started_ns=running.started_ns)
        return ChildReply(result=None, error=value, output=output, seconds=seconds)
    if timed_out:
        error: CaseError = CaseProcessError(
            job.case_id, Phase.PROCESS, f"ran past the per-case time limit of {running.timeout_s:g} s and was stopped",
            "find the hang in the output below; raise the limit with --fxgolden-timeout SECONDS if the case is "
            "just slow", detail=_output_tail(output), timed_out=True)
    else:
        code = process.exitcode or 0
        how = f"was killed by {_signal_name(code)}" if code < 0 else f"exited with status {code}"
        error = CaseProcessError(job.case_id, Phase.PROCESS, f"its process {how} before sending a result",
                          "reproduce it alone with `fxgolden run '" + job.case_id + "' -- --fxgolden-in-process` "
                          "to get a debugger at the crash", detail=_output_tail(output))
    return ChildReply(result=None, error=error, output=output, seconds=seconds)


def run_job(server: ForkServer, job: Job, *, timeout_s: float | None) -> ChildReply:
    """Run ``job`` in a fresh child of ``server`` and wait for it."""
    return finish_job(start_job(server, job, timeout_s=timeout_s))


class LookAhead:
    """Runs the next cases' children while pytest handles the current one (``--fxgolden-jobs N``).

    Why: with pytest-xdist every worker is a whole pytest process that collects
    the catalog and starts its own fork server (about 7 s of imports on one core
    each), which two workers on two cores pay twice. Here one pytest process,
    one collection and one fork server keep up to ``size`` children running: the
    jobs of the cases pytest will reach next, in its order. pytest still takes
    the results one case at a time, in order, and alone compares and writes
    goldens, so nothing but the timing changes.

    While pytest waits for one job, a job started ahead that finishes is
    collected at once (its outcome kept in ``done``) and the next queued job
    starts: a long case at the head of the queue does not leave a core idle.

    ``queue`` is the jobs of the selected cases in run order. When pytest asks
    for a job, jobs queued before it were skipped (a failed setup, ``-x``):
    their children are stopped and their outcomes dropped.
    """

    def __init__(self, server: ForkServer, size: int, queue: list[Job], *, timeout_s: float | None) -> None:
        self.server = server
        self.size = size
        self.queue = list(queue)
        self.timeout_s = timeout_s
        self.running: dict[Job, RunningJob] = {}
        self.done: dict[Job, ChildReply] = {}

    def run(self, job: Job) -> ChildReply:
        """``job``'s outcome, from its child if it was started ahead, else from one started now; every job has the
        whole time limit from its own start."""
        if job in self.queue:
            index = self.queue.index(job)
            for stale in self.queue[:index]:
                if stale in self.running:
                    stop_job(self.running.pop(stale))
                self.done.pop(stale, None)
            del self.queue[: index + 1]
        outcome = self.done.pop(job, None)
        if outcome is None:
            head = self.running.pop(job, None) or start_job(self.server, job, timeout_s=self.timeout_s)
            try:
                self._top_up(busy=1)
                while not _finished(head):
                    self._collect_others(head)
            except BaseException:  # Ctrl-C while waiting: the head is no longer in ``running`` for close()
                stop_job(head)
                raise
            outcome = finish_job(head)
        self._top_up(busy=0)
        return outcome

    def _collect_others(self, head: RunningJob) -> None:
        """Wait until any child (``head`` too) has news, or a moment (time limits); take the outcomes of
        the others that are done and start queued jobs in their place.

        ``head`` is waited on with the others: the moment it is done, pytest gets its outcome and
        the next job starts on its core (a fixed-length wait left each core idle 0.1 s a case).
        """
        children = [head, *self.running.values()]
        waitables = [r.receive for r in children] + [r.process.sentinel for r in children]
        multiprocessing.connection.wait(waitables, timeout=0.2)
        for queued, running in list(self.running.items()):
            if _finished(running):
                self.done[queued] = finish_job(self.running.pop(queued))
        self._top_up(busy=1)

    def _top_up(self, *, busy: int) -> None:
        waiting = [job for job in self.queue if job not in self.running and job not in self.done]
        while waiting and len(self.running) + busy < self.size:
            job = waiting.pop(0)
            self.running[job] = start_job(self.server, job, timeout_s=self.timeout_s)

    def close(self) -> None:
        """Stop every child started ahead that no case asked for."""
        for running in self.running.values():
            stop_job(running)
        self.running.clear()
        self.done.clear()
        self.queue.clear()


def _finished(running: RunningJob) -> bool:
    """The child sent its result, died, or ran past its limit: ``finish_job`` will not wait long."""
    return (running.receive.poll(0) or not running.process.is_alive()
            or (running.deadline is not None and time.monotonic() >= running.deadline))


def jobs_for(case: "Case", *, cases_dir: Path, spec: "RunSpec", rank: int | None = None) -> list[Job]:
    """One job per rank run of ``case`` (``result.rank_variants``); with ``rank``, one job: the case as that rank."""
    from fxgolden.run.result import rank_variants  # no torch: a run that reuses every result imports none

    if rank is not None:
        return [Job(case_id=case.id, variant=0, cases_dir=str(cases_dir), spec=spec, rank=rank)]
    return [Job(case_id=case.id, variant=index, cases_dir=str(cases_dir), spec=spec)
            for index in range(len(rank_variants(case, spec.profile)))]


def _stop_rank(process: Any) -> None:
    """A real rank (``Isolation.run_ranks``): it leads its own process group; kill the group, then reap it."""
    kill_group(process.pid)
    if process.is_alive():
        process.kill()
    process.join()


def _rank_main(target: Any, rank: int, args: tuple[Any, ...]) -> None:
    """In a real rank: lead a process group of its own (so stopping it stops what it started), then run."""
    os.setpgid(0, 0)
    target(rank, *args)


@dataclasses.dataclass
class Isolation:
    """The one owner of a session's child processes: its fork server, every case child (started now or ahead,
    ``--fxgolden-jobs``) and every real rank of a cross-check.

    Each process runs with the whole time limit from its own start, and a stop (the end of the
    run, an interrupt, a time limit) kills each child's process group, so nothing a case or a rank
    started outlives it. Nothing is shared between two Isolations: each has a server of its own,
    started by ``start_server`` (or its first case) and stopped by ``close`` (or ``stop_server``).
    Used as a context manager, it closes on the way out.
    """

    cases_dir: Path
    timeout_s: float | None = DEFAULT_TIMEOUT_S
    isa_verified: bool = False
    look_ahead: LookAhead | None = None
    server: ForkServer = dataclasses.field(init=False)
    _ranks: list[Any] = dataclasses.field(default_factory=list)

    def __post_init__(self) -> None:
        self.server = ForkServer(self.cases_dir, isa_verified=self.isa_verified)

    def __enter__(self) -> "Isolation":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def start_server(self, *, wait: bool) -> None:
        """Start the fork server (``wait``: until it can fork, so no case pays its start-up)."""
        self.server.start(wait=wait)

    def stop_server(self) -> None:
        """Stop a server no case will use (it may still be importing); a later case starts a new one."""
        self.server.stop()

    def queue(self, jobs: list[Job], size: int) -> None:
        """Run up to ``size`` of ``jobs`` (in pytest's order) ahead of the case that asks for them."""
        self.look_ahead = LookAhead(self.server, size, jobs, timeout_s=self.timeout_s) if size > 1 and jobs else None

    def run_case(self, case: "Case", spec: "RunSpec", *, results: "ResultCache | None" = None, echo: bool = True,
                 rank: int | None = None) -> "CaseRun":
        """``fxgolden.run.runner.run_case``, with each rank run in its own fresh child, each with the whole time
        limit from its own start (the same meaning with and without the look-ahead pool, which gives the children
        when one is queued and ``rank`` is None).

        ``rank``: run the case as that rank alone, its ``per_rank`` dropped, in one child (``Job.rank``): the
        fake-PG reference of one rank that the real-world cross-check (``fxgolden.isolate.realworld``) compares
        with, or another rank class (``fxgolden ranks``).
        ``echo``: print whatever a child printed, so pytest shows it with the case's test.
        ``results``: take a rank run from there when an identical run was stored, and store clean runs (and those
        that fail as a known issue of this torch says they do).
        """
        from fxgolden.base.versions import torch_version
        from fxgolden.run.result import merge_rank_runs

        runs = []
        # under a known issue of this torch, a failing check is the expected outcome: stored like a clean run
        expected = bool(case.known_issues(spec.profile, torch_version()))
        for job in jobs_for(case, cases_dir=self.cases_dir, spec=spec, rank=rank):
            outcome = self._outcome(job, results, pooled=rank is None, failure_expected=expected)
            if echo and outcome.output:
                sys.stdout.write(outcome.output)
            if outcome.error is not None:
                raise outcome.error
            assert outcome.result is not None
            run = outcome.result.of_case(job.variant_of(case))
            if results is not None and results.reuse and not run.reused:
                run.compiled_because = results.why_missed(job) or ""
            runs.append(run)
        return runs[0] if rank is not None or not case.per_rank else merge_rank_runs(case, runs)

    def _outcome(self, job: Job, results: "ResultCache | None", *, pooled: bool,
                 failure_expected: bool = False) -> ChildReply:
        """``job``'s stored outcome, else the one of its child (from the look-ahead pool when ``pooled``), stored
        when clean, or failing as its case's known issue expects (``failure_expected``)."""
        outcome = results.load(job) if results is not None else None
        if outcome is not None:
            return outcome
        pool = self.look_ahead if pooled else None
        outcome = pool.run(job) if pool is not None else run_job(self.server, job, timeout_s=self.timeout_s)
        if outcome.result is not None:  # how long it took to compile, for longest-first scheduling
            outcome.result.timings["process"] = outcome.seconds
        if results is not None:
            results.store(job, outcome, failure_expected=failure_expected)
        return outcome

    def run_ranks(self, target: Any, args: tuple[Any, ...], nprocs: int) -> str:
        """Run ``target(rank, *args)`` in ``nprocs`` fresh spawned processes, each leading its own process group;
        wait for all of them within the time limit. "" when they all ended, else why not (they are then stopped).
        """
        context = multiprocessing.get_context("spawn")
        processes = [context.Process(target=_rank_main, args=(target, rank, args), daemon=False,
                                     name=f"fxgolden rank {rank}") for rank in range(nprocs)]
        self._ranks = processes
        try:
            for process in processes:
                process.start()
            deadline = None if not self.timeout_s else time.monotonic() + self.timeout_s
            while any(process.is_alive() for process in processes):
                remaining = None if deadline is None else deadline - time.monotonic()
                if remaining is not None and remaining <= 0:
                    return f"a rank did not finish within {self.timeout_s:.0f} s"
                multiprocessing.connection.wait([p.sentinel for p in processes if p.is_alive()],
                                                timeout=None if remaining is None else min(remaining, 1.0))
            failed = [f"rank {rank} exited with status {p.exitcode}" for rank, p in enumerate(processes)
                      if p.exitcode]
            return "; ".join(failed)
        finally:
            self._stop_ranks()

    def _stop_ranks(self) -> None:
        for process in self._ranks:
            if process.pid is not None:
                _stop_rank(process)
        self._ranks = []

    def close(self) -> None:
        """Stop every child still running (those started ahead for cases never reached, any real rank), then
        the fork server."""
        if self.look_ahead is not None:
            self.look_ahead.close()
        self._stop_ranks()
        self.server.stop()
