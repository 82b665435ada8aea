# fxgolden golden | case: dtensor_ops/add[S0,R] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_args_0_: "DTensor(f32[4, 3][3, 1]cpu, S(0))", L_args_1_: "DTensor(f32[4, 3][3, 1]cpu, R)"):
        #= l_* = L_*: each L_ input above, aliased
        add: "DTensor(f32[4, 3][3, 1]cpu, S(0))" = torch.add(l_args_0_, l_args_1_)
        return (add,)
