# fxgolden golden | case: ddp/ddp_optimizer_split[cap4mb] | artifact: g0.backward | normalizer: 6 | world: fake rank 0/2 cpu
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 512][512, 1]cpu", primals_4: "f32[512, 512][512, 1]cpu", primals_6: "f32[512, 512][512, 1]cpu", relu: "f32[2, 512][512, 1]cpu", relu_1: "f32[2, 512][512, 1]cpu", detach: "f32[2, 512][512, 1]cpu", tangents_1: "f32[2, 512][512, 1]cpu"):
        threshold_backward: "f32[2, 512][512, 1]cpu" = torch.ops.aten.threshold_backward.default(tangents_1, detach, 0);  tangents_1 = detach = None
        t: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(primals_6);  primals_6 = None
        t_1: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(t);  t = None
        mm: "f32[2, 512][512, 1]cpu" = torch.ops.aten.mm.default(threshold_backward, t_1);  t_1 = None
        t_2: "f32[512, 2][1, 512]cpu" = torch.ops.aten.t.default(threshold_backward)
        mm_1: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(t_2, relu_1);  t_2 = None
        t_3: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
        view: "f32[512][1]cpu" = torch.ops.aten.view.default(sum_1, [512]);  sum_1 = None
        t_4: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(t_3);  t_3 = None
        detach_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(relu_1);  relu_1 = None
        detach_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(detach_1);  detach_1 = None
        threshold_backward_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.threshold_backward.default(mm, detach_2, 0);  mm = detach_2 = None
        t_5: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        t_6: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(t_5);  t_5 = None
        mm_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.mm.default(threshold_backward_1, t_6);  t_6 = None
        t_7: "f32[512, 2][1, 512]cpu" = torch.ops.aten.t.default(threshold_backward_1)
        mm_3: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(t_7, relu);  t_7 = None
        t_8: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True);  threshold_backward_1 = None
        view_1: "f32[512][1]cpu" = torch.ops.aten.view.default(sum_2, [512]);  sum_2 = None
        t_9: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(t_8);  t_8 = None
        detach_3: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(relu);  relu = None
        detach_4: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(detach_3);  detach_3 = None
        threshold_backward_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.threshold_backward.default(mm_2, detach_4, 0);  mm_2 = detach_4 = None
        t_10: "f32[512, 2][1, 512]cpu" = torch.ops.aten.t.default(threshold_backward_2)
        mm_4: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(t_10, primals_1);  t_10 = primals_1 = None
        t_11: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        sum_3: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward_2, [0], True);  threshold_backward_2 = None
        view_2: "f32[512][1]cpu" = torch.ops.aten.view.default(sum_3, [512]);  sum_3 = None
        t_12: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(t_11);  t_11 = None
        return (None, t_12, view_2, t_9, view_1, t_4, view)
