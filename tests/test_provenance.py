"""Provenance lines: module paths as a reviewer writes them, functions by module name, never a line number."""

from __future__ import annotations

import torch

from fxgolden.capture import provenance


def test_module_paths_lose_dynamos_spelling_and_the_compiled_root() -> None:
    stack = {"a": ("L['self'].layers['0']._modules['attention']", object),
             "b": ("L['self'].layers['0'].attention.wo.forward.__closure__[0].cell_contents.__self__", object)}
    assert provenance.module_path(stack) == "layers.0.attention.wo"
    assert provenance.module_path({"a": ("L['args'][0].model.layers[2].mlp", object)}) == "model.layers.2.mlp"
    assert provenance.module_path({"a": ("L['self']", object)}) == "(root)"
    assert provenance.module_path(None) == ""


def test_the_function_is_named_by_its_module_and_class_never_its_file_or_line() -> None:
    trace = (f'  File "{torch.nn.modules.linear.__file__}", line 134, in forward\n'
             '    return F.linear(input, self.weight, self.bias)\n')
    assert provenance.traced_function(trace, torch.nn.Linear) == "torch.nn.modules.linear.Linear.forward"
    assert provenance.traced_function(trace) == "torch.nn.modules.linear.forward"
    assert provenance.traced_function(None) == ""


def test_each_run_of_statements_gets_one_line() -> None:
    class Two(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.a, self.b = torch.nn.Linear(2, 2), torch.nn.Linear(2, 2)

        def forward(self, x: torch.Tensor) -> torch.Tensor:
            return self.b(self.a(x).relu())

    graphs: list[torch.fx.GraphModule] = []

    def backend(gm: torch.fx.GraphModule, example_inputs: list) -> object:
        graphs.append(gm)
        return gm.forward

    torch.compile(Two(), backend=backend)(torch.randn(1, 2))
    text = provenance.annotate(graphs[0], graphs[0].print_readable(print_output=False))
    marks = [line.strip() for line in text.splitlines() if line.strip().startswith("#> ")]
    # the root module's own op (relu) has no module in torch's stack
    assert [m.split(":")[0] for m in marks] == ["#> a", "#> (no module)", "#> b"], marks
    assert all("line" not in m and "/" not in m for m in marks)
