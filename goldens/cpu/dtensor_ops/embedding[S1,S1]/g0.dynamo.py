# fxgolden golden | case: dtensor_ops/embedding[S1,S1] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_idx_: "DTensor(i64[3, 2][2, 1]cpu, S(1))", L_w_: "DTensor(f32[6, 4][4, 1]cpu, S(1))"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor_ops.<lambda>
        embedding: "DTensor(f32[3, 2, 4][8, 4, 1]cpu, S(2))" = torch.nn.functional.embedding(l_idx_, l_w_)
        return (embedding,)
