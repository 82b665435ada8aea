"""The comparison as a plan (issue 42, part 3): deciding what happens to a case's goldens touches no file; the
applier alone writes (goldens through the writer, pending actuals and diffs beside them)."""

from __future__ import annotations

from pathlib import Path

import pytest
from syrupy.data import Snapshot, SnapshotCollection

from fxgolden.base.artifact import ArtifactName
from fxgolden.base.errors import UsageError
from fxgolden.base.files import atomic_write_text
from fxgolden.golden import header as header_mod
from fxgolden.golden.applier import apply_plan
from fxgolden.golden.extension import extension_for
from fxgolden.golden.plan import UNUSED_DEFAULT, CasePlan, Recalled, UnusedPolicy, artifact_step, orphan_steps
from fxgolden.golden.policy import UpdateMode
from fxgolden.golden.store import GoldenStore
from fxgolden.golden.writer import GoldenWriter
from fxgolden.normalize.version import NORMALIZER_VERSION
from fxgolden.run.record import Outcome

CASE = "tiny/x"
NAME = ArtifactName("g0", "forward")


def _store(tmp_path: Path) -> GoldenStore:
    return GoldenStore(tmp_path / "goldens", "cpu", tmp_path / ".fxgolden")


def _text(body: str) -> str:
    header = header_mod.GoldenHeader(case=CASE, artifact=NAME.stem, normalizer=NORMALIZER_VERSION, world="w")
    return header_mod.serialize(header, body)


def _files(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file())


def test_a_changed_golden_is_planned_without_a_file_and_applied_into_the_pending_area(tmp_path: Path) -> None:
    store = _store(tmp_path)
    old = _text("a = 1\n" * 400)
    stored = store.parsed(CASE, NAME.filename, old)
    body = "a = 2\n" * 400
    step = artifact_step(NAME, shown="goldens/cpu/tiny/x/g0.forward.py", actual=_text(body), body=body,
                         found=Recalled(stored, matched=False, accepted=False), mode=UpdateMode.PENDING,
                         can_write=False)
    assert _files(tmp_path) == []  # deciding wrote nothing
    assert step.result.outcome is Outcome.CHANGED and step.result.diff is not None and step.result.diff.truncated
    assert step.pending is not None and step.pending.golden_text == old and step.full_diff is not None
    [result] = apply_plan(CasePlan(CASE, (step,), ()), store, None).artifacts
    assert result == step.result
    assert store.pending_path(CASE, NAME.filename).read_text() == _text(body)
    assert store.diff_path(CASE, NAME.filename).read_text() == step.full_diff


def test_a_match_settles_an_earlier_pending_actual(tmp_path: Path) -> None:
    store = _store(tmp_path)
    atomic_write_text(store.pending_path(CASE, NAME.filename), "stale actual\n")
    stored = store.parsed(CASE, NAME.filename, _text("a = 1\n"))
    step = artifact_step(NAME, shown="g", actual=_text("a = 1\n"), body="a = 1\n",
                         found=Recalled(stored, matched=True, accepted=False), mode=UpdateMode.PENDING, can_write=False)
    assert step.result.outcome is Outcome.MATCH and step.settle and step.pending is None
    apply_plan(CasePlan(CASE, (step,), ()), store, None)
    assert not store.pending_path(CASE, NAME.filename).exists()


def test_orphans_are_reported_or_removed_by_the_mode_and_the_unused_policy() -> None:
    on_disk = [("g1.forward.py", "shown/g1.forward.py", ArtifactName("g1", "forward")),
               ("collectives.txt", "shown/collectives.txt", ArtifactName("", "collectives")),
               ("g0.forward.py", "shown/g0.forward.py", NAME),
               ("notes.txt", "shown/notes.txt", None)]
    produced, unmade = {"g0.forward.py"}, ("collectives",)

    def outcomes(mode: UpdateMode, unused: UnusedPolicy = UNUSED_DEFAULT) -> dict[str, Outcome]:
        return {s.filename: s.result.outcome for s in orphan_steps(on_disk, produced, unmade, mode, unused)}

    assert outcomes(UpdateMode.PENDING) == {"g1.forward.py": Outcome.ORPHANED, "notes.txt": Outcome.ORPHANED}
    assert outcomes(UpdateMode.PENDING, UnusedPolicy(warn=True))["g1.forward.py"] is Outcome.UNUSED
    assert outcomes(UpdateMode.IN_PLACE)["g1.forward.py"] is Outcome.REMOVED
    assert outcomes(UpdateMode.IN_PLACE, UnusedPolicy(cleanup=False))["g1.forward.py"] is Outcome.UNUSED
    assert [s.remove for s in orphan_steps(on_disk, produced, unmade, UpdateMode.IN_PLACE, UnusedPolicy())] == [
        True, True]


