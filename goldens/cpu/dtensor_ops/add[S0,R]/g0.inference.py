# fxgolden golden | case: dtensor_ops/add[S0,R] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3][3, 1]cpu", arg1_1, arg2_1: "f32[4, 3][3, 1]cpu", arg3_1):
        split = torch.ops.aten.split.Tensor(arg2_1, 2)
        getitem: "f32[2, 3][3, 1]cpu" = split[1]
        clone: "f32[2, 3][3, 1]cpu" = torch.ops.aten.clone.default(getitem)
        add: "f32[2, 3][3, 1]cpu" = torch.ops.aten.add.Tensor(arg0_1, clone)
        return (add, arg1_1)
