# fxgolden golden | case: dtensor_ops/layer_norm[R,S0] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 6][6, 1]cpu", arg1_1, arg2_1: "f32[3][1]cpu", arg3_1):
        #> (no module): cases.dtensor_ops._layer_norm
        all_gather_into_tensor: "f32[6][1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(arg2_1, 2, 'mesh_dim0')
        wait_tensor: "f32[6][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        native_layer_norm = torch.ops.aten.native_layer_norm.default(arg0_1, [6], wait_tensor, None, 1e-05)
        getitem: "f32[4, 6][6, 1]cpu" = native_layer_norm[0]
        return (getitem, arg1_1)
