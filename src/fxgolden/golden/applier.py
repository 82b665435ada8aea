"""Apply a case's plan (``golden.plan``): the one place a comparison's decisions touch files.

Goldens are written and removed through the ``GoldenWriter`` (which refuses on CI and holds the profile's
lock while the update runs); pending actuals, their sidecars and full diffs go to the git-ignored pending
area. Each step reports what happened, not what was planned: a write or removal the file system refuses
turns the step's outcome into its ``refused`` one (``UNWRITABLE``, or ``UNREADABLE`` for a golden that was
to replace an unreadable one) with the error as its note.
"""

from __future__ import annotations

import dataclasses

from fxgolden.base.errors import GoldenFileError
from fxgolden.base.files import atomic_write_text
from fxgolden.golden.pending import discard_pending, write_pending
from fxgolden.golden.plan import ArtifactResult, CasePlan, CaseResult, Step
from fxgolden.golden.store import GoldenStore
from fxgolden.golden.writer import GoldenWriter, refused_write


def apply_plan(plan: CasePlan, store: GoldenStore, writer: GoldenWriter | None) -> CaseResult:
    """Carry out every step of ``plan`` (golden writes through ``writer``; None: a run that writes no golden)."""
    results = tuple(apply_step(step, plan.case_id, store, writer) for step in plan.steps)
    return CaseResult(plan.case_id, results, plan.problems, update_refused=plan.update_refused,
                      warnings=plan.warnings)


def apply_step(step: Step, case_id: str, store: GoldenStore, writer: GoldenWriter | None) -> ArtifactResult:
    """Carry out one step; its result, or the refused outcome when the writer could not write or remove."""
    if step.write is not None or step.remove:
        if writer is None:  # a plan made for an update, applied without its writer
            raise refused_write(store.relative(store.profile_dir))
        try:
            if step.write is not None:
                writer.write(case_id, step.filename, step.write, compared=step.compared)
            else:
                writer.remove(case_id, step.filename)  # another updater may have been first: still removed
        except GoldenFileError as error:
            return dataclasses.replace(step.result, outcome=step.refused, note=str(error))
    if step.settle:
        discard_pending(store, case_id, step.filename)
    if step.pending is not None:
        store.ensure_pending_area()
        write_pending(store, case_id, step.filename, step.pending.text, golden_text=step.pending.golden_text,
                      failed_checks=step.pending.failed_checks)
        if step.full_diff is not None:
            atomic_write_text(store.diff_path(case_id, step.filename), step.full_diff)
    return step.result
