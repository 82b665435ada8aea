"""FileCheck-style invariants on normalized artifact text.

fxgolden uses its own small engine instead of ``torch._C.FileCheck`` or the
``filecheck`` package because checks must (1) run on stored golden text with
no torch import (CI verifies GPU goldens offline), (2) bind named captures
(``[[BUF:buf\\d+]]`` then ``[[BUF]]``) so a check never hard-codes ``buf0``,
and (3) say exactly where matching stopped; torch's FileCheck has no
captures and its errors carry no region, the ``filecheck`` package is a
command-line tool over files.

Pattern syntax (LLVM FileCheck's): plain text matches literally,
``{{regex}}`` matches a regex, ``[[NAME:regex]]`` captures, ``[[NAME]]``
matches what NAME captured before.
"""

from __future__ import annotations

import dataclasses
import fnmatch
import re
from typing import Iterable, Mapping

_TOKEN = re.compile(r"\{\{(.+?)\}\}|\[\[([A-Za-z_][A-Za-z0-9_]*)(?::(.+?))?\]\]")


@dataclasses.dataclass(frozen=True)
class Directive:
    """One step of a check chain."""

    kind: str  # check | check_next | check_same | check_not | check_count | check_dag
    pattern: str
    count: int = 0
    exactly: bool = False

    def describe(self) -> str:
        """The directive as a person would write it."""
        if self.kind == "check_count":
            return f"check_count({self.pattern!r}, {self.count}{', exactly=True' if self.exactly else ''})"
        return f"{self.kind}({self.pattern!r})"


@dataclasses.dataclass(frozen=True)
class Check:
    """An ordered chain of directives on one artifact (or every artifact matching a glob)."""

    artifact: str
    directives: tuple[Directive, ...] = ()
    name: str = ""
    only_backends: tuple[str, ...] = ()
    only_profiles: tuple[str, ...] = ()  # e.g. ("cuda",) for a check on Triton wrapper code

    def _then(self, directive: Directive) -> "Check":
        return dataclasses.replace(self, directives=self.directives + (directive,))

    def check(self, pattern: str) -> "Check":
        """Match ``pattern`` somewhere after the previous match."""
        return self._then(Directive("check", pattern))

    def check_next(self, pattern: str) -> "Check":
        """Match ``pattern`` on the line right after the previous match's line."""
        return self._then(Directive("check_next", pattern))

    def check_same(self, pattern: str) -> "Check":
        """Match ``pattern`` later on the previous match's line."""
        return self._then(Directive("check_same", pattern))

    def check_not(self, pattern: str) -> "Check":
        """``pattern`` must not occur between the previous and the next positive match."""
        return self._then(Directive("check_not", pattern))

    def check_count(self, pattern: str, count: int, *, exactly: bool = False) -> "Check":
        """Match ``pattern`` ``count`` times in order; with ``exactly``, no more after."""
        return self._then(Directive("check_count", pattern, count=count, exactly=exactly))

    def check_dag(self, pattern: str) -> "Check":
        """Consecutive ``check_dag`` patterns match in any order."""
        return self._then(Directive("check_dag", pattern))

    def label(self) -> str:
        """The check as reports name it: its name, or its artifact and every directive as written in the case."""
        return self.name or f"{self.artifact}: " + " -> ".join(d.describe() for d in self.directives)


@dataclasses.dataclass(frozen=True)
class CheckResult:
    """Outcome of one check on one artifact; ``message`` explains a failure."""

    check: Check
    artifact: str
    ok: bool
    message: str = ""


class _Failure(Exception):
    def __init__(self, directive: Directive, why: str, position: int) -> None:
        super().__init__(why)
        self.directive = directive
        self.why = why
        self.position = position


def compile_pattern(pattern: str, variables: Mapping[str, str]) -> re.Pattern[str]:
    """Turn FileCheck pattern syntax into a regex, substituting known variables."""
    parts: list[str] = []
    last = 0
    for token in _TOKEN.finditer(pattern):
        parts.append(re.escape(pattern[last : token.start()]))
        regex, name, capture = token.groups()
        if regex is not None:
            parts.append(f"(?:{regex})")
        elif capture is not None:
            parts.append(f"(?P<{name}>{capture})")
        elif name in variables:
            parts.append(re.escape(variables[name]))
        else:
            raise ValueError(f"pattern {pattern!r} uses [[{name}]] before capturing it")
        last = token.end()
    parts.append(re.escape(pattern[last:]))
    return re.compile("".join(parts))


