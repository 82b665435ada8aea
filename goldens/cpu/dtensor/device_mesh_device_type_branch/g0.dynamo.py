# fxgolden golden | case: dtensor/device_mesh_device_type_branch | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_dt_: "DTensor(f32[8, 4][4, 1]cpu, S(0))"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor.device_mesh_device_type_branch.<locals>.fn
        add: "DTensor(f32[8, 4][4, 1]cpu, S(0))" = l_x_dt_ + 2
        return (add,)
