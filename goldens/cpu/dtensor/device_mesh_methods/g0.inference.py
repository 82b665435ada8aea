# fxgolden golden | case: dtensor/device_mesh_methods | artifact: g0.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[3][1]cpu"):
        #> (no module): cases.dtensor.device_mesh_methods.<locals>.fn
        mul: "f32[3][1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, 6)
        add: "f32[3][1]cpu" = torch.ops.aten.add.Tensor(mul, 0)
        return (add,)
