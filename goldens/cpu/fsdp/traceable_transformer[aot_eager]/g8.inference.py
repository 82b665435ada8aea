# fxgolden golden | case: fsdp/traceable_transformer[aot_eager] | artifact: g8.inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
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
        arg11_1: "f32[16][1]cpu",
        arg12_1: "f32[2, 16, 16][256, 16, 1]cpu",
        arg13_1: "f32[16, 16][16, 1]cpu",
        arg14_1: "f32[16, 16][16, 1]cpu",
        arg15_1: "f32[16, 16][16, 1]cpu",
        arg16_1: "f32[16, 16][16, 1]cpu",
        arg17_1: "f32[16][1]cpu",
        arg18_1: "f32[16][1]cpu",
        arg19_1: "f32[64, 16][16, 1]cpu",
        arg20_1: "f32[16, 64][64, 1]cpu",
        arg21_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg22_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg23_1: "f32[32, 16][16, 1]cpu",
        arg24_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg25_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg26_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg27_1: "f32[2, 4, 16][64, 1, 4]cpu",
        arg28_1: "f32[32, 16][16, 1]cpu",
        arg29_1: "f32[2, 16, 16][256, 16, 1]cpu",
        arg30_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg31_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg32_1: "f32[32, 16][16, 1]cpu",
        arg33_1: "f32[32, 64][64, 1]cpu",
        arg34_1: "f32[32, 64][64, 1]cpu",
        arg35_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg36_1: "f32[16][1]cpu",
        arg37_1: "f32[16][1]cpu",
        arg38_1: "f32[16, 64][64, 1]cpu",
        arg39_1: "f32[64][1]cpu",
        arg40_1: "f32[64][1]cpu",
        arg41_1: "f32[64, 16][16, 1]cpu",
        arg42_1: "f32[16][1]cpu",
        arg43_1: "f32[16][1]cpu",
        arg44_1: "f32[16, 16][16, 1]cpu",
        arg45_1: "f32[16, 16][16, 1]cpu",
        arg46_1: "f32[16, 16][16, 1]cpu",
        arg47_1: "f32[16, 16][16, 1]cpu",
        arg48_1: "f32[16][1]cpu",
        arg49_1: "f32[16][1]cpu",
        arg50_1: "f32[2, 16, 16][256, 16, 1]cpu",
        arg51_1: "f32[16, 16][16, 1]cpu",
        arg52_1: "f32[16, 16][16, 1]cpu",
        arg53_1: "f32[16, 16][16, 1]cpu",
        arg54_1: "f32[16, 16][16, 1]cpu",
        arg55_1: "f32[16][1]cpu",
        arg56_1: "f32[16][1]cpu",
        arg57_1: "f32[64, 16][16, 1]cpu",
        arg58_1: "f32[16, 64][64, 1]cpu",
        arg59_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg60_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg61_1: "f32[32, 16][16, 1]cpu",
        arg62_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg63_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg64_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg65_1: "f32[2, 4, 16][64, 1, 4]cpu",
        arg66_1: "f32[32, 16][16, 1]cpu",
        arg67_1: "f32[2, 16, 16][256, 16, 1]cpu",
        arg68_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg69_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg70_1: "f32[32, 16][16, 1]cpu",
        arg71_1: "f32[32, 64][64, 1]cpu",
        arg72_1: "f32[32, 64][64, 1]cpu",
        arg73_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg74_1: "f32[16][1]cpu",
        arg75_1: "f32[16][1]cpu",
        arg76_1: "f32[16, 64][64, 1]cpu",
        arg77_1: "f32[64][1]cpu",
        arg78_1: "f32[64][1]cpu",
        arg79_1: "f32[64, 16][16, 1]cpu",
        arg80_1: "f32[16][1]cpu",
        arg81_1: "f32[16][1]cpu",
        arg82_1: "f32[16, 16][16, 1]cpu",
        arg83_1: "f32[16, 16][16, 1]cpu",
        arg84_1: "f32[16, 16][16, 1]cpu",
        arg85_1: "f32[16, 16][16, 1]cpu",
        arg86_1: "i64[16][1]cpu",
        arg87_1: "f32[16, 16][16, 1]cpu",
        arg88_1: "f32[16, 16][16, 1]cpu",
        arg89_1: "i64[2, 16][16, 1]cpu",
        arg90_1: "f32[8, 16][16, 1]cpu",
        arg91_1: "f32[8, 16][16, 1]cpu",
        arg92_1: "f32[16][1]cpu",
        arg93_1: "f32[16][1]cpu",
        arg94_1: "f32[16][1]cpu",
        arg95_1: "f32[16][1]cpu",
        arg96_1: "Sym(s68)",
        arg97_1: "Sym(s63)",
        arg98_1: "f32[0, 8][8, 1]cpu",
        arg99_1: "Sym(s68)",
        arg100_1: "Sym(s63)",
        arg101_1: "f32[0, 8][8, 1]cpu",
        arg102_1: "f32[0, s63*s68][s63*s68, 1]cpu",
        arg103_1: "f32[0, 8][8, 1]cpu",
        arg104_1: "f32[0, 8][8, 1]cpu",
        arg105_1: "Sym(s70)",
        arg106_1: "Sym(s35)",
        arg107_1: "Sym(s49)",
        arg108_1: "Sym(s89)",
        arg109_1: "Sym(s37)",
        arg110_1: "f32[0, 16][16, 1]cpu",
        arg111_1: "f32[0, 16][16, 1]cpu",
        arg112_1: "f32[0, 8][8, 1]cpu",
        arg113_1: "f32[0, 8][8, 1]cpu",
        arg114_1: "f32[0, 16][16, 1]cpu",
        arg115_1: "f32[0, 2][2, 1]cpu",
        arg116_1: "Sym(s82)",
        arg117_1: "f32[0, 16][16, 1]cpu",
        arg118_1: "f32[0, 2][2, 1]cpu",
        arg119_1: "Sym(s7)",
        arg120_1: "f32[0, 16][16, 1]cpu",
        arg121_1: "Sym(s80)",
        arg122_1: "f32[0, 2][2, 1]cpu",
        arg123_1: "f32[0, 16][16, 1]cpu",
        arg124_1: "f32[0, 16][16, 1]cpu",
        arg125_1: "f32[0, 16][16, 1]cpu",
        arg126_1: "f32[0, 16][16, 1]cpu",
        arg127_1: "f32[0, 2][2, 1]cpu",
        arg128_1: "f32[0, 16][16, 1]cpu",
        arg129_1: "f32[0, 16][16, 1]cpu",
        arg130_1: "f32[0, 16][16, 1]cpu",
        arg131_1: "f32[0, 16][16, 1]cpu",
        arg132_1: "f32[0, 16][16, 1]cpu",
        arg133_1: "f32[0, 16][16, 1]cpu",
        arg134_1: "f32[0, 16][16, 1]cpu",
        arg135_1: "f32[0, 8][8, 1]cpu",
        arg136_1: "f32[0, 8][8, 1]cpu",
        arg137_1: "f32[0, 16][16, 1]cpu"
    ):
        expand: "f32[s68, s63, 8][0, 0, 0]cpu" = torch.ops.aten.expand.default(arg0_1, [arg99_1, arg100_1, 8])
        sym_size_int: "Sym(s63*s68)" = torch.ops.aten.sym_size.int(arg102_1, 1)
        view: "f32[s63*s68, 8][0, 0]cpu" = torch.ops.aten.view.default(expand, [sym_size_int, 8])
        t: "f32[8, s63*s68][0, 0]cpu" = torch.ops.aten.t.default(view)
        mm: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mm.default(t, arg2_1)
        t_1: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(mm)
        t_2: "f32[8, 16][16, 1]cpu" = torch.ops.aten.t.default(arg1_1)
        mm_1: "f32[s63*s68, 16][16, 1]cpu" = torch.ops.aten.mm.default(view, t_2)
        t_3: "f32[8, 16][16, 1]cpu" = torch.ops.aten.t.default(t_1)
        view_1: "f32[2, ((s63*s68)//2), 16][16*(((s63*s68)//2)), 16, 1]cpu" = torch.ops.aten.view.default(mm_1, [2, arg116_1, 16])
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_1, arg4_1, [arg121_1], arg6_1, arg7_1, arg5_1, arg3_1, [True, True, True])
        getitem: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward[0]
        getitem_1: "f32[16][1]cpu" = native_layer_norm_backward[1]
        getitem_2: "f32[16][1]cpu" = native_layer_norm_backward[2]
        add: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg9_1, getitem_1)
        add_1: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg8_1, getitem_2)
        view_2: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(getitem, [32, 16])
        t_4: "f32[64, 16][1, 64]cpu" = torch.ops.aten.t.default(arg20_1)
        t_5: "f32[16, 64][64, 1]cpu" = torch.ops.aten.t.default(t_4)
        mm_2: "f32[32, 64][64, 1]cpu" = torch.ops.aten.mm.default(view_2, t_5)
        t_6: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_2)
        mm_3: "f32[16, 64][64, 1]cpu" = torch.ops.aten.mm.default(t_6, arg34_1)
        t_7: "f32[64, 16][1, 64]cpu" = torch.ops.aten.t.default(mm_3)
        sum_1: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_2, [0], True)
        view_3: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_1, [16])
        add_2: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg37_1, view_3)
        t_8: "f32[16, 64][64, 1]cpu" = torch.ops.aten.t.default(t_7)
        add_3: "f32[16, 64][64, 1]cpu" = torch.ops.aten.add.Tensor(arg38_1, t_8)
        view_4: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(mm_2, [2, 16, 64])
        view_5: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(arg33_1, [2, 16, 64])
        gelu_backward: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.gelu_backward.default(view_4, view_5)
        view_6: "f32[32, 64][64, 1]cpu" = torch.ops.aten.view.default(gelu_backward, [32, 64])
        t_9: "f32[16, 64][1, 16]cpu" = torch.ops.aten.t.default(arg19_1)
        t_10: "f32[64, 16][16, 1]cpu" = torch.ops.aten.t.default(t_9)
        mm_4: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_6, t_10)
        t_11: "f32[64, 32][1, 64]cpu" = torch.ops.aten.t.default(view_6)
        mm_5: "f32[64, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_11, arg32_1)
        t_12: "f32[16, 64][1, 16]cpu" = torch.ops.aten.t.default(mm_5)
        sum_2: "f32[1, 64][64, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_6, [0], True)
        view_7: "f32[64][1]cpu" = torch.ops.aten.view.default(sum_2, [64])
        add_4: "f32[64][1]cpu" = torch.ops.aten.add.Tensor(arg40_1, view_7)
        t_13: "f32[64, 16][16, 1]cpu" = torch.ops.aten.t.default(t_12)
        add_5: "f32[64, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg41_1, t_13)
        view_8: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_4, [2, 16, 16])
        native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_8, arg29_1, [16], arg30_1, arg31_1, arg17_1, arg18_1, [True, True, True])
        getitem_3: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward_1[0]
        getitem_4: "f32[16][1]cpu" = native_layer_norm_backward_1[1]
        getitem_5: "f32[16][1]cpu" = native_layer_norm_backward_1[2]
        add_6: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg43_1, getitem_4)
        add_7: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg42_1, getitem_5)
        add_8: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(getitem, getitem_3)
        view_9: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_8, [32, 16])
        t_14: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_9)
        mm_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_14, arg28_1)
        t_15: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_6)
        t_16: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg16_1)
        t_17: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_16)
        mm_7: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_9, t_17)
        view_10: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_7, [2, 16, 16])
        t_18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_15)
        add_9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg44_1, t_18)
        view_11: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(view_10, [2, 16, 4, 4])
        transpose: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.transpose.int(view_11, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            transpose,
            arg24_1,
            arg25_1,
            arg26_1,
            arg35_1,
            arg27_1,
            0.0,
            True
        )
        getitem_6: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_7: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_8: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[2]
        transpose_1: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(getitem_8, 1, 2)
        view_12: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(transpose_1, [2, 16, 16])
        transpose_2: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(getitem_7, 1, 2)
        view_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(transpose_2, [2, 16, 16])
        transpose_3: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(getitem_6, 1, 2)
        view_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(transpose_3, [2, 16, 16])
        view_15: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_12, [32, 16])
        t_19: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_15)
        mm_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_19, arg23_1)
        t_20: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_8)
        t_21: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg15_1)
        t_22: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_21)
        mm_9: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_15, t_22)
        view_16: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_9, [2, 16, 16])
        t_23: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_20)
        add_10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg45_1, t_23)
        view_17: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_13, [32, 16])
        t_24: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_17)
        mm_10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_24, arg23_1)
        t_25: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_10)
        t_26: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg14_1)
        t_27: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_26)
        mm_11: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_17, t_27)
        view_18: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_11, [2, 16, 16])
        add_11: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(view_16, view_18)
        t_28: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_25)
        add_12: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg46_1, t_28)
        view_19: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_14, [32, 16])
        t_29: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_19)
        mm_12: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_29, arg23_1)
        t_30: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_12)
        t_31: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg13_1)
        t_32: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_31)
        mm_13: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_19, t_32)
        view_20: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_13, [2, 16, 16])
        add_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_11, view_20)
        t_33: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_30)
        add_14: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg47_1, t_33)
        native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(add_13, arg12_1, [16], arg21_1, arg22_1, arg10_1, arg11_1, [True, True, True])
        getitem_9: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward_2[0]
        getitem_10: "f32[16][1]cpu" = native_layer_norm_backward_2[1]
        getitem_11: "f32[16][1]cpu" = native_layer_norm_backward_2[2]
        add_15: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg95_1, getitem_10)
        add_16: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg94_1, getitem_11)
        add_17: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_8, getitem_9)
        view_21: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_17, [32, 16])
        t_34: "f32[64, 16][1, 64]cpu" = torch.ops.aten.t.default(arg58_1)
        t_35: "f32[16, 64][64, 1]cpu" = torch.ops.aten.t.default(t_34)
        mm_14: "f32[32, 64][64, 1]cpu" = torch.ops.aten.mm.default(view_21, t_35)
        t_36: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_21)
        mm_15: "f32[16, 64][64, 1]cpu" = torch.ops.aten.mm.default(t_36, arg72_1)
        t_37: "f32[64, 16][1, 64]cpu" = torch.ops.aten.t.default(mm_15)
        sum_3: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_21, [0], True)
        view_22: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_3, [16])
        add_18: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg75_1, view_22)
        t_38: "f32[16, 64][64, 1]cpu" = torch.ops.aten.t.default(t_37)
        add_19: "f32[16, 64][64, 1]cpu" = torch.ops.aten.add.Tensor(arg76_1, t_38)
        view_23: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(mm_14, [2, 16, 64])
        view_24: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(arg71_1, [2, 16, 64])
        gelu_backward_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.gelu_backward.default(view_23, view_24)
        view_25: "f32[32, 64][64, 1]cpu" = torch.ops.aten.view.default(gelu_backward_1, [32, 64])
        t_39: "f32[16, 64][1, 16]cpu" = torch.ops.aten.t.default(arg57_1)
        t_40: "f32[64, 16][16, 1]cpu" = torch.ops.aten.t.default(t_39)
        mm_16: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_25, t_40)
        t_41: "f32[64, 32][1, 64]cpu" = torch.ops.aten.t.default(view_25)
        mm_17: "f32[64, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_41, arg70_1)
        t_42: "f32[16, 64][1, 16]cpu" = torch.ops.aten.t.default(mm_17)
        sum_4: "f32[1, 64][64, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_25, [0], True)
        view_26: "f32[64][1]cpu" = torch.ops.aten.view.default(sum_4, [64])
        add_20: "f32[64][1]cpu" = torch.ops.aten.add.Tensor(arg78_1, view_26)
        t_43: "f32[64, 16][16, 1]cpu" = torch.ops.aten.t.default(t_42)
        add_21: "f32[64, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg79_1, t_43)
        view_27: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_16, [2, 16, 16])
        native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_27, arg67_1, [16], arg68_1, arg69_1, arg55_1, arg56_1, [True, True, True])
        getitem_12: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward_3[0]
        getitem_13: "f32[16][1]cpu" = native_layer_norm_backward_3[1]
        getitem_14: "f32[16][1]cpu" = native_layer_norm_backward_3[2]
        add_22: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg81_1, getitem_13)
        add_23: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg80_1, getitem_14)
        add_24: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_17, getitem_12)
        view_28: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_24, [32, 16])
        t_44: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_28)
        mm_18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_44, arg66_1)
        t_45: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_18)
        t_46: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg54_1)
        t_47: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_46)
        mm_19: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_28, t_47)
        view_29: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_19, [2, 16, 16])
        t_48: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_45)
        add_25: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg82_1, t_48)
        view_30: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(view_29, [2, 16, 4, 4])
        transpose_4: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.transpose.int(view_30, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_backward_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            transpose_4,
            arg62_1,
            arg63_1,
            arg64_1,
            arg73_1,
            arg65_1,
            0.0,
            True
        )
        getitem_15: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_1[0]
        getitem_16: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_1[1]
        getitem_17: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_1[2]
        transpose_5: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(getitem_17, 1, 2)
        view_31: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(transpose_5, [2, 16, 16])
        transpose_6: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(getitem_16, 1, 2)
        view_32: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(transpose_6, [2, 16, 16])
        transpose_7: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(getitem_15, 1, 2)
        view_33: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(transpose_7, [2, 16, 16])
        view_34: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_31, [32, 16])
        t_49: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_34)
        mm_20: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_49, arg61_1)
        t_50: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_20)
        t_51: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg53_1)
        t_52: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_51)
        mm_21: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_34, t_52)
        view_35: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_21, [2, 16, 16])
        t_53: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_50)
        add_26: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg83_1, t_53)
        view_36: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_32, [32, 16])
        t_54: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_36)
        mm_22: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_54, arg61_1)
        t_55: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_22)
        t_56: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg52_1)
        t_57: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_56)
        mm_23: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_36, t_57)
        view_37: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_23, [2, 16, 16])
        add_27: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(view_35, view_37)
        t_58: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_55)
        add_28: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg84_1, t_58)
        view_38: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_33, [32, 16])
        t_59: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_38)
        mm_24: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_59, arg61_1)
        t_60: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_24)
        t_61: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg51_1)
        t_62: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_61)
        mm_25: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_38, t_62)
        view_39: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_25, [2, 16, 16])
        add_29: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_27, view_39)
        t_63: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_60)
        add_30: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg85_1, t_63)
        native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(add_29, arg50_1, [16], arg59_1, arg60_1, arg48_1, arg49_1, [True, True, True])
        getitem_18: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward_4[0]
        getitem_19: "f32[16][1]cpu" = native_layer_norm_backward_4[1]
        getitem_20: "f32[16][1]cpu" = native_layer_norm_backward_4[2]
        add_31: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg93_1, getitem_19)
        add_32: "f32[16][1]cpu" = torch.ops.aten.add.Tensor(arg92_1, getitem_20)
        add_33: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_24, getitem_18)
        sum_5: "f32[1, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sum.dim_IntList(add_33, [0], True)
        view_40: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(sum_5, [16, 16])
        embedding_dense_backward: "f32[16, 16][16, 1]cpu" = torch.ops.aten.embedding_dense_backward.default(view_40, arg86_1, 16, -1, False)
        add_34: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg88_1, embedding_dense_backward)
        embedding_dense_backward_1: "f32[8, 16][16, 1]cpu" = torch.ops.aten.embedding_dense_backward.default(add_33, arg89_1, 8, -1, False)
        add_35: "f32[8, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(t_3, embedding_dense_backward_1)
        add_36: "f32[8, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg91_1, add_35)
        copy_: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg8_1, add_1)
        copy__1: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg9_1, add)
        copy__2: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg37_1, add_2)
        copy__3: "f32[16, 64][64, 1]cpu" = torch.ops.aten.copy_.default(arg38_1, add_3)
        copy__4: "f32[64][1]cpu" = torch.ops.aten.copy_.default(arg40_1, add_4)
        copy__5: "f32[64, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg41_1, add_5)
        copy__6: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg42_1, add_7)
        copy__7: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg43_1, add_6)
        copy__8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg44_1, add_9)
        copy__9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg45_1, add_10)
        copy__10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg46_1, add_12)
        copy__11: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg47_1, add_14)
        copy__12: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg75_1, add_18)
        copy__13: "f32[16, 64][64, 1]cpu" = torch.ops.aten.copy_.default(arg76_1, add_19)
        copy__14: "f32[64][1]cpu" = torch.ops.aten.copy_.default(arg78_1, add_20)
        copy__15: "f32[64, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg79_1, add_21)
        copy__16: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg80_1, add_23)
        copy__17: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg81_1, add_22)
        copy__18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg82_1, add_25)
        copy__19: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg83_1, add_26)
        copy__20: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg84_1, add_28)
        copy__21: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg85_1, add_30)
        copy__22: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg88_1, add_34)
        copy__23: "f32[8, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg91_1, add_36)
        copy__24: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg92_1, add_32)
        copy__25: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg93_1, add_31)
        copy__26: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg94_1, add_16)
        copy__27: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg95_1, add_15)
        return (
            copy_,
            copy__1,
            copy__27,
            copy__26,
            copy__11,
            copy__10,
            copy__9,
            copy__8,
            copy__7,
            copy__6,
            copy__5,
            copy__3,
            copy__2,
            copy__4,
            copy__25,
            copy__24,
            copy__21,
            copy__20,
            copy__19,
            copy__18,
            copy__17,
            copy__16,
            copy__15,
            copy__13,
            copy__12,
            copy__14,
            copy__22,
            copy__23
        )
