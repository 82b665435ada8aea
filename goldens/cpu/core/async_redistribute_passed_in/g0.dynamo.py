# fxgolden golden | case: core/async_redistribute_passed_in | artifact: g0.dynamo | normalizer: 6 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "AsyncCollectiveTensor(f32[16, 8][8, 1]cpu)"):
        l_x_ = L_x_
        sin: "f32[16, 8][8, 1]cpu" = l_x_.sin();  l_x_ = None
        sin_1: "f32[16, 8][8, 1]cpu" = sin.sin();  sin = None
        return (sin_1,)
