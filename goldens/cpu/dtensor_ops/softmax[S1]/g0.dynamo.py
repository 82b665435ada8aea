# fxgolden golden | case: dtensor_ops/softmax[S1] | artifact: g0.dynamo | normalizer: 6 | world: fake rank 1/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "DTensor(f32[4, 6][6, 1]cpu, S(1))"):
        l_x_ = L_x_
        softmax: "DTensor(f32[4, 6][6, 1]cpu, R)" = torch.softmax(l_x_, dim = -1);  l_x_ = None
        return (softmax,)
