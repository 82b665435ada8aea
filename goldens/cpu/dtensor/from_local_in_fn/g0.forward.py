# fxgolden golden | case: dtensor/from_local_in_fn | artifact: g0.forward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[1][1]cpu", primals_2):
        #> (no module): cases.dtensor.from_local_in_fn.<locals>.fn
        view: "f32[1][1]cpu" = torch.ops.aten.view.default(primals_1, [1])
        view_1: "f32[1][1]cpu" = torch.ops.aten.view.default(view, [1])
        add: "f32[1][1]cpu" = torch.ops.aten.add.Tensor(view_1, 2)
        return (add,)
