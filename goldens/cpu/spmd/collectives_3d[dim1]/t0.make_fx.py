# fxgolden golden | case: spmd/collectives_3d[dim1] | artifact: t0.make_fx | normalizer: 7 | world: fake rank 5/8 cpu mesh [2, 2, 2] (pp,dp,tp)
class all_reduce(torch.nn.Module):
    def forward(self, x: "f32[4, 3][3, 1]cpu"):
        all_reduce: "f32[4, 3][3, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(x, 'sum', 'mesh_dp')
        wait_tensor: "f32[4, 3][3, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        mul: "f32[4, 3][3, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor, 1)
        return mul
