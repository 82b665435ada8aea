"""The profile manifest: the versions and settings that made a profile's goldens.

Kept as a tiny TOML file (read with the standard library's tomllib, written
with tomli-w, so any value round-trips: a GPU name may hold quotes or
backslashes) so a torch upgrade that changes no graph changes one line here
and no golden. Only ``GoldenWriter.write_manifest`` writes it.
"""

from __future__ import annotations

import dataclasses
import platform
import re
import tomllib
from pathlib import Path
from typing import Mapping

import tomli_w

from fxgolden.base.errors import GoldenFileError
from fxgolden.base.versions import torch_version
from fxgolden.normalize.version import NORMALIZER_VERSION


@dataclasses.dataclass(frozen=True)
class Manifest:
    """Versions that made a profile's goldens; ``extra`` holds profile-specific facts."""

    profile: str
    torch: str
    python: str
    normalizer: int
    extra: Mapping[str, str] = dataclasses.field(default_factory=dict)
    # third-party libraries the project declares, by installed version (fxgolden.base.distributions): a new
    # version of a model library changes graphs as a new torch does
    libraries: Mapping[str, str] = dataclasses.field(default_factory=dict)

    def render(self) -> str:
        """TOML text, keys in a fixed order, settings as dotted keys of one ``[settings]`` table.

        Every value is quoted by tomli-w (a GPU name may hold quotes or backslashes); the layout is
        fixed here so that a manifest's text changes only with its facts.
        """
        lines = ["# Versions that made the goldens of this profile; written by `pytest --snapshot-update`.",
                 f"profile = {_toml(self.profile)}", f"torch = {_toml(self.torch)}", f"python = {_toml(self.python)}",
                 f"normalizer = {_toml(self.normalizer)}"]
        if self.extra:
            lines += ["", "[settings]"]
            lines += [f"{_dotted_key(key)} = {_toml(str(value))}" for key, value in sorted(self.extra.items())]
        if self.libraries:
            lines += ["", "[libraries]"]
            lines += [f"{_dotted_key(key)} = {_toml(str(value))}" for key, value in sorted(self.libraries.items())]
        return "\n".join(lines) + "\n"


_BARE_KEY = re.compile(r"^[A-Za-z0-9_-]+$")


def _toml(value: object) -> str:
    """One TOML value, as tomli-w writes it."""
    return tomli_w.dumps({"v": value}).split(" = ", 1)[1].rstrip("\n")


def _dotted_key(key: str) -> str:
    """``inductor.cpp.threads`` as a TOML dotted key; a part that is not a bare key is quoted."""
    return ".".join(part if _BARE_KEY.match(part) else _toml(part) for part in key.split("."))


def current(profile: str, extra: Mapping[str, str] | None = None,
            libraries: Mapping[str, str] | None = None) -> Manifest:
    """The manifest this process would write (torch's version read without importing it: ``base.versions``)."""
    python = ".".join(platform.python_version_tuple()[:2])
    return Manifest(profile=profile, torch=torch_version(), python=python,
                    normalizer=NORMALIZER_VERSION, extra=dict(extra or {}), libraries=dict(libraries or {}))


def profile_facts(profile_name: str) -> dict[str, str]:
    """Pinned settings of the profile, plus the GPU stack for `cuda` (Triton, CUDA, GPU model)."""
    from fxgolden.base.profile import get_profile

    facts = get_profile(profile_name).manifest_settings()
    if get_profile(profile_name).device == "cuda":
        import torch

        facts["cuda"] = str(torch.version.cuda)
        try:
            import triton

            facts["triton"] = triton.__version__
        except ImportError:
            facts["triton"] = "missing"
        if torch.cuda.is_available():
            major, minor = torch.cuda.get_device_capability()
            facts["gpu"] = torch.cuda.get_device_name()
            facts["compute_capability"] = f"{major}.{minor}"
    return facts


