# fxgolden golden | case: dtensor/constructor_dynamo_disable | artifact: g1.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_stack0_: "DTensor(f32[32][1]cpu, R)"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor.constructor_dynamo_disable.<locals>.caller
        add: "DTensor(f32[32][1]cpu, R)" = l_stack0_ + 1
        return (add,)
