"""FX value renumbering (the ``fx_value_numbering`` rule): which names change, then renaming them in one scan.

Its own module because it is the one rule whose cost grows with every token of
a graph: a 100k-line artifact holds some 400k names and strings, and v5 called
back into Python for each (``fxgolden bench --parts large``). When only a base
or two move, only their lines are scanned. Strings, comments and names are
``fxgolden.text.pytext``'s, as the review parser reads them: the scan is composed of
its patterns. The output is exactly that of v5's plain code over those tokens:
``tests/test_normalize_rules.py`` checks these functions against it
(``tests/normalize_v5.py``) on varied text, the line-by-line renaming also
where it would not pay. Text that is not ASCII (where ``\\w`` is wider than
``[A-Za-z0-9_]``) is renamed token by token (``pytext.rename``).
"""

from __future__ import annotations

import dataclasses
import re

from fxgolden.text import layer_names, pytext
from fxgolden.text.fx_body import AUGMENTED
from fxgolden.text.fxnames import POSITIONAL, base_of, numbered

# ``fxnames.POSITIONAL_NAME``, found in one pass over "\n".join(names) + "\n" (names hold no newline).
_POSITIONAL_LINE = re.compile(rf"\n({POSITIONAL})(?=\n)")
_DEF_NAME = re.compile(r"\w+\(")
_DEF = re.compile("def ")  # sre's literal-prefix search: about twice as fast as str.find on this needle
_SIGNATURE = re.compile(r"def \w+\(self(?P<params>[^)]*)\)")
# v5's `^[ \t]+NAME(: "...")? = ` (MULTILINE), found from each newline (of "\n" + scope) instead of
# tried at every position; possessive, since backtracking cannot change what these match.
# (and ``x += y;  x_1 = x``, Dynamo's in-place op: ``fxgolden.text.fx_body.AUGMENTED``)
ASSIGNED = re.compile(rf"^[ \t]+{AUGMENTED}(?P<name>[A-Za-z_]\w*)(?:: \"[^\"]*\")? = ", re.MULTILINE)
_ASSIGNED_ASCII = re.compile(rf"\n[ \t]++{AUGMENTED}([A-Za-z_][A-Za-z0-9_]*+)(?:: \"[^\"]*+\")? = ")
_ASSIGNED_ASCII_FIRST = re.compile(rf"[ \t]++{AUGMENTED}([A-Za-z_][A-Za-z0-9_]*+)(?:: \"[^\"]*+\")? = ")  # the first

# Names that are never keys in a graph (checked per scope) and fill a third of its tokens.
COMMON_WORDS = ("torch", "None", "True", "False")
# The scan (ASCII): a name, then items up to the next name that may change. Each item is a run
# without letters, quotes or "#" (separators, digits, dots), then a string, a word that is never
# a key, the letters after a digit or a dot (no bare name: pytext.NAME), a prefixed string, a
# comment, or a quote that opens no string (pytext: a character of its own).
_NAME = "([A-Za-z_][A-Za-z0-9_]*+)"
_GAP = r"""[^A-Za-z_"'#]*+"""
# What follows a value's name on most lines of a graph, as one item: its annotation, then
# `= torch.ops.NS.OP.OVERLOAD(` (only while `torch` is not a key).
_ANNOTATED_OP_CALL = pytext.DOUBLE_QUOTED + r" = torch\.ops\.[A-Za-z0-9_.]*+\("
_AFTER_DIGIT_OR_DOT = r"(?<=[0-9.])[A-Za-z_][A-Za-z0-9_.]*+"
_PREFIXED = f"{pytext.PREFIX}(?:{pytext.QUOTED})"
_LONE_QUOTE = r"""["']"""  # tried last: the quoted forms failed
# Tokens that span lines (triple-quoted strings, a backslash before a newline) rule out renaming
# single lines: a line alone could begin inside one. FX graph code holds none.
_TRIPLE_QUOTES = (re.compile("'''").search, re.compile('"""').search)
_MAX_QUIET_WORDS = 48  # each is one more alternative tried at every name: keep the most frequent
_END = "(?![A-Za-z0-9_])"
# Renaming line by line pays while few bases move: each is one search of the scope (a tenth of a
# scan), and a line renamed alone costs about as much as scanning 350 characters (measured).
_MAX_SPARSE_BASES = 4
_LINE_COST = 400


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
    for found in _DEF.finditer(text):
        at = found.start()
        line_start = text.rfind("\n", 0, at) + 1
        if not text[line_start:at].strip(" \t") and _DEF_NAME.match(text, at + 4):
            starts.append(line_start)
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
    if scope.isascii():  # the first line apart: "\n" + scope would copy the scope
        first = _ASSIGNED_ASCII_FIRST.match(scope)
        found = _ASSIGNED_ASCII.findall(scope)
        return list(dict.fromkeys([first.group(1), *found] if first else found))
    return list(dict.fromkeys(m.group("name") for m in ASSIGNED.finditer(scope)))


