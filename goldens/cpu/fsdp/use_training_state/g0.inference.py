# fxgolden golden | case: fsdp/use_training_state | artifact: g0.inference | normalizer: 7 | world: none rank 0/1 cpu
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[1][1]cpu"):
        #> (no module): cases.fsdp.use_training_state.<locals>.fn
        add: "f32[1][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, 1)
        return (add,)
