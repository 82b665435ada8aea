# fxgolden golden | case: fsdp/traceable_mlp[inductor] | artifact: g2.inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
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
        permute: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(arg2_1, [1, 0])
        mm: "f32[2, 16][16, 1]cpu" = torch.ops.aten.mm.default(expand, permute)
        permute_1: "f32[16, 2][0, 0]cpu" = torch.ops.aten.permute.default(expand, [1, 0])
        mm_1: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_1, arg1_1)
        sum_1: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(expand, [0], True)
        view: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_1, [16])
        add: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg19_1, view)
        add_1: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg4_1, mm_1)
        le: "b8[2, 16][16, 1]cpu" = torch.ops.aten.le.Scalar(arg5_1, 0)
        full_default: "f32[][]cpu" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "f32[2, 16][16, 1]cpu" = torch.ops.aten.where.self(le, full_default, mm)
        permute_2: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(arg7_1, [1, 0])
        mm_2: "f32[2, 16][16, 1]cpu" = torch.ops.aten.mm.default(where, permute_2)
        permute_3: "f32[16, 2][1, 16]cpu" = torch.ops.aten.permute.default(where, [1, 0])
        mm_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_3, arg6_1)
        sum_2: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(where, [0], True)
        view_1: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_2, [16])
        add_2: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg17_1, view_1)
        add_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg9_1, mm_3)
        le_1: "b8[2, 16][16, 1]cpu" = torch.ops.aten.le.Scalar(arg10_1, 0)
        full_default_1: "f32[][]cpu" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_1: "f32[2, 16][16, 1]cpu" = torch.ops.aten.where.self(le_1, full_default_1, mm_2)
        permute_4: "f32[16, 2][1, 16]cpu" = torch.ops.aten.permute.default(where_1, [1, 0])
        mm_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_4, arg11_1)
        sum_3: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(where_1, [0], True)
        view_2: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_3, [16])
        add_4: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg15_1, view_2)
        add_5: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg13_1, mm_4)
        copy_: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg4_1, add_1)
        copy__1: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg9_1, add_3)
        copy__2: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg13_1, add_5)
        copy__3: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg15_1, add_4)
        copy__4: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg17_1, add_2)
        copy__5: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg19_1, add)
        return (copy_, copy__1, copy__2, copy__3, copy__4, copy__5)
