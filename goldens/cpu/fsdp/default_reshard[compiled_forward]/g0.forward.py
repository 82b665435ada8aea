# fxgolden golden | case: fsdp/default_reshard[compiled_forward] | artifact: g0.forward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 8][8, 1]cpu"):
        #> (no module): cases.fsdp._MLP.forward
        relu: "f32[4, 8][8, 1]cpu" = torch.ops.aten.relu.default(primals_1)
        detach: "f32[4, 8][8, 1]cpu" = torch.ops.aten.detach.default(relu)
        detach_1: "f32[4, 8][8, 1]cpu" = torch.ops.aten.detach.default(detach)
        return (relu, detach_1)
