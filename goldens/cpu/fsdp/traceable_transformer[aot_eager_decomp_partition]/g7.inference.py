# fxgolden golden | case: fsdp/traceable_transformer[aot_eager_decomp_partition] | artifact: g7.inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class _lambda_(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[][]cpu",
        arg1_1: "f32[16, 8][1, 16]cpu",
        arg2_1: "f32[32, 16][16, 1]cpu",
        arg3_1: "f32[16][1]cpu",
        arg4_1: "f32[2, 16, 16][256, 16, 1]cpu",
        arg5_1: "f32[16][1]cpu",
        arg6_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg7_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg8_1: "f32[16][1]cpu",
        arg9_1: "f32[16][1]cpu",
        arg10_1: "f32[16][1]cpu",
        arg11_1: "f32[2, 16, 16][256, 16, 1]cpu",
        arg12_1: "f32[16, 16][16, 1]cpu",
        arg13_1: "f32[16, 16][16, 1]cpu",
        arg14_1: "f32[16, 16][16, 1]cpu",
        arg15_1: "f32[16, 16][16, 1]cpu",
        arg16_1: "f32[16][1]cpu",
        arg17_1: "f32[64, 16][16, 1]cpu",
        arg18_1: "f32[16, 64][64, 1]cpu",
        arg19_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg20_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg21_1: "f32[32, 16][16, 1]cpu",
        arg22_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg23_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg24_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg25_1: "f32[2, 4, 16][64, 1, 4]cpu",
        arg26_1: "f32[32, 16][16, 1]cpu",
        arg27_1: "f32[32, 16][16, 1]cpu",
        arg28_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg29_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg30_1: "f32[32, 16][16, 1]cpu",
        arg31_1: "f32[32, 64][64, 1]cpu",
        arg32_1: "f32[32, 64][64, 1]cpu",
        arg33_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg34_1: "f32[16][1]cpu",
        arg35_1: "f32[64][1]cpu",
        arg36_1: "f32[16][1]cpu",
        arg37_1: "f32[16][1]cpu",
        arg38_1: "f32[2, 16, 16][256, 16, 1]cpu",
        arg39_1: "f32[16, 16][16, 1]cpu",
        arg40_1: "f32[16, 16][16, 1]cpu",
        arg41_1: "f32[16, 16][16, 1]cpu",
        arg42_1: "f32[16, 16][16, 1]cpu",
        arg43_1: "f32[16][1]cpu",
        arg44_1: "f32[64, 16][16, 1]cpu",
        arg45_1: "f32[16, 64][64, 1]cpu",
        arg46_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg47_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg48_1: "f32[32, 16][16, 1]cpu",
        arg49_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg50_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg51_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg52_1: "f32[2, 4, 16][64, 1, 4]cpu",
        arg53_1: "f32[32, 16][16, 1]cpu",
        arg54_1: "f32[32, 16][16, 1]cpu",
        arg55_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg56_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg57_1: "f32[32, 16][16, 1]cpu",
        arg58_1: "f32[32, 64][64, 1]cpu",
        arg59_1: "f32[32, 64][64, 1]cpu",
        arg60_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg61_1: "f32[16][1]cpu",
        arg62_1: "f32[64][1]cpu",
        arg63_1: "f32[16][1]cpu",
        arg64_1: "i64[16][1]cpu",
        arg65_1: "f32[16, 16][16, 1]cpu",
        arg66_1: "f32[16, 16][16, 1]cpu",
        arg67_1: "i64[2, 16][16, 1]cpu",
        arg68_1: "f32[8, 16][16, 1]cpu",
        arg69_1: "f32[8, 16][16, 1]cpu",
        arg70_1: "f32[16][1]cpu",
        arg71_1: "f32[16][1]cpu",
        arg72_1: "Sym(s68)",
        arg73_1: "Sym(s63)",
        arg74_1: "f32[0, 8][8, 1]cpu",
        arg75_1: "Sym(s68)",
        arg76_1: "Sym(s63)",
        arg77_1: "f32[0, 8][8, 1]cpu",
        arg78_1: "f32[0, s63*s68][s63*s68, 1]cpu",
        arg79_1: "f32[0, 8][8, 1]cpu",
        arg80_1: "f32[0, 8][8, 1]cpu",
        arg81_1: "Sym(s70)",
        arg82_1: "Sym(s35)",
        arg83_1: "Sym(s49)",
        arg84_1: "Sym(s89)",
        arg85_1: "Sym(s37)",
        arg86_1: "f32[0, 16][16, 1]cpu",
        arg87_1: "f32[0, 16][16, 1]cpu",
        arg88_1: "f32[0, 8][8, 1]cpu",
        arg89_1: "f32[0, 8][8, 1]cpu",
        arg90_1: "f32[0, 16][16, 1]cpu",
        arg91_1: "f32[0, 2][2, 1]cpu",
        arg92_1: "Sym(s82)",
        arg93_1: "f32[0, 16][16, 1]cpu",
        arg94_1: "f32[0, 2][2, 1]cpu",
        arg95_1: "Sym(s7)",
        arg96_1: "f32[0, 16][16, 1]cpu",
        arg97_1: "Sym(s80)",
        arg98_1: "f32[0, 2][2, 1]cpu",
        arg99_1: "f32[0, 16][16, 1]cpu",
        arg100_1: "f32[0, 16][16, 1]cpu",
        arg101_1: "f32[0, 16][16, 1]cpu",
        arg102_1: "f32[0, 16][16, 1]cpu",
        arg103_1: "f32[0, 2][2, 1]cpu",
        arg104_1: "f32[0, 16][16, 1]cpu",
        arg105_1: "f32[0, 16][16, 1]cpu",
        arg106_1: "f32[0, 16][16, 1]cpu",
        arg107_1: "f32[0, 16][16, 1]cpu",
        arg108_1: "f32[0, 16][16, 1]cpu",
        arg109_1: "f32[0, 16][16, 1]cpu",
        arg110_1: "f32[0, 16][16, 1]cpu",
        arg111_1: "f32[0, 8][8, 1]cpu",
        arg112_1: "f32[0, 8][8, 1]cpu",
        arg113_1: "f32[0, 16][16, 1]cpu"
    ):
        expand: "f32[s68, s63, 8][0, 0, 0]cpu" = torch.ops.aten.expand.default(arg0_1, [arg75_1, arg76_1, 8])
        sym_size_int: "Sym(s63*s68)" = torch.ops.aten.sym_size.int(arg78_1, 1)
        view: "f32[s63*s68, 8][0, 0]cpu" = torch.ops.aten.view.default(expand, [sym_size_int, 8])
        permute: "f32[8, s63*s68][0, 0]cpu" = torch.ops.aten.permute.default(view, [1, 0])
        mm: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute, arg2_1)
        permute_1: "f32[16, 8][1, 16]cpu" = torch.ops.aten.permute.default(mm, [1, 0])
        permute_2: "f32[8, 16][16, 1]cpu" = torch.ops.aten.permute.default(arg1_1, [1, 0])
        mm_1: "f32[s63*s68, 16][16, 1]cpu" = torch.ops.aten.mm.default(view, permute_2)
        permute_3: "f32[8, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_1, [1, 0])
        view_1: "f32[2, ((s63*s68)//2), 16][16*(((s63*s68)//2)), 16, 1]cpu" = torch.ops.aten.view.default(mm_1, [2, arg92_1, 16])
        sub: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(arg4_1, arg6_1)
        mul: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(sub, arg7_1)
        mul_1: "f32[2, ((s63*s68)//2), 16][16*Max(1, ((s63*s68)//2)), 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_1, arg5_1)
        mul_2: "f32[2, ((s63*s68)//2), 16][16*Max(1, ((s63*s68)//2)), 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_1, 16)
        sum_1: "f32[2, ((s63*s68)//2), 1][Max(1, ((s63*s68)//2)), 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_1, [2], True)
        mul_3: "f32[2, ((s63*s68)//2), 16][16*Max(1, ((s63*s68)//2)), 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_1, mul)
        sum_2: "f32[2, ((s63*s68)//2), 1][Max(1, ((s63*s68)//2)), 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_3, [2], True)
        mul_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul, sum_2)
        sub_1: "f32[2, ((s63*s68)//2), 16][16*Max(1, ((s63*s68)//2)), 16, 1]cpu" = torch.ops.aten.sub.Tensor(mul_2, sum_1)
        sub_2: "f32[2, ((s63*s68)//2), 16][16*Max(1, ((s63*s68)//2)), 16, 1]cpu" = torch.ops.aten.sub.Tensor(sub_1, mul_4)
        div: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(arg7_1, 16)
        mul_5: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(div, sub_2)
        mul_6: "f32[2, ((s63*s68)//2), 16][16*Max(1, ((s63*s68)//2)), 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_1, mul)
        sum_3: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(mul_6, [0, 1])
        sum_4: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(view_1, [0, 1])
        add: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg9_1, sum_3)
        add_1: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg8_1, sum_4)
        view_2: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(mul_5, [32, 16])
        permute_4: "f32[64, 16][1, 64]cpu" = torch.ops.aten.permute.default(arg18_1, [1, 0])
        permute_5: "f32[16, 64][64, 1]cpu" = torch.ops.aten.permute.default(permute_4, [1, 0])
        mm_2: "f32[32, 64][64, 1]cpu" = torch.ops.aten.mm.default(view_2, permute_5)
        permute_6: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_2, [1, 0])
        mm_3: "f32[16, 64][64, 1]cpu" = torch.ops.aten.mm.default(permute_6, arg32_1)
        permute_7: "f32[64, 16][1, 64]cpu" = torch.ops.aten.permute.default(mm_3, [1, 0])
        sum_5: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_2, [0], True)
        view_3: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_5, [16])
        new_empty_strided: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view_3, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided, view_3)
        permute_8: "f32[16, 64][64, 1]cpu" = torch.ops.aten.permute.default(permute_7, [1, 0])
        new_empty_strided_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            permute_8,
            [16, 64],
            [64, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_1, permute_8)
        view_4: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(mm_2, [2, 16, 64])
        view_5: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(arg31_1, [2, 16, 64])
        mul_7: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_5, 0.7071067811865476)
        erf: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.erf.default(mul_7)
        add_2: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(erf, 1)
        mul_8: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(add_2, 0.5)
        mul_9: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_5, view_5)
        mul_10: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(mul_9, -0.5)
        exp: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.exp.default(mul_10)
        mul_11: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327)
        mul_12: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_5, mul_11)
        add_3: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(mul_8, mul_12)
        mul_13: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_4, add_3)
        view_6: "f32[32, 64][64, 1]cpu" = torch.ops.aten.view.default(mul_13, [32, 64])
        permute_9: "f32[16, 64][1, 16]cpu" = torch.ops.aten.permute.default(arg17_1, [1, 0])
        permute_10: "f32[64, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_9, [1, 0])
        mm_4: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_6, permute_10)
        permute_11: "f32[64, 32][1, 64]cpu" = torch.ops.aten.permute.default(view_6, [1, 0])
        mm_5: "f32[64, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_11, arg30_1)
        permute_12: "f32[16, 64][1, 16]cpu" = torch.ops.aten.permute.default(mm_5, [1, 0])
        sum_6: "f32[1, 64][64, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_6, [0], True)
        view_7: "f32[64][1]cpu" = torch.ops.aten.view.default(sum_6, [64])
        new_empty_strided_2: "f32[64][1]cpu" = torch.ops.aten.new_empty_strided.default(view_7, [64], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_2: "f32[64][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_2, view_7)
        permute_13: "f32[64, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_12, [1, 0])
        new_empty_strided_3: "f32[64, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            permute_13,
            [64, 16],
            [16, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_3: "f32[64, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_3, permute_13)
        view_8: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_4, [2, 16, 16])
        mul_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_8, arg16_1)
        mul_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_14, 16)
        sum_7: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_14, [2], True)
        view_9: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(arg27_1, [2, 16, 16])
        clone: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.clone.default(view_9)
        add_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(arg11_1, clone)
        sub_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(add_4, arg28_1)
        mul_16: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(sub_3, arg29_1)
        mul_17: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_14, mul_16)
        sum_8: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_17, [2], True)
        mul_18: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_16, sum_8)
        sub_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(mul_15, sum_7)
        sub_5: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(sub_4, mul_18)
        div_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(arg29_1, 16)
        mul_19: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(div_1, sub_5)
        mul_20: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_8, mul_16)
        sum_9: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(mul_20, [0, 1])
        new_empty_strided_4: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(sum_9, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_4: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_4, sum_9)
        sum_10: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(view_8, [0, 1])
        new_empty_strided_5: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(sum_10, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_5: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_5, sum_10)
        add_5: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(mul_5, mul_19)
        view_10: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_5, [32, 16])
        permute_14: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_10, [1, 0])
        mm_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_14, arg26_1)
        permute_15: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(mm_6, [1, 0])
        permute_16: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(arg15_1, [1, 0])
        permute_17: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_16, [1, 0])
        mm_7: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_10, permute_17)
        view_11: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_7, [2, 16, 16])
        permute_18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_15, [1, 0])
        new_empty_strided_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            permute_18,
            [16, 16],
            [16, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_6, permute_18)
        view_12: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(view_11, [2, 16, 4, 4])
        permute_19: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.permute.default(view_12, [0, 2, 1, 3])
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            permute_19,
            arg22_1,
            arg23_1,
            arg24_1,
            arg33_1,
            arg25_1,
            0.0,
            True
        )
        getitem: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_2: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[2]
        permute_20: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem_2, [0, 2, 1, 3])
        view_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_20, [2, 16, 16])
        permute_21: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem_1, [0, 2, 1, 3])
        view_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_21, [2, 16, 16])
        permute_22: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem, [0, 2, 1, 3])
        view_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_22, [2, 16, 16])
        view_16: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_13, [32, 16])
        permute_23: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_16, [1, 0])
        mm_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_23, arg21_1)
        permute_24: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(mm_8, [1, 0])
        permute_25: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(arg14_1, [1, 0])
        permute_26: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_25, [1, 0])
        mm_9: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_16, permute_26)
        view_17: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_9, [2, 16, 16])
        permute_27: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_24, [1, 0])
        new_empty_strided_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            permute_27,
            [16, 16],
            [16, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_7, permute_27)
        view_18: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_14, [32, 16])
        permute_28: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_18, [1, 0])
        mm_10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_28, arg21_1)
        permute_29: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(mm_10, [1, 0])
        permute_30: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(arg13_1, [1, 0])
        permute_31: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_30, [1, 0])
        mm_11: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_18, permute_31)
        view_19: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_11, [2, 16, 16])
        add_6: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(view_17, view_19)
        permute_32: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_29, [1, 0])
        new_empty_strided_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            permute_32,
            [16, 16],
            [16, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_8, permute_32)
        view_20: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_15, [32, 16])
        permute_33: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_20, [1, 0])
        mm_12: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_33, arg21_1)
        permute_34: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(mm_12, [1, 0])
        permute_35: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(arg12_1, [1, 0])
        permute_36: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_35, [1, 0])
        mm_13: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_20, permute_36)
        view_21: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_13, [2, 16, 16])
        add_7: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_6, view_21)
        permute_37: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_34, [1, 0])
        new_empty_strided_9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            permute_37,
            [16, 16],
            [16, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_9, permute_37)
        mul_21: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_7, arg10_1)
        mul_22: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_21, 16)
        sum_11: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_21, [2], True)
        sub_6: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(arg11_1, arg19_1)
        mul_23: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(sub_6, arg20_1)
        mul_24: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_21, mul_23)
        sum_12: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_24, [2], True)
        mul_25: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_23, sum_12)
        sub_7: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(mul_22, sum_11)
        sub_8: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(sub_7, mul_25)
        div_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(arg20_1, 16)
        mul_26: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(div_2, sub_8)
        mul_27: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_7, mul_23)
        sum_13: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(mul_27, [0, 1])
        new_empty_strided_10: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(sum_13, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_10: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_10, sum_13)
        sum_14: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(add_7, [0, 1])
        new_empty_strided_11: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(sum_14, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_11: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_11, sum_14)
        add_8: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_5, mul_26)
        view_22: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_8, [32, 16])
        permute_38: "f32[64, 16][1, 64]cpu" = torch.ops.aten.permute.default(arg45_1, [1, 0])
        permute_39: "f32[16, 64][64, 1]cpu" = torch.ops.aten.permute.default(permute_38, [1, 0])
        mm_14: "f32[32, 64][64, 1]cpu" = torch.ops.aten.mm.default(view_22, permute_39)
        permute_40: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_22, [1, 0])
        mm_15: "f32[16, 64][64, 1]cpu" = torch.ops.aten.mm.default(permute_40, arg59_1)
        permute_41: "f32[64, 16][1, 64]cpu" = torch.ops.aten.permute.default(mm_15, [1, 0])
        sum_15: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_22, [0], True)
        view_23: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_15, [16])
        new_empty_strided_12: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view_23, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_12: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_12, view_23)
        permute_42: "f32[16, 64][64, 1]cpu" = torch.ops.aten.permute.default(permute_41, [1, 0])
        new_empty_strided_13: "f32[16, 64][64, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            permute_42,
            [16, 64],
            [64, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_13: "f32[16, 64][64, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_13, permute_42)
        view_24: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(mm_14, [2, 16, 64])
        view_25: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(arg58_1, [2, 16, 64])
        mul_28: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_25, 0.7071067811865476)
        erf_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.erf.default(mul_28)
        add_9: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(erf_1, 1)
        mul_29: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(add_9, 0.5)
        mul_30: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_25, view_25)
        mul_31: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(mul_30, -0.5)
        exp_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.exp.default(mul_31)
        mul_32: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(exp_1, 0.3989422804014327)
        mul_33: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_25, mul_32)
        add_10: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(mul_29, mul_33)
        mul_34: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_24, add_10)
        view_26: "f32[32, 64][64, 1]cpu" = torch.ops.aten.view.default(mul_34, [32, 64])
        permute_43: "f32[16, 64][1, 16]cpu" = torch.ops.aten.permute.default(arg44_1, [1, 0])
        permute_44: "f32[64, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_43, [1, 0])
        mm_16: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_26, permute_44)
        permute_45: "f32[64, 32][1, 64]cpu" = torch.ops.aten.permute.default(view_26, [1, 0])
        mm_17: "f32[64, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_45, arg57_1)
        permute_46: "f32[16, 64][1, 16]cpu" = torch.ops.aten.permute.default(mm_17, [1, 0])
        sum_16: "f32[1, 64][64, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_26, [0], True)
        view_27: "f32[64][1]cpu" = torch.ops.aten.view.default(sum_16, [64])
        new_empty_strided_14: "f32[64][1]cpu" = torch.ops.aten.new_empty_strided.default(view_27, [64], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_14: "f32[64][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_14, view_27)
        permute_47: "f32[64, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_46, [1, 0])
        new_empty_strided_15: "f32[64, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            permute_47,
            [64, 16],
            [16, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_15: "f32[64, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_15, permute_47)
        view_28: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_16, [2, 16, 16])
        mul_35: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_28, arg43_1)
        mul_36: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_35, 16)
        sum_17: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_35, [2], True)
        view_29: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(arg54_1, [2, 16, 16])
        clone_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.clone.default(view_29)
        add_11: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(arg38_1, clone_1)
        sub_9: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(add_11, arg55_1)
        mul_37: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(sub_9, arg56_1)
        mul_38: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_35, mul_37)
        sum_18: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_38, [2], True)
        mul_39: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_37, sum_18)
        sub_10: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(mul_36, sum_17)
        sub_11: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(sub_10, mul_39)
        div_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(arg56_1, 16)
        mul_40: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(div_3, sub_11)
        mul_41: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_28, mul_37)
        sum_19: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(mul_41, [0, 1])
        new_empty_strided_16: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(sum_19, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_16: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_16, sum_19)
        sum_20: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(view_28, [0, 1])
        new_empty_strided_17: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(sum_20, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_17: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_17, sum_20)
        add_12: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_8, mul_40)
        view_30: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_12, [32, 16])
        permute_48: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_30, [1, 0])
        mm_18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_48, arg53_1)
        permute_49: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(mm_18, [1, 0])
        permute_50: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(arg42_1, [1, 0])
        permute_51: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_50, [1, 0])
        mm_19: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_30, permute_51)
        view_31: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_19, [2, 16, 16])
        permute_52: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_49, [1, 0])
        new_empty_strided_18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            permute_52,
            [16, 16],
            [16, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_18, permute_52)
        view_32: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(view_31, [2, 16, 4, 4])
        permute_53: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.permute.default(view_32, [0, 2, 1, 3])
        _scaled_dot_product_flash_attention_for_cpu_backward_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            permute_53,
            arg49_1,
            arg50_1,
            arg51_1,
            arg60_1,
            arg52_1,
            0.0,
            True
        )
        getitem_3: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_1[0]
        getitem_4: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_1[1]
        getitem_5: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_1[2]
        permute_54: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3])
        view_33: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_54, [2, 16, 16])
        permute_55: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem_4, [0, 2, 1, 3])
        view_34: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_55, [2, 16, 16])
        permute_56: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem_3, [0, 2, 1, 3])
        view_35: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_56, [2, 16, 16])
        view_36: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_33, [32, 16])
        permute_57: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_36, [1, 0])
        mm_20: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_57, arg48_1)
        permute_58: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(mm_20, [1, 0])
        permute_59: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(arg41_1, [1, 0])
        permute_60: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_59, [1, 0])
        mm_21: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_36, permute_60)
        view_37: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_21, [2, 16, 16])
        permute_61: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_58, [1, 0])
        new_empty_strided_19: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            permute_61,
            [16, 16],
            [16, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_19: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_19, permute_61)
        view_38: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_34, [32, 16])
        permute_62: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_38, [1, 0])
        mm_22: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_62, arg48_1)
        permute_63: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(mm_22, [1, 0])
        permute_64: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(arg40_1, [1, 0])
        permute_65: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_64, [1, 0])
        mm_23: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_38, permute_65)
        view_39: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_23, [2, 16, 16])
        add_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(view_37, view_39)
        permute_66: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_63, [1, 0])
        new_empty_strided_20: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            permute_66,
            [16, 16],
            [16, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_20: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_20, permute_66)
        view_40: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_35, [32, 16])
        permute_67: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_40, [1, 0])
        mm_24: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_67, arg48_1)
        permute_68: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(mm_24, [1, 0])
        permute_69: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(arg39_1, [1, 0])
        permute_70: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_69, [1, 0])
        mm_25: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_40, permute_70)
        view_41: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_25, [2, 16, 16])
        add_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_13, view_41)
        permute_71: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_68, [1, 0])
        new_empty_strided_21: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            permute_71,
            [16, 16],
            [16, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_21: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_21, permute_71)
        mul_42: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_14, arg37_1)
        mul_43: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_42, 16)
        sum_21: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_42, [2], True)
        sub_12: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(arg38_1, arg46_1)
        mul_44: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(sub_12, arg47_1)
        mul_45: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_42, mul_44)
        sum_22: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_45, [2], True)
        mul_46: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_44, sum_22)
        sub_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(mul_43, sum_21)
        sub_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(sub_13, mul_46)
        div_4: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(arg47_1, 16)
        mul_47: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(div_4, sub_14)
        mul_48: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_14, mul_44)
        sum_23: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(mul_48, [0, 1])
        new_empty_strided_22: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(sum_23, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_22: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_22, sum_23)
        sum_24: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(add_14, [0, 1])
        new_empty_strided_23: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(sum_24, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_23: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_23, sum_24)
        add_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_12, mul_47)
        sum_25: "f32[1, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sum.dim_IntList(add_15, [0], True)
        view_42: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(sum_25, [16, 16])
        ge: "b8[16][1]cpu" = torch.ops.aten.ge.Scalar(arg64_1, 0)
        lt: "b8[16][1]cpu" = torch.ops.aten.lt.Scalar(arg64_1, 16)
        bitwise_and: "b8[16][1]cpu" = torch.ops.aten.bitwise_and.Tensor(ge, lt)
        ne: "b8[16][1]cpu" = torch.ops.aten.ne.Scalar(arg64_1, -1)
        bitwise_and_1: "b8[16][1]cpu" = torch.ops.aten.bitwise_and.Tensor(bitwise_and, ne)
        unsqueeze: "b8[16, 1][1, 1]cpu" = torch.ops.aten.unsqueeze.default(bitwise_and_1, -1)
        full: "f32[16, 16][16, 1]cpu" = torch.ops.aten.full.default([16, 16], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _unsafe_masked_index_put_accumulate: "f32[16, 16][16, 1]cpu" = torch.ops.aten._unsafe_masked_index_put_accumulate.default(full, unsqueeze, [arg64_1], view_42)
        add_16: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg66_1, _unsafe_masked_index_put_accumulate)
        ge_1: "b8[2, 16][16, 1]cpu" = torch.ops.aten.ge.Scalar(arg67_1, 0)
        lt_1: "b8[2, 16][16, 1]cpu" = torch.ops.aten.lt.Scalar(arg67_1, 8)
        bitwise_and_2: "b8[2, 16][16, 1]cpu" = torch.ops.aten.bitwise_and.Tensor(ge_1, lt_1)
        ne_1: "b8[2, 16][16, 1]cpu" = torch.ops.aten.ne.Scalar(arg67_1, -1)
        bitwise_and_3: "b8[2, 16][16, 1]cpu" = torch.ops.aten.bitwise_and.Tensor(bitwise_and_2, ne_1)
        unsqueeze_1: "b8[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.unsqueeze.default(bitwise_and_3, -1)
        full_1: "f32[8, 16][16, 1]cpu" = torch.ops.aten.full.default([8, 16], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _unsafe_masked_index_put_accumulate_1: "f32[8, 16][16, 1]cpu" = torch.ops.aten._unsafe_masked_index_put_accumulate.default(full_1, unsqueeze_1, [arg67_1], add_15)
        add_17: "f32[8, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(permute_3, _unsafe_masked_index_put_accumulate_1)
        add_18: "f32[8, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg69_1, add_17)
        copy_: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg8_1, add_1)
        copy__1: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg9_1, add)
        copy__2: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg66_1, add_16)
        copy__3: "f32[8, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg69_1, add_18)
        return (
            copy_,
            copy__1,
            copy_10,
            copy_9,
            copy_8,
            copy_7,
            copy_6,
            copy_4,
            copy_3,
            copy_1,
            copy,
            copy_2,
            copy_5,
            copy_22,
            copy_21,
            copy_20,
            copy_19,
            copy_18,
            copy_16,
            copy_15,
            copy_13,
            copy_12,
            copy_14,
            copy_17,
            copy__2,
            copy__3,
            copy_23,
            copy_11
        )
