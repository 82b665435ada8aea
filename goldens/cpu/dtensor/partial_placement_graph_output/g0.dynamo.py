# fxgolden golden | case: dtensor/partial_placement_graph_output | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_t_: "DTensor(f32[4, 4][4, 1]cpu, P(sum))"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor.partial_placement_graph_output.<locals>.<lambda>
        add: "DTensor(f32[4, 4][4, 1]cpu, P(sum))" = l_t_ + l_t_
        return (add,)
