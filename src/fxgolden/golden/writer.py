"""The one writer of a profile's goldens and manifest.

Every golden and manifest write (an update, ``--snapshot-update-new-only``,
removing orphaned goldens, ``fxgolden accept``, the manifest) goes through a
``GoldenWriter``: it refuses on CI (``golden.policy``), holds the profile's
lock, keeps partial writes from outrunning the manifest, and replaces each file
atomically with its temporary file in the git-ignored ``.fxgolden/tmp/<profile>/``,
so a killed update never leaves a stray file in ``goldens/`` for ``git add``.
"""

from __future__ import annotations

import dataclasses
import errno
import os
import shutil
import time
from pathlib import Path
from typing import Any, Callable, Mapping

from fxgolden.base.errors import GoldenFileError, UsageError
from fxgolden.base.files import atomic_write_text, fsync_dir, remove_empty_folders
from fxgolden.golden import header as header_mod
from fxgolden.golden import lock as lock_mod
from fxgolden.golden import manifest as manifest_mod
from fxgolden.golden.policy import UpdateMode, choose_update_mode
from fxgolden.golden.store import GOLDEN_SUFFIXES, TEMP_NAME_RE, GoldenStore

# Test hook only: seconds to sleep between a golden's temp write and its rename (tests kill updates there).
WRITE_DELAY_ENV = "FXGOLDEN_TEST_WRITE_DELAY_S"


def _write_delay() -> Callable[[], None] | None:
    """The test hook (``WRITE_DELAY_ENV``): a pause before each rename, so a test can kill an update mid-write."""
    seconds = float(os.environ.get(WRITE_DELAY_ENV) or 0)
    return (lambda: time.sleep(seconds)) if seconds > 0 else None


def is_fxgolden_file(path: Path) -> bool:
    """A golden (an fxgolden header on its first line) or one of fxgolden's temp files."""
    if TEMP_NAME_RE.match(path.name):
        return True
    if path.suffix not in GOLDEN_SUFFIXES or path.is_symlink():
        return False
    try:
        with path.open("rb") as handle:
            return handle.readline(4096).startswith(header_mod.PREFIX.encode())
    except OSError:
        return False


def foreign_files(folder: Path) -> list[Path]:
    """What below ``folder`` fxgolden did not write: files other than goldens and temp files, links, devices."""
    return [path for path in sorted(folder.rglob("*"))
            if path.is_symlink() or not (path.is_dir() or (path.is_file() and is_fxgolden_file(path)))]


def refused_write(profile_dir: str | Path) -> UsageError:
    """The refusal of a golden write asked for with no open writer handed over (a compare run, a closed writer)."""
    return UsageError(f"{profile_dir}: a golden write was asked for outside an fxgolden update, so nothing was "
                      "written.\n  fix: write goldens with `fxgolden run --update` (pytest --snapshot-update or "
                      "--snapshot-update-new-only in a [tool.fxgolden] project); they are refused on CI")


