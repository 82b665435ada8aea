# fxgolden golden | case: async_tp/fused_matmul_reduce_scatter | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cuda mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, L_a_: "f32[64, 32][32, 1]cuda:0", L_b_: "f32[32, 16][16, 1]cuda:0"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        matmul: "f32[64, 16][16, 1]cuda:0" = l_a_.matmul(l_b_)
        tensor: "f32[32, 16][16, 1]cuda:0" = torch.ops._c10d_functional.reduce_scatter_tensor(matmul, 'avg', 2, 'mesh_tp')
        res: "f32[32, 16][16, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor(tensor)
        return (res,)
