# fxgolden golden | case: distributed_patterns/nn_param_return[input_grad] | artifact: g0.backward | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16][1]cpu", tangents_1: "f32[16][1]cpu"):
        #> (no module): cases.distributed_patterns._nn_param_body.<locals>.fn
        cos: "f32[16][1]cpu" = torch.ops.aten.cos.default(primals_1)
        mul: "f32[16][1]cpu" = torch.ops.aten.mul.Tensor(tangents_1, cos)
        return (mul,)
