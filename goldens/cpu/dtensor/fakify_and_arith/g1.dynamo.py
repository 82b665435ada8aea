# fxgolden golden | case: dtensor/fakify_and_arith | artifact: g1.dynamo | normalizer: 6 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_t_: "DTensor(f32[2][1]cpu, S(0))"):
        l_t_ = L_t_
        mul: "DTensor(f32[2][1]cpu, S(0))" = l_t_ * l_t_;  l_t_ = None
        add: "DTensor(f32[2][1]cpu, S(0))" = mul + 2;  mul = None
        return (add,)
