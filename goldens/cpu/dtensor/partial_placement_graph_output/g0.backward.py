# fxgolden golden | case: dtensor/partial_placement_graph_output | artifact: g0.backward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, primals_2, tangents_1: "f32[4, 4][4, 1]cpu", tangents_2):
        #> (no module): cases.dtensor.partial_placement_graph_output.<locals>.<lambda>
        add: "f32[4, 4][4, 1]cpu" = torch.ops.aten.add.Tensor(tangents_1, tangents_1)
        return (add, primals_2)