def read(path: Path) -> Manifest:
    """Read a manifest; a missing or garbled one raises with the fix."""
    fix = ("restore it from git (`git checkout -- <path>`), or regenerate the whole profile (`fxgolden run "
           "--update`) with the torch that should make the goldens, and review the diff")
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as error:
        raise GoldenFileError(str(path), "the profile manifest is missing", fix) from error
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise GoldenFileError(str(path), f"the profile manifest is not valid TOML: {error}", fix) from error
    except OSError as error:  # a folder in its place, no permission, an I/O error
        what = "is a folder, not the profile manifest" if path.is_dir() else f"cannot be read: {error.strerror}"
        raise GoldenFileError(str(path), what, "remove it, then " + fix) from error
    missing = [key for key in ("profile", "torch", "python", "normalizer") if key not in data]
    if missing:
        raise GoldenFileError(str(path), f"the profile manifest lacks {', '.join(map(repr, missing))}", fix)
    if isinstance(data["normalizer"], bool) or not isinstance(data["normalizer"], int):
        raise GoldenFileError(str(path), f"the manifest's normalizer is {data['normalizer']!r}, not a version number "
                              f"such as {NORMALIZER_VERSION}", fix)
    return Manifest(profile=str(data["profile"]), torch=str(data["torch"]), python=str(data["python"]),
                    normalizer=data["normalizer"], extra=_flatten(data.get("settings", {})),
                    libraries={str(k): str(v) for k, v in data.get("libraries", {}).items()})


def _flatten(table: Mapping[str, object], prefix: str = "") -> dict[str, str]:
    """TOML reads ``inductor.cpp.threads = "2"`` as nested tables; give back the dotted keys ``render`` wrote."""
    flat: dict[str, str] = {}
    for key, value in table.items():
        if isinstance(value, Mapping):
            flat.update(_flatten(value, f"{prefix}{key}."))
        else:
            flat[f"{prefix}{key}"] = str(value)
    return flat


def _pinned(manifest: Manifest) -> dict[str, str]:
    """The settings a profile pins (code generation depends on them), as recorded."""
    return {key: value for key, value in manifest.extra.items() if key.startswith("inductor.") or key == "vector_isa"}


def mismatch(stored: Manifest, running: Manifest) -> list[str]:
    """Why goldens from ``stored`` cannot be compared as-is in the ``running`` environment."""
    problems = []
    if stored.torch != running.torch:
        problems.append(f"goldens were made with torch {stored.torch}, this is torch {running.torch}")
    if stored.normalizer != running.normalizer:
        problems.append(f"goldens were made by normalizer {stored.normalizer}, this is {running.normalizer}")
    then, now = _pinned(stored), _pinned(running)
    if then != now:
        changed = sorted(key for key in then.keys() | now.keys() if then.get(key) != now.get(key))
        shown = ", ".join(f"{key} {then.get(key, '(unset)')} -> {now.get(key, '(unset)')}" for key in changed)
        problems.append(f"the profile's pinned settings changed since the goldens were made ({shown})")
    made_on, here = stored.extra.get("compute_capability"), running.extra.get("compute_capability")
    if made_on and here and made_on != here:
        problems.append(f"goldens were made on compute capability {made_on}, this GPU is {here}")
    return problems


def fix_for(stored: Manifest, running: Manifest) -> str:
    """The one fix line for the ``mismatch`` problems between ``stored`` and ``running``."""
    regenerate = "regenerate the whole profile (`fxgolden run --update`) and review the diff"
    if stored.normalizer > running.normalizer:
        return (f"the goldens are newer than this fxgolden (normalizer {stored.normalizer}): update fxgolden "
                f"(`git pull`, `pip install -e .`), or {regenerate}")
    if stored.normalizer < running.normalizer:
        return f"fxgolden's normalizer changed since the goldens were made: {regenerate}"
    made_on, here = stored.extra.get("compute_capability"), running.extra.get("compute_capability")
    if made_on and here and made_on != here:
        return f"run on a GPU of compute capability {made_on}, or {regenerate} on this GPU"
    if stored.torch != running.torch:
        return (f"run with torch {stored.torch}, or {regenerate}; --fxgolden-allow-version-drift compares anyway "
                "(what the nightly job does)")
    return f"the profile's pinned settings changed: {regenerate}"
