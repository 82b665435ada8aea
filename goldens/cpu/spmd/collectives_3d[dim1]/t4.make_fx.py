# fxgolden golden | case: spmd/collectives_3d[dim1] | artifact: t4.make_fx | normalizer: 7 | world: fake rank 5/8 cpu mesh [2, 2, 2] (pp,dp,tp)
class reduce_scatter(torch.nn.Module):
    def forward(self, x: "f32[4, 3][3, 1]cpu"):
        reduce_scatter_tensor: "f32[2, 3][3, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(x, 'sum', 2, 'mesh_dp')
        wait_tensor: "f32[2, 3][3, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor)
        mul: "f32[2, 3][3, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor, 1)
        return mul
