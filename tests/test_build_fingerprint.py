"""The result cache's key without torch (fxgolden.isolate.build_fingerprint): it agrees with torch, follows a
changed torch source, and computing it imports no torch."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import textwrap
from pathlib import Path

from fxgolden.isolate import build_fingerprint


def test_the_key_of_a_job_is_computed_without_importing_torch(tmp_path):
    """A run whose cases are all reused compiles nothing; its keys must not cost a torch import."""
    code = textwrap.dedent(f"""
        import sys
        from pathlib import Path
        from fxgolden.isolate.jobs import Job
        from fxgolden.isolate.result_cache import ResultCache, key_for
        from fxgolden.run.spec import RunSpec

        ResultCache.default()
        key = key_for(Job("core/x", 0, {str(Path(__file__).resolve().parents[1] / "cases")!r}, RunSpec(profile="cpu")))
        print(len(key), sorted(m for m in sys.modules if m == "torch" or m.startswith("torch.")))
    """)
    # the CPU capability is asked of torch once per cache folder: ask it first, then check a second process
    environ = {**os.environ, "TORCHINDUCTOR_CACHE_DIR": str(tmp_path / "inductor")}
    first = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=environ, check=True)
    assert first.stdout.startswith("64 ")
    second = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=environ, check=True)
    assert second.stdout.strip() == "64 []", second.stdout + second.stderr


def test_the_cpu_capability_kept_is_torchs(tmp_path):
    import torch

    folder = tmp_path / "results"
    assert build_fingerprint.cpu_capability(folder) == torch.backends.cpu.get_cpu_capability()
    kept = list((folder / "cpu-capability").iterdir())
    if Path("/proc/cpuinfo").exists():
        assert len(kept) == 1 and kept[0].read_text() == torch.backends.cpu.get_cpu_capability()
        kept[0].write_text("AS KEPT")  # read back from the file, not asked again
        assert build_fingerprint.cpu_capability(folder) == "AS KEPT"
        # another ATEN_CPU_CAPABILITY is another file
        assert build_fingerprint.cpu_capability(folder, {"ATEN_CPU_CAPABILITY": "default"}) != "AS KEPT"


def test_the_inductor_cache_folder_is_torchs(tmp_path, monkeypatch):
    from torch._inductor.runtime import cache_dir_utils

    monkeypatch.delenv("TORCHINDUCTOR_CACHE_DIR", raising=False)
    assert build_fingerprint.inductor_cache_dir() == os.path.abspath(cache_dir_utils.default_cache_dir())
    monkeypatch.setenv("TORCHINDUCTOR_CACHE_DIR", str(tmp_path / "x" / ".." / "c"))
    assert build_fingerprint.inductor_cache_dir() == cache_dir_utils.cache_dir()


def test_an_edited_or_added_torch_source_changes_the_build(tmp_path, monkeypatch):
    """What an edited development checkout of torch changes (``torch_key()`` hashes the same files)."""
    torch_dir = build_fingerprint.torch_dir()
    assert torch_dir is not None
    fake = tmp_path / "site" / "torch"
    fake.mkdir(parents=True)
    shutil.copy(torch_dir / "version.py", fake / "version.py")
    (fake / "__init__.py").write_text("")
    (fake / "_inductor").mkdir()
    (fake / "_inductor" / "codecache.py").write_text("x = 1\n")
    (fake / "include").mkdir()
    (fake / "include" / "header.py").write_text("")  # headers are not torch's sources

    def build() -> str:
        build_fingerprint.torch_build.cache_clear()
        monkeypatch.setattr(build_fingerprint, "torch_dir", lambda: fake)
        return build_fingerprint.torch_build()

    try:
        before = build()
        assert "header.py" not in before and "_inductor/codecache.py" in before
        (fake / "include" / "header.py").write_text("edited")
        assert build() == before
        (fake / "_inductor" / "codecache.py").write_text("x = 2\n")
        edited = build()
        assert edited != before
        (fake / "_inductor" / "new.py").write_text("")
        assert build() != edited
    finally:
        build_fingerprint.torch_build.cache_clear()
