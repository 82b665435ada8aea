# fxgolden golden | case: ddp/ddp_optimizer_split[cap1mb] | artifact: g2.forward | normalizer: 7 | world: fake rank 0/2 cpu
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 512][512, 1]cpu", primals_2: "f32[512, 512][512, 1]cpu", primals_3: "f32[512][1]cpu"):
        #> layers.2: cases.models.LinearReLUStack.forward
        t: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(primals_2)
        addmm: "f32[2, 512][512, 1]cpu" = torch.ops.aten.addmm.default(primals_3, primals_1, t)
        #> (no module): cases.models.LinearReLUStack.forward
        relu: "f32[2, 512][512, 1]cpu" = torch.ops.aten.relu.default(addmm)
        detach: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(relu)
        detach_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(detach)
        return (relu, primals_1, primals_2, detach_1)
