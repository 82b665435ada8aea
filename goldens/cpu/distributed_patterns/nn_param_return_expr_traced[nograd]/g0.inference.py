# fxgolden golden | case: distributed_patterns/nn_param_return_expr_traced[nograd] | artifact: g0.inference | normalizer: 7 | world: none rank 0/1 cpu
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[16][1]cpu", arg1_1: "f32[16][1]cpu"):
        #> (no module): cases.distributed_patterns._nn_param_body.<locals>.fn
        add: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, 123)
        add_1: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1)
        #> (no source recorded)
        set_: "f32[16][1]cpu" = torch.ops.aten.set_.source_Tensor(arg1_1, add)
        return (add_1,)
