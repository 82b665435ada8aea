"""syrupy's extension reads goldens itself and writes none: the plan's applier writes what syrupy accepts,
through the writer it is handed; no registry by profile folder, no text handed over on the side (issue 42)."""

from __future__ import annotations

from pathlib import Path

import pytest
from syrupy.data import Snapshot, SnapshotCollection
from syrupy.exceptions import TaintedSnapshotError

from fxgolden.base.errors import UsageError
from fxgolden.golden import header as header_mod
from fxgolden.golden.extension import UnreadableGolden, extension_for
from fxgolden.golden.store import GoldenStore
from fxgolden.golden.writer import GoldenWriter
from fxgolden.normalize.version import NORMALIZER_VERSION

CASE = "tiny/unary"


def golden_text(normalizer: int = NORMALIZER_VERSION, body: str = "def forward(x):\n    return x\n") -> str:
    header = header_mod.GoldenHeader(case=CASE, artifact="g0.forward", normalizer=normalizer, world="none")
    return header_mod.serialize(header, body)


@pytest.fixture
def store(tmp_path: Path) -> GoldenStore:
    return GoldenStore(tmp_path / "goldens", "cpu", tmp_path / ".fxgolden")


def read(store: GoldenStore) -> str | None:
    extension = extension_for(store, CASE, "py", False)()
    location = str(store.golden_path(CASE, "g0.forward.py"))
    return extension.read_snapshot_data_from_location(snapshot_location=location, snapshot_name="x", session_id="s")


def write(store: GoldenStore, writes: bool, text: str) -> None:
    collection = SnapshotCollection(location=str(store.golden_path(CASE, "g0.forward.py")))
    collection.add(Snapshot(name=f"{CASE}/g0.forward", data=text))
    extension_for(store, CASE, "py", writes).write_snapshot_collection(snapshot_collection=collection)


def test_the_extension_reads_the_golden_from_disk(store: GoldenStore) -> None:
    assert read(store) is None  # no golden yet: syrupy calls it new
    path = store.golden_path(CASE, "g0.forward.py")
    path.parent.mkdir(parents=True)
    path.write_text(golden_text())
    assert read(store) == golden_text()


def test_a_golden_of_another_normalizer_is_syrupys_tainted_state(store: GoldenStore) -> None:
    path = store.golden_path(CASE, "g0.forward.py")
    path.parent.mkdir(parents=True)
    path.write_text(golden_text(normalizer=0))
    with pytest.raises(TaintedSnapshotError) as raised:
        read(store)
    assert raised.value.snapshot_data == golden_text(normalizer=0)  # syrupy rewrites it in an update


def test_a_file_that_is_no_golden_is_unreadable_with_its_fix(store: GoldenStore) -> None:
    path = store.golden_path(CASE, "g0.forward.py")
    path.parent.mkdir(parents=True)
    path.write_text("def forward(x):\n    return x\n")  # no header
    with pytest.raises(UnreadableGolden) as raised:
        read(store)
    assert "g0.forward.py" in str(raised.value.error)


def test_the_extension_writes_no_golden_and_a_compare_runs_extension_refuses(store: GoldenStore) -> None:
    with pytest.raises(UsageError, match="outside an fxgolden update"):
        write(store, False, golden_text())
    path = store.golden_path(CASE, "g0.forward.py")
    write(store, True, golden_text())  # an update's: accepted, and left to the plan (golden.applier) to write
    assert not path.exists()
    writer = GoldenWriter(store)
    writer.write(CASE, "g0.forward.py", golden_text())
    assert path.read_text() == golden_text()
    writer.close()
    with pytest.raises(UsageError, match="outside an fxgolden update"):  # a closed writer writes nothing more
        writer.write(CASE, "g0.forward.py", golden_text(body="def forward(x):\n    return x + 1\n"))
    assert path.read_text() == golden_text()


def test_a_writer_is_never_found_by_its_profile_folder(store: GoldenStore) -> None:
    """An open writer of the same profile (holding its lock) does not make a write without one possible."""
    with GoldenWriter.open(store, environ={}) as opened:
        assert opened.lock is not None
        with pytest.raises(UsageError):
            write(store, False, golden_text())
    assert not store.golden_path(CASE, "g0.forward.py").exists()
