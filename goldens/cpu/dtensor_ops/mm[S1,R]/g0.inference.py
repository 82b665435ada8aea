# fxgolden golden | case: dtensor_ops/mm[S1,R] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 3][3, 1]cpu", arg1_1, arg2_1: "f32[6, 3][3, 1]cpu", arg3_1):
        split = torch.ops.aten.split.Tensor(arg2_1, 3)
        getitem: "f32[3, 3][3, 1]cpu" = split[1]
        clone: "f32[3, 3][3, 1]cpu" = torch.ops.aten.clone.default(getitem)
        mm: "f32[4, 3][3, 1]cpu" = torch.ops.aten.mm.default(arg0_1, clone)
        return (mm, arg1_1)
