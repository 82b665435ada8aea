"""Settings of one run, built once from pytest options or CLI arguments."""

from __future__ import annotations

import dataclasses
import os
from pathlib import Path
from typing import Any

import pytest

from fxgolden.base.errors import UsageError
from fxgolden.base.project import Project, find_project
from fxgolden.golden.plan import UnusedPolicy
from fxgolden.golden.policy import CONFIG_OVERRIDES_ENV, UpdateMode
from fxgolden.golden.store import GoldenStore
from fxgolden.isolate import result_cache as result_cache_mod
from fxgolden.isolate.memory import cap_bytes
from fxgolden.pytest_plugin import options, syrupy_options
from fxgolden.pytest_plugin.options import OptionValues
from fxgolden.run.spec import RunSpec

_SETTINGS_KEY = pytest.StashKey["Settings | UsageError"]()


@dataclasses.dataclass(frozen=True)
class Settings:
    """Everything a golden run needs to know: fxgolden's options as ``options.read`` read them, once, in one
    record (``options``, never copied field by field, so a new option cannot be read one way here and another
    there), and what is derived from them with the project, syrupy's options and the environment."""

    project: Project
    options: OptionValues  # every --fxgolden-* option of the run
    mode: UpdateMode  # what the run may write (syrupy_options.update_mode: decided once)
    result_cache: bool = True  # store clean runs' results (fxgolden.isolate.result_cache); off: FXGOLDEN_RESULT_CACHE=0
    config_overrides: str = ""  # CONFIG_OVERRIDES_ENV's JSON, read once
    unused: UnusedPolicy = dataclasses.field(default_factory=UnusedPolicy)  # --snapshot-warn-unused / -no-cleanup
    show_diffs: bool = True  # --snapshot-diff-mode=disabled: failures name the pending actual but show no diff

    @property
    def profile(self) -> str:
        """--fxgolden-profile, else the project's default profile."""
        return self.options.profile or self.project.default_profile

    @property
    def max_memory_bytes(self) -> int:
        """The cap of each case process's resident set (fxgolden.isolate.memory); 0: none."""
        return cap_bytes(self.options.max_memory)

    @property
    def spec(self) -> RunSpec:
        """How every case of this run runs (the child gets this one value)."""
        given = self.options
        return RunSpec(profile=self.profile, numerics=given.numerics, codegen_only=given.codegen_only,
                       fake_tensors=given.fake_tensors, real_tensors=given.real_tensors,
                       max_memory_bytes=self.max_memory_bytes,
                       project_root=str(self.project.root), config_overrides=self.config_overrides)

    @property
    def reuse_results(self) -> bool:
        """An update run stores its results but reuses none: a golden is always written from a real compile."""
        return self.result_cache and not self.options.no_result_cache and self.mode is UpdateMode.PENDING

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
        return cls(project=project, options=values, mode=mode, result_cache=result_cache_mod.enabled_by_environment(),
                   config_overrides=os.environ.get(CONFIG_OVERRIDES_ENV, ""),
                   unused=syrupy_options.unused_policy(option), show_diffs=syrupy_options.show_diffs(option))
