# fxgolden golden | case: dtensor_ops/bmm[R,R] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3, 4][12, 4, 1]cpu", arg1_1, arg2_1: "f32[2, 4, 5][20, 5, 1]cpu", arg3_1):
        bmm: "f32[2, 3, 5][15, 5, 1]cpu" = torch.ops.aten.bmm.default(arg0_1, arg2_1)
        return (bmm, arg1_1)
