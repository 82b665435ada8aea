"""Parse normalized artifact text into an ordered list of ops with value names.

Two dialects are read: FX graph code (``print_readable``: one assignment per
node inside ``def forward``) and Inductor wrapper code (statements inside
``def call`` plus the kernels defined with ``async_compile.<backend>(...)``).
The parser is tolerant: a line it does not understand becomes an ``other``
op with its text, never an error, because goldens of a newer torch must
still be reviewable.

Nothing is ever executed: this is text processing only.
"""

from __future__ import annotations

import bisect
import dataclasses
import enum
import itertools
import re

from fxgolden.text import golden_form, pytext
from fxgolden.text.layer_segments import PROVENANCE

# --- op kinds ----------------------------------------------------------------------------------


class OpKind(enum.StrEnum):
    """What a statement does, as far as review cares."""

    INPUT = "input"  # a graph placeholder / wrapper argument
    COMPUTE = "compute"  # an aten op, an extern kernel, a fused kernel call
    ALLOC = "alloc"  # empty_strided & co.
    VIEW = "view"  # reinterpret_tensor, getitem, aliases that add no compute
    COLLECTIVE = "collective"
    WAIT = "wait"
    CHECK = "check"  # runtime assertions (assert_size_stride, _assert_tensor_metadata, ...)
    BOILERPLATE = "boilerplate"  # del, x = None, args.clear(), comments, device guards
    OUTPUT = "output"


# Rows: (kind, regex on the op target). First match wins; order matters.
TARGET_KINDS: tuple[tuple[OpKind, re.Pattern[str]], ...] = (
    (OpKind.WAIT, re.compile(r"(?:^|\.)wait_tensor\b|^\.wait$|(?:^|\.)_wait_tensor\b")),
    (OpKind.COLLECTIVE, re.compile(
        r"(?:c10d|functional_collectives|funcol|_dtensor|distributed)\w*\."
        r"\w*(?:all_reduce|all_gather|reduce_scatter|all_to_all|broadcast|send|recv|barrier|permute_tensor)")),
    (OpKind.CHECK,
     re.compile(r"^(?:assert_\w+|aten\._assert\w*|aten\.sym_constrain_range\w*|torch\._check\w*|_check\w*)")),
    (OpKind.ALLOC, re.compile(r"^(?:empty_strided\w*|empty\w*|aten\.empty\w*|torch\.empty\w*|zeros_\w*)")),
    (OpKind.VIEW, re.compile(r"^(?:reinterpret_tensor|getitem|getattr)$")),
)


def kind_of(target: str) -> OpKind:
    """The kind of an op from its (prefix-stripped) target; compute when no row matches."""
    for kind, pattern in TARGET_KINDS:
        if pattern.search(target):
            return kind
    return OpKind.COMPUTE


@dataclasses.dataclass(frozen=True)
class Op:
    """One statement: what it calls, which names it defines and uses, and its text."""

    kind: OpKind
    target: str
    defs: tuple[str, ...]
    uses: tuple[str, ...]
    text: str  # the statement, stripped, without FX's trailing ``;  x = None``
    # the module path of the provenance line above it (``layers.0.feed_forward``), "" where none is written:
    # where in the model the op came from, so the review can tie one graph's edit to another graph's
    module: str = dataclasses.field(default="", compare=False)


@dataclasses.dataclass(frozen=True)
class Kernel:
    """A kernel defined in Inductor output code: its name and source."""

    name: str
    body: str


@dataclasses.dataclass(frozen=True)
class ParsedArtifact:
    """An artifact as ops in program order, kernels in definition order, and other lines."""

    dialect: str  # "fx", "inductor" or "text"
    ops: tuple[Op, ...]
    kernels: tuple[Kernel, ...] = ()
    boilerplate: tuple[str, ...] = ()  # lines outside any graph body, stripped

    def ops_of(self, *kinds: OpKind) -> tuple[Op, ...]:
        """The ops of the given kinds, in order."""
        return tuple(op for op in self.ops if op.kind in kinds)


