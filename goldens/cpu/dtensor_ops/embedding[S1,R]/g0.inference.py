# fxgolden golden | case: dtensor_ops/embedding[S1,R] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "i64[3, 1][1, 1]cpu", arg1_1, arg2_1: "f32[6, 4][4, 1]cpu", arg3_1):
        #> (no module): cases.dtensor_ops.<lambda>
        embedding: "f32[3, 1, 4][4, 4, 1]cpu" = torch.ops.aten.embedding.default(arg2_1, arg0_1)
        return (embedding, arg1_1)
