# fxgolden golden | case: dtensor/attribute_access_on_intermediate | artifact: g0.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[4][1]cpu", arg1_1):
        #> (no module): cases.dtensor.attribute_access_on_intermediate.<locals>.fn
        mul: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, 2)
        add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(mul, 2)
        return (add,)
