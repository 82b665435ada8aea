# fxgolden golden | case: dtensor/fakify_and_arith | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_t_: "DTensor(f32[2][1]cpu, S(0))"):
        l_t_ = L_t_
        return (l_t_,)
