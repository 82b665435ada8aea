"""A case: one named distributed pattern, declared as data plus one function.

A case body is called twice under the same world and seed: compiled under the
case's backend, then with ``ctx.compiled`` false (the eager reference, where
``ctx.compile`` returns its argument unchanged), or only compiled on fake tensors. The values
it returns are compared for numerical parity; what the compiler produced in
the compiled call becomes the case's artifacts.
"""

from __future__ import annotations

import dataclasses
import enum
import inspect
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Sequence

from fxgolden.base.errors import CaseDeclarationError
from fxgolden.base.ids import case_id_problem, with_variant
from fxgolden.catalog.world import World

if TYPE_CHECKING:
    from fxgolden.catalog.known import KnownIssue
    from fxgolden.check.invariants import Check


class Backend(enum.StrEnum):
    """How the compiled call compiles; each records its own stages."""

    EAGER = "eager"  # Dynamo graph only
    AOT_EAGER = "aot_eager"  # + AOT forward/backward/inference (min-cut partitioner)
    AOT_EAGER_DECOMP_PARTITION = "aot_eager_decomp_partition"  # + Inductor decompositions
    INDUCTOR = "inductor"  # + Inductor output code per compiled module
    MAKE_FX = "make_fx"  # no torch.compile: graphs traced with ctx.make_fx


class Tensors(enum.StrEnum):
    """What the case's tensors are while it is captured."""

    REAL = "real"  # real tensors: the eager reference runs and numerics are compared
    # fake tensors (torch's FakeTensorMode; fxgolden.capture.fake_tensors): the same goldens with no weight or
    # activation allocated and no kernel run, for configurations at the sizes and worlds people train at; no numerics
    FAKE = "fake"


class Expect(enum.StrEnum):
    """What the compiled call is expected to do; a change of it shows up as a golden change."""

    PASS = "pass"
    RAISES = "raises"  # the normalized error is the golden `error.txt`


ALL_OUTPUTS = ""


@dataclasses.dataclass(frozen=True)
class Tolerance:
    """Tolerances of the eager/compiled comparison: of the whole case, or of the outputs ``output`` names.

    The defaults hold for every case of fxgolden's catalog on torch 2.13, Inductor's included; a real
    model's fused Inductor backward can round further (docs/adopting.md, "Numerics that fit real models").
    ``output`` is an output's path as the numerics message prints it (``['grads']['lm_head.weight']``) or a
    prefix of paths (``['grads']``); the longest rule that matches an output wins. A rule for some outputs
    says ``why`` (the summary records it).
    """

    atol: float = 1e-5
    rtol: float = 1.3e-6
    output: str = ALL_OUTPUTS
    why: str = ""


@dataclasses.dataclass(frozen=True)
class Exclude:
    """Leave outputs out of the eager/compiled comparison, saying why (the summary records it): the output
    (or prefix of output paths, as ``Tolerance.output``) that eager and compiled legitimately differ in."""

    output: str
    why: str


NumericsRule = Tolerance | Exclude


def numerics_rules(tolerance: "Tolerance | Sequence[NumericsRule]", case_id: str) -> tuple[NumericsRule, ...]:
    """A case's ``tolerance=`` as rules, each for some outputs saying why (an error names the case if not)."""
    rules = (tolerance,) if isinstance(tolerance, (Tolerance, Exclude)) else tuple(tolerance)
    for rule in rules:
        if not isinstance(rule, (Tolerance, Exclude)):
            raise TypeError(f"case {case_id!r}: tolerance= takes Tolerance and Exclude rules, not {rule!r}")
        if rule.output != ALL_OUTPUTS and not rule.why.strip():
            raise ValueError(f"case {case_id!r}: the rule for {rule.output!r} needs why= (the summary records "
                             "why these outputs are compared apart)")
    return rules


