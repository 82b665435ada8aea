"""Every ``--fxgolden-*`` option, declared once: its flag, default and help feed pytest's parser, the
``fxgolden`` command's parser and the one reader of a run's values (``read``).

The ``fxgolden`` command passes the options it was given to pytest as the same flags
(``pytest_argv``), so `fxgolden run --timeout 30` and `pytest --fxgolden-timeout 30` are one setting
with one default, and a default changed here changes both.
"""

from __future__ import annotations

import argparse
import dataclasses
from typing import Any, Callable

import pytest

from fxgolden.base import timeouts

DEFAULT_TIMEOUT_S = timeouts.CASE_S
DEFAULT_LOCK_TIMEOUT_S = timeouts.LOCK_S

ORDERS = "auto|catalog|longest|reverse|shuffle[:SEED]"


@dataclasses.dataclass(frozen=True)
class Option:
    """One option: ``--fxgolden-<name>`` for pytest, ``cli`` (when given) for the ``fxgolden`` command."""

    name: str
    help: str
    default: Any = None
    type: Callable[[str], Any] | None = None
    flag_only: bool = False  # a switch (store_true)
    repeat: bool = False  # may be given several times (append)
    nargs: str | None = None  # "?": a flag that may take a value (``const`` when given bare)
    const: Any = None
    choices: tuple[str, ...] | None = None
    metavar: str | None = None
    cli: tuple[str, ...] = ()  # its spelling on `fxgolden run` / `capture`, e.g. ("--timeout",)

    @property
    def flag(self) -> str:
        return f"--fxgolden-{self.name}"

    @property
    def dest(self) -> str:
        return "fxgolden_" + self.name.replace("-", "_") + ("s" if self.repeat else "")

    def _kwargs(self) -> dict[str, Any]:
        if self.flag_only:
            return {"action": "store_true", "help": self.help}
        kwargs: dict[str, Any] = {"help": self.help, "default": [] if self.repeat else self.default}
        if self.repeat:
            kwargs["action"] = "append"
        for key in ("type", "choices", "metavar", "nargs", "const"):
            if getattr(self, key) is not None:
                kwargs[key] = getattr(self, key)
        return kwargs


OPTIONS: tuple[Option, ...] = (
    Option("profile", "profile whose goldens to compare (default: [tool.fxgolden] default_profile, 'cpu')",
           metavar="NAME", cli=("--profile",)),
    Option("case", "run only cases whose id equals or glob-matches this (repeatable)", repeat=True),
    Option("no-numerics", "skip the eager reference and the numerical parity check", flag_only=True,
           cli=("--no-numerics",)),
    Option("fake-tensors", "capture every case on fake tensors (torch's FakeTensorMode): the same goldens with no "
           "weight or activation allocated and no kernel built or run, as a case declared tensors=Tensors.FAKE; "
           "implies "
           "--fxgolden-no-numerics", flag_only=True, cli=("--fake-tensors",)),
    Option("real-tensors", "capture cases declared tensors=Tensors.FAKE on real tensors, with numerics, where they fit "
           "in memory: their goldens must not change", flag_only=True, cli=("--real-tensors",)),
    Option("allow-version-drift", "compare against goldens made with another torch (the nightly drift job)",
           flag_only=True),
    Option("world", "fake: compare with goldens (default); gloo/nccl: run each case in N real processes and "
           "check every rank against its fake-PG capture", default="fake", choices=("fake", "gloo", "nccl")),
    Option("codegen-only", "capture Inductor code without building or running kernels (every kernel a no-op); "
           "implies --fxgolden-no-numerics and never writes goldens (diff-only runs, the nightly)", flag_only=True,
           cli=("--codegen-only",)),
    Option("timeout", "per-case time limit of every process a case runs in (its isolated process, each rank of a "
           "real-process-group check); past it the processes are stopped and the case fails with its last output "
           f"(default {DEFAULT_TIMEOUT_S:g}; 0: no limit)", type=float, metavar="SECONDS", cli=("--timeout",)),
    Option("max-memory", "cap each case process's resident set (e.g. 2G, 1500M): past it the case is stopped and fails "
           "naming the cap; every case's peak memory is reported either way", metavar="SIZE", cli=("--max-memory",)),
    Option("in-process", "run a case in the pytest process instead of a fresh process of its own (for --pdb and "
           "profilers). Alone it runs one case, as one rank, which gives its isolated run's artifacts; =all runs "
           "every selected case in this one process (the bench's timing: a case compiled after another can then "
           "give other graphs). Updates are refused", nargs="?", const="one", choices=("one", "all")),
    Option("no-result-cache", "compile every case even when an identical earlier run (same case and fxgolden "
           "sources, torch build, profile, host and environment) left its results in the Inductor cache folder; "
           "also FXGOLDEN_RESULT_CACHE=0. Update runs never reuse results", flag_only=True,
           cli=("--no-result-cache",)),
    Option("jobs", "run up to N case processes at once from this pytest process: the cases pytest reaches next "
           "start while it compares the current one (one collection and one fork server, where -n N pays N); "
           "results are still compared in order (default 1)", type=int, metavar="N", cli=("-j", "--jobs")),
    Option("order", "order of the golden cases. auto (default): longest first by the durations of earlier runs "
           "when running with -n, catalog order otherwise; reverse or shuffle show that no golden depends on which "
           "cases ran before it", default="auto", metavar=ORDERS),
    Option("lock-timeout", "how long an update waits for another update of the same profile to finish "
           f"(default {DEFAULT_LOCK_TIMEOUT_S:g}; negative: no limit)", type=float, metavar="SECONDS"),
    Option("root", "project root holding pyproject.toml with [tool.fxgolden] (default: pytest rootdir)"),
)
_BY_NAME = {option.name: option for option in OPTIONS}


