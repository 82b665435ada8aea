# fxgolden golden | case: dtensor_ops/add[S0,S0] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3][3, 1]cpu", arg1_1, arg2_1: "f32[2, 3][3, 1]cpu", arg3_1):
        add: "f32[2, 3][3, 1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg2_1)
        return (add, arg1_1)
