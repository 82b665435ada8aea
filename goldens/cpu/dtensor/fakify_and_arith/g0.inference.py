# fxgolden golden | case: dtensor/fakify_and_arith | artifact: g0.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[1][1]cpu", arg1_1):
        return (arg0_1, arg1_1)
