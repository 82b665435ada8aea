# fxgolden golden | case: fsdp/hook_tracing[hooks_traced] | artifact: g0.backward | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[4, 8][8, 1]cpu", primals_4: "f32[8, 8][8, 1]cpu", relu: "f32[4, 8][8, 1]cpu", tangents_1: "f32[4, 8][8, 1]cpu"):
        #> out_proj: cases.fsdp._MLP.forward
        t: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(primals_4)
        t_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.t.default(t)
        mm: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mm.default(tangents_1, t_1)
        t_2: "f32[8, 4][1, 8]cpu" = torch.ops.aten.t.default(tangents_1)
        mm_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(t_2, relu)
        t_3: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(mm_1)
        sum_1: "f32[1, 8][8, 1]cpu" = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True)
        view: "f32[8][1]cpu" = torch.ops.aten.view.default(sum_1, [8])
        t_4: "f32[8, 8][8, 1]cpu" = torch.ops.aten.t.default(t_3)
        #> (no module): cases.fsdp._MLP.forward
        detach: "f32[4, 8][8, 1]cpu" = torch.ops.aten.detach.default(relu)
        detach_1: "f32[4, 8][8, 1]cpu" = torch.ops.aten.detach.default(detach)
        threshold_backward: "f32[4, 8][8, 1]cpu" = torch.ops.aten.threshold_backward.default(mm, detach_1, 0)
        #> in_proj: cases.fsdp._MLP.forward
        t_5: "f32[8, 4][1, 8]cpu" = torch.ops.aten.t.default(threshold_backward)
        mm_2: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(t_5, primals_3)
        t_6: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(mm_2)
        sum_2: "f32[1, 8][8, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True)
        view_1: "f32[8][1]cpu" = torch.ops.aten.view.default(sum_2, [8])
        t_7: "f32[8, 8][8, 1]cpu" = torch.ops.aten.t.default(t_6)
        return (t_7, view_1, None, t_4, view)
