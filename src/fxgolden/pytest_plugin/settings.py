"""Settings of one run, built once from pytest options or CLI arguments."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path
from typing import Any

import pytest

from fxgolden.base.errors import UsageError
from fxgolden.base.project import Project, find_project
from fxgolden.golden.compare import UnusedPolicy
from fxgolden.golden.policy import CONFIG_OVERRIDES_ENV, UpdateMode
from fxgolden.golden.store import GoldenStore
from fxgolden.isolate import result_cache as result_cache_mod
from fxgolden.isolate.memory import cap_bytes
from fxgolden.pytest_plugin import options, syrupy_options
from fxgolden.pytest_plugin.options import DEFAULT_LOCK_TIMEOUT_S, DEFAULT_TIMEOUT_S
from fxgolden.run.spec import RunSpec

_SETTINGS_KEY = pytest.StashKey["Settings | UsageError"]()


@dataclasses.dataclass(frozen=True)
class Settings:
    """Everything a golden run needs to know, from options."""

    project: Project
    profile: str
    mode: UpdateMode
    case_patterns: tuple[str, ...] = ()
    numerics: bool = True
    allow_version_drift: bool = False
    world: str = "fake"  # fake: golden comparison; gloo/nccl: real-process-group cross-check
    codegen_only: bool = False  # Inductor code without building or running kernels; implies no numerics
    fake_tensors: bool = False  # every case captured on fake tensors (fxgolden.capture.fake_tensors); no numerics
    real_tensors: bool = False  # cases declared on fake tensors captured on real ones (the proof both agree)
    max_memory_bytes: int = 0  # cap of each case process's resident set (fxgolden.isolate.memory); 0: none
    in_process: bool = False  # run cases in this process (debugging) instead of one fresh process each
    in_process_many: bool = False  # --fxgolden-in-process=all: more than one case in this process (the bench)
    timeout_s: float | None = DEFAULT_TIMEOUT_S  # per-case time limit of every case process; None: no limit
    lock_timeout_s: float = DEFAULT_LOCK_TIMEOUT_S  # how long an update waits for the profile's lock; negative: none
    result_cache: bool = True  # store clean runs' results (fxgolden.isolate.result_cache); off: FXGOLDEN_RESULT_CACHE=0
    no_reuse: bool = False  # --fxgolden-no-result-cache: compile every case, refreshing the stored results
    jobs: int = 1  # case processes running at once in this pytest process (isolation.LookAhead)
    config_overrides: str = ""  # CONFIG_OVERRIDES_ENV's JSON, read once
    unused: UnusedPolicy = dataclasses.field(default_factory=UnusedPolicy)  # --snapshot-warn-unused / -no-cleanup
    show_diffs: bool = True  # --snapshot-diff-mode=disabled: failures name the pending actual but show no diff

    @property
    def spec(self) -> RunSpec:
        """How every case of this run runs (the child gets this one value)."""
        return RunSpec(profile=self.profile, numerics=self.numerics, codegen_only=self.codegen_only,
                       fake_tensors=self.fake_tensors, real_tensors=self.real_tensors,
                       max_memory_bytes=self.max_memory_bytes,
                       project_root=str(self.project.root), config_overrides=self.config_overrides)

    @property
    def reuse_results(self) -> bool:
        """An update run stores its results but reuses none: a golden is always written from a real compile."""
        return self.result_cache and not self.no_reuse and self.mode is UpdateMode.PENDING

    @property
    def store(self) -> GoldenStore:
        """The goldens of the chosen profile."""
        return GoldenStore(goldens_root=self.project.goldens_dir, profile=self.profile,
                           pending_root=self.project.pending_dir)

    @classmethod
    def from_config(cls, config: Any) -> "Settings":
        """This pytest run's settings, built once (the plugin's hooks and the session all ask).

        A refusal (a bad option, no project) is kept too and raised again to each caller.
        """
        cached = config.stash.get(_SETTINGS_KEY, None)
        if cached is None:
            try:
                cached = cls._read(config)
            except UsageError as error:
                cached = error
            config.stash[_SETTINGS_KEY] = cached
        if isinstance(cached, UsageError):
            raise cached
        return cached

    @classmethod
    def _read(cls, config: Any) -> "Settings":
        """Settings from fxgolden's options (``options.read``) and syrupy's (``syrupy_options``), checked together."""
        option, values = config.option, options.read(config)
        syrupy_options.check(option)
        writes = syrupy_options.requested_mode(option) is not UpdateMode.PENDING
        if values.codegen_only and writes:
            raise UsageError("--fxgolden-codegen-only compares only: it builds no kernel and checks no numerics, "
                             "so it never writes goldens. Regenerate them with a full run (`fxgolden run --update`).")
        if values.in_process and writes:
            raise UsageError("--fxgolden-in-process runs every case in one process, where a golden can depend on "
                             "the cases that ran before it; it never writes goldens. Drop it to regenerate.")
        options.check(values)
        if values.jobs > 1 and values.in_process:
            raise UsageError("--fxgolden-jobs runs cases in processes of their own; --fxgolden-in-process runs them "
                             "in pytest's. Drop one of them.")
        project = find_project(Path(values.root) if values.root else Path(str(config.rootpath)))
        mode = syrupy_options.update_mode(config)
        return cls(
            project=project,
            profile=values.profile or project.default_profile,
            mode=mode,
            case_patterns=values.cases,
            numerics=values.numerics,
            allow_version_drift=values.allow_version_drift,
            world=values.world,
            codegen_only=values.codegen_only,
            fake_tensors=values.fake_tensors,
            real_tensors=values.real_tensors,
            max_memory_bytes=cap_bytes(values.max_memory),
            in_process=values.in_process,
            in_process_many=values.in_process_many,
            timeout_s=values.timeout_s,
            lock_timeout_s=values.lock_timeout_s,
            jobs=values.jobs,
            result_cache=result_cache_mod.enabled_by_environment(),
            no_reuse=values.no_result_cache,
            config_overrides=os.environ.get(CONFIG_OVERRIDES_ENV, ""),
            unused=syrupy_options.unused_policy(option),
            show_diffs=syrupy_options.show_diffs(option),
        )