# Artifact kinds a case may capture; the default captures all that occur.
ARTIFACT_KINDS = (
    "dynamo",
    "forward",
    "backward",
    "inference",
    "inductor",
    "compiled_autograd",
    "make_fx",
    "summary",
    "collectives",  # what the fake process group ran (fxgolden.capture.collective_log): eager and compiled
)


@dataclasses.dataclass(frozen=True)
class Case:
    """One concrete case: an id, its world, one backend, checks and a body."""

    id: str
    body: Callable[..., Any]
    world: World = World()
    backend: Backend = Backend.AOT_EAGER
    artifacts: tuple[str, ...] = ARTIFACT_KINDS
    checks: tuple["Check", ...] = ()
    tolerance: Tolerance | tuple[NumericsRule, ...] = Tolerance()  # one Tolerance, or rules per output
    expect: Expect = Expect.PASS
    config: Mapping[str, Mapping[str, Any]] = dataclasses.field(default_factory=dict)
    # None: every case runs in `cpu`; Inductor cases also in `cuda` (graph-only cases gain nothing there).
    profiles: tuple[str, ...] | None = None
    # profile -> the exact reason it cannot run there; a KnownIssue skips only on the torches of its range
    unsupported: Mapping[str, "str | KnownIssue"] = dataclasses.field(default_factory=dict)
    # where torch is known to miss upstream's expectation (catalog.known): xfail inside the range, xpass = fixed
    known: tuple["KnownIssue", ...] = ()
    seed_test: str = ""
    seed_file: str = ""
    expectation: str = ""
    params: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    numerics: bool | tuple[str, ...] = True  # or the profiles where eager parity is asserted
    tensors: Tensors = Tensors.REAL
    per_rank: tuple[int, ...] = ()
    transform: Callable[[Any], Any] | None = None  # applied to every captured FX graph before normalization
    source: str = ""

    @property
    def effective_profiles(self) -> tuple[str, ...]:
        """The profiles this case has goldens in."""
        if self.profiles is not None:
            return self.profiles
        return ("cpu", "cuda") if self.backend is Backend.INDUCTOR else ("cpu",)

    def numerics_in(self, profile: str) -> bool:
        """Whether eager parity is asserted in ``profile`` (never on fake tensors: nothing computes a value)."""
        if self.tensors is Tensors.FAKE:
            return False
        return self.numerics if isinstance(self.numerics, bool) else profile in self.numerics

    def unsupported_reason(self, profile: str, torch_version: str) -> str | None:
        """Why the case cannot run in ``profile`` on this torch, or None (a known issue outside its range runs)."""
        reason = self.unsupported.get(profile)
        if reason is None or (not isinstance(reason, str) and not reason.applies(torch_version, profile)):
            return None
        return str(reason)

    def not_run_reason(self, profile: str, torch_version: str, *, needs_goldens: bool = True) -> str | None:
        """Why the case does not run in ``profile`` under this torch, or None: the one rule that ``fxgolden list``,
        ``run``, ``bench``, the nightly and pytest all apply (pytest adds what this machine lacks).

        ``needs_goldens=False``: a real-process-group cross-check, which compares with fresh fake-PG
        captures, so a profile the case has no goldens in still runs it.
        """
        unsupported = self.unsupported_reason(profile, torch_version)
        if unsupported is not None:
            elsewhere = [p for p in self.effective_profiles if p not in self.unsupported]
            where = f"needs profile {', '.join(elsewhere)}" if elsewhere else "no profile runs it yet"
            return f"not run here: {unsupported} ({where})"
        if needs_goldens and profile not in self.effective_profiles:
            return f"not in profile {profile}: runs in {', '.join(self.effective_profiles)}"
        return None

    def runs_in(self, profile: str, torch_version: str) -> bool:
        """Whether the golden suite runs this case in ``profile`` under this torch (``not_run_reason``)."""
        return self.not_run_reason(profile, torch_version) is None

    def known_issues(self, profile: str, torch_version: str) -> list["KnownIssue"]:
        """The known issues that hold for this torch and profile."""
        return [issue for issue in self.known if issue.applies(torch_version, profile)]

    def describe_artifacts(self) -> str:
        """Comma-separated artifact kinds for listings."""
        return ",".join(self.artifacts)


