"""FX value renumbering (the ``fx_value_numbering`` rule): which names change, then renaming them in one scan.

Its own module because it is the one rule whose cost grows with every token of
a graph: a 100k-line artifact holds some 400k names and strings, and v5 called
back into Python for each (``fxgolden bench --parts large``). The output is
exactly v5's: ``tests/test_normalize_rules.py`` checks these functions against
v5's plain code (``tests/normalize_v5.py``) on varied text. Text that is not
ASCII (where ``\\w`` is wider than ``[A-Za-z0-9_]``) takes v5's own patterns.
"""

from __future__ import annotations

import builtins
import dataclasses
import keyword
import re

# Value names whose number is a position, not a creation counter: never renumbered.
POSITIONAL_NAME = re.compile(r"^(?:primals|tangents|arg\d+|L_.*|l_.*|self)(?:_\d+)?$")
# The same, found in one pass over "\n".join(names) + "\n" (names hold no newline).
_POSITIONAL_LINE = re.compile(r"\n((?:primals|tangents|arg\d+|L_[^\n]*|l_[^\n]*|self)(?:_\d+)?)(?=\n)")
_DEF_NAME = re.compile(r"\w+\(")
_SIGNATURE = re.compile(r"def \w+\(self(?P<params>[^)]*)\)")
# v5's `^[ \t]+NAME(: "...")? = ` (MULTILINE), found from each newline (of "\n" + scope) instead of
# tried at every position; possessive, since backtracking cannot change what these match.
ASSIGNED = re.compile(r"^[ \t]+(?P<name>[A-Za-z_]\w*)(?:: \"[^\"]*\")? = ", re.MULTILINE)
_ASSIGNED_ASCII = re.compile(r"\n[ \t]++([A-Za-z_][A-Za-z0-9_]*+)(?:: \"[^\"]*+\")? = ")
# v5's token: a string, or a name not preceded by a word character or a dot.
STRING_OR_NAME = re.compile(r"\"[^\"\n]*\"|'[^'\n]*'|(?<![\w.])(?P<name>[A-Za-z_]\w*)")

# Names that are never keys in a graph (checked per scope) and fill a third of its tokens.
COMMON_WORDS = ("torch", "None", "True", "False")
# The scan (ASCII): a name, then items up to the next name that may change. Each item is a run
# without letters or quotes (separators, digits, dots), then a string, a word that is never a
# key, the letters after a digit or a dot (v5 renames no name preceded by a word character or
# a dot), or a quote without a closing one on its line.
_NAME = "([A-Za-z_][A-Za-z0-9_]*+)"
_GAP = r"""[^A-Za-z_"']*+"""
_DOUBLE_QUOTED = r'"[^"\n]*+"'
# What follows a value's name on most lines of a graph, as one item: its annotation, then
# `= torch.ops.NS.OP.OVERLOAD(` (only while `torch` is not a key).
_ANNOTATED_OP_CALL = r'"[^"\n]*+" = torch\.ops\.[A-Za-z0-9_.]*+\('
_AFTER_DIGIT_OR_DOT = r"(?<=[0-9.])[A-Za-z_][A-Za-z0-9_.]*+"
_SINGLE_QUOTED = r"'[^'\n]*+'"
_LONE_QUOTE = r"""["']"""  # tried last: the quoted forms failed, no closing quote on the line
_MAX_QUIET_WORDS = 48  # each is one more alternative tried at every name: keep the most frequent
_END = "(?![A-Za-z0-9_])"


@dataclasses.dataclass(frozen=True)
class Renumbering:
    """What renumbering one scope changes: ``mapping`` (old -> new, changed names only).

    ``quiet_bases`` counts the names of each base (``mm`` for ``mm_3``) none of whose
    names change: the scan passes over those names without a lookup.
    """

    mapping: dict[str, str]
    quiet_bases: dict[str, int]


def function_starts(text: str) -> list[int]:
    """Where each line ``^[ \\t]*def NAME(`` starts: the scopes renumbered apart."""
    starts = []
    at = text.find("def ")
    while at != -1:
        line_start = text.rfind("\n", 0, at) + 1
        if not text[line_start:at].strip(" \t") and _DEF_NAME.match(text, at + 4):
            starts.append(line_start)
        at = text.find("def ", at + 4)
    return starts


