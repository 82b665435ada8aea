"""What changed between two graphs, as edits named the same way in every case and stage that shows them.

The graphs are matched op by op (the longest common sequence of op kinds and
targets, inputs by their type). What the matching cannot pair is an edit:
an input removed or added (every later ``primals_N`` renumbered with it, which
is no edit at all), an op added or removed, an op traced as another. Paired
ops whose arguments differ once the values are renamed through the pairing
are an edit of arguments, or only new shapes.

A ``Rewrite``'s ``key`` leaves out what differs between cases (value names,
numbers, which of several methods a case called), so the same compiler change
in a hundred graphs is one key: the root-cause table keys its rows on it.
"""

from __future__ import annotations

import collections
import dataclasses
import difflib
import enum
import re
from typing import Iterable, Iterator, Sequence

from fxgolden.text import graphtext as gt
from fxgolden.text.graphtext import OpKind


class Edit(enum.StrEnum):
    """What kind of edit a rewrite is."""

    INPUT_REMOVED = "input removed"
    INPUT_ADDED = "input added"
    OP_REMOVED = "op removed"
    OP_ADDED = "op added"
    SWAPPED = "traced as"  # one op where another was, at the same place
    WRAPPED = "traced as wrappers"  # op X where ``prefix_X`` now is: one wrapping of many ops
    REPLACED = "replaced"  # a run of ops where another run was (a fusion, a decomposition)
    ARGUMENTS = "arguments"
    SHAPES = "shapes"
    OUTPUTS = "outputs"  # the graph returns other values (which it saves for backward, which grads it gives)
    WIRING = "wiring"  # the same ops reading other values


# Edits that follow from others: a graph that lost an op reads and returns other values. Where an op edit shows in
# the same graphs, these are read as its consequences (``review.edit_rows``).
CONSEQUENCES = frozenset({Edit.INPUT_REMOVED, Edit.INPUT_ADDED, Edit.ARGUMENTS, Edit.OUTPUTS, Edit.WIRING})
# Edits that say nothing of their own: any other edit of the same case explains them.
FOLLOWERS = frozenset({Edit.OUTPUTS, Edit.WIRING})


@dataclasses.dataclass(frozen=True)
class Rewrite:
    """One edit that explains part of a graph's diff.

    ``key`` is the same wherever the same compiler change shows (``an untyped input``, ``silu → gelu``,
    ``* → torch__dynamo_variables_tensor_prim_*``); ``instance`` is what this graph's occurrence adds to it
    (``to_local`` of that wrapping, the shapes that changed); ``sites`` how many places of the graph show it.
    """

    edit: Edit
    key: str
    instance: str = ""
    sites: int = 1
    # where in the model its ops are (provenance module paths; "" for ops no module ran): how an edit seen
    # after decompositions is tied to the edit of the model's code it comes from (``review.edit_rows``)
    modules: frozenset[str] = dataclasses.field(default=frozenset(), compare=False)

    @property
    def row_key(self) -> tuple[str, str]:
        """What two rewrites must share to be one root cause."""
        return str(self.edit), self.key

    @property
    def collective(self) -> bool:
        """Whether it adds, removes or swaps a collective or a wait (the riskiest kind of structural edit)."""
        return self.edit in (Edit.OP_ADDED, Edit.OP_REMOVED, Edit.SWAPPED, Edit.REPLACED) and \
            any(name in self.key for name in _COLLECTIVE_WORDS)


_COLLECTIVE_WORDS = ("all_reduce", "all_gather", "reduce_scatter", "all_to_all", "broadcast", "wait_tensor")
_OP_NAMESPACE = re.compile(r"^(?:torch\.ops\.)?(?:aten|torch\._VariableFunctionsClass|torch|_operator|prims)\.")
_OP_OVERLOAD = re.compile(r"\.(?:default|Tensor|Scalar|ScalarList|List|int|dim_IntList|Tensor_Scalar|out)$")


_OVERLOADED = re.compile(r"^(?:torch\.ops\.)?(?:aten|prims|_c10d_functional|c10d_functional|_dtensor|fsdp|inductor)"
                         r"\.(\w+)\.\w+$")


