# fxgolden golden | case: distributed_patterns/nn_param_return_expr_traced[grad] | artifact: g0.backward | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, add: "f32[16][1]cpu", tangents_1: "f32[16][1]cpu"):
        #> (no module): cases.distributed_patterns._nn_param_body.<locals>.fn
        view: "f32[16][1]cpu" = torch.ops.aten.view.default(add, [16])
        cos: "f32[16][1]cpu" = torch.ops.aten.cos.default(view)
        mul: "f32[16][1]cpu" = torch.ops.aten.mul.Tensor(tangents_1, cos)
        return (None, mul)
