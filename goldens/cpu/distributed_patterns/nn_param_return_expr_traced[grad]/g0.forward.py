# fxgolden golden | case: distributed_patterns/nn_param_return_expr_traced[grad] | artifact: g0.forward | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16][1]cpu", primals_2: "f32[16][1]cpu"):
        #> (no module): cases.distributed_patterns._nn_param_body.<locals>.fn
        add: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(primals_1, 123)
        view: "f32[16][1]cpu" = torch.ops.aten.view.default(add, [16])
        sin: "f32[16][1]cpu" = torch.ops.aten.sin.default(view)
        #> (no source recorded)
        set_: "f32[16][1]cpu" = torch.ops.aten.set_.source_Tensor(primals_2, add)
        return (sin, add)
