# fxgolden golden | case: dtensor_ops/mul[S0,R] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 6][6, 1]cpu", arg1_1, arg2_1: "f32[6][1]cpu", arg3_1):
        mul: "f32[2, 6][6, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, arg2_1)
        return (mul, arg1_1)
