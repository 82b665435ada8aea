# fxgolden golden | case: fsdp/traceable_transformer[aot_eager] | artifact: g7.inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
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
        arg37_1: "f32[64][1]cpu",
        arg38_1: "f32[16][1]cpu",
        arg39_1: "f32[16][1]cpu",
        arg40_1: "f32[2, 16, 16][256, 16, 1]cpu",
        arg41_1: "f32[16, 16][16, 1]cpu",
        arg42_1: "f32[16, 16][16, 1]cpu",
        arg43_1: "f32[16, 16][16, 1]cpu",
        arg44_1: "f32[16, 16][16, 1]cpu",
        arg45_1: "f32[16][1]cpu",
        arg46_1: "f32[16][1]cpu",
        arg47_1: "f32[64, 16][16, 1]cpu",
        arg48_1: "f32[16, 64][64, 1]cpu",
        arg49_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg50_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg51_1: "f32[32, 16][16, 1]cpu",
        arg52_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg53_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg54_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg55_1: "f32[2, 4, 16][64, 1, 4]cpu",
        arg56_1: "f32[32, 16][16, 1]cpu",
        arg57_1: "f32[2, 16, 16][256, 16, 1]cpu",
        arg58_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg59_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg60_1: "f32[32, 16][16, 1]cpu",
        arg61_1: "f32[32, 64][64, 1]cpu",
        arg62_1: "f32[32, 64][64, 1]cpu",
        arg63_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg64_1: "f32[16][1]cpu",
        arg65_1: "f32[64][1]cpu",
        arg66_1: "i64[16][1]cpu",
        arg67_1: "f32[16, 16][16, 1]cpu",
        arg68_1: "f32[16, 16][16, 1]cpu",
        arg69_1: "i64[2, 16][16, 1]cpu",
        arg70_1: "f32[8, 16][16, 1]cpu",
        arg71_1: "f32[8, 16][16, 1]cpu",
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
        t: "f32[8, s63*s68][0, 0]cpu" = torch.ops.aten.t.default(view)
        mm: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mm.default(t, arg2_1)
        t_1: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(mm)
        t_2: "f32[8, 16][16, 1]cpu" = torch.ops.aten.t.default(arg1_1)
        mm_1: "f32[s63*s68, 16][16, 1]cpu" = torch.ops.aten.mm.default(view, t_2)
        t_3: "f32[8, 16][16, 1]cpu" = torch.ops.aten.t.default(t_1)
        view_1: "f32[2, ((s63*s68)//2), 16][16*(((s63*s68)//2)), 16, 1]cpu" = torch.ops.aten.view.default(mm_1, [2, arg92_1, 16])
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_1, arg4_1, [arg97_1], arg6_1, arg7_1, arg5_1, arg3_1, [True, True, True])
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
        new_empty_strided: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view_3, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided, view_3)
        t_8: "f32[16, 64][64, 1]cpu" = torch.ops.aten.t.default(t_7)
        new_empty_strided_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_8, [16, 64], [64, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_1, t_8)
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
        new_empty_strided_2: "f32[64][1]cpu" = torch.ops.aten.new_empty_strided.default(view_7, [64], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_2: "f32[64][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_2, view_7)
        t_13: "f32[64, 16][16, 1]cpu" = torch.ops.aten.t.default(t_12)
        new_empty_strided_3: "f32[64, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_13, [64, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_3: "f32[64, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_3, t_13)
        view_8: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_4, [2, 16, 16])
        native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_8, arg29_1, [16], arg30_1, arg31_1, arg17_1, arg18_1, [True, True, True])
        getitem_3: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward_1[0]
        getitem_4: "f32[16][1]cpu" = native_layer_norm_backward_1[1]
        getitem_5: "f32[16][1]cpu" = native_layer_norm_backward_1[2]
        new_empty_strided_4: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(getitem_4, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_4: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_4, getitem_4)
        new_empty_strided_5: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(getitem_5, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_5: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_5, getitem_5)
        add_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(getitem, getitem_3)
        view_9: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_2, [32, 16])
        t_14: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_9)
        mm_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_14, arg28_1)
        t_15: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_6)
        t_16: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg16_1)
        t_17: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_16)
        mm_7: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_9, t_17)
        view_10: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_7, [2, 16, 16])
        t_18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_15)
        new_empty_strided_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_18, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_6, t_18)
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
        new_empty_strided_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_23, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_7, t_23)
        view_17: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_13, [32, 16])
        t_24: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_17)
        mm_10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_24, arg23_1)
        t_25: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_10)
        t_26: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg14_1)
        t_27: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_26)
        mm_11: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_17, t_27)
        view_18: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_11, [2, 16, 16])
        add_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(view_16, view_18)
        t_28: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_25)
        new_empty_strided_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_28, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_8, t_28)
        view_19: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_14, [32, 16])
        t_29: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_19)
        mm_12: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_29, arg23_1)
        t_30: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_12)
        t_31: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg13_1)
        t_32: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_31)
        mm_13: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_19, t_32)
        view_20: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_13, [2, 16, 16])
        add_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_3, view_20)
        t_33: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_30)
        new_empty_strided_9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_33, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_9, t_33)
        native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(add_4, arg12_1, [16], arg21_1, arg22_1, arg10_1, arg11_1, [True, True, True])
        getitem_9: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward_2[0]
        getitem_10: "f32[16][1]cpu" = native_layer_norm_backward_2[1]
        getitem_11: "f32[16][1]cpu" = native_layer_norm_backward_2[2]
        new_empty_strided_10: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(getitem_10, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_10: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_10, getitem_10)
        new_empty_strided_11: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(getitem_11, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_11: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_11, getitem_11)
        add_5: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_2, getitem_9)
        view_21: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_5, [32, 16])
        t_34: "f32[64, 16][1, 64]cpu" = torch.ops.aten.t.default(arg48_1)
        t_35: "f32[16, 64][64, 1]cpu" = torch.ops.aten.t.default(t_34)
        mm_14: "f32[32, 64][64, 1]cpu" = torch.ops.aten.mm.default(view_21, t_35)
        t_36: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_21)
        mm_15: "f32[16, 64][64, 1]cpu" = torch.ops.aten.mm.default(t_36, arg62_1)
        t_37: "f32[64, 16][1, 64]cpu" = torch.ops.aten.t.default(mm_15)
        sum_3: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_21, [0], True)
        view_22: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_3, [16])
        new_empty_strided_12: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view_22, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_12: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_12, view_22)
        t_38: "f32[16, 64][64, 1]cpu" = torch.ops.aten.t.default(t_37)
        new_empty_strided_13: "f32[16, 64][64, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_38, [16, 64], [64, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_13: "f32[16, 64][64, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_13, t_38)
        view_23: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(mm_14, [2, 16, 64])
        view_24: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(arg61_1, [2, 16, 64])
        gelu_backward_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.gelu_backward.default(view_23, view_24)
        view_25: "f32[32, 64][64, 1]cpu" = torch.ops.aten.view.default(gelu_backward_1, [32, 64])
        t_39: "f32[16, 64][1, 16]cpu" = torch.ops.aten.t.default(arg47_1)
        t_40: "f32[64, 16][16, 1]cpu" = torch.ops.aten.t.default(t_39)
        mm_16: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_25, t_40)
        t_41: "f32[64, 32][1, 64]cpu" = torch.ops.aten.t.default(view_25)
        mm_17: "f32[64, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_41, arg60_1)
        t_42: "f32[16, 64][1, 16]cpu" = torch.ops.aten.t.default(mm_17)
        sum_4: "f32[1, 64][64, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_25, [0], True)
        view_26: "f32[64][1]cpu" = torch.ops.aten.view.default(sum_4, [64])
        new_empty_strided_14: "f32[64][1]cpu" = torch.ops.aten.new_empty_strided.default(view_26, [64], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_14: "f32[64][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_14, view_26)
        t_43: "f32[64, 16][16, 1]cpu" = torch.ops.aten.t.default(t_42)
        new_empty_strided_15: "f32[64, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_43, [64, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_15: "f32[64, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_15, t_43)
        view_27: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_16, [2, 16, 16])
        native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_27, arg57_1, [16], arg58_1, arg59_1, arg45_1, arg46_1, [True, True, True])
        getitem_12: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward_3[0]
        getitem_13: "f32[16][1]cpu" = native_layer_norm_backward_3[1]
        getitem_14: "f32[16][1]cpu" = native_layer_norm_backward_3[2]
        new_empty_strided_16: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(getitem_13, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_16: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_16, getitem_13)
        new_empty_strided_17: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(getitem_14, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_17: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_17, getitem_14)
        add_6: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_5, getitem_12)
        view_28: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_6, [32, 16])
        t_44: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_28)
        mm_18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_44, arg56_1)
        t_45: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_18)
        t_46: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg44_1)
        t_47: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_46)
        mm_19: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_28, t_47)
        view_29: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_19, [2, 16, 16])
        t_48: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_45)
        new_empty_strided_18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_48, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_18, t_48)
        view_30: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(view_29, [2, 16, 4, 4])
        transpose_4: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.transpose.int(view_30, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_backward_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            transpose_4,
            arg52_1,
            arg53_1,
            arg54_1,
            arg63_1,
            arg55_1,
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
        mm_20: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_49, arg51_1)
        t_50: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_20)
        t_51: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg43_1)
        t_52: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_51)
        mm_21: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_34, t_52)
        view_35: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_21, [2, 16, 16])
        t_53: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_50)
        new_empty_strided_19: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_53, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_19: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_19, t_53)
        view_36: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_32, [32, 16])
        t_54: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_36)
        mm_22: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_54, arg51_1)
        t_55: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_22)
        t_56: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg42_1)
        t_57: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_56)
        mm_23: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_36, t_57)
        view_37: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_23, [2, 16, 16])
        add_7: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(view_35, view_37)
        t_58: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_55)
        new_empty_strided_20: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_58, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_20: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_20, t_58)
        view_38: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_33, [32, 16])
        t_59: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_38)
        mm_24: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_59, arg51_1)
        t_60: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_24)
        t_61: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg41_1)
        t_62: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_61)
        mm_25: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_38, t_62)
        view_39: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_25, [2, 16, 16])
        add_8: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_7, view_39)
        t_63: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_60)
        new_empty_strided_21: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_63, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_21: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_21, t_63)
        native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(add_8, arg40_1, [16], arg49_1, arg50_1, arg38_1, arg39_1, [True, True, True])
        getitem_18: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward_4[0]
        getitem_19: "f32[16][1]cpu" = native_layer_norm_backward_4[1]
        getitem_20: "f32[16][1]cpu" = native_layer_norm_backward_4[2]
        new_empty_strided_22: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(getitem_19, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_22: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_22, getitem_19)
        new_empty_strided_23: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(getitem_20, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_23: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_23, getitem_20)
        add_9: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_6, getitem_18)
        sum_5: "f32[1, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sum.dim_IntList(add_9, [0], True)
        view_40: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(sum_5, [16, 16])
        embedding_dense_backward: "f32[16, 16][16, 1]cpu" = torch.ops.aten.embedding_dense_backward.default(view_40, arg66_1, 16, -1, False)
        add_10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg68_1, embedding_dense_backward)
        embedding_dense_backward_1: "f32[8, 16][16, 1]cpu" = torch.ops.aten.embedding_dense_backward.default(add_9, arg69_1, 8, -1, False)
        add_11: "f32[8, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(t_3, embedding_dense_backward_1)
        add_12: "f32[8, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg71_1, add_11)
        copy_: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg8_1, add_1)
        copy__1: "f32[16][1]cpu" = torch.ops.aten.copy_.default(arg9_1, add)
        copy__2: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg68_1, add_10)
        copy__3: "f32[8, 16][16, 1]cpu" = torch.ops.aten.copy_.default(arg71_1, add_12)
        return (
            copy_,
            copy__1,
            copy_10,
            copy_11,
            copy_9,
            copy_8,
            copy_7,
            copy_6,
            copy_4,
            copy_5,
            copy_3,
            copy_1,
            copy,
            copy_2,
            copy_22,
            copy_23,
            copy_21,
            copy_20,
            copy_19,
            copy_18,
            copy_16,
            copy_17,
            copy_15,
            copy_13,
            copy_12,
            copy_14,
            copy__2,
            copy__3
        )
