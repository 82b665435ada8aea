"""Settings of one run, built once from pytest options or CLI arguments."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path
from typing import Any

import pytest

from fxgolden.base.errors import UsageError
from fxgolden.base.profile import get_profile
from fxgolden.base.project import Project, find_project
from fxgolden.golden.compare import UnusedPolicy
from fxgolden.golden.policy import CONFIG_OVERRIDES_ENV, UpdateMode, choose_update_mode
from fxgolden.golden.store import GoldenStore
from fxgolden.isolate import result_cache as result_cache_mod
from fxgolden.pytest_plugin import syrupy_options
from fxgolden.run.runner import RunSpec

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
    in_process: bool = False  # run cases in this process (debugging) instead of one fresh process each
    timeout_s: float | None = 600.0  # per-case time limit of isolated runs; None: no limit
    lock_timeout_s: float = 900.0  # how long an update waits for the profile's lock; negative: no limit
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
        """The only reader of fxgolden's pytest options."""
        option = config.option
        root = getattr(option, "fxgolden_root", None)
        codegen_only = bool(getattr(option, "fxgolden_codegen_only", False))
        syrupy_options.check(option)
        if codegen_only and syrupy_options.writes_goldens(option):
            raise UsageError("--fxgolden-codegen-only compares only: it builds no kernel and checks no numerics, "
                             "so it never writes goldens. Regenerate them with a full run (`fxgolden run --update`).")
        in_process = bool(getattr(option, "fxgolden_in_process", False))
        if in_process and syrupy_options.writes_goldens(option):
            raise UsageError("--fxgolden-in-process runs every case in one process, where a golden can depend on "
                             "the cases that ran before it; it never writes goldens. Drop it to regenerate.")
        jobs = int(getattr(option, "fxgolden_jobs", None) or 1)
        if jobs < 1:
            raise UsageError(f"--fxgolden-jobs {jobs}: give the number of case processes to run at once (1 or more)")
        if jobs > 1 and in_process:
            raise UsageError("--fxgolden-jobs runs cases in processes of their own; --fxgolden-in-process runs them "
                             "in pytest's. Drop one of them.")
        timeout = getattr(option, "fxgolden_timeout", None)
        if timeout is not None and timeout < 0:
            raise UsageError(f"--fxgolden-timeout {timeout:g}: give seconds (0 for no limit)")
        project = find_project(Path(root) if root else Path(str(config.rootpath)))
        mode = choose_update_mode(bool(getattr(option, "update_snapshots", False)),
                                  new_only=bool(getattr(option, "update_new_snapshots_only", False)))
        profile = getattr(option, "fxgolden_profile", None)
        if profile is not None:
            get_profile(profile)  # --fxgolden-profile names a folder below goldens/: only a known one
        return cls(
            project=project,
            profile=profile or project.default_profile,
            mode=mode,
            case_patterns=tuple(getattr(option, "fxgolden_cases", None) or ()),
            numerics=not (getattr(option, "fxgolden_no_numerics", False) or codegen_only),
            allow_version_drift=bool(getattr(option, "fxgolden_allow_version_drift", False)),
            world=getattr(option, "fxgolden_world", None) or "fake",
            codegen_only=codegen_only,
            in_process=in_process,
            timeout_s=600.0 if timeout is None else (timeout or None),
            lock_timeout_s=900.0 if getattr(option, "fxgolden_lock_timeout", None) is None
            else float(option.fxgolden_lock_timeout),
            jobs=jobs,
            result_cache=result_cache_mod.enabled_by_environment(),
            no_reuse=bool(getattr(option, "fxgolden_no_result_cache", False)),
            config_overrides=os.environ.get(CONFIG_OVERRIDES_ENV, ""),
            unused=syrupy_options.unused_policy(option),
            show_diffs=syrupy_options.show_diffs(option),
        )
