"""The torch build, the host and Inductor's cache folder as a result-cache key names them, without importing torch.

Why: a run whose every case is reused compiles nothing, yet computing its keys
imported torch and ``torch._inductor.codecache`` and hashed every torch source
(``torch_key()``): measured on the 2-core host, more than importing torch itself,
and most of such a run. Everything the key needs can be read from the files:

- **the build**: torch's ``version.py`` (its version and git commit), the size,
  mtime, change time and inode of every Python source under the package and of
  the two extra files ``torch_key()`` hashes (what an edited development
  checkout changes; a touched or copied file is a change too, so it can only
  cost a compile, never reuse a stale result), the same of its native libraries
  (a rebuilt libtorch), and Triton's version from its installed metadata;
- **the CPU capability** (``torch.backends.cpu.get_cpu_capability()``, what
  Inductor's C++ code is written for): asked of torch once and kept in a small
  file named by everything it depends on: the CPU's model and flags
  (``/proc/cpuinfo``), ``ATEN_CPU_CAPABILITY`` and the build above. Where there
  is no ``/proc/cpuinfo`` torch is asked every time;
- **Inductor's cache folder**: ``TORCHINDUCTOR_CACHE_DIR``, else torch's default,
  computed as ``torch._inductor.runtime.cache_dir_utils.default_cache_dir`` does
  (``tests/test_build_fingerprint.py`` holds the two equal on the torch installed).
"""

from __future__ import annotations

import functools
import getpass
import hashlib
import importlib.metadata
import importlib.util
import os
import re
import tempfile
from pathlib import Path

_CPUINFO = "/proc/cpuinfo"
_CPU_FIELDS = ("vendor_id", "model name", "flags", "Features", "CPU implementer", "CPU part", "isa")
# files torch_key() hashes besides the Python sources (torch/_inductor/codecache.py)
_NO_SOURCES = frozenset({"include", "share", "bin", "lib"})  # torch's C++ headers (10k files), CMake files, binaries
_TORCH_EXTRA_FILES = ("_inductor/codegen/aoti_runtime/interface.cpp", "_inductor/script.ld")


def torch_dir() -> Path | None:
    """torch's package folder, found without importing torch; None when torch is not installed."""
    spec = importlib.util.find_spec("torch")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(list(spec.submodule_search_locations)[0])


def _stat_line(path: Path, name: str) -> str:
    try:
        stat = path.stat()
    except OSError:
        return f"{name}:missing"
    return f"{name}:{stat.st_size}:{stat.st_mtime_ns}:{stat.st_ctime_ns}:{stat.st_ino}"


@functools.cache
def torch_build() -> str:
    """The torch (and Triton) this interpreter would import, down to its sources and native libraries."""
    root = torch_dir()
    if root is None:
        return "no torch"
    try:
        parts = [(root / "version.py").read_text(encoding="utf-8")]
    except OSError:
        parts = ["no torch/version.py"]
    sources: list[str] = []
    for folder, dirs, files in os.walk(root):
        if folder == str(root):
            dirs[:] = [d for d in dirs if d not in _NO_SOURCES]
        dirs.sort()
        relative = os.path.relpath(folder, root)
        sources.extend(os.path.join(relative, name) for name in files if name.endswith(".py"))
    for name in sorted(sources) + list(_TORCH_EXTRA_FILES):
        parts.append(_stat_line(root / name, name))
    lib = root / "lib"
    for path in sorted(lib.glob("*.so*")) if lib.is_dir() else ():
        parts.append(_stat_line(path, path.name))
    try:
        parts.append(f"triton {importlib.metadata.version('triton')}")
    except importlib.metadata.PackageNotFoundError:
        parts.append("no triton")
    return "\n".join(parts)


@functools.cache
def torch_build_digest() -> str:
    """sha256 of ``torch_build``: what a key holds (it is computed for every job, several times a run)."""
    return hashlib.sha256(torch_build().encode()).hexdigest()


def _cpu_facts() -> str | None:
    """The lines of ``/proc/cpuinfo`` that decide the CPU capability torch picks; None where there is none."""
    try:
        text = Path(_CPUINFO).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    kept = sorted({line.strip() for line in text.splitlines() if line.split(":")[0].strip() in _CPU_FIELDS})
    return "\n".join(kept) or None


def _asked_of_torch() -> str:
    import torch

    return str(torch.backends.cpu.get_cpu_capability())


def cpu_capability(folder: Path, environ: dict[str, str] | None = None) -> str:
    """``torch.backends.cpu.get_cpu_capability()``, kept under ``folder`` against what it depends on."""
    environ = dict(os.environ if environ is None else environ)
    facts = _cpu_facts()
    if facts is None:
        return _asked_of_torch()
    named = hashlib.sha256("\0".join([facts, environ.get("ATEN_CPU_CAPABILITY", ""), torch_build_digest()]).encode())
    path = folder / "cpu-capability" / named.hexdigest()[:32]
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        pass
    capability = _asked_of_torch()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f".tmp-{os.getpid()}-{path.name}")
        temporary.write_text(capability, encoding="utf-8")
        os.replace(temporary, path)
    except OSError:
        pass  # a read-only cache: ask torch again next time
    return capability


def inductor_cache_dir() -> str:
    """Inductor's cache folder as ``torch._inductor.runtime.cache_dir_utils.cache_dir`` names it (not made)."""
    chosen = os.environ.get("TORCHINDUCTOR_CACHE_DIR")
    if chosen is None:
        try:
            username = getpass.getuser()
        except (KeyError, ModuleNotFoundError, OSError):
            getuid = getattr(os, "getuid", None)
            username = f"uid_{getuid()}" if callable(getuid) else "unknown_user"
        chosen = os.path.join(tempfile.gettempdir(), "torchinductor_" + re.sub(r'[\\/:*?"<>|]', "_", username))
    return os.path.abspath(chosen)