def parameters(scope: str) -> list[str]:
    """The parameter names of the scope's first ``def NAME(self, ...)``."""
    signature = _SIGNATURE.search(scope)
    if not signature:
        return []
    names = (param.split(":")[0].strip() for param in signature.group("params").split(","))
    return [name for name in names if name and name.isidentifier()]


def assigned_names(scope: str) -> list[str]:
    """Names assigned at the start of an indented line, first definition first, once each."""
    if scope.isascii():
        return list(dict.fromkeys(_ASSIGNED_ASCII.findall("\n" + scope)))
    return list(dict.fromkeys(m.group("name") for m in ASSIGNED.finditer(scope)))


def base_of(name: str) -> str:
    """``mm_12`` -> ``mm``; ``mm`` and ``mm_`` stay: the counter a name is numbered on."""
    base, underscore, digits = name.rpartition("_")
    return base if underscore and base and digits.isdecimal() else name


def renumbering(names: list[str], fixed: list[str]) -> Renumbering:
    """Each base numbered on from its first definition; positional and ``fixed`` names keep theirs."""
    taken = set(fixed)
    taken.update(_POSITIONAL_LINE.findall("\n" + "\n".join(names) + "\n"))
    counters: dict[str, int] = {}
    mapping: dict[str, str] = {}
    moved: set[str] = set()  # bases with a name that changes
    for name in names:
        if name in taken:
            continue
        base, underscore, digits = name.rpartition("_")
        if not (underscore and base and digits.isdecimal()):
            base = name
        index = counters.get(base)
        if index is None:
            index = 1 if keyword.iskeyword(base) or hasattr(builtins, base) else 0
        candidate = f"{base}_{index}" if index else base
        while candidate in taken:  # a parameter or positional name already holds it
            index += 1
            candidate = f"{base}_{index}"
        counters[base] = index + 1
        mapping[name] = candidate
        if candidate != name:
            moved.add(base)
    if len(set(mapping.values())) != len(mapping):
        return Renumbering({}, {})  # an unusual naming scheme: leave this scope as torch printed it
    changed = {old: new for old, new in mapping.items() if old != new}
    return Renumbering(changed, {base: n for base, n in counters.items() if base not in moved})


def _scan(plan: Renumbering) -> re.Pattern[str]:
    """One match per name that may change (group 1), with the text after it (group 2).

    Group 2 takes whole items (see above) and stops before the gap that leads to the
    next name that may change; that gap holds no letter and no quote, so the
    matches' names are exactly v5's names, minus the words that cannot be keys: the
    common words and the names of a base none of whose names change.
    """
    words = [w for w in COMMON_WORDS if w not in plan.mapping]
    for base, _ in sorted(plan.quiet_bases.items(), key=lambda item: -item[1])[:_MAX_QUIET_WORDS]:
        # `mm` stands for `mm` and `mm_N`; a base `a_1` (of `a_1_2`) only for `a_1_N`: `a_1` is of base `a`.
        words.append(re.escape(base) + ("_[0-9]+" if base_of(base) != base else "(?:_[0-9]+)?"))
    items = [_DOUBLE_QUOTED, _AFTER_DIGIT_OR_DOT, _SINGLE_QUOTED, _LONE_QUOTE]
    if words:
        items.insert(1, "(?:" + "|".join(words) + ")" + _END)
    if "torch" in words:
        items.insert(0, _ANNOTATED_OP_CALL)
    return re.compile(_NAME + "((?:" + _GAP + "(?:" + "|".join(items) + "))*+)")


def _rename_v5(scope: str, mapping: dict[str, str]) -> str:
    def substitute(match: re.Match[str]) -> str:
        name = match.group("name")
        return mapping.get(name, name) if name else match.group(0)

    return STRING_OR_NAME.sub(substitute, scope)


def rename(scope: str, plan: Renumbering) -> str:
    """``scope`` with every name token that ``plan`` changes renamed; strings and attributes untouched."""
    mapping = plan.mapping
    if not mapping:
        return scope
    if not scope.isascii():
        return _rename_v5(scope, mapping)
    parts = _scan(plan).split(scope)  # [before, name, items, gap, name, items, gap, ...]
    if parts[0].strip(" \t"):  # the first match must be v5's first name: only blanks before it
        return _rename_v5(scope, mapping)
    get = mapping.get
    parts[1::3] = [get(name, name) for name in parts[1::3]]
    return "".join(parts)


def renumber_scope(scope: str) -> str:
    """One function's text with its values renumbered by first definition."""
    return rename(scope, renumbering(parameters(scope) + assigned_names(scope), []))
