# fxgolden golden | case: core/funcol_make_fx_2d | artifact: t0.make_fx | normalizer: 7 | world: fake rank 0/4 cpu mesh [2, 2] (dp,tp)
class fn(torch.nn.Module):
    def forward(self, x: "f32[2, 3][3, 1]cpu"):
        all_reduce: "f32[2, 3][3, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(x, 'sum', 'mesh_dp')
        wait_tensor: "f32[2, 3][3, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        add: "f32[2, 3][3, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor, 1)
        all_gather_into_tensor: "f32[4, 3][3, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 2, 'mesh_dp')
        wait_tensor_1: "f32[4, 3][3, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        mul: "f32[4, 3][3, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_1, 2)
        all_reduce_1: "f32[2, 3][3, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(x, 'sum', 'mesh_tp')
        wait_tensor_2: "f32[2, 3][3, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        add_1: "f32[2, 3][3, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor_2, 1)
        all_gather_into_tensor_1: "f32[4, 3][3, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 2, 'mesh_tp')
        wait_tensor_3: "f32[4, 3][3, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)
        mul_1: "f32[4, 3][3, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_3, 2)
        return [add, mul, add_1, mul_1]
