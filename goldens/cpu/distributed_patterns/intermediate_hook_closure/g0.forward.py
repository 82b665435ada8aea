# fxgolden golden | case: distributed_patterns/intermediate_hook_closure | artifact: g0.forward | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4][1]cpu", primals_2):
        #> (no module): cases.distributed_patterns.intermediate_hook_closure.<locals>.fn
        sin: "f32[4][1]cpu" = torch.ops.aten.sin.default(primals_1)
        add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(sin, 1)
        sin_1: "f32[4][1]cpu" = torch.ops.aten.sin.default(sin)
        return (sin_1, add, primals_1)
