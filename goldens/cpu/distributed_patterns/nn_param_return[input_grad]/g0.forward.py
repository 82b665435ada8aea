# fxgolden golden | case: distributed_patterns/nn_param_return[input_grad] | artifact: g0.forward | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16][1]cpu"):
        #> (no module): cases.distributed_patterns._nn_param_body.<locals>.fn
        sin: "f32[16][1]cpu" = torch.ops.aten.sin.default(primals_1)
        return (sin, primals_1)
