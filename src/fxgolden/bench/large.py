"""Normalizing (its golden form included), patience-diffing and comparing a 100k-line artifact, measured
against a floor: one compiled-regex pass with a callback over every identifier of the same raw text, in the
same run (goal: the whole at most the floor's time). Normalization must read every identifier once; a
ratio to that pass says what fxgolden adds on any machine, where seconds say how fast the machine is.

The artifact is real: the raw AOT forward and backward graphs of a toy
Transformer defined here (the framework never imports the catalog), captured
by fxgolden's recorder as the suite captures them (``# File:`` comments with this machine's paths, shapes,
strides). It is tiled to the wanted size, numbered identifiers renamed per
copy (``mm_3`` -> ``mm_3_7``) so that lines stay as unique as in one big
graph; patience diffing depends on unique lines. The changed version edits a
few lines spread over the text: an op changed, a value added.
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    import torch

_ASSIGNED = re.compile(r"^[ \t]+(?P<name>[A-Za-z_]\w*)(?:: \"[^\"]*\")? = ", re.MULTILINE)
_NAME = re.compile(r"(?<![\w.])[A-Za-z_]\w*")
_NUMBER = re.compile(r"_\d+$")


def _toy_transformer(layers: int, dim: int = 16, heads: int = 4, vocab: int = 8) -> "torch.nn.Module":
    """Embedding, pre-norm attention and MLP blocks, a vocabulary head: the op mix of a real LM graph."""
    import torch
    from torch import nn

    class Block(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.norm1, self.norm2 = nn.LayerNorm(dim), nn.LayerNorm(dim)
            self.qkv, self.out = nn.Linear(dim, 3 * dim), nn.Linear(dim, dim)
            self.mlp = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(), nn.Linear(4 * dim, dim))

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            batch, seq, _ = x.shape
            q, k, v = self.qkv(self.norm1(x)).view(batch, seq, 3, heads, dim // heads).unbind(2)
            scores = torch.einsum("bshd,bthd->bhst", q, k) / (dim // heads) ** 0.5
            attended = torch.einsum("bhst,bthd->bshd", scores.softmax(-1), v).reshape(batch, seq, dim)
            x = x + self.out(attended)
            return x + self.mlp(self.norm2(x))

    class Toy(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.embed, self.head = nn.Embedding(vocab, dim), nn.Linear(dim, vocab)
            self.blocks = nn.ModuleList(Block() for _ in range(layers))

        def forward(self, tokens: torch.Tensor) -> torch.Tensor:
            x = self.embed(tokens)
            for block in self.blocks:
                x = block(x)
            return self.head(x)

    return Toy()


def capture_transformer_graphs(root: Path, *, layers: int = 4) -> list[str]:
    """The raw ``g0.forward`` and ``g0.backward`` texts of a toy Transformer under aot_eager."""
    import torch

    from fxgolden.base import torch_compat
    from fxgolden.base.artifact import ArtifactName
    from fxgolden.capture.recorder import Recorder
    from fxgolden.catalog.case import Backend

    torch_compat.reset_compiler_state()
    recorder = Recorder(Backend.AOT_EAGER)
    torch.manual_seed(0)
    model = _toy_transformer(layers)
    tokens = torch.randint(0, 8, (2, 16), generator=torch.Generator().manual_seed(0))
    torch.compile(model, backend=recorder)(tokens).sum().backward()
    torch_compat.reset_compiler_state()
    return [recorder.artifacts[ArtifactName("g0", stage)].text for stage in ("forward", "backward")]


def _split_name(name: str) -> tuple[str, int]:
    number = _NUMBER.search(name)
    return (name[: number.start()], int(number.group()[1:])) if number else (name, 0)


def _renamed(body: list[str], copy: int) -> list[str]:
    """``body`` with the values it defines numbered on, as FX numbers a deeper graph (``mm_3`` -> ``mm_3+k*N``)."""
    if copy == 0:
        return body
    text = "\n".join(body)
    defined = [_split_name(m.group("name")) for m in _ASSIGNED.finditer(text)]
    per_base: dict[str, int] = {}
    for base, n in defined:
        per_base[base] = max(per_base.get(base, 0), n + 1)
    mapping = {}
    for base, n in defined:
        name = f"{base}_{n}" if n else base
        mapping[name] = f"{base}_{copy * per_base[base] + n}"
    return _NAME.sub(lambda m: mapping.get(m.group(), m.group()), text).split("\n")


def tile_graph(text: str, lines: int) -> list[str]:
    """One graph grown to ``lines`` lines: its body repeated inside the one function, as a deeper model's."""
    all_lines = text.splitlines()
    start = next(i for i, line in enumerate(all_lines) if line.lstrip().startswith("def ")) + 1
    end = max(i for i, line in enumerate(all_lines) if line.lstrip().startswith("return "))
    head, body, tail = all_lines[:start], all_lines[start:end], all_lines[end:]
    out, copy = list(head), 0
    while len(out) + len(tail) < lines:
        out.extend(_renamed(body, copy))
        copy += 1
    return out[: lines - len(tail)] + tail


