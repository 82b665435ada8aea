# fxgolden golden | case: distributed_patterns/nn_param_return_expr_traced[grad] | artifact: g0.backward | normalizer: 6 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, add: "f32[16][1]cpu", tangents_1: "f32[16][1]cpu"):
        view: "f32[16][1]cpu" = torch.ops.aten.view.default(add, [16]);  add = None
        cos: "f32[16][1]cpu" = torch.ops.aten.cos.default(view);  view = None
        mul: "f32[16][1]cpu" = torch.ops.aten.mul.Tensor(tangents_1, cos);  tangents_1 = cos = None
        return (None, mul)
