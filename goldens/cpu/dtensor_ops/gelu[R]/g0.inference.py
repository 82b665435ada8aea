# fxgolden golden | case: dtensor_ops/gelu[R] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 3][3, 1]cpu", arg1_1):
        gelu: "f32[4, 3][3, 1]cpu" = torch.ops.aten.gelu.default(arg0_1)
        return (gelu, arg1_1)
