"""Provenance lines: module paths as a reviewer writes them, functions by the qualified name their module has
(never a file or line number), a backward op in its forward op's module, an op layers share in the layer
that uses it. Real torch.compile runs, no mocks."""

from __future__ import annotations

import importlib
import re
import sys

import torch
from torch import nn

from fxgolden.base.artifact import ArtifactName
from fxgolden.capture import provenance, qualnames
from fxgolden.capture.recorder import Recorder
from fxgolden.catalog.case import Backend

_MARK = re.compile(r"^\s*#> (?P<path>[^:]*): (?P<function>\S+)$", re.MULTILINE)


def _marks(text: str) -> list[tuple[str, str]]:
    return [(m.group("path"), m.group("function")) for m in _MARK.finditer(text)]


def _line_of(code: object, text: str) -> int:
    """The line of ``code``'s function body that holds ``text``."""
    import inspect

    lines, start = inspect.getsourcelines(code)  # type: ignore[arg-type]
    return start + next(at for at, line in enumerate(lines) if text in line)


class Outer:
    def method(self) -> object:
        def inner() -> int:
            return 1  # inner's line

        return inner  # method's line


def test_module_paths_lose_dynamos_spelling_and_the_compiled_root() -> None:
    stack = {"a": ("L['self'].layers['0']._modules['attention']", object),
             "b": ("L['self'].layers['0'].attention.wo.forward.__closure__[0].cell_contents.__self__", object)}
    assert provenance.module_path(stack) == "layers.0.attention.wo"
    assert provenance.module_path({"a": ("L['args'][0].model.layers[2].mlp", object)}) == "model.layers.2.mlp"
    assert provenance.module_path({"a": ("L['self']", object)}) == "(root)"
    assert provenance.module_path(None) == ""


def test_module_paths_leave_out_torchs_wrappers_as_their_state_dict_keys_do() -> None:
    """An activation-checkpointed block compiled alone (torchtitan's full AC), FSDP1, a compiled submodule."""
    checkpointed = "L['self'].__dict__['_checkpoint_wrapped_module']._modules['feed_forward']._modules['w2']"
    assert provenance.module_path({"a": (checkpointed, object)}) == "feed_forward.w2"
    assert provenance.module_path({"a": ("L['self'].__dict__['_checkpoint_wrapped_module']", object)}) == "(root)"
    assert provenance.module_path({"a": ("L['self'].layers['1']._fsdp_wrapped_module._orig_mod.mlp", object)}) \
        == "layers.1.mlp"


def test_a_frame_is_named_by_the_qualified_name_its_module_has() -> None:
    module = qualnames.module_of_file(__file__)
    method_line = _line_of(Outer.method, "method's line")
    inner_line = _line_of(Outer.method, "inner's line")
    assert qualnames.qualname(__file__, method_line, "method") == f"{module}.Outer.method"
    assert qualnames.qualname(__file__, inner_line, "inner") == f"{module}.Outer.method.<locals>.inner"
    # a function Dynamo made to resume after a graph break runs the lines of the one it resumes
    assert qualnames.qualname(__file__, method_line, "torch_dynamo_resume_in_method_at_3") == f"{module}.Outer.method"
    # a name the line does not run is no function of it
    assert qualnames.qualname(__file__, inner_line, "method") is None
    assert qualnames.qualname("<eval_with_key>.3", 5, "forward") is None
    for name in (f"{module}.Outer.method", f"{module}.Outer.method.<locals>.inner", "torch.nn.Linear.forward"):
        assert qualnames.resolves(name), name
    for name in (f"{module}.method", f"{module}.Outer.method.<locals>.other", "torch.nn.modules.linear.forward"):
        assert not qualnames.resolves(name), name


def test_a_file_is_named_by_its_module_as_imported_or_through_a_link(tmp_path, monkeypatch) -> None:
    """The module whose ``__file__`` is the frame's file; a file reached by another path (a link to the
    package's folder) is its module's too; a file no module holds is its stem."""
    (tmp_path / "real").mkdir()
    (tmp_path / "real" / "linked_pkg_mod.py").write_text("def f():\n    return 1\n")
    (tmp_path / "link").symlink_to(tmp_path / "real")
    monkeypatch.syspath_prepend(str(tmp_path / "link"))
    module = importlib.import_module("linked_pkg_mod")
    monkeypatch.setitem(sys.modules, "linked_pkg_mod", module)
    assert qualnames.module_of_file(module.__file__) == "linked_pkg_mod"
    assert qualnames.module_of_file(str(tmp_path / "real" / "linked_pkg_mod.py")) == "linked_pkg_mod"
    assert qualnames.module_of_file(str(tmp_path / "real" / "nowhere.py")) == "nowhere"


