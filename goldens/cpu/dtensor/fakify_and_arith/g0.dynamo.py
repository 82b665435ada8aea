# fxgolden golden | case: dtensor/fakify_and_arith | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_t_: "DTensor(f32[2][1]cpu, S(0))"):
        #= l_* = L_*: each L_ input above, aliased
        return (l_t_,)
