# fxgolden golden | case: dtensor/to_local_forward_hook | artifact: g0.forward | normalizer: 6 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 4][4, 1]cpu", primals_2, primals_3, primals_4: "f32[4, 4][4, 1]cpu", primals_5, primals_6: "f32[4][1]cpu", primals_7):
        t: "f32[4, 4][1, 4]cpu" = torch.ops.aten.t.default(primals_4);  primals_4 = None
        addmm: "f32[4, 4][4, 1]cpu" = torch.ops.aten.addmm.default(primals_6, primals_1, t);  primals_6 = t = None
        view: "f32[4, 4][4, 1]cpu" = torch.ops.aten.view.default(addmm, [4, 4]);  addmm = None
        add: "f32[4, 4][4, 1]cpu" = torch.ops.aten.add.Tensor(view, 2);  view = None
        view_1: "f32[4, 4][4, 1]cpu" = torch.ops.aten.view.default(add, [4, 4]);  add = None
        return (view_1, primals_2, primals_1, primals_2)
