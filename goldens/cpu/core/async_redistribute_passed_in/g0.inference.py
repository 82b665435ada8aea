# fxgolden golden | case: core/async_redistribute_passed_in | artifact: g0.inference | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (tp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 8][8, 1]cpu"):
        #> (no module): cases.core.async_redistribute_passed_in.<locals>.fn
        sin: "f32[16, 8][8, 1]cpu" = torch.ops.aten.sin.default(arg0_1)
        sin_1: "f32[16, 8][8, 1]cpu" = torch.ops.aten.sin.default(sin)
        return (sin_1,)