# --- tokens (fxgolden.text.pytext's: the normalizer reads strings, comments and names by the same rule) ---


def identifiers(text: str) -> list[str]:
    """Bare identifiers of a statement, outside strings and comments, without attribute or keyword names."""
    return pytext.names(text, keywords=False)


def rename(text: str, mapping: dict[str, str]) -> str:
    """Replace bare identifiers found in ``mapping`` (strings, comments, attributes, kwarg names untouched)."""
    return pytext.rename(text, mapping, keywords=False)


def split_statements(line: str) -> list[str]:
    """Split ``a; b`` at top-level semicolons and drop a trailing comment; a comment line stays whole."""
    stripped = line.strip()
    if stripped.startswith("#"):
        return [stripped]
    return pytext.split_top_level(pytext.without_comment(stripped), ";")


split_top_level = pytext.split_top_level


# --- statements ----------------------------------------------------------------------------------

_ASSIGN = re.compile(r"^(?P<lhs>[A-Za-z_]\w*(?:\s*,\s*[A-Za-z_]\w*)*)"  # targets
                     r"\s*(?::\s*(?P<ann>\"[^\"]*\"|[\w.\[\], ]+?))?"  # an annotation
                     r"\s*=(?!=)\s*(?P<rhs>.+)$")
_NONE_CHAIN = re.compile(r"^(?:[A-Za-z_]\w*\s*=\s*)+None$")
_CALL = re.compile(r"^(?P<callee>[A-Za-z_][\w.]*)\s*\(")
_SUBSCRIPT = re.compile(r"^[A-Za-z_]\w*\[")
_BOILER = re.compile(r"^(?:del\b|pass$|args\.clear\(\)|with\b|stream\d*\s*=\s*get_raw_stream|#)")
_TORCH_OPS = re.compile(r"^torch\.ops\.")
_KERNEL_SUFFIX = re.compile(r"_\d+$")
# Python operators as Dynamo prints them (``add = x + 1``), by the operator module's names.
BINARY_OPERATORS = {"+": "add", "-": "sub", "*": "mul", "/": "truediv", "//": "floordiv", "%": "mod",
                    "**": "pow", "@": "matmul", "&": "and_", "|": "or_", "^": "xor", "<<": "lshift",
                    ">>": "rshift", "==": "eq", "!=": "ne", "<": "lt", "<=": "le", ">": "gt", ">=": "ge"}
_BINARY = re.compile(r"^[\w.\[\]]+\s*(//|\*\*|<<|>>|==|!=|<=|>=|[-+*/%@&|^<>])\s*\S")


def _target(rhs: str, *, defined: set[str], kernels: set[str]) -> tuple[str, bool]:
    """The op target of a right-hand side, and whether it calls a kernel."""
    call = _CALL.match(rhs)
    if call:
        callee = call.group("callee")
        head, _, rest = callee.partition(".")
        if head in kernels:
            return "kernel:" + _KERNEL_SUFFIX.sub("", head), True
        if head in defined and rest:
            return "." + rest.rsplit(".", 1)[-1], False  # a method call on a value
        return _TORCH_OPS.sub("", callee), False
    if _SUBSCRIPT.match(rhs):
        return "getitem", False
    if re.fullmatch(r"[A-Za-z_]\w*", rhs):
        return "alias", False
    if rhs.startswith("self."):
        return "getattr", False
    binary = _BINARY.match(rhs)
    if binary:
        return "operator." + BINARY_OPERATORS[binary.group(1)], False
    if rhs.startswith("-") or rhs.startswith("~") or rhs.startswith("not "):
        return "operator." + {"-": "neg", "~": "invert", "n": "not_"}[rhs[0]], False
    return "expr", False


