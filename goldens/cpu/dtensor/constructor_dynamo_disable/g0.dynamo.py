# fxgolden golden | case: dtensor/constructor_dynamo_disable | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[32][1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor.constructor_dynamo_disable.<locals>.caller
        mul: "f32[32][1]cpu" = l_x_ * 2
        return (mul,)
