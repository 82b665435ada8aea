# fxgolden golden | case: dtensor/device_mesh_methods | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3][1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor.device_mesh_methods.<locals>.fn
        mul: "f32[3][1]cpu" = l_x_ * 6
        add: "f32[3][1]cpu" = mul + 0
        return (add,)