def right_hand_side(stmt: str) -> str:
    """The expression of an assignment (the statement itself when it is no assignment)."""
    match = _ASSIGN.match(stmt)
    return match.group("rhs").strip() if match else stmt


def parse_statement(stmt: str, *, defined: set[str], kernels: set[str]) -> Op:
    """One statement of a graph body as an ``Op`` (``defined`` grows with its definitions)."""
    if _NONE_CHAIN.match(stmt) or _BOILER.match(stmt):
        return Op(OpKind.BOILERPLATE, stmt.split()[0], (), (), stmt)
    if stmt.startswith("return"):
        return Op(OpKind.OUTPUT, "return", (), tuple(n for n in identifiers(stmt[6:]) if n in defined), stmt)
    match = _ASSIGN.match(stmt)
    if match and match.group("rhs").strip() == "args":
        names = tuple(n.strip() for n in match.group("lhs").split(","))
        defined.update(names)
        return Op(OpKind.INPUT, "args", names, (), stmt)
    lhs_names: tuple[str, ...] = ()
    rhs = stmt
    if match:
        lhs_names = tuple(n.strip() for n in match.group("lhs").split(","))
        rhs = match.group("rhs").strip()
    target, is_kernel = _target(rhs, defined=defined, kernels=kernels)
    uses = tuple(n for n in identifiers(rhs) if n in defined or n in kernels)
    kind = OpKind.COMPUTE if is_kernel else kind_of(target)
    if target == "alias":  # ``buf7 = buf0`` (buffer reuse), ``l_x_ = L_x_``: naming, not an op
        kind = OpKind.BOILERPLATE
    defined.update(lhs_names)
    return Op(kind, target, lhs_names, uses, stmt)


# --- FX graph code ------------------------------------------------------------------------------------

_DEF = re.compile(r"^(?P<indent>\s*)def (?P<name>\w+)\((?P<params>.*)\)\s*(?:->.*)?:\s*$")
_CLASS = re.compile(r"^\s*class \w+.*:\s*$")


def _params(params: str) -> list[tuple[str, str]]:
    out = []
    for part in split_top_level(params):
        name, _, ann = part.partition(":")
        name = name.strip().lstrip("*")
        if name and name != "self":
            out.append((name, ann.strip()))
    return out


def provenance_module(comment: str) -> str | None:
    """The module path of a provenance line (``#> layers.0.feed_forward: pkg.FeedForward.forward`` ->
    ``layers.0.feed_forward``); "" for an op no module ran; None for any other line."""
    if not comment.startswith(PROVENANCE):
        return None
    where = comment[len(PROVENANCE):].partition(": ")[0].strip()
    return "" if where.startswith("(") else where


def parse_fx(text: str) -> ParsedArtifact:
    """Parse ``print_readable`` graph code (nested submodules are read in text order)."""
    ops: list[Op] = []
    other: list[str] = []
    defined: set[str] = set()
    module = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            continue
        header = _DEF.match(raw)
        if header:
            module = ""
            for name, ann in _params(header.group("params")):
                defined.add(name)
                ops.append(Op(OpKind.INPUT, "input", (name,), (), f"{name}: {ann}" if ann else name))
            continue
        if _CLASS.match(raw) or line.startswith("#"):
            marked = provenance_module(line)
            module = module if marked is None else marked
            other.append(line)
            continue
        for stmt in split_statements(line):
            op = parse_statement(stmt, defined=defined, kernels=set())
            ops.append(dataclasses.replace(op, module=module) if module else op)
    return ParsedArtifact("fx", tuple(ops), (), tuple(other))


# --- Inductor output code ---------------------------------------------------------------------------

_KERNEL_DEF = re.compile(r"^(?P<name>[A-Za-z_]\w*) = async_compile\.\w+\(", re.MULTILINE)  # matched at line starts
_GRAPH_FUNCS = re.compile(r"^(?:call|partition_\d+|_call|run)$")


