"""The outer forward of FX graph code, as lines: where its body is, its parameters, what a line assigns, and
Dynamo's ``l_x = L_x`` alias of each input written as one line (``condense_aliases``) and back.

Shared by the golden form's parts (``fxgolden.text.golden_form``): layer folding and line wrapping.
"""

from __future__ import annotations

from fxgolden.text import pytext

LIMIT = 200  # the longest line a golden holds where it can be wrapped
BODY = " " * 8  # the outer forward's statements (nested graphs sit deeper)
OUTER_DEF = "    def forward("
ALIASES = "#= l_* = L_*: each L_ input above, aliased"


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


def parameters(signature: str) -> list[str]:
    """The parameter names of a ``def`` line (``self`` too)."""
    inside = signature[signature.index("(") + 1:signature.rindex(")")]
    return [part.split(":")[0].strip() for part in pytext.split_top_level(inside)]


def assigned(line: str) -> str | None:
    """The name a body statement assigns, or None (a comment, a nested line, a return)."""
    if not line.startswith(BODY) or line[8:9] in ("#", " ", ""):
        return None
    head = line[8:].split(" = ", 1)[0].split(":", 1)[0]
    return head if head.isidentifier() and " = " in line else None


# --- Dynamo's aliases ---------------------------------------------------------------------------------


def condense_aliases(text: str) -> str:
    """Dynamo's ``l_x = L_x`` for each ``L_`` input, in order, as one line."""
    lines = text.split("\n")
    start, end = outer_body(lines)
    if not start:
        return text
    inputs = [name for name in parameters(lines[start - 1]) if name.startswith("L_")]
    aliases = lines[start:start + len(inputs)]
    if not inputs or aliases != [f"{BODY}{local_name(name)} = {name}" for name in inputs]:
        return text
    return "\n".join(lines[:start] + [BODY + ALIASES] + lines[start + len(inputs):])


def expand_aliases(text: str) -> str:
    """``condense_aliases`` undone."""
    if ALIASES not in text:
        return text
    lines = text.split("\n")
    start, _ = outer_body(lines)
    if not start or lines[start] != BODY + ALIASES:
        return text
    inputs = [name for name in parameters(lines[start - 1]) if name.startswith("L_")]
    return "\n".join(lines[:start] + [f"{BODY}{local_name(name)} = {name}" for name in inputs] + lines[start + 1:])


def local_name(name: str) -> str:
    """Dynamo's local name of an input: ``L_`` as ``l_``, also where a source inside the name has one
    (``L_..._keys_L_self_...`` -> ``l_..._keys_l_self_...``)."""
    return "l" + name[1:].replace("_L_", "_l_")
