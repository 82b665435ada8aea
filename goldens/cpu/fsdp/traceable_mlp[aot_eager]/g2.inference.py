# fxgolden golden | case: fsdp/traceable_mlp[aot_eager] | artifact: g2.inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class _lambda_(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[][]cpu",
        arg1_1: "f32[2, 16][16, 1]cpu",
        arg2_1: "f32[16, 16][1, 16]cpu",
        arg3_1: "f32[16, 16][16, 1]cpu",
        arg4_1: "f32[16, 16][16, 1]cpu",
        arg5_1: "f32[2, 16][16, 1]cpu",
        arg6_1: "f32[2, 16][16, 1]cpu",
        arg7_1: "f32[16, 16][1, 16]cpu",
        arg8_1: "f32[16, 16][16, 1]cpu",
        arg9_1: "f32[16, 16][16, 1]cpu",
        arg10_1: "f32[2, 16][16, 1]cpu",
        arg11_1: "f32[2, 16][16, 1]cpu",
        arg12_1: "f32[16, 16][16, 1]cpu",
        arg13_1: "f32[16, 16][16, 1]cpu",
        arg14_1: "f32[16][1]cpu",
        arg15_1: "f32[16][1]cpu",
        arg16_1: "f32[16][1]cpu",
        arg17_1: "f32[16][1]cpu",
        arg18_1: "f32[16][1]cpu",
        arg19_1: "f32[16][1]cpu",
        arg20_1: "f32[0, 2][2, 1]cpu",
        arg21_1: "f32[0, 16][16, 1]cpu",
        arg22_1: "f32[0, 2][2, 1]cpu",
        arg23_1: "f32[0, 16][16, 1]cpu",
        arg24_1: "Sym(s63)",
        arg25_1: "Sym(s84)",
        arg26_1: "Sym(s57)",
        arg27_1: "Sym(s48)",
        arg28_1: "Sym(s35)",
        arg29_1: "f32[0, 16][16, 1]cpu",
        arg30_1: "f32[0, 2][2, 1]cpu",
        arg31_1: "f32[0, 16][16, 1]cpu",
        arg32_1: "f32[0, 16][16, 1]cpu",
        arg33_1: "f32[0, 16][16, 1]cpu",
        arg34_1: "f32[0, 16][16, 1]cpu",
        arg35_1: "f32[0, 16][16, 1]cpu",
        arg36_1: "f32[0, 2][2, 1]cpu",
        arg37_1: "f32[0, 16][16, 1]cpu",
        arg38_1: "Sym(s20)",
        arg39_1: "Sym(s4)",
        arg40_1: "Sym(s74)",
        arg41_1: "Sym(s38)",
        arg42_1: "Sym(s7)",
        arg43_1: "f32[0, 16][16, 1]cpu",
        arg44_1: "f32[0, 2][2, 1]cpu",
        arg45_1: "f32[0, 16][16, 1]cpu",
        arg46_1: "f32[0, 16][16, 1]cpu",
        arg47_1: "f32[0, 16][16, 1]cpu",
        arg48_1: "f32[0, 16][16, 1]cpu",
        arg49_1: "f32[0, 16][16, 1]cpu",
        arg50_1: "f32[0, 2][2, 1]cpu",
        arg51_1: "f32[0, 16][16, 1]cpu",
        arg52_1: "Sym(s32)",
        arg53_1: "Sym(s23)",
        arg54_1: "Sym(s52)",
        arg55_1: "Sym(s40)",
        arg56_1: "f32[0, 16][16, 1]cpu",
        arg57_1: "f32[0, 16][16, 1]cpu",
        arg58_1: "f32[0, 16][16, 1]cpu",
        arg59_1: "f32[0, 16][16, 1]cpu",
        arg60_1: "f32[0, 16][16, 1]cpu"
    ):
        expand: "f32[2, 16][0, 0]cpu" = torch.ops.aten.expand.default(arg0_1, [2, 16])
        t: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(arg2_1)
        mm: "f32[2, 16][16, 1]cpu" = torch.ops.aten.mm.default(expand, t)
        t_1: "f32[16, 2][0, 0]cpu" = torch.ops.aten.t.default(expand)
        mm_1: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_1, arg1_1)
        t_2: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_1)
        sum_1: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(expand, [0], True)
        view: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_1, [16])
        add: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg19_1, view)
        t_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_2)
        add_1: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg4_1, t_3)
        threshold_backward: "f32[2, 16][16, 1]cpu" = torch.ops.aten.threshold_backward.default(mm, arg5_1, 0)
        t_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(arg7_1)
        mm_2: "f32[2, 16][16, 1]cpu" = torch.ops.aten.mm.default(threshold_backward, t_4)
        t_5: "f32[16, 2][1, 16]cpu" = torch.ops.aten.t.default(threshold_backward)
        mm_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_5, arg6_1)
        t_6: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_3)
        sum_2: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True)
        view_1: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_2, [16])
        add_2: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg17_1, view_1)
        t_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_6)
        add_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg9_1, t_7)
        threshold_backward_1: "f32[2, 16][16, 1]cpu" = torch.ops.aten.threshold_backward.default(mm_2, arg10_1, 0)
        t_8: "f32[16, 2][1, 16]cpu" = torch.ops.aten.t.default(threshold_backward_1)
        mm_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_8, arg11_1)
        t_9: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_4)
        sum_3: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True)
        view_2: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_3, [16])
        add_4: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg15_1, view_2)
        t_10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_9)
        add_5: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg13_1, t_10)
        copy_: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg4_1, add_1)
        copy__1: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg9_1, add_3)
        copy__2: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg13_1, add_5)
        copy__3: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg15_1, add_4)
        copy__4: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg17_1, add_2)
        copy__5: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg19_1, add)
        return (copy_, copy__1, copy__2, copy__3, copy__4, copy__5)
