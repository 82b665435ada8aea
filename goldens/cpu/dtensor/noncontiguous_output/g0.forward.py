# fxgolden golden | case: dtensor/noncontiguous_output | artifact: g0.forward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 16, 4][64, 4, 1]cpu", primals_2, primals_3: "f32[4, 16][16, 1]cpu", primals_4, primals_5: "f32[4][1]cpu", primals_6):
        #> (no module): cases.dtensor.noncontiguous_output.<locals>.fn
        permute: "f32[4, 4, 16][64, 1, 4]cpu" = torch.ops.aten.permute.default(primals_1, [0, 2, 1])
        clone: "f32[4, 4, 16][64, 16, 1]cpu" = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format)
        view: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(clone, [16, 16])
        t: "f32[16, 4][1, 16]cpu" = torch.ops.aten.t.default(primals_3)
        div: "f32[4][1]cpu" = torch.ops.aten.div.Tensor(primals_5, 2)
        addmm: "f32[16, 4][4, 1]cpu" = torch.ops.aten.addmm.default(div, view, t)
        view_1: "f32[4, 4, 4][16, 4, 1]cpu" = torch.ops.aten.view.default(addmm, [4, 4, 4])
        permute_1: "f32[4, 4, 4][16, 1, 4]cpu" = torch.ops.aten.permute.default(view_1, [0, 2, 1])
        t_1: "f32[4, 16][16, 1]cpu" = torch.ops.aten.t.default(t)
        return (permute_1, primals_2, view, t_1, primals_2)
