# fxgolden golden | case: dtensor_ops/softmax[S0] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 6][6, 1]cpu", arg1_1):
        #> (no module): cases.dtensor_ops.<lambda>
        _softmax: "f32[2, 6][6, 1]cpu" = torch.ops.aten._softmax.default(arg0_1, -1, False)
        return (_softmax, arg1_1)
