# fxgolden golden | case: fsdp/traceable_transformer[inductor] | artifact: g8.inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
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
        arg25_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg26_1: "f32[2, 4, 16][64, 1, 4]cpu",
        arg27_1: "f32[32, 16][16, 1]cpu",
        arg28_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg29_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg30_1: "f32[32, 16][16, 1]cpu",
        arg31_1: "f32[32, 64][64, 1]cpu",
        arg32_1: "f32[32, 64][64, 1]cpu",
        arg33_1: "f32[16][1]cpu",
        arg34_1: "f32[16][1]cpu",
        arg35_1: "f32[16, 64][64, 1]cpu",
        arg36_1: "f32[64][1]cpu",
        arg37_1: "f32[64][1]cpu",
        arg38_1: "f32[64, 16][16, 1]cpu",
        arg39_1: "f32[16][1]cpu",
        arg40_1: "f32[16][1]cpu",
        arg41_1: "f32[16][1]cpu",
        arg42_1: "f32[16, 16][16, 1]cpu",
        arg43_1: "f32[16, 16][16, 1]cpu",
        arg44_1: "f32[16, 16][16, 1]cpu",
        arg45_1: "f32[16, 16][16, 1]cpu",
        arg46_1: "f32[16][1]cpu",
        arg47_1: "f32[2, 16, 16][256, 16, 1]cpu",
        arg48_1: "f32[16, 16][16, 1]cpu",
        arg49_1: "f32[16, 16][16, 1]cpu",
        arg50_1: "f32[16, 16][16, 1]cpu",
        arg51_1: "f32[16, 16][16, 1]cpu",
        arg52_1: "f32[16][1]cpu",
        arg53_1: "f32[64, 16][16, 1]cpu",
        arg54_1: "f32[16, 64][64, 1]cpu",
        arg55_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg56_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg57_1: "f32[32, 16][16, 1]cpu",
        arg58_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg59_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg60_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg61_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg62_1: "f32[2, 4, 16][64, 1, 4]cpu",
        arg63_1: "f32[32, 16][16, 1]cpu",
        arg64_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg65_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg66_1: "f32[32, 16][16, 1]cpu",
        arg67_1: "f32[32, 64][64, 1]cpu",
        arg68_1: "f32[32, 64][64, 1]cpu",
        arg69_1: "f32[16][1]cpu",
        arg70_1: "f32[16][1]cpu",
        arg71_1: "f32[16, 64][64, 1]cpu",
        arg72_1: "f32[64][1]cpu",
        arg73_1: "f32[64][1]cpu",
        arg74_1: "f32[64, 16][16, 1]cpu",
        arg75_1: "f32[16][1]cpu",
        arg76_1: "f32[16][1]cpu",
        arg77_1: "f32[16][1]cpu",
        arg78_1: "f32[16, 16][16, 1]cpu",
        arg79_1: "f32[16, 16][16, 1]cpu",
        arg80_1: "f32[16, 16][16, 1]cpu",
        arg81_1: "f32[16, 16][16, 1]cpu",
        arg82_1: "i64[16][1]cpu",
        arg83_1: "f32[16, 16][16, 1]cpu",
        arg84_1: "f32[16, 16][16, 1]cpu",
        arg85_1: "i64[2, 16][16, 1]cpu",
        arg86_1: "f32[8, 16][16, 1]cpu",
        arg87_1: "f32[8, 16][16, 1]cpu",
        arg88_1: "f32[16][1]cpu",
        arg89_1: "f32[16][1]cpu",
        arg90_1: "f32[16][1]cpu",
        arg91_1: "f32[16][1]cpu",
        arg92_1: "f32[16][1]cpu",
        arg93_1: "f32[16][1]cpu",
        arg94_1: "Sym(s68)",
        arg95_1: "Sym(s63)",
        arg96_1: "f32[0, 8][8, 1]cpu",
        arg97_1: "Sym(s68)",
        arg98_1: "Sym(s63)",
        arg99_1: "f32[0, 8][8, 1]cpu",
        arg100_1: "f32[0, s63*s68][s63*s68, 1]cpu",
        arg101_1: "f32[0, 8][8, 1]cpu",
        arg102_1: "f32[0, 8][8, 1]cpu",
        arg103_1: "Sym(s70)",
        arg104_1: "Sym(s35)",
        arg105_1: "Sym(s49)",
        arg106_1: "Sym(s89)",
        arg107_1: "Sym(s37)",
        arg108_1: "f32[0, 16][16, 1]cpu",
        arg109_1: "f32[0, 16][16, 1]cpu",
        arg110_1: "f32[0, 8][8, 1]cpu",
        arg111_1: "f32[0, 8][8, 1]cpu",
        arg112_1: "f32[0, 16][16, 1]cpu",
        arg113_1: "f32[0, 2][2, 1]cpu",
        arg114_1: "Sym(s82)",
        arg115_1: "f32[0, 16][16, 1]cpu",
        arg116_1: "f32[0, 2][2, 1]cpu",
        arg117_1: "Sym(s7)",
        arg118_1: "f32[0, 16][16, 1]cpu",
        arg119_1: "Sym(s80)",
        arg120_1: "f32[0, 2][2, 1]cpu",
        arg121_1: "f32[0, 16][16, 1]cpu",
        arg122_1: "f32[0, 16][16, 1]cpu",
        arg123_1: "f32[0, 16][16, 1]cpu",
        arg124_1: "f32[0, 16][16, 1]cpu",
        arg125_1: "f32[0, 2][2, 1]cpu",
        arg126_1: "f32[0, 16][16, 1]cpu",
        arg127_1: "f32[0, 16][16, 1]cpu",
        arg128_1: "f32[0, 16][16, 1]cpu",
        arg129_1: "f32[0, 16][16, 1]cpu",
        arg130_1: "f32[0, 16][16, 1]cpu",
        arg131_1: "f32[0, 16][16, 1]cpu",
        arg132_1: "f32[0, 16][16, 1]cpu",
        arg133_1: "f32[0, 8][8, 1]cpu",
        arg134_1: "f32[0, 8][8, 1]cpu",
        arg135_1: "f32[0, 16][16, 1]cpu"
    ):
        expand: "f32[s68, s63, 8][0, 0, 0]cpu" = torch.ops.aten.expand.default(arg0_1, [arg97_1, arg98_1, 8])
        sym_size_int: "Sym(s63*s68)" = torch.ops.aten.sym_size.int(arg100_1, 1)
        view: "f32[s63*s68, 8][0, 0]cpu" = torch.ops.aten.view.default(expand, [sym_size_int, 8])
        permute: "f32[8, s63*s68][0, 0]cpu" = torch.ops.aten.permute.default(view, [1, 0])
        mm: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute, arg2_1)
        permute_1: "f32[8, 16][16, 1]cpu" = torch.ops.aten.permute.default(arg1_1, [1, 0])
        mm_1: "f32[s63*s68, 16][16, 1]cpu" = torch.ops.aten.mm.default(view, permute_1)
        view_1: "f32[2, ((s63*s68)//2), 16][16*(((s63*s68)//2)), 16, 1]cpu" = torch.ops.aten.view.default(mm_1, [2, arg114_1, 16])
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
        mm_2: "f32[32, 64][64, 1]cpu" = torch.ops.aten.mm.default(view_2, arg18_1)
        permute_2: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_2, [1, 0])
        mm_3: "f32[16, 64][64, 1]cpu" = torch.ops.aten.mm.default(permute_2, arg32_1)
        add_2: "f32[16, 64][64, 1]cpu" = torch.ops.aten.add.Tensor(arg35_1, mm_3)
        sum_5: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_2, [0], True)
        view_3: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_5, [16])
        add_3: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg34_1, view_3)
        view_4: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(mm_2, [2, 16, 64])
        view_5: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(arg31_1, [2, 16, 64])
        mul_7: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_5, 0.7071067811865476)
        erf: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.erf.default(mul_7)
        add_4: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(erf, 1)
        mul_8: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(add_4, 0.5)
        mul_9: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_5, view_5)
        mul_10: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(mul_9, -0.5)
        exp: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.exp.default(mul_10)
        mul_11: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327)
        mul_12: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_5, mul_11)
        add_5: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(mul_8, mul_12)
        mul_13: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_4, add_5)
        view_6: "f32[32, 64][64, 1]cpu" = torch.ops.aten.view.default(mul_13, [32, 64])
        mm_4: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_6, arg17_1)
        permute_3: "f32[64, 32][1, 64]cpu" = torch.ops.aten.permute.default(view_6, [1, 0])
        mm_5: "f32[64, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_3, arg30_1)
        add_6: "f32[64, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg38_1, mm_5)
        sum_6: "f32[1, 64][64, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_6, [0], True)
        view_7: "f32[64][1]cpu" = torch.ops.aten.view.default(sum_6, [64])
        add_7: "f32[64][1]cpu" = torch.ops.aten.add.Tensor(arg37_1, view_7)
        view_8: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_4, [2, 16, 16])
        mul_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_8, arg16_1)
        mul_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_14, 16)
        sum_7: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_14, [2], True)
        view_9: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(arg27_1, [2, 16, 16])
        add_8: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(arg11_1, view_9)
        sub_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(add_8, arg28_1)
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
        add_9: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg41_1, sum_9)
        sum_10: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(view_8, [0, 1])
        add_10: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg40_1, sum_10)
        add_11: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(mul_5, mul_19)
        view_10: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_11, [32, 16])
        permute_4: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_10, [1, 0])
        permute_5: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(arg25_1, [0, 2, 1, 3])
        view_11: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_5, [2, 16, -1])
        view_12: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_11, [32, 16])
        mm_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_4, view_12)
        add_12: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg42_1, mm_6)
        mm_7: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_10, arg15_1)
        view_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_7, [2, 16, 16])
        view_14: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(view_13, [2, 16, 4, 4])
        permute_6: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.permute.default(view_14, [0, 2, 1, 3])
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            permute_6,
            arg22_1,
            arg23_1,
            arg24_1,
            arg25_1,
            arg26_1,
            0.0,
            True
        )
        getitem: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_2: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[2]
        permute_7: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem_2, [0, 2, 1, 3])
        view_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_7, [2, 16, 16])
        permute_8: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem_1, [0, 2, 1, 3])
        view_16: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_8, [2, 16, 16])
        permute_9: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem, [0, 2, 1, 3])
        view_17: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_9, [2, 16, 16])
        view_18: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_15, [32, 16])
        permute_10: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_18, [1, 0])
        mm_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_10, arg21_1)
        add_13: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg43_1, mm_8)
        mm_9: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_18, arg14_1)
        view_19: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_9, [2, 16, 16])
        view_20: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_16, [32, 16])
        permute_11: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_20, [1, 0])
        mm_10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_11, arg21_1)
        add_14: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg44_1, mm_10)
        mm_11: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_20, arg13_1)
        view_21: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_11, [2, 16, 16])
        add_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(view_19, view_21)
        view_22: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_17, [32, 16])
        permute_12: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_22, [1, 0])
        mm_12: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_12, arg21_1)
        add_16: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg45_1, mm_12)
        mm_13: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_22, arg12_1)
        view_23: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_13, [2, 16, 16])
        add_17: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_15, view_23)
        mul_21: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_17, arg10_1)
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
        mul_27: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_17, mul_23)
        sum_13: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(mul_27, [0, 1])
        add_18: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg93_1, sum_13)
        sum_14: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(add_17, [0, 1])
        add_19: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg92_1, sum_14)
        add_20: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_11, mul_26)
        view_24: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_20, [32, 16])
        mm_14: "f32[32, 64][64, 1]cpu" = torch.ops.aten.mm.default(view_24, arg54_1)
        permute_13: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_24, [1, 0])
        mm_15: "f32[16, 64][64, 1]cpu" = torch.ops.aten.mm.default(permute_13, arg68_1)
        add_21: "f32[16, 64][64, 1]cpu" = torch.ops.aten.add.Tensor(arg71_1, mm_15)
        sum_15: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_24, [0], True)
        view_25: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_15, [16])
        add_22: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg70_1, view_25)
        view_26: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(mm_14, [2, 16, 64])
        view_27: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(arg67_1, [2, 16, 64])
        mul_28: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_27, 0.7071067811865476)
        erf_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.erf.default(mul_28)
        add_23: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(erf_1, 1)
        mul_29: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(add_23, 0.5)
        mul_30: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_27, view_27)
        mul_31: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(mul_30, -0.5)
        exp_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.exp.default(mul_31)
        mul_32: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(exp_1, 0.3989422804014327)
        mul_33: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_27, mul_32)
        add_24: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(mul_29, mul_33)
        mul_34: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_26, add_24)
        view_28: "f32[32, 64][64, 1]cpu" = torch.ops.aten.view.default(mul_34, [32, 64])
        mm_16: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_28, arg53_1)
        permute_14: "f32[64, 32][1, 64]cpu" = torch.ops.aten.permute.default(view_28, [1, 0])
        mm_17: "f32[64, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_14, arg66_1)
        add_25: "f32[64, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg74_1, mm_17)
        sum_16: "f32[1, 64][64, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_28, [0], True)
        view_29: "f32[64][1]cpu" = torch.ops.aten.view.default(sum_16, [64])
        add_26: "f32[64][1]cpu" = torch.ops.aten.add.Tensor(arg73_1, view_29)
        view_30: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_16, [2, 16, 16])
        mul_35: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_30, arg52_1)
        mul_36: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_35, 16)
        sum_17: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_35, [2], True)
        view_31: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(arg63_1, [2, 16, 16])
        add_27: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(arg47_1, view_31)
        sub_9: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(add_27, arg64_1)
        mul_37: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(sub_9, arg65_1)
        mul_38: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_35, mul_37)
        sum_18: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_38, [2], True)
        mul_39: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_37, sum_18)
        sub_10: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(mul_36, sum_17)
        sub_11: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(sub_10, mul_39)
        div_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(arg65_1, 16)
        mul_40: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(div_3, sub_11)
        mul_41: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_30, mul_37)
        sum_19: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(mul_41, [0, 1])
        add_28: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg77_1, sum_19)
        sum_20: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(view_30, [0, 1])
        add_29: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg76_1, sum_20)
        add_30: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_20, mul_40)
        view_32: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_30, [32, 16])
        permute_15: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_32, [1, 0])
        permute_16: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(arg61_1, [0, 2, 1, 3])
        view_33: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_16, [2, 16, -1])
        view_34: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_33, [32, 16])
        mm_18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_15, view_34)
        add_31: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg78_1, mm_18)
        mm_19: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_32, arg51_1)
        view_35: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_19, [2, 16, 16])
        view_36: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(view_35, [2, 16, 4, 4])
        permute_17: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.permute.default(view_36, [0, 2, 1, 3])
        _scaled_dot_product_flash_attention_for_cpu_backward_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            permute_17,
            arg58_1,
            arg59_1,
            arg60_1,
            arg61_1,
            arg62_1,
            0.0,
            True
        )
        getitem_3: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_1[0]
        getitem_4: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_1[1]
        getitem_5: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_1[2]
        permute_18: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3])
        view_37: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_18, [2, 16, 16])
        permute_19: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem_4, [0, 2, 1, 3])
        view_38: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_19, [2, 16, 16])
        permute_20: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem_3, [0, 2, 1, 3])
        view_39: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_20, [2, 16, 16])
        view_40: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_37, [32, 16])
        permute_21: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_40, [1, 0])
        mm_20: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_21, arg57_1)
        add_32: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg79_1, mm_20)
        mm_21: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_40, arg50_1)
        view_41: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_21, [2, 16, 16])
        view_42: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_38, [32, 16])
        permute_22: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_42, [1, 0])
        mm_22: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_22, arg57_1)
        add_33: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg80_1, mm_22)
        mm_23: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_42, arg49_1)
        view_43: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_23, [2, 16, 16])
        add_34: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(view_41, view_43)
        view_44: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_39, [32, 16])
        permute_23: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_44, [1, 0])
        mm_24: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_23, arg57_1)
        add_35: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg81_1, mm_24)
        mm_25: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_44, arg48_1)
        view_45: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_25, [2, 16, 16])
        add_36: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_34, view_45)
        mul_42: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_36, arg46_1)
        mul_43: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_42, 16)
        sum_21: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_42, [2], True)
        sub_12: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(arg47_1, arg55_1)
        mul_44: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(sub_12, arg56_1)
        mul_45: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_42, mul_44)
        sum_22: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_45, [2], True)
        mul_46: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_44, sum_22)
        sub_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(mul_43, sum_21)
        sub_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(sub_13, mul_46)
        div_4: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(arg56_1, 16)
        mul_47: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(div_4, sub_14)
        mul_48: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_36, mul_44)
        sum_23: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(mul_48, [0, 1])
        add_37: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg90_1, sum_23)
        sum_24: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(add_36, [0, 1])
        add_38: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg89_1, sum_24)
        add_39: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_30, mul_47)
        sum_25: "f32[1, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sum.dim_IntList(add_39, [0], True)
        view_46: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(sum_25, [16, 16])
        ge: "b8[16][1]cpu" = torch.ops.aten.ge.Scalar(arg82_1, 0)
        lt: "b8[16][1]cpu" = torch.ops.aten.lt.Scalar(arg82_1, 16)
        bitwise_and: "b8[16][1]cpu" = torch.ops.aten.bitwise_and.Tensor(ge, lt)
        ne: "b8[16][1]cpu" = torch.ops.aten.ne.Scalar(arg82_1, -1)
        bitwise_and_1: "b8[16][1]cpu" = torch.ops.aten.bitwise_and.Tensor(bitwise_and, ne)
        unsqueeze: "b8[16, 1][1, 1]cpu" = torch.ops.aten.unsqueeze.default(bitwise_and_1, -1)
        full_default: "f32[16, 16][16, 1]cpu" = torch.ops.aten.full.default([16, 16], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _unsafe_masked_index_put_accumulate: "f32[16, 16][16, 1]cpu" = torch.ops.aten._unsafe_masked_index_put_accumulate.default(full_default, unsqueeze, [arg82_1], view_46)
        add_40: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg84_1, _unsafe_masked_index_put_accumulate)
        ge_1: "b8[2, 16][16, 1]cpu" = torch.ops.aten.ge.Scalar(arg85_1, 0)
        lt_1: "b8[2, 16][16, 1]cpu" = torch.ops.aten.lt.Scalar(arg85_1, 8)
        bitwise_and_2: "b8[2, 16][16, 1]cpu" = torch.ops.aten.bitwise_and.Tensor(ge_1, lt_1)
        ne_1: "b8[2, 16][16, 1]cpu" = torch.ops.aten.ne.Scalar(arg85_1, -1)
        bitwise_and_3: "b8[2, 16][16, 1]cpu" = torch.ops.aten.bitwise_and.Tensor(bitwise_and_2, ne_1)
        unsqueeze_1: "b8[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.unsqueeze.default(bitwise_and_3, -1)
        full_default_1: "f32[8, 16][16, 1]cpu" = torch.ops.aten.full.default([8, 16], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _unsafe_masked_index_put_accumulate_1: "f32[8, 16][16, 1]cpu" = torch.ops.aten._unsafe_masked_index_put_accumulate.default(full_default_1, unsqueeze_1, [arg85_1], add_39)
        add_41: "f32[8, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(mm, _unsafe_masked_index_put_accumulate_1)
        add_42: "f32[8, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg87_1, add_41)
        copy_: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg8_1, add_1)
        copy__1: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg9_1, add)
        copy__2: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg34_1, add_3)
        copy__3: "f32[16, 64][64, 1]cpu" = torch.ops.aten.copy_.default(arg35_1, add_2)
        copy__4: "f32[64][1]cpu" = torch.ops.aten.copy_.default(arg37_1, add_7)
        copy__5: "f32[64, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg38_1, add_6)
        copy__6: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg40_1, add_10)
        copy__7: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg41_1, add_9)
        copy__8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg42_1, add_12)
        copy__9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg43_1, add_13)
        copy__10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg44_1, add_14)
        copy__11: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg45_1, add_16)
        copy__12: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg70_1, add_22)
        copy__13: "f32[16, 64][64, 1]cpu" = torch.ops.aten.copy_.default(arg71_1, add_21)
        copy__14: "f32[64][1]cpu" = torch.ops.aten.copy_.default(arg73_1, add_26)
        copy__15: "f32[64, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg74_1, add_25)
        copy__16: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg76_1, add_29)
        copy__17: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg77_1, add_28)
        copy__18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg78_1, add_31)
        copy__19: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg79_1, add_32)
        copy__20: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg80_1, add_33)
        copy__21: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg81_1, add_35)
        copy__22: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg84_1, add_40)
        copy__23: "f32[8, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg87_1, add_42)
        copy__24: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg89_1, add_38)
        copy__25: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg90_1, add_37)
        copy__26: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg92_1, add_19)
        copy__27: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg93_1, add_18)
        return (
            copy_,
            copy__1,
            copy__27,
            copy__11,
            copy__10,
            copy__9,
            copy__8,
            copy__7,
            copy__5,
            copy__3,
            copy__2,
            copy__4,
            copy__6,
            copy__25,
            copy__21,
            copy__20,
            copy__19,
            copy__18,
            copy__17,
            copy__15,
            copy__13,
            copy__12,
            copy__14,
            copy__16,
            copy__22,
            copy__23,
            copy__24,
            copy__26
        )
