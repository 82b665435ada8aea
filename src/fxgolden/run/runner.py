"""Run one case through the chain: world -> capture -> normalize -> checks, plus numerics.

The result is a plain record; the golden comparison and the reporters
consume it and never reach back here.
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import time
import traceback
from pathlib import Path
from typing import Any, Iterator

from fxgolden.base import distributions, exception_chain, torch_compat
from fxgolden.base.artifact import ArtifactName
from fxgolden.base.errors import CaseError, Phase
from fxgolden.base.profile import Profile, get_profile
from fxgolden.capture import fake_tensors, rank_classes
from fxgolden.capture import fake_world as world_mod
from fxgolden.capture.context import CaseContext
from fxgolden.capture.numerics import compare
from fxgolden.capture.recorder import Recorder
from fxgolden.capture.summary import build_summary
from fxgolden.catalog.case import Case, Expect, Tensors
from fxgolden.check.invariants import run_checks
from fxgolden.normalize.pipeline import make_context, normalize, normalize_summary
from fxgolden.run.expected_error import ExpectedError
from fxgolden.run.result import Artifact, CaseRun, merge_rank_runs, rank_variants
from fxgolden.run.spec import RunSpec
from fxgolden.text import collectives_form

# The case-level artifacts (no graph), as every run names them.
SUMMARY, ERROR, COLLECTIVES = (ArtifactName("", stage) for stage in ("summary", "error", "collectives"))

# Which declared artifact kinds each captured stage belongs to.
STAGE_KIND = {
    "dynamo": "dynamo",
    "forward": "forward",
    "backward": "backward",
    "inference": "inference",
    "inductor_forward": "inductor",
    "inductor_backward": "inductor",
    "inductor_inference": "inductor",
    "compiled_autograd": "compiled_autograd",
    "make_fx": "make_fx",
}


class _Timer:
    def __init__(self) -> None:
        self.timings: dict[str, float] = {}

    @contextlib.contextmanager
    def phase(self, case: Case, phase: Phase, name: str | None = None) -> Iterator[None]:
        start = time.perf_counter()
        try:
            yield
        except CaseError:
            raise
        except Exception as error:  # noqa: BLE001 - every failure is reported with its case and phase
            # The first line names the cause; the full message ends the traceback below it, so it shows once.
            message = ("".join(traceback.format_exception_only(type(error), error)).strip().splitlines() or ["?"])[0]
            where = "".join(traceback.format_exception(error, chain=False)[-12:])
            library = distributions.raised_in(error)
            fix = (f"raised inside {library}: the installed version may not fit what the case does; pin the "
                   "version the case was written for, or adapt the case to this one") if library else None
            raise CaseError(case.id, phase, message, fix or _fix_for(phase, case.id), detail=where,
                            cause=exception_chain.cause_line(error)) from error
        finally:
            key = name or phase.value
            self.timings[key] = self.timings.get(key, 0.0) + time.perf_counter() - start


def _fix_for(phase: Phase, case_id: str) -> str:
    """One fix line per phase; every command in it parses (tests/test_everyday_use.py runs each)."""
    return {
        Phase.WORLD: "check the case's World(...) (size, rank, mesh) and that torch.distributed is available",
        Phase.COMPILE: f"debug it alone with `fxgolden run '{case_id}' -- --fxgolden-in-process -s --pdb`; "
        "if torch now refuses the pattern on purpose, declare expect=Expect.RAISES",
        Phase.NUMERICS: "the eager reference raised: the case body is wrong for this world",
        Phase.CAPTURE: "if the case captured nothing, make its body call ctx.compile or ctx.make_fx; "
        "otherwise fxgolden's capture does not fit this torch: report it with the traceback",
    }.get(phase, "")


def _run_body(case: Case, handle: world_mod.WorldHandle, recorder: Recorder | None) -> tuple[Any, CaseContext]:
    world_mod.seed_everything(0)
    ctx = CaseContext(handle, case.params, recorder)
    return case.body(ctx), ctx


def _compiled_call(case: Case, handle: world_mod.WorldHandle, recorder: Recorder, profile: Profile,
                   warned: list[str], config_overrides: str) -> tuple[Any, CaseContext, ExpectedError | None]:
    """Run the compiled call; an expected error becomes the `error` artifact (``ExpectedError``).

    What torch warns meanwhile goes into ``warned`` (the summary's ``warnings``).
    """
    with contextlib.ExitStack() as stack:
        stack.enter_context(torch_compat.inductor_config_patch(profile.inductor))
        explain_overrides = json.loads(config_overrides or "{}")  # the nightly's explain step only
        for module in torch_compat.config_modules():
            short = module.__name__.split(".")[-2].lstrip("_")
            patch = {**case.config.get(short, {}), **explain_overrides.get(short, {})}
            if patch:
                stack.enter_context(module.patch(dict(patch)))
        stack.enter_context(torch_compat.recorded_warnings(into=warned))
        try:
            outputs, ctx = _run_body(case, handle, recorder)
        except Exception as error:
            if case.expect is not Expect.RAISES:
                raise
            expected = ExpectedError.of(error, on_fake_tensors=recorder.fake_tensors)
            return None, CaseContext(handle, case.params, recorder), expected
    return outputs, ctx, None


def _artifacts(
    case: Case, recorder: Recorder, summary: dict[str, Any], error: ExpectedError | None, normalize_ctx: Any,
    collectives: str | None = None,
) -> dict[ArtifactName, Artifact]:
    wanted = set(case.artifacts)
    world = case.world.describe()
    made: list[Artifact] = [Artifact(raw.name, raw.kind, normalize(raw.text, raw.kind, normalize_ctx), world)
                            for raw in recorder.artifacts.values() if STAGE_KIND[raw.name.stage] in wanted]
    made.append(Artifact(SUMMARY, "summary", normalize_summary(summary, normalize_ctx), world))
    if error is not None:
        made.append(Artifact(ERROR, "error", normalize(error.text, "error", normalize_ctx), world))
    if collectives is not None and "collectives" in wanted:  # built from shapes and group aliases: stable as is
        made.append(Artifact(COLLECTIVES, "collectives", collectives_form.present(collectives), world))
    return {artifact.name: artifact for artifact in made}


def run_case(case: Case, *, project_root: Path | None = None, numerics: bool = True,
             profile: str = "cpu", codegen_only: bool = False, spec: RunSpec | None = None) -> CaseRun:
    """Run ``case`` eager and compiled in its world (once per rank of ``per_rank``) under ``profile``, in this process.

    The golden suite runs cases through ``fxgolden.isolate.isolation`` instead (one
    fresh process per rank run); this in-process form serves unit tests of
    mutated cases and debugging.
    ``codegen_only``: Inductor generates its code but builds and runs no kernel
    (``torch_compat.kernels_not_compiled``); implies no numerics.
    ``spec``: all of these at once (the golden suite's ``--fxgolden-in-process``).

    It first imports what the fork server imports before a child compiles (``forkserver_preload``): a module
    imported for the first time while compiling can warn (``torch.utils.mkldnn``: torch.jit's deprecation),
    and the summary records what compiling warned, so a run here would otherwise differ from its isolated
    run by what this process happened to run before.
    """
    torch_compat.import_compile_stack()
    torch_compat.import_lazy_modules()
    if spec is None:
        spec = RunSpec(profile=profile, numerics=numerics, codegen_only=codegen_only,
                       project_root=str(project_root) if project_root is not None else "")
    runs = [run_one(variant, spec) for variant in rank_variants(case, spec.profile)]
    return runs[0] if not case.per_rank else merge_rank_runs(case, runs)


def run_one(case: Case, spec: RunSpec) -> CaseRun:
    """One concrete run (a variant of ``rank_variants``): world, compiled call, capture, checks, then the eager
    reference and numerics.

    The compiled call comes first, on the world as entering it left it, in every mode: the eager reference
    runs after the capture, never before it, so whatever process-wide state it leaves behind (a once-only
    warning's flag, DTensor's caches, a sub-mesh made on first use) cannot reach a golden, and a run with
    numerics, with ``--no-numerics``, codegen-only or on fake tensors captures the same graphs.
    """
    chosen = get_profile(spec.profile)
    if spec.real_tensors:
        case = dataclasses.replace(case, tensors=Tensors.REAL)
    fake = spec.fake_tensors or case.tensors is Tensors.FAKE
    codegen_only = spec.codegen_only
    numerics = spec.numerics and not codegen_only and not fake and case.numerics_in(chosen.name)
    project_root = Path(spec.project_root) if spec.project_root else None
    timer = _Timer()
    with timer.phase(case, Phase.WORLD), contextlib.ExitStack() as stack:
        handle = stack.enter_context(world_mod.entered(case.world))
        stack.enter_context(torch_compat.default_device(chosen.device))
        recorder = Recorder(case.backend, transform=case.transform, fake_tensors=fake)
        warned: list[str] = []
        log = handle.collectives if not codegen_only else None
        # codegen-only runs no kernel, so no compiled collective: no log; gloo and NCCL groups are torch's own
        unmade = ("collectives",) if log is None and case.world.pg != "none" else ()
        tensors = (fake_tensors.captured_on_fake_tensors(log) if fake
                   else torch_compat.kernels_not_compiled() if codegen_only else contextlib.nullcontext())
        with timer.phase(case, Phase.COMPILE), tensors, \
                (log.recording() if log is not None else contextlib.nullcontext()):
            try:
                outputs, ctx, error = _compiled_call(case, handle, recorder, chosen, warned, spec.config_overrides)
            except Exception as failure:
                why = fake_tensors.why_not(failure) if fake else None
                if why is None:
                    raise
                raise CaseError(case.id, Phase.COMPILE, f"cannot be captured on fake tensors: {why}",
                                fake_tensors.FIX) from failure
        compile_metrics = torch_compat.compile_time_metrics()  # before the world's reset clears them
        with timer.phase(case, Phase.CAPTURE):
            noted_values = fake_tensors.symbolic_values({**ctx.notes, **ctx.value_notes}) if fake else []
            if noted_values:
                raise CaseError(case.id, Phase.CAPTURE, "cannot be captured on fake tensors: the case body noted a "
                                f"tensor's value ({', '.join(noted_values)}), which a fake tensor does not have",
                                fake_tensors.FIX)
            if ctx.sat_out is not None:
                ctx.note("sat_out", ctx.sat_out)
            elif not recorder.artifacts and error is None:
                raise CaseError(case.id, Phase.CAPTURE, "the compiled call captured no graph (a cache hit or a body "
                                "that never compiles?)", _fix_for(Phase.CAPTURE, case.id))
            if fake:
                warned[:] = fake_tensors.without_capture_warnings(warned)
            counters = torch_compat.dynamo_counters()
            aliases = handle.refresh_group_aliases()
            summary = build_summary(case, recorder, graph_breaks=counters.get("graph_break", {}),
                                    notes=ctx.notes, value_notes=ctx.value_notes, aliases=aliases,
                                    error=error.headline if error is not None else None,
                                    warnings=warned)
            found = rank_classes.classes(recorder.sharded_inputs, case.world.size, case.world.rank)
            ranks = tuple((c.ranks, c.example) for c in found) if recorder.sharded_inputs else ()
        with timer.phase(case, Phase.NORMALIZE):
            normalize_ctx = make_context(group_aliases=aliases, project_root=project_root)
            collectives = log.render(aliases) if log is not None and log.calls else None
            artifacts = _artifacts(case, recorder, summary, error, normalize_ctx, collectives)
        result = None
        if numerics and error is None and ctx.sat_out is None:
            torch_compat.reset_compiler_state()
            with timer.phase(case, Phase.NUMERICS, "eager"):
                eager_outputs, _ = _run_body(case, handle, None)
            with timer.phase(case, Phase.NUMERICS, "numerics"):
                result = compare(eager_outputs, outputs, case.tolerance)
    with timer.phase(case, Phase.CHECKS):
        # a rank that sat out made nothing the checks speak of; a check of an artifact this run cannot make waits
        checks = () if ctx.sat_out is not None else tuple(c for c in case.checks if not c.artifact.startswith(unmade))
        check_results = run_checks(checks, {n: a.text for n, a in artifacts.items()},
                                   backend=case.backend.value, profile=chosen.name)
    raw = {name: artifact.text for name, artifact in recorder.artifacts.items()}
    return CaseRun(case=case, artifacts=artifacts, checks=check_results, numerics=result, timings=timer.timings,
                   raw=raw, compile_metrics=compile_metrics, warnings=warned, rank_classes=ranks,
                   on_fake_tensors=fake, unmade_kinds=unmade)
