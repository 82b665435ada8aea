# fxgolden golden | case: dtensor_ops/mul[R,S0] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_args_0_: "DTensor(f32[4, 6][6, 1]cpu, R)", L_args_1_: "DTensor(f32[6][1]cpu, S(0))"):
        #= l_* = L_*: each L_ input above, aliased
        mul: "DTensor(f32[4, 6][6, 1]cpu, S(1))" = torch.mul(l_args_0_, l_args_1_)
        return (mul,)
