# fxgolden golden | case: dtensor_ops/bmm[S2,R] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3, 2][6, 2, 1]cpu", arg1_1, arg2_1: "f32[2, 4, 5][20, 5, 1]cpu", arg3_1):
        split = torch.ops.aten.split.Tensor(arg2_1, 2, 1)
        getitem: "f32[2, 2, 5][20, 5, 1]cpu" = split[1]
        clone: "f32[2, 2, 5][10, 5, 1]cpu" = torch.ops.aten.clone.default(getitem)
        bmm: "f32[2, 3, 5][15, 5, 1]cpu" = torch.ops.aten.bmm.default(arg0_1, clone)
        return (bmm, arg1_1)
