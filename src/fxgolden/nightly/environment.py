"""An isolated venv with the torch under test, this fxgolden and the project being tested.

What goes in, in order (``install_plan``, a pure function of its inputs):

1. the torch under test, exactly as given;
2. this fxgolden at its version: its source tree, editable, when the running
   fxgolden is a checkout or an editable install; the local folder or wheel it
   was installed from, when that still exists; else ``fxgolden==<version>``;
3. the project itself, ``-e <root>[extras]`` (``[tool.fxgolden] extras``), when
   its root is a distribution pip can install; once with step 2 when the
   project is fxgolden's own repository.

Steps 2 and 3 run with a constraints file pinning the torch that step 1
installed (and step 3 the fxgolden of step 2), so their dependencies can never
replace it with another build (a bare ``torch`` on PyPI is a multi-GB CUDA one).

A venv is reused when its marker says it was completed for the same torch
source, fxgolden and project; ``fresh=True`` rebuilds it. Installs go through
the driver's own pip (``pip --python <venv>``), so the venv needs no pip of
its own and is made in a second.
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib.metadata
import json
import shlex
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Sequence
from urllib.parse import unquote, urlparse

from fxgolden.nightly import InfrastructureError
from fxgolden.nightly.torchspec import SourceKind, TorchSource

MARKER = "fxgolden-nightly.json"
CONSTRAINTS = "fxgolden-constraints.txt"
PLAN_VERSION = "2"  # bumped when what a venv holds changes: older venvs are rebuilt
PIP_TIMEOUT_S = 3600


@dataclasses.dataclass(frozen=True)
class Environment:
    """A Python that has fxgolden and the torch under test."""

    python: Path
    created: bool  # False when reused or given with --python


@dataclasses.dataclass(frozen=True)
class FxgoldenSource:
    """Where the running fxgolden comes from, so the nightly's venv gets the same one."""

    version: str
    tree: Path | None = None  # its source tree (the folder with its pyproject.toml), or the wheel it came from
    editable: bool = False  # True: a checkout or editable install; False with a tree: installed from that path

    @property
    def pip_args(self) -> tuple[str, ...]:
        """What to hand to `pip install` for this fxgolden."""
        if self.tree is None:
            return (f"fxgolden=={self.version}",)
        return ("-e", str(self.tree)) if self.editable else (str(self.tree),)

    def describe(self) -> str:
        if self.tree is None:
            return f"fxgolden {self.version} (from the package index)"
        return f"fxgolden {self.version} ({'editable, ' if self.editable else 'from '}{self.tree})"

    def key(self) -> str:
        where = "index" if self.tree is None else f"{'editable' if self.editable else 'path'}:{self.tree}"
        return f"{self.version} {where}"


@dataclasses.dataclass(frozen=True)
class ProjectSource:
    """The project under test as pip would install it, or why it is not installed."""

    root: Path
    extras: tuple[str, ...] = ()
    skipped: str = ""  # why the project is not installed; empty when it is
    fingerprint: str = ""  # hash of its [project] and [build-system] tables: a change there rebuilds the venv

    @property
    def requirement(self) -> str:
        """``<root>[extra,...]``: the argument of `pip install -e`."""
        return f"{self.root}[{','.join(self.extras)}]" if self.extras else str(self.root)

    def key(self) -> str:
        return f"skipped:{self.root}" if self.skipped else f"{self.requirement} {self.fingerprint}"


@dataclasses.dataclass(frozen=True)
class InstallStep:
    """One `pip install`: the line printed before it, its arguments, and the installed packages it pins."""

    what: str
    args: tuple[str, ...]
    pins: tuple[str, ...] = ()  # distributions already in the venv that this step must not replace


@dataclasses.dataclass(frozen=True)
class InstallPlan:
    """The pip steps that fill a new venv, and lines about what is left out."""

    steps: tuple[InstallStep, ...]
    notes: tuple[str, ...] = ()


def running_fxgolden() -> FxgoldenSource:
    """The fxgolden this process runs: a source tree (editable), a local folder it was installed from, or the index."""
    import fxgolden

    version = getattr(fxgolden, "__version__", None) or importlib.metadata.version("fxgolden")
    here = Path(fxgolden.__file__).resolve()
    tree = source_tree(here)
    if tree is not None:
        return FxgoldenSource(version, tree, editable=True)
    folder = _installed_from(here)
    return FxgoldenSource(version, folder, editable=False) if folder else FxgoldenSource(version)


