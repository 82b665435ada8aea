# fxgolden golden | case: ddp/python_reducer_compiled_autograd[aot_eager] | artifact: g0.forward | normalizer: 7 | world: fake rank 0/2 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "f32[512, 512][512, 1]cpu",
        primals_2: "f32[512][1]cpu",
        primals_3: "f32[2, 512][512, 1]cpu",
        primals_4: "f32[512, 512][512, 1]cpu",
        primals_5: "f32[512][1]cpu",
        primals_6: "f32[512, 512][512, 1]cpu",
        primals_7: "f32[512][1]cpu",
        primals_8: "f32[512, 512][512, 1]cpu",
        primals_9: "f32[512][1]cpu"
    ):
        #> module.layers.0: cases.models.LinearReLUStack.forward
        t_L0: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(primals_1)
        layer_out_L0: "f32[2, 512][512, 1]cpu" = torch.ops.aten.addmm.default(primals_2, primals_3, t_L0)
        #> module: cases.models.LinearReLUStack.forward
        relu: "f32[2, 512][512, 1]cpu" = torch.ops.aten.relu.default(layer_out_L0)
        #> module.layers.1: cases.models.LinearReLUStack.forward
        t_L1: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(primals_4)
        layer_out_L1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.addmm.default(primals_5, relu, t_L1)
        #> module: cases.models.LinearReLUStack.forward
        relu_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.relu.default(layer_out_L1)
        #> module.layers.2: cases.models.LinearReLUStack.forward
        t_L2: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(primals_6)
        layer_out_L2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.addmm.default(primals_7, relu_1, t_L2)
        #> module: cases.models.LinearReLUStack.forward
        relu_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.relu.default(layer_out_L2)
        #> module.layers.3: cases.models.LinearReLUStack.forward
        t_L3: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(primals_8)
        layer_out_L3: "f32[2, 512][512, 1]cpu" = torch.ops.aten.addmm.default(primals_9, relu_2, t_L3)
        #> module: cases.models.LinearReLUStack.forward
        relu_3: "f32[2, 512][512, 1]cpu" = torch.ops.aten.relu.default(layer_out_L3)
        detach: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(relu_3)
        detach_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(detach)
        return (relu_3, primals_3, primals_4, primals_6, primals_8, relu, relu_1, relu_2, detach_1)
