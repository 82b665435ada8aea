"""Longest-first scheduling: recorded durations, estimates for new cases, the order handed to xdist."""

from __future__ import annotations

import json

from fxgolden.catalog.case import Backend, Case
from fxgolden.catalog.world import World
from fxgolden.pytest_plugin import durations
from fxgolden.pytest_plugin.ordering import reorder


def _case(case_id: str, backend: Backend = Backend.AOT_EAGER, per_rank: tuple[int, ...] = ()) -> Case:
    return Case(id=case_id, body=lambda ctx: None, backend=backend, world=World(size=4, rank=1), per_rank=per_rank)


def test_merge_keeps_other_profiles_and_updates_cases(tmp_path):
    path = durations.path_in(tmp_path)
    durations.merge(path, "cpu", {"a/x": 2.0, "a/y": 5.0})
    durations.merge(path, "cuda", {"a/x": 1.0})
    durations.merge(path, "cpu", {"a/x": 3.25})
    assert durations.load(path, "cpu") == {"a/x": 3.25, "a/y": 5.0}
    assert durations.load(path, "cuda") == {"a/x": 1.0}
    assert json.loads(path.read_text())["cpu"] == {"a/x": 3.25, "a/y": 5.0}


def test_a_garbled_file_is_no_durations_and_is_replaced(tmp_path):
    path = durations.path_in(tmp_path)
    path.write_text("{not json")
    assert durations.load(path, "cpu") == {}
    durations.merge(path, "cpu", {"a/x": 1.0})
    assert durations.load(path, "cpu") == {"a/x": 1.0}


def test_longest_first_uses_records_then_estimates():
    fast = _case("a/fast")
    inductor = _case("a/inductor", Backend.INDUCTOR)
    ranks = _case("a/ranks", Backend.INDUCTOR, per_rank=(1, 3))
    timed = _case("a/timed")
    order = durations.longest_first([fast, inductor, ranks, timed], {"a/timed": 30.0})
    assert [c.id for c in order] == ["a/timed", "a/ranks", "a/inductor", "a/fast"]


def test_reorder_longest_moves_only_golden_items_and_keeps_ties_in_place():
    items = ["unit", "g_short", "g_long", "g_mid", "g_tie"]
    seconds = {"g_short": 1.0, "g_long": 9.0, "g_mid": 4.0, "g_tie": 1.0}
    reorder(items, "longest", is_golden=lambda i: i.startswith("g_"), seconds=seconds.__getitem__)
    assert items == ["unit", "g_long", "g_mid", "g_short", "g_tie"]
