# fxgolden golden | case: dtensor_ops/gelu[S0] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_args_0_: "DTensor(f32[4, 3][3, 1]cpu, S(0))"):
        #= l_* = L_*: each L_ input above, aliased
        gelu: "DTensor(f32[4, 3][3, 1]cpu, S(0))" = torch._C._nn.gelu(l_args_0_)
        return (gelu,)