def tile(graphs: list[str], lines: int) -> str:
    """The graphs (forward, backward), each grown to its share of ``lines``, as one artifact text."""
    share = lines // len(graphs)
    out: list[str] = []
    for index, graph in enumerate(graphs):
        out.extend(tile_graph(graph, share if index < len(graphs) - 1 else lines - len(out)))
    return "\n".join(out) + "\n"


def edit(text: str, *, every: int = 20_000) -> str:
    """A changed version, as a compiler change makes one: every ``every`` lines an op changed and a value added."""
    lines = text.splitlines()
    for index in range(every // 2, len(lines) - 3, every):
        lines[index] = lines[index].replace("aten.", "aten_changed.", 1)
        lines.insert(index + 1, f"        added_{index}: \"f32[8]\" = torch.ops.aten.relu.default(primals_1)")
    return "\n".join(lines) + "\n"


_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def identifier_pass(text: str) -> str:
    """The floor: every identifier of ``text`` looked up in a mapping and put back, in one ``re.sub`` pass."""
    renames = {"primals_1": "primals_1"}
    return _IDENTIFIER.sub(lambda found: renames.get(found.group(0), found.group(0)), text)


def _best(fn: Callable[[], Any], repeat: int = 3) -> tuple[float, Any]:
    times, result = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        result = fn()
        times.append(time.perf_counter() - start)
    return min(times), result


def _best_in_turn(*fns: Callable[[], Any], repeat: int = 3) -> list[tuple[float, Any]]:
    """``_best`` of each of ``fns``, run in turn (``a b a b a b``): a ratio of two of them within one run."""
    times: list[list[float]] = [[] for _ in fns]
    results: list[Any] = [None] * len(fns)
    for _ in range(repeat):
        for at, fn in enumerate(fns):
            start = time.perf_counter()
            results[at] = fn()
            times[at].append(time.perf_counter() - start)
    return [(min(spent), result) for spent, result in zip(times, results)]


def measure(root: Path, *, lines: int = 100_000) -> dict[str, Any]:
    """Seconds (best of 5 for the normalization and its floor, of 3 for the rest) to normalize, diff and compare
    an artifact of ``lines`` raw lines."""
    from fxgolden.base.diffing import unified_diff
    from fxgolden.golden import header as header_mod
    from fxgolden.normalize.pipeline import make_context, normalize
    from fxgolden.text import golden_form

    capture_start = time.perf_counter()
    raw = tile(capture_transformer_graphs(root), lines)
    capture_s = time.perf_counter() - capture_start
    changed_raw = edit(raw)
    ctx = make_context(project_root=root)

    def normalized() -> str:
        golden_form.full.cache_clear()  # the form's check reads its own form back: not from an earlier repeat
        return normalize(raw, "fx", ctx)

    # the floor measured in turn with the normalization, so that a slower spell of the host slows both
    (normalize_s, golden_body), (floor_s, _) = _best_in_turn(normalized, lambda: identifier_pass(raw), repeat=5)
    actual_body = normalize(changed_raw, "fx", ctx)
    diff_s, diff = _best(lambda: unified_diff(golden_body, actual_body, old_label="golden", new_label="actual"))
    header = header_mod.GoldenHeader(case="bench/large", artifact="g0.forward", normalizer=0, world="fake rank 0/1 cpu")
    stored = header_mod.serialize(header, golden_body)

    def compare() -> bool:
        _, body = header_mod.split(stored)
        return header_mod.serialize(header, actual_body) == stored or body == actual_body

    compare_s, _ = _best(compare)
    total_s = normalize_s + diff_s + compare_s
    return {"lines": len(raw.splitlines()), "normalized_lines": len(golden_body.splitlines()),
            "capture_s": capture_s, "normalize_s": normalize_s, "diff_s": diff_s, "compare_s": compare_s,
            "total_s": total_s, "floor_s": floor_s, "floor_ratio": total_s / floor_s if floor_s else None,
            "diff_added": diff.added, "diff_removed": diff.removed}
