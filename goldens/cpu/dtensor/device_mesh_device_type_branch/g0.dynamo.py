# fxgolden golden | case: dtensor/device_mesh_device_type_branch | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_dt_: "DTensor(f32[8, 4][4, 1]cpu, S(0))"):
        l_x_dt_ = L_x_dt_
        add: "DTensor(f32[8, 4][4, 1]cpu, S(0))" = l_x_dt_ + 2;  l_x_dt_ = None
        return (add,)
