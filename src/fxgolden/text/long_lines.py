"""No line of a golden over ``LIMIT`` characters: ``wrap`` puts a long line's items one per line (``unwrap``
joins them back), and ``shorten_names`` spells a name too long for any line once, in a ``#~`` legend
(``restore_names`` puts it back). Part of the golden form (``fxgolden.text.golden_form``).

A graph of 100k lines has a few long or wrapped lines: each function finds those with one scan of the text
(from each newline, in C) and leaves the rest of the text as it is, unsplit.
"""

from __future__ import annotations

import re

from fxgolden.text import pytext
from fxgolden.text.form_errors import MalformedGoldenForm
from fxgolden.text.fx_body import LIMIT
from fxgolden.text.layer_folding import FOLD

# --- names too long for a line -------------------------------------------------------------------------

NAMES = "#~ "  # a legend line: `#~ long_name_1 = <the name, in pieces>`
_LEGEND = re.compile(r"^    #~ (?P<alias>long_name_\d+) = (?P<piece>\S+)$")
_LEGEND_MORE = re.compile(r"^    #~   (?P<piece>\S+)$")
_LONG_NAME = 80  # a name this long on a line that stays over LIMIT is given a short one
_PIECE = LIMIT - 40


def shorten_names(text: str) -> str:
    """Names that keep a line over ``LIMIT`` characters even wrapped (Dynamo's names for a hook's closure run
    to 250) as ``long_name_N``, each spelled out once in a legend under the class line, in pieces; in code
    and in fold lines alike."""
    wrapped = [piece for start, end in _long_lines(text) for piece in _wrap_line(text[start:end])]
    return _shortened(text, wrapped) or text


def wrap_shortened(text: str) -> str:
    """``wrap(shorten_names(text))``, reading the long lines once where no name is shortened."""
    spans = _long_lines(text)
    wrapped = [_wrap_line(text[start:end]) for start, end in spans]
    shortened = _shortened(text, [piece for pieces in wrapped for piece in pieces])
    if shortened is not None:
        return wrap(shortened)
    return _replaced(text, spans, ["\n".join(pieces) for pieces in wrapped]) if spans else text


def _shortened(text: str, wrapped: list[str]) -> str | None:
    """``shorten_names`` of ``text`` whose long lines wrap to ``wrapped``; None where it names nothing."""
    long_lines = [_code_of(line) for line in wrapped if len(line) > LIMIT]
    names = list(dict.fromkeys(name for line in long_lines for name in pytext.names(line) if len(name) > _LONG_NAME))
    if not names or not text.startswith("class "):
        return None
    taken = set(pytext.names(text))
    if any(f"long_name_{n}" in taken for n in range(1, len(names) + 1)):
        return None
    mapping = {name: f"long_name_{n}" for n, name in enumerate(names, 1)}
    legend: list[str] = []
    for name, alias in mapping.items():
        pieces = [name[at:at + _PIECE] for at in range(0, len(name), _PIECE)]
        legend += [f"    {NAMES}{alias} = {pieces[0]}"] + [f"    {NAMES}  {piece}" for piece in pieces[1:]]
    head, _, rest = text.partition("\n")
    return "\n".join([head, *legend, *(_renamed_line(line, mapping) for line in rest.split("\n"))])


def _code_of(line: str) -> str:
    """A line as names are read from it: a fold line's pairs are names too."""
    stripped = line.lstrip()
    return stripped[len(FOLD):] if stripped.startswith(FOLD) else line


def _renamed_line(line: str, mapping: dict[str, str]) -> str:
    stripped = line.lstrip()
    if stripped.startswith(FOLD):
        head = line[:len(line) - len(stripped) + len(FOLD)]
        return head + pytext.rename(line[len(head):], mapping)
    return pytext.rename(line, mapping)


def restore_names(text: str) -> str:
    """The legend's names back in place of their short ones, the legend gone."""
    second_line = text.find("\n") + 1
    if not second_line or not text.startswith("    " + NAMES, second_line):
        return text  # a legend is under the class line: no need to look further
    lines = text.split("\n")
    mapping: dict[str, str] = {}
    at = 1
    while at < len(lines) and (entry := _LEGEND.match(lines[at])):
        name = entry.group("piece")
        at += 1
        while at < len(lines) and (more := _LEGEND_MORE.match(lines[at])):
            name += more.group("piece")
            at += 1
        mapping[entry.group("alias")] = name
    if not mapping:
        return text
    return "\n".join([lines[0], *(_renamed_line(line, mapping) for line in lines[at:])])


# --- long lines -------------------------------------------------------------------------------------------


_LONG = re.compile(r"\n[^\n]{%d}" % (LIMIT + 1))  # a newline, then a line over LIMIT characters
# After a newline: the line it ends ends with an opening bracket or a continuation (tried at each newline).
OPENED_BEFORE = r"(?<=[(\[{]\n)|(?<= \\\n)"
_OPENED = re.compile(rf"\n(?:{OPENED_BEFORE})")
OPENERS = ("(", "[", "{", " \\")  # how a wrapped line ends


def _long_lines(text: str) -> list[tuple[int, int]]:
    """Where each line over ``LIMIT`` characters starts and ends."""
    first = text.find("\n")
    first = len(text) if first == -1 else first
    spans = [(0, first)] if first > LIMIT else []
    for found in _LONG.finditer(text):
        end = text.find("\n", found.end())
        spans.append((found.start() + 1, len(text) if end == -1 else end))
    return spans


