"""An FX golden as a person reviews it at a model's scale, losslessly: ``present`` and its inverse ``full``.

A model's graph repeats itself: six identical transformer layers print as six copies, Dynamo aliases every
parameter (``l_x = L_x``) before using it, and a signature with a hundred parameters is one line. The golden
form writes each repeated layer once (``fxgolden.text.layer_folding``), states the aliases once
(``fxgolden.text.fx_body``), and keeps every line within ``LIMIT`` characters (``fxgolden.text.long_lines``).
A layer that differs from every earlier one is written out, so a change in one layer shows in that layer.

``full(present(text)) == text`` for every text, so two graphs never share a golden: ``present`` checks it and
falls back to what it can undo (exact folds only, then wrapping only, then nothing). A line of the graph that
the form would read as its own syntax (``#= ``, ``#~ ``, a statement that ends with ``(``) is marked
``#| `` in every one of them (``fxgolden.text.verbatim``), so even the last fallback reads back; were that to
fail, ``present`` raises ``UnrepresentableText`` rather than return a form it did not check.

``full`` of a form that does not read back (a hand edit: a fold of a layer not written above it, a pairs line
that does not say ``a -> b``, a fold whose ``N lines`` is not its layer's length, a wrapped line never closed)
raises ``MalformedGoldenForm``, naming the line. Checks and the review read ``full`` text; the golden file
holds ``present`` text.
"""

from __future__ import annotations

import functools
import re
from typing import Callable

from fxgolden.text import verbatim
from fxgolden.text.form_errors import GoldenFormError, MalformedGoldenForm, UnrepresentableText
from fxgolden.text.fx_body import LIMIT, OUTER_DEF, condense_aliases, expand_aliases
from fxgolden.text.layer_folding import FOLD, PROVENANCE, fold, unfold
from fxgolden.text.long_lines import OPENED_BEFORE, OPENERS, restore_names, unwrap, wrap_shortened

__all__ = ["FOLD", "LIMIT", "PROVENANCE", "GoldenFormError", "MalformedGoldenForm", "UnrepresentableText", "full",
           "present"]

# What ``full`` undoes, in one scan from each newline: a line that starts with a fold, legend or verbatim mark,
# or one that ends opened (``long_lines.has_wrapped``). A mark anywhere else undoes nothing.
_FORM_LINE = re.compile(rf"\n(?:[ \t]*+#[=~|] |{OPENED_BEFORE})").search
_FIRST_FORM_LINE = re.compile(r"[ \t]*+#[=~|] ").match
# A fold or legend line that ``full`` has read leaves none behind: one that is still there is no part of the form.
# Sought, with the verbatim marks, in one scan from each newline (the first line apart).
_SYNTAX_LEFT = re.compile(r"\n[ \t]*+#[=~|] ").search
_FIRST_SYNTAX_LEFT = re.compile(r"[ \t]*+#[=~|] ").match
_LEFT_OVER = re.compile(r"(?m)^[ \t]*+#[=~] .*+$").search


def present(text: str) -> str:
    """The golden form of normalized FX graph code (see the module's docstring)."""
    marked = verbatim.escape(text)
    if OUTER_DEF in marked:
        for make in (lambda: wrap_shortened(fold(condense_aliases(marked), partial=True)),
                     lambda: wrap_shortened(fold(condense_aliases(marked), partial=False)),
                     lambda: wrap_shortened(marked)):
            shown = _reads_back(make, text)
            if shown is not None:
                return shown
    if _reads_back(lambda: marked, text) is None:
        raise UnrepresentableText("the golden form of this graph text does not read back, not even with its "
                                  "form-like lines marked verbatim")
    return marked


def _reads_back(make: Callable[[], str], text: str) -> str | None:
    """The form ``make`` gives, where its ``full`` is ``text``; None where it is not, or where making it or
    reading it back failed on text the form's parts do not expect (a ``def`` line without its parenthesis)."""
    try:
        shown = make()
        return shown if full(shown) == text else None
    except (ValueError, IndexError):  # GoldenFormError is a ValueError
        return None


@functools.lru_cache(maxsize=4)
def full(text: str) -> str:
    """The normalized graph code a golden form stands for: wrapped lines joined, layers unfolded, aliases
    written out, verbatim marks taken off. ``MalformedGoldenForm`` where the form does not read back.

    Kept for the last few texts: a review reads each changed golden's full text more than once (is it the
    same graph folded otherwise, then its ops), and a model's golden takes a tenth of a second to expand."""
    if not _FORM_LINE(text) and not text.endswith(OPENERS) and not _FIRST_FORM_LINE(text):
        return text
    try:
        expanded = expand_aliases(unfold(restore_names(unwrap(text, closed=True))))
    except GoldenFormError:
        raise
    except (ValueError, IndexError, KeyError) as error:  # a part of the form met text it never writes
        raise MalformedGoldenForm(f"does not read back ({type(error).__name__}: {error})") from error
    if not _FIRST_SYNTAX_LEFT(expanded) and not _SYNTAX_LEFT(expanded):
        return expanded
    left_over = _LEFT_OVER(expanded)
    if left_over:
        raise MalformedGoldenForm("a line of the form's syntax that is no fold, pairs, hunk, alias or legend line "
                                  "where it stands", left_over.group(0))
    return verbatim.unescape(expanded)
