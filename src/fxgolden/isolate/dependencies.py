"""What a case run read, and whether any of it changed since: the result cache's dependency lists.

A reused result must be the one a fresh run would give, so an entry of
``fxgolden.isolate.result_cache`` is only as good as its list of what the run
depended on. As ccache's manifests and make's depfiles do, the child that ran
the case reports every source file it had imported (``loaded_sources``: the
project's own packages wherever they live, the cases, fxgolden, sympy and the
rest of site-packages; not the standard library, which the interpreter's
version in the key stands for, and not torch, which its build hash does), and
the project's declared data files (``[tool.fxgolden] inputs``) are added by
glob. The list is stored with the entry: each file's module, path, size,
mtime, inode, change time and sha256. Paths inside the project are relative to
its root, so a second checkout (or a copy) checks an entry against its own files.
What Inductor compiled and imported from its own cache folder (kernels, wrapper
modules) is the run's output, not its input, and is not listed: on a cold run
those files were new and kept every Inductor case's result out of the cache.

Checking a list is cheap and exact: a file is taken as unchanged without reading
it only when its size, mtime, inode and change time all are as listed. The
change time is what ``touch -r``, ``cp -p``, ``rsync -a`` and unpacking a tar
cannot set back; any other file is hashed, and only a changed hash is a change
(a touched or copied file costs one hash, not a recompile). Each file is looked
at once per process (``Tracker``). A module the checking process has imported
must come from the same file as in the list: a package installed over its
editable checkout is a change even though the old files are intact.

A file modified (or its change time moved) after its run started is not trusted
(``stamp`` returns None): the run may have read either version.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import os
import sys
import sysconfig
from pathlib import Path
from typing import Iterable

_CHUNK = 1 << 20
_ENTRY_POINTS = frozenset({"__main__", "__mp_main__"})


@dataclasses.dataclass(frozen=True)
class FileStamp:
    """One file a run depended on, as it was when the run ended."""

    module: str  # the module it was imported as; "" for a declared input
    path: str  # relative to the project root (POSIX) when inside it, else absolute
    size: int
    mtime_ns: int
    sha256: str
    inode: int = 0  # (st_dev, st_ino, st_ctime_ns): the fast path's proof that it is the same, untouched file
    device: int = 0
    ctime_ns: int = 0


@dataclasses.dataclass(frozen=True)
class DependencyList:
    """Everything a stored run depended on beyond its key: files, and what each declared glob matched."""

    files: tuple[FileStamp, ...]
    globs: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (pattern, sorted matches relative to root)

    def digest(self) -> str:
        """A name for this list: equal lists (most cases of a run share one) are stored and checked once.

        Computed once per list object: the repr of a thousand stamps took 8 ms, and a run asks each of its
        jobs' lists several times (whether it is reused, then its entry), 5 s of a whole reused catalog.
        """
        digest = self.__dict__.get("_digest")
        if digest is None:
            digest = hashlib.sha256(repr(self).encode()).hexdigest()
            object.__setattr__(self, "_digest", digest)  # not a field: equality, repr and the digest ignore it
        return digest


@functools.cache
def _roots() -> tuple[str, tuple[str, ...], tuple[str, ...]]:
    """torch's package folder, the site-packages folders, the standard library's folders (each ending in a
    separator)."""
    paths = sysconfig.get_paths()
    site = tuple(sorted({os.path.join(paths[k], "") for k in ("purelib", "platlib")}))
    stdlib = tuple(sorted({os.path.join(paths[k], "") for k in ("stdlib", "platstdlib")}))
    torch = sys.modules.get("torch")
    torch_file = getattr(torch, "__file__", None) if torch is not None else None
    return (os.path.join(os.path.dirname(torch_file), "") if torch_file else "\0"), site, stdlib


def _listed(path: str) -> bool:
    """Not torch (its build hash is in the key); site-packages yes (a venv may sit inside the stdlib's folder); not
    the stdlib."""
    torch_root, site, stdlib = _roots()
    if path.startswith(torch_root):
        return False
    if path.startswith(site):
        return True
    return not path.startswith(stdlib)


def loaded_sources(modules: dict | None = None, *, outputs: str | None = None) -> list[tuple[str, str]]:
    """(module, file) for every imported module with a file, but the standard library, torch, and what was
    loaded from ``outputs`` (Inductor's cache folder, where a compile writes the modules it then imports)."""
    found = []
    outputs_root = os.path.join(outputs, "") if outputs else None
    for name, module in list((modules if modules is not None else sys.modules).items()):
        if name in _ENTRY_POINTS:
            continue  # the command that started the process (pytest, fxgolden), not what the case ran
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not os.path.isabs(path) or not _listed(path):
            continue
        if outputs_root is not None and path.startswith(outputs_root):
            continue
        found.append((name, path))
    return sorted(found)


@functools.cache
def loaded_sources_fingerprint() -> str:
    """Paths, sizes, mtimes, inodes and change times of ``loaded_sources``: cheap, and different after any edit of
    one of them, even one whose mtime was set back.

    Names the case's own FX-graph cache (``isolation.Job.cache_name``): that cache's key
    ignores node names, so a variable renamed in the project's model would otherwise come
    back from it under its old name. Computed once, in the fork server (its children
    inherit the answer): what the catalog imported when the server started.
    """
    digest = hashlib.sha256()
    for _, path in loaded_sources():
        try:
            stat = os.stat(path)
        except OSError:
            continue
        digest.update(f"{path}\0{stat.st_size}\0{stat.st_mtime_ns}\0{stat.st_ino}\0{stat.st_ctime_ns}\n".encode())
    return digest.hexdigest()


def _sha256(path: str) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as handle:
        while chunk := handle.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def expand_inputs(root: Path, patterns: Iterable[str]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each declared glob with the files it matches now, relative to ``root``."""
    return tuple((pattern, tuple(sorted(p.relative_to(root).as_posix() for p in root.glob(pattern) if p.is_file())))
                 for pattern in patterns)


def _relative(path: str, root: Path) -> str:
    try:
        return Path(path).relative_to(root).as_posix()
    except ValueError:
        return path


class Tracker:
    """Stats and hashes files once per process, and checks each dependency list once.

    One per golden session: files are not expected to change while a run compares
    (a file edited after a run started is never trusted, see ``stamp``).
    """

    def __init__(self) -> None:
        self._facts_of: dict[str, tuple[os.stat_result, str] | None] = {}  # absolute path: its stat, its sha256
        self._verdicts: dict[tuple[str, Path], str | None] = {}

    def _facts(self, path: str) -> tuple[os.stat_result, str] | None:
        if path not in self._facts_of:
            try:
                self._facts_of[path] = (os.stat(path), _sha256(path))
            except OSError:
                self._facts_of[path] = None
        return self._facts_of[path]

    def stamp(self, sources: Iterable[tuple[str, str]], *, root: Path, inputs: Iterable[str],
              not_before_ns: int) -> DependencyList | None:
        """The dependency list of a run that started at ``not_before_ns`` (time.time_ns), or None.

        None when a file changed after the run started: the run may have read the old
        or the new text, so its result is not stored.
        """
        root = root.resolve()
        globs = expand_inputs(root, inputs)
        declared = [("", str(root / match)) for _, matches in globs for match in matches]
        files = []
        for module, path in sorted(set(sources)) + declared:
            facts = self._facts(path)
            if facts is None:
                continue  # not a file on disk (a frozen or in-memory module): nothing to watch
            stat, sha256 = facts
            if max(stat.st_mtime_ns, stat.st_ctime_ns) >= not_before_ns:
                return None
            files.append(FileStamp(module, _relative(path, root), stat.st_size, stat.st_mtime_ns, sha256,
                                   inode=stat.st_ino, device=stat.st_dev, ctime_ns=stat.st_ctime_ns))
        return DependencyList(tuple(files), globs)

    def change(self, dependencies: DependencyList, *, root: Path) -> str | None:
        """What differs from the list (a file, a glob's matches, a module's file; the first found), or None when
        every file is as listed, every glob matches the same files and every module comes from the same file."""
        key = (dependencies.digest(), root)
        if key not in self._verdicts:
            self._verdicts[key] = self._check(dependencies, root.resolve())
        return self._verdicts[key]

    def _check(self, dependencies: DependencyList, root: Path) -> str | None:
        if dependencies.globs:
            now = expand_inputs(root, [p for p, _ in dependencies.globs])
            for (pattern, before), (_, after) in zip(dependencies.globs, now):
                if before != after:
                    return f"the files {pattern!r} matches ({len(before)} then, {len(after)} now)"
        for listed in dependencies.files:
            path = str(root / listed.path)  # an absolute listed path stays as it is
            if listed.module:
                module = sys.modules.get(listed.module)
                loaded = getattr(module, "__file__", None) if module is not None else None
                if loaded is not None and loaded != path:
                    return f"{listed.module} is imported from {loaded} now, not {listed.path}"
            if not self._same(path, listed):
                return listed.path
        return None

    def _same(self, path: str, listed: FileStamp) -> bool:
        try:
            stat = os.stat(path)
        except OSError:
            return False
        if stat.st_size != listed.size:
            return False
        if (stat.st_mtime_ns, stat.st_ino, stat.st_dev, stat.st_ctime_ns) == \
                (listed.mtime_ns, listed.inode, listed.device, listed.ctime_ns):
            return True  # the very file, untouched since it was listed: nothing a copy or touch can fake
        facts = self._facts(path)
        return facts is not None and facts[1] == listed.sha256
