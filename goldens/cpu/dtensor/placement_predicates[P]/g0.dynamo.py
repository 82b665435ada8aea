# fxgolden golden | case: dtensor/placement_predicates[P] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2][1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor.placement_predicates.<locals>.fn
        add: "f32[2][1]cpu" = l_x_ + 32
        return (add,)
