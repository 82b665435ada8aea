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

Semantic directives (``collectives``, ``no_collective``, ``compute_ops``,
``op_count``, ``waits_before_use``, ``raises``) state an invariant of the graph, not its
spelling: they read the artifact as ops (``fxgolden.text.graphtext``, text
processing only, no torch) and judge the whole artifact wherever they sit in
a chain, so ``x + 1``, ``x.add(1)``, ``torch.add(x, 1)`` and
``aten.add.Tensor(x, 1)`` are one ``add`` to them.
"""

from __future__ import annotations

import dataclasses
import fnmatch
import re
from typing import Iterable, Mapping, Sequence

from fxgolden.base.artifact import ArtifactName
from fxgolden.text import collectives_form, golden_form, graphtext
from fxgolden.text.graphtext import OpKind
from fxgolden.text.layer_folding import PROVENANCE

_PROVENANCE_LINE = re.compile(rf"^[ \t]*{re.escape(PROVENANCE)}.*\n", re.MULTILINE)

_TOKEN = re.compile(r"\{\{(.+?)\}\}|\[\[([A-Za-z_][A-Za-z0-9_]*)(?::(.+?))?\]\]")


@dataclasses.dataclass(frozen=True)
class Directive:
    """One step of a check chain."""

    kind: str  # check | check_next | check_same | check_not | check_count | check_dag, or one of SEMANTIC
    pattern: str = ""
    count: int = 0
    exactly: bool = False
    names: tuple[str, ...] = ()  # collectives' and compute_ops' expected op names, raises' error types

    def describe(self) -> str:
        """The directive as a person would write it."""
        if self.kind == "check_count":
            return f"check_count({self.pattern!r}, {self.count}{', exactly=True' if self.exactly else ''})"
        if self.kind in ("collectives", "compute_ops"):
            return f"{self.kind}({list(self.names)!r})"
        if self.kind == "op_count":
            return f"op_count({self.pattern!r}, {self.count})"
        if self.kind == "raises":
            return "raises(" + ", ".join(repr(n) for n in self.names) + ")"
        if self.kind in SEMANTIC:
            return f"{self.kind}()"
        return f"{self.kind}({self.pattern!r})"


# Directives judged on the parsed graph (fxgolden.text.graphtext), not on the text around a cursor.
SEMANTIC = ("collectives", "no_collective", "compute_ops", "op_count", "waits_before_use", "raises")


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

    # -- semantic directives: invariants of the parsed graph, whatever its spelling --

    def collectives(self, names: Sequence[str]) -> "Check":
        """The artifact's collectives, in program order, are exactly ``names``.

        Names are op names without namespace or overload (``all_gather_into_tensor``, ``all_reduce``);
        Inductor's in-place form (``all_reduce_``) counts as its op (``all_reduce``).
        """
        if isinstance(names, str):
            raise TypeError(f"collectives() takes a list of op names, not the string {names!r}")
        return self._then(Directive("collectives", names=tuple(names)))

    def no_collective(self) -> "Check":
        """The artifact holds no collective (waits on collectives of other graphs are allowed)."""
        return self._then(Directive("no_collective"))

    def compute_ops(self, names: Sequence[str]) -> "Check":
        """The artifact's compute ops, in program order, are exactly ``names`` (op names as ``op_count`` reads
        them). Collectives, waits, views (``getitem``), allocations, runtime asserts and aliases are not compute:
        meant for small Dynamo graphs (``compute_ops(["from_local", "to_local", "add"])``), where the ops are the
        fact; AOT and Inductor graphs hold decomposition details (``view``, ``t``) that ``op_count`` leaves out."""
        if isinstance(names, str):
            raise TypeError(f"compute_ops() takes a list of op names, not the string {names!r}")
        return self._then(Directive("compute_ops", names=tuple(names)))

    def op_count(self, name: str, count: int) -> "Check":
        """Exactly ``count`` ops named ``name`` however spelled: ``aten.mm.default``, ``torch.mm``,
        ``x.mm(y)``, ``extern_kernels.mm``; ``add`` counts ``x + 1`` (Python operators by their aten name:
        ``+`` add, ``/`` div, ``@`` matmul). ``op_count(name, 0)``: no such op. Fused kernels are no op."""
        return self._then(Directive("op_count", name, count=count))

    def waits_before_use(self) -> "Check":
        """Every collective's result is waited on before any compute op (or collective) consumes it."""
        return self._then(Directive("waits_before_use"))

    def raises(self, *types: str) -> "Check":
        """The artifact is an error artifact (``error``: the compiled call raised); with ``types``, the
        exception's class name (``Unsupported``, ``TorchRuntimeError``) is one of them. The message's
        wording is not checked; add a text check where the wording is the fact."""
        return self._then(Directive("raises", names=types))

    def label(self) -> str:
        """The check as reports name it: its name, or its artifact and every directive as written in the case."""
        return self.name or f"{self.artifact}: " + " -> ".join(d.describe() for d in self.directives)


