# fxgolden golden | case: dtensor/constructor_dynamo_disable | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[32][1]cpu"):
        l_x_ = L_x_
        mul: "f32[32][1]cpu" = l_x_ * 2;  l_x_ = None
        return (mul,)
