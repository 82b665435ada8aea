# fxgolden golden | case: fsdp/traceable_transformer[inductor] | artifact: g3.inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class _lambda_(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[16][1]cpu",
        arg1_1: "f32[2, 16, 16][256, 16, 1]cpu",
        arg2_1: "f32[16, 16][16, 1]cpu",
        arg3_1: "f32[16, 16][16, 1]cpu",
        arg4_1: "f32[16, 16][16, 1]cpu",
        arg5_1: "f32[16, 16][16, 1]cpu",
        arg6_1: "f32[16][1]cpu",
        arg7_1: "f32[64, 16][16, 1]cpu",
        arg8_1: "f32[16, 64][64, 1]cpu",
        arg9_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg10_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg11_1: "f32[32, 16][16, 1]cpu",
        arg12_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg13_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg14_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg15_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu",
        arg16_1: "f32[2, 4, 16][64, 1, 4]cpu",
        arg17_1: "f32[32, 16][16, 1]cpu",
        arg18_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg19_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg20_1: "f32[32, 16][16, 1]cpu",
        arg21_1: "f32[32, 64][64, 1]cpu",
        arg22_1: "f32[32, 64][64, 1]cpu",
        arg23_1: "f32[2, 16, 16][256, 16, 1]cpu",
        arg24_1: "f32[16][1]cpu",
        arg25_1: "f32[64][1]cpu",
        arg26_1: "f32[16][1]cpu",
        arg27_1: "f32[16][1]cpu"
    ):
        #> (no module): cases.models.FeedForward.forward
        view: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(arg23_1, [32, 16])
        mm: "f32[32, 64][64, 1]cpu" = torch.ops.aten.mm.default(view, arg8_1)
        permute: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view, [1, 0])
        mm_1: "f32[16, 64][64, 1]cpu" = torch.ops.aten.mm.default(permute, arg22_1)
        #> (no module): (generated code)
        new_empty_strided: "f32[16, 64][64, 1]cpu" = torch.ops.aten.new_empty_strided.default(mm_1, [16, 64], [64, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        #> (no module): cases.models.FeedForward.forward
        sum_1: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(view, [0], True)
        view_1: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_1, [16])
        #> (no module): (generated code)
        new_empty_strided_1: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view_1, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        #> (no module): cases.models.FeedForward.forward
        view_2: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(mm, [2, 16, 64])
        #> feed_forward.w1: cases.models.FeedForward.forward
        view_3: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.view.default(arg21_1, [2, 16, 64])
        #> feed_forward.gelu: cases.models.FeedForward.forward
        mul: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_3, 0.7071067811865476)
        erf: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.erf.default(mul)
        add: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(erf, 1)
        #> (no module): cases.models.FeedForward.forward
        mul_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(add, 0.5)
        mul_2: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_3, view_3)
        mul_3: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, -0.5)
        exp: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.exp.default(mul_3)
        mul_4: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327)
        mul_5: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_3, mul_4)
        add_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(mul_1, mul_5)
        mul_6: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_2, add_1)
        view_4: "f32[32, 64][64, 1]cpu" = torch.ops.aten.view.default(mul_6, [32, 64])
        mm_2: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_4, arg7_1)
        permute_1: "f32[64, 32][1, 64]cpu" = torch.ops.aten.permute.default(view_4, [1, 0])
        mm_3: "f32[64, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_1, arg20_1)
        #> (no module): (generated code)
        new_empty_strided_2: "f32[64, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(mm_3, [64, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        #> (no module): cases.models.FeedForward.forward
        sum_2: "f32[1, 64][64, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_4, [0], True)
        view_5: "f32[64][1]cpu" = torch.ops.aten.view.default(sum_2, [64])
        #> (no module): (generated code)
        new_empty_strided_3: "f32[64][1]cpu" = torch.ops.aten.new_empty_strided.default(view_5, [64], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        #> (no module): cases.models.FeedForward.forward
        view_6: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_2, [2, 16, 16])
        #> (no module): cases.models.TransformerBlock.forward
        mul_7: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_6, arg6_1)
        mul_8: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_7, 16)
        sum_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_7, [2], True)
        #> attention.wo: cases.models.Attention.forward
        view_7: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(arg17_1, [2, 16, 16])
        #> (no module): cases.models.TransformerBlock.forward
        add_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(arg1_1, view_7)
        #> ffn_norm: cases.models.TransformerBlock.forward
        sub: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(add_2, arg18_1)
        mul_9: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(sub, arg19_1)
        #> (no module): cases.models.TransformerBlock.forward
        mul_10: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_7, mul_9)
        sum_4: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_10, [2], True)
        mul_11: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_9, sum_4)
        sub_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(mul_8, sum_3)
        sub_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(sub_1, mul_11)
        div: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(arg19_1, 16)
        mul_12: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(div, sub_2)
        mul_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_6, mul_9)
        sum_5: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(mul_13, [0, 1])
        #> (no module): (generated code)
        new_empty_strided_4: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(sum_5, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        #> (no module): cases.models.TransformerBlock.forward
        sum_6: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(view_6, [0, 1])
        #> (no module): (generated code)
        new_empty_strided_5: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(sum_6, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        #> (no module): cases.models.TransformerBlock.forward
        add_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(arg23_1, mul_12)
        #> (no module): cases.models.Attention.forward
        view_8: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(add_3, [32, 16])
        permute_2: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_8, [1, 0])
        #> attention: cases.models.Attention.forward
        permute_3: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(arg15_1, [0, 2, 1, 3])
        view_9: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_3, [2, 16, -1])
        #> attention.wo: cases.models.Attention.forward
        view_10: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_9, [32, 16])
        #> (no module): cases.models.Attention.forward
        mm_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_2, view_10)
        #> (no module): (generated code)
        new_empty_strided_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(mm_4, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        #> (no module): cases.models.Attention.forward
        mm_5: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_8, arg5_1)
        view_11: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_5, [2, 16, 16])
        view_12: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.view.default(view_11, [2, 16, 4, 4])
        permute_4: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.permute.default(view_12, [0, 2, 1, 3])
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            permute_4,
            arg12_1,
            arg13_1,
            arg14_1,
            arg15_1,
            arg16_1,
            0.0,
            True
        )
        getitem: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_2: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[2]
        permute_5: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem_2, [0, 2, 1, 3])
        view_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_5, [2, 16, 16])
        permute_6: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem_1, [0, 2, 1, 3])
        view_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_6, [2, 16, 16])
        permute_7: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(getitem, [0, 2, 1, 3])
        view_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(permute_7, [2, 16, 16])
        view_16: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_13, [32, 16])
        permute_8: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_16, [1, 0])
        mm_6: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_8, arg11_1)
        #> (no module): (generated code)
        new_empty_strided_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(mm_6, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        #> (no module): cases.models.Attention.forward
        mm_7: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_16, arg4_1)
        view_17: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_7, [2, 16, 16])
        view_18: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_14, [32, 16])
        permute_9: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_18, [1, 0])
        mm_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_9, arg11_1)
        #> (no module): (generated code)
        new_empty_strided_8: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(mm_8, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        #> (no module): cases.models.Attention.forward
        mm_9: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_18, arg3_1)
        view_19: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_9, [2, 16, 16])
        add_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(view_17, view_19)
        view_20: "f32[32, 16][16, 1]cpu" = torch.ops.aten.view.default(view_15, [32, 16])
        permute_10: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(view_20, [1, 0])
        mm_10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_10, arg11_1)
        #> (no module): (generated code)
        new_empty_strided_9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(mm_10, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        #> (no module): cases.models.Attention.forward
        mm_11: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(view_20, arg2_1)
        view_21: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.view.default(mm_11, [2, 16, 16])
        add_5: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_4, view_21)
        #> (no module): cases.models.TransformerBlock.forward
        mul_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_5, arg0_1)
        mul_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_14, 16)
        sum_7: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_14, [2], True)
        #> attention_norm: cases.models.TransformerBlock.forward
        sub_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(arg1_1, arg9_1)
        mul_16: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(sub_3, arg10_1)
        #> (no module): cases.models.TransformerBlock.forward
        mul_17: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_14, mul_16)
        sum_8: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_17, [2], True)
        mul_18: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_16, sum_8)
        sub_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(mul_15, sum_7)
        sub_5: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(sub_4, mul_18)
        div_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(arg10_1, 16)
        mul_19: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(div_1, sub_5)
        mul_20: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(add_5, mul_16)
        sum_9: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(mul_20, [0, 1])
        #> (no module): (generated code)
        new_empty_strided_10: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(sum_9, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        #> (no module): cases.models.TransformerBlock.forward
        sum_10: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(add_5, [0, 1])
        #> (no module): (generated code)
        new_empty_strided_11: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(sum_10, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        #> (no module): cases.models.TransformerBlock.forward
        add_6: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(add_3, mul_19)
        return (add_6, sum_9, mm_10, mm_8, mm_6, mm_4, sum_5, mm_3, mm_1, view_1, view_5, sum_6, sum_10)