def source_tree(init: Path) -> Path | None:
    """The checkout ``fxgolden/__init__.py`` lives in (``<tree>/src/fxgolden``), or None when it is installed."""
    for tree in (init.parents[2], init.parents[1]):  # src layout, then flat
        if _distribution_name(tree / "pyproject.toml") == "fxgolden":
            return tree
    return None


def _installed_from(init: Path) -> Path | None:
    """The local folder or wheel a non-editable fxgolden was installed from (PEP 610), if it still exists.

    An unreleased build is then installed again from there, not looked for on the index.
    """
    try:
        dist = importlib.metadata.distribution("fxgolden")
        if Path(str(dist.locate_file("fxgolden/__init__.py"))).resolve() != init:
            return None  # metadata of another copy than the one running
        url = json.loads(dist.read_text("direct_url.json") or "{}").get("url", "")
    except (importlib.metadata.PackageNotFoundError, ValueError, OSError):
        return None
    parsed = urlparse(url)
    local = Path(unquote(parsed.path)) if parsed.scheme == "file" else None
    if local is None:
        return None
    if local.suffix == ".whl":
        return local if local.is_file() else None
    return local if _distribution_name(local / "pyproject.toml") == "fxgolden" else None


def _distribution_name(pyproject: Path) -> str | None:
    try:
        return tomllib.loads(pyproject.read_text(encoding="utf-8")).get("project", {}).get("name")
    except (OSError, tomllib.TOMLDecodeError):
        return None


def project_source(root: Path, extras: Sequence[str] = ()) -> ProjectSource:
    """The project at ``root`` as a distribution, or why pip cannot install it (then it is skipped)."""
    root = root.resolve()
    try:
        data = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as error:
        return ProjectSource(root, tuple(extras), skipped=f"its pyproject.toml cannot be read ({error})")
    tables = {k: data[k] for k in ("project", "build-system") if k in data}
    if not tables and not (root / "setup.py").is_file():
        return ProjectSource(root, tuple(extras), skipped="its pyproject.toml has no [project] or [build-system] "
                                                          "table (and there is no setup.py): not a distribution")
    fingerprint = hashlib.sha256(json.dumps(tables, sort_keys=True, default=str).encode()).hexdigest()[:12]
    return ProjectSource(root, tuple(extras), fingerprint=fingerprint)


def is_own_tree(fxgolden: FxgoldenSource, project: ProjectSource) -> bool:
    """Whether the project under test is fxgolden's own source tree: then one install is both."""
    return fxgolden.tree is not None and not project.skipped and fxgolden.tree.resolve() == project.root


def install_plan(source: TorchSource, fxgolden: FxgoldenSource, project: ProjectSource) -> InstallPlan:
    """Torch first, then this fxgolden, then the project (once, when the project is fxgolden's own tree)."""
    torch = InstallStep(f"installing {source.pip_argument}", (source.pip_argument,))
    notes = []
    if is_own_tree(fxgolden, project):
        label = f"fxgolden {fxgolden.version} (editable, {project.requirement}): it is the project under test"
        return InstallPlan((torch, InstallStep(f"installing {label}", ("-e", project.requirement), pins=("torch",))))
    steps = [torch, InstallStep(f"installing {fxgolden.describe()}", fxgolden.pip_args, pins=("torch",))]
    if project.skipped:
        notes.append(f"not installing the project {project.root}: {project.skipped}")
    else:
        steps.append(InstallStep(f"installing the project {project.requirement} (editable)",
                                 ("-e", project.requirement), pins=("torch", "fxgolden")))
    return InstallPlan(tuple(steps), tuple(notes))


def venv_key(source: TorchSource, fxgolden: FxgoldenSource, project: ProjectSource) -> dict[str, str]:
    """What a venv was built for: a venv is reused only for the same torch source, fxgolden and project."""
    return {"plan": PLAN_VERSION, "source": f"{source.kind}:{source.value}", "fxgolden": fxgolden.key(),
            "project": project.key()}


