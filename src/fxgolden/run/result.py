"""A case run's result, apart from running it: what a case process sends back, the result cache keeps and the
golden comparison reads, and the rank variants a case runs as.

Kept apart from ``run.runner`` (which imports torch to run a case) so that a run whose every result is
reused, reading them back and comparing them with the goldens, imports no torch.
"""

from __future__ import annotations

import dataclasses
import hashlib
from typing import Iterable

from fxgolden.base.artifact import ArtifactName
from fxgolden.base.profile import get_profile
from fxgolden.capture.numerics_result import NumericsResult
from fxgolden.catalog.case import Case
from fxgolden.catalog.known import KnownIssue, Verdict, expects_failure
from fxgolden.check.invariants import CheckResult

__all__ = ["Artifact", "CaseRun", "NumericsResult", "RunResult", "as_rank", "expected_failures", "merge_rank_runs",
           "rank_variants"]


@dataclasses.dataclass(frozen=True)
class Artifact:
    """One normalized artifact of a case: its golden file is ``name.filename``. The name is the recorder's
    ``ArtifactName`` carried as it is (never a stem parsed back), so no stage reads a name a second way."""

    name: ArtifactName
    kind: str
    text: str
    world: str = ""  # the world line of the golden header

    @property
    def filename(self) -> str:
        """The golden's file name inside the case folder (``fxgolden.base.artifact`` builds it)."""
        return self.name.filename


@dataclasses.dataclass
class RunResult:
    """Everything one run of a case produced, without the case: what a case process sends back and the result
    cache keeps (the parent has the case; its body need not cross a pipe or a pickle)."""

    artifacts: dict[ArtifactName, Artifact]
    checks: list[CheckResult]
    numerics: NumericsResult | None
    timings: dict[str, float]
    raw: dict[ArtifactName, str] = dataclasses.field(default_factory=dict)  # un-normalized captures, for debugging
    # torch's own compile timers of the compiled call (torch_compat.COMPILE_METRIC_KEYS), for `fxgolden bench`
    compile_metrics: dict[str, float] = dataclasses.field(default_factory=dict)
    warnings: list[str] = dataclasses.field(default_factory=list)  # what torch warned while compiling
    # the world's ranks by the local shapes of the DTensors its compiled graphs took (capture.rank_classes), the
    # class of the rank that ran first: ((ranks, how that class differs), ...); empty when no DTensor was taken
    rank_classes: tuple[tuple[tuple[int, ...], str], ...] = ()
    on_fake_tensors: bool = False  # captured on fake tensors (fxgolden.capture.fake_tensors): no numerics
    peak_memory_bytes: int = 0  # the peak resident set of the process that ran it (fxgolden.isolate.memory); 0: unknown
    reused: bool = False  # the results of an identical earlier run (fxgolden.isolate.result_cache), not compiled now
    compiled_because: str = ""  # why no stored result was reused, where reuse was on (the result cache's reason)
    # artifact kinds this run cannot make, so their goldens are neither compared nor orphaned and their
    # checks do not run: `collectives` in a codegen-only run (no kernel runs) and in a real process group
    unmade_kinds: tuple[str, ...] = ()

    @property
    def failed_checks(self) -> list[CheckResult]:
        """The checks that did not pass."""
        return [result for result in self.checks if not result.ok]

    def digests(self) -> dict[str, str]:
        """Short sha256 of every artifact's text: two runs made the same bytes when these agree (the bench)."""
        return {name.stem: hashlib.sha256(a.text.encode()).hexdigest()[:16] for name, a in self.artifacts.items()}

    @property
    def clean(self) -> bool:
        """Every check passed and the numerics matched (or were not compared): a result worth reusing."""
        return not self.failed_checks and (self.numerics is None or self.numerics.ok)

    def result(self) -> "RunResult":
        """This run as a plain ``RunResult`` (a ``CaseRun`` without its case)."""
        return RunResult(**{field.name: getattr(self, field.name) for field in dataclasses.fields(RunResult)})

    def of_case(self, case: Case) -> "CaseRun":
        """This result as the run of ``case``."""
        return CaseRun(case=case, **{field.name: getattr(self, field.name) for field in dataclasses.fields(RunResult)})


