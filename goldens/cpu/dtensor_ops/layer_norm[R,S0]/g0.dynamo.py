# fxgolden golden | case: dtensor_ops/layer_norm[R,S0] | artifact: g0.dynamo | normalizer: 6 | world: fake rank 1/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "DTensor(f32[4, 6][6, 1]cpu, R)", L_w_: "DTensor(f32[6][1]cpu, S(0))"):
        l_x_ = L_x_
        l_w_ = L_w_
        layer_norm: "DTensor(f32[4, 6][6, 1]cpu, R)" = torch.nn.functional.layer_norm(l_x_, (6,), l_w_);  l_x_ = l_w_ = None
        return (layer_norm,)
