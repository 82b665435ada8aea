# fxgolden golden | case: core/async_redistribute_passed_in | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "AsyncCollectiveTensor(f32[16, 8][8, 1]cpu)"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.core.async_redistribute_passed_in.<locals>.fn
        sin: "f32[16, 8][8, 1]cpu" = l_x_.sin()
        sin_1: "f32[16, 8][8, 1]cpu" = sin.sin()
        return (sin_1,)
