"""An isolated venv with fxgolden (editable, no deps), its pure dependencies and the torch under test.

A venv is reused when its marker says it was completed for the same torch
source and repository; ``fresh=True`` rebuilds it. Installs go through the
driver's own pip (``pip --python <venv>``), so the venv needs no pip of its
own and is made in a second.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

from fxgolden.nightly import InfrastructureError
from fxgolden.nightly.torchspec import SourceKind, TorchSource

MARKER = "fxgolden-nightly.json"
# Needed in the venv besides fxgolden's own dependencies (xdist is one of those; named for older checkouts).
RUNNER_DEPS = ("pytest-xdist>=3.5",)
PIP_TIMEOUT_S = 3600


@dataclasses.dataclass(frozen=True)
class Environment:
    """A Python that has fxgolden and the torch under test."""

    python: Path
    created: bool  # False when reused or given with --python


def default_venv_dir(source: TorchSource, repo: Path) -> Path:
    """``~/.cache/fxgolden/nightly/venv-<hash of torch source and repo>``."""
    key = hashlib.sha256(f"{source.kind}:{source.value}:{repo.resolve()}".encode()).hexdigest()[:12]
    return Path.home() / ".cache" / "fxgolden" / "nightly" / f"venv-{key}"


def pure_dependencies(repo: Path) -> list[str]:
    """fxgolden's dependencies from pyproject.toml without torch, plus the runner's."""
    data = tomllib.loads((repo / "pyproject.toml").read_text(encoding="utf-8"))
    deps = [d for d in data.get("project", {}).get("dependencies", [])
            if not d.replace(" ", "").lower().startswith(("torch>", "torch=", "torch<", "torch~", "torch;"))
            and d.strip().lower() != "torch"]
    return deps + list(RUNNER_DEPS)


def _pip(python: Path, *args: str, what: str) -> None:
    command = [sys.executable, "-m", "pip", "--python", str(python), "install", "--disable-pip-version-check",
               "--no-input", *args]
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=PIP_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired as error:
        raise InfrastructureError(f"pip timed out after {PIP_TIMEOUT_S}s installing {what}") from error
    if result.returncode != 0:
        tail = "\n".join((result.stdout + result.stderr).strip().splitlines()[-12:])
        raise InfrastructureError(f"pip could not install {what} (exit {result.returncode}):\n{tail}\n"
                                  "  fix: check the torch requirement or wheel, and that pip can reach its index")


def _marker(source: TorchSource, repo: Path) -> dict[str, str]:
    return {"source": f"{source.kind}:{source.value}", "repo": str(repo.resolve()), "complete": "yes"}


def prepare(source: TorchSource, *, repo: Path, venv: Path | None = None, fresh: bool = False,
            log=print) -> Environment:  # noqa: ANN001 - a print-like callable
    """A Python to run the catalog with: the given interpreter, a reused venv, or a new one."""
    if source.kind is SourceKind.INTERPRETER:
        return Environment(Path(source.value), created=False)
    venv = venv or default_venv_dir(source, repo)
    python = venv / "bin" / "python"
    marker = venv / MARKER
    if not fresh and python.exists() and marker.is_file():
        try:
            if json.loads(marker.read_text()) == _marker(source, repo):
                log(f"reusing venv {venv}")
                return Environment(python, created=False)
        except ValueError:
            pass
    if venv.exists():
        shutil.rmtree(venv)
    log(f"creating venv {venv}")
    made = subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], capture_output=True, text=True)
    if made.returncode != 0:
        raise InfrastructureError(f"could not create a venv at {venv}: {made.stderr.strip()}")
    log(f"installing {source.pip_argument} and fxgolden's dependencies (this can take minutes)")
    _pip(python, *pure_dependencies(repo), source.pip_argument, what=source.pip_argument)
    _pip(python, "--no-deps", "-e", str(repo), what=f"fxgolden from {repo}")
    marker.write_text(json.dumps(_marker(source, repo)))
    return Environment(python, created=True)
