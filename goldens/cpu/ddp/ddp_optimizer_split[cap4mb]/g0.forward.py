# fxgolden golden | case: ddp/ddp_optimizer_split[cap4mb] | artifact: g0.forward | normalizer: 7 | world: fake rank 0/2 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "f32[2, 512][512, 1]cpu",
        primals_2: "f32[512, 512][512, 1]cpu",
        primals_3: "f32[512][1]cpu",
        primals_4: "f32[512, 512][512, 1]cpu",
        primals_5: "f32[512][1]cpu",
        primals_6: "f32[512, 512][512, 1]cpu",
        primals_7: "f32[512][1]cpu"
    ):
        #> layers.0: cases.models.LinearReLUStack.forward
        t_L0: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(primals_2)
        layer_out_L0: "f32[2, 512][512, 1]cpu" = torch.ops.aten.addmm.default(primals_3, primals_1, t_L0)
        #> (no module): cases.models.LinearReLUStack.forward
        relu: "f32[2, 512][512, 1]cpu" = torch.ops.aten.relu.default(layer_out_L0)
        #> layers.1: cases.models.LinearReLUStack.forward
        t_L1: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(primals_4)
        layer_out_L1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.addmm.default(primals_5, relu, t_L1)
        #> (no module): cases.models.LinearReLUStack.forward
        relu_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.relu.default(layer_out_L1)
        #> layers.2: cases.models.LinearReLUStack.forward
        t_L2: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(primals_6)
        layer_out_L2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.addmm.default(primals_7, relu_1, t_L2)
        #> (no module): cases.models.LinearReLUStack.forward
        relu_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.relu.default(layer_out_L2)
        detach: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(relu_2)
        detach_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(detach)
        return (relu_2, primals_1, primals_4, primals_6, relu, relu_1, detach_1)
