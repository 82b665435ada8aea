"""The one owner of an artifact's name: ``g0.inductor_forward.rank1.py`` is graph ``g0``, stage
``inductor_forward``, rank 1, extension ``py``.

Every stage passes ``ArtifactName`` values; this module alone builds file names from them and
reads them back, so the convention cannot drift between the runner that writes a golden, the
checks that name one, the offline verifier, the review and the nightly.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Iterable

# Artifacts with no graph: one per case (or per rank, where ranks differ).
CASE_LEVEL = ("summary", "error", "collectives")
EXTENSIONS = {"fx": "py", "inductor": "py", "summary": "yaml", "error": "txt", "collectives": "txt"}
SUFFIXES = (".py", ".yaml", ".txt")  # every extension above, as a path's suffix

_NAME = re.compile(
    r"^(?:(?P<graph>[a-z]+\d+)\.)?(?P<stage>[a-z_]+)(?:\.rank(?P<rank>\d+))?(?:\.(?P<ext>py|yaml|txt))?$")


class ArtifactNameError(ValueError):
    """A text that is not an artifact name (``g0.forward``, ``summary.rank1.yaml``, ...)."""


@dataclasses.dataclass(frozen=True, order=True)
class ArtifactName:
    """One artifact's identity inside its case folder."""

    graph: str  # "g0", "ca1", "t0"; "" for the case-level artifacts (summary, error, collectives)
    stage: str  # "dynamo", "forward", "inductor_backward", "compiled_autograd", "summary", ...
    rank: int | None = None  # the rank whose golden this is, where ranks differ; None: shared by all

    @classmethod
    def parse(cls, text: str) -> ArtifactName:
        """``g0.forward.rank1.py``, ``g0.forward.rank1`` or ``summary`` as a name (the extension is optional)."""
        match = _NAME.match(text)
        if match is None or (match.group("graph") is None) != (match.group("stage") in CASE_LEVEL):
            raise ArtifactNameError(f"{text!r} is not an artifact name (like g0.forward, g0.forward.rank1.py, "
                                    "summary.yaml)")
        rank = match.group("rank")
        name = cls(match.group("graph") or "", match.group("stage"), int(rank) if rank is not None else None)
        if match.group("ext") is not None and match.group("ext") != name.extension:
            raise ArtifactNameError(f"{text!r}: a {name.stage} artifact is a .{name.extension} file")
        return name

    @classmethod
    def parse_or_none(cls, text: str) -> ArtifactName | None:
        """``parse``, or None for a file that names no artifact (a stray file in a case folder)."""
        try:
            return cls.parse(text)
        except ArtifactNameError:
            return None

    @classmethod
    def as_written(cls, text: str) -> ArtifactName | None:
        """A name written by hand, as a case's check or a test names an artifact (``g0.forward``,
        ``error.rank1``): the artifact it names, or None for a name of the writer's own that names none."""
        return cls.parse_or_none(text)

    @property
    def kind(self) -> str:
        """The normalizer's kind: ``fx``, ``inductor``, ``summary``, ``error`` or ``collectives``."""
        if self.stage in CASE_LEVEL:
            return self.stage
        return "inductor" if self.stage.startswith("inductor_") else "fx"

    @property
    def extension(self) -> str:
        """File extension that lets code review highlight it."""
        return EXTENSIONS[self.kind]

    @property
    def dialect(self) -> str:
        """Which parser reads its text: ``inductor``, ``fx``, ``summary`` or ``collectives``."""
        return self.kind if self.kind != "error" else "text"

    @property
    def stem(self) -> str:
        """The name checks and records use: ``g0.forward.rank1`` (no extension)."""
        parts = [self.graph] if self.graph else []
        parts.append(self.stage)
        if self.rank is not None:
            parts.append(f"rank{self.rank}")
        return ".".join(parts)

    @property
    def filename(self) -> str:
        """The golden's file name inside the case folder."""
        return f"{self.stem}.{self.extension}"

    @property
    def shared(self) -> ArtifactName:
        """The same artifact with no rank: what a check names."""
        return dataclasses.replace(self, rank=None)

    def of_rank(self, rank: int) -> ArtifactName:
        """The rank-``rank`` golden of this artifact."""
        return dataclasses.replace(self, rank=rank)

    def __str__(self) -> str:
        return self.stem


def named_by(filename: str) -> ArtifactName | None:
    """The artifact a file name found in a case folder (a golden, a pending actual) names, or None for a stray
    file. Names a run made travel as ``ArtifactName`` values; a name read from disk is the one kind still read
    from text, and it is read here (``on_disk`` for a folder's names)."""
    return ArtifactName.parse_or_none(filename)


def on_disk(filenames: Iterable[str]) -> list[tuple[str, ArtifactName | None]]:
    """File names found in a case folder, each with the artifact it names, or None for a stray file
    (``named_by``)."""
    return [(filename, named_by(filename)) for filename in filenames]


def why_stray(filename: str) -> str:
    """Why a file found in a case folder names no artifact ("" when it names one)."""
    try:
        ArtifactName.parse(filename)
    except ArtifactNameError as error:
        return str(error)
    return ""


def stem_of(filename: str) -> str:
    """``g0.forward.rank1.py`` -> ``g0.forward.rank1``; a text that is no artifact name loses only its suffix."""
    name = named_by(filename)
    return name.stem if name is not None else filename.rsplit(".", 1)[0]

