# fxgolden golden | case: dtensor_ops/mm[S0,R] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 6][6, 1]cpu", arg1_1, arg2_1: "f32[6, 3][3, 1]cpu", arg3_1):
        mm: "f32[2, 3][3, 1]cpu" = torch.ops.aten.mm.default(arg0_1, arg2_1)
        return (mm, arg1_1)
