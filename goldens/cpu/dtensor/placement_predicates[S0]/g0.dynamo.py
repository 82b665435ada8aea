# fxgolden golden | case: dtensor/placement_predicates[S0] | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2][1]cpu"):
        l_x_ = L_x_
        add: "f32[2][1]cpu" = l_x_ + 30;  l_x_ = None
        return (add,)
