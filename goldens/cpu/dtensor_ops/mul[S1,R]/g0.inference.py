# fxgolden golden | case: dtensor_ops/mul[S1,R] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 3][3, 1]cpu", arg1_1, arg2_1: "f32[6][1]cpu", arg3_1):
        split = torch.ops.aten.split.Tensor(arg2_1, 3)
        getitem: "f32[3][1]cpu" = split[1]
        clone: "f32[3][1]cpu" = torch.ops.aten.clone.default(getitem)
        mul: "f32[4, 3][3, 1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, clone)
        return (mul, arg1_1)