@dataclasses.dataclass(frozen=True)
class CheckFailure:
    """Why one check failed on one artifact, as fields: the pending sidecars, the review and the nightly read these,
    never the message's text."""

    label: str  # the check as reports name it (``Check.label``)
    artifact: str
    directive: str = ""  # the directive where matching stopped, as written in the case; "" when none ran
    why: str = ""  # what was wrong there
    region: str = ""  # the artifact's lines around that place, marked
    message: str = ""  # the whole explanation, as a failed case prints it

    @property
    def headline(self) -> str:
        """One line: the check, its artifact, where it stopped."""
        if not self.directive:
            return self.message.splitlines()[0] if self.message else f"{self.label}, on {self.artifact}"
        return f"{self.label}, on {self.artifact}: stopped at {self.directive}: {self.why}"

    def as_dict(self) -> dict[str, str]:
        """Plain data for JSON (a pending actual's sidecar)."""
        return dataclasses.asdict(self)

    @classmethod
    def from_data(cls, data: object) -> "CheckFailure":
        """From ``as_dict``'s data; a bare message (a sidecar of an older fxgolden) keeps only its text."""
        if isinstance(data, str):
            return cls(label="", artifact="", message=data)
        if not isinstance(data, dict):
            raise ValueError(f"a failed check is recorded as a JSON object, not {type(data).__name__}")
        names = {field.name for field in dataclasses.fields(cls)}
        return cls(**{key: str(value) for key, value in data.items() if key in names})


@dataclasses.dataclass(frozen=True)
class CheckResult:
    """Outcome of one check on one artifact; ``failure`` says why when it failed."""

    check: Check
    artifact: str  # as messages name it: the artifact's stem, or the check's pattern where it matched nothing
    ok: bool
    failure: CheckFailure | None = None
    # the artifact checked, as the run (or the caller) named it; None where the check named no artifact this run
    # produced (a glob that matched nothing, a name of the check's own): whoever reads a result reads this, never
    # ``artifact``'s text (``golden.checkmarks``)
    name: ArtifactName | None = None

    @property
    def message(self) -> str:
        """The failure's whole explanation ("" when the check passed)."""
        return self.failure.message if self.failure is not None else ""


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
        if directive.kind in SEMANTIC:
            return  # judged on the parsed graph by _Semantic, after the chain's text directives
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


