"""The outer forward of FX graph code, as lines: where its body is, its parameters, what a line assigns, and
Dynamo's ``l_x = L_x`` alias of each input written as one line (``condense_aliases``) and back.

Shared by the golden form's parts (``fxgolden.text.golden_form``): layer folding and line wrapping. A
model's graph runs to 100k lines (``fxgolden bench --parts large``), so what every line is asked here is
also asked of the whole text at once, in one regular-expression pass.
"""

from __future__ import annotations

import re
from typing import Callable

from fxgolden.text import pytext
from fxgolden.text.fxnames import base_of

LIMIT = 200  # the longest line a golden holds where it can be wrapped
BODY = " " * 8  # the outer forward's statements (nested graphs sit deeper)
OUTER_DEF = "    def forward("
ALIASES = "#= l_* = L_*: each L_ input above, aliased"

# After a newline: a line that ends the body (neither a statement of it nor blank; `str.strip`'s blanks
# are exactly `\s`).
_BODY_END = re.compile(r"\n(?! {8})(?![^\S\n]*+(?:\n|\Z))")
# `ASSIGNED`: `assigned` of every line of ASCII text at once (layer naming's too): the name after 8 spaces,
# before ` = ` or before a `:` that a ` = ` follows on its line; found from each newline (sre scans for the
# newline in C), so the first line is read apart. `_ASSIGNED_BASE` takes its base (`fxnames.base_of`): the
# shortest prefix that a `_N` ends it with.
# Dynamo prints an in-place op as an augmented assignment and the value it makes after it, on one line:
# ``scores_3 += position_bias;  scores_4: "f32[...]" = scores_3``: the line assigns ``scores_4``.
AUGMENTED = r"(?:[A-Za-z_][A-Za-z0-9_]*+ [-+*/%@&|^<>]{1,3}= [^\n;]*+;  )?"
ASSIGNED = re.compile(rf"\n {{8}}{AUGMENTED}([A-Za-z_][A-Za-z0-9_]*+)(?= = |: \"[^\"\n]*+\" = |:[^\n]*? = )")
_ASSIGNED_BASE = re.compile(
    rf"\n {{8}}{AUGMENTED}([A-Za-z_][A-Za-z0-9_]*?)(?:_[0-9]++)?(?= = |: \"[^\"\n]*+\" = |:[^\n]*? = )")
_AUGMENTED_LINE = re.compile(rf" {{8}}{AUGMENTED}")


# --- the outer forward ----------------------------------------------------------------------------------


def outer_body(lines: list[str]) -> tuple[int, int]:
    """``lines[start:end]``: the outer forward's body (its signature is ``lines[start - 1]``)."""
    for at, line in enumerate(lines):
        if line.startswith(OUTER_DEF):
            end = at + 1
            while end < len(lines) and (not lines[end].strip() or lines[end].startswith(BODY)):
                end += 1
            return at + 1, end
    return 0, 0


class Outer:
    """A text split around the outer forward's body; the rest of it is not split into lines."""

    def __init__(self, head: str, body_text: str | None, tail: str | None) -> None:
        self.head = head  # up to the end of the signature line
        self.body_text = body_text  # the body's lines joined; None where it has none
        self.tail = tail  # from the line after the body on; None where the body runs to the end
        self._lines: list[str] | None = None

    @property
    def signature(self) -> str:
        return self.head[self.head.rfind("\n") + 1:]

    @property
    def lines(self) -> list[str]:
        """The body's lines, as ``outer_body`` gives them."""
        if self._lines is None:
            self._lines = [] if self.body_text is None else self.body_text.split("\n")
        return self._lines

    def first_lines(self, count: int) -> tuple[list[str], list[str]]:
        """The body's first ``count`` lines, and the rest of it joined (a list of one, or none)."""
        if self.body_text is None:
            return [], []
        parts = self.body_text.split("\n", count)
        return parts[:count], parts[count:]

    def join(self, body: list[str]) -> str:
        """The text with ``body`` in place of the body's lines."""
        return "\n".join([self.head, *body] if self.tail is None else [self.head, *body, self.tail])


