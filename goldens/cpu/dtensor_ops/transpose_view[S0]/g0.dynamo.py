# fxgolden golden | case: dtensor_ops/transpose_view[S0] | artifact: g0.dynamo | normalizer: 6 | world: fake rank 1/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "DTensor(f32[4, 6][6, 1]cpu, S(0))"):
        l_x_ = L_x_
        transpose: "DTensor(f32[6, 4][1, 6]cpu, S(1))" = l_x_.transpose(0, 1);  l_x_ = None
        contiguous: "DTensor(f32[6, 4][4, 1]cpu, S(1))" = transpose.contiguous();  transpose = None
        view: "DTensor(f32[6, 2, 2][4, 2, 1]cpu, S(1))" = contiguous.view(6, 2, 2);  contiguous = None
        return (view,)
