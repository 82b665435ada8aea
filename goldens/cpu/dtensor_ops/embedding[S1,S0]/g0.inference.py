# fxgolden golden | case: dtensor_ops/embedding[S1,S0] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "i64[3, 1][1, 1]cpu", arg1_1, arg2_1: "f32[3, 4][4, 1]cpu", arg3_1):
        #> (no module): cases.dtensor_ops.<lambda>
        all_gather_into_tensor: "f32[6, 4][4, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(arg2_1, 2, 'mesh_dim0')
        wait_tensor: "f32[6, 4][4, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        embedding: "f32[3, 1, 4][4, 4, 1]cpu" = torch.ops.aten.embedding.default(wait_tensor, arg0_1)
        return (embedding, arg1_1)