_REGISTRY: dict[str, Case] = {}


def _source_of(fn: Callable[..., Any]) -> str:
    try:
        path = inspect.getsourcefile(fn) or "?"
        line = inspect.getsourcelines(fn)[1]
    except (OSError, TypeError):
        return getattr(fn, "__module__", "?")
    return f"{path}:{line}"


def _validate(item: Case) -> None:
    where = item.source or "?"
    problem = case_id_problem(item.id)
    if problem:
        raise CaseDeclarationError(item.id, where, problem,
                                   "rename the case to a path-safe id such as 'family/name[variant]'")
    world_problem = item.world.problem()
    if world_problem:
        raise CaseDeclarationError(item.id, where, world_problem, "fix the case's World(...)")
    unknown = sorted(set(item.artifacts) - set(ARTIFACT_KINDS))
    if unknown:
        raise CaseDeclarationError(item.id, where, f"unknown artifact kinds {unknown}",
                                   f"use some of {list(ARTIFACT_KINDS)}")
    declared = [i for i in (*item.known, *item.unsupported.values()) if not isinstance(i, str)]
    for issue in declared:
        issue_problem = issue.problem()
        if issue_problem:
            raise CaseDeclarationError(item.id, where, issue_problem, "fix the KnownIssue(...) of the case")
    check_names = {check.name for check in item.checks}
    for issue in item.known:
        missing = sorted(set(issue.checks) - check_names)
        if missing:
            raise CaseDeclarationError(item.id, where, f"known issue names checks {missing} the case does not have",
                                       "give those checks name=... or drop them from KnownIssue(checks=...)")
    if "summary" not in item.artifacts:
        raise CaseDeclarationError(item.id, where, "the summary artifact is not captured",
                                   "keep 'summary' in artifacts")
    if item.id in _REGISTRY and _REGISTRY[item.id].source != item.source:
        other = _REGISTRY[item.id].source
        raise CaseDeclarationError(item.id, where, f"the id is already declared at {other}",
                                   "give one of the two cases another name or variant")


def register(item: Case) -> Case:
    """Add a concrete case to the registry (validating it); return it."""
    _validate(item)
    _REGISTRY[item.id] = item
    return item


def registered() -> dict[str, Case]:
    """Every registered case by id, in id order."""
    return dict(sorted(_REGISTRY.items()))


def clear_registry() -> None:
    """Forget every case (tests and re-discovery use this)."""
    _REGISTRY.clear()


def case(
    case_id: str,
    *,
    backends: Sequence[Backend | str] = (Backend.AOT_EAGER,),
    variants: Mapping[str, Mapping[str, Any]] | None = None,
    checks: Iterable["Check"] = (),
    **fields: Any,
) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Declare the decorated function as a case (one per backend and variant).

    With several backends or variants, each becomes ``case_id[variant-backend]``;
    the body receives the variant's parameters as ``ctx.params``.
    """

    def decorate(body: Callable[..., Any]) -> Callable[..., Any]:
        source = _source_of(body)
        chosen = [Backend(b) for b in backends]
        for variant_name, params in (variants or {"": {}}).items():
            base = with_variant(case_id, variant_name) if variant_name else case_id
            for backend in chosen:
                concrete = with_variant(base, backend.value) if len(chosen) > 1 else base
                if "tolerance" in fields:
                    fields["tolerance"] = numerics_rules(fields["tolerance"], concrete)
                register(
                    Case(
                        id=concrete,
                        body=body,
                        backend=backend,
                        checks=tuple(checks),
                        params=dict(params),
                        source=source,
                        **fields,
                    )
                )
        return body

    return decorate
