# fxgolden golden | case: spmd/train_step[sgd_foreach] | artifact: g1.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[10, 10][10, 1]cpu", arg1_1: "f32[10][1]cpu", arg2_1: "f32[10, 10][10, 1]cpu", arg3_1: "f32[10][1]cpu"):
        #> (no module): torch.optim.sgd._multi_tensor_sgd
        _foreach_add = torch.ops.aten._foreach_add.List([arg0_1, arg1_1], [arg2_1, arg3_1], alpha = -0.01)
        getitem: "f32[10, 10][10, 1]cpu" = _foreach_add[0]
        getitem_1: "f32[10][1]cpu" = _foreach_add[1]
        copy_: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy_.default(arg0_1, getitem)
        copy__1: "f32[10][1]cpu" = torch.ops.aten.copy_.default(arg1_1, getitem_1)
        return ()