def renumbering(names: list[str], fixed: list[str]) -> Renumbering:
    """Each base numbered on from its first definition; positional and ``fixed`` names keep theirs.

    Base by base (each has its own counter): one list comparison tells whether
    a base moves, and only the names of bases that move go into the mapping;
    most bases of a forward graph do not move.
    """
    taken = set(fixed)
    taken.update(_POSITIONAL_LINE.findall("\n" + "\n".join(names) + "\n"))
    groups = _by_base(names, taken)
    changed: dict[str, str] = {}
    quiet: dict[str, int] = {}
    for base, group in groups.items():
        candidates, next_number = numbered(base, len(group), taken)
        if candidates == group:
            quiet[base] = next_number
        else:
            changed.update(zip(group, candidates))  # a name given twice (parameter and value) keeps its last number
    if _clash(groups, taken):
        return Renumbering({}, {})  # an unusual naming scheme: leave this scope as torch printed it
    return Renumbering({old: new for old, new in changed.items() if old != new}, quiet)


def _clash(groups: dict[str, list[str]], taken: set[str]) -> bool:
    """Whether two names would get the same new name.

    A base's names get distinct names of that base; two bases share one only when
    a base is itself numbered (``a_1``, of ``a_1_2``: base ``a`` may also give its
    second name ``a_1``). Only then is the whole mapping built to compare.
    """
    if all(base_of(base) == base for base in groups):
        return False
    mapping: dict[str, str] = {}
    for base, group in groups.items():
        mapping.update(zip(group, numbered(base, len(group), taken)[0]))
    return len(set(mapping.values())) != len(mapping)


def _by_base(names: list[str], taken: set[str]) -> dict[str, list[str]]:
    """The names that are not taken, grouped by base (``base_of``), bases and names in order of first definition."""
    groups: dict[str, list[str]] = {}
    for name in names:
        if name in taken:
            continue
        base, underscore, digits = name.rpartition("_")  # base_of, inlined: this loop runs once per value
        if not (underscore and base and digits.isdecimal()):
            base = name
        group = groups.get(base)
        if group is None:
            groups[base] = [name]
        else:
            group.append(name)
    return groups


def _number_of(base: str) -> str:
    """A pattern for what follows ``base`` in its names (then ``_END``).

    ``mm`` stands for ``mm`` and ``mm_N``; a base ``a_1`` (of ``a_1_2``) only for
    ``a_1_N``: ``a_1`` itself is of base ``a``.
    """
    return "_[0-9]+" if base_of(base) != base else "(?:_[0-9]+)?"


def _scan(plan: Renumbering) -> re.Pattern[str]:
    """One match per name that may change (group 1), with the text after it (group 2).

    Group 2 takes whole items (see above) and stops before the gap that leads to the
    next name that may change; that gap holds no letter, quote or comment, so the
    matches' names are exactly pytext's bare names, minus the words that cannot be
    keys: the common words and the names of a base none of whose names change.
    """
    words = [w for w in COMMON_WORDS if w not in plan.mapping]
    for base, _ in sorted(plan.quiet_bases.items(), key=lambda item: -item[1])[:_MAX_QUIET_WORDS]:
        words.append(re.escape(base) + _number_of(base))
    items = [pytext.QUOTED, _AFTER_DIGIT_OR_DOT, _PREFIXED, pytext.COMMENT, _LONE_QUOTE]
    if words:
        items.insert(1, "(?:" + "|".join(words) + ")" + _END)
    if "torch" in words:
        items.insert(0, _ANNOTATED_OP_CALL)
    return re.compile(_NAME + "((?:" + _GAP + "(?:" + "|".join(items) + "))*+)")