def _replaced(text: str, spans: list[tuple[int, int]], new: list[str]) -> str:
    """``text`` with each span (in order, apart) replaced by its new text."""
    out, done = [], 0
    for (start, end), replacement in zip(spans, new):
        out += [text[done:start], replacement]
        done = end
    out.append(text[done:])
    return "".join(out)


def wrap(text: str) -> str:
    """Every line over ``LIMIT`` characters, its outermost brackets' items one per line."""
    spans = _long_lines(text)
    if not spans:
        return text
    return _replaced(text, spans, ["\n".join(_wrap_line(text[start:end])) for start, end in spans])


def _wrap_line(line: str) -> list[str]:
    if len(line) <= LIMIT:
        return [line]
    opened = _first_open(line)
    if opened is None:  # ``name: "type" = self.a_very_long_attribute``: continued after its " = "
        target, equals, value = line.partition(" = ")
        indent = " " * (len(line) - len(line.lstrip()))
        if not equals or target.lstrip().startswith("#") or value.endswith("\\"):
            return [line]
        return [f"{target} = \\", f"{indent}    {value}"]
    close = _matching(line, opened)
    items = pytext.split_top_level(line[opened + 1:close])
    if close is None or not items or line[opened + 1:close].rstrip().endswith(","):
        return [line]
    indent = " " * (len(line) - len(line.lstrip()))
    out = [line[:opened + 1]]
    for at, item in enumerate(items):
        out.extend(_wrap_line(f"{indent}    {item}{',' if at < len(items) - 1 else ''}"))
    out.append(f"{indent}{line[close:]}")
    return out


def _first_open(line: str) -> int | None:
    for match in re.finditer(pytext._BRACKETS, line):
        if match.lastgroup == "open":
            return match.start()
    return None


def _matching(line: str, opened: int) -> int | None:
    depth = 0
    for match in re.finditer(pytext._BRACKETS, line[opened:]):
        if match.lastgroup == "open":
            depth += 1
        elif match.lastgroup == "close":
            depth -= 1
            if depth == 0:
                return opened + match.start()
    return None


def has_wrapped(text: str) -> bool:
    """Whether ``text`` holds a wrapped line (one that ends with an opening bracket or a continuation)."""
    return text.endswith(OPENERS) or _OPENED.search(text) is not None


def _opened_lines(text: str) -> list[int]:
    """Where each line that ends with an opening bracket or a continuation starts."""
    starts = [text.rfind("\n", 0, found.start()) + 1 for found in _OPENED.finditer(text)]
    if text.endswith(OPENERS):
        starts.append(text.rfind("\n") + 1)
    return starts


def unwrap(text: str, *, closed: bool = False) -> str:
    """Wrapped lines joined back: a line that ends with an opening bracket, its items, its closing line. With
    ``closed``, a wrapped line that the text ends before closing is no form ``wrap`` writes:
    ``MalformedGoldenForm``."""
    spans: list[tuple[int, int]] = []
    joined: list[str] = []
    for start in _opened_lines(text):
        if spans and start < spans[-1][1]:
            continue  # inside a line joined already
        line, end = _joined_at(text, start, closed)
        spans.append((start, end))
        joined.append(line)
    return _replaced(text, spans, joined) if spans else text


def _joined_at(text: str, start: int, closed: bool) -> tuple[str, int]:
    """``_joined`` of the line that starts at ``start``, and where the last line it joins ends: read from
    a piece of the text that grows until the lines it joins lie whole inside it."""
    size = 1 << 14
    while True:
        piece = text[start:start + size]
        lines = piece.split("\n")
        whole = start + size >= len(text)
        try:
            line, count = _joined(lines, 0, closed=closed)
        except _Unclosed as unclosed:
            if whole:
                raise MalformedGoldenForm("a wrapped line that is never closed (the text ends first)",
                                          unclosed.line) from None
            size *= 4
            continue
        if whole or count < len(lines):
            return line, start + sum(map(len, lines[:count])) + count - 1
        size *= 4


class _Unclosed(Exception):
    """The lines ran out inside a wrapped line."""

    def __init__(self, line: str) -> None:
        super().__init__(line)
        self.line = line


def _joined(lines: list[str], at: int, *, closed: bool = False) -> tuple[str, int]:
    """The logical line that starts at ``lines[at]`` and the index after it (``_Unclosed``, with ``closed``,
    where the lines end before its closing line)."""
    line = lines[at]
    if line.endswith(" \\") and at + 1 < len(lines) and not line.lstrip().startswith("#"):
        return line[:-1] + lines[at + 1].lstrip(), at + 2
    if not line.endswith(("(", "[", "{")) or line.lstrip().startswith("#"):
        return line, at + 1
    indent = len(line) - len(line.lstrip())
    items: list[str] = []
    at += 1
    while at < len(lines):
        here = lines[at]
        if len(here) - len(here.lstrip()) == indent and here.lstrip()[:1] in (")", "]", "}"):
            return line + ", ".join(items) + here.lstrip(), at + 1
        item, at = _joined(lines, at, closed=closed)
        item = item.strip()
        items.append(item[:-1] if item.endswith(",") else item)
    if closed:
        raise _Unclosed(line)
    return line + ", ".join(items), at
