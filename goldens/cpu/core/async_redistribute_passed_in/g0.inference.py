# fxgolden golden | case: core/async_redistribute_passed_in | artifact: g0.inference | normalizer: 6 | world: fake rank 1/4 cpu mesh [4] (tp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 8][8, 1]cpu"):
        sin: "f32[16, 8][8, 1]cpu" = torch.ops.aten.sin.default(arg0_1);  arg0_1 = None
        sin_1: "f32[16, 8][8, 1]cpu" = torch.ops.aten.sin.default(sin);  sin = None
        return (sin_1,)
