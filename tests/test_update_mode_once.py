"""A run's update mode is decided once, from syrupy's options, and every asker reads that decision (issue 42)."""

from __future__ import annotations

import types
from pathlib import Path

import pytest

from fxgolden.base.errors import UsageError
from fxgolden.golden import policy
from fxgolden.golden.policy import UpdateMode
from fxgolden.golden.store import GoldenStore
from fxgolden.golden.writer import GoldenWriter
from fxgolden.pytest_plugin import syrupy_options


def config(**flags: bool) -> types.SimpleNamespace:
    return types.SimpleNamespace(option=types.SimpleNamespace(**flags), stash=pytest.Stash())


@pytest.mark.parametrize(("flags", "expected"), [
    ({}, UpdateMode.PENDING),
    ({"update_snapshots": True}, UpdateMode.IN_PLACE),
    ({"update_new_snapshots_only": True}, UpdateMode.NEW_ONLY),
    ({"update_snapshots": True, "update_new_snapshots_only": True}, UpdateMode.IN_PLACE),
])
def test_what_the_options_ask_for(flags: dict[str, bool], expected: UpdateMode) -> None:
    assert syrupy_options.requested_mode(types.SimpleNamespace(**flags)) is expected


def test_the_policy_is_asked_once_per_run(monkeypatch: pytest.MonkeyPatch) -> None:
    asked = []

    def choose(update_requested: bool, *, new_only: bool = False, environ: dict[str, str] | None = None) -> UpdateMode:
        asked.append((update_requested, new_only))
        return UpdateMode.NEW_ONLY

    monkeypatch.setattr(policy, "choose_update_mode", choose)
    run = config(update_new_snapshots_only=True)
    assert syrupy_options.update_mode(run) is UpdateMode.NEW_ONLY
    run.option.update_snapshots = True  # asked again later: the decision stands
    assert syrupy_options.update_mode(run) is UpdateMode.NEW_ONLY
    assert asked == [(False, True)]


def test_a_ci_refusal_is_the_decision(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "1")
    with pytest.raises(UsageError, match="refuses to write goldens on CI"):
        syrupy_options.update_mode(config(update_snapshots=True))
    assert syrupy_options.update_mode(config()) is UpdateMode.PENDING  # a compare run is never refused


def test_the_writer_takes_the_decided_mode(tmp_path: Path) -> None:
    store = GoldenStore(tmp_path / "goldens", "cpu", tmp_path / ".fxgolden")
    with GoldenWriter.open(store, decided=UpdateMode.NEW_ONLY, environ={}) as writer:
        assert writer.new_only
    with GoldenWriter.open(store, decided=UpdateMode.IN_PLACE, environ={}) as writer:
        assert not writer.new_only
    with pytest.raises(UsageError, match="opens no writer"):
        GoldenWriter.open(store, decided=UpdateMode.PENDING)
