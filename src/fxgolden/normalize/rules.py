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

from fxgolden.normalize import renumber


@dataclasses.dataclass(frozen=True)
class RuleContext:
    """What rules may depend on besides the text: names and paths of this run."""

    group_aliases: Mapping[str, str] = dataclasses.field(default_factory=dict)
    path_roots: tuple[tuple[str, str], ...] = ()  # (absolute path, placeholder), longest first


RuleFn = Callable[[str, RuleContext], str]


def _finds(needle: str) -> Callable[[str], re.Match[str] | None]:
    """A test for ``needle in text``, 2-3x faster on megabytes of graph code for these needles.

    str's search of a short needle of common characters (``" \\n"``, ``"0x"``,
    ``"cuda"``) advances a character or two per step: 5-10 ms over a 10 MB
    artifact, on text that usually holds none. sre scans for the needle's
    first character in a tight loop instead (3.5 ms). Needles of 6 characters
    or more are as fast with ``in`` (str then uses a two-way search).
    """
    return re.compile(re.escape(needle)).search


# --- text hygiene (every kind) -------------------------------------------------

_TRAILING_WS = re.compile(r"[ \t]+$", re.MULTILINE)
_BLANK_RUNS = re.compile(r"\n{3,}")
# A line that ends with a blank, found from each newline (a blank is on every line, a newline ends it)
_BLANK_BEFORE_NEWLINE = re.compile(r"\n(?<=[ \t]\n)").search
_THREE_NEWLINES = _finds("\n\n\n")


def strip_trailing_whitespace(text: str, ctx: RuleContext) -> str:
    """Trailing blanks differ with editors and printers, never with the compiler."""
    if not _BLANK_BEFORE_NEWLINE(text) and not text.endswith((" ", "\t")):
        return text  # the common case
    return _TRAILING_WS.sub("", text)


def squash_blank_lines(text: str, ctx: RuleContext) -> str:
    """Runs of blank lines (left by removed comments and headers) become one."""
    if not _THREE_NEWLINES(text):
        return text
    return _BLANK_RUNS.sub("\n\n", text)


def final_newline(text: str, ctx: RuleContext) -> str:
    """Exactly one newline at the end; none at the start."""
    if text.endswith("\n") and not text.endswith("\n\n") and not text.startswith("\n"):
        return text  # the common case, without two copies of the text
    return text.strip("\n") + "\n"


# --- machine-specific values (every kind) ---------------------------------------

_ADDRESS = re.compile(r"\b0x[0-9a-fA-F]{6,16}\b")
_INDUCTOR_CACHE_PATH = re.compile(r"/tmp/torchinductor_[^/\s'\"]+(?:/[^\s'\":]*)?")
_TMP_PATH = re.compile(r"/tmp/[^\s'\":]+")
_SITE_PACKAGES = re.compile(r"/[^\s'\":]*/(?:site|dist)-packages/")
_ZERO_X = re.compile(r"x(?<=0x)").search  # "0x" in text, found from each "x" (rare in graph code), not each "0"


def memory_addresses(text: str, ctx: RuleContext) -> str:
    """Object addresses (``at 0x7f...``) change every run; hex literals under 6 digits are kept."""
    if "x" not in text or not _ZERO_X(text):  # a lone "x" is found at memchr speed, "0x" is not
        return text
    return _ADDRESS.sub("0xADDR", text)


def machine_paths(text: str, ctx: RuleContext) -> str:
    """Checkout, site-packages, Inductor-cache and temp paths differ per machine."""
    if "/" not in text and all("/" in root for root, _ in ctx.path_roots):
        return text  # no path here: found at memchr speed (every pattern below holds a "/" too)
    for root, placeholder in ctx.path_roots:
        if root in text:
            text = re.sub(re.escape(root) + r"(?=[/\s'\":]|$)", placeholder, text)
    text = _INDUCTOR_CACHE_PATH.sub("<inductor-cache>", text)
    text = _SITE_PACKAGES.sub("<site-packages>/", text)
    return _TMP_PATH.sub("<tmp>", text)


# --- process groups (fx, inductor, summary, error) ------------------------------

# symm_mem: async TP's fused all-gather/reduce-scatter matmuls take the group name too.
_COLLECTIVE_LINE = re.compile(r"^.*(?:_c10d_functional|c10d|_dtensor|symm_mem)\..*$", re.MULTILINE)
_QUOTED = re.compile(r"'([^'\n]*)'")