def op_base(target: str) -> str:
    """The op a graph of any stage names: ``aten._foreach_addcmul_.Scalar``, ``torch._foreach_addcmul_`` and
    ``_operator.getitem`` read ``_foreach_addcmul`` and ``getitem``; ``aten.where.self`` reads ``where``."""
    overloaded = _OVERLOADED.match(target)
    if overloaded:
        return overloaded.group(1).rstrip("_") or target
    return _OP_OVERLOAD.sub("", _OP_NAMESPACE.sub("", target)).rstrip("_") or target


def source_op(target: str) -> str:
    """An op as the model's source names it in every stage: ``aten.silu_backward.default``,
    ``torch.nn.functional.silu`` and ``aten.silu.default`` read ``silu``; ``.to_local`` reads ``to_local``."""
    base = op_base(target).rsplit(".", 1)[-1]
    return base.removesuffix("_backward").removesuffix("_") or base


# --- matching ----------------------------------------------------------------------------------------------

_MATCHED = (OpKind.INPUT, OpKind.COMPUTE, OpKind.VIEW, OpKind.COLLECTIVE, OpKind.WAIT, OpKind.OUTPUT)
_ANNOTATION = re.compile(r'"[^"]*"')
_DTYPE = re.compile(r'^"(?:DTensor\()?([a-z]+\d*)\[')


def _input_type(op: gt.Op) -> str:
    """How an input reads without its name and shape: ``an untyped input``, ``an f32 tensor input``,
    ``a DeviceMesh input``."""
    _, _, annotation = op.text.partition(":")
    annotation = annotation.strip()
    if not annotation:
        return "an untyped input"
    dtype = _DTYPE.match(annotation)
    if dtype:
        return f"an {dtype.group(1)} tensor input" if dtype.group(1)[0] in "aeiouf" else \
            f"a {dtype.group(1)} tensor input"
    short = annotation.rsplit(".", 1)[-1]
    return f"a{'n' * (short[:1].lower() in 'aeiou')} {short} input"


def _units(parsed: gt.ParsedArtifact) -> list[gt.Op]:
    """The ops that carry meaning, one input per value (Inductor unpacks its inputs in one ``a, b = args``)."""
    units = []
    for op in parsed.ops:
        if op.kind not in _MATCHED or op.target.startswith("kernel:"):
            continue
        if op.kind is OpKind.INPUT and len(op.defs) > 1:
            units += [gt.Op(OpKind.INPUT, "input", (name,), (), name) for name in op.defs]
        else:
            units.append(op)
    return units


def _match_key(op: gt.Op) -> str:
    if op.kind is OpKind.INPUT:
        return "input: " + _input_type(op)
    return f"{op.kind}: {op.target}"


def rewrites(old: gt.ParsedArtifact, new: gt.ParsedArtifact) -> tuple[Rewrite, ...]:
    """The edits that turn ``old``'s ops into ``new``'s, grouped by key (sites counted), in a stable order.

    () when the ops and their arguments are the same after renaming (the change is elsewhere: kernels,
    checks, comments, order of unrelated lines).
    """
    a, b = _units(old), _units(new)
    found: list[Rewrite] = []
    pairs: list[tuple[gt.Op, gt.Op]] = []
    for tag, before, after in _aligned(a, b):
        if tag == "equal":
            pairs += zip(before, after)
        elif tag == "replace" and len(before) == len(after):
            pairs += zip(before, after)
            found += [_at(_swap(x, y), x, y) for x, y in zip(before, after)]
        elif tag == "replace" and not {_match_key(x) for x in before} & {_match_key(y) for y in after}:
            found += [_at(r, *before, *after) for r in _run_replaced(before, after)]
        else:
            found += [_at(_gone(op, Edit.INPUT_REMOVED, Edit.OP_REMOVED), op) for op in before]
            found += [_at(_gone(op, Edit.INPUT_ADDED, Edit.OP_ADDED), op) for op in after]
    values = frozenset(name for op in (*old.ops, *new.ops) for name in op.defs)  # aliases and inputs too
    found += _argument_edits(pairs, values)
    return _counted(found)


