# fxgolden golden | case: distributed_patterns/module_backward_hooks[inductor] | artifact: g2.inference | normalizer: 7 | world: none rank 0/1 cpu
class _lambda_(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[][]cpu",
        arg1_1: "f32[2, 10][10, 1]cpu",
        arg2_1: "f32[10, 10][10, 1]cpu",
        arg3_1: "f32[10][1]cpu",
        arg4_1: "f32[10][1]cpu",
        arg5_1: "f32[10, 10][10, 1]cpu",
        arg6_1: "f32[2, 10][10, 1]cpu",
        arg7_1: "f32[0, 2][2, 1]cpu",
        arg8_1: "f32[0, 10][10, 1]cpu",
        arg9_1: "f32[0, 2][2, 1]cpu",
        arg10_1: "f32[0, 10][10, 1]cpu",
        arg11_1: "i64[][]cpu",
        arg12_1: "i64[][]cpu"
    ):
        expand: "f32[2, 10][0, 0]cpu" = torch.ops.aten.expand.default(arg0_1, [2, 10])
        empty_strided: "f32[2, 10][10, 1]cpu" = torch.ops.aten.empty_strided.default([2, 10], [10, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        copy: "f32[2, 10][10, 1]cpu" = torch.ops.aten.copy.default(empty_strided, expand)
        add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg11_1, 1)
        add_1: "f32[2, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(copy, 1.2)
        sin: "f32[2, 10][10, 1]cpu" = torch.ops.aten.sin.default(add_1)
        mm: "f32[2, 10][10, 1]cpu" = torch.ops.aten.mm.default(sin, arg2_1)
        permute: "f32[10, 2][1, 10]cpu" = torch.ops.aten.permute.default(sin, [1, 0])
        mm_1: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(permute, arg1_1)
        add_2: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(arg5_1, mm_1)
        sum_1: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(sin, [0], True)
        view: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_1, [10])
        add_3: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(arg4_1, view)
        add_4: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg12_1, 1)
        add_5: "f32[2, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(mm, 3.4)
        sin_1: "f32[2, 10][10, 1]cpu" = torch.ops.aten.sin.default(add_5)
        add_6: "f32[2, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(arg6_1, sin_1)
        copy_: "f32[10][1]cpu" = torch.ops.aten.copy_.default(arg4_1, add_3)
        copy__1: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy_.default(arg5_1, add_2)
        copy__2: "f32[2, 10][10, 1]cpu" = torch.ops.aten.copy_.default(arg6_1, add_6)
        copy__3: "i64[][]cpu" = torch.ops.aten.copy_.default(arg11_1, add)
        copy__4: "i64[][]cpu" = torch.ops.aten.copy_.default(arg12_1, add_4)
        return (copy__2, copy__1, copy_)
