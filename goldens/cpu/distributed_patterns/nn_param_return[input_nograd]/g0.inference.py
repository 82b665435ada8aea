# fxgolden golden | case: distributed_patterns/nn_param_return[input_nograd] | artifact: g0.inference | normalizer: 7 | world: none rank 0/1 cpu
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[16][1]cpu"):
        #> (no module): cases.distributed_patterns._nn_param_body.<locals>.fn
        add: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1)
        return (add,)
