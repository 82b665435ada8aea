# fxgolden golden | case: fix/ar_pointwise | artifact: g0.dynamo | normalizer: 1 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[8, 8][8, 1]cpu", L_w_: "f32[8, 8][8, 1]cpu"):
        l_x_ = L_x_
        l_w_ = L_w_

        sin: "f32[8, 8][8, 1]cpu" = l_x_.sin()
        y: "f32[8, 8][8, 1]cpu" = sin * 2;  sin = None

        tensor: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.all_reduce(y, 'sum', 'mesh_tp');  y = None

        r: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor);  tensor = None

        mm: "f32[8, 8][8, 1]cpu" = torch.mm(l_x_, l_w_);  l_x_ = l_w_ = None
        z: "f32[8, 8][8, 1]cpu" = mm.relu();  mm = None

        add: "f32[8, 8][8, 1]cpu" = r + 1
        cos: "f32[8, 8][8, 1]cpu" = add.cos();  add = None
        add_1: "f32[8, 8][8, 1]cpu" = z + r;  z = r = None
        return (cos, add_1)
