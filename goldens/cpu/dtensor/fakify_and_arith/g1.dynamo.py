# fxgolden golden | case: dtensor/fakify_and_arith | artifact: g1.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_t_: "DTensor(f32[2][1]cpu, S(0))"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor.fakify_and_arith.<locals>.<lambda>
        mul: "DTensor(f32[2][1]cpu, S(0))" = l_t_ * l_t_
        add: "DTensor(f32[2][1]cpu, S(0))" = mul + 2
        return (add,)
