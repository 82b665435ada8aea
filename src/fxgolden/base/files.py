"""Files written so that a reader, or a crash, sees the old or the new content, never half of one.

Goldens, the manifest, pending actuals and the durations file write through
``atomic_write_text``: a temp file, then one ``os.replace`` (fsynced with
``durable``, as goldens and the manifest are). The result cache and the case
index write theirs through ``atomic_write_bytes``, unsynced: a lost entry only
compiles its case again, or imports the catalog.
"""

from __future__ import annotations

import os
import secrets
from pathlib import Path
from typing import IO, Any, Callable


def _create_temp(folder: Path, name: str) -> tuple[int, str]:
    """A new temp file in ``folder``, created with mode 0666 so the umask decides (as for any new file).

    ``tempfile.mkstemp`` creates 0600 whatever the umask, which made every golden and manifest private.
    """
    while True:
        tmp = str(folder / f".{name}.{secrets.token_hex(6)}.tmp")
        try:
            return os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666), tmp
        except FileExistsError:
            continue


def _same_filesystem(a: Path, b: Path) -> bool:
    """Whether a rename from ``a`` to ``b`` stays on one filesystem (and so is atomic)."""
    try:
        return os.stat(a).st_dev == os.stat(b).st_dev
    except OSError:
        return False


def fsync_dir(folder: Path) -> None:
    """Make renames and removals in ``folder`` durable; a no-op where a folder cannot be opened (Windows)."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_empty_folders(folder: Path, *, stop: Path) -> None:
    """Remove ``folder`` and its parents while they are empty, up to (not including) ``stop``."""
    while folder != stop and folder.is_relative_to(stop) and folder.is_dir() and not any(folder.iterdir()):
        folder.rmdir()
        folder = folder.parent


def atomic_write_text(path: Path, text: str, *, tmp_dir: Path | None = None, durable: bool = False,
                      before_replace: Callable[[], None] | None = None) -> None:
    """Write ``text`` (UTF-8, newlines as they are) to ``path`` as ``atomic_write_bytes`` does."""
    _atomic_write(path, text, lambda fd: os.fdopen(fd, "w", encoding="utf-8", newline="\n"), tmp_dir=tmp_dir,
                  durable=durable, before_replace=before_replace)


def atomic_write_bytes(path: Path, data: bytes, *, tmp_dir: Path | None = None, durable: bool = False,
                       before_replace: Callable[[], None] | None = None) -> None:
    """Write ``data`` to ``path`` so a reader sees the old or the new file, never half of one.

    The temp file goes to ``tmp_dir`` when given and on ``path``'s filesystem (a rename across
    filesystems is a copy), else beside ``path``. ``durable`` fsyncs the file before the rename and
    the folder after it, so that a crash of the machine also leaves one of the two whole.
    """
    _atomic_write(path, data, lambda fd: os.fdopen(fd, "wb"), tmp_dir=tmp_dir, durable=durable,
                  before_replace=before_replace)


def _atomic_write(path: Path, content: str | bytes, open_temp: Callable[[int], IO[Any]], *, tmp_dir: Path | None,
                  durable: bool, before_replace: Callable[[], None] | None) -> None:
    """The write of ``atomic_write_bytes``, the temp file's descriptor opened by ``open_temp`` (text or binary)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    folder = path.parent
    if tmp_dir is not None:
        tmp_dir.mkdir(parents=True, exist_ok=True)
        if _same_filesystem(tmp_dir, path.parent):
            folder = tmp_dir
    fd, tmp = _create_temp(folder, path.name)
    try:
        with open_temp(fd) as handle:
            handle.write(content)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
        if before_replace is not None:
            before_replace()
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    if durable:
        fsync_dir(path.parent)
