# fxgolden golden | case: dtensor_ops/softmax[S1] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 3][3, 1]cpu", arg1_1):
        #> (no module): cases.dtensor_ops.<lambda>
        all_gather_into_tensor: "f32[8, 3][3, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(arg0_1, 2, 'mesh_dim0')
        wait_tensor: "f32[8, 3][3, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split = torch.ops.aten.split.Tensor(wait_tensor, 4)
        getitem: "f32[4, 3][3, 1]cpu" = split[0]
        getitem_1: "f32[4, 3][3, 1]cpu" = split[1]
        cat: "f32[4, 6][6, 1]cpu" = torch.ops.aten.cat.default([getitem, getitem_1], 1)
        _softmax: "f32[4, 6][6, 1]cpu" = torch.ops.aten._softmax.default(cat, -1, False)
        return (_softmax, arg1_1)
