# fxgolden golden | case: dtensor/to_local_forward_hook | artifact: g0.backward | normalizer: 6 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 4][4, 1]cpu", primals_2, tangents_1: "f32[4, 4][4, 1]cpu", tangents_2):
        view: "f32[4, 4][4, 1]cpu" = torch.ops.aten.view.default(tangents_1, [4, 4]);  tangents_1 = None
        t: "f32[4, 4][1, 4]cpu" = torch.ops.aten.t.default(view)
        mm: "f32[4, 4][4, 1]cpu" = torch.ops.aten.mm.default(t, primals_1);  t = primals_1 = None
        t_1: "f32[4, 4][1, 4]cpu" = torch.ops.aten.t.default(mm);  mm = None
        sum_1: "f32[1, 4][4, 1]cpu" = torch.ops.aten.sum.dim_IntList(view, [0], True);  view = None
        view_1: "f32[4][1]cpu" = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
        t_2: "f32[4, 4][4, 1]cpu" = torch.ops.aten.t.default(t_1);  t_1 = None
        return (None, None, t_2, primals_2, view_1, primals_2)
