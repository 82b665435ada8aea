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


class _Reduced(torch.nn.Module):
    """A projection whose output is all-reduced over the case's group, as a row-wise parallel layer's is."""

    def __init__(self) -> None:
        super().__init__()
        self.proj = torch.nn.Linear(8, 8)

    def forward(self, x: torch.Tensor, group: object) -> torch.Tensor:
        import torch.distributed._functional_collectives as funcol

        return funcol.all_reduce(self.proj(x), "sum", group)


class _TwoBlocks(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.blocks = torch.nn.ModuleList([_Reduced(), _Reduced()])

    def forward(self, x: torch.Tensor, group: object) -> torch.Tensor:
        for block in self.blocks:
            x = block(x, group).relu()
        return x


def _inductor_model(ctx):
    model = _TwoBlocks()
    out = ctx.compile(model, fullgraph=True)(torch.randn(4, 8), ctx.mesh.get_group())
    out.sum().backward()
    return {"out": out}


def test_inductor_code_places_its_collectives_in_their_modules_on_real_and_fake_tensors() -> None:
    """Inductor's generated code keeps no module path: each collective's call line is mapped to its node's."""
    import dataclasses
    from pathlib import Path

    from fxgolden import Backend, Case, Tensors, World
    from fxgolden.base.artifact import ArtifactName
    from fxgolden.run.runner import run_case

    root = Path(__file__).resolve().parents[1]
    case = Case(id="sites/inductor", body=_inductor_model, backend=Backend.INDUCTOR,
                world=World(size=2, rank=0, mesh=(2,), dims=("tp",)))
    real = run_case(case, project_root=root, numerics=False)
    compiled = real.artifacts[ArtifactName.parse("collectives")].text.split("# from the first compiled call on\n")[1]
    assert [line.rsplit(" @ ", 1)[-1] for line in compiled.splitlines()] == [
        "blocks.0", "blocks.1",  # forward
        "blocks.1", "blocks.0",  # backward: the gradient of an all-reduce is one, in the forward's module
    ]
    assert "all_reduce_" in real.artifacts[ArtifactName.parse("g0.inductor_forward")].text  # called in place
    fake = run_case(dataclasses.replace(case, tensors=Tensors.FAKE), project_root=root)
    log = ArtifactName.parse("collectives")
    assert fake.artifacts[log].text == real.artifacts[log].text
