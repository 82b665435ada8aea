# fxgolden golden | case: distributed_patterns/module_backward_hooks[aot_eager] | artifact: g2.inference | normalizer: 6 | world: none rank 0/1 cpu
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[][]cpu", arg1_1: "f32[10, 10][10, 1]cpu", arg2_1: "f32[2, 10][10, 1]cpu", arg3_1: "f32[10][1]cpu", arg4_1: "f32[10][1]cpu", arg5_1: "f32[10, 10][10, 1]cpu", arg6_1: "f32[2, 10][10, 1]cpu", arg7_1: "f32[2, 10][10, 1]cpu", arg8_1: "f32[0, 2][2, 1]cpu", arg9_1: "f32[0, 10][10, 1]cpu", arg10_1: "f32[0, 2][2, 1]cpu", arg11_1: "f32[0, 10][10, 1]cpu", arg12_1: "i64[][]cpu", arg13_1: "i64[][]cpu"):
        expand: "f32[2, 10][0, 0]cpu" = torch.ops.aten.expand.default(arg0_1, [2, 10]);  arg0_1 = None
        empty_strided: "f32[2, 10][10, 1]cpu" = torch.ops.aten.empty_strided.default([2, 10], [10, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        copy: "f32[2, 10][10, 1]cpu" = torch.ops.aten.copy.default(empty_strided, expand);  empty_strided = expand = None
        add: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg12_1, 1)
        add_1: "f32[2, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(copy, 1.2);  copy = None
        sin: "f32[2, 10][10, 1]cpu" = torch.ops.aten.sin.default(add_1);  add_1 = None
        t: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1);  arg1_1 = None
        t_1: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t);  t = None
        mm: "f32[2, 10][10, 1]cpu" = torch.ops.aten.mm.default(sin, t_1);  t_1 = None
        t_2: "f32[10, 2][1, 10]cpu" = torch.ops.aten.t.default(sin)
        mm_1: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_2, arg2_1);  t_2 = arg2_1 = None
        t_3: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(sin, [0], True);  sin = None
        view: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_1, [10]);  sum_1 = None
        add_2: "f32[10][1]cpu" = torch.ops.aten.add.Tensor(arg4_1, view);  view = None
        t_4: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_3);  t_3 = None
        add_3: "f32[10, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(arg5_1, t_4);  t_4 = None
        add_4: "i64[][]cpu" = torch.ops.aten.add.Tensor(arg13_1, 1)
        add_5: "f32[2, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(mm, 3.4);  mm = None
        sin_1: "f32[2, 10][10, 1]cpu" = torch.ops.aten.sin.default(add_5);  add_5 = None
        add_6: "f32[2, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(arg7_1, sin_1);  sin_1 = None
        copy_: "f32[10][1]cpu" = torch.ops.aten.copy_.default(arg4_1, add_2);  arg4_1 = add_2 = None
        copy__1: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy_.default(arg5_1, add_3);  arg5_1 = add_3 = None
        copy__2: "f32[2, 10][10, 1]cpu" = torch.ops.aten.copy_.default(arg7_1, add_6);  arg7_1 = add_6 = None
        copy__3: "i64[][]cpu" = torch.ops.aten.copy_.default(arg12_1, add);  arg12_1 = add = copy__3 = None
        copy__4: "i64[][]cpu" = torch.ops.aten.copy_.default(arg13_1, add_4);  arg13_1 = add_4 = copy__4 = None
        return (copy__1, copy_, copy__2)
