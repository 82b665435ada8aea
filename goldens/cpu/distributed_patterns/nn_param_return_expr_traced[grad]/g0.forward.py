# fxgolden golden | case: distributed_patterns/nn_param_return_expr_traced[grad] | artifact: g0.forward | normalizer: 6 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16][1]cpu", primals_2: "f32[16][1]cpu"):
        add: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(primals_1, 123);  primals_1 = None
        view: "f32[16][1]cpu" = torch.ops.aten.view.default(add, [16])
        sin: "f32[16][1]cpu" = torch.ops.aten.sin.default(view);  view = None
        set_: "f32[16][1]cpu" = torch.ops.aten.set_.source_Tensor(primals_2, add);  primals_2 = set_ = None
        return (sin, add)
