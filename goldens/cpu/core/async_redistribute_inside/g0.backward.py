# fxgolden golden | case: core/async_redistribute_inside | artifact: g0.backward | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, wait_tensor: "f32[16, 8][8, 1]cpu", tangents_1: "f32[16, 8][8, 1]cpu"):
        #> (no module): cases.core.async_redistribute_inside.<locals>.fn
        view: "f32[16, 8][8, 1]cpu" = torch.ops.aten.view.default(wait_tensor, [16, 8])
        sin: "f32[16, 8][8, 1]cpu" = torch.ops.aten.sin.default(view)
        cos: "f32[16, 8][8, 1]cpu" = torch.ops.aten.cos.default(sin)
        mul: "f32[16, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(tangents_1, cos)
        cos_1: "f32[16, 8][8, 1]cpu" = torch.ops.aten.cos.default(view)
        mul_1: "f32[16, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(mul, cos_1)
        view_1: "f32[16, 8][8, 1]cpu" = torch.ops.aten.view.default(mul_1, [16, 8])
        split = torch.ops.aten.split.Tensor(view_1, 4)
        getitem: "f32[4, 8][8, 1]cpu" = split[1]
        clone: "f32[4, 8][8, 1]cpu" = torch.ops.aten.clone.default(getitem)
        return (clone, None)
