# fxgolden golden | case: dtensor/to_local_grad_placements | artifact: g0.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu", arg1_1):
        #> (no module): cases.dtensor.to_local_grad_placements.<locals>.fn
        view: "f32[4][1]cpu" = torch.ops.aten.view.default(arg0_1, [4])
        add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(view, 2)
        return (add,)
