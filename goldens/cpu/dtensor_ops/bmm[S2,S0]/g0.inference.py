# fxgolden golden | case: dtensor_ops/bmm[S2,S0] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 3, 2][6, 2, 1]cpu", arg1_1, arg2_1: "f32[1, 4, 5][20, 5, 1]cpu", arg3_1):
        all_gather_into_tensor: "f32[4, 3, 2][6, 2, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(arg0_1, 2, 'mesh_dim0')
        wait_tensor: "f32[4, 3, 2][6, 2, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split = torch.ops.aten.split.Tensor(wait_tensor, 2)
        getitem: "f32[2, 3, 2][6, 2, 1]cpu" = split[0]
        getitem_1: "f32[2, 3, 2][6, 2, 1]cpu" = split[1]
        cat: "f32[2, 3, 4][12, 4, 1]cpu" = torch.ops.aten.cat.default([getitem, getitem_1], 2)
        split_1 = torch.ops.aten.split.Tensor(cat, 1)
        getitem_2: "f32[1, 3, 4][12, 4, 1]cpu" = split_1[1]
        bmm: "f32[1, 3, 5][15, 5, 1]cpu" = torch.ops.aten.bmm.default(getitem_2, arg2_1)
        return (bmm, arg1_1)
