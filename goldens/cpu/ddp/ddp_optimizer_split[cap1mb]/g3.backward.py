# fxgolden golden | case: ddp/ddp_optimizer_split[cap1mb] | artifact: g3.backward | normalizer: 7 | world: fake rank 0/2 cpu
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 512][512, 1]cpu", primals_2: "f32[512, 512][512, 1]cpu", detach: "f32[2, 512][512, 1]cpu", tangents_1: "f32[2, 512][512, 1]cpu"):
        #> (no module): cases.models.LinearReLUStack.forward
        threshold_backward: "f32[2, 512][512, 1]cpu" = torch.ops.aten.threshold_backward.default(tangents_1, detach, 0)
        #> layers.3: cases.models.LinearReLUStack.forward
        t: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(primals_2)
        t_1: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(t)
        mm: "f32[2, 512][512, 1]cpu" = torch.ops.aten.mm.default(threshold_backward, t_1)
        t_2: "f32[512, 2][1, 512]cpu" = torch.ops.aten.t.default(threshold_backward)
        mm_1: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(t_2, primals_1)
        t_3: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(mm_1)
        sum_1: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True)
        view: "f32[512][1]cpu" = torch.ops.aten.view.default(sum_1, [512])
        t_4: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(t_3)
        return (mm, t_4, view)
