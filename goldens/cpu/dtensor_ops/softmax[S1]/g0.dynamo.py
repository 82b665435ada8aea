# fxgolden golden | case: dtensor_ops/softmax[S1] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "DTensor(f32[4, 6][6, 1]cpu, S(1))"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor_ops.<lambda>
        softmax: "DTensor(f32[4, 6][6, 1]cpu, R)" = torch.softmax(l_x_, dim = -1)
        return (softmax,)
