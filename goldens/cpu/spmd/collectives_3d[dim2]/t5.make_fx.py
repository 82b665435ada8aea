# fxgolden golden | case: spmd/collectives_3d[dim2] | artifact: t5.make_fx | normalizer: 7 | world: fake rank 5/8 cpu mesh [2, 2, 2] (pp,dp,tp)
class all_to_all(torch.nn.Module):
    def forward(self, x: "f32[4, 3][3, 1]cpu"):
        all_to_all_single: "f32[4, 3][3, 1]cpu" = torch.ops._c10d_functional.all_to_all_single.default(x, [2, 2], [2, 2], 'mesh_tp')
        wait_tensor: "f32[4, 3][3, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_to_all_single)
        mul: "f32[4, 3][3, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor, 1)
        return mul