def process_group_names(text: str, ctx: RuleContext) -> str:
    """Group names are creation-order counters ('0', '1', ...); map them to stable names.

    Only quoted strings inside collective calls that equal a known group name
    are renamed (to ``'mesh_tp'``, ``'world'``, ``'ranks_0_2'``); reduce ops
    and every other argument stay as they are.
    """
    if not ctx.group_aliases or ("c10d" not in text and "_dtensor." not in text
                                 and "symm_mem." not in text):  # c10d: both c10d namespaces
        return text

    def rename_line(line: re.Match[str]) -> str:
        return _QUOTED.sub(
            lambda q: f"'{ctx.group_aliases[q.group(1)]}'" if q.group(1) in ctx.group_aliases else q.group(0),
            line.group(0),
        )

    return _COLLECTIVE_LINE.sub(rename_line, text)


# --- FX graph code ----------------------------------------------------------------

# fxgolden's own comment lines stay: provenance (``#> ``, fxgolden.capture.provenance) and folded
# layers (``#= ``, fxgolden.text.golden_form)
_COMMENT = re.compile(r"[ \t]*#(?![>=] )")
_COMMENT_AFTER_NEWLINE = re.compile(r"\n[ \t]*+#(?![>=] )[^\n]*+")


def fx_comment_lines(text: str, ctx: RuleContext) -> str:
    """Drop full-line comments of ``print_readable`` output.

    They hold source locations (``# File: /path/x.py:38 in forward, code: ...``
    with checkout paths and line numbers), partitioner annotations
    (``# recompute: MUST_SAVE``, new in recent torch) and
    ``# No stacktrace found`` markers: none is part of the graph. fxgolden's own
    lines stay: ``#> `` provenance (module path and function, no line) and ``#= ``
    folded layers. A comment line
    goes with the newline that ends it; a comment on the last line, which has none,
    goes alone.
    """
    if "#" not in text:
        return text
    # Each comment line goes with the newline before it instead, so sre tries only the newlines,
    # not every position. That differs only when the last line is a comment: the newline ending
    # the last kept line must stay. A comment on the first line has no newline before it:
    # "\n" + text gives it one (two more copies of the text, only then).
    last_is_comment = _COMMENT.match(text, text.rfind("\n") + 1)
    if not _COMMENT.match(text):
        kept = _COMMENT_AFTER_NEWLINE.sub("", text)
        return kept + "\n" if last_is_comment else kept
    kept = _COMMENT_AFTER_NEWLINE.sub("", "\n" + text)
    if kept and last_is_comment:
        kept += "\n"
    return kept[1:]


_STATEMENT_BREAK = re.compile(r"\n(?:[ \t]*\n)+(?=[ \t]+(?!def |class |@)\S)")
_TWO_NEWLINES = _finds("\n\n")


def fx_body_blank_lines(text: str, ctx: RuleContext) -> str:
    """Blank lines inside a graph's body go: torch prints one between source-location groups.

    Which statements share a source group (and so where the blank lines fall)
    changes between torch builds while the graph does not (measured: torch
    2.14.1 regroups the backward under "Backward of forward node" comments,
    which ``fx_comment_lines`` drops). A blank line before a ``def``, ``class``
    or decorator, or before an unindented line, separates definitions and stays.
    """
    if not _TWO_NEWLINES(text):
        return text
    return _STATEMENT_BREAK.sub("\n", text)


_FX_PSEUDO_CLASS = re.compile(r"^class <(\w+)>\(", re.MULTILINE)
_CLASS_BRACKET = re.compile(r"<(?<=class <)").search  # from each "<" (a few a line of provenance), not each "c"


def fx_class_name(text: str, ctx: RuleContext) -> str:
    """AOT names inference graphs ``class <lambda>(...)``: not Python, so goldens would not parse.

    The name says how torch built the module, not what it computes; ``<lambda>``
    becomes ``_lambda_`` and every other class name is kept.
    """
    if "<" not in text or not _CLASS_BRACKET(text):  # a lone "<" is found at memchr speed
        return text
    return _FX_PSEUDO_CLASS.sub(r"class _\1_(", text)


_LIFETIME_TAIL = re.compile(r";  (?:[A-Za-z_]\w* = )+None$", re.MULTILINE)
# The same on ASCII text (``str.isascii`` is a flag, not a scan), a quarter faster: sre's ``\w`` asks Unicode.
_LIFETIME_TAIL_ASCII = re.compile(r";  (?:[A-Za-z_][A-Za-z0-9_]*+ = )++None(?=\n|\Z)")


def fx_lifetime_tails(text: str, ctx: RuleContext) -> str:
    """FX ends the statement that last reads a value with ``;  a = b = None``: when each value dies, which
    the graph above already says. The tails go, so that a new read of a value changes one line, not
    three, and layers that save different activations for the backward still read as the same code.
    """
    if "= None" not in text:
        return text
    return (_LIFETIME_TAIL_ASCII if text.isascii() else _LIFETIME_TAIL).sub("", text)