def test_a_trace_gives_its_innermost_frame_by_qualified_name_or_a_marker() -> None:
    line = _line_of(nn.Linear.forward, "F.linear")
    trace = f'  File "{torch.nn.modules.linear.__file__}", line {line}, in forward\n    return F.linear(...)\n'
    assert provenance.traced_function(trace) == "torch.nn.modules.linear.Linear.forward"
    assert provenance.traced_function('  File "<eval_with_key>.7", line 5, in forward\n') == provenance.GENERATED
    assert provenance.traced_function(None) == ""


def test_each_run_of_statements_gets_one_line() -> None:
    class Two(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.a, self.b = nn.Linear(2, 2), nn.Linear(2, 2)

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return self.b(self.a(x).relu())

    graphs: list[torch.fx.GraphModule] = []

    def backend(gm: torch.fx.GraphModule, example_inputs: list) -> object:
        graphs.append(gm)
        return gm.forward

    torch.compile(Two(), backend=backend)(torch.randn(1, 2))
    marks = _marks(provenance.annotate(graphs[0], graphs[0].print_readable(print_output=False)))
    # the root module's own op (relu) has no module in torch's stack
    assert [path for path, _ in marks] == ["a", "(no module)", "b"], marks
    # nn.Linear's own frame is not in Dynamo's trace: each op is named by the forward that called it
    assert {function for _, function in marks} == {f"{__name__}.{Two.forward.__qualname__}"}, marks
    assert all(qualnames.resolves(function) for _, function in marks)


class _Block(nn.Module):
    """Two linears read one input: the backward adds their gradients of it."""

    def __init__(self) -> None:
        super().__init__()
        self.a, self.b = nn.Linear(4, 4), nn.Linear(4, 4)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.a(x) * self.b(x)


class _Blocks(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.layers = nn.ModuleList(_Block() for _ in range(2))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return x


def test_a_gradient_accumulation_is_written_with_the_module_whose_gradient_it_adds() -> None:
    recorder = Recorder(Backend.AOT_EAGER)
    torch.compile(_Blocks(), backend=recorder)(torch.randn(2, 4, requires_grad=True)).sum().backward()
    backward = recorder.artifacts[ArtifactName.parse("g0.backward")].text
    # each layer's input feeds a and b: the sum of their gradients is in that layer, not "(no module)"
    assert "(no module)" not in backward, backward
    adds = re.findall(r"#> (layers\.\d\.\w): [^\n]*\n(?:        [^#\n][^\n]*\n)*?        add\w*:", backward)
    assert adds, backward


class _Layer(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.lin = nn.Linear(8, 8)

    def forward(self, x: torch.Tensor, table: torch.Tensor) -> torch.Tensor:
        return self.lin(x) * table.unsqueeze(0)


class _Shared(nn.Module):
    """Every layer unsqueezes the model's table: AOT keeps layer 0's op for all, and the backward
    recomputes it before its first user, layer 2's backward."""

    def __init__(self) -> None:
        super().__init__()
        self.pos = nn.Parameter(torch.randn(8))
        self.layers = nn.ModuleList(_Layer() for _ in range(3))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        table = torch.sin(self.pos)
        for layer in self.layers:
            x = x + layer(x, table)
        return x


def _layer_runs(text: str) -> list[str]:
    """The layers of a graph's provenance lines, in order, one entry per run of one layer."""
    runs: list[str] = []
    for path, _ in _marks(text):
        found = re.match(r"layers\.\d+", path)
        if found and (not runs or runs[-1] != found.group()):
            runs.append(found.group())
    return runs


def test_an_op_layers_share_is_written_in_the_layer_that_uses_it() -> None:
    recorder = Recorder(Backend.AOT_EAGER)
    torch.compile(_Shared(), backend=recorder)(torch.randn(2, 8)).sum().backward()
    forward, backward = (recorder.artifacts[ArtifactName("g0", stage)].text for stage in ("forward", "backward"))
    assert _layer_runs(forward) == ["layers.0", "layers.1", "layers.2"], forward
    assert _layer_runs(backward) == ["layers.2", "layers.1", "layers.0"], backward
    shared = re.search(r"#> (\S+): \S+\n(?:        \w+: [^\n]*\n)*?        unsqueeze\w*:", backward)
    assert shared and shared.group(1) == "layers.2", backward
    for text in (forward, backward, recorder.artifacts[ArtifactName.parse("g0.dynamo")].text):
        assert all(qualnames.resolves(f) for _, f in _marks(text) if not f.startswith("(")), text
