# fxgolden golden | case: core/dtensor_matmul_redistribute[S0] | artifact: g0.forward | normalizer: 7 | world: fake rank 1/4 cuda mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 8][8, 1]cuda:0", primals_2: "f32[8, 8][8, 1]cuda:0"):
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        mm: "f32[4, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(primals_1, primals_2)
        #> (no module): cases.core.dtensor_matmul_redistribute.<locals>.fn
        all_gather_into_tensor: "f32[16, 8][8, 1]cuda:0" = torch.ops._c10d_functional.all_gather_into_tensor.default(mm, 4, 'mesh_tp')
        wait_tensor: "f32[16, 8][8, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        permute: "f32[8, 4][1, 8]cuda:0" = torch.ops.aten.permute.default(primals_1, [1, 0])
        permute_1: "f32[8, 8][1, 8]cuda:0" = torch.ops.aten.permute.default(primals_2, [1, 0])
        return (wait_tensor, permute, permute_1)
