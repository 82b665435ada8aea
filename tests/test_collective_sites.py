"""Which module ran a collective: found from the frames of module calls and of FX graphs, as a process group
(or the fake mode) sees them when a collective reaches it. Real torch, no process group: a probe records the
site where a collective would."""

from __future__ import annotations

import torch

from fxgolden.capture import collective_sites

SEEN: list[str] = []


@torch.fx.wrap
def probe(x: torch.Tensor) -> torch.Tensor:
    SEEN.append(collective_sites.site_of_current_call())
    return x


class Mlp(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return probe(x)


class Block(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.mlp = Mlp()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.mlp(x)


class Model(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.layers = torch.nn.ModuleList([Block() for _ in range(3)])

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            x = layer(x)
        return x


def _graph_of_a_block(graph_name: str) -> torch.fx.GraphModule:
    """A graph as AOT Autograd leaves one compiled from a block alone: its node's module path is the block's own."""
    graph = torch.fx.Graph()
    x = graph.placeholder("x")
    node = graph.call_function(probe, (x,))
    node.meta["nn_module_stack"] = {"L__self___mlp": ("L['self'].mlp", Mlp)}
    graph.output(node)
    gm = torch.fx.GraphModule(torch.nn.Module(), graph)
    collective_sites.mark_compiled_from(gm, graph_name)
    return gm


class CompiledBlock(torch.nn.Module):
    """A block whose forward runs a graph, as a block compiled on its own does."""

    def __init__(self, gm: torch.fx.GraphModule) -> None:
        super().__init__()
        self.gm = gm

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.gm(x)


def test_an_eager_module_is_named_by_its_path_in_the_model() -> None:
    SEEN.clear()
    Model()(torch.ones(2))
    assert SEEN == ["layers.0.mlp", "layers.1.mlp", "layers.2.mlp"]


def test_outside_any_module_call_there_is_no_site() -> None:
    SEEN.clear()
    probe(torch.ones(2))
    assert SEEN == [""]


def test_a_graph_run_inside_a_block_adds_its_node_path_to_the_block_path() -> None:
    model = Model()
    gm = _graph_of_a_block("g_sites_0")
    model.layers[1] = CompiledBlock(gm)
    SEEN.clear()
    model(torch.ones(2))
    assert SEEN == ["layers.0.mlp", "layers.1.mlp", "layers.2.mlp"]


def test_a_graph_run_outside_any_module_call_belongs_to_the_one_block_its_forward_ran_in() -> None:
    """A backward, run by the autograd engine: the graph's forward only ever ran in layers.2."""
    model = Model()
    gm = _graph_of_a_block("g_sites_1")
    model.layers[2] = CompiledBlock(gm)
    model(torch.ones(2))
    SEEN.clear()
    gm(torch.ones(2))
    assert SEEN == ["layers.2.mlp"]


def test_a_graph_every_layer_runs_names_the_block_class_outside_a_module_call_not_a_layer() -> None:
    """Which layer's backward it is no frame says, so none is written."""
    model = Model()
    gm = _graph_of_a_block("g_sites_2")
    model.layers[0], model.layers[1] = CompiledBlock(gm), CompiledBlock(gm)
    model(torch.ones(2))
    SEEN.clear()
    gm(torch.ones(2))
    assert SEEN == ["(CompiledBlock).mlp"]


def test_a_module_replaced_after_the_model_was_read_is_found_again() -> None:
    model = Model()
    model(torch.ones(2))
    model.layers[0] = Block()
    SEEN.clear()
    model(torch.ones(2))
    assert SEEN == ["layers.0.mlp", "layers.1.mlp", "layers.2.mlp"]
