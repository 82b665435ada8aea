"""An error's innermost cause: what raised first, under whatever Dynamo, AOTAutograd or the case wrapped it in.

The nightly groups errors by it, so a DTensor error raised bare and the same
error re-raised by Dynamo as ``TorchRuntimeError: ... when making fake tensor
call`` are one root cause.
"""

from __future__ import annotations

import traceback


def chain(error: BaseException) -> list[BaseException]:
    """``error`` and the exceptions behind it, outermost first (explicit causes first, then the context).

    A suppressed context is followed too: Dynamo re-raises a fake-tensor failure as ``TorchRuntimeError`` with
    its ``Unsupported`` (whose cause is the real error) as a suppressed context (torch 2.13).
    """
    found = [error]
    while True:
        inner = found[-1].__cause__ or found[-1].__context__
        if inner is None or any(inner is seen for seen in found):
            return found
        found.append(inner)


def innermost(error: BaseException) -> BaseException:
    """The last exception of ``error``'s chain."""
    return chain(error)[-1]


def cause_line(error: BaseException) -> str:
    """``RuntimeError: boom (raised in torch.distributed.tensor._redistribute, in redistribute_local_tensor)``.

    Where: the innermost frame of the innermost exception that was raised (Dynamo keeps some errors it never
    raised, such as a bare ``NotImplementedError`` behind ``Reconstruction failure``: the wrapper's frame then);
    for an error Dynamo raised itself where it gave up tracing (``Unsupported``: a graph break under
    ``fullgraph=True``, a call it cannot trace), or a wrapper of it, the user frame it was tracing
    (``user_frame``): its own frames only say where it was entered.
    """
    exceptions = chain(error)
    inner = exceptions[-1]
    first = ("".join(traceback.format_exception_only(type(inner), inner)).strip().splitlines() or ["?"])[0]
    last = next((frame for frame in map(_where_raised, reversed(exceptions)) if frame is not None), None)
    if last is None:
        return first
    return f"{first} (raised in {_module_of(last.filename)}, in {last.name})"


def _where_raised(error: BaseException) -> traceback.FrameSummary | None:
    """Where ``error`` was raised: the user frame Dynamo was tracing, else its innermost frame, else None."""
    frames = traceback.extract_tb(error.__traceback__)
    return user_frame(error) or (frames[-1] if frames else None)


def user_frame(error: BaseException) -> traceback.FrameSummary | None:
    """The user's frame Dynamo was tracing when it raised ``error``: the innermost of the stack it records on
    its own exceptions (``real_stack``, what its message prints under "from user code:"), None for any other
    error. Dynamo's own frames say only where it was entered (``eval_frame``, ``compile_wrapper``): every
    graph break in every case would be one cause."""
    stack = getattr(error, "real_stack", None)
    if not isinstance(stack, traceback.StackSummary) or not stack:
        return None
    return stack[-1]


def _module_of(filename: str) -> str:
    """``torch/distributed/tensor/_api.py`` as ``torch.distributed.tensor._api``: the dotted name under
    site-packages or the checkout, so it is the same on every host."""
    path = filename.replace("\\", "/")
    marker = next((m for m in ("/site-packages/", "/dist-packages/", "/src/") if m in path), None)
    # a file of no installed package (a case module): its folder and name, never the host's path to them
    path = path.rsplit(marker, 1)[1] if marker else "/".join(path.rsplit("/", 2)[-2:])
    return path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