@dataclasses.dataclass
class CaseRun(RunResult):
    """One run of a case: its result and the case (the variant: its world is the rank that ran)."""

    case: Case = dataclasses.field(kw_only=True)


def rank_variants(case: Case, profile: str) -> list[Case]:
    """The concrete runs of ``case`` under ``profile``: one per rank of ``per_rank``, else the case itself.

    A pure function of the case and the profile, so a fork-server child rebuilds
    the same variant from the case id and an index.
    """
    chosen = get_profile(profile)
    if chosen.device != case.world.device:
        case = dataclasses.replace(case, world=dataclasses.replace(case.world, device=chosen.device))
    if not case.per_rank:
        return [case]
    return [dataclasses.replace(case, world=dataclasses.replace(case.world, rank=rank)) for rank in case.per_rank]


def as_rank(case: Case, rank: int, *, pg: str | None = None) -> Case:
    """``case`` run as ``rank`` alone, its ``per_rank`` dropped (in ``pg`` when given): a real rank of the
    cross-check (``fxgolden.isolate.realworld``) and its fake-PG reference (``jobs.Job.rank``)."""
    world = dataclasses.replace(case.world, rank=rank, pg=pg or case.world.pg)
    return dataclasses.replace(case, world=world, per_rank=())


def merge_rank_runs(case: Case, runs: list[CaseRun]) -> CaseRun:
    """One golden where every rank agrees, ``<name>.rank<r>`` goldens where they differ."""
    artifacts: dict[ArtifactName, Artifact] = {}
    names = sorted({name for run in runs for name in run.artifacts}, key=str)
    for name in names:
        versions = [(run.case.world.rank, run.artifacts.get(name)) for run in runs]
        texts = {a.text if a else None for _, a in versions}
        if len(texts) == 1 and None not in texts:
            first = versions[0][1]
            assert first is not None  # every rank has the artifact: None is not among the texts
            ranks = ",".join(str(r) for r, _ in versions)
            # the runs' world, on the profile's device (rank_variants); the catalog entry's may name another
            artifacts[name] = dataclasses.replace(first, world=runs[0].case.world.describe(ranks=ranks))
            continue
        for rank, artifact in versions:
            if artifact is not None:
                ranked = name.of_rank(rank)
                artifacts[ranked] = dataclasses.replace(artifact, name=ranked, world=artifact.world)
    numerics_results = [run.numerics for run in runs if run.numerics is not None]
    failed = [r for r in numerics_results if not r.ok]
    merged_numerics = failed[0] if failed else (numerics_results[0] if numerics_results else None)
    timings: dict[str, float] = {}
    metrics: dict[str, float] = {}
    for run in runs:
        for key, value in run.timings.items():
            timings[key] = timings.get(key, 0.0) + value
        for key, value in run.compile_metrics.items():
            metrics[key] = metrics.get(key, 0.0) + value
    warned = list(dict.fromkeys(w for run in runs for w in run.warnings))
    peak = max((run.peak_memory_bytes for run in runs), default=0)
    first_classes = runs[0].rank_classes if runs else ()
    return CaseRun(case=case, artifacts=artifacts, checks=[c for run in runs for c in run.checks],
                   numerics=merged_numerics, timings=timings, compile_metrics=metrics, warnings=warned,
                   peak_memory_bytes=peak, rank_classes=first_classes,
                   on_fake_tensors=any(run.on_fake_tensors for run in runs), reused=all(run.reused for run in runs),
                   compiled_because=next((run.compiled_because for run in runs if run.compiled_because), ""),
                   unmade_kinds=tuple(dict.fromkeys(k for run in runs for k in run.unmade_kinds)))


def expected_failures(run: CaseRun, active: Iterable[KnownIssue]) -> tuple[CaseRun, Verdict]:
    """``run`` without the check and numerics failures the known issues expect, and the verdict.

    Failures no issue covers stay in the run and fail the case as usual.
    """
    active = list(active)
    expected = [result for result in run.failed_checks if expects_failure(result, active)]
    numerics_expected = run.numerics is not None and not run.numerics.ok and any(i.numerics for i in active)
    verdict = Verdict.XFAIL if expected or numerics_expected else Verdict.XPASS
    kept = [result for result in run.checks if result not in expected]
    return dataclasses.replace(run, checks=kept, numerics=None if numerics_expected else run.numerics), verdict