def add_to_pytest(parser: pytest.Parser) -> None:
    """Register every option in pytest's ``fxgolden`` group."""
    group = parser.getgroup("fxgolden", "fxgolden golden suite")
    for option in OPTIONS:
        group.addoption(option.flag, dest=option.dest, **option._kwargs())


def add_to_cli(parser: argparse.ArgumentParser, *names: str) -> None:
    """Give a ``fxgolden`` subcommand the options ``names``, spelled as ``Option.cli``, with pytest's help.

    Unset values stay None, so the command passes on only what was given and pytest applies the default.
    """
    for name in names:
        option = _BY_NAME[name]
        kwargs = option._kwargs()
        if not option.flag_only:
            kwargs["default"] = None
        parser.add_argument(*option.cli, dest=option.dest, **kwargs)


def pytest_argv(args: argparse.Namespace) -> list[str]:
    """The options a ``fxgolden`` command was given, as pytest flags."""
    argv: list[str] = []
    for option in OPTIONS:
        value = getattr(args, option.dest, None)
        if value is None or value is False:
            continue
        argv += [option.flag] if value is True or value == option.const else [f"{option.flag}={value}"]
    return argv


@dataclasses.dataclass(frozen=True)
class OptionValues:
    """A run's values of every ``--fxgolden-*`` option, read once from pytest's config (``read``)."""

    profile: str | None
    cases: tuple[str, ...]
    numerics: bool
    fake_tensors: bool
    real_tensors: bool
    allow_version_drift: bool
    world: str
    codegen_only: bool
    timeout_s: float | None  # None: no limit
    timeout_given: float | None  # as given (None: not given), for the error that names a bad value
    max_memory: str | None  # as given: a size (fxgolden.isolate.memory.parse_size), checked by ``check``
    in_process: bool
    in_process_many: bool  # --fxgolden-in-process=all: every selected case in this process (timing only)
    no_result_cache: bool
    jobs: int
    jobs_given: int | None
    order: str
    lock_timeout_s: float
    root: str | None


_VALUES_KEY = pytest.StashKey[OptionValues]()


def read(config: Any) -> OptionValues:
    """The one reader of fxgolden's pytest options (cached on the config)."""
    stash = getattr(config, "stash", None)
    if stash is not None and _VALUES_KEY in stash:
        return stash[_VALUES_KEY]
    values = _read(config.option)
    if stash is not None:
        stash[_VALUES_KEY] = values
    return values


def check(values: OptionValues) -> None:
    """Refuse values no run can use, before collection (pytest then prints the message, no traceback)."""
    from fxgolden.base.errors import UsageError

    if values.profile is not None:
        from fxgolden.base.profile import get_profile

        get_profile(values.profile)  # --fxgolden-profile names a folder below goldens/: only a known one
    if values.jobs_given is not None and values.jobs_given < 1:
        raise UsageError(f"--fxgolden-jobs {values.jobs_given}: give the number of case processes to run at once "
                         "(1 or more)")
    if values.fake_tensors and values.real_tensors:
        raise UsageError("--fxgolden-fake-tensors and --fxgolden-real-tensors ask for opposite captures: give one")
    if values.max_memory is not None:
        from fxgolden.isolate.memory import parse_size

        try:
            parse_size(values.max_memory)
        except ValueError as error:
            raise UsageError(f"--fxgolden-max-memory: {error}") from None
    if values.timeout_given is not None and values.timeout_given < 0:
        raise UsageError(f"--fxgolden-timeout {values.timeout_given:g}: give seconds (0 for no limit)")


def _read(option: Any) -> OptionValues:
    def get(name: str) -> Any:
        declared = _BY_NAME[name]
        return getattr(option, declared.dest, [] if declared.repeat else declared.default)

    timeout, lock_timeout, jobs = get("timeout"), get("lock-timeout"), get("jobs")
    codegen_only, fake_tensors = bool(get("codegen-only")), bool(get("fake-tensors"))
    return OptionValues(
        profile=get("profile"),
        cases=tuple(get("case") or ()),
        numerics=not (get("no-numerics") or codegen_only or fake_tensors),
        fake_tensors=fake_tensors,
        real_tensors=bool(get("real-tensors")),
        allow_version_drift=bool(get("allow-version-drift")),
        world=get("world") or "fake",
        codegen_only=codegen_only,
        timeout_s=DEFAULT_TIMEOUT_S if timeout is None else (float(timeout) or None),
        timeout_given=timeout,
        max_memory=get("max-memory"),
        in_process=get("in-process") is not None,
        in_process_many=get("in-process") == "all",
        no_result_cache=bool(get("no-result-cache")),
        jobs=int(jobs or 1),
        jobs_given=jobs,
        order=get("order") or "auto",
        lock_timeout_s=DEFAULT_LOCK_TIMEOUT_S if lock_timeout is None else float(lock_timeout),
        root=get("root"),
    )