def _kernel_defs(text: str, starts: list[int]) -> tuple[list[Kernel], set[int]]:
    """Kernels defined with ``async_compile.X(..., '''body''')`` and the line numbers they span.

    ``starts``: the offset in ``text`` where each line begins. A definition ends where its
    statement does (``pytext.statement_end``); its body is its first triple-quoted string.
    """
    kernels: list[Kernel] = []
    used: set[int] = set()
    number = 0
    while number < len(starts):
        start = starts[number]
        match = _KERNEL_DEF.match(text, start)
        if not match:
            number += 1
            continue
        end = pytext.statement_end(text, start)
        chunk = text[start:end]
        body = pytext.first_triple_quoted(chunk)
        kernels.append(Kernel(match.group("name"), (chunk if body is None else body).strip("\n")))
        last = bisect.bisect_right(starts, max(end - 1, start)) - 1
        used.update(range(number, last + 1))
        number = last + 1
    return kernels, used


def parse_inductor(text: str) -> ParsedArtifact:
    """Parse Inductor wrapper code: ops of ``call`` (and partitions), kernels, the rest as boilerplate."""
    lines = text.split("\n")
    starts = list(itertools.accumulate((len(line) + 1 for line in lines[:-1]), initial=0))
    kernels, kernel_lines = _kernel_defs(text, starts)
    kernel_names = {k.name for k in kernels}
    ops: list[Op] = []
    other: list[str] = []
    defined: set[str] = set()
    body_indent: int | None = None
    for number, raw in enumerate(lines):
        if number in kernel_lines or not raw.strip():
            continue
        indent = len(raw) - len(raw.lstrip())
        if body_indent is not None and indent < body_indent:
            body_indent = None
        header = _DEF.match(raw)
        if header:
            if _GRAPH_FUNCS.match(header.group("name")):
                body_indent = indent + 1
            other.append(raw.strip())
            continue
        if body_indent is None:
            other.append(raw.strip())
            continue
        for stmt in split_statements(raw):
            ops.append(parse_statement(stmt, defined=defined, kernels=kernel_names))
    return ParsedArtifact("inductor", tuple(ops), tuple(kernels), tuple(other))


def parse(text: str, dialect: str) -> ParsedArtifact:
    """Parse ``text`` in ``dialect`` (``fx`` or ``inductor``); other text is one op per line."""
    if dialect == "fx":
        return parse_fx(golden_form.full(text))
    if dialect == "inductor":
        return parse_inductor(text)
    return ParsedArtifact("text", tuple(Op(OpKind.COMPUTE, "line", (), (), l.strip())
                                        for l in text.splitlines() if l.strip()))


# --- op names: one name for an op however it is spelled --------------------------------------------------

# aten's names for Python's operators on tensors (``x / y`` is ``aten.div``); the rest keep operator's names.
OPERATOR_OP_NAMES = {"truediv": "div", "floordiv": "floor_divide", "mod": "remainder", "and_": "bitwise_and",
                     "or_": "bitwise_or", "xor": "bitwise_xor", "lshift": "bitwise_left_shift",
                     "rshift": "bitwise_right_shift", "invert": "bitwise_not", "not_": "logical_not"}


_DYNAMO_PRIM = re.compile(r"^torch__dynamo_variables_\w+?_prim_(\w+)$")


def op_name(target: str) -> str:
    """The name of an op without namespace, module path, overload or call form.

    ``aten.mm.default`` and ``aten.mm`` (``torch.ops.`` is already stripped), ``extern_kernels.mm``,
    ``torch.mm``, ``torch.Tensor.mm``, ``.mm`` (a method call) are ``mm``; ``operator.add`` (``x + 1``) is
    ``add`` and ``operator.matmul`` (``x @ y``) ``matmul``. A fused kernel (``kernel:cpp_fused_add_mul``) and
    names without a dot keep their target: a kernel is no single op. torch 2.11's Dynamo wrapper
    ``torch__dynamo_variables_torch_prim_from_local`` is ``from_local``.
    """
    if target.startswith("kernel:"):
        return target
    prim = _DYNAMO_PRIM.match(target)
    if prim:  # torch 2.11's Dynamo calls DTensor's from_local/to_local/redistribute through these wrappers
        return prim.group(1)
    if target.startswith("operator."):
        name = target.partition(".")[2]
        return OPERATOR_OP_NAMES.get(name, name)
    if target.startswith("."):
        return target[1:]
    parts = target.split(".")
    if parts[0] == "torch":
        return parts[-1]
    return parts[1] if len(parts) > 1 else target  # ns.op.overload, ns.op, extern_kernels.op


