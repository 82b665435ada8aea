"""Python-like artifact text (FX graph code, Inductor output) as tokens: one rule for strings and comments.

The normalizer renames values and the review parser reads statements; both
must tell the name ``buf1`` from the same letters in ``'it\\'s buf1'`` or in a
comment, and they agree because both take strings, comments and names from
these patterns. The string rule is Python's: single, double and triple
quotes, backslash escapes (in raw strings too, for where a string ends:
``r'\\''`` is one string) and the prefixes ``r u b f rb br rf fr`` in any
case. A quote that opens no complete string is a character of its own (as
``tokenize`` makes it an error token) and the text after it is read on.

``tokenize`` is the reference (``tests/test_pytext.py`` compares the two) but
not the engine: on the 100k-line artifact of ``fxgolden bench --parts large``
it takes 8 s, against 0.3 s for normalize, diff and compare together. These
are compiled regexes instead, and the value renumbering composes the same
pieces into a scan that steps over most tokens in one match.
"""

from __future__ import annotations

import functools
import re

# --- the patterns (regex sources, to compose) ----------------------------------------------

_ESCAPE = r"(?s:\\.)"  # a backslash and the character after it, a newline too (a continued string)
PREFIX = r"(?:[rR][bBfF]?|[bBfF][rR]?|[uU])"
# Triple quotes first: '' would otherwise end a string at once. A one-line string ends at its line.
TRIPLE_DOUBLE = rf'"""[^"\\]*+(?:(?:{_ESCAPE}|"(?!""))[^"\\]*+)*+"""'
TRIPLE_SINGLE = rf"'''[^'\\]*+(?:(?:{_ESCAPE}|'(?!''))[^'\\]*+)*+'''"
DOUBLE_QUOTED = rf'"[^"\\\n]*+(?:{_ESCAPE}[^"\\\n]*+)*+"'
SINGLE_QUOTED = rf"'[^'\\\n]*+(?:{_ESCAPE}[^'\\\n]*+)*+'"
QUOTED = f"{TRIPLE_DOUBLE}|{DOUBLE_QUOTED}|{TRIPLE_SINGLE}|{SINGLE_QUOTED}"
STRING = f"{PREFIX}?+(?:{QUOTED})"
COMMENT = r"#[^\n]*+"
# A bare name: not an attribute (after a dot), not the letters after a digit (``1e_3``).
NAME = r"(?<![\w.])[A-Za-z_]\w*+"

# Every token that matters, in one pass; ``equals``: the name is followed by ``=`` (not ``==``),
# an assignment's target or a keyword argument's name.
TOKEN = re.compile(rf"{STRING}|{COMMENT}|(?P<name>{NAME})(?P<equals>\s*=(?!=))?")
_BRACKETS = rf"{STRING}|{COMMENT}|(?P<open>[(\[{{])|(?P<close>[)\]}}])"
_STRING_OR_COMMENT = re.compile(rf"(?P<string>{STRING})|(?P<comment>{COMMENT})")
_STATEMENT_END = re.compile(rf"{_BRACKETS}|\\\n|(?P<newline>\n)")


# --- reading text ----------------------------------------------------------------------------


def names(text: str, *, keywords: bool = True) -> list[str]:
    """The bare names of ``text`` in order, outside strings and comments.

    ``keywords=False`` leaves out every name followed by ``=`` (a keyword argument's name, or
    the target of the assignment the text is): the names a statement reads.
    """
    return [match.group("name") for match in TOKEN.finditer(text)
            if match.group("name") and (keywords or not match.group("equals"))]


def rename(text: str, mapping: dict[str, str], *, keywords: bool = True) -> str:
    """``text`` with the bare names in ``mapping`` renamed; strings, comments and attributes untouched.

    ``keywords=False`` renames a name followed by ``=`` only at the start of the text (the
    statement's assignment target), never a keyword argument's name (``dim=`` stays ``dim=``).
    """

    def substitute(match: re.Match[str]) -> str:
        name = match.group("name")
        if name is None or name not in mapping or (not keywords and match.group("equals") and match.start() > 0):
            return match.group(0)
        return mapping[name] + (match.group("equals") or "")

    return TOKEN.sub(substitute, text)


@functools.cache
def _separators(sep: str) -> re.Pattern[str]:
    return re.compile(rf"{_BRACKETS}|(?P<sep>{re.escape(sep)})")


def split_top_level(text: str, sep: str = ",") -> list[str]:
    """``text`` split at each ``sep`` outside brackets, strings and comments; parts stripped, empty ones dropped."""
    parts, depth, start = [], 0, 0
    for match in _separators(sep).finditer(text):
        kind = match.lastgroup
        if kind == "open":
            depth += 1
        elif kind == "close":
            depth -= 1
        elif kind == "sep" and depth == 0:
            parts.append(text[start:match.start()].strip())
            start = match.end()
    parts.append(text[start:].strip())
    return [part for part in parts if part]


def without_comment(line: str) -> str:
    """``line`` without its comment (a ``#`` outside strings, to the end of the line), right-stripped."""
    for match in _STRING_OR_COMMENT.finditer(line):
        if match.lastgroup == "comment":
            return line[:match.start()].rstrip()
    return line


def statement_end(text: str, start: int) -> int:
    """Where the statement that starts at ``start`` ends: its first newline outside brackets and strings.

    A newline after a backslash continues the statement, as in Python; the end
    of the text ends it.
    """
    depth = 0
    for match in _STATEMENT_END.finditer(text, start):
        kind = match.lastgroup
        if kind == "open":
            depth += 1
        elif kind == "close":
            depth -= 1
        elif kind == "newline" and depth <= 0:
            return match.start()
    return len(text)


def first_triple_quoted(text: str) -> str | None:
    """The content of the first triple-quoted string of ``text`` (a kernel's source), None if it has none."""
    for match in _STRING_OR_COMMENT.finditer(text):
        literal = match.group(0).lstrip("rRbBfFuU")
        if match.lastgroup == "string" and literal[:3] in ('"""', "'''"):
            return literal[3:-3]
    return None


# --- one text renamed many times ----------------------------------------------------------------


def pieces(text: str) -> list[str]:
    """``text`` cut around its bare names: ``[other, name, other, name, ..., other]``, for ``renamed``."""
    out, done = [], 0
    for match in TOKEN.finditer(text):
        if match.group("name"):
            out += [text[done:match.start()], match.group("name")]
            done = match.end("name")
    out.append(text[done:])
    return out


def renamed(cut: list[str], mapping: dict[str, str]) -> str:
    """``rename(text, mapping)`` of the text ``pieces`` cut: each cut once, renamed as often as needed."""
    names = cut[1::2]
    out = cut.copy()
    out[1::2] = map(mapping.get, names, names)
    return "".join(out)
