"""Normalizer v5's FX value renumbering, as plain code: the reference the fast renumbering must equal.

Copied from src/fxgolden/normalize/rules.py at v5 (commit 2175a94); tests only. Its tokens are
now ``fxgolden.text.pytext``'s, the review parser's: v5 had a string rule of its own (no escapes, so
``'it\\'s buf1'`` ended early) and renamed names in comments.
"""

import re

from fxgolden.text import pytext

# Value names whose number is a position, not a creation counter: never renumbered.
_POSITIONAL_NAME = re.compile(r"^(?:primals|tangents|arg\d+|L_.*|l_.*|self)(?:_\d+)?$")
_DEF_LINE = re.compile(r"^[ \t]*def \w+\(", re.MULTILINE)
_SIGNATURE = re.compile(r"def \w+\(self(?P<params>[^)]*)\)")
_ASSIGNED = re.compile(r"^[ \t]+(?P<name>[A-Za-z_]\w*)(?:: \"[^\"]*\")? = ", re.MULTILINE)
_NUMBERED = re.compile(r"^(?P<base>.+?)_(?P<n>\d+)$")


def _parameters(scope: str) -> list[str]:
    signature = _SIGNATURE.search(scope)
    if not signature:
        return []
    names = (param.split(":")[0].strip() for param in signature.group("params").split(","))
    return [name for name in names if name and name.isidentifier()]


def _assigned_names(scope: str) -> list[str]:
    return list(dict.fromkeys(m.group("name") for m in _ASSIGNED.finditer(scope)))


def _base_and_number(name: str) -> tuple[str, bool]:
    """``mm_12`` -> (``mm``, True); ``mm`` -> (``mm``, False): what ``_NUMBERED`` matches, without a regex."""
    base, underscore, digits = name.rpartition("_")
    if underscore and base and digits.isdecimal():
        return base, True
    return name, False


def _renumbering(names: list[str], fixed: list[str]) -> dict[str, str]:
    import builtins
    import keyword

    counters: dict[str, int] = {}
    mapping: dict[str, str] = {}
    positional = _POSITIONAL_NAME.match
    taken = set(fixed) | {name for name in names if positional(name)}
    for name in names:
        if name in taken and (positional(name) or name in fixed):
            continue
        base, _ = _base_and_number(name)
        index = counters.get(base)
        if index is None:
            index = 1 if keyword.iskeyword(base) or hasattr(builtins, base) else 0
        candidate = f"{base}_{index}" if index else base
        while candidate in taken:  # a parameter or positional name already holds it
            index += 1
            candidate = f"{base}_{index}"
        counters[base] = index + 1
        mapping[name] = candidate
    new_names = list(mapping.values())
    if len(set(new_names)) != len(new_names):
        return {}  # an unusual naming scheme: leave this scope as torch printed it
    return {old: new for old, new in mapping.items() if old != new}


def _rename_scope(scope: str) -> str:
    mapping = _renumbering(_parameters(scope) + _assigned_names(scope), [])
    return pytext.rename(scope, mapping) if mapping else scope


def fx_value_numbering(text: str) -> str:
    """Renumber FX value names by first definition (``t_2, t_5`` -> ``t, t_1``), per function.

    FX numbers a name with a per-graph counter that also counts nodes created
    and then removed while tracing, so the same graph can print ``mm_1`` in one
    process and ``mm_2`` in another (seen: fake vs NCCL worlds). Names are
    renumbered, never removed (a backward graph's saved-tensor parameters too: they
    carry the forward's gaps); positional names (``primals_N``, ``tangents_N``,
    ``argN_M``, Dynamo's ``L_*``/``l_*``) keep their numbers, and names of
    Python builtins start at ``_1`` as FX does (``sum_1``).
    """
    bounds = [m.start() for m in _DEF_LINE.finditer(text)]
    if not bounds:
        return text
    pieces = [text[: bounds[0]]]
    for start, end in zip(bounds, bounds[1:] + [len(text)]):
        pieces.append(_rename_scope(text[start:end]))
    return "".join(pieces)
