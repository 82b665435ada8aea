# fxgolden golden | case: async_tp/fused_all_gather_matmul | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cuda mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, L_a_shard_: "f32[64, 32][32, 1]cuda:0", L_b_: "f32[32, 16][16, 1]cuda:0"):
        l_a_shard_ = L_a_shard_
        l_b_ = L_b_
        tensor: "f32[128, 32][32, 1]cuda:0" = torch.ops._c10d_functional.all_gather_into_tensor(l_a_shard_, 2, 'mesh_tp');  l_a_shard_ = None
        res: "f32[128, 32][32, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor(tensor);  tensor = None
        matmul: "f32[128, 16][16, 1]cuda:0" = res.matmul(l_b_);  res = l_b_ = None
        return (matmul,)