def fx_value_numbering(text: str, ctx: RuleContext) -> str:
    """Renumber FX value names by first definition (``t_2, t_5`` -> ``t, t_1``), per function.

    FX numbers a name with a per-graph counter that also counts nodes created
    and then removed while tracing, so the same graph can print ``mm_1`` in one
    process and ``mm_2`` in another (seen: fake vs NCCL worlds). Names are
    renumbered, never removed (a backward graph's saved-tensor parameters too: they
    carry the forward's gaps); positional names (``primals_N``, ``tangents_N``,
    ``argN_M``, Dynamo's ``L_*``/``l_*``) keep their numbers, and names of
    Python builtins start at ``_1`` as FX does (``sum_1``). A model's outer
    forward with layers is numbered by layer (``mm_L2_1``: fxgolden.text.layer_names).
    """
    bounds = renumber.function_starts(text)
    if not bounds:
        return text
    pieces = [text[: bounds[0]]]
    for start, end in zip(bounds, bounds[1:] + [len(text)]):
        pieces.append(renumber.renumber_scope(text[start:end]))
    return "".join(pieces)


# A runtime assertion's call, its value and its message up to the node the message names (ASCII names: FX's).
_ASSERTED_NODE = re.compile(r"\(([A-Za-z_][A-Za-z0-9_]*+), \"([^\"\n]*?) on node '[A-Za-z_][A-Za-z0-9_]*+'\"")


def fx_assertion_nodes(text: str, ctx: RuleContext) -> str:
    """A runtime assertion's message names the node it asserts as the graph that made it numbered it
    (``_assert_scalar(ge_3, "... u4 >= 0 on node 'ge_4'")``, Dynamo's name carried into AOT's graphs): a number
    counted across that graph, which an assertion added to an earlier layer moves in every later one. The
    message names the value the assertion reads instead, as renumbering named it (after ``fx_value_numbering``).
    """
    if " on node '" not in text:
        return text
    return _ASSERTED_NODE.sub(lambda found: f"({found.group(1)}, \"{found.group(2)} on node '{found.group(1)}'\"", text)


# (whether every match names cuda, a cheap test that every match passes, pattern, replacement)
_DEVICE_ORDINAL = (
    (True, _finds("cuda:"), re.compile(r"\bcuda:\d+"), "cuda:0"),
    # from each "(" followed by a digit (rare in graph code), back to the call's name
    (False, re.compile(r"\((?=\d)(?:(?<=_DeviceGuard\()|(?<=set_device\()|(?<=get_raw_stream\())").search,
     re.compile(r"\b(_DeviceGuard|set_device|get_raw_stream)\(\d+\)"), r"\1(0)"),
    (True, _finds("device(type='cuda', index="), re.compile(r"device\(type='cuda', index=\d+\)"),
     "device(type='cuda', index=0)"),
)
_CUDA = _finds("cuda")
# Inductor names a device's raw stream after the device's index: ``stream1 = get_raw_stream(1)`` on cuda:1.
_RAW_STREAM = re.compile(r"\b(stream\d+) = get_raw_stream\(")


def device_ordinal(text: str, ctx: RuleContext) -> str:
    """The GPU ordinal is the slot a rank's process was given (``cuda:1`` for rank 1 of a
    two-GPU host); the code compiled for it is the same on every slot, and so are the names
    Inductor derives from it (``stream1`` becomes ``stream0``, as on the profile's device)."""
    has_cuda = _CUDA(text)  # one scan rules out both rows whose matches all name cuda
    for names_cuda, found, pattern, replacement in _DEVICE_ORDINAL:
        if (has_cuda or not names_cuda) and found(text):
            text = pattern.sub(replacement, text)
    streams = set(_RAW_STREAM.findall(text)) - {"stream0"} if "get_raw_stream" in text else set()
    if streams:
        text = re.sub(r"\b(?:" + "|".join(sorted(streams)) + r")\b", "stream0", text)
    return text


# --- Inductor output code -------------------------------------------------------------

_AOT_ID = re.compile(r"^# AOT ID: .*\n", re.MULTILINE)
# Imports, aliases and blank lines; a comment ends the header (it belongs to the first kernel).
_HEADER_LINE = re.compile(
    r"^(?:from [\w.]+ import .+|import [\w.]+(?: as \w+)?|\w+ = (?:torch\.[\w.]+|AsyncCompile\(\))|)$"
)
_TAIL = re.compile(r"\n(?:def get_args\(\):|def benchmark_compiled_module\("
                   r"|if __name__ == \"__main__\":).*\Z", re.DOTALL)


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