def _aligned(a: list[gt.Op], b: list[gt.Op]) -> Iterator[tuple[str, list[gt.Op], list[gt.Op]]]:
    """``a`` and ``b`` aligned op by op (difflib's opcode tags): ops matched first where they run in the same
    module, then by op alone within what differs. A model's layers repeat the same ops: matched by op alone,
    an edit to every layer's MLP could pair layer 2's ops with layer 3's and list a whole layer as removed
    and added; the module keeps each op with its own layer, and an op that moved modules still pairs."""
    placed = difflib.SequenceMatcher(None, [_placed_key(op) for op in a], [_placed_key(op) for op in b],
                                     autojunk=False)
    for tag, i1, i2, j1, j2 in placed.get_opcodes():
        if tag == "equal" or i1 == i2 or j1 == j2:
            yield tag, a[i1:i2], b[j1:j2]
            continue
        by_op = difflib.SequenceMatcher(None, [_match_key(op) for op in a[i1:i2]],
                                        [_match_key(op) for op in b[j1:j2]], autojunk=False)
        for inner, k1, k2, l1, l2 in by_op.get_opcodes():
            yield inner, a[i1 + k1:i1 + k2], b[j1 + l1:j1 + l2]


def _placed_key(op: gt.Op) -> str:
    return f"{_match_key(op)} @ {op.module}"


def _at(rewrite: Rewrite, *ops: gt.Op) -> Rewrite:
    """The rewrite with the module paths of the ops that show it (inputs belong to no module)."""
    modules = frozenset(op.module for op in ops if op.kind is not OpKind.INPUT)
    return dataclasses.replace(rewrite, modules=rewrite.modules | modules)


def _same_op(x: gt.Op, y: gt.Op) -> bool:
    return _match_key(x) == _match_key(y)


def _gone(op: gt.Op, if_input: Edit, otherwise: Edit) -> Rewrite:
    if op.kind is OpKind.INPUT:
        return Rewrite(if_input, _input_type(op))
    return Rewrite(otherwise, source_op(op.target))


def _swap(x: gt.Op, y: gt.Op) -> Rewrite:
    """``silu → gelu``; or, when the new op's name spells the old one inside a wrapper's (Dynamo recording
    ``.to_local`` as ``torch__dynamo_variables_tensor_prim_to_local``), the wrapper with the old name as ``*``."""
    if x.kind is OpKind.INPUT or y.kind is OpKind.INPUT:
        return Rewrite(Edit.SWAPPED, f"{_input_type(x)} → {_input_type(y)}")
    wrapped = _wrapping(x, y)
    if wrapped is not None:
        return wrapped
    return Rewrite(Edit.SWAPPED, f"{source_op(x.target)} → {source_op(y.target)}")


_COUNTER = re.compile(r"_\d+$")


def _wrapping(x: gt.Op, y: gt.Op) -> Rewrite | None:
    """``* → torch__dynamo_variables_tensor_prim_*`` when ``y`` is a function named after ``x``'s op (its
    numbered copies ``..._prim_to_local_1`` included); None otherwise."""
    if OpKind.INPUT in (x.kind, y.kind):
        return None
    old_name, new_name = source_op(x.target), _COUNTER.sub("", op_base(y.target))
    if old_name != new_name and len(old_name) > 2 and old_name in new_name:
        return Rewrite(Edit.WRAPPED, "* → " + new_name.replace(old_name, "*", 1), instance=old_name)
    return None


def _run_replaced(before: Sequence[gt.Op], after: Sequence[gt.Op]) -> list[Rewrite]:
    """A run of ops where another run was: the wrappings in it named as such, ops on one side only as removed or
    added, the rest as one replacement."""
    found: list[Rewrite] = []
    left, right = list(before), list(after)
    for x in before:
        pair = next(((y, w) for y in right for w in [_wrapping(x, y)] if w is not None), None)
        if pair is not None:
            found.append(pair[1])
            left.remove(x)
            right.remove(pair[0])
    if left and right:
        def names(ops: Sequence[gt.Op]) -> str:
            return ", ".join(dict.fromkeys(_input_type(op) if op.kind is OpKind.INPUT else source_op(op.target)
                                           for op in ops))
        return [*found, Rewrite(Edit.REPLACED, f"{names(left)} → {names(right)}")]
    found += [_gone(op, Edit.INPUT_REMOVED, Edit.OP_REMOVED) for op in left]
    return found + [_gone(op, Edit.INPUT_ADDED, Edit.OP_ADDED) for op in right]