@dataclasses.dataclass(eq=False)
class GoldenWriter:
    """The one writer of a profile's goldens and manifest; made by ``open``, which refuses on CI and takes the lock.

    Whoever writes is handed the writer (syrupy's extension by ``golden.extension.extension_for``); there is no
    registry to find one in, and a closed writer refuses, so no golden is written around the CI refusal or the lock.
    """

    store: GoldenStore
    new_only: bool = False  # --snapshot-update-new-only: write only goldens that do not exist yet, remove none
    lock: Any = None  # the profile's lock; None in an xdist worker (its controller holds it) and in unit tests
    closed: bool = False  # after ``close``: every write is refused

    @classmethod
    def open(cls, store: GoldenStore, *, new_only: bool = False, decided: UpdateMode | None = None,
             covered: bool = False, lock_timeout_s: float = lock_mod.DEFAULT_TIMEOUT_S,
             on_wait: Callable[[str], None] | None = None,
             environ: Mapping[str, str] | None = None) -> "GoldenWriter":
        """Refuse on CI, take the profile's lock (unless ``covered`` by an xdist controller's), sweep leftovers.

        ``decided``: the run's update mode, which ``choose_update_mode`` already decided (refusing on CI) once for
        the run; it says whether the writer is new-only. Without it (``fxgolden accept``) the policy is asked here.
        """
        if decided is None:
            choose_update_mode(True, environ=None if environ is None else dict(environ))
        elif decided is UpdateMode.PENDING:
            raise UsageError(f"{store.relative(store.profile_dir)}: a run that writes no golden opens no writer")
        else:
            new_only = decided is UpdateMode.NEW_ONLY
        held = None
        if not covered:
            held = lock_mod.acquire(store, timeout_s=lock_timeout_s, **({"on_wait": on_wait} if on_wait else {}))
        writer = cls(store, new_only=new_only, lock=held)
        if held is not None:
            writer.sweep()  # only under the lock: another writer's temp files are not leftovers
        return writer

    def close(self) -> None:
        """Release the lock; later writes through this writer are refused."""
        self.closed = True
        if self.lock is not None:
            lock_mod.release(self.lock)
            self.lock = None

    def __enter__(self) -> "GoldenWriter":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def sweep(self) -> list[Path]:
        """Remove temp files a killed writer left: in ``.fxgolden/tmp/<profile>`` and (from older fxgolden)
        in goldens/."""
        left = [p for p in self.store.tmp_dir.iterdir() if not p.is_dir()] if self.store.tmp_dir.is_dir() else []
        if self.store.profile_dir.is_dir():
            left += [p for p in self.store.profile_dir.rglob(".*.tmp") if TEMP_NAME_RE.match(p.name) and p.is_file()]
        for path in left:
            path.unlink(missing_ok=True)
        return left

    def _case_of(self, path: Path) -> str:
        """The case id of a golden path (refuses a path outside the profile's goldens)."""
        try:
            return path.parent.relative_to(self.store.profile_dir).as_posix()
        except ValueError:
            raise UsageError(f"{path}: not below {self.store.relative(self.store.profile_dir)}; the writer of profile "
                             f"{self.store.profile!r} writes only its goldens") from None

    def write(self, case_id: str, filename: str, text: str, *, compared: bool = False) -> bool:
        """Write one golden of ``case_id`` (see ``write_path``)."""
        return self.write_path(self.store.golden_path(case_id, filename), text, compared=compared)

    def write_path(self, path: Path, text: str, *, compared: bool = False) -> bool:
        """Replace the golden at ``path`` atomically; False when it already holds ``text``.

        ``compared``: the caller has just compared the golden with ``text`` (syrupy has), so it is not read again.
        A folder standing where the golden goes is removed first when fxgolden made all of it. A write the
        file system refuses (an immutable file, a read-only folder, a full disk) raises ``GoldenFileError``
        naming the file and the OS error.
        """
        if self.closed:
            raise refused_write(self.store.relative(self.store.profile_dir))
        case_id = self._case_of(path)
        if self.new_only and (path.exists() or path.is_symlink()):
            raise GoldenFileError(self.store.relative(path), "exists; --snapshot-update-new-only writes only goldens "
                                  "that do not exist yet", f"rewrite it with `fxgolden run --update '{case_id}'`")
        try:
            if path.is_dir() and not path.is_symlink():
                self._clear_folder(path, case_id)
            elif not compared and not path.is_symlink() and path.is_file() and path.read_bytes() == text.encode():
                return False  # a link is replaced by a regular file even where it points to the same text
            atomic_write_text(path, text, tmp_dir=self.store.tmp_dir, durable=True, before_replace=_write_delay())
        except OSError as error:
            raise self._unwritable(path, error) from error
        return True

    def _unwritable(self, path: Path, error: OSError) -> GoldenFileError:
        """The error for a golden the file system would not let us write or remove, with the OS's reason."""
        reason = error.strerror or str(error)
        name = errno.errorcode.get(error.errno) if error.errno is not None else None
        code = f" ({name})" if name else ""
        return GoldenFileError(self.store.relative(path), f"cannot be written: {reason}{code}; it was left as it was",
                               "make the file and its folder writable (`ls -l`, `lsattr` for an immutable file, "
                               "`df` for a full disk), then run the update again")

    def _clear_folder(self, path: Path, case_id: str) -> None:
        """Remove a folder in a golden's place if fxgolden made all of it; else refuse with the fix."""
        shown = self.store.relative(path)
        foreign = foreign_files(path)
        if foreign:
            named = ", ".join(self.store.relative(p) for p in foreign[:3]) + (", ..." if len(foreign) > 3 else "")
            raise GoldenFileError(shown, f"is a folder where the golden goes, holding files fxgolden did not write "
                                  f"({named}); nothing of it was replaced",
                                  f"move what you need out of it, remove it (`rm -r {shown}`), then run "
                                  f"`fxgolden run --update '{case_id}'`")
        shutil.rmtree(path)

    def remove(self, case_id: str, filename: str) -> bool:
        """Delete an orphaned golden; False when another updater removed it first. Never under new-only."""
        path = self.store.golden_path(case_id, filename)
        if self.closed:
            raise refused_write(self.store.relative(self.store.profile_dir))
        if self.new_only:
            raise GoldenFileError(self.store.relative(path), "--snapshot-update-new-only removes no golden",
                                  f"remove orphaned goldens with `fxgolden run --update '{case_id}'`")
        try:
            path.unlink()
            fsync_dir(path.parent)
        except FileNotFoundError:
            return False
        except OSError as error:
            raise self._unwritable(path, error) from error
        return True

    def remove_case(self, case_id: str) -> list[str]:
        """Delete the goldens of a case id no case declares any more; its sub-case folders and foreign files stay."""
        names = [name for name in self.store.existing_files(case_id)
                 if is_fxgolden_file(self.store.golden_path(case_id, name))]
        removed = [name for name in names if self.remove(case_id, name)]
        remove_empty_folders(self.store.case_dir(case_id), stop=self.store.profile_dir)
        return removed

    def write_manifest(self, manifest: manifest_mod.Manifest) -> bool:
        """Write the profile manifest unless it already says the same; return whether it wrote."""
        path = self.store.manifest_path
        if self.closed:
            raise refused_write(self.store.relative(self.store.profile_dir))
        text = manifest.render()
        if path.is_dir() and not path.is_symlink():
            raise GoldenFileError(self.store.relative(path), "is a folder where the profile manifest goes; the "
                                  "manifest was not written", f"remove it (`rm -r {self.store.relative(path)}`), then "
                                  "run the update again")
        if path.is_file() and not path.is_symlink() and path.read_bytes() == text.encode("utf-8"):
            return False
        try:
            atomic_write_text(path, text, tmp_dir=self.store.tmp_dir, durable=True, before_replace=_write_delay())
        except OSError as error:
            raise self._unwritable(path, error) from error
        return True

    def check_manifest(self, running: "manifest_mod.Manifest | None", *, partial: bool,
                       allow_drift: bool = False) -> None:
        """Refuse a write of part of a profile that its manifest cannot vouch for; nothing is written then.

        The manifest says which torch made the profile's goldens. A partial write (a case selection,
        --snapshot-update-new-only, accept) keeps the other goldens, so it needs the manifest readable
        (unless the profile has no golden yet) and, unless ``allow_drift``, made by the ``running``
        versions (None: not checked). A full update makes every golden and the manifest anew.
        """
        if not (partial or self.new_only):
            return
        path = self.store.manifest_path
        shown = self.store.relative(path)
        what = "--snapshot-update-new-only" if self.new_only else "a partial update (a case selection)"
        try:
            stored = manifest_mod.read(path)
        except GoldenFileError as error:
            if not self.store.case_ids_on_disk():
                return  # no golden for it to vouch for: the first manifest comes with the first goldens
            problem = str(error).split("\n", 1)[0].removeprefix(f"{path}: ")
            raise UsageError(f"{shown}: {problem}; {what} refused, nothing was written: the manifest records which "
                             f"torch made the goldens the update would keep.\n  fix: restore it from git (`git "
                             f"checkout -- {shown}`), or regenerate the whole profile (`fxgolden run --update`, no "
                             "case selection) and review the diff") from None
        problems = [] if running is None or allow_drift else manifest_mod.mismatch(stored, running)
        if problems:
            raise UsageError(f"{shown}: {'; '.join(problems)}; {what} refused, nothing was written.\n  fix: "
                             "regenerate the whole profile at once (`fxgolden run --update`, no case selection) so "
                             "every golden matches the manifest, or pass --fxgolden-allow-version-drift when "
                             "regenerating it case by case on purpose")
