# fxgolden golden | case: dtensor/different_gradient_placement | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cuda mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "DTensor(f32[4, 4, 4][16, 4, 1]cuda:0, S(1))", L_y_: "DTensor(f32[4][1]cuda:0, R)", L_z_: "DTensor(f32[4][1]cuda:0, R)"):
        l_x_ = L_x_
        l_y_ = L_y_
        l_z_ = L_z_
        permute: "DTensor(f32[4, 4, 4][16, 1, 4]cuda:0, S(2))" = l_x_.permute(0, 2, 1);  l_x_ = None
        permute_1: "DTensor(f32[4, 4, 4][16, 4, 1]cuda:0, S(2))" = permute.contiguous();  permute = None
        normed: "DTensor(f32[4, 4, 4][16, 4, 1]cuda:0, R)" = torch.nn.functional.layer_norm(permute_1, (4,), l_y_, l_z_, 1e-05);  permute_1 = l_y_ = l_z_ = None
        permute_2: "DTensor(f32[4, 4, 4][16, 1, 4]cuda:0, R)" = normed.permute(0, 2, 1);  normed = None
        return (permute_2,)
