# fxgolden golden | case: dtensor_ops/layer_norm[S1,R] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "DTensor(f32[4, 6][6, 1]cpu, S(1))", L_w_: "DTensor(f32[6][1]cpu, R)"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor_ops._layer_norm
        layer_norm: "DTensor(f32[4, 6][6, 1]cpu, R)" = torch.nn.functional.layer_norm(l_x_, (6,), l_w_)
        return (layer_norm,)
