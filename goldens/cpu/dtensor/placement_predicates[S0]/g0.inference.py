# fxgolden golden | case: dtensor/placement_predicates[S0] | artifact: g0.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[2][1]cpu"):
        #> (no module): cases.dtensor.placement_predicates.<locals>.fn
        add: "f32[2][1]cpu" = torch.ops.aten.add.Tensor(arg0_1, 30)
        return (add,)