# --- Triton output (cuda profile) -------------------------------------------------------

_KERNEL_PATH = re.compile(r"^[ \t]*# kernel path: .*\n?", re.MULTILINE)
_BACKEND_HASH = re.compile(r"('backend_hash': )'[0-9A-Za-z]+'")
_DEVICE_PROPERTIES = re.compile(r"DeviceProperties\(([^()]*)\)")
# What changes codegen: the device type, the compute capability (instruction set, TMA,
# wgmma) and the SM count (reduction split and persistent-kernel heuristics). The device
# index is the slot the machine gave us; registers, threads per SM and warp size follow
# from the compute capability and add only noise.
_DEVICE_PROPERTIES_KEPT = ("type", "multi_processor_count", "cc", "major")
_ENV_META = re.compile(
    r"'(?:autotune_local_cache|autotune_remote_cache|force_disable_caches|store_cubin|"
    r"is_fbcode)': [^,{}]+(?:, )?"
)


def triton_kernel_path(text: str, ctx: RuleContext) -> str:
    """``# kernel path: /tmp/torchinductor_<user>/<hash>/<hash>.py`` names a cache file, not code."""
    return _KERNEL_PATH.sub("", text)


def triton_backend_hash(text: str, ctx: RuleContext) -> str:
    """``'backend_hash'`` hashes the Triton/driver install (cache key), not the kernel."""
    return _BACKEND_HASH.sub(r"\1'<hash>'", text)


def triton_device_properties(text: str, ctx: RuleContext) -> str:
    """Keep the ``DeviceProperties`` fields that change codegen; drop the device index and limits implied by cc."""

    def keep(match: re.Match[str]) -> str:
        fields = [f.strip() for f in match.group(1).split(",") if f.strip()]
        kept = [f for f in fields if f.split("=", 1)[0] in _DEVICE_PROPERTIES_KEPT]
        return f"DeviceProperties({', '.join(kept)})"

    return _DEVICE_PROPERTIES.sub(keep, text)


def triton_environment_meta(text: str, ctx: RuleContext) -> str:
    """Cache and build-environment switches echoed into ``inductor_meta`` change no kernel code."""
    return _ENV_META.sub("", text)


@dataclasses.dataclass(frozen=True)
class Rule:
    """A registered rule: its name, the artifact kinds it applies to, and the function."""

    name: str
    kinds: frozenset[str]
    fn: RuleFn


ALL = frozenset({"fx", "inductor", "summary", "error"})
CODE = frozenset({"fx", "inductor"})

# The rules a summary applies to each of its strings (keys too) before it is rendered: they rename what a
# line holds, never the layout, so no YAML quoting or line wrap is in their way (``pipeline.normalize_summary``).
VALUE_RULES = frozenset({"machine_paths", "memory_addresses", "process_group_names"})

# Order matters: content rules first, hygiene last.
RULES: tuple[Rule, ...] = (
    Rule("inductor_aot_id", frozenset({"inductor"}), inductor_aot_id),
    Rule("inductor_import_header", frozenset({"inductor"}), inductor_import_header),
    Rule("inductor_benchmark_tail", frozenset({"inductor"}), inductor_benchmark_tail),
    Rule("triton_kernel_path", frozenset({"inductor"}), triton_kernel_path),
    Rule("triton_backend_hash", frozenset({"inductor"}), triton_backend_hash),
    Rule("triton_device_properties", frozenset({"inductor"}), triton_device_properties),
    Rule("triton_environment_meta", frozenset({"inductor"}), triton_environment_meta),
    Rule("fx_comment_lines", frozenset({"fx"}), fx_comment_lines),
    Rule("fx_body_blank_lines", frozenset({"fx"}), fx_body_blank_lines),
    Rule("fx_class_name", frozenset({"fx"}), fx_class_name),
    Rule("fx_lifetime_tails", frozenset({"fx"}), fx_lifetime_tails),
    Rule("fx_value_numbering", frozenset({"fx"}), fx_value_numbering),
    Rule("fx_assertion_nodes", frozenset({"fx"}), fx_assertion_nodes),
    Rule("device_ordinal", CODE, device_ordinal),
    Rule("machine_paths", ALL, machine_paths),
    Rule("memory_addresses", ALL, memory_addresses),
    Rule("process_group_names", ALL, process_group_names),
    Rule("strip_trailing_whitespace", ALL, strip_trailing_whitespace),
    Rule("squash_blank_lines", ALL, squash_blank_lines),
    Rule("final_newline", ALL, final_newline),
)
