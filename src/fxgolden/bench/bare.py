"""The same case bodies under bare torch.compile: the baseline of fxgolden's overhead.

No recording, no normalization, no checks, no goldens: ``torch.compile``
with the case's backend by name, the eager reference and
``torch.testing.assert_close``. What is kept, because the bodies need it or
because it is the same work a hand-written test does: the world (fake
process group and mesh, with torch's compiler state reset around it), the
seed, the case's and the profile's config patches (one compile thread), and
a frame count (``ctx.frames``: a counting wrapper around the backend, as
``torch._dynamo.testing.CompileCounterWithBackend`` does).
"""

from __future__ import annotations

import contextlib
import time
from typing import TYPE_CHECKING, Any, Callable, Iterator, Mapping

import torch

from fxgolden.base import torch_compat
from fxgolden.capture import fake_world as world_mod
from fxgolden.capture.context import CaseContext
from fxgolden.capture.numerics import compare as compare_numerics
from fxgolden.catalog.case import Backend, Expect

if TYPE_CHECKING:
    from fxgolden.base.profile import Profile
    from fxgolden.catalog.case import Case


def backend_name(backend: Backend) -> str:
    """The torch backend a bare run of ``backend`` compiles with (make_fx cases compile eagerly)."""
    return "eager" if backend is Backend.MAKE_FX else backend.value


class BareContext(CaseContext):
    """A case body's ``ctx`` with plain torch underneath; ``backend`` None is the eager call.

    World, mesh, rank, device and params come from ``CaseContext``; only compiling differs.
    """

    def __init__(self, handle: world_mod.WorldHandle, params: Mapping[str, Any], backend: str | None) -> None:
        super().__init__(handle, params, recorder=None)
        self._backend = backend
        self._frame_count = 0

    @property
    def compiled(self) -> bool:
        """True in the compiled call."""
        return self._backend is not None

    @property
    def frames(self) -> int:
        """Dynamo graphs compiled so far in this call."""
        return self._frame_count

    def _counting(self, name: str) -> Callable[..., Any]:
        compiler = torch_compat.lookup_backend(name)

        def count_and_compile(gm: torch.fx.GraphModule, example_inputs: list[Any]) -> Any:
            self._frame_count += 1
            return compiler(gm, example_inputs)

        return count_and_compile

    def compile(self, fn: Callable[..., Any], **compile_kwargs: Any) -> Callable[..., Any]:
        """``torch.compile(fn, backend=<the case's>)``; ``fn`` when eager."""
        if self._backend is None:
            return fn
        return torch.compile(fn, backend=self._counting(self._backend), **compile_kwargs)

    def make_fx(self, fn: Callable[..., Any], **make_fx_kwargs: Any) -> Callable[..., Any]:
        """Trace with ``make_fx`` and run the trace; ``fn`` when eager."""
        if self._backend is None:
            return fn
        from torch.fx.experimental.proxy_tensor import make_fx

        return lambda *args: make_fx(fn, **make_fx_kwargs)(*args)(*args)

    @contextlib.contextmanager
    def compiled_autograd(self, *, fullgraph: bool = True, backend: Any = None) -> Iterator[None]:
        """``.backward()`` through compiled autograd, compiled with the case's backend."""
        if self._backend is None:
            yield
            return
        name = backend_name(Backend(backend)) if backend is not None else self._backend
        compiler = self._counting(name)
        with torch_compat.compiled_autograd(lambda gm: torch.compile(gm, backend=compiler, fullgraph=fullgraph)):
            yield

    def note(self, key: str, value: Any) -> None:
        """Kept, never compared."""
        self.notes[key] = value

    note_values = note


def _config_patches(case: "Case", profile: "Profile", *, cache: bool) -> contextlib.ExitStack:
    stack = contextlib.ExitStack()
    stack.enter_context(torch_compat.inductor_config_patch(profile.inductor))
    for module in torch_compat.config_modules():
        patch = case.config.get(module.__name__.split(".")[-2].lstrip("_"), {})
        if patch:
            stack.enter_context(module.patch(dict(patch)))
    if not cache:
        stack.enter_context(torch_compat.inductor_caches())
    return stack


def _body(case: "Case", handle: world_mod.WorldHandle, backend: str | None) -> Any:
    world_mod.seed_everything(0)
    return case.body(BareContext(handle, case.params, backend))


def run_bare_once(case: "Case", profile: "Profile", *, cache: bool,
                  numerics: bool = True) -> tuple[dict[str, float], dict[str, float]]:
    """Run one rank of ``case`` eager, then compiled, then ``assert_close``.

    Returns the seconds of each, and torch's own compile timers (read, never changed).
    """
    timings: dict[str, float] = {}
    start = time.perf_counter()
    with world_mod.entered(case.world) as handle, torch_compat.default_device(profile.device):
        eager, eager_start = None, time.perf_counter()
        if numerics and case.numerics_in(profile.name):
            eager = _body(case, handle, None)
            torch_compat.reset_dynamo()
        timings["eager"] = time.perf_counter() - eager_start
        compiled_start = time.perf_counter()
        with _config_patches(case, profile, cache=cache):
            try:
                compiled = _body(case, handle, backend_name(case.backend))
            except Exception:
                if case.expect is not Expect.RAISES:
                    raise
                compiled = None
        timings["compile"] = time.perf_counter() - compiled_start
        metrics = torch_compat.compile_time_metrics()
        if eager is not None and compiled is not None:
            numerics_start = time.perf_counter()
            parity = compare_numerics(eager, compiled, case.tolerance)
            if not parity.ok:
                raise AssertionError(f"{case.id}: {parity.message}")
            timings["numerics"] = time.perf_counter() - numerics_start
    timings["world"] = time.perf_counter() - start
    return timings, metrics


def run_bare(case: "Case", profile: "Profile", *, cache: bool) -> dict[str, dict[str, float]]:
    """``run_bare_once`` for the case's world (each rank of ``per_rank``): summed ``timings`` and
    ``compile_metrics``."""
    import dataclasses

    if profile.device != case.world.device:
        case = dataclasses.replace(case, world=dataclasses.replace(case.world, device=profile.device))
    cases = [dataclasses.replace(case, world=dataclasses.replace(case.world, rank=r)) for r in case.per_rank] or [case]
    sums: dict[str, dict[str, float]] = {"timings": {}, "compile_metrics": {}}
    for one in cases:
        for part, values in zip(sums.values(), run_bare_once(one, profile, cache=cache)):
            for key, value in values.items():
                part[key] = part.get(key, 0.0) + value
    return sums
