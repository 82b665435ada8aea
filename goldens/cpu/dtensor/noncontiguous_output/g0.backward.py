# fxgolden golden | case: dtensor/noncontiguous_output | artifact: g0.backward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, view: "f32[16, 16][16, 1]cpu", t: "f32[4, 16][16, 1]cpu", primals_2, tangents_1: "f32[4, 4, 4][16, 4, 1]cpu", tangents_2):
        #> (no module): cases.dtensor.noncontiguous_output.<locals>.fn
        permute: "f32[4, 4, 4][16, 1, 4]cpu" = torch.ops.aten.permute.default(tangents_1, [0, 2, 1])
        clone: "f32[4, 4, 4][16, 4, 1]cpu" = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format)
        _unsafe_view: "f32[16, 4][4, 1]cpu" = torch.ops.aten._unsafe_view.default(clone, [16, 4])
        mm: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(_unsafe_view, t)
        t_1: "f32[4, 16][1, 4]cpu" = torch.ops.aten.t.default(_unsafe_view)
        mm_1: "f32[4, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_1, view)
        t_2: "f32[16, 4][1, 16]cpu" = torch.ops.aten.t.default(mm_1)
        sum_1: "f32[1, 4][4, 1]cpu" = torch.ops.aten.sum.dim_IntList(_unsafe_view, [0], True)
        view_1: "f32[4][1]cpu" = torch.ops.aten.view.default(sum_1, [4])
        t_3: "f32[4, 16][16, 1]cpu" = torch.ops.aten.t.default(t_2)
        view_2: "f32[4, 4, 16][64, 16, 1]cpu" = torch.ops.aten.view.default(mm, [4, 4, 16])
        permute_1: "f32[4, 16, 4][64, 1, 16]cpu" = torch.ops.aten.permute.default(view_2, [0, 2, 1])
        return (permute_1, primals_2, t_3, primals_2, view_1, primals_2)
