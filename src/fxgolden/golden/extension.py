"""The syrupy extension: one plain-text file per artifact at ``goldens/<profile>/<case>/<artifact>.<ext>``.

It subclasses syrupy's ``SingleFileSnapshotExtension`` in text mode, sets
class attributes, and overrides only naming, discovery and the final write:
- the snapshot *name* is ``<case id>/<artifact file stem>`` (passed as
  ``snapshot(name=...)``), so the location never depends on the pytest
  test name or its parametrization;
- discovery returns nothing, because syrupy's unused-snapshot heuristics key
  on test-file basenames; fxgolden finds stale goldens per case itself
  (``golden.compare``, ``fxgolden.pytest_plugin.unused_goldens``) and never lets syrupy delete a golden;
- reading returns the text fxgolden already read (``recalled``), so each golden
  is read from disk once and compared once, by syrupy;
- the write, which syrupy makes at once (``write_immediately``), goes through the
  profile's ``GoldenWriter`` (``golden.writer``), the one writer of goldens:
  without an fxgolden update holding it (refused on CI, holding the profile's
  lock) the write is refused, and a write that fails is reported by the
  comparison (``golden.compare``) as it happens.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from syrupy.data import Snapshot, SnapshotCollection, SnapshotCollections
from syrupy.extensions.single_file import SingleFileSnapshotExtension, WriteMode

from fxgolden.golden.writer import GoldenWriter

if TYPE_CHECKING:
    from syrupy.location import PyTestLocation
    from syrupy.types import SnapshotIndex


class GoldenExtension(SingleFileSnapshotExtension):
    """Base of the per-profile, per-suffix extensions made by ``extension_for``."""

    _write_mode = WriteMode.TEXT
    write_immediately = True  # the write happens inside the assertion, so its failure is the case's
    file_extension = "py"
    profile_dir: ClassVar[str] = ""
    # golden path -> the text fxgolden read from it (None: no golden), handed over for syrupy's one comparison
    recalled: ClassVar[dict[str, str | None]] = {}

    @classmethod
    def dirname(cls, *, test_location: "PyTestLocation") -> str:
        return cls.profile_dir

    @classmethod
    def discovery_dirname(cls, *, test_location: "PyTestLocation") -> str:
        return cls.profile_dir

    @classmethod
    def get_snapshot_name(cls, *, test_location: "PyTestLocation", index: "SnapshotIndex" = 0) -> str:
        """The name given as ``snapshot(name="<case id>/<stem>")``; ids are validated path-safe."""
        return str(index)

    @classmethod
    def get_file_basename(cls, *, test_location: "PyTestLocation", index: "SnapshotIndex") -> str:
        return str(index)

    @classmethod
    def matches_test_location(cls, *, test_location: "PyTestLocation", snapshot_location: str) -> bool:
        """Every golden under the profile belongs to the golden suite (no basename matching)."""
        return Path(snapshot_location).is_relative_to(cls.profile_dir)

    def discover_snapshots(self, *, test_location: "PyTestLocation",
                           ignore_extensions: list[str] | None = None) -> SnapshotCollections:
        """Nothing: stale goldens are found per case by fxgolden, never deleted by syrupy."""
        return SnapshotCollections()

    def read_snapshot_collection(self, *, snapshot_location: str) -> SnapshotCollection:
        collection = SnapshotCollection(location=snapshot_location)
        stem = Path(snapshot_location).relative_to(self.profile_dir).with_suffix("").as_posix()
        collection.add(Snapshot(name=stem))
        return collection

    def read_snapshot_data_from_location(self, *, snapshot_location: str, snapshot_name: str,
                                         session_id: str) -> str | None:
        """The text fxgolden read for this comparison; from disk only when none was handed over."""
        if snapshot_location in GoldenExtension.recalled:
            return GoldenExtension.recalled.pop(snapshot_location)
        text = super().read_snapshot_data_from_location(snapshot_location=snapshot_location,
                                                        snapshot_name=snapshot_name, session_id=session_id)
        return text if isinstance(text, str) or text is None else str(text)

    @classmethod
    def write_snapshot_collection(cls, *, snapshot_collection: SnapshotCollection,
                                  name_order: dict[str, int] | None = None) -> None:
        data = next(iter(snapshot_collection)).data
        if not isinstance(data, str):
            raise TypeError(f"golden data must be text, got {type(data).__name__}")
        GoldenWriter.for_profile_dir(cls.profile_dir).write_path(Path(snapshot_collection.location), data,
                                                                 compared=True)

    def delete_snapshots(self, *, snapshot_location: str, snapshot_names: set[str]) -> None:
        """Never reached (discovery finds nothing); refused rather than deleting a golden around the writer."""
        raise RuntimeError(f"{snapshot_location}: fxgolden removes orphaned goldens itself (`fxgolden run --update`)")


@functools.cache
def extension_for(profile_dir: str, suffix: str) -> type[GoldenExtension]:
    """The extension class storing ``.<suffix>`` goldens under ``profile_dir``."""
    name = f"GoldenExtension_{suffix}"
    return type(name, (GoldenExtension,), {"file_extension": suffix, "profile_dir": profile_dir})
