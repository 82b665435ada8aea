# fxgolden golden | case: dtensor_ops/transpose_view[S0] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "DTensor(f32[4, 6][6, 1]cpu, S(0))"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor_ops.<lambda>
        transpose: "DTensor(f32[6, 4][1, 6]cpu, S(1))" = l_x_.transpose(0, 1)
        contiguous: "DTensor(f32[6, 4][4, 1]cpu, S(1))" = transpose.contiguous()
        view: "DTensor(f32[6, 2, 2][4, 2, 1]cpu, S(1))" = contiguous.view(6, 2, 2)
        return (view,)