def test_a_planned_removal_goes_through_the_writer_and_a_refused_one_is_unwritable(tmp_path: Path) -> None:
    store = _store(tmp_path)
    golden = store.golden_path(CASE, "g1.forward.py")
    atomic_write_text(golden, _text("old\n"))
    [step] = orphan_steps([("g1.forward.py", "g", ArtifactName("g1", "forward"))], set(), (), UpdateMode.IN_PLACE,
                          UnusedPolicy())
    with GoldenWriter.open(store, covered=True, environ={}) as writer:
        [removed] = apply_plan(CasePlan(CASE, (step,), ()), store, writer).artifacts
    assert removed.outcome is Outcome.REMOVED and not golden.exists()
    atomic_write_text(golden, _text("old\n"))
    with GoldenWriter.open(store, covered=True, new_only=True, environ={}) as new_only:  # removes no golden
        [refused] = apply_plan(CasePlan(CASE, (step,), ()), store, new_only).artifacts
    assert refused.outcome is Outcome.UNWRITABLE and "removes no golden" in refused.note and golden.exists()


def test_a_golden_syrupy_accepts_is_written_by_the_applier_not_by_syrupys_extension(tmp_path: Path) -> None:
    """In an update, syrupy's extension writes nothing: the accepted actual is a step of the plan, written by the
    applier through the writer, and a write the file system refuses is that step's UNWRITABLE outcome."""
    store = _store(tmp_path)
    extension = extension_for(store, CASE, "py", True)
    collection = SnapshotCollection(location=str(store.golden_path(CASE, NAME.filename)))
    collection.add(Snapshot(name=f"{CASE}/{NAME.stem}", data=_text("new\n")))
    extension.write_snapshot_collection(snapshot_collection=collection)
    assert _files(tmp_path) == []  # syrupy's write is left to the plan
    with pytest.raises(UsageError):  # a compare run's extension refuses a write outright
        extension_for(store, CASE, "py", False).write_snapshot_collection(snapshot_collection=collection)

    step = artifact_step(NAME, shown="g", actual=_text("new\n"), body="new\n",
                         found=Recalled(None, matched=False, accepted=True), mode=UpdateMode.IN_PLACE, can_write=True)
    assert step.write == _text("new\n") and step.result.outcome is Outcome.WRITTEN
    with GoldenWriter.open(store, covered=True, environ={}) as writer:
        [written] = apply_plan(CasePlan(CASE, (step,), ()), store, writer).artifacts
    assert written.outcome is Outcome.WRITTEN
    assert store.golden_path(CASE, NAME.filename).read_text() == _text("new\n")

    golden = store.golden_path(CASE, NAME.filename)
    golden.unlink()
    golden.mkdir()
    (golden / "mine.txt").write_text("a file fxgolden did not write")  # the writer refuses to replace it
    with GoldenWriter.open(store, covered=True, environ={}) as writer:
        changed = artifact_step(NAME, shown="g", actual=_text("newer\n"), body="newer\n",
                                found=Recalled(None, matched=False, accepted=True), mode=UpdateMode.IN_PLACE,
                                can_write=True)
        [refused] = apply_plan(CasePlan(CASE, (changed,), ()), store, writer).artifacts
    assert refused.outcome is Outcome.UNWRITABLE and "did not write" in refused.note
    assert (golden / "mine.txt").is_file()