class _Semantic:
    """Judges semantic directives on one artifact, parsing it once, on first need."""

    def __init__(self, artifact: str, name: ArtifactName | None, text: str) -> None:
        self.name = name.shared if name is not None else None  # a per-rank golden is checked as the artifact it is
        self.artifact = self.name.stem if self.name is not None else artifact
        self.text = text
        self._parsed: graphtext.ParsedArtifact | None = None
        self._positions: dict[int, int] = {}  # id(op) -> where its statement starts in the text

    @property
    def dialect(self) -> str:
        if self.name is None:  # a name of the check's own (unit tests): read as FX code
            return "fx"
        return "text" if self.name.kind in ("summary", "error") else self.name.dialect

    @property
    def parsed(self) -> graphtext.ParsedArtifact:
        if self._parsed is None:
            self._parsed = graphtext.parse(self.text, self.dialect)
            cursor = 0
            for op in self._parsed.ops:  # where each op's statement starts, for the failure's region
                found = self.text.find(op.text, cursor)
                cursor = found if found >= 0 else cursor
                self._positions[id(op)] = cursor
        return self._parsed

    def position(self, op: graphtext.Op) -> int:
        self.parsed  # noqa: B018 (parses, which fills the positions)
        return self._positions.get(id(op), 0)

    def step(self, directive: Directive) -> None:
        if directive.kind == "raises":
            self._raises(directive)
            return
        if self.dialect == "text":
            raise _Failure(directive, f"{directive.kind}() reads graph code, and artifact {self.artifact} is "
                           "not a graph (name an FX or Inductor artifact such as g0.forward)", 0)
        {"collectives": self._collectives, "no_collective": self._no_collective, "compute_ops": self._compute_ops,
         "op_count": self._op_count, "waits_before_use": self._waits_before_use}[directive.kind](directive)

    def _collective_ops(self) -> list[graphtext.Op]:
        return list(self.parsed.ops_of(OpKind.COLLECTIVE))

    @staticmethod
    def _collective_name(op: graphtext.Op) -> str:
        name = graphtext.op_name(op.target)
        return name[:-1] if name.endswith("_") and not name.startswith("_") else name

    def _collectives(self, directive: Directive) -> None:
        ops = self._collective_ops()
        self._sequence(directive, "collectives", ops, [self._collective_name(op) for op in ops])

    def _compute_ops(self, directive: Directive) -> None:
        ops = list(self.parsed.ops_of(OpKind.COMPUTE))
        self._sequence(directive, "compute ops", ops, [graphtext.op_name(op.target) for op in ops])

    def _sequence(self, directive: Directive, what: str, ops: list[graphtext.Op], held: list[str]) -> None:
        expected = list(directive.names)
        if held == expected:
            return
        first = next((i for i, (h, e) in enumerate(zip(held, expected)) if h != e), min(len(held), len(expected)))
        position = self.position(ops[first]) if first < len(ops) else (self.position(ops[-1]) if ops else 0)
        raise _Failure(directive, f"expected the {what} {expected}, the graph holds {held}"
                       + (f" (they differ at #{first + 1})" if held and expected else ""), position)

    def _no_collective(self, directive: Directive) -> None:
        ops = self._collective_ops()
        if ops:
            raise _Failure(directive, f"expected no collective, the graph holds {len(ops)}: "
                           f"{[self._collective_name(op) for op in ops]}", self.position(ops[0]))

    def _op_count(self, directive: Directive) -> None:
        counted = (OpKind.INPUT, OpKind.BOILERPLATE, OpKind.OUTPUT)
        ops = [op for op in self.parsed.ops if op.kind not in counted]
        hits = [op for op in ops if graphtext.op_name(op.target) == directive.pattern]
        if len(hits) == directive.count:
            return
        if hits:
            spellings = sorted({op.target for op in hits})
            where = hits[directive.count] if len(hits) > directive.count else hits[0]
            raise _Failure(directive, f"expected {directive.count} {directive.pattern!r} op(s), the graph holds "
                           f"{len(hits)} (as {', '.join(spellings)})", self.position(where))
        names = list(dict.fromkeys(graphtext.op_name(op.target) for op in ops if op.kind is OpKind.COMPUTE))
        shown = ", ".join(names[:20]) + (f", ... ({len(names)} in all)" if len(names) > 20 else "")
        raise _Failure(directive, f"expected {directive.count} {directive.pattern!r} op(s), the graph holds none "
                       f"(its compute ops: {shown or 'none'})", 0)

    def _waits_before_use(self, directive: Directive) -> None:
        pending: dict[str, graphtext.Op] = {}  # an unwaited value -> the collective it comes from
        for op in self.parsed.ops:
            if op.kind is OpKind.WAIT:
                for name in op.uses:
                    pending.pop(name, None)
                continue
            if op.kind in (OpKind.COMPUTE, OpKind.COLLECTIVE):
                for name in op.uses:
                    if name in pending:
                        source = pending[name]
                        raise _Failure(directive, f"{op.text!r} consumes {name}, the result of collective "
                                       f"{self._collective_name(source)} ({source.text!r}), before any wait on it",
                                       self.position(op))
            if op.kind is OpKind.VIEW:  # a view of an unwaited value is unwaited too (getitem of a list)
                sources = [pending[name] for name in op.uses if name in pending]
                pending.update({name: sources[0] for name in op.defs} if sources else {})
            if op.kind is OpKind.COLLECTIVE:
                results = set(op.defs)
                if graphtext.op_name(op.target).endswith("_") and op.uses:  # in place: its input is its result
                    results.add(op.uses[0])
                out = re.search(r"\bout\s*=\s*([A-Za-z_]\w*)", op.text)
                if out:
                    results.add(out.group(1))
                pending.update({name: op for name in results})

    def _raises(self, directive: Directive) -> None:
        if self.name is None or self.name.stage != "error":
            raise _Failure(directive, f"artifact {self.artifact} is no error artifact: raises() belongs on "
                           "Check('error'), which exists when the compiled call raised", 0)
        first = next((line.strip() for line in self.text.splitlines() if line.strip()), "")
        error_type = first.partition(":")[0].strip().rsplit(".", 1)[-1]
        if directive.names and error_type not in directive.names:
            expected = " or ".join(directive.names)
            raise _Failure(directive, f"expected an error of type {expected}, the artifact holds {first!r}", 0)


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


