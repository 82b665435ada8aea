"""Which compiler setting explains a root cause: bisect the settings whose defaults differ between two torches.

The goldens were made with one torch (the driver's), the nightly runs another.
Both dump the defaults of torch's compiler configs (Inductor, functorch, Dynamo,
nested sections such as ``aten_distributed_optimizations`` included). Every
setting whose default differs, and every setting only the new torch has
(switched off), is a candidate. One representative case of a root cause is
rerun in the new torch with candidates set back (``CONFIG_ENV`` carries them
into each case's process, after the profile's own pins): if the change is gone
(``cause_gone``: the artifact no longer shows that root cause's signature) with
all of them reverted, halves are tried until a minimal set remains (a few
reruns for a hundred candidates), else no setting explains it. Each root cause
gets a bounded number of reruns and the job a bounded time.
"""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

from fxgolden.golden.policy import CONFIG_OVERRIDES_ENV
from fxgolden.run.record import Outcome

if TYPE_CHECKING:
    from fxgolden.review.changes import Change
    from fxgolden.review.rows import RootCause

# The variable that carries the reverted settings into each case's process (read once by Settings).
CONFIG_ENV = CONFIG_OVERRIDES_ENV
EXPLAINED_LABELS = ("overlap", "structural", "collectives", "args", "reorder", "kernel-body")
MODULES = {"inductor": "torch._inductor.config", "functorch": "torch._functorch.config",
           "dynamo": "torch._dynamo.config"}

_DUMP = """
import importlib, json
modules = %r
out = {}
for short, name in modules.items():
    module = importlib.import_module(name)
    entries = getattr(module, "_config", {})
    values = {}
    for key, value in module.get_config_copy().items():
        entry = entries.get(key)
        if entry is not None and (getattr(entry, "deprecated", False) or getattr(entry, "alias", None)):
            continue
        if value is None or isinstance(value, (bool, int, float, str)):
            values[key] = value
    out[short] = values
import torch
print(json.dumps({"torch": torch.__version__, "configs": out}))
"""


@dataclasses.dataclass(frozen=True)
class Setting:
    """One candidate: set ``module.name`` to ``revert`` in the new torch (``old`` is None when it is new)."""

    module: str  # "inductor", "functorch", "dynamo"
    name: str
    old: Any
    new: Any
    only_new: bool = False

    @property
    def revert(self) -> Any:
        """The value tried: the old default, or off for a setting only the new torch has."""
        return False if self.only_new else self.old

    def __str__(self) -> str:
        qualified = f"{MODULES[self.module].removeprefix('torch.')}.{self.name}"
        if self.only_new:
            return f"`{qualified}` (new, default {self.new!r}; off removes the change)"
        return f"`{qualified}`: default {self.old!r} → {self.new!r}"


@dataclasses.dataclass
class Explanation:
    """What the bisection found for one root cause, and what it cost."""

    settings: list[Setting]
    reruns: int
    seconds: float
    outcome: str  # "explained", "unexplained", "budget", "no-candidates"

    reason: str = ""  # outcome "not-consulted": why the goldens' torch could not be asked, and the fix
    shared_by: int = 0  # root causes that the first rerun (every setting reverted, one run of their cases) served

    def sentence(self, torch_version: str, old_torch: str = "the goldens' torch") -> str:
        """The line the report shows; it claims only what the two dumps compared."""
        cost = f"{self.reruns} rerun{'s' * (self.reruns != 1)}, {self.seconds:.0f} s"
        if self.shared_by:  # the first rerun, every setting reverted, ran the cases of all root causes at once
            shared = f"one rerun of every setting reverted, shared by {self.shared_by} root causes"
            cost = f"{shared}, then {cost}" if self.reruns else shared
        if self.outcome == "explained":
            return f"explained by {'; '.join(str(s) for s in self.settings)} in torch {torch_version} ({cost})"
        if self.outcome == "budget":
            return f"not explained within the time budget ({cost})"
        if self.outcome == "no-candidates":
            return f"no compiler setting changed its default between torch {old_torch} and torch {torch_version}"
        if self.outcome == "not-consulted":
            return f"not explained: {self.reason}"
        return f"no config explains it: reverting every differing default leaves the change ({cost})"


def why_not_consulted(goldens_torch: str, driver: Mapping[str, Any], tested: Mapping[str, Any]) -> str:
    """Why the defaults of the goldens' torch cannot be compared with the tested one's, with the fix; "" if they can.

    ``driver`` and ``tested`` are ``dump_defaults`` of the driver's interpreter and of the one under test.
    """
    fix = (f"run the nightly from an environment whose torch is the goldens' {goldens_torch} (where `fxgolden run` "
           "passes), so its compiler defaults can be compared with the tested torch's")
    if driver.get("torch") != goldens_torch:
        return (f"the goldens were made with torch {goldens_torch}, but the nightly's driver runs torch "
                f"{driver.get('torch')}, so the goldens' compiler defaults could not be consulted; {fix}")
    if tested.get("torch") == goldens_torch and driver.get("configs") == tested.get("configs"):
        return (f"the torch under test is the goldens' own torch {goldens_torch} with the same compiler defaults, "
                "so no setting can explain a drift; look at the environment and the case instead")
    return ""


def dump_defaults(python: Path | str, *, cwd: Path, env: Mapping[str, str]) -> dict[str, Any]:
    """The compiler config defaults of ``python``'s torch, in a fresh process."""
    result = subprocess.run([str(python), "-c", _DUMP % (MODULES,)], cwd=cwd, env=dict(env), capture_output=True,
                            text=True, timeout=600, check=False)
    if result.returncode != 0:
        raise RuntimeError(f"config dump with {python} failed:\n" + "\n".join(result.stderr.splitlines()[-10:]))
    return json.loads(result.stdout.strip().splitlines()[-1])


