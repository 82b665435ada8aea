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


def _layer(number: int) -> list[str]:
    return [f"{line} @ layers.{number}.{part}" for line, part in zip(BLOCK, ("fsdp", "attention.wo", "feed_forward"))]


@pytest.mark.parametrize("order", ["forward", "backward"])
def test_a_block_per_layer_is_written_once_with_its_layer_numbers_counted_on(order: str) -> None:
    layers = list(range(80)) if order == "forward" else list(range(79, -1, -1))
    text = _log([_layer(n) for n in layers])
    shown = present(text)
    assert full(shown) == text
    direction = "up" if order == "forward" else "down"
    assert f"# 80 times, the next 3 lines, the layer number going {direction} 1 each time:" in shown
    assert shown.count(" @ layers.") == 3 and f"@ layers.{layers[0]}.fsdp" in shown


def test_a_change_in_one_layer_is_written_in_that_layer_and_the_run_goes_on_after_it() -> None:
    changed = [line.replace("[8, 64]", "[8, 65]") for line in _layer(40)]
    text = _log([_layer(n) for n in range(40)] + [changed] + [_layer(n) for n in range(41, 80)])
    shown = present(text)
    assert full(shown) == text
    assert "# 40 times, the next 3 lines, the layer number going up 1 each time:" in shown
    assert "# 39 times, the next 3 lines, the layer number going up 1 each time:" in shown
    lines = shown.splitlines()
    at = lines.index("# (end of the 40 times)")
    assert lines[at + 1:at + 4] == changed and lines[at + 5] == _layer(41)[0]


def test_a_log_whose_modules_are_not_numbered_folds_as_before() -> None:
    text = _log([[f"{line} @ tok_embeddings" for line in BLOCK]] * 10)
    shown = present(text)
    assert full(shown) == text and "# 10 times, the next 3 lines:" in shown
