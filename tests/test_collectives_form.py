"""The golden form of a collectives log: repeated blocks written once, losslessly, a changed block in its place."""

from __future__ import annotations

import pytest

from fxgolden.text.collectives_form import CollectivesFormError, full, present

BLOCK = ["fsdp: all_gather_into_tensor bfloat16[16] -> bfloat16[128]",
         "tp: all_gather_into_tensor bfloat16[8, 64] -> bfloat16[64, 64]",
         "tp: reduce_scatter_tensor bfloat16[64, 64] -> bfloat16[8, 64] (sum)"]
HEAD = ["# collectives the process group ran while the case body ran, in order (eager and compiled)",
        "# from the first compiled call on", "tp: broadcast float32[8] (root 0)"]


def _log(blocks: list[list[str]]) -> str:
    return "\n".join(HEAD + [line for block in blocks for line in block]) + "\n"


def test_repeated_blocks_are_written_once_and_read_back_whole() -> None:
    text = _log([BLOCK] * 80)
    shown = present(text)
    assert full(shown) == text
    assert shown.count(BLOCK[0]) == 1
    assert "# 80 times, the next 3 lines:" in shown and "# (end of the 80 times)" in shown


def test_a_changed_block_is_written_in_its_place() -> None:
    changed = [BLOCK[0], BLOCK[1].replace("[8, 64]", "[8, 65]"), BLOCK[2]]
    text = _log([BLOCK] * 40 + [changed] + [BLOCK] * 39)
    shown = present(text)
    assert full(shown) == text
    assert "# 40 times, the next 3 lines:" in shown and "# 39 times, the next 3 lines:" in shown
    lines = shown.splitlines()
    at = lines.index("# (end of the 40 times)")
    assert lines[at + 1:at + 4] == changed


@pytest.mark.parametrize("copies", [2, 7])
def test_short_logs_read_as_they_are(copies: int) -> None:
    text = _log([BLOCK] * copies)  # 2 copies, or 21 lines: under the thresholds
    assert present(text) == text


def test_a_section_marker_ends_a_run() -> None:
    text = "\n".join(HEAD[:1] + ["# setup: before the first compiled call (building, sharding, parallelizing)"]
                     + BLOCK * 10 + HEAD[1:2] + BLOCK * 10) + "\n"
    shown = present(text)
    assert full(shown) == text
    assert shown.count("# 10 times, the next 3 lines:") == 2


@pytest.mark.parametrize("edit", [
    lambda shown: shown.replace("# (end of the 80 times)", "# (end of the 8 times)"),
    lambda shown: shown.replace("the next 3 lines", "the next 4 lines"),
    lambda shown: shown[:shown.index("# (end of")],
])
def test_a_fold_that_does_not_read_back_is_an_error_naming_the_line(edit) -> None:
    with pytest.raises(CollectivesFormError, match="line 4: '# 80 times, the next"):
        full(edit(present(_log([BLOCK] * 80))))
