# fxgolden golden | case: dtensor_ops/mm[S1,R] | artifact: g0.inference | normalizer: 6 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 3][3, 1]cpu", arg1_1, arg2_1: "f32[6, 3][3, 1]cpu", arg3_1):
        split = torch.ops.aten.split.Tensor(arg2_1, 3);  arg2_1 = None
        getitem: "f32[3, 3][3, 1]cpu" = split[1];  split = None
        clone: "f32[3, 3][3, 1]cpu" = torch.ops.aten.clone.default(getitem);  getitem = None
        mm: "f32[4, 3][3, 1]cpu" = torch.ops.aten.mm.default(arg0_1, clone);  arg0_1 = clone = None
        return (mm, arg1_1)
