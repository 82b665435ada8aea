# fxgolden golden | case: spmd/collectives_2d[dim1] | artifact: t3.make_fx | normalizer: 7 | world: fake rank 3/4 cpu mesh [2, 2] (dp,tp)
class all_gather(torch.nn.Module):
    def forward(self, x: "f32[4, 3][3, 1]cpu"):
        all_gather_into_tensor: "f32[8, 3][3, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 2, 'mesh_tp')
        wait_tensor: "f32[8, 3][3, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split = torch.ops.aten.split.Tensor(wait_tensor, 4)
        getitem: "f32[4, 3][3, 1]cpu" = split[0]
        getitem_1: "f32[4, 3][3, 1]cpu" = split[1]
        return [getitem, getitem_1]
