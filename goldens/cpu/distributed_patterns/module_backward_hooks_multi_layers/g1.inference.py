# fxgolden golden | case: distributed_patterns/module_backward_hooks_multi_layers | artifact: g1.inference | normalizer: 7 | world: none rank 0/1 cpu
class _lambda_(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[][]cpu",
        arg1_1: "f32[2, 10][10, 1]cpu",
        arg2_1: "f32[10, 10][10, 1]cpu",
        arg3_1: "f32[10, 10][10, 1]cpu",
        arg4_1: "f32[2, 10][10, 1]cpu",
        arg5_1: "f32[10][1]cpu",
        arg6_1: "f32[10][1]cpu",
        arg7_1: "f32[0, 2][2, 1]cpu",
        arg8_1: "f32[0, 10][10, 1]cpu",
        arg9_1: "f32[0, 2][2, 1]cpu",
        arg10_1: "f32[0, 10][10, 1]cpu",
        arg11_1: "i64[][]cpu",
        arg12_1: "i64[][]cpu",
        arg13_1: "i64[][]cpu",
        arg14_1: "i64[][]cpu"
    ):
        expand: "f32[2, 10][0, 0]cpu" = torch.ops.aten.expand.default(arg0_1, [2, 10])
        empty_strided: "f32[2, 10][10, 1]cpu" = torch.ops.aten.empty_strided.default([2, 10], [10, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        copy: "f32[2, 10][10, 1]cpu" = torch.ops.aten.copy.default(empty_strided, expand)
        add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg11_1, 1)
        add_1: "f32[2, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(copy, 1.2)
        sin: "f32[2, 10][10, 1]cpu" = torch.ops.aten.sin.default(add_1)
        mm: "f32[2, 10][10, 1]cpu" = torch.ops.aten.mm.default(sin, arg3_1)
        permute: "f32[10, 2][1, 10]cpu" = torch.ops.aten.permute.default(sin, [1, 0])
        mm_1: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(permute, arg4_1)
        new_empty_strided: "f32[10, 10][10, 1]cpu" = torch.ops.aten.new_empty_strided.default(mm_1, [10, 10], [10, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        sum_1: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(sin, [0], True)
        view: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_1, [10])
        new_empty_strided_1: "f32[10][1]cpu" = torch.ops.aten.new_empty_strided.default(view, [10], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        add_2: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg12_1, 1)
        add_3: "f32[2, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(mm, 3.4)
        sin_1: "f32[2, 10][10, 1]cpu" = torch.ops.aten.sin.default(add_3)
        add_4: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg13_1, 1)
        add_5: "f32[2, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(sin_1, 1.2)
        sin_2: "f32[2, 10][10, 1]cpu" = torch.ops.aten.sin.default(add_5)
        mm_2: "f32[2, 10][10, 1]cpu" = torch.ops.aten.mm.default(sin_2, arg2_1)
        permute_1: "f32[10, 2][1, 10]cpu" = torch.ops.aten.permute.default(sin_2, [1, 0])
        mm_3: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(permute_1, arg1_1)
        new_empty_strided_2: "f32[10, 10][10, 1]cpu" = torch.ops.aten.new_empty_strided.default(mm_3, [10, 10], [10, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        sum_2: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(sin_2, [0], True)
        view_1: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_2, [10])
        new_empty_strided_3: "f32[10][1]cpu" = torch.ops.aten.new_empty_strided.default(view_1, [10], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        add_6: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg14_1, 1)
        add_7: "f32[2, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(mm_2, 3.4)
        sin_3: "f32[2, 10][10, 1]cpu" = torch.ops.aten.sin.default(add_7)
        new_empty_strided_4: "f32[2, 10][10, 1]cpu" = torch.ops.aten.new_empty_strided.default(sin_3, [2, 10], [10, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_: "i64[][]cpu" = torch.ops.aten.copy_.default(arg11_1, add)
        copy__1: "i64[][]cpu" = torch.ops.aten.copy_.default(arg12_1, add_2)
        copy__2: "i64[][]cpu" = torch.ops.aten.copy_.default(arg13_1, add_4)
        copy__3: "i64[][]cpu" = torch.ops.aten.copy_.default(arg14_1, add_6)
        return (sin_3, mm_3, mm_1, view, view_1)
