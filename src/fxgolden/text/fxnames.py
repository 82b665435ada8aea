"""How FX names a graph's values, as fxgolden's renumbering leaves them: ``base``, ``base_1``, ``base_2``...

The renumbering (``fxgolden.normalize.renumber``) numbers each base's values in order of first
definition; unfolding a folded layer (``fxgolden.text.golden_form``) gives its values the names the
same rule gave them.
"""

from __future__ import annotations

import builtins
import keyword
import re

# Value names whose number is a position, not a creation counter: never renumbered. ``POSITIONAL`` is the
# pattern of one such name (no newline in it), for the scans that find them among names one a line.
POSITIONAL = r"(?:primals|tangents|arg\d+|L_[^\n]*|l_[^\n]*|self)(?:_\d+)?"
POSITIONAL_NAME = re.compile(f"^{POSITIONAL}$")
# A value named by the layer that makes it (``fxgolden.text.layer_names``): ``add_L2``, ``add_L2_1``.
_LAYER_TAG = re.compile(r"_L\d+$")


def base_of(name: str) -> str:
    """``mm_12`` -> ``mm``; ``mm`` and ``mm_`` stay: the counter a name is numbered on."""
    base, underscore, digits = name.rpartition("_")
    return base if underscore and base and digits.isdecimal() else name


def layer_tag(layer: str) -> str:
    """What a layer's values carry after their base: ``layers.2`` -> ``_L2`` (``add_L2_1``)."""
    return "_L" + layer.rpartition(".")[2]


def plain_base(name: str) -> str:
    """A value's base without the layer it is named by: ``add_L2_1``, ``add_L2`` and ``add_3`` -> ``add``."""
    base = base_of(name)
    tagged = _LAYER_TAG.search(base)
    return base[:tagged.start()] if tagged and tagged.start() else base


def retagged(base: str, tag: str, other: str) -> str:
    """A base of one layer's values (``tag``) as the same base of another's: ``add_L0`` -> ``add_L3``."""
    return base[:-len(tag)] + other if tag != other and base.endswith(tag) else base


def first_number(base: str) -> int:
    """The number of a base's first value: 1 for a keyword's or a builtin's (``sum_1``), so as not to shadow it."""
    return 1 if keyword.iskeyword(base) or hasattr(builtins, base) else 0


def numbered(base: str, count: int, taken: set[str]) -> tuple[list[str], int]:
    """The names that ``count`` values of ``base`` get, in order, and the number the next one would get.

    FX starts a keyword's or builtin's name at ``_1`` (``sum_1``), so as not to shadow it; a
    name that a parameter or positional name holds is skipped.
    """
    first = first_number(base)
    candidates = list(map(base.__add__, _suffixes(first, count)))
    if taken.isdisjoint(candidates):
        return candidates, first + count
    candidates, index = [], first
    for _ in range(count):
        candidate = f"{base}_{index}" if index else base
        while candidate in taken:
            index += 1
            candidate = f"{base}_{index}"
        candidates.append(candidate)
        index += 1
    return candidates, index


_SUFFIXES = [""]  # "", "_1", "_2", ...: a renumbered graph's names are its bases plus these


def _suffixes(first: int, count: int) -> list[str]:
    """The suffixes of numbers ``first`` to ``first + count - 1`` (``""`` for 0): concatenated to a base, they
    cost half of formatting each number again for every base of every graph."""
    while len(_SUFFIXES) < first + count:
        _SUFFIXES.extend(f"_{index}" for index in range(len(_SUFFIXES), 2 * len(_SUFFIXES) + first + count))
    return _SUFFIXES[first:first + count]


def nth_name(base: str, nth: int, taken: set[str], taken_bases: set[str]) -> str:
    """The name the ``nth`` value of ``base`` gets (0 first), as ``numbered`` gives it, without building
    the names before it where no taken name has that base (``taken_bases``: the bases of ``taken``)."""
    if base in taken_bases:
        return numbered(base, nth + 1, taken)[0][nth]
    index = nth + first_number(base)
    return f"{base}_{index}" if index else base
