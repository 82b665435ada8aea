"""Where goldens and pending actuals live (the paths of a case's folder, its pending area and its diffs), and the
reader of goldens.

File names inside a case's folder are ``fxgolden.base.artifact``'s; writing is ``fxgolden.golden.writer``'s
job alone.
"""

from __future__ import annotations

import dataclasses
import os
import re
from pathlib import Path

from fxgolden.base.artifact import SUFFIXES
from fxgolden.base.errors import GoldenFileError
from fxgolden.base.files import atomic_write_text
from fxgolden.base.ids import case_path
from fxgolden.base.project import relative_to_root
from fxgolden.golden import header as header_mod
from fxgolden.golden import wellformed

PENDING_DIRNAME = ".fxgolden"
MANIFEST_NAME = "profile.toml"
GOLDEN_SUFFIXES = SUFFIXES
# Temp files as ``atomic_write_text`` names them: ``.<name>.<12 hex>.tmp``. Older fxgolden wrote them beside goldens.
TEMP_NAME_RE = re.compile(r"^\..+\.[0-9a-f]{12}\.tmp$")


@dataclasses.dataclass(frozen=True)
class StoredGolden:
    """A golden read from disk."""

    path: Path
    header: header_mod.GoldenHeader
    body: str
    text: str


@dataclasses.dataclass(frozen=True)
class GoldenStore:
    """The goldens of one profile under ``<goldens>/<profile>`` and their pending area ``<root>/.fxgolden``."""

    goldens_root: Path
    profile: str
    pending_root: Path

    @property
    def root(self) -> Path:
        """The project root: the pending area sits directly in it (``<root>/.fxgolden``)."""
        return self.pending_root.parent

    def relative(self, path: Path | str) -> str:
        """``path`` as printed: relative to the project root, so it names the configured folders."""
        return relative_to_root(self.root, path)

    @property
    def profile_dir(self) -> Path:
        """``<goldens>/<profile>``."""
        return self.goldens_root / self.profile

    @property
    def manifest_path(self) -> Path:
        """The profile manifest."""
        return self.profile_dir / MANIFEST_NAME

    def case_dir(self, case_id: str) -> Path:
        """The golden folder of a case (raises on an id that would escape goldens/)."""
        return self.profile_dir / case_path(case_id)

    def golden_path(self, case_id: str, filename: str) -> Path:
        """The golden file of one artifact."""
        return self.case_dir(case_id) / filename

    @property
    def tmp_dir(self) -> Path:
        """``.fxgolden/tmp/<profile>``: temp files of golden writes, git-ignored, swept by the next update."""
        return self.pending_root / "tmp" / self.profile

    def pending_path(self, case_id: str, filename: str) -> Path:
        """Where a mismatching actual waits for review."""
        return self.pending_root / "pending" / self.profile / case_path(case_id) / filename

    def diff_path(self, case_id: str, filename: str) -> Path:
        """Where the full diff of a mismatch is written."""
        return self.pending_root / "diffs" / self.profile / case_path(case_id) / f"{filename}.diff"

    def existing_files(self, case_id: str) -> list[str]:
        """Golden file names present in a case's folder (not its sub-case folders)."""
        folder = self.case_dir(case_id)
        if not folder.is_dir():
            return []
        return sorted(p.name for p in folder.iterdir()
                      if (p.is_symlink() or p.is_file()) and p.suffix in GOLDEN_SUFFIXES)

    def read(self, case_id: str, filename: str) -> StoredGolden | None:
        """Read a golden; None if absent. Undecodable or headerless files raise ``GoldenFileError`` with a fix
        (``golden.wellformed``)."""
        path = self.golden_path(case_id, filename)
        if path.is_symlink():
            raise GoldenFileError(self.relative(path), f"is a symbolic link (to {os.readlink(path)}), not a golden "
                                  "file: goldens are regular files inside the goldens folder",
                                  f"`fxgolden run --update '{case_id}'` replaces it with a regular file")
        if path.exists() and not path.is_dir() and not path.is_file():
            raise GoldenFileError(self.relative(path), "is not a regular file (a FIFO, socket or device), not a "
                                  "golden file", f"remove it, then run `fxgolden run --update '{case_id}'`")
        if path.is_dir():
            raise GoldenFileError(self.relative(path), "is a folder, not a golden file",
                                  f"`fxgolden run --update '{case_id}'` replaces it when it is empty or holds only "
                                  "fxgolden's goldens; otherwise move what you need out of it and remove it first")
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            return None
        text = wellformed.decoded(data, shown=self.relative(path), case_id=case_id,
                                  goldens_folder=self.relative(self.goldens_root))
        return self.parsed(case_id, filename, text)

    def parsed(self, case_id: str, filename: str, text: str) -> StoredGolden:
        """A golden's text, as ``read`` returned it, split into header and body (no file is read again)."""
        path = self.golden_path(case_id, filename)
        header, body = wellformed.split(text, shown=self.relative(path), case_id=case_id)
        return StoredGolden(path=path, header=header, body=body, text=text)

    def full_body(self, case_id: str, stored: StoredGolden) -> str:
        """The full text a golden's body stands for; a body cut short or whose form does not read back raises
        ``GoldenFileError`` (``golden.wellformed``). Not part of ``read``: a golden that matches its actual is
        well formed by construction, and a model's graph is not unfolded for nothing."""
        return wellformed.full_body(stored.body, stored.path.name, shown=self.relative(stored.path), case_id=case_id)

    def ensure_pending_area(self) -> None:
        """Create the pending area with a .gitignore so it is never committed."""
        self.pending_root.mkdir(parents=True, exist_ok=True)
        ignore = self.pending_root / ".gitignore"
        if not ignore.exists():
            atomic_write_text(ignore, "# fxgolden's pending actuals and diffs: never commit\n*\n")

    def case_ids_on_disk(self) -> list[str]:
        """Case ids with a golden folder in this profile (folders holding golden files)."""
        if not self.profile_dir.is_dir():
            return []
        found = set()
        for path in self.profile_dir.rglob("*"):
            if path.is_file() and path.suffix in GOLDEN_SUFFIXES:
                found.add(path.parent.relative_to(self.profile_dir).as_posix())
        return sorted(found)
