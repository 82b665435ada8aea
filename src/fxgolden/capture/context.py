"""What a case body receives: its world, and compile/trace helpers that record.

In the eager reference call every helper is the identity, so one body
describes both runs and the two cannot drift apart.
"""

from __future__ import annotations

import contextlib
import functools
from typing import TYPE_CHECKING, Any, Callable, Iterator, Mapping

import torch

from fxgolden.base import torch_compat

if TYPE_CHECKING:
    from fxgolden.capture.fake_world import WorldHandle
    from fxgolden.capture.recorder import Recorder
    from fxgolden.catalog.world import World


class CaseContext:
    """The ``ctx`` argument of a case body."""

    def __init__(self, handle: "WorldHandle", params: Mapping[str, Any], recorder: "Recorder | None") -> None:
        self._handle = handle
        self._recorder = recorder
        # A plain attribute, so Dynamo names the graph input `L_ctx_mesh`.
        self.mesh = handle.mesh
        self.params = dict(params)
        self.notes: dict[str, Any] = {}
        self.value_notes: dict[str, Any] = {}
        self.sat_out: str | None = None  # why this rank takes no part (sit_out)

    @property
    def compiled(self) -> bool:
        """True in the compiled call, False in the eager reference call."""
        return self._recorder is not None

    @property
    def world(self) -> "World":
        """The case's world."""
        return self._handle.world

    @property
    def rank(self) -> int:
        """This process's rank in the world."""
        return self._handle.world.rank

    @property
    def device(self) -> torch.device:
        """The device tensors of this case live on."""
        return torch.device(self._handle.world.device)

    @property
    def frames(self) -> int:
        """Dynamo graphs compiled so far in this call (0 in the eager call)."""
        return len(self._recorder.frames) if self._recorder else 0

    def compile(self, fn: Callable[..., Any], **compile_kwargs: Any) -> Callable[..., Any]:
        """``torch.compile(fn)`` with the case's recording backend; ``fn`` itself when eager."""
        if self._recorder is None:
            return fn
        return self._marking_compiled_calls(torch.compile(fn, backend=self._recorder, **compile_kwargs))

    def _marking_compiled_calls(self, compiled: Any) -> Any:
        """``compiled``, telling the collectives log when it is first called (its setup ends there)."""
        log = self._handle.collectives
        if log is None:
            return compiled
        if isinstance(compiled, torch.nn.Module):  # keep the module: a body may read its parameters
            compiled.register_forward_pre_hook(lambda *_: log.compiled_call_starts())
            return compiled

        @functools.wraps(compiled)
        def call(*args: Any, **kwargs: Any) -> Any:
            log.compiled_call_starts()
            return compiled(*args, **kwargs)

        return call

    @property
    def backend(self) -> Any:
        """The recording backend, for a library that calls ``torch.compile`` itself (torchtitan's per-block
        ``apply_compile`` takes it as its ``backend``); None in the eager call, where nothing may compile.

        A body that compiles this way calls ``ctx.compiled_call_starts()`` before its first compiled call.
        """
        return self._recorder

    def compiled_call_starts(self) -> None:
        """Say that the compiled call starts here: what ran before is its setup in ``collectives.txt``.

        ``ctx.compile``'s result says it by itself; a body whose model compiles itself (``ctx.backend``) says it.
        """
        if self._recorder is not None and self._handle.collectives is not None:
            self._handle.collectives.compiled_call_starts()

    def make_fx(self, fn: Callable[..., Any], **make_fx_kwargs: Any) -> Callable[..., Any]:
        """``make_fx(fn, **kwargs)`` that records its trace; ``fn`` itself when eager."""
        if self._recorder is None:
            return fn
        return self._marking_compiled_calls(self._recorder.make_fx(fn, **make_fx_kwargs))

    @contextlib.contextmanager
    def compiled_autograd(self, *, fullgraph: bool = True, backend: Any = None) -> Iterator[None]:
        """Run ``.backward()`` inside through compiled autograd (recorded); a no-op when eager.

        ``backend`` (a ``Backend``) compiles the compiled-autograd graphs with another
        backend than the case's; by default they use the case's.
        """
        if self._recorder is None:
            yield
            return
        if self._recorder.fake_tensors:
            from fxgolden.capture.fake_tensors import COMPILED_AUTOGRAD, NotOnFakeTensors

            raise NotOnFakeTensors(COMPILED_AUTOGRAD)
        compiler = self._recorder.compiled_autograd_compiler(fullgraph=fullgraph, backend=backend)
        if self._handle.collectives is not None:
            self._handle.collectives.compiled_call_starts()
        with torch_compat.compiled_autograd(compiler):
            yield

    def note(self, key: str, value: Any) -> None:
        """Record a fact of the compiled call in the summary golden (ignored when eager)."""
        if self._recorder is not None:
            self.notes[key] = value

    def sit_out(self, reason: str) -> None:
        """Say that this rank takes no part in the case (it is outside the case's submesh).

        A real job runs the body on every rank; the cross-check does too. A rank that sits out
        compiles nothing, and its run is a summary that gives ``reason`` instead of a capture error.
        """
        self.sat_out = reason

    def note_values(self, key: str, value: Any) -> None:
        """Record a fact about the values collectives moved (``value_notes`` in the summary golden).

        The fake process group moves no data, so such a fact differs under a real one by design:
        the real-world cross-check leaves ``value_notes`` out of its comparison (fxgolden.isolate.realworld).
        """
        if self._recorder is not None:
            self.value_notes[key] = value
