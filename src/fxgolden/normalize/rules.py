"""The normalization rules: each a named pure function of (text, context) -> text.

A rule removes or renames only what varies without a change in the
compiler's behaviour. No rule removes an op, changes op order, a shape, a
stride, a dtype or a collective argument other than a process-group name.
Every rule has a before/after test in ``tests/test_normalize_rules.py``.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Callable, Mapping


@dataclasses.dataclass(frozen=True)
class RuleContext:
    """What rules may depend on besides the text: names and paths of this run."""

    group_aliases: Mapping[str, str] = dataclasses.field(default_factory=dict)
    path_roots: tuple[tuple[str, str], ...] = ()  # (absolute path, placeholder), longest first


RuleFn = Callable[[str, RuleContext], str]

# --- text hygiene (every kind) -------------------------------------------------

_TRAILING_WS = re.compile(r"[ \t]+$", re.MULTILINE)
_BLANK_RUNS = re.compile(r"\n{3,}")


def strip_trailing_whitespace(text: str, ctx: RuleContext) -> str:
    """Trailing blanks differ with editors and printers, never with the compiler."""
    return _TRAILING_WS.sub("", text)


def squash_blank_lines(text: str, ctx: RuleContext) -> str:
    """Runs of blank lines (left by removed comments and headers) become one."""
    return _BLANK_RUNS.sub("\n\n", text)


def final_newline(text: str, ctx: RuleContext) -> str:
    """Exactly one newline at the end; none at the start."""
    return text.strip("\n") + "\n"


# --- machine-specific values (every kind) ---------------------------------------

_ADDRESS = re.compile(r"\b0x[0-9a-fA-F]{6,16}\b")
_INDUCTOR_CACHE_PATH = re.compile(r"/tmp/torchinductor_[^/\s'\"]+(?:/[^\s'\":]*)?")
_TMP_PATH = re.compile(r"/tmp/[^\s'\":]+")
_SITE_PACKAGES = re.compile(r"/[^\s'\":]*/(?:site|dist)-packages/")


def memory_addresses(text: str, ctx: RuleContext) -> str:
    """Object addresses (``at 0x7f...``) change every run; hex literals under 6 digits are kept."""
    return _ADDRESS.sub("0xADDR", text)


def machine_paths(text: str, ctx: RuleContext) -> str:
    """Checkout, site-packages, Inductor-cache and temp paths differ per machine."""
    for root, placeholder in ctx.path_roots:
        text = re.sub(re.escape(root) + r"(?=[/\s'\":]|$)", placeholder, text)
    text = _INDUCTOR_CACHE_PATH.sub("<inductor-cache>", text)
    text = _SITE_PACKAGES.sub("<site-packages>/", text)
    return _TMP_PATH.sub("<tmp>", text)


# --- process groups (fx, inductor, summary, error) ------------------------------

_COLLECTIVE_LINE = re.compile(r"^.*(?:_c10d_functional|c10d|_dtensor)\..*$", re.MULTILINE)
_QUOTED = re.compile(r"'([^'\n]*)'")


def process_group_names(text: str, ctx: RuleContext) -> str:
    """Group names are creation-order counters ('0', '1', ...); map them to stable names.

    Only quoted strings inside collective calls that equal a known group name
    are renamed (to ``'mesh_tp'``, ``'world'``, ``'ranks_0_2'``); reduce ops
    and every other argument stay as they are.
    """
    if not ctx.group_aliases:
        return text

    def rename_line(line: re.Match[str]) -> str:
        return _QUOTED.sub(
            lambda q: f"'{ctx.group_aliases[q.group(1)]}'" if q.group(1) in ctx.group_aliases else q.group(0),
            line.group(0),
        )

    return _COLLECTIVE_LINE.sub(rename_line, text)


# --- FX graph code ----------------------------------------------------------------

_FX_COMMENT_LINE = re.compile(r"^[ \t]*#.*\n?", re.MULTILINE)


def fx_comment_lines(text: str, ctx: RuleContext) -> str:
    """Drop full-line comments of ``print_readable`` output.

    They hold source locations (``# File: /path/x.py:38 in forward, code: ...``
    with checkout paths and line numbers), partitioner annotations
    (``# recompute: MUST_SAVE``, new in recent torch) and
    ``# No stacktrace found`` markers: none is part of the graph.
    """
    return _FX_COMMENT_LINE.sub("", text)


# --- Inductor output code -------------------------------------------------------------

_AOT_ID = re.compile(r"^# AOT ID: .*\n", re.MULTILINE)
_HEADER_LINE = re.compile(
    r"^(?:from [\w.]+ import .+|import [\w.]+(?: as \w+)?|\w+ = (?:torch\.[\w.]+|AsyncCompile\(\))|#.*|)$"
)
_TAIL = re.compile(r"\n(?:def get_args\(\):|def benchmark_compiled_module\(|if __name__ == \"__main__\":).*\Z", re.DOTALL)


def inductor_aot_id(text: str, ctx: RuleContext) -> str:
    """``# AOT ID: ['N_forward']`` is a process-wide counter, carried over by cache hits."""
    return _AOT_ID.sub("", text)


def inductor_import_header(text: str, ctx: RuleContext) -> str:
    """The import and alias block before the first kernel is boilerplate of the torch release."""
    lines = text.split("\n")
    index = 0
    while index < len(lines) and _HEADER_LINE.match(lines[index]):
        index += 1
    return "\n".join(lines[index:])


def inductor_benchmark_tail(text: str, ctx: RuleContext) -> str:
    """``get_args``/``benchmark_compiled_module``/``__main__`` only serve benchmarking by hand."""
    return _TAIL.sub("\n", text)


@dataclasses.dataclass(frozen=True)
class Rule:
    """A registered rule: its name, the artifact kinds it applies to, and the function."""

    name: str
    kinds: frozenset[str]
    fn: RuleFn


ALL = frozenset({"fx", "inductor", "summary", "error"})
CODE = frozenset({"fx", "inductor"})

# Order matters: content rules first, hygiene last.
RULES: tuple[Rule, ...] = (
    Rule("inductor_aot_id", frozenset({"inductor"}), inductor_aot_id),
    Rule("inductor_import_header", frozenset({"inductor"}), inductor_import_header),
    Rule("inductor_benchmark_tail", frozenset({"inductor"}), inductor_benchmark_tail),
    Rule("fx_comment_lines", frozenset({"fx"}), fx_comment_lines),
    Rule("machine_paths", ALL, machine_paths),
    Rule("memory_addresses", ALL, memory_addresses),
    Rule("process_group_names", ALL, process_group_names),
    Rule("strip_trailing_whitespace", ALL, strip_trailing_whitespace),
    Rule("squash_blank_lines", ALL, squash_blank_lines),
    Rule("final_newline", ALL, final_newline),
)
