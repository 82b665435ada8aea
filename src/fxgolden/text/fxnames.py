"""How FX names a graph's values, as fxgolden's renumbering leaves them: ``base``, ``base_1``, ``base_2``...

The renumbering (``fxgolden.normalize.renumber``) numbers each base's values in order of first
definition; unfolding a folded layer (``fxgolden.text.golden_form``) gives its values the names the
same rule gave them.
"""

from __future__ import annotations

import builtins
import functools
import keyword
import re
from typing import Iterable

# Value names whose number is a position, not a creation counter: never renumbered. ``POSITIONAL`` is the
# pattern of one such name (no newline in it), for the scans that find them among names one a line.
POSITIONAL = r"(?:primals|tangents|arg\d+|L_[^\n]*|l_[^\n]*|self)(?:_\d+)?"
POSITIONAL_NAME = re.compile(f"^{POSITIONAL}$")
# A value named by the layer that makes it (``fxgolden.text.layer_names``): ``add_L2``, ``add_L2_1``; where two
# containers share layer indices, the initials of the container's path before it come first (``add_eL2``: layer 2
# of ``encoder.layers``, ``add_dL2`` of ``decoder.layers``), four at most: a longer path falls back to numbering
# across the graph, and fewer names of a model's own code read as tags.
_LAYER_TAG = re.compile(r"_[a-z]{0,4}L\d+$")
# The base of what a layer hands on (``layer_out_L2``: ``fxgolden.text.layer_names``), apart from its other values.
OUTPUT = "layer_out"
OUTPUT_PREFIX = OUTPUT + "_"


def base_of(name: str) -> str:
    """``mm_12`` -> ``mm``; ``mm`` and ``mm_`` stay: the counter a name is numbered on."""
    base, underscore, digits = name.rpartition("_")
    return base if underscore and base and digits.isdecimal() else name


def layer_tag(layer: str, *, qualified: bool = False) -> str:
    """What a layer's values carry after their base: ``layers.2`` -> ``_L2`` (``add_L2_1``); ``qualified``, with
    the initials of the container's path before its own name: ``encoder.layers.2`` -> ``_eL2``."""
    container, _, index = layer.rpartition(".")
    initials = "".join(part.lstrip("_")[:1].lower() for part in container.split(".")[:-1]) if qualified else ""
    return f"_{initials}L{index}"


def layer_tags(layers: Iterable[str]) -> dict[str, str] | None:
    """Each layer's tag (``layer_tag``): plain, or qualified where two containers share layer indices (an
    encoder's and a decoder's ``layers.0``); None where qualified tags still collide or are no names' part."""
    layers = set(layers)
    for qualified in (False, True):
        tags = {layer: layer_tag(layer, qualified=qualified) for layer in layers}
        if len(set(tags.values())) == len(tags):
            return tags if all(_LAYER_TAG.fullmatch(tag) for tag in tags.values()) else None
    return None


def layer_index(layer: str) -> str:
    """A layer's index in its container: ``encoder.layers.2`` -> ``2``; what a fold renames its values by."""
    return layer.rpartition(".")[2]


def plain_base(name: str) -> str:
    """A value's base without the layer it is named by: ``add_L2_1``, ``add_L2`` and ``add_3`` -> ``add``."""
    base = base_of(name)
    tagged = _LAYER_TAG.search(base)
    return base[:tagged.start()] if tagged and tagged.start() else base


def is_output(name: str) -> bool:
    """Whether ``name`` is of what a layer hands on (``layer_out_L2``, ``layer_out_eL0_1``)."""
    return name.startswith(OUTPUT_PREFIX) and plain_base(name) == OUTPUT


def retagged(base: str, index: str, other: str) -> str:
    """A base of the values of a container's layer ``index`` as the same base of its layer ``other``:
    ``add_L0`` -> ``add_L3``, ``add_eL0`` -> ``add_eL3``; any other base as it is."""
    return _tagged_by(index).sub(rf"\g<1>{other}", base) if index != other else base


@functools.lru_cache(maxsize=1024)
def _tagged_by(index: str) -> re.Pattern[str]:
    """A base that ends with the tag of a layer ``index`` (``_L3``, ``_eL3``), the tag's index apart."""
    return re.compile(rf"(_[a-z]{{0,4}}L){index}$")


def retag_name(name: str, index: str, other: str) -> str | None:
    """A value name of a layer ``index`` as the same name of layer ``other`` (``mm_L5_1`` -> ``mm_L2_1``); None
    where ``name`` is not of layer ``index``."""
    base = base_of(name)
    return retagged(base, index, other) + name[len(base):] if tagged(base, index) else None


def tagged(base: str, index: str) -> bool:
    """Whether ``base`` is of the values of a layer ``index`` (``retagged``)."""
    return _tagged_by(index).search(base) is not None


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
