# fxgolden golden | case: dtensor_ops/sum[S1] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 3][3, 1]cpu", arg1_1):
        #> (no module): cases.dtensor_ops.<lambda>
        sum_1: "f32[4][1]cpu" = torch.ops.aten.sum.dim_IntList(arg0_1, [1])
        return (sum_1, arg1_1)
