# fxgolden golden | case: fsdp/default_reshard[compiled_autograd] | artifact: g5.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class _lambda_(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[][]cpu",
        arg1_1: "f32[4, 8][8, 1]cpu",
        arg2_1: "f32[8, 8][1, 8]cpu",
        arg3_1: "f32[8, 8][8, 1]cpu",
        arg4_1: "f32[4, 8][8, 1]cpu",
        arg5_1: "f32[4, 8][8, 1]cpu",
        arg6_1: "f32[8, 8][8, 1]cpu",
        arg7_1: "f32[8, 8][8, 1]cpu",
        arg8_1: "f32[8][1]cpu",
        arg9_1: "f32[8][1]cpu",
        arg10_1: "f32[8][1]cpu",
        arg11_1: "f32[0, 4][4, 1]cpu",
        arg12_1: "f32[0, 8][8, 1]cpu",
        arg13_1: "f32[0, 4][4, 1]cpu",
        arg14_1: "f32[0, 8][8, 1]cpu",
        arg15_1: "Sym(s63)",
        arg16_1: "Sym(s84)",
        arg17_1: "Sym(s57)",
        arg18_1: "Sym(s48)",
        arg19_1: "Sym(s35)",
        arg20_1: "f32[0, 8][8, 1]cpu",
        arg21_1: "f32[0, 4][4, 1]cpu",
        arg22_1: "f32[0, 8][8, 1]cpu",
        arg23_1: "f32[0, 8][8, 1]cpu",
        arg24_1: "f32[0, 8][8, 1]cpu",
        arg25_1: "f32[0, 8][8, 1]cpu",
        arg26_1: "f32[0, 8][8, 1]cpu",
        arg27_1: "Sym(s18)",
        arg28_1: "Sym(s46)",
        arg29_1: "Sym(s20)",
        arg30_1: "Sym(s4)",
        arg31_1: "f32[0, 8][8, 1]cpu",
        arg32_1: "f32[0, 8][8, 1]cpu",
        arg33_1: "f32[0, 8][8, 1]cpu",
        arg34_1: "f32[0, 8][8, 1]cpu",
        arg35_1: "f32[0, 8][8, 1]cpu"
    ):
        expand: "f32[4, 8][0, 0]cpu" = torch.ops.aten.expand.default(arg0_1, [4, 8])
        t: "f32[8, 8][8, 1]cpu" = torch.ops.aten.t.default(arg2_1)
        mm: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mm.default(expand, t)
        t_1: "f32[8, 4][0, 0]cpu" = torch.ops.aten.t.default(expand)
        mm_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(t_1, arg1_1)
        t_2: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(mm_1)
        sum_1: "f32[1, 8][8, 1]cpu" = torch.ops.aten.sum.dim_IntList(expand, [0], True)
        view: "f32[8][1]cpu" = torch.ops.aten.view.default(sum_1, [8])
        new_empty_strided: "f32[8][1]cpu" = torch.ops.aten.new_empty_strided.default(view, [8], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy: "f32[8][1]cpu" = torch.ops.aten.copy.default(new_empty_strided, view)
        t_3: "f32[8, 8][8, 1]cpu" = torch.ops.aten.t.default(t_2)
        new_empty_strided_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_3, [8, 8], [8, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_1, t_3)
        threshold_backward: "f32[4, 8][8, 1]cpu" = torch.ops.aten.threshold_backward.default(mm, arg4_1, 0)
        t_4: "f32[8, 4][1, 8]cpu" = torch.ops.aten.t.default(threshold_backward)
        mm_2: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(t_4, arg5_1)
        t_5: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(mm_2)
        sum_2: "f32[1, 8][8, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True)
        view_1: "f32[8][1]cpu" = torch.ops.aten.view.default(sum_2, [8])
        add: "f32[8][1]cpu" = torch.ops.aten.add.Tensor(arg9_1, view_1)
        t_6: "f32[8, 8][8, 1]cpu" = torch.ops.aten.t.default(t_5)
        add_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(arg7_1, t_6)
        copy_: "f32[8, 8][8, 1]cpu" = torch.ops.aten.copy_.default(arg7_1, add_1)
        copy__1: "f32[8][1]cpu" = torch.ops.aten.copy_.default(arg9_1, add)
        return (copy_1, copy_, copy__1, copy)
