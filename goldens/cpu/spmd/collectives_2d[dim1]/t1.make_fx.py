# fxgolden golden | case: spmd/collectives_2d[dim1] | artifact: t1.make_fx | normalizer: 7 | world: fake rank 3/4 cpu mesh [2, 2] (dp,tp)
class broadcast(torch.nn.Module):
    def forward(self, x: "f32[4, 3][3, 1]cpu"):
        broadcast: "f32[4, 3][3, 1]cpu" = torch.ops._c10d_functional.broadcast.default(x, 0, 'mesh_tp')
        wait_tensor: "f32[4, 3][3, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(broadcast)
        mul: "f32[4, 3][3, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor, 1)
        return mul
