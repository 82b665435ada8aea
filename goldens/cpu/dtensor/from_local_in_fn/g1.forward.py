# fxgolden golden | case: dtensor/from_local_in_fn | artifact: g1.forward | normalizer: 6 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[1][1]cpu", primals_2):
        view: "f32[1][1]cpu" = torch.ops.aten.view.default(primals_1, [1]);  primals_1 = None
        view_1: "f32[1][1]cpu" = torch.ops.aten.view.default(view, [1]);  view = None
        add: "f32[1][1]cpu" = torch.ops.aten.add.Tensor(view_1, 2);  view_1 = None
        return (add,)
