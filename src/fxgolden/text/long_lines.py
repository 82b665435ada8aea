"""No line of a golden over ``LIMIT`` characters: ``wrap`` puts a long line's items one per line (``unwrap``
joins them back), and ``shorten_names`` spells a name too long for any line once, in a ``#~`` legend
(``restore_names`` puts it back). Part of the golden form (``fxgolden.text.golden_form``).
"""

from __future__ import annotations

import re

from fxgolden.text import pytext
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
    long_lines = [_code_of(line) for line in wrap(text).split("\n") if len(line) > LIMIT]
    names = list(dict.fromkeys(name for line in long_lines for name in pytext.names(line) if len(name) > _LONG_NAME))
    taken = set(pytext.names(text))
    if not names or any(f"long_name_{n}" in taken for n in range(1, len(names) + 1)) or not text.startswith("class "):
        return text
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
    if NAMES not in text:
        return text
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


def wrap(text: str) -> str:
    """Every line over ``LIMIT`` characters, its outermost brackets' items one per line."""
    if all(len(line) <= LIMIT for line in text.split("\n")):
        return text
    return "\n".join(piece for line in text.split("\n") for piece in _wrap_line(line))


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
    return any(line.endswith(("(", "[", "{", " \\")) for line in text.split("\n"))


def unwrap(text: str) -> str:
    """Wrapped lines joined back: a line that ends with an opening bracket, its items, its closing line."""
    if not has_wrapped(text):
        return text
    lines = text.split("\n")
    out: list[str] = []
    at = 0
    while at < len(lines):
        joined, at = _joined(lines, at)
        out.append(joined)
    return "\n".join(out)


def _joined(lines: list[str], at: int) -> tuple[str, int]:
    """The logical line that starts at ``lines[at]`` and the index after it."""
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
        item, at = _joined(lines, at)
        item = item.strip()
        items.append(item[:-1] if item.endswith(",") else item)
    return line + ", ".join(items), at