# --- canonical names (alpha-renaming) -------------------------------------------------------------------


def canonical_names(parsed: ParsedArtifact) -> dict[str, str]:
    """Map every defined value to ``%N`` and every kernel to ``@N``, by first appearance in the ops."""
    mapping: dict[str, str] = {}
    kernel_names = {k.name for k in parsed.kernels}
    for op in parsed.ops:
        for name in (*op.defs, *op.uses):
            if name in kernel_names:
                mapping.setdefault(name, f"@{sum(1 for v in mapping.values() if v[0] == '@')}")
            elif name in op.defs:
                mapping.setdefault(name, f"%{sum(1 for v in mapping.values() if v[0] == '%')}")
    for kernel in parsed.kernels:  # defined but never called
        mapping.setdefault(kernel.name, f"@{sum(1 for v in mapping.values() if v[0] == '@')}")
    return mapping


def canonical_text(op: Op, mapping: dict[str, str]) -> str:
    """The op's statement with values and kernels renamed canonically."""
    if op.kind is OpKind.BOILERPLATE and _NONE_CHAIN.match(op.text):
        # ``a = b = None``: every name is a value (``rename`` leaves ``name =`` alone as a kwarg name).
        names = [name.strip() for name in op.text.split("=")[:-1]]
        return " = ".join(mapping.get(name, name) for name in names) + " = None"
    return rename(op.text, mapping)


def canonical_kernels(parsed: ParsedArtifact, mapping: dict[str, str]) -> dict[str, str]:
    """Kernel bodies by canonical kernel name (a body naming its own kernel is renamed too)."""
    return {mapping[k.name]: rename(k.body, {k.name: mapping[k.name]}) for k in parsed.kernels}


# --- renumbered names (the same text with other counters) -------------------------------------------

# Every bare name (pytext's), in code, comments and kernel sources alike (``%sum_1`` in a graph fragment too);
# never an attribute's name (``aten.sum``): those are ops, not values.
_WORD = re.compile(f"({pytext.NAME})")
_COUNTER = re.compile(r"_?\d+$")


def counter_renaming(old: str, new: str) -> dict[str, str] | None:
    """The names ``new`` gives the values of ``old``, when that is all that differs; else None.

    Two captures of one graph can number its values differently (a real rank's forward traces
    ``permute_1, permute_3`` where the fake group's traced ``permute, permute_1``; FX names in
    Inductor's comments shift with them). The texts are one text when every word but the names
    agrees and each differing name keeps its base (``permute_1`` → ``permute_3``, ``buf2`` → ``buf4``,
    never ``mul`` → ``add``) under a one-to-one mapping applied everywhere: same graph, other counters.
    """
    old_parts, new_parts = _WORD.split(old), _WORD.split(new)
    if len(old_parts) != len(new_parts):
        return None
    forward: dict[str, str] = {}
    backward: dict[str, str] = {}
    for index, (a, b) in enumerate(zip(old_parts, new_parts)):
        if index % 2 == 0:  # the text between names
            if a != b:
                return None
            continue
        if forward.setdefault(a, b) != b or backward.setdefault(b, a) != a:
            return None
        if a != b and _COUNTER.sub("", a) != _COUNTER.sub("", b):
            return None
    return {a: b for a, b in forward.items() if a != b}
