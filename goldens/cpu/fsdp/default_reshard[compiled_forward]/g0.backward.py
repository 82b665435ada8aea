# fxgolden golden | case: fsdp/default_reshard[compiled_forward] | artifact: g0.backward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, detach: "f32[4, 8][8, 1]cpu", tangents_1: "f32[4, 8][8, 1]cpu"):
        #> (no module): cases.fsdp._MLP.forward
        threshold_backward: "f32[4, 8][8, 1]cpu" = torch.ops.aten.threshold_backward.default(tangents_1, detach, 0)
        return (threshold_backward,)
