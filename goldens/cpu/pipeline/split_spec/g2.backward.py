# fxgolden golden | case: pipeline/split_spec | artifact: g2.backward | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 8][8, 1]cpu", primals_3: "f32[4, 8][8, 1]cpu", detach: "f32[4, 8][8, 1]cpu", tangents_1: "f32[4, 8][8, 1]cpu"):
        #> (root): cases.models.LinearReLUStack.forward
        threshold_backward: "f32[4, 8][8, 1]cpu" = torch.ops.aten.threshold_backward.default(tangents_1, detach, 0)
        #> getattr(L.self.layers, '3'): (generated code)
        t: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(primals_1)
        t_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.t.default(t)
        mm: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mm.default(threshold_backward, t_1)
        t_2: "f32[8, 4][1, 8]cpu" = torch.ops.aten.t.default(threshold_backward)
        mm_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(t_2, primals_3)
        t_3: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(mm_1)
        sum_1: "f32[1, 8][8, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True)
        view: "f32[8][1]cpu" = torch.ops.aten.view.default(sum_1, [8])
        t_4: "f32[8, 8][8, 1]cpu" = torch.ops.aten.t.default(t_3)
        return (t_4, view, mm)
