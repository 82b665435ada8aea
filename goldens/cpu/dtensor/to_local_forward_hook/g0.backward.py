# fxgolden golden | case: dtensor/to_local_forward_hook | artifact: g0.backward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 4][4, 1]cpu", primals_2, tangents_1: "f32[4, 4][4, 1]cpu", tangents_2):
        #> (root): cases.dtensor.to_local_forward_hook.<locals>.fw_hook
        view: "f32[4, 4][4, 1]cpu" = torch.ops.aten.view.default(tangents_1, [4, 4])
        #> (root): (no source recorded)
        t: "f32[4, 4][1, 4]cpu" = torch.ops.aten.t.default(view)
        mm: "f32[4, 4][4, 1]cpu" = torch.ops.aten.mm.default(t, primals_1)
        t_1: "f32[4, 4][1, 4]cpu" = torch.ops.aten.t.default(mm)
        sum_1: "f32[1, 4][4, 1]cpu" = torch.ops.aten.sum.dim_IntList(view, [0], True)
        view_1: "f32[4][1]cpu" = torch.ops.aten.view.default(sum_1, [4])
        t_2: "f32[4, 4][4, 1]cpu" = torch.ops.aten.t.default(t_1)
        return (None, None, t_2, primals_2, view_1, primals_2)
