# fxgolden golden | case: core/async_redistribute_inside | artifact: g0.backward | normalizer: 6 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, wait_tensor: "f32[16, 8][8, 1]cpu", tangents_1: "f32[16, 8][8, 1]cpu"):
        view: "f32[16, 8][8, 1]cpu" = torch.ops.aten.view.default(wait_tensor, [16, 8]);  wait_tensor = None
        sin: "f32[16, 8][8, 1]cpu" = torch.ops.aten.sin.default(view)
        cos: "f32[16, 8][8, 1]cpu" = torch.ops.aten.cos.default(sin);  sin = None
        mul: "f32[16, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(tangents_1, cos);  tangents_1 = cos = None
        cos_1: "f32[16, 8][8, 1]cpu" = torch.ops.aten.cos.default(view);  view = None
        mul_1: "f32[16, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(mul, cos_1);  mul = cos_1 = None
        view_1: "f32[16, 8][8, 1]cpu" = torch.ops.aten.view.default(mul_1, [16, 8]);  mul_1 = None
        split = torch.ops.aten.split.Tensor(view_1, 4);  view_1 = None
        getitem: "f32[4, 8][8, 1]cpu" = split[1];  split = None
        clone: "f32[4, 8][8, 1]cpu" = torch.ops.aten.clone.default(getitem);  getitem = None
        return (clone, None)
