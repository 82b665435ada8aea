# fxgolden golden | case: dtensor_ops/transpose_view[S0] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 6][6, 1]cpu", arg1_1):
        #> (no module): cases.dtensor_ops.<lambda>
        transpose: "f32[6, 2][1, 6]cpu" = torch.ops.aten.transpose.int(arg0_1, 0, 1)
        clone: "f32[6, 2][2, 1]cpu" = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format)
        view: "f32[6, 1, 2][2, 2, 1]cpu" = torch.ops.aten.view.default(clone, [6, 1, 2])
        return (view, arg1_1)
