# fxgolden golden | case: async_tp/fused_all_gather_matmul | artifact: g0.inference | normalizer: 7 | world: fake rank 0/2 cuda mesh [2] (tp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 32][32, 1]cuda:0", arg1_1: "f32[32, 16][16, 1]cuda:0"):
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        all_gather_into_tensor: "f32[128, 32][32, 1]cuda:0" = torch.ops._c10d_functional.all_gather_into_tensor.default(arg0_1, 2, 'mesh_tp')
        wait_tensor: "f32[128, 32][32, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        mm: "f32[128, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(wait_tensor, arg1_1)
        return (mm,)
