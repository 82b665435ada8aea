"""The one-line header of every golden: what made it, so staleness is its own outcome.

Versions of torch and friends live in the profile manifest, not here, so a
torch upgrade that changes no graph leaves every golden untouched.
"""

from __future__ import annotations

import dataclasses

PREFIX = "# fxgolden golden"
_SEPARATOR = " | "


@dataclasses.dataclass(frozen=True)
class GoldenHeader:
    """Case id, artifact, normalizer version and world of one golden."""

    case: str
    artifact: str
    normalizer: int
    world: str

    def format(self) -> str:
        """The header line, without newline."""
        fields = [PREFIX, f"case: {self.case}", f"artifact: {self.artifact}",
                  f"normalizer: {self.normalizer}", f"world: {self.world}"]
        return _SEPARATOR.join(fields)


class HeaderError(ValueError):
    """The first line of a golden is not an fxgolden header."""


def parse(line: str) -> GoldenHeader:
    """Parse a header line (the inverse of ``GoldenHeader.format``)."""
    parts = line.rstrip("\n").split(_SEPARATOR)
    if not parts or parts[0] != PREFIX:
        raise HeaderError(f"first line is not an fxgolden header: {line[:80]!r}")
    fields = {}
    for part in parts[1:]:
        key, sep, value = part.partition(": ")
        if not sep:
            raise HeaderError(f"malformed header field {part!r}")
        fields[key] = value
    try:
        return GoldenHeader(case=fields["case"], artifact=fields["artifact"],
                            normalizer=int(fields["normalizer"]), world=fields["world"])
    except (KeyError, ValueError) as error:
        raise HeaderError(f"header lacks or garbles a field: {error}") from error


def serialize(header: GoldenHeader, body: str) -> str:
    """The golden file's full text."""
    return f"{header.format()}\n{body}"


def split(text: str) -> tuple[GoldenHeader, str]:
    """Split a golden file's text into header and body."""
    first, _, body = text.partition("\n")
    return parse(first), body
