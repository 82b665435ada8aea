# fxgolden golden | case: dtensor/device_mesh_methods | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[3][1]cpu"):
        l_x_ = L_x_
        mul: "f32[3][1]cpu" = l_x_ * 6;  l_x_ = None
        add: "f32[3][1]cpu" = mul + 0;  mul = None
        return (add,)
