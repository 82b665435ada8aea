# fxgolden golden | case: spmd/collectives_3d[dim2] | artifact: t2.make_fx | normalizer: 7 | world: fake rank 5/8 cpu mesh [2, 2, 2] (pp,dp,tp)
class scatter(torch.nn.Module):
    def forward(self, pieces):
        pieces_1: "f32[2, 3][3, 1]cpu"; pieces_2: "f32[2, 3][3, 1]cpu";
        pieces_1, pieces_2, = fx_pytree.tree_flatten_spec([pieces], self._in_spec)
        stack: "f32[2, 2, 3][6, 3, 1]cpu" = torch.ops.aten.stack.default([pieces_1, pieces_2])
        broadcast: "f32[2, 2, 3][6, 3, 1]cpu" = torch.ops._c10d_functional.broadcast.default(stack, 0, 'mesh_tp')
        wait_tensor: "f32[2, 2, 3][6, 3, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(broadcast)
        select: "f32[2, 3][3, 1]cpu" = torch.ops.aten.select.int(wait_tensor, 0, 1)
        mul: "f32[2, 3][3, 1]cpu" = torch.ops.aten.mul.Tensor(select, 1)
        return pytree.tree_unflatten([mul], self._out_spec)
