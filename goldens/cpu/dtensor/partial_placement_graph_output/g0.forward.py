# fxgolden golden | case: dtensor/partial_placement_graph_output | artifact: g0.forward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 4][4, 1]cpu", primals_2):
        #> (no module): cases.dtensor.partial_placement_graph_output.<locals>.<lambda>
        add: "f32[4, 4][4, 1]cpu" = torch.ops.aten.add.Tensor(primals_1, primals_1)
        return (add, primals_2, primals_2)