def outer(text: str) -> Outer | None:
    """``text`` split where ``outer_body`` splits its lines; None where it has no outer forward."""
    if not text.startswith(OUTER_DEF) and "\n" + OUTER_DEF not in text:
        return None
    at = 0 if text.startswith(OUTER_DEF) else text.index("\n" + OUTER_DEF) + 1
    end = text.find("\n", at)
    if end == -1:
        return Outer(text, None, None)
    found = _BODY_END.search(text, end)
    if found is None:
        return Outer(text[:end], text[end + 1:], None)
    stop = found.start()
    return Outer(text[:end], text[end + 1:stop] if stop > end else None, text[stop + 1:])


def parameters(signature: str) -> list[str]:
    """The parameter names of a ``def`` line (``self`` too)."""
    inside = signature[signature.index("(") + 1:signature.rindex(")")]
    return [part.split(":")[0].strip() for part in pytext.split_top_level(inside)]


def assigned(line: str) -> str | None:
    """The name a body statement assigns, or None (a comment, a nested line, a return)."""
    if not line.startswith(BODY) or line[8:9] in ("#", " ", ""):
        return None
    augmented = _AUGMENTED_LINE.match(line) if ";  " in line else None
    start = augmented.end() if augmented else len(BODY)
    head = line[start:].split(" = ", 1)[0].split(":", 1)[0]
    return head if head.isidentifier() and " = " in line[start:] else None


def last_assigned(lines: list[str], end: int) -> str | None:
    """The name the last of ``lines[:end]`` that assigns one assigns (``assigned``), or None."""
    return next((name for at in range(end - 1, -1, -1) if (name := assigned(lines[at]))), None)


def assigned_names(lines: list[str], text: str | None = None) -> list[str]:
    """The names ``lines`` assign (``assigned``), in order; ``text``: ``"\\n".join(lines)`` where known."""
    return _assigned(ASSIGNED, lines, text, lambda name: name)


def assigned_bases(lines: list[str], text: str | None = None) -> list[str]:
    """The bases (``fxnames.base_of``) of the names ``lines`` assign, in order."""
    return _assigned(_ASSIGNED_BASE, lines, text, base_of)


def _assigned(pattern: re.Pattern[str], lines: list[str], text: str | None, of: Callable[[str], str]) -> list[str]:
    if not lines:
        return []
    text = "\n".join(lines) if text is None else text
    if not text.isascii():
        return [of(name) for name in map(assigned, lines) if name]
    first = assigned(lines[0])
    return ([of(first)] if first else []) + pattern.findall(text)


# --- Dynamo's aliases ---------------------------------------------------------------------------------


def condense_aliases(text: str) -> str:
    """Dynamo's ``l_x = L_x`` for each ``L_`` input, in order, as one line.

    Read from the signature's line on, as ``outer`` splits the text, without looking for the body's end:
    the aliases are its first lines, and each is a line of the body (it starts with ``BODY``)."""
    at = 0 if text.startswith(OUTER_DEF) else text.find("\n" + OUTER_DEF) + 1
    end = text.find("\n", at) if at or text.startswith(OUTER_DEF) else -1
    if end == -1:
        return text
    inputs = [name for name in parameters(text[at:end]) if name.startswith("L_")]
    start = end + 1
    for name in inputs:
        stop = text.find("\n", start)
        stop = len(text) if stop == -1 else stop
        if text[start:stop] != f"{BODY}{local_name(name)} = {name}":
            return text
        start = stop + 1
    if not inputs:
        return text
    return text[:end + 1] + BODY + ALIASES + text[start - 1:]


def expand_aliases(text: str) -> str:
    """``condense_aliases`` undone."""
    if ALIASES not in text:
        return text
    split = outer(text)
    if split is None:
        return text
    first, rest = split.first_lines(1)
    if first != [BODY + ALIASES]:
        return text
    inputs = [name for name in parameters(split.signature) if name.startswith("L_")]
    return split.join([f"{BODY}{local_name(name)} = {name}" for name in inputs] + rest)


def local_name(name: str) -> str:
    """Dynamo's local name of an input: ``L_`` as ``l_``, also where a source inside the name has one
    (``L_..._keys_L_self_...`` -> ``l_..._keys_l_self_...``)."""
    return "l" + name[1:].replace("_L_", "_l_")
