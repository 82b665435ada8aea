# fxgolden golden | case: dtensor_ops/bmm[R,S0] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3, 4][12, 4, 1]cpu", arg1_1, arg2_1: "f32[1, 4, 5][20, 5, 1]cpu", arg3_1):
        split = torch.ops.aten.split.Tensor(arg0_1, 1)
        getitem: "f32[1, 3, 4][12, 4, 1]cpu" = split[1]
        clone: "f32[1, 3, 4][12, 4, 1]cpu" = torch.ops.aten.clone.default(getitem)
        bmm: "f32[1, 3, 5][15, 5, 1]cpu" = torch.ops.aten.bmm.default(clone, arg2_1)
        return (bmm, arg1_1)
