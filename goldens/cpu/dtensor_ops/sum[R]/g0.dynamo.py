# fxgolden golden | case: dtensor_ops/sum[R] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "DTensor(f32[4, 6][6, 1]cpu, R)"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor_ops.<lambda>
        sum_1: "DTensor(f32[4][1]cpu, R)" = l_x_.sum(dim = 1)
        return (sum_1,)
