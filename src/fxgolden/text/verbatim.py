"""Graph text that looks like the golden form's own syntax, marked so that it reads as itself: ``escape`` and
``unescape``. Part of the golden form (``fxgolden.text.golden_form``).

``full`` reads a line that starts with ``#= `` (a folded layer, its pairs, Dynamo's aliases) or ``#~ `` (the
long-name legend) as the form's, and joins a statement line that ends with ``(``, ``[``, ``{`` or `` \\`` to the
lines after it (a wrapped line). torch's printer writes neither today; were a graph to hold one, its golden
would read back as another graph. So such a line, and a line that already starts with the mark, is written
after its indentation behind ``#| `` (``VERBATIM``)::

            #| #= layers.1 as layers.0: 7 lines
            #| y = f(

``full`` takes the mark off last, after every other part of the form is undone; a marked line is a comment,
which no part of the form reads as syntax. Every other line is left alone, so goldens of torch's graphs carry
no mark.
"""

from __future__ import annotations

import re

VERBATIM = "#| "

# Lines the form would read as its own: a fold, legend or verbatim mark after the indentation (``_MARK``), or a
# line that ends opened, as a wrapped line does (``long_lines.OPENERS``; a comment that does is never joined).
# Found from each newline (sre scans for the newline in C): the line after it marked, or the line before it opened.
_AROUND_NEWLINE = re.compile(r"\n(?:(?=[ \t]*+#[=~|] )|(?<=[(\[{]\n)|(?<= \\\n))")
_MARK = re.compile(r"[ \t]*+#[=~|] ")
_OPENERS = ("(", "[", "{", " \\")
_INDENT = re.compile(r"[ \t]*+")
_MARKED = re.compile(r"^([ \t]*+)#\| ", re.MULTILINE)


def escape(text: str) -> str:
    """``text`` with each line that the form would read as its own syntax marked ``VERBATIM``."""
    starts = [0] if _MARK.match(text) else []
    for found in _AROUND_NEWLINE.finditer(text):
        at = found.start()
        if text.endswith(_OPENERS, 0, at):
            starts.append(text.rfind("\n", 0, at) + 1)
        if _MARK.match(text, at + 1):
            starts.append(at + 1)
    if text.endswith(_OPENERS):
        starts.append(text.rfind("\n") + 1)
    if not starts:
        return text
    out, done = [], 0
    for start in sorted(set(starts)):
        indent = _INDENT.match(text, start)
        assert indent is not None  # it matches the empty string too
        end = text.find("\n", start)
        if not _MARK.match(text, start) and text[start:len(text) if end == -1 else end].lstrip().startswith("#"):
            continue  # a comment that ends opened
        out += [text[done:indent.end()], VERBATIM]
        done = indent.end()
    return "".join(out + [text[done:]]) if out else text


def unescape(text: str) -> str:
    """``escape`` undone: each mark taken off its line."""
    return _MARKED.sub(r"\1", text) if VERBATIM in text else text
