# fxgolden golden | case: distributed_patterns/module_backward_hooks_multi_layers | artifact: g1.inference | normalizer: 6 | world: none rank 0/1 cuda
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[][]cuda:0", arg1_1: "f32[2, 10][10, 1]cuda:0", arg2_1: "f32[10, 10][10, 1]cuda:0", arg3_1: "f32[10, 10][10, 1]cuda:0", arg4_1: "f32[2, 10][10, 1]cuda:0", arg5_1: "f32[10][1]cuda:0", arg6_1: "f32[10][1]cuda:0", arg7_1: "f32[0, 2][2, 1]cpu", arg8_1: "f32[0, 10][10, 1]cpu", arg9_1: "f32[0, 2][2, 1]cpu", arg10_1: "f32[0, 10][10, 1]cpu", arg11_1: "i64[][]cuda:0", arg12_1: "i64[][]cuda:0", arg13_1: "i64[][]cuda:0", arg14_1: "i64[][]cuda:0"):
        expand: "f32[2, 10][0, 0]cuda:0" = torch.ops.aten.expand.default(arg0_1, [2, 10]);  arg0_1 = None
        clone: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
        add: "i64[][]cuda:0" = torch.ops.aten.add.Tensor(arg11_1, 1)
        add_1: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.add.Tensor(clone, 1.2);  clone = None
        sin: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.sin.default(add_1);  add_1 = None
        mm: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(sin, arg3_1);  arg3_1 = None
        permute: "f32[10, 2][1, 10]cuda:0" = torch.ops.aten.permute.default(sin, [1, 0])
        mm_1: "f32[10, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(permute, arg4_1);  permute = arg4_1 = None
        new_empty_strided: "f32[10, 10][10, 1]cuda:0" = torch.ops.aten.new_empty_strided.default(mm_1, [10, 10], [10, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0));  new_empty_strided = None
        sum_1: "f32[1, 10][10, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(sin, [0], True);  sin = None
        view: "f32[10][1]cuda:0" = torch.ops.aten.view.default(sum_1, [10]);  sum_1 = None
        new_empty_strided_1: "f32[10][1]cuda:0" = torch.ops.aten.new_empty_strided.default(view, [10], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0));  new_empty_strided_1 = None
        add_2: "i64[][]cuda:0" = torch.ops.aten.add.Tensor(arg12_1, 1)
        add_3: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.add.Tensor(mm, 3.4);  mm = None
        sin_1: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.sin.default(add_3);  add_3 = None
        add_4: "i64[][]cuda:0" = torch.ops.aten.add.Tensor(arg13_1, 1)
        add_5: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.add.Tensor(sin_1, 1.2);  sin_1 = None
        sin_2: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.sin.default(add_5);  add_5 = None
        mm_2: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(sin_2, arg2_1);  arg2_1 = None
        permute_1: "f32[10, 2][1, 10]cuda:0" = torch.ops.aten.permute.default(sin_2, [1, 0])
        mm_3: "f32[10, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(permute_1, arg1_1);  permute_1 = arg1_1 = None
        new_empty_strided_2: "f32[10, 10][10, 1]cuda:0" = torch.ops.aten.new_empty_strided.default(mm_3, [10, 10], [10, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0));  new_empty_strided_2 = None
        sum_2: "f32[1, 10][10, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(sin_2, [0], True);  sin_2 = None
        view_1: "f32[10][1]cuda:0" = torch.ops.aten.view.default(sum_2, [10]);  sum_2 = None
        new_empty_strided_3: "f32[10][1]cuda:0" = torch.ops.aten.new_empty_strided.default(view_1, [10], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0));  new_empty_strided_3 = None
        add_6: "i64[][]cuda:0" = torch.ops.aten.add.Tensor(arg14_1, 1)
        add_7: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.add.Tensor(mm_2, 3.4);  mm_2 = None
        sin_3: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.sin.default(add_7);  add_7 = None
        new_empty_strided_4: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.new_empty_strided.default(sin_3, [2, 10], [10, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0));  new_empty_strided_4 = None
        copy_: "i64[][]cuda:0" = torch.ops.aten.copy_.default(arg11_1, add);  arg11_1 = add = copy_ = None
        copy__1: "i64[][]cuda:0" = torch.ops.aten.copy_.default(arg12_1, add_2);  arg12_1 = add_2 = copy__1 = None
        copy__2: "i64[][]cuda:0" = torch.ops.aten.copy_.default(arg13_1, add_4);  arg13_1 = add_4 = copy__2 = None
        copy__3: "i64[][]cuda:0" = torch.ops.aten.copy_.default(arg14_1, add_6);  arg14_1 = add_6 = copy__3 = None
        return (sin_3, mm_3, mm_1, view, view_1)
