# fxgolden golden | case: dtensor_ops/transpose_view[S1] | artifact: g0.inference | normalizer: 7 | world: fake rank 1/2 cpu mesh [2]
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 3][3, 1]cpu", arg1_1):
        #> (no module): cases.dtensor_ops.<lambda>
        transpose: "f32[3, 4][1, 3]cpu" = torch.ops.aten.transpose.int(arg0_1, 0, 1)
        clone: "f32[3, 4][4, 1]cpu" = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format)
        view: "f32[3, 2, 2][4, 2, 1]cpu" = torch.ops.aten.view.default(clone, [3, 2, 2])
        return (view, arg1_1)
