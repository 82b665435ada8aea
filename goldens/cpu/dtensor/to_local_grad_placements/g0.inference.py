# fxgolden golden | case: dtensor/to_local_grad_placements | artifact: g0.inference | normalizer: 6 | world: fake rank 0/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu", arg1_1):
        view: "f32[4][1]cpu" = torch.ops.aten.view.default(arg0_1, [4]);  arg0_1 = None
        add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(view, 2);  view = None
        return (add,)
