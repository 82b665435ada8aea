# fxgolden golden | case: dtensor/noncontiguous_output | artifact: g0.forward | normalizer: 6 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 16, 4][64, 4, 1]cpu", primals_2, primals_3: "f32[4, 16][16, 1]cpu", primals_4, primals_5: "f32[4][1]cpu", primals_6):
        permute: "f32[4, 4, 16][64, 1, 4]cpu" = torch.ops.aten.permute.default(primals_1, [0, 2, 1]);  primals_1 = None
        clone: "f32[4, 4, 16][64, 16, 1]cpu" = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
        view: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(clone, [16, 16]);  clone = None
        t: "f32[16, 4][1, 16]cpu" = torch.ops.aten.t.default(primals_3);  primals_3 = None
        div: "f32[4][1]cpu" = torch.ops.aten.div.Tensor(primals_5, 2);  primals_5 = None
        addmm: "f32[16, 4][4, 1]cpu" = torch.ops.aten.addmm.default(div, view, t);  div = None
        view_1: "f32[4, 4, 4][16, 4, 1]cpu" = torch.ops.aten.view.default(addmm, [4, 4, 4]);  addmm = None
        permute_1: "f32[4, 4, 4][16, 1, 4]cpu" = torch.ops.aten.permute.default(view_1, [0, 2, 1]);  view_1 = None
        t_1: "f32[4, 16][16, 1]cpu" = torch.ops.aten.t.default(t);  t = None
        return (permute_1, primals_2, view, t_1, primals_2)
