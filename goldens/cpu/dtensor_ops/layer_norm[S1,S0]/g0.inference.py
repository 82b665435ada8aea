# fxgolden golden | case: dtensor_ops/layer_norm[S1,S0] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 3][3, 1]cpu", arg1_1, arg2_1: "f32[3][1]cpu", arg3_1):
        #> (no module): cases.dtensor_ops._layer_norm
        all_gather_into_tensor: "f32[8, 3][3, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(arg0_1, 2, 'mesh_dim0')
        wait_tensor: "f32[8, 3][3, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split = torch.ops.aten.split.Tensor(wait_tensor, 4)
        getitem: "f32[4, 3][3, 1]cpu" = split[0]
        getitem_1: "f32[4, 3][3, 1]cpu" = split[1]
        cat: "f32[4, 6][6, 1]cpu" = torch.ops.aten.cat.default([getitem, getitem_1], 1)
        all_gather_into_tensor_1: "f32[6][1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(arg2_1, 2, 'mesh_dim0')
        wait_tensor_1: "f32[6][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)
        native_layer_norm = torch.ops.aten.native_layer_norm.default(cat, [6], wait_tensor_1, None, 1e-05)
        getitem_2: "f32[4, 6][6, 1]cpu" = native_layer_norm[0]
        return (getitem_2, arg1_1)
