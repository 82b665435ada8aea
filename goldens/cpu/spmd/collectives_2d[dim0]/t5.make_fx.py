# fxgolden golden | case: spmd/collectives_2d[dim0] | artifact: t5.make_fx | normalizer: 7 | world: fake rank 3/4 cpu mesh [2, 2] (dp,tp)
class all_to_all(torch.nn.Module):
    def forward(self, x: "f32[4, 3][3, 1]cpu"):
        all_to_all_single: "f32[4, 3][3, 1]cpu" = torch.ops._c10d_functional.all_to_all_single.default(x, [2, 2], [2, 2], 'mesh_dp')
        wait_tensor: "f32[4, 3][3, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_to_all_single)
        mul: "f32[4, 3][3, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor, 1)
        return mul
