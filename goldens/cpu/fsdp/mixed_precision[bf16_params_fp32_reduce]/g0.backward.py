# fxgolden golden | case: fsdp/mixed_precision[bf16_params_fp32_reduce] | artifact: g0.backward | normalizer: 6 | world: fake rank 1/4 cpu mesh [4] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "bf16[4, 8][8, 1]cpu", primals_4: "bf16[8, 8][8, 1]cpu", relu: "bf16[4, 8][8, 1]cpu", tangents_1: "bf16[4, 8][8, 1]cpu"):
        t: "bf16[8, 8][1, 8]cpu" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        t_1: "bf16[8, 8][8, 1]cpu" = torch.ops.aten.t.default(t);  t = None
        mm: "bf16[4, 8][8, 1]cpu" = torch.ops.aten.mm.default(tangents_1, t_1);  t_1 = None
        t_2: "bf16[8, 4][1, 8]cpu" = torch.ops.aten.t.default(tangents_1)
        mm_1: "bf16[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(t_2, relu);  t_2 = None
        t_3: "bf16[8, 8][1, 8]cpu" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "bf16[1, 8][8, 1]cpu" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
        view: "bf16[8][1]cpu" = torch.ops.aten.view.default(sum_1, [8]);  sum_1 = None
        t_4: "bf16[8, 8][8, 1]cpu" = torch.ops.aten.t.default(t_3);  t_3 = None
        detach: "bf16[4, 8][8, 1]cpu" = torch.ops.aten.detach.default(relu);  relu = None
        detach_1: "bf16[4, 8][8, 1]cpu" = torch.ops.aten.detach.default(detach);  detach = None
        threshold_backward: "bf16[4, 8][8, 1]cpu" = torch.ops.aten.threshold_backward.default(mm, detach_1, 0);  mm = detach_1 = None
        t_5: "bf16[8, 4][1, 8]cpu" = torch.ops.aten.t.default(threshold_backward)
        mm_2: "bf16[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(t_5, primals_3);  t_5 = primals_3 = None
        t_6: "bf16[8, 8][1, 8]cpu" = torch.ops.aten.t.default(mm_2);  mm_2 = None
        sum_2: "bf16[1, 8][8, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
        view_1: "bf16[8][1]cpu" = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
        t_7: "bf16[8, 8][8, 1]cpu" = torch.ops.aten.t.default(t_6);  t_6 = None
        return (t_7, view_1, None, t_4, view)
