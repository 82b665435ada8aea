# fxgolden golden | case: dtensor/constructor_graph_break | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[64, 32][32, 1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor.constructor_graph_break.<locals>.fn
        x: "f32[64, 32][32, 1]cpu" = l_x_ * 2
        return (x,)
