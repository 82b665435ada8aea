"""An edit to the central layer of a real model's short run changes that layer's lines only (issue 41).

The graphs under tests/data/layer_edits/ are the backward graphs fxgolden normalized (full text, before the
golden form) for a scratch project on Hugging Face transformers 4.57, each before and after one edit to the
project's own code in one layer: a router's logits doubled in layer 1 of a 3-layer Mixtral (torch 2.13), the MLP
gate scaled in layer 2 of a 4-layer Llama under tensor parallel (torch 2.13: AOT saves the MLP weight
transposes of two layers and recomputes them in the other two), and the T5 dense activation scaled in encoder
block 1 (torch 2.14.1: the edited block saves a view the others recompute). No two layers of any of these runs
are alike, and the edited layer was the one the others folded on.
"""

from __future__ import annotations

import difflib
import gzip
import re
from pathlib import Path

import pytest

from fxgolden.text import golden_form
from fxgolden.text.fold_lines import PATTERN

DATA = Path(__file__).parent / "data" / "layer_edits"
_OWNER = re.compile(r"^ {8}#[>=] (\S+?)[: ]")

EDITS = [
    ("mixtral3_torch2.13_layer1", "model.layers.1", "L1"),
    ("llama_tp4_torch2.13_layer2", "model.layers.2", "L2"),
    ("t5_torch2.14.1_encoder_block1", "encoder.block.1", "eL1"),
]


def _read(name: str, side: str) -> str:
    return gzip.decompress((DATA / f"{name}.{side}.py.gz").read_bytes()).decode()


def _outside(old: str, new: str, layer: str, tag: str) -> list[str]:
    """The changed lines of two golden forms that are not the edited layer's: in no block of it (a provenance,
    fold or pattern line of its own starts its block) and naming none of its values (``add_L1_3``)."""

    def owners(lines: list[str]) -> list[str]:
        owner, found = "", []
        for line in lines:
            started = _OWNER.match(line)
            owner = started.group(1) if started else owner
            found.append(owner)
        return found

    a, b = old.split("\n"), new.split("\n")
    owned_a, owned_b = owners(a), owners(b)
    outside = []
    for op, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if op == "equal":
            continue
        for lines, owned, span in ((a, owned_a, range(i1, i2)), (b, owned_b, range(j1, j2))):
            outside += [lines[at] for at in span
                        if not (owned[at].startswith(layer + ".") or owned[at] == layer or f"_{tag}" in lines[at])]
    return outside


@pytest.mark.parametrize(("name", "layer", "tag"), EDITS, ids=[name for name, _, _ in EDITS])
def test_an_edit_to_the_layer_the_run_folded_on_changes_its_lines_only(name: str, layer: str, tag: str) -> None:
    base, edited = _read(name, "base"), _read(name, "edit")
    old, new = golden_form.present(base), golden_form.present(edited)
    assert golden_form.full(old) == base and golden_form.full(new) == edited
    assert any(PATTERN.match(line) for line in new.split("\n"))  # the run folds on a pattern, before and after
    assert old != new
    assert _outside(old, new, layer, tag) == []
