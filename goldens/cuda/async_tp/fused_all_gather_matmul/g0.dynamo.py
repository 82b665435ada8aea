# fxgolden golden | case: async_tp/fused_all_gather_matmul | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cuda mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, L_a_shard_: "f32[64, 32][32, 1]cuda:0", L_b_: "f32[32, 16][16, 1]cuda:0"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        tensor: "f32[128, 32][32, 1]cuda:0" = torch.ops._c10d_functional.all_gather_into_tensor(l_a_shard_, 2, 'mesh_tp')
        res: "f32[128, 32][32, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor(tensor)
        matmul: "f32[128, 16][16, 1]cuda:0" = res.matmul(l_b_)
        return (matmul,)