class _Matcher:
    """Runs one chain over one text, keeping the cursor and the captures."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.cursor = 0
        self.last_line_start = 0
        self.variables: dict[str, str] = {}
        self.pending_not: list[Directive] = []
        self.dag_region_start: int | None = None

    def _search(self, directive: Directive, start: int, end: int | None = None) -> re.Match[str] | None:
        regex = compile_pattern(directive.pattern, self.variables)
        return regex.search(self.text, start, len(self.text) if end is None else end)

    def _accept(self, match: re.Match[str]) -> None:
        self._verify_nots(match.start())
        self.variables.update({k: v for k, v in match.groupdict().items() if v is not None})
        self.cursor = match.end()
        self.last_line_start = self.text.rfind("\n", 0, match.start()) + 1

    def _verify_nots(self, end: int) -> None:
        for directive in self.pending_not:
            hit = self._search(directive, self.cursor, end)
            if hit:
                raise _Failure(directive, "found a forbidden match", hit.start())
        self.pending_not = []

    def _line_bounds(self, position: int) -> tuple[int, int]:
        start = self.text.rfind("\n", 0, position) + 1
        end = self.text.find("\n", position)
        return start, len(self.text) if end < 0 else end

    def step(self, directive: Directive) -> None:
        if directive.kind != "check_dag":
            self.dag_region_start = None
        if directive.kind == "check_not":
            self.pending_not.append(directive)
        elif directive.kind == "check":
            self._positive(directive, self.cursor, None, "no match after the previous match")
        elif directive.kind == "check_next":
            _, line_end = self._line_bounds(max(self.cursor - 1, 0))
            next_start = line_end + 1
            next_end = self._line_bounds(next_start)[1] if next_start <= len(self.text) else next_start
            self._positive(directive, next_start, next_end, "the next line does not match")
        elif directive.kind == "check_same":
            line_end = self._line_bounds(max(self.cursor - 1, 0))[1]
            self._positive(directive, self.cursor, line_end, "no match on the same line")
        elif directive.kind == "check_count":
            self._count(directive)
        elif directive.kind == "check_dag":
            self._dag(directive)
        else:
            raise ValueError(f"unknown directive {directive.kind!r}")

    def _positive(self, directive: Directive, start: int, end: int | None, why: str) -> None:
        match = self._search(directive, start, end)
        if not match:
            raise _Failure(directive, why, start)
        self._accept(match)

    def _count(self, directive: Directive) -> None:
        for index in range(directive.count):
            self._positive(directive, self.cursor, None, f"found only {index} of {directive.count} matches")
        if directive.exactly:
            extra = self._search(directive, self.cursor)
            if extra:
                raise _Failure(directive, f"found more than {directive.count} matches", extra.start())

    def _dag(self, directive: Directive) -> None:
        if self.dag_region_start is None:
            self.dag_region_start = self.cursor
        match = self._search(directive, self.dag_region_start)
        if not match:
            raise _Failure(directive, "no match in any order after the previous match", self.dag_region_start)
        self.variables.update({k: v for k, v in match.groupdict().items() if v is not None})
        self.cursor = max(self.cursor, match.end())

    def finish(self) -> None:
        self._verify_nots(len(self.text))


def _region(text: str, position: int, *, lines_after: int = 8) -> str:
    """The text where matching stopped, with 1-based line numbers and a marker."""
    lines = text.splitlines()
    line_no = text.count("\n", 0, position)
    first = max(line_no - 2, 0)
    shown = []
    for index in range(first, min(line_no + lines_after, len(lines))):
        marker = ">>" if index == line_no else "  "
        shown.append(f"{marker}{index + 1:5d} | {lines[index]}")
    return "\n".join(shown) if shown else "  (empty artifact)"


def run_check(check: Check, artifact: str, text: str) -> CheckResult:
    """Run one check chain on one artifact's text."""
    matcher = _Matcher(text)
    try:
        for directive in check.directives:
            matcher.step(directive)
        matcher.finish()
    except _Failure as failure:
        captures = ", ".join(f"{k}={v!r}" for k, v in sorted(matcher.variables.items())) or "none"
        message = (
            f"check [{check.label()}] failed on artifact {artifact}\n"
            f"  directive: {failure.directive.describe()}: {failure.why}\n"
            f"  captures so far: {captures}\n"
            f"  matching stopped here:\n{_region(text, failure.position)}"
        )
        return CheckResult(check=check, artifact=artifact, ok=False, message=message)
    return CheckResult(check=check, artifact=artifact, ok=True)


_FAILED_ON = re.compile(r"check \[(?P<label>.*)\] failed on artifact (?P<artifact>\S+)\n  directive: (?P<why>.*)")


def headline(message: str) -> str:
    """A check failure's message (``run_check``'s) in one line: the check, its artifact, where it stopped."""
    found = _FAILED_ON.match(message)
    if found is None:
        return message.splitlines()[0] if message else ""
    return f"{found['label']}, on {found['artifact']}: stopped at {found['why']}"


def applies(check: Check, *, backend: str = "", profile: str = "") -> bool:
    """Whether ``check`` is meant for this backend and profile."""
    if check.only_backends and backend and backend not in check.only_backends:
        return False
    return not (check.only_profiles and profile and profile not in check.only_profiles)


def run_checks(checks: Iterable[Check], artifacts: Mapping[str, str], *, backend: str = "",
               profile: str = "") -> list[CheckResult]:
    """Run every applicable check on the artifacts it names (a glob may name several)."""
    results: list[CheckResult] = []
    for check in checks:
        if not applies(check, backend=backend, profile=profile):
            continue
        names = sorted(n for n in artifacts if fnmatch.fnmatchcase(n, check.artifact))
        if not names:
            message = (
                f"check [{check.label()}] names artifact {check.artifact!r}, which this run did not produce "
                f"(produced: {', '.join(sorted(artifacts)) or 'none'})"
            )
            results.append(CheckResult(check=check, artifact=check.artifact, ok=False, message=message))
            continue
        results.extend(run_check(check, name, artifacts[name]) for name in names)
    return results
