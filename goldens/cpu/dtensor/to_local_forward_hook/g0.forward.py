# fxgolden golden | case: dtensor/to_local_forward_hook | artifact: g0.forward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 4][4, 1]cpu", primals_2, primals_3, primals_4: "f32[4, 4][4, 1]cpu", primals_5, primals_6: "f32[4][1]cpu", primals_7):
        #> (root): (no source recorded)
        t: "f32[4, 4][1, 4]cpu" = torch.ops.aten.t.default(primals_4)
        addmm: "f32[4, 4][4, 1]cpu" = torch.ops.aten.addmm.default(primals_6, primals_1, t)
        #> (root): cases.dtensor.to_local_forward_hook.<locals>.fw_hook
        view: "f32[4, 4][4, 1]cpu" = torch.ops.aten.view.default(addmm, [4, 4])
        add: "f32[4, 4][4, 1]cpu" = torch.ops.aten.add.Tensor(view, 2)
        view_1: "f32[4, 4][4, 1]cpu" = torch.ops.aten.view.default(add, [4, 4])
        return (view_1, primals_2, primals_1, primals_2)
