"""Known differences from upstream, bound to torch versions: lit's XFAIL/XPASS for torch builds.

A case (or some of its checks) may declare that on a range of torch versions
torch is known not to do what upstream's test expects. Its checks keep
upstream's expectation; on a torch inside the range a failure of them is
expected (xfail: the goldens still record what torch does and are compared
as usual), and a run that meets the expectation is an unexpected pass
(xpass: "fixed upstream: update the goldens and the range"). Outside the
range the case runs as any other, so a nightly on another torch shows what
happens. A ``KnownIssue`` in ``unsupported`` skips the case only on torches
inside its range.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import TYPE_CHECKING, Iterable

from packaging.specifiers import InvalidSpecifier, SpecifierSet
from packaging.version import InvalidVersion, Version

if TYPE_CHECKING:
    from fxgolden.check.invariants import CheckResult


@dataclasses.dataclass(frozen=True)
class KnownIssue:
    """Where torch differs from upstream's expectation: which torches, why, and where upstream says so."""

    torch: str  # a PEP 440 specifier set on torch's public version, e.g. "==2.13.*" or ">=2.12,<2.14"
    reason: str
    upstream: str  # the upstream test or issue that holds the expectation
    checks: tuple[str, ...] = ()  # names of the checks expected to fail; empty: any check
    numerics: bool = True  # whether compiled/eager parity is expected to fail too
    profiles: tuple[str, ...] = ()  # empty: every profile

    def problem(self) -> str | None:
        """Why this declaration is unusable, or None."""
        try:
            SpecifierSet(self.torch)
        except InvalidSpecifier:
            return f"known issue torch={self.torch!r} is not a version range such as '==2.13.*' or '>=2.12,<2.14'"
        if not self.reason or not self.upstream:
            return "a known issue needs a reason and the upstream test or link it departs from"
        return None

    def applies(self, torch_version: str, profile: str) -> bool:
        """Whether it holds for this torch (local build tags such as +cpu ignored) and profile."""
        if self.profiles and profile not in self.profiles:
            return False
        try:
            version = Version(torch_version)
        except InvalidVersion:
            return False
        return SpecifierSet(self.torch).contains(Version(version.public), prereleases=True)

    def __str__(self) -> str:
        return f"{self.reason} (known for torch {self.torch}; upstream: {self.upstream})"


class Verdict(enum.StrEnum):
    """How a run under active known issues turned out."""

    XFAIL = "xfail"  # still differs from upstream, as declared
    XPASS = "xpass"  # meets upstream's expectation now: fixed upstream


def expects_failure(result: "CheckResult", active: Iterable[KnownIssue]) -> bool:
    """Whether a failed check is one the active known issues expect to fail."""
    return not result.ok and any(not issue.checks or result.check.name in issue.checks for issue in active)


def fixed_upstream_message(case_id: str, torch_version: str, active: Iterable[KnownIssue]) -> str:
    """What an xpass says: the known difference is gone on this torch."""
    issues = "; ".join(str(issue) for issue in active)
    return (f"fxgolden: case {case_id} is fixed upstream (xpass): on torch {torch_version} it meets upstream's "
            f"expectation, which it was declared not to: {issues}\n"
            f"  fix: update the goldens (`fxgolden run --update '{case_id}'`), review them, and narrow or remove "
            "the known issue's torch range")
