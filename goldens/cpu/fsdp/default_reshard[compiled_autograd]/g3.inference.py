# fxgolden golden | case: fsdp/default_reshard[compiled_autograd] | artifact: g3.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 8][8, 1]cpu", arg1_1: "f32[4, 8][8, 1]cpu"):
        #> (no module): cases.fsdp._MLP.forward
        threshold_backward: "f32[4, 8][8, 1]cpu" = torch.ops.aten.threshold_backward.default(arg0_1, arg1_1, 0)
        return (threshold_backward,)