def _named(artifact: ArtifactName | str) -> tuple[str, ArtifactName | None]:
    """An artifact as a check names it in its messages, and its name: a run's artifacts come named
    (``ArtifactName``); a name given by hand (a test's, ``g0.forward``) is read by ``ArtifactName.as_written``,
    and one that names no artifact is a name of the check's own, read as FX code."""
    if isinstance(artifact, ArtifactName):
        return artifact.stem, artifact
    return artifact, ArtifactName.as_written(artifact)


def run_check(check: Check, artifact: ArtifactName | str, text: str) -> CheckResult:
    """Run one check chain on one artifact's text."""
    artifact, name = _named(artifact)
    matcher = _Matcher(text)
    semantic = _Semantic(artifact, name, text)
    try:
        for directive in check.directives:
            matcher.step(directive)
        matcher.finish()
        for directive in check.directives:
            if directive.kind in SEMANTIC:
                semantic.step(directive)
    except _Failure as failure:
        captures = ", ".join(f"{k}={v!r}" for k, v in sorted(matcher.variables.items())) or "none"
        semantic_failure = failure.directive.kind in SEMANTIC
        region = _region(text, failure.position)
        message = (
            f"check [{check.label()}] failed on artifact {artifact}\n"
            f"  directive: {failure.directive.describe()}: {failure.why}\n"
            + ("" if semantic_failure and not matcher.variables else f"  captures so far: {captures}\n")
            + f"  {'in the artifact' if semantic_failure else 'matching stopped here'}:\n"
            f"{region}"
        )
        found = CheckFailure(label=check.label(), artifact=artifact, directive=failure.directive.describe(),
                             why=failure.why, region=region, message=message)
        return CheckResult(check=check, artifact=artifact, ok=False, failure=found, name=name)
    return CheckResult(check=check, artifact=artifact, ok=True, name=name)


def applies(check: Check, *, backend: str = "", profile: str = "") -> bool:
    """Whether ``check`` is meant for this backend and profile."""
    if check.only_backends and backend and backend not in check.only_backends:
        return False
    return not (check.only_profiles and profile and profile not in check.only_profiles)


def _full_text(name: ArtifactName, text: str) -> str:
    """What a golden form stands for: FX graphs with every layer, collectives logs with every repeat. An FX
    graph's provenance lines (``#> layers.0: pkg.mod.Model.forward``) are fxgolden's notes, not the graph:
    a check never reads them (``check_not("training_state")`` must not match a function named after it)."""
    dialect = name.dialect
    if dialect == "fx":
        return _PROVENANCE_LINE.sub("", golden_form.full(text))
    return collectives_form.full(text) if dialect == "collectives" else text


def run_checks(checks: Iterable[Check], named: Mapping[ArtifactName, str], *, backend: str = "",
               profile: str = "") -> list[CheckResult]:
    """Run every applicable check on the artifacts it names (a glob of stems may name several); an FX golden's
    check reads its full text (``golden_form.full``: every layer written out; a collectives log's every repeat), as
    the run that made it did. The artifacts come named, as the run (or the goldens on disk) named them."""
    names = {name.stem: name for name in named}
    artifacts = {name.stem: _full_text(name, text) for name, text in named.items()}
    results: list[CheckResult] = []
    for check in checks:
        if not applies(check, backend=backend, profile=profile):
            continue
        matched = sorted(n for n in artifacts if fnmatch.fnmatchcase(n, check.artifact))
        if not matched:
            message = (
                f"check [{check.label()}] names artifact {check.artifact!r}, which this run did not produce "
                f"(produced: {', '.join(sorted(artifacts)) or 'none'})"
            )
            why = f"this run did not produce it (produced: {', '.join(sorted(artifacts)) or 'none'})"
            results.append(CheckResult(check=check, artifact=check.artifact, ok=False, failure=CheckFailure(
                label=check.label(), artifact=check.artifact, why=why, message=message)))
            continue
        results.extend(run_check(check, names[stem], artifacts[stem]) for stem in matched)
    return results
