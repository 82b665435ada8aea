# fxgolden golden | case: async_tp/fused_matmul_reduce_scatter | artifact: g0.inference | normalizer: 7 | world: fake rank 0/2 cuda mesh [2] (tp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 32][32, 1]cuda:0", arg1_1: "f32[32, 16][16, 1]cuda:0"):
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        mm: "f32[64, 16][16, 1]cuda:0" = torch.ops.aten.mm.default(arg0_1, arg1_1)
        reduce_scatter_tensor: "f32[32, 16][16, 1]cuda:0" = torch.ops._c10d_functional.reduce_scatter_tensor.default(mm, 'avg', 2, 'mesh_tp')
        wait_tensor: "f32[32, 16][16, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor)
        return (wait_tensor,)