# a number is one token, a float's point and exponent included: ``1.0`` masks as ``N``, not ``N . N``
_TOKEN = re.compile(r'"[^"]*"|\'[^\']*\'|-?\d+(?:\.\d*)?(?:e[-+]?\d+)?(?![\w.])|\w+|[^\s\w]')
_NUMBER = re.compile(r"\b\d+\b")
_NUMBER_TOKEN = re.compile(r"-?\d+(?:\.\d*)?(?:e[-+]?\d+)?")


def _argument_edits(pairs: Sequence[tuple[gt.Op, gt.Op]], values: frozenset[str]) -> list[Rewrite]:
    """Paired ops whose text differs once old values carry their new names: new shapes, other values returned,
    the same op reading other values, or other arguments."""
    mapping = {x_def: y_def for x, y in pairs for x_def, y_def in zip(x.defs, y.defs)}
    placeholder = {name: f"%{index}" for index, name in enumerate(dict.fromkeys(mapping.values()))}
    edits: list[Rewrite] = []
    shapes: collections.Counter[tuple[str, str]] = collections.Counter()
    shape_modules: frozenset[str] = frozenset()
    sizes: list[tuple[gt.Op, gt.Op, str, str]] = []  # ops with no shape whose numbers alone changed
    for x, y in pairs:
        if not _same_op(x, y):  # a swap: its text differs by what the swap says
            continue
        if x.kind is OpKind.INPUT:
            old_text, new_text = x.text.partition(":")[2], y.text.partition(":")[2]
        else:
            old_text = gt.rename(gt.rename(x.text, mapping), placeholder)
            new_text = gt.rename(y.text, placeholder)
        if old_text == new_text:
            continue
        changed = _numbers_changed(old_text, new_text)
        if changed is not None:
            shapes.update(changed)
            shape_modules |= _at(Rewrite(Edit.SHAPES, ""), x, y).modules
            continue
        if x.kind not in (OpKind.INPUT, OpKind.OUTPUT) and _shapeless_numbers(old_text, new_text):  # told later
            sizes.append((x, y, old_text, new_text))
            continue
        if x.kind is OpKind.OUTPUT:
            edits.append(Rewrite(Edit.OUTPUTS, "the graph returns other values"))
            continue
        if x.kind is OpKind.INPUT:  # another input at this place: saved for backward, or the pairing shifted
            edits.append(Rewrite(Edit.WIRING, "the graph takes other values"))
            continue
        masked_old, masked_new = _values_masked(old_text, values), _values_masked(new_text, values)
        if masked_old == masked_new:
            edits.append(_at(Rewrite(Edit.WIRING, "ops read other values"), x, y))
            continue
        edits.append(_at(Rewrite(Edit.ARGUMENTS, _argument_key(x, masked_old, masked_new)), x, y))
    for x, y, old_text, new_text in sizes:
        # a size an op without a tensor takes (``arange(0, 16)``, ``_vmap_increment_nesting(16)``) that changed as
        # some shape did is the same change: the sequence length, say
        if shapes and set(_changed_numbers(old_text, new_text)) <= set(shapes):
            shape_modules |= _at(Rewrite(Edit.SHAPES, ""), x, y).modules
        else:
            masked_old, masked_new = _values_masked(old_text, values), _values_masked(new_text, values)
            edits.append(_at(Rewrite(Edit.ARGUMENTS, _argument_key(x, masked_old, masked_new)), x, y))
    if shapes:
        shown = ", ".join(f"{p} → {q}" for (p, q), _ in shapes.most_common(4))
        more = f" and {len(shapes) - 4} more" if len(shapes) > 4 else ""
        edits.append(Rewrite(Edit.SHAPES, "only shapes changed", instance=shown + more, modules=shape_modules))
    return edits


