# fxgolden golden | case: ddp/ddp_optimizer_split[cap1mb] | artifact: g0.backward | normalizer: 6 | world: fake rank 0/2 cpu
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 512][512, 1]cpu", detach: "f32[2, 512][512, 1]cpu", tangents_1: "f32[2, 512][512, 1]cpu"):
        threshold_backward: "f32[2, 512][512, 1]cpu" = torch.ops.aten.threshold_backward.default(tangents_1, detach, 0);  tangents_1 = detach = None
        t: "f32[512, 2][1, 512]cpu" = torch.ops.aten.t.default(threshold_backward)
        mm: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(t, primals_1);  t = primals_1 = None
        t_1: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(mm);  mm = None
        sum_1: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
        view: "f32[512][1]cpu" = torch.ops.aten.view.default(sum_1, [512]);  sum_1 = None
        t_2: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(t_1);  t_1 = None
        return (None, t_2, view)