def default_venv_dir(source: TorchSource, fxgolden: FxgoldenSource, project: ProjectSource) -> Path:
    """``~/.cache/fxgolden/nightly/venv-<hash>`` of the torch source, fxgolden's origin and the project root.

    The project's extras and fingerprint are left out, so editing them rebuilds the venv in place
    instead of leaving the old one behind.
    """
    parts = [f"{source.kind}:{source.value}", fxgolden.key(), str(project.root)]
    digest = hashlib.sha256("\0".join(parts).encode()).hexdigest()[:12]
    return Path.home() / ".cache" / "fxgolden" / "nightly" / f"venv-{digest}"


def pip_install_command(python: Path | str, args: Sequence[str], *, has_pip: bool = True) -> str:
    """``<python> -m pip install ...`` as one would type it: the fix printed when an install is missing.

    An environment without pip of its own (the nightly's venvs have none) is installed into by this pip.
    """
    if has_pip:
        return shlex.join([str(python), "-m", "pip", "install", *args])
    return shlex.join([sys.executable, "-m", "pip", "--python", str(python), "install", *args])


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
                                  "  fix: check the torch requirement or wheel, that pip can reach its index, "
                                  "and that the project's dependencies allow this torch")


def installed_versions(python: Path, names: Sequence[str]) -> dict[str, str]:
    """The versions of ``names`` installed in ``python``'s environment (read from metadata, nothing imported)."""
    script = ("import importlib.metadata as m, json, sys\n"
              "print(json.dumps({n: m.version(n) for n in sys.argv[1:]}))")
    result = subprocess.run([str(python), "-c", script, *names], capture_output=True, text=True, check=False)
    if result.returncode != 0:
        tail = "\n".join(result.stderr.strip().splitlines()[-5:])
        raise InfrastructureError(f"cannot read the installed versions of {', '.join(names)} in {python}:\n{tail}")
    return json.loads(result.stdout)


def _run_step(python: Path, step: InstallStep, constraints: Path) -> None:
    """One step; its pins (exact installed versions) go into a constraints file pip must respect."""
    args = step.args
    if step.pins:
        versions = installed_versions(python, step.pins)
        constraints.write_text("".join(f"{name}=={version}\n" for name, version in versions.items()))
        args = ("-c", str(constraints), *args)
    _pip(python, *args, what=step.what.removeprefix("installing "))


def _reusable(venv: Path, key: dict[str, str], log) -> bool:  # noqa: ANN001 - a print-like callable
    """Whether ``venv`` was completed for ``key``; says what differs when it was built for something else."""
    try:
        marker = json.loads((venv / MARKER).read_text())
    except (OSError, ValueError):
        return False
    if marker == {**key, "complete": "yes"}:
        return True
    differs = [f"{k} {marker.get(k, '(none)')!r} -> {v!r}" for k, v in key.items() if marker.get(k) != v]
    log(f"nightly venv: rebuilding {venv}: it was built for another setup ({'; '.join(differs)})")
    return False


def prepare(source: TorchSource, *, project: ProjectSource, fxgolden: FxgoldenSource, venv: Path | None = None,
            fresh: bool = False, log=print) -> Environment:  # noqa: ANN001 - a print-like callable
    """A Python to run the catalog with: the given interpreter, a reused venv, or a new one."""
    if source.kind is SourceKind.INTERPRETER:
        return Environment(Path(source.value), created=False)
    key = venv_key(source, fxgolden, project)
    venv = venv or default_venv_dir(source, fxgolden, project)
    python = venv / "bin" / "python"
    if not fresh and python.exists() and _reusable(venv, key, log):
        log(f"nightly venv: reusing {venv}")
        return Environment(python, created=False)
    if venv.exists():
        shutil.rmtree(venv)
    log(f"nightly venv: creating {venv}")
    made = subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], capture_output=True, text=True)
    if made.returncode != 0:
        raise InfrastructureError(f"could not create a venv at {venv}: {made.stderr.strip()}")
    plan = install_plan(source, fxgolden, project)
    for note in plan.notes:
        log(f"nightly venv: {note}")
    for step in plan.steps:
        log(f"nightly venv: {step.what}")
        _run_step(python, step, venv / CONSTRAINTS)
    (venv / MARKER).write_text(json.dumps({**key, "complete": "yes"}))
    return Environment(python, created=True)
