# fxgolden golden | case: dtensor_ops/cat[S0,R] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_a_: "DTensor(f32[4, 3][3, 1]cpu, S(0))", L_b_: "DTensor(f32[2, 3][3, 1]cpu, R)"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor_ops.<lambda>
        cat: "DTensor(f32[6, 3][3, 1]cpu, R)" = torch.cat([l_a_, l_b_], dim = 0)
        return (cat,)
