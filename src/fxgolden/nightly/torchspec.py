"""What torch the nightly installs: a requirement pip resolves, a wheel file, or an existing interpreter."""

from __future__ import annotations

import dataclasses
import enum
import os
import re
import shutil
from pathlib import Path

from fxgolden.base.errors import UsageError

_REQUIREMENT = re.compile(r"^torch(?:\[[\w,-]+\])?\s*(?:(?:==|>=|<=|~=|!=|<|>)\s*[\w.+*!-]+\s*,?\s*)*$")


class SourceKind(enum.StrEnum):
    """Where torch comes from."""

    REQUIREMENT = "requirement"  # e.g. torch==2.14.1, resolved by pip
    WHEEL = "wheel"  # a local .whl file
    INTERPRETER = "interpreter"  # use an existing Python environment as it is (no venv is made)


@dataclasses.dataclass(frozen=True)
class TorchSource:
    """The torch to test and how to get it."""

    kind: SourceKind
    value: str  # the requirement, the wheel's absolute path, or the interpreter path

    @property
    def pip_argument(self) -> str:
        """What to hand to `pip install`."""
        return self.value


def find_interpreter(python: str) -> Path:
    """``--python``'s interpreter: a path, or a bare name looked up on PATH as a shell would (``python3``).

    Absolute, as the job runs it from a throw-away copy of the project; not resolved, since a venv's
    python is a symlink whose target would lose the venv.
    """
    if os.sep not in python and (os.altsep is None or os.altsep not in python):
        found = shutil.which(python)
        if found is None:
            raise UsageError(f"--python {python}: no executable named {python!r} on PATH "
                             f"(looked up with shutil.which in PATH={os.environ.get('PATH', '')}); "
                             "pass an interpreter's path or a name on PATH")
        return Path(found).absolute()
    path = Path(python).expanduser()
    if not path.is_file():
        raise UsageError(f"--python {python}: no such interpreter ({path.absolute()} is not a file)")
    if not os.access(path, os.X_OK):
        raise UsageError(f"--python {python}: {path.absolute()} is not executable")
    return path.absolute()


def parse_source(text: str | None, *, python: str | None = None) -> TorchSource:
    """Validate the torch argument (or ``--python``); a UsageError says what is wrong."""
    if python:
        if text:
            raise UsageError("give either a torch requirement/wheel or --python, not both")
        return TorchSource(SourceKind.INTERPRETER, str(find_interpreter(python)))
    if not text:
        raise UsageError("name the torch to test: a requirement such as `torch==2.14.1`, a wheel path, or --python")
    if text.endswith(".whl") or "/" in text or text.startswith("."):
        path = Path(text).expanduser()
        if not path.is_file():
            raise UsageError(f"torch wheel {text} does not exist")
        if not path.name.startswith("torch-") or path.suffix != ".whl":
            raise UsageError(f"{text} is not a torch wheel (expected torch-<version>-...whl)")
        return TorchSource(SourceKind.WHEEL, str(path.resolve()))
    if not _REQUIREMENT.match(text.strip()):
        raise UsageError(f"{text!r} is not a torch requirement (expected e.g. `torch==2.14.1` or `torch>=2.14`)")
    return TorchSource(SourceKind.REQUIREMENT, text.strip())
