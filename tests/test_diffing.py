"""fxgolden.base.diffing: patience diffs whose common ends are left out of the matching."""

from __future__ import annotations

import random
import re

import patiencediff
import pytest

from fxgolden.base.diffing import unified_diff

_HUNK = re.compile(r"@@ -(\d+),(\d+) \+(\d+),(\d+) @@")


def _plain_patience(old: str, new: str, context: int) -> str:
    lines = patiencediff.unified_diff(old.splitlines(keepends=True), new.splitlines(keepends=True), "old", "new",
                                      n=context, sequencematcher=patiencediff.PatienceSequenceMatcher)
    return "".join(line if line.endswith("\n") else line + "\n" for line in lines)


def _apply(old: str, diff: str, context: int) -> str:
    """``old`` patched with ``diff``; every hunk's context and removed lines must be ``old``'s own."""
    old_lines, out, done = old.splitlines(), [], 0
    body = diff.splitlines()[2:]
    while body:
        header = _HUNK.match(body.pop(0))
        assert header, diff
        start = int(header[1]) - 1  # patiencediff writes i1 + 1, also for an empty range
        hunk = []
        while body and not body[0].startswith("@@ "):
            hunk.append(body.pop(0))
        assert len([l for l in hunk if l[0] in " -"]) == int(header[2]), diff
        leading = next((i for i, line in enumerate(hunk) if line[0] != " "), len(hunk))
        assert leading == context or start == 0, f"hunk at line {start + 1} has {leading} lines of context:\n{diff}"
        out += old_lines[done:start]
        done = start
        for line in hunk:
            if line[0] in " -":
                assert old_lines[done] == line[1:], diff
                done += 1
            if line[0] in " +":
                out.append(line[1:])
    return "\n".join(out + old_lines[done:])


def _edited(rng: random.Random, lines: list[str], fresh) -> list[str]:
    new = list(lines)
    for _ in range(rng.randint(0, 4)):
        at = rng.randint(0, len(new))
        roll = rng.random()
        if roll < 0.4:
            new.insert(at, fresh())
        elif new and roll < 0.8:
            del new[min(at, len(new) - 1)]
        elif new:
            new[min(at, len(new) - 1)] = fresh()
    return new


def test_with_unique_lines_the_diff_is_plain_patience_diff():
    """Where every line is unique, leaving the common ends out changes no byte of the diff."""
    rng = random.Random(0)
    for _ in range(400):
        old = [f"v{k}" for k in rng.sample(range(10_000), rng.randint(0, 40))]
        new = _edited(rng, old, lambda: f"n{rng.random()}")
        context = rng.randint(0, 4)
        old_text, new_text = "\n".join(old) + "\n", "\n".join(new) + "\n"
        got = unified_diff(old_text, new_text, old_label="old", new_label="new", context=context).full
        assert got == _plain_patience(old_text, new_text, context)


def test_with_repeated_lines_every_diff_applies_with_full_context():
    """Repeated lines make more than one diff right; each one given must patch old into new."""
    rng = random.Random(1)
    for _ in range(600):
        old = [f"l{rng.randint(0, 9)}" for _ in range(rng.randint(0, 40))]
        new = _edited(rng, old, lambda: f"l{rng.randint(0, 12)}")
        context = rng.randint(0, 4)
        old_text, new_text = "\n".join(old), "\n".join(new)
        diff = unified_diff(old_text, new_text, old_label="old", new_label="new", context=context)
        assert _apply(old_text, diff.full, context) == new_text
        assert (diff.full == "") == (old_text.splitlines() == new_text.splitlines())


@pytest.mark.parametrize("old,new", [("", ""), ("", "a\n"), ("a\n", ""), ("a\nb\n", "a\nb\n"), ("a\nb", "a\nb\n"),
                                     ("a\n", "a\na\n"), ("a\na\n", "a\n")])
def test_edge_cases_match_plain_patience_diff(old, new):
    assert unified_diff(old, new, old_label="old", new_label="new").full == _plain_patience(old, new, 3)


def test_one_change_in_a_long_artifact_is_numbered_in_the_whole_text():
    old = [f"    v{i}: f32[{i}] = torch.ops.aten.relu.default(v{i - 1})" for i in range(50_000)]
    new = list(old)
    new[31_337] = new[31_337].replace("relu", "gelu")
    diff = unified_diff("\n".join(old) + "\n", "\n".join(new) + "\n", old_label="old", new_label="new")
    assert diff.full.splitlines()[2] == "@@ -31335,7 +31335,7 @@"
    assert (diff.added, diff.removed) == (1, 1)


def test_lines_are_separated_by_newlines_only():
    """A carriage return or form feed is part of its line, as in the golden file; it does not split it."""
    diff = unified_diff("a\rb\nkeep\n", "a\rc\nkeep\n", old_label="old", new_label="new")
    assert (diff.added, diff.removed) == (1, 1)
    assert "-a\rb\n+a\rc\n" in diff.full