def _both_paths(before: Any, after: Any) -> bool:
    """Two absolute paths: a default that says where torch is installed (``_dynamo.config.base_dir``)."""
    return isinstance(before, str) and isinstance(after, str) and before.startswith("/") and after.startswith("/")


def candidates(old: Mapping[str, Any], new: Mapping[str, Any]) -> list[Setting]:
    """Settings whose default differs, then boolean settings only the new torch has and has on.

    Defaults that are paths differ with every install location, not with the compiler, so they are
    no candidates (measured: three of four "differing" settings of one torch in two venvs were paths).
    """
    found = []
    for module in MODULES:
        before, after = old.get("configs", {}).get(module, {}), new.get("configs", {}).get(module, {})
        for name in sorted(after):
            if name in before and before[name] != after[name] and not _both_paths(before[name], after[name]):
                found.append(Setting(module, name, before[name], after[name]))
            elif name not in before and after[name] is True:
                found.append(Setting(module, name, None, True, only_new=True))
    return found


def overrides(settings: Sequence[Setting]) -> dict[str, dict[str, Any]]:
    """``CONFIG_ENV``'s value for reverting ``settings``."""
    out: dict[str, dict[str, Any]] = {}
    for setting in settings:
        out.setdefault(setting.module, {})[setting.name] = setting.revert
    return out


class BudgetExhausted(Exception):
    """No rerun may start: the root cause's rerun budget or the job's time budget is spent."""


def minimal_set(settings: Sequence[Setting], gone: Callable[[Sequence[Setting]], bool], *,
                all_gone: bool | None = None) -> list[Setting] | None:
    """The smallest set found by halving whose reversal makes the change go, or None when all of them do not.

    ``gone(subset)`` reruns with ``subset`` reverted. With one responsible setting among n this
    costs about 2·log2(n) reruns; settings that only act together are kept together. ``all_gone``: what
    reverting them all did, where a rerun already showed it.
    """
    if not settings or not (gone(settings) if all_gone is None else all_gone):
        return None

    def shrink(part: list[Setting], fixed: list[Setting]) -> list[Setting]:
        if len(part) <= 1:
            return part
        half = len(part) // 2
        first, second = part[:half], part[half:]
        if gone(fixed + first):
            return shrink(first, fixed)
        if gone(fixed + second):
            return shrink(second, fixed)
        kept_first = shrink(first, fixed + second)  # both halves hold a part of the cause
        return kept_first + shrink(second, fixed + kept_first)

    return shrink(list(settings), [])


def explain(settings: Sequence[Setting], rerun: Callable[[dict[str, dict[str, Any]]], bool], *,
            max_reruns: int, deadline: float, known: Sequence[Sequence[Setting]] = (),
            all_gone: bool | None = None, shared_by: int = 0) -> Explanation:
    """Bisect ``settings`` with ``rerun(overrides) -> change gone``, within ``max_reruns`` and ``deadline``.

    ``known``: the sets that explained other root causes of the same run. Each is tried first, with
    one rerun, before any bisection: one setting change usually makes many rows.

    ``all_gone``: whether reverting every setting made the change go, where one rerun of every root
    cause's case showed it (``shared_by`` root causes): a change that stays is explained by no subset,
    and costs no rerun of its own.
    """
    found = _bisected(settings, rerun, max_reruns=max_reruns, deadline=deadline, known=known, all_gone=all_gone)
    return dataclasses.replace(found, shared_by=shared_by)


def _bisected(settings: Sequence[Setting], rerun: Callable[[dict[str, dict[str, Any]]], bool], *,
              max_reruns: int, deadline: float, known: Sequence[Sequence[Setting]],
              all_gone: bool | None) -> Explanation:
    """``explain``'s search, and what it cost this root cause."""
    start, count = time.monotonic(), 0
    if not settings:
        return Explanation([], 0, 0.0, "no-candidates")
    if all_gone is False:
        return Explanation([], 0, 0.0, "unexplained")
    for earlier in known:
        if count >= max_reruns or time.monotonic() >= deadline:
            return Explanation([], count, time.monotonic() - start, "budget")
        count += 1
        if rerun(overrides(earlier)):
            return Explanation(list(earlier), count, time.monotonic() - start, "explained")

    def gone(subset: Sequence[Setting]) -> bool:
        nonlocal count
        if count >= max_reruns or time.monotonic() >= deadline:
            raise BudgetExhausted
        count += 1
        return rerun(overrides(subset))

    try:
        found = minimal_set(settings, gone, all_gone=all_gone)
    except BudgetExhausted:
        return Explanation([], count, time.monotonic() - start, "budget")
    outcome = "explained" if found else "unexplained"
    return Explanation(found or [], count, time.monotonic() - start, outcome)


def cause_gone(outcome: "Outcome | None", changes: Sequence["Change"], cause: "RootCause") -> bool:
    """Whether a rerun no longer shows the root cause ``cause`` on its representative artifact.

    ``outcome`` is the artifact's outcome in the rerun, ``changes`` its changes against the golden.
    The artifact need not match: one artifact often holds several root causes (the overlap reorder
    and the grouped asserts in the same TP wrapper), and reverting one setting removes only its own.
    So the cause is gone when the artifact matches, or still differs but for other reasons only.
    """
    if outcome is Outcome.MATCH:
        return True
    if outcome is not Outcome.CHANGED or not changes:
        return False
    return not any(cause.shown_by(change) for change in changes)


def old_defaults_python() -> str:
    """The driver's own interpreter: the torch that made the goldens (the cpu profile's)."""
    return sys.executable
