# fxgolden golden | case: dtensor_ops/bmm[S2,S0] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_args_0_: "DTensor(f32[2, 3, 4][12, 4, 1]cpu, S(2))", L_args_1_: "DTensor(f32[2, 4, 5][20, 5, 1]cpu, S(0))"):
        #= l_* = L_*: each L_ input above, aliased
        bmm: "DTensor(f32[2, 3, 5][15, 5, 1]cpu, S(0))" = torch.bmm(l_args_0_, l_args_1_)
        return (bmm,)
