# fxgolden golden | case: dtensor/constructor_dynamo_disable | artifact: g1.dynamo | normalizer: 6 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_stack0_: "DTensor(f32[32][1]cpu, R)"):
        l_stack0_ = L_stack0_
        add: "DTensor(f32[32][1]cpu, R)" = l_stack0_ + 1;  l_stack0_ = None
        return (add,)
