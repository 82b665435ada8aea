# fxgolden golden | case: dtensor/fakify_and_arith | artifact: g1.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[1][1]cpu", arg1_1):
        #> (no module): cases.dtensor.fakify_and_arith.<locals>.<lambda>
        mul: "f32[1][1]cpu" = torch.ops.aten.mul.Tensor(arg0_1, arg0_1)
        add: "f32[1][1]cpu" = torch.ops.aten.add.Tensor(mul, 2)
        return (add, arg1_1)
