"""Where a model's layers are in the outer forward's body: the runs of lines that one layer's provenance
covers (``#> layers.3.attention: ...``, ``fxgolden.capture.provenance``). Layer folding
(``fxgolden.text.layer_folding``) folds these runs, and finds them again in the lines it unfolds.

Only a provenance line or a ``return`` changes the layer the lines after it belong to, so the lines are read
through these marks alone: a model's graph has a tenth as many marks as lines.
"""

from __future__ import annotations

import dataclasses
import functools
import re

from fxgolden.text.fx_body import BODY

PROVENANCE = "#> "
_MARKS = (BODY + PROVENANCE, BODY + "return ")
_LAYER = re.compile(r"^(?P<container>[A-Za-z_][\w.]*?)\.(?P<index>\d+)(?=\.|:|$)")
_NO_MODULE = ("", "")  # the key of a line no module recorded
# Lines (marks included) of modules outside every layer that a layer's segment takes in, between two of its runs in
# one of its modules: a backward recomputes a Hugging Face model's rotary embedding (``#> model.rotary_emb``, then
# ``sin`` and a ``mul``) where the last layer's attention first needs it. Cut there, that layer was three
# segments, none of them the shape of the others, so the others folded on one of them and an edit to it changed
# their folds.
MAX_RECOMPUTED = 4


@dataclasses.dataclass
class Segment:
    layer: str  # "layers.3"
    container: str  # "layers"
    start: int  # index into the body's lines
    end: int


def layer_of(where: str) -> tuple[str, str] | None:
    """The (container, layer) of a module path, or of a provenance line's text after its mark:
    ``layers.3.attention: ...`` -> ``("layers", "layers.3")``; None outside any layer."""
    found = _LAYER.match(where)
    return (found.group("container"), f"{found.group('container')}.{found.group('index')}") if found else None


@functools.lru_cache(maxsize=4096)  # a model's layers repeat their provenance lines
def _key(line: str) -> tuple[str, str] | None:
    """The (container, layer) of a provenance line, ``_NO_MODULE`` for an op no module recorded, else None."""
    where = line[len(BODY) + len(PROVENANCE):]
    return layer_of(where) or (_NO_MODULE if where.startswith(("(no module)", "(no source recorded)")) else None)


def marks(lines: list[str]) -> list[int]:
    """The indices of the provenance and ``return`` lines of ``lines``."""
    return [at for at, line in enumerate(lines) if line.startswith(_MARKS)]


def segments(lines: list[str], marked: list[int]) -> list[Segment]:
    """The segments of ``lines`` (``marked``: its ``marks``)."""
    runs = _Runs()
    for mark in marked:
        runs.mark(lines, mark)
    return _segments(runs.closed(len(lines)))[0]


_Key = tuple[str, str]
# (first line, end, key, opened, the module path of its first mark, of its last mark)
_Run = tuple[int, int, _Key | None, bool, str, str]


@functools.lru_cache(maxsize=4096)
def _module(line: str) -> str:
    """The module path of a provenance line (``model.layers.2.self_attn``)."""
    return line[len(BODY) + len(PROVENANCE):].partition(":")[0]


def _segments(runs: list[_Run]) -> tuple[list[Segment], int]:
    """The segments of lines in runs, and the index of the run the last one starts at. Lines of no module
    between two runs of the same layer belong to it (an op torch made inside that layer's code without
    recording its module), and so do a few lines of a module outside every layer (``MAX_RECOMPUTED``) where
    the layer goes on in the module it left (``model.layers.2.self_attn`` before and after); more lines of
    such a module (a final norm and the head, before the forward's tail that names the last layer again),
    lines of another layer, or a layer that resumes elsewhere, end it."""
    found: list[Segment] = []
    at = last_start = 0
    while at < len(runs):
        first, _, key, opened, _, _ = runs[at]
        if key is None or key is _NO_MODULE or not opened:
            at += 1
            continue
        last = stop = at
        outside = 0  # lines of modules outside every layer since the layer's last run
        while stop < len(runs):
            first_line, end, run_key, run_opened, starts_in, _ = runs[stop]
            if run_key == key:
                if outside and starts_in != runs[last][5]:
                    break  # it resumes in another of its modules: no recompute for the one it left
                last, outside = stop, 0
            elif run_key is None and run_opened:
                outside += end - first_line
                if outside > MAX_RECOMPUTED:
                    break
            elif run_key != _NO_MODULE:
                break
            stop += 1
        found.append(Segment(layer=key[1], container=key[0], start=first, end=runs[last][1]))
        last_start, at = at, last + 1
    return found, last_start


class _Runs:
    """``(first, end, key, opened)`` of each run of lines that one key covers, read mark by mark: the key of
    the provenance line above it (a ``return`` line has none), ``opened`` where the run starts at that
    provenance line. A run is merged into the one before it where that has the same key and the merge
    changes no segment (it starts one, or its key starts none): a layer's provenance lines are one run."""

    def __init__(self) -> None:
        self.runs: list[_Run] = []
        self.at = 0  # where the run still open starts
        self.key: _Key | None = None
        self.opened = False
        self.module = ""  # the module path of the provenance line above the open run

    def mark(self, lines: list[str], mark: int) -> None:
        self._close(self.runs, mark)
        if lines[mark].startswith(BODY + PROVENANCE):
            self.at, self.key, self.opened, self.module = mark, _key(lines[mark]), True, _module(lines[mark])
        else:
            self.runs.append((mark, mark + 1, None, False, "", ""))
            self.at, self.opened = mark + 1, False

    def closed(self, end: int, first: int = 0) -> list[_Run]:
        """The runs from the ``first`` on, the open one ending at ``end``."""
        runs = self.runs[first:]
        self._close(runs, end)
        return runs

    def _close(self, runs: list[_Run], end: int) -> None:
        if end <= self.at:
            return
        key = self.key
        if runs and runs[-1][2] == key and (runs[-1][3] or key is None or key is _NO_MODULE):
            runs[-1] = (runs[-1][0], end, key, runs[-1][3], runs[-1][4], self.module)
        else:
            runs.append((self.at, end, key, self.opened, self.module, self.module))


class SegmentIndex:
    """Lines that grow, and their segments, found as they grow: unfolding asks for an earlier segment at
    each fold line, and reading all the lines each time would cost a pass per fold."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.runs = _Runs()
        self.final: dict[str, list[Segment]] = {}  # layer -> its segments that no later line can extend
        self.resume = 0  # the run the last segment, which may still grow, starts at

    def append(self, lines: list[str], marked: list[int] | None = None) -> None:
        """``lines`` added (``marked``: their ``marks``, where known)."""
        offset = len(self.lines)
        self.lines += lines
        for at in marks(lines) if marked is None else marked:
            self.runs.mark(self.lines, offset + at)

    def find(self, layer: str, occurrence: int) -> Segment:
        """The ``occurrence``-th segment of ``layer`` (1 for the first)."""
        found, last = _segments(self.runs.closed(len(self.lines), self.resume))
        for segment in found[:-1]:
            self.final.setdefault(segment.layer, []).append(segment)
        if found:
            self.resume += last
        matching = self.final.get(layer, []) + [segment for segment in found[-1:] if segment.layer == layer]
        if len(matching) < occurrence:
            raise ValueError(f"a folded layer repeats {layer}, which is not written above it")
        return matching[occurrence - 1]
