# fxgolden golden | case: fsdp/traceable_transformer[aot_eager] | artifact: g3.inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class _lambda_(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[16][1]cpu",
        arg1_1: "f32[16][1]cpu",
        arg2_1: "f32[2, 16, 16][256, 16, 1]cpu",
        arg3_1: "f32[16, 16][16, 1]cpu",
        arg4_1: "f32[16, 16][16, 1]cpu",
        arg5_1: "f32[16, 16][16, 1]cpu",
        arg6_1: "f32[16, 16][16, 1]cpu",
        arg7_1: "f32[16][1]cpu",
        arg8_1: "f32[16][1]cpu",
        arg9_1: "f32[64, 16][16, 1]cpu",
        arg10_1: "f32[16, 64][64, 1]cpu",
        arg11_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg12_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg13_1: "f32[32, 16][16, 1]cpu",
        arg14_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg15_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg16_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg17_1: "f32[2, 4, 16][64, 1, 4]cpu",
        arg18_1: "f32[32, 16][16, 1]cpu",
        arg19_1: "f32[2, 16, 16][256, 16, 1]cpu",
        arg20_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg21_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg22_1: "f32[32, 16][16, 1]cpu",
        arg23_1: "f32[32, 64][64, 1]cpu",
        arg24_1: "f32[32, 64][64, 1]cpu",
        arg25_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg26_1: "f32[2, 16, 16][256, 16, 1]cpu",
        arg27_1: "f32[16][1]cpu",
        arg28_1: "f32[64][1]cpu"
    ):
        #> (no module): cases.models.FeedForward.forward
        view: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(arg26_1, [32, 16])
        #> feed_forward.w2: cases.models.FeedForward.forward
        t: "f32[64, 16][1, 64]cpu" = torch.ops.aten.t.default(arg10_1)
        #> (no module): cases.models.FeedForward.forward
        t_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.t.default(t)
        mm: "f32[32, 64][64, 1]cpu" = torch.ops.aten.mm.default(view, t_1)
        t_2: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view)
        mm_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.mm.default(t_2, arg24_1)
        t_3: "f32[64, 16][1, 64]cpu" = torch.ops.aten.t.default(mm_1)
        sum_1: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(view, [0], True)
        view_1: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_1, [16])
        #> (no module): (generated code)
        new_empty_strided: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view_1, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided, view_1)
        #> (no module): cases.models.FeedForward.forward
        t_4: "f32[16, 64][64, 1]cpu" = torch.ops.aten.t.default(t_3)
        #> (no module): (generated code)
        new_empty_strided_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_4, [16, 64], [64, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_1, t_4)
        #> (no module): cases.models.FeedForward.forward
        view_2: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(mm, [2, 16, 64])
        #> feed_forward.w1: cases.models.FeedForward.forward
        view_3: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(arg23_1, [2, 16, 64])
        #> (no module): cases.models.FeedForward.forward
        gelu_backward: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.gelu_backward.default(view_2, view_3)
        view_4: "f32[32, 64][64, 1]cpu" = torch.ops.aten.view.default(gelu_backward, [32, 64])
        #> feed_forward.w1: cases.models.FeedForward.forward
        t_5: "f32[16, 64][1, 16]cpu" = torch.ops.aten.t.default(arg9_1)
        #> (no module): cases.models.FeedForward.forward
        t_6: "f32[64, 16][16, 1]cpu" = torch.ops.aten.t.default(t_5)
        mm_2: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_4, t_6)
        t_7: "f32[64, 32][1, 64]cpu" = torch.ops.aten.t.default(view_4)
        mm_3: "f32[64, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_7, arg22_1)
        t_8: "f32[16, 64][1, 16]cpu" = torch.ops.aten.t.default(mm_3)
        sum_2: "f32[1, 64][64, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_4, [0], True)
        view_5: "f32[64][1]cpu" = torch.ops.aten.view.default(sum_2, [64])
        #> (no module): (generated code)
        new_empty_strided_2: "f32[64][1]cpu" = torch.ops.aten.new_empty_strided.default(view_5, [64], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_2: "f32[64][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_2, view_5)
        #> (no module): cases.models.FeedForward.forward
        t_9: "f32[64, 16][16, 1]cpu" = torch.ops.aten.t.default(t_8)
        #> (no module): (generated code)
        new_empty_strided_3: "f32[64, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_9, [64, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_3: "f32[64, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_3, t_9)
        #> (no module): cases.models.FeedForward.forward
        view_6: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_2, [2, 16, 16])
        #> (no module): cases.models.TransformerBlock.forward
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_6, arg19_1, [16], arg20_1, arg21_1, arg7_1, arg8_1, [True, True, True])
        getitem: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward[0]
        getitem_1: "f32[16][1]cpu" = native_layer_norm_backward[1]
        getitem_2: "f32[16][1]cpu" = native_layer_norm_backward[2]
        #> (no module): (generated code)
        new_empty_strided_4: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(getitem_1, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_4: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_4, getitem_1)
        new_empty_strided_5: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(getitem_2, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_5: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_5, getitem_2)
        #> (no module): cases.models.TransformerBlock.forward
        add: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(arg26_1, getitem)
        #> (no module): cases.models.Attention.forward
        view_7: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add, [32, 16])
        t_10: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_7)
        mm_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_10, arg18_1)
        t_11: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_4)
        #> attention.wo: cases.models.Attention.forward
        t_12: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg6_1)
        #> (no module): cases.models.Attention.forward
        t_13: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_12)
        mm_5: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_7, t_13)
        view_8: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_5, [2, 16, 16])
        t_14: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_11)
        #> (no module): (generated code)
        new_empty_strided_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_14, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_6, t_14)
        #> (no module): cases.models.Attention.forward
        view_9: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(view_8, [2, 16, 4, 4])
        transpose: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.transpose.int(view_9, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            transpose,
            arg14_1,
            arg15_1,
            arg16_1,
            arg25_1,
            arg17_1,
            0.0,
            True
        )
        getitem_3: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_4: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_5: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[2]
        transpose_1: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(getitem_5, 1, 2)
        view_10: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(transpose_1, [2, 16, 16])
        transpose_2: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(getitem_4, 1, 2)
        view_11: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(transpose_2, [2, 16, 16])
        transpose_3: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.transpose.int(getitem_3, 1, 2)
        view_12: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(transpose_3, [2, 16, 16])
        view_13: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_10, [32, 16])
        t_15: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_13)
        mm_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_15, arg13_1)
        t_16: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_6)
        #> attention.wv: cases.models.Attention.forward
        t_17: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg5_1)
        #> (no module): cases.models.Attention.forward
        t_18: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_17)
        mm_7: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_13, t_18)
        view_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_7, [2, 16, 16])
        t_19: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_16)
        #> (no module): (generated code)
        new_empty_strided_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_19, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_7, t_19)
        #> (no module): cases.models.Attention.forward
        view_15: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_11, [32, 16])
        t_20: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_15)
        mm_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_20, arg13_1)
        t_21: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_8)
        #> attention.wk: cases.models.Attention.forward
        t_22: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg4_1)
        #> (no module): cases.models.Attention.forward
        t_23: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_22)
        mm_9: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_15, t_23)
        view_16: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_9, [2, 16, 16])
        add_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(view_14, view_16)
        t_24: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_21)
        #> (no module): (generated code)
        new_empty_strided_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_24, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_8, t_24)
        #> (no module): cases.models.Attention.forward
        view_17: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_12, [32, 16])
        t_25: "f32[16, 32][1, 16]cpu" = torch.ops.aten.t.default(view_17)
        mm_10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_25, arg13_1)
        t_26: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_10)
        #> attention.wq: cases.models.Attention.forward
        t_27: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(arg3_1)
        #> (no module): cases.models.Attention.forward
        t_28: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_27)
        mm_11: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_17, t_28)
        view_18: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_11, [2, 16, 16])
        add_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_1, view_18)
        t_29: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_26)
        #> (no module): (generated code)
        new_empty_strided_9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_29, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_9, t_29)
        #> (no module): cases.models.TransformerBlock.forward
        native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(add_2, arg2_1, [16], arg11_1, arg12_1, arg0_1, arg1_1, [True, True, True])
        getitem_6: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward_1[0]
        getitem_7: "f32[16][1]cpu" = native_layer_norm_backward_1[1]
        getitem_8: "f32[16][1]cpu" = native_layer_norm_backward_1[2]
        #> (no module): (generated code)
        new_empty_strided_10: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(getitem_7, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_10: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_10, getitem_7)
        new_empty_strided_11: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(getitem_8, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_11: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_11, getitem_8)
        #> (no module): cases.models.TransformerBlock.forward
        add_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add, getitem_6)
        return (add_3, copy_10, copy_11, copy_9, copy_8, copy_7, copy_6, copy_4, copy_5, copy_3, copy_1, copy, copy_2)
