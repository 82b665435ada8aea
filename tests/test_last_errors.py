"""`fxgolden review` after a run with errors says where they are (golden.last_errors)."""

from __future__ import annotations

from pathlib import Path

from fxgolden.golden import last_errors


def test_a_run_replaces_the_entries_of_the_cases_it_ran_and_keeps_the_others(tmp_path: Path) -> None:
    path = last_errors.path_of(tmp_path, "cpu")
    last_errors.update(path, {"a", "b"}, {"a": "case 'a' failed in phase world: boom\n  fix: check it"})
    assert last_errors.read(path) == {"a": "case 'a' failed in phase world: boom\n  fix: check it"}
    lines = last_errors.lines(path)
    assert lines[0].startswith("errored in the last run (1)") and "a: case 'a' failed" in lines[1]
    assert lines[2].strip() == "fix: check it"
    last_errors.update(path, {"b"}, {"b": "case 'b' raised"})  # 'a' did not run: its entry stays
    assert set(last_errors.read(path)) == {"a", "b"}
    last_errors.update(path, {"a", "b"}, {})  # both ran clean: nothing is left, nor the file
    assert not path.exists() and last_errors.lines(path) == []


def test_an_unreadable_file_reads_as_no_errors(tmp_path: Path) -> None:
    path = last_errors.path_of(tmp_path, "cpu")
    path.parent.mkdir(parents=True)
    path.write_text("{not json")
    assert last_errors.read(path) == {}
