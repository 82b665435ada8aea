# fxgolden golden | case: fsdp/traceable_mlp[aot_eager] | artifact: g1.inference | normalizer: 6 | world: fake rank 0/1 cpu mesh [1] (dp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 16][16, 1]cpu", arg1_1: "f32[16, 16][1, 16]cpu", arg2_1: "f32[2, 16][0, 0]cpu", arg3_1: "f32[16][1]cpu", arg4_1: "f32[16, 16][16, 1]cpu", arg5_1: "f32[2, 16][16, 1]cpu", arg6_1: "f32[2, 16][16, 1]cpu", arg7_1: "f32[16, 16][1, 16]cpu", arg8_1: "f32[16][1]cpu", arg9_1: "f32[16, 16][16, 1]cpu", arg10_1: "f32[2, 16][16, 1]cpu", arg11_1: "f32[2, 16][16, 1]cpu", arg12_1: "f32[16][1]cpu", arg13_1: "f32[16, 16][16, 1]cpu"):
        t: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(arg1_1);  arg1_1 = None
        mm: "f32[2, 16][16, 1]cpu" = torch.ops.aten.mm.default(arg2_1, t);  t = None
        t_1: "f32[16, 2][0, 0]cpu" = torch.ops.aten.t.default(arg2_1)
        mm_1: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_1, arg0_1);  t_1 = arg0_1 = None
        t_2: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(arg2_1, [0], True);  arg2_1 = None
        view: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
        new_empty_strided: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided, view);  new_empty_strided = view = None
        t_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_2);  t_2 = None
        new_empty_strided_1: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_3, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_1: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_1, t_3);  new_empty_strided_1 = t_3 = None
        threshold_backward: "f32[2, 16][16, 1]cpu" = torch.ops.aten.threshold_backward.default(mm, arg5_1, 0);  mm = arg5_1 = None
        t_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(arg7_1);  arg7_1 = None
        mm_2: "f32[2, 16][16, 1]cpu" = torch.ops.aten.mm.default(threshold_backward, t_4);  t_4 = None
        t_5: "f32[16, 2][1, 16]cpu" = torch.ops.aten.t.default(threshold_backward)
        mm_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_5, arg6_1);  t_5 = arg6_1 = None
        t_6: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
        view_1: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
        new_empty_strided_2: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view_1, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_2: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_2, view_1);  new_empty_strided_2 = view_1 = None
        t_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_6);  t_6 = None
        new_empty_strided_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_7, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_3, t_7);  new_empty_strided_3 = t_7 = None
        threshold_backward_1: "f32[2, 16][16, 1]cpu" = torch.ops.aten.threshold_backward.default(mm_2, arg10_1, 0);  mm_2 = arg10_1 = None
        t_8: "f32[16, 2][1, 16]cpu" = torch.ops.aten.t.default(threshold_backward_1)
        mm_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_8, arg11_1);  t_8 = arg11_1 = None
        t_9: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_4);  mm_4 = None
        sum_3: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True);  threshold_backward_1 = None
        view_2: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
        new_empty_strided_4: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view_2, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_4: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_4, view_2);  new_empty_strided_4 = view_2 = None
        t_10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_9);  t_9 = None
        new_empty_strided_5: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_10, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_5: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_5, t_10);  new_empty_strided_5 = t_10 = None
        return (copy, copy_1, copy_2, copy_3, copy_4, copy_5)