def _values_masked(text: str, values: frozenset[str]) -> str:
    """The statement with every value of either graph (and every ``%N`` placeholder) read as ``v``."""
    return _IDENT.sub(lambda m: "v" if m.group(0) in values or m.group(0).startswith("%") else m.group(0), text)


_IDENT = re.compile(r"%\d+|(?<![\w.%])[A-Za-z_]\w*")


def _numbers_changed(old: str, new: str) -> list[tuple[str, str]] | None:
    """The (old, new) numbers of the annotations' shapes and strides, when numbers are all that differ and an
    argument's number (a view's ``[2, 16, 64]``) changed only as some shape did; None otherwise."""
    if _NUMBER.sub("N", old) != _NUMBER.sub("N", new):
        return None
    in_shapes = [(p, q) for x, y in zip(_ANNOTATION.findall(old), _ANNOTATION.findall(new))
                 for p, q in zip(_NUMBER.findall(x), _NUMBER.findall(y)) if p != q]
    elsewhere = {(p, q) for p, q in zip(_NUMBER.findall(_ANNOTATION.sub("", old)),
                                        _NUMBER.findall(_ANNOTATION.sub("", new))) if p != q}
    return in_shapes if in_shapes and elsewhere <= set(in_shapes) else None


def _shapeless_numbers(old: str, new: str) -> bool:
    """Whether only numbers differ, and none in an annotation: an op that makes no tensor (or whose shape kept)
    taking other sizes."""
    return (_SIZE.sub("N", old) == _SIZE.sub("N", new)
            and _ANNOTATION.findall(old) == _ANNOTATION.findall(new))


def _changed_numbers(old: str, new: str) -> list[tuple[str, str]]:
    """The (old, new) numbers that differ between two texts alike but for numbers."""
    return [(p, q) for p, q in zip(_SIZE.findall(old), _SIZE.findall(new)) if p != q]


_SIZE = re.compile(r"(?<![%\w.])\d+\b")  # a number, not a value's placeholder (``%3``) nor a float's part


def _argument_key(op: gt.Op, old_text: str, new_text: str) -> str:
    """``call_accumulate_grad: arguments dropped``, or the op and its first changed tokens (``all_gather: 'mesh_tp'
    → 'mesh_dp'``), numbers masked and annotations left out (shapes are their own edit)."""
    old_tokens = _TOKEN.findall(_ANNOTATION.sub("", gt.right_hand_side(old_text)))
    new_tokens = _TOKEN.findall(_ANNOTATION.sub("", gt.right_hand_side(new_text)))
    tags = [(tag, i1, i2, j1, j2) for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(
        None, old_tokens, new_tokens, autojunk=False).get_opcodes() if tag != "equal"]
    name = source_op(op.target)
    if not tags:  # the same call: its result's annotation changed beyond its numbers (a dtype, a placement)
        return f"{name}: result annotation"
    if all(tag == "delete" for tag, *_ in tags):
        return f"{name}: arguments dropped"
    if all(tag == "insert" for tag, *_ in tags):
        return f"{name}: arguments added"
    changed = [f"{_masked(old_tokens[i1:i2]) or '∅'} → {_masked(new_tokens[j1:j2]) or '∅'}"
               for _, i1, i2, j1, j2 in tags]
    return f"{name}: {'; '.join(changed[:2])}"


def _masked(tokens: Iterable[str]) -> str:
    return " ".join("N" if _NUMBER_TOKEN.fullmatch(t) else _NUMBER.sub("N", t) for t in tokens)


def _counted(found: Iterable[Rewrite]) -> tuple[Rewrite, ...]:
    """One rewrite per (edit, key, instance), its sites summed and its modules joined, in a stable order."""
    sites: collections.Counter[tuple[Edit, str, str]] = collections.Counter()
    modules: dict[tuple[Edit, str, str], frozenset[str]] = {}
    for rewrite in found:
        at = (rewrite.edit, rewrite.key, rewrite.instance)
        sites[at] += rewrite.sites
        modules[at] = modules.get(at, frozenset()) | rewrite.modules
    return tuple(Rewrite(edit, key, instance, n, modules[(edit, key, instance)])
                 for (edit, key, instance), n in sorted(sites.items()))
