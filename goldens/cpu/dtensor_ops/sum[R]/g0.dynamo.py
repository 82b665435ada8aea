# fxgolden golden | case: dtensor_ops/sum[R] | artifact: g0.dynamo | normalizer: 6 | world: fake rank 1/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "DTensor(f32[4, 6][6, 1]cpu, R)"):
        l_x_ = L_x_
        sum_1: "DTensor(f32[4][1]cpu, R)" = l_x_.sum(dim = 1);  l_x_ = None
        return (sum_1,)
