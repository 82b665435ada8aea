# fxgolden golden | case: ddp/ddp_optimizer_split[cap4mb] | artifact: g0.backward | normalizer: 7 | world: fake rank 0/2 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "f32[2, 512][512, 1]cpu",
        primals_4: "f32[512, 512][512, 1]cpu",
        primals_6: "f32[512, 512][512, 1]cpu",
        relu: "f32[2, 512][512, 1]cpu",
        relu_1: "f32[2, 512][512, 1]cpu",
        detach: "f32[2, 512][512, 1]cpu",
        tangents_1: "f32[2, 512][512, 1]cpu"
    ):
        #> (no module): cases.models.LinearReLUStack.forward
        threshold_backward: "f32[2, 512][512, 1]cpu" = torch.ops.aten.threshold_backward.default(tangents_1, detach, 0)
        #> layers.2: cases.models.LinearReLUStack.forward
        t_L2: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(primals_6)
        t_L2_1: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(t_L2)
        mm_L2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.mm.default(threshold_backward, t_L2_1)
        t_L2_2: "f32[512, 2][1, 512]cpu" = torch.ops.aten.t.default(threshold_backward)
        mm_L2_1: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(t_L2_2, relu_1)
        t_L2_3: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(mm_L2_1)
        sum_L2: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True)
        view_L2: "f32[512][1]cpu" = torch.ops.aten.view.default(sum_L2, [512])
        t_L2_4: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(t_L2_3)
        #> (no module): cases.models.LinearReLUStack.forward
        detach_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(relu_1)
        detach_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(detach_1)
        threshold_backward_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.threshold_backward.default(mm_L2, detach_2, 0)
        #= layers.1 as layers.2: 10 lines
        #=   threshold_backward -> ^, primals_6 -> primals_4, relu_1 -> relu
        #> (no module): cases.models.LinearReLUStack.forward
        detach_3: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(relu)
        detach_4: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(detach_3)
        threshold_backward_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.threshold_backward.default(mm_L1, detach_4, 0)
        #> layers.0: cases.models.LinearReLUStack.forward
        t_L0: "f32[512, 2][1, 512]cpu" = torch.ops.aten.t.default(threshold_backward_2)
        mm_L0: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(t_L0, primals_1)
        t_L0_1: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(mm_L0)
        sum_L0: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward_2, [0], True)
        view_L0: "f32[512][1]cpu" = torch.ops.aten.view.default(sum_L0, [512])
        t_L0_2: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(t_L0_1)
        return (None, t_L0_2, view_L0, t_L1_4, view_L1, t_L2_4, view_L2)
