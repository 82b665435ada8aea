# fxgolden golden | case: spmd/train_step[sgd_foreach] | artifact: g1.inference | normalizer: 6 | world: fake rank 0/2 cpu mesh [2] (dp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[10, 10][10, 1]cpu", arg1_1: "f32[10][1]cpu", arg2_1: "f32[10, 10][10, 1]cpu", arg3_1: "f32[10][1]cpu"):
        _foreach_add = torch.ops.aten._foreach_add.List([arg0_1, arg1_1], [arg2_1, arg3_1], alpha = -0.01);  arg2_1 = arg3_1 = None
        getitem: "f32[10, 10][10, 1]cpu" = _foreach_add[0]
        getitem_1: "f32[10][1]cpu" = _foreach_add[1];  _foreach_add = None
        copy_: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy_.default(arg0_1, getitem);  arg0_1 = getitem = copy_ = None
        copy__1: "f32[10][1]cpu" = torch.ops.aten.copy_.default(arg1_1, getitem_1);  arg1_1 = getitem_1 = copy__1 = None
        return ()