def rename(scope: str, plan: Renumbering) -> str:
    """``scope`` with every bare name that ``plan`` changes renamed; strings, comments and attributes untouched."""
    mapping = plan.mapping
    if not mapping:
        return scope
    if not scope.isascii():
        return pytext.rename(scope, mapping)
    scan = _scan(plan)
    renamed = _rename_lines(scope, mapping, scan)
    return _rename_all(scope, mapping, scan) if renamed is None else renamed


def _renamed_parts(text: str, mapping: dict[str, str], scan: re.Pattern[str]) -> list[str] | None:
    """``text`` (whole lines) split by ``scan``, its names renamed; None if its first match is not its first
    bare name."""
    parts = scan.split(text)  # [before, name, items, gap, name, items, gap, ...]
    if parts[0].strip(" \t"):  # the first match must be the first bare name: only blanks before it
        return None
    if len(parts) > 2 and parts[2][:1] in ("'", '"'):  # ... and no string's prefix (r'...')
        return None
    names = parts[1::3]
    parts[1::3] = map(mapping.get, names, names)
    return parts


def _rename_all(scope: str, mapping: dict[str, str], scan: re.Pattern[str]) -> str:
    """The whole scope renamed in one scan: every line of a graph whose values mostly move."""
    parts = _renamed_parts(scope, mapping, scan)
    return pytext.rename(scope, mapping) if parts is None else "".join(parts)


def _rename_lines(scope: str, mapping: dict[str, str], scan: re.Pattern[str]) -> str | None:
    """The scope with only the lines that may hold a key scanned; None where that does not pay.

    A backward graph's saved tensors often leave gaps in a base or two (``transpose_1,
    transpose_5``) and nowhere else: a literal search for those bases' names finds
    the few lines to rename, instead of a scan of every line. They are scanned as
    ``_rename_all`` scans the scope (which tells names from strings), joined, in one
    scan: no token spans a newline (checked), so the scan reaches each line's start
    between tokens, as it does in the whole scope, and reads the line as it reads it there.
    """
    if len(mapping) * _LINE_COST > len(scope):
        return None  # a line at least per value that changes: too many lines to pay
    starts = _lines_naming({base_of(name) for name in mapping}, scope)
    if starts is None or "\\" in scope or any(found(scope) for found in _TRIPLE_QUOTES):
        return None
    ends = [len(scope) if end == -1 else end for end in (scope.find("\n", start) for start in starts)]
    parts = _renamed_parts("\n".join([scope[start:end] for start, end in zip(starts, ends)]), mapping, scan)
    if parts is None:
        return None
    pieces: list[str] = []
    done = 0
    for start, end, line in zip(starts, ends, "".join(parts).split("\n")):
        pieces += (scope[done:start], line)
        done = end
    pieces.append(scope[done:])
    return "".join(pieces)


def _lines_naming(bases: set[str], scope: str) -> list[int] | None:
    """Where the lines start that hold a name of ``bases`` (in strings too), in order; None past the break-even."""
    if len(bases) > _MAX_SPARSE_BASES:
        return None
    most = len(scope) // _LINE_COST
    starts: set[int] = set()
    for base in bases:
        # the literal first, so that sre searches for it; then a bare name's "not after a word character or a dot"
        literal = re.escape(base)
        for found in re.finditer(f"{literal}(?<![A-Za-z0-9_.]{literal}){_number_of(base)}{_END}", scope):
            starts.add(scope.rfind("\n", 0, found.start()) + 1)
            if len(starts) > most:
                return None
    return sorted(starts)


def renumber_scope(scope: str) -> str:
    """One function's text with its values renumbered by first definition: a model's outer forward with
    layers by layer (``fxgolden.text.layer_names``), any other across the function."""
    named = layer_names.by_layer(scope)
    if named is not None:
        return rename(scope, Renumbering(named, {}))
    return rename(scope, renumbering(parameters(scope) + assigned_names(scope), []))
