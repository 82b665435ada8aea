# fxgolden golden | case: dtensor/different_gradient_placement | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cuda mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "DTensor(f32[4, 4, 4][16, 4, 1]cuda:0, S(1))", L_y_: "DTensor(f32[4][1]cuda:0, R)", L_z_: "DTensor(f32[4][1]cuda:0, R)"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        permute: "DTensor(f32[4, 4, 4][16, 1, 4]cuda:0, S(2))" = l_x_.permute(0, 2, 1)
        permute_1: "DTensor(f32[4, 4, 4][16, 4, 1]cuda:0, S(2))" = permute.contiguous()
        normed: "DTensor(f32[4, 4, 4][16, 4, 1]cuda:0, R)" = torch.nn.functional.layer_norm(permute_1, (4,), l_y_, l_z_, 1e-05)
        permute_2: "DTensor(f32[4, 4, 4][16, 1, 4]cuda:0, R)" = normed.permute(0, 2, 1)
        return (permute_2,)
