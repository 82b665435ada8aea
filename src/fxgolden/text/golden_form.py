"""An FX golden as a person reviews it at a model's scale, losslessly: ``present`` and its inverse ``full``.

A model's graph repeats itself: six identical transformer layers print as six copies, Dynamo aliases every
parameter (``l_x = L_x``) before using it, and a signature with a hundred parameters is one line. The golden
form writes each repeated layer once (``fxgolden.text.layer_folding``), states the aliases once
(``fxgolden.text.fx_body``), and keeps every line within ``LIMIT`` characters (``fxgolden.text.long_lines``).
A layer that differs from every earlier one is written out, so a change in one layer shows in that layer.

``full(present(text)) == text`` always: ``present`` checks it and falls back to what it can undo (exact
folds only, then wrapping only, then nothing). Checks and the review read ``full`` text; the golden file
holds ``present`` text.
"""

from __future__ import annotations

import re

from fxgolden.text.fx_body import LIMIT, OUTER_DEF, condense_aliases, expand_aliases
from fxgolden.text.layer_folding import FOLD, PROVENANCE, fold, unfold
from fxgolden.text.long_lines import OPENED_BEFORE, OPENERS, restore_names, unwrap, wrap_shortened

__all__ = ["FOLD", "LIMIT", "PROVENANCE", "full", "present"]

# What ``full`` undoes, in one scan from each newline: a line that starts with a fold or legend mark, or one
# that ends opened (``long_lines.has_wrapped``). A mark anywhere else undoes nothing.
_FORM_LINE = re.compile(rf"\n(?:[ \t]*+#[=~] |{OPENED_BEFORE})").search


def present(text: str) -> str:
    """The golden form of normalized FX graph code (see the module's docstring)."""
    if OUTER_DEF not in text:
        return text
    condensed = condense_aliases(text)
    for partial in (True, False):
        shown = wrap_shortened(fold(condensed, partial=partial))
        if full(shown) == text:
            return shown
    shown = wrap_shortened(text)
    return shown if full(shown) == text else text


def full(text: str) -> str:
    """The normalized graph code a golden form stands for: wrapped lines joined, layers unfolded, aliases
    written out."""
    if not _FORM_LINE(text) and not text.endswith(OPENERS):
        return text
    return expand_aliases(unfold(restore_names(unwrap(text))))
