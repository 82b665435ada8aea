# fxgolden golden | case: spmd/transform_ddm | artifact: g1.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class _lambda_(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[10, 10][10, 1]cpu",
        arg1_1: "f32[10][1]cpu",
        arg2_1: "f32[10, 10][10, 1]cpu",
        arg3_1: "f32[10][1]cpu",
        arg4_1: "f32[10, 10][10, 1]cpu",
        arg5_1: "f32[10][1]cpu",
        arg6_1: "f32[10, 10][10, 1]cpu",
        arg7_1: "f32[10][1]cpu"
    ):
        #> (no module): torch.optim.sgd._single_tensor_sgd
        add: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(arg0_1, arg4_1, alpha = -0.01)
        add_1: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(arg1_1, arg5_1, alpha = -0.01)
        add_2: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(arg2_1, arg6_1, alpha = -0.01)
        add_3: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(arg3_1, arg7_1, alpha = -0.01)
        copy_: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy_.default(arg0_1, add)
        copy__1: "f32[10][1]cpu" = torch.ops.aten.copy_.default(arg1_1, add_1)
        copy__2: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy_.default(arg2_1, add_2)
        copy__3: "f32[10][1]cpu" = torch.ops.aten.copy_.default(arg3_1, add_3)
        return ()
