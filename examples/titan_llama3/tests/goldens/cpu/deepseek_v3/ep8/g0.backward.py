# fxgolden golden | case: deepseek_v3/ep8 | artifact: g0.backward | normalizer: 7 | world: fake rank 0/64 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu",
        primals_2: "bf16[7168][1]cpu",
        primals_3: "bf16[1536, 7168][7168, 1]cpu",
        primals_4: "bf16[1536][1]cpu",
        primals_5: "bf16[24576, 1536][1536, 1]cpu",
        primals_6: "bf16[576, 7168][7168, 1]cpu",
        primals_8: "bf16[512][1]cpu",
        primals_9: "bf16[32768, 512][512, 1]cpu",
        primals_10: "bf16[7168, 16384][16384, 1]cpu",
        primals_11: "bf16[7168][1]cpu",
        primals_12: "bf16[18432, 7168][7168, 1]cpu",
        primals_13: "bf16[18432, 7168][7168, 1]cpu",
        primals_14: "bf16[7168, 18432][18432, 1]cpu",
        rsqrt: "f32[4, 4096, 1][4096, 1, 1]cpu",
        view: "bf16[16384, 7168][7168, 1]cpu",
        mm: "bf16[16384, 1536][1536, 1]cpu",
        rsqrt_1: "f32[4, 4096, 1][4096, 1, 1]cpu",
        view_1: "bf16[16384, 1536][1536, 1]cpu",
        getitem: "bf16[4, 4096, 512][2359296, 576, 1]cpu",
        rsqrt_2: "f32[4, 4096, 1][4096, 1, 1]cpu",
        view_2: "bf16[16384, 512][512, 1]cpu",
        _safe_softmax: "f32[4, 128, 4096, 4096][2147483648, 16777216, 4096, 1]cpu",
        view_3: "bf16[16384, 16384][16384, 1]cpu",
        mm_1: "bf16[16384, 7168][7168, 1]cpu",
        rsqrt_3: "f32[4, 4096, 1][4096, 1, 1]cpu",
        view_4: "bf16[16384, 7168][7168, 1]cpu",
        mm_2: "bf16[16384, 18432][18432, 1]cpu",
        mm_3: "bf16[16384, 18432][18432, 1]cpu",
        view_5: "bf16[16384, 18432][18432, 1]cpu",
        transpose: "f32[512, 128, 4096][524288, 1, 128]cpu",
        transpose_1: "f32[512, 192, 4096][786432, 1, 192]cpu",
        transpose_2: "f32[512, 4096, 192][786432, 1, 4096]cpu",
        _conj: "c64[1, 4096, 1, 32][131072, 32, 32, 1]cpu",
        tangents_1: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu"
    ):
        #> feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_6: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.view.default(tangents_1, [16384, 7168])
        t: "bf16[7168, 16384][1, 7168]cpu" = torch.ops.aten.t.default(view_6)
        mm_4: "bf16[7168, 18432][18432, 1]cpu" = torch.ops.aten.mm.default(t, view_5)
        t_1: "bf16[18432, 7168][1, 18432]cpu" = torch.ops.aten.t.default(mm_4)
        t_2: "bf16[18432, 7168][1, 18432]cpu" = torch.ops.aten.t.default(primals_14)
        t_3: "bf16[7168, 18432][18432, 1]cpu" = torch.ops.aten.t.default(t_2)
        mm_5: "bf16[16384, 18432][18432, 1]cpu" = torch.ops.aten.mm.default(view_6, t_3)
        view_7: "bf16[4, 4096, 18432][75497472, 18432, 1]cpu" = torch.ops.aten.view.default(mm_5, [4, 4096, 18432])
        t_4: "bf16[7168, 18432][18432, 1]cpu" = torch.ops.aten.t.default(t_1)
        #> feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view: "bf16[4, 4096, 18432][75497472, 18432, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_2, [4, 4096, 18432])
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu: "bf16[4, 4096, 18432][75497472, 18432, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view)
        mul: "bf16[4, 4096, 18432][75497472, 18432, 1]cpu" = torch.ops.aten.mul.Tensor(view_7, silu)
        #> feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view_1: "bf16[4, 4096, 18432][75497472, 18432, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_3, [4, 4096, 18432])
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_1: "bf16[4, 4096, 18432][75497472, 18432, 1]cpu" = torch.ops.aten.mul.Tensor(view_7, _unsafe_view_1)
        #> feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_8: "bf16[16384, 18432][18432, 1]cpu" = torch.ops.aten.view.default(mul, [16384, 18432])
        t_5: "bf16[18432, 16384][1, 18432]cpu" = torch.ops.aten.t.default(view_8)
        mm_6: "bf16[18432, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(t_5, view_4)
        t_6: "bf16[7168, 18432][1, 7168]cpu" = torch.ops.aten.t.default(mm_6)
        t_7: "bf16[7168, 18432][1, 7168]cpu" = torch.ops.aten.t.default(primals_13)
        t_8: "bf16[18432, 7168][7168, 1]cpu" = torch.ops.aten.t.default(t_7)
        mm_7: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(view_8, t_8)
        view_9: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.view.default(mm_7, [4, 4096, 7168])
        t_9: "bf16[18432, 7168][7168, 1]cpu" = torch.ops.aten.t.default(t_6)
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_backward: "bf16[4, 4096, 18432][75497472, 18432, 1]cpu" = torch.ops.aten.silu_backward.default(mul_1, _unsafe_view)
        #> feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_10: "bf16[16384, 18432][18432, 1]cpu" = torch.ops.aten.view.default(silu_backward, [16384, 18432])
        t_10: "bf16[18432, 16384][1, 18432]cpu" = torch.ops.aten.t.default(view_10)
        mm_8: "bf16[18432, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(t_10, view_4)
        t_11: "bf16[7168, 18432][1, 7168]cpu" = torch.ops.aten.t.default(mm_8)
        t_12: "bf16[7168, 18432][1, 7168]cpu" = torch.ops.aten.t.default(primals_12)
        t_13: "bf16[18432, 7168][7168, 1]cpu" = torch.ops.aten.t.default(t_12)
        mm_9: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(view_10, t_13)
        view_11: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.view.default(mm_9, [4, 4096, 7168])
        add: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(view_9, view_11)
        t_14: "bf16[18432, 7168][7168, 1]cpu" = torch.ops.aten.t.default(t_11)
        #> ffn_norm: torch.nn.functional.rms_norm
        _to_copy: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._to_copy.default(add, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        #> attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view_2: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_1, [4, 4096, 7168])
        #> (no module): torchtitan.models.deepseek_v3.model.DeepSeekV3TransformerBlock.forward
        add_1: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(primals_1, _unsafe_view_2)
        #> ffn_norm: torch.nn.functional.rms_norm
        _to_copy_1: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._to_copy.default(add_1, dtype = torch.float32)
        mul_2: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_1, rsqrt_3)
        mul_3: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy, mul_2)
        mul_4: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy, primals_11)
        sum_1: "f32[1, 1, 7168][7168, 7168, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_3, [0, 1], True)
        view_12: "f32[7168][1]cpu" = torch.ops.aten.view.default(sum_1, [7168])
        _to_copy_2: "bf16[7168][1]cpu" = torch.ops.aten._to_copy.default(view_12, dtype = torch.bfloat16)
        mul_5: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(mul_4, _to_copy_1)
        mul_6: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(mul_4, rsqrt_3)
        sum_2: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_5, [2], True)
        detach: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_3)
        detach_1: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.detach.default(detach)
        pow_1: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_1, 3)
        mul_7: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_2, -0.5)
        mul_8: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_7, pow_1)
        expand: "f32[4, 4096, 7168][4096, 1, 0]cpu" = torch.ops.aten.expand.default(mul_8, [4, 4096, 7168])
        div: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.div.Scalar(expand, 7168)
        pow_2: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(_to_copy_1, 1.0)
        mul_9: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Scalar(pow_2, 2.0)
        mul_10: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(div, mul_9)
        add_2: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(mul_6, mul_10)
        _to_copy_3: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._to_copy.default(add_2, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        add_3: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(tangents_1, _to_copy_3)
        #> attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_13: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.view.default(add_3, [16384, 7168])
        t_15: "bf16[7168, 16384][1, 7168]cpu" = torch.ops.aten.t.default(view_13)
        mm_10: "bf16[7168, 16384][16384, 1]cpu" = torch.ops.aten.mm.default(t_15, view_3)
        t_16: "bf16[16384, 7168][1, 16384]cpu" = torch.ops.aten.t.default(mm_10)
        t_17: "bf16[16384, 7168][1, 16384]cpu" = torch.ops.aten.t.default(primals_10)
        t_18: "bf16[7168, 16384][16384, 1]cpu" = torch.ops.aten.t.default(t_17)
        mm_11: "bf16[16384, 16384][16384, 1]cpu" = torch.ops.aten.mm.default(view_13, t_18)
        view_14: "bf16[4, 4096, 16384][67108864, 16384, 1]cpu" = torch.ops.aten.view.default(mm_11, [4, 4096, 16384])
        t_19: "bf16[7168, 16384][16384, 1]cpu" = torch.ops.aten.t.default(t_16)
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        view_15: "bf16[4, 4096, 128, 128][67108864, 16384, 128, 1]cpu" = torch.ops.aten.view.default(view_14, [4, 4096, 128, 128])
        #> attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose_3: "bf16[4, 128, 4096, 128][67108864, 128, 16384, 1]cpu" = torch.ops.aten.transpose.int(view_15, 1, 2)
        _to_copy_4: "f32[4, 128, 4096, 128][67108864, 128, 16384, 1]cpu" = torch.ops.aten._to_copy.default(transpose_3, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        clone: "f32[4, 128, 4096, 128][67108864, 524288, 128, 1]cpu" = torch.ops.aten.clone.default(_to_copy_4, memory_format = torch.contiguous_format)
        _unsafe_view_3: "f32[512, 4096, 128][524288, 128, 1]cpu" = torch.ops.aten._unsafe_view.default(clone, [512, 4096, 128])
        expand_1: "f32[4, 128, 4096, 4096][2147483648, 16777216, 4096, 1]cpu" = torch.ops.aten.expand.default(_safe_softmax, [4, 128, 4096, 4096])
        view_16: "f32[512, 4096, 4096][16777216, 4096, 1]cpu" = torch.ops.aten.view.default(expand_1, [512, 4096, 4096])
        transpose_4: "f32[512, 4096, 4096][16777216, 1, 4096]cpu" = torch.ops.aten.transpose.int(view_16, 1, 2)
        bmm: "f32[512, 4096, 128][524288, 128, 1]cpu" = torch.ops.aten.bmm.default(transpose_4, _unsafe_view_3)
        bmm_1: "f32[512, 4096, 4096][16777216, 4096, 1]cpu" = torch.ops.aten.bmm.default(_unsafe_view_3, transpose)
        view_17: "f32[4, 128, 4096, 128][67108864, 524288, 128, 1]cpu" = torch.ops.aten.view.default(bmm, [4, 128, 4096, 128])
        view_18: "f32[4, 128, 4096, 4096][2147483648, 16777216, 4096, 1]cpu" = torch.ops.aten.view.default(bmm_1, [4, 128, 4096, 4096])
        detach_2: "f32[4, 128, 4096, 4096][2147483648, 16777216, 4096, 1]cpu" = torch.ops.aten.detach.default(_safe_softmax)
        detach_3: "f32[4, 128, 4096, 4096][2147483648, 16777216, 4096, 1]cpu" = torch.ops.aten.detach.default(detach_2)
        _softmax_backward_data: "f32[4, 128, 4096, 4096][2147483648, 16777216, 4096, 1]cpu" = torch.ops.aten._softmax_backward_data.default(view_18, detach_3, -1, torch.float32)
        view_19: "f32[512, 4096, 4096][16777216, 4096, 1]cpu" = torch.ops.aten.view.default(_softmax_backward_data, [512, 4096, 4096])
        bmm_2: "f32[512, 192, 4096][786432, 4096, 1]cpu" = torch.ops.aten.bmm.default(transpose_1, view_19)
        bmm_3: "f32[512, 4096, 192][786432, 192, 1]cpu" = torch.ops.aten.bmm.default(view_19, transpose_2)
        view_20: "f32[4, 128, 192, 4096][100663296, 786432, 4096, 1]cpu" = torch.ops.aten.view.default(bmm_2, [4, 128, 192, 4096])
        view_21: "f32[4, 128, 4096, 192][100663296, 786432, 192, 1]cpu" = torch.ops.aten.view.default(bmm_3, [4, 128, 4096, 192])
        mul_11: "f32[4, 128, 192, 4096][100663296, 786432, 4096, 1]cpu" = torch.ops.aten.mul.Scalar(view_20, 0.3677414565436974)
        transpose_5: "f32[4, 128, 4096, 192][100663296, 786432, 1, 4096]cpu" = torch.ops.aten.transpose.int(mul_11, -2, -1)
        mul_12: "f32[4, 128, 4096, 192][100663296, 786432, 192, 1]cpu" = torch.ops.aten.mul.Scalar(view_21, 0.3677414565436974)
        _to_copy_5: "bf16[4, 128, 4096, 128][67108864, 524288, 128, 1]cpu" = torch.ops.aten._to_copy.default(view_17, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        _to_copy_6: "bf16[4, 128, 4096, 192][100663296, 786432, 1, 4096]cpu" = torch.ops.aten._to_copy.default(transpose_5, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        _to_copy_7: "bf16[4, 128, 4096, 192][100663296, 786432, 192, 1]cpu" = torch.ops.aten._to_copy.default(mul_12, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        transpose_6: "bf16[4, 4096, 128, 128][67108864, 128, 524288, 1]cpu" = torch.ops.aten.transpose.int(_to_copy_5, 1, 2)
        transpose_7: "bf16[4, 4096, 128, 192][100663296, 1, 786432, 4096]cpu" = torch.ops.aten.transpose.int(_to_copy_6, 1, 2)
        transpose_8: "bf16[4, 4096, 128, 192][100663296, 192, 786432, 1]cpu" = torch.ops.aten.transpose.int(_to_copy_7, 1, 2)
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        slice_1: "bf16[4, 4096, 128, 128][100663296, 1, 786432, 4096]cpu" = torch.ops.aten.slice.Tensor(transpose_7, 3, 0, 128)
        slice_2: "bf16[4, 4096, 128, 64][100663296, 1, 786432, 4096]cpu" = torch.ops.aten.slice.Tensor(transpose_7, 3, 128, 192)
        sum_3: "bf16[4, 4096, 1, 64][262144, 64, 64, 1]cpu" = torch.ops.aten.sum.dim_IntList(slice_2, [2], True)
        cat: "bf16[4, 4096, 128, 256][134217728, 32768, 256, 1]cpu" = torch.ops.aten.cat.default([slice_1, transpose_6], 3)
        view_22: "bf16[4, 4096, 32768][134217728, 32768, 1]cpu" = torch.ops.aten.view.default(cat, [4, 4096, 32768])
        #> attention.wkv_b: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_23: "bf16[16384, 32768][32768, 1]cpu" = torch.ops.aten.view.default(view_22, [16384, 32768])
        t_20: "bf16[32768, 16384][1, 32768]cpu" = torch.ops.aten.t.default(view_23)
        mm_12: "bf16[32768, 512][512, 1]cpu" = torch.ops.aten.mm.default(t_20, view_2)
        t_21: "bf16[512, 32768][1, 512]cpu" = torch.ops.aten.t.default(mm_12)
        t_22: "bf16[512, 32768][1, 512]cpu" = torch.ops.aten.t.default(primals_9)
        t_23: "bf16[32768, 512][512, 1]cpu" = torch.ops.aten.t.default(t_22)
        mm_13: "bf16[16384, 512][512, 1]cpu" = torch.ops.aten.mm.default(view_23, t_23)
        view_24: "bf16[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.view.default(mm_13, [4, 4096, 512])
        t_24: "bf16[32768, 512][512, 1]cpu" = torch.ops.aten.t.default(t_21)
        #> attention.kv_norm: torch.nn.functional.rms_norm
        _to_copy_8: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten._to_copy.default(view_24, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _to_copy_9: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten._to_copy.default(getitem, dtype = torch.float32)
        mul_13: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_9, rsqrt_2)
        mul_14: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_8, mul_13)
        mul_15: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_8, primals_8)
        sum_4: "f32[1, 1, 512][512, 512, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_14, [0, 1], True)
        view_25: "f32[512][1]cpu" = torch.ops.aten.view.default(sum_4, [512])
        _to_copy_10: "bf16[512][1]cpu" = torch.ops.aten._to_copy.default(view_25, dtype = torch.bfloat16)
        mul_16: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.mul.Tensor(mul_15, _to_copy_9)
        mul_17: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.mul.Tensor(mul_15, rsqrt_2)
        sum_5: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_16, [2], True)
        detach_4: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_2)
        detach_5: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.detach.default(detach_4)
        pow_3: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_5, 3)
        mul_18: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_5, -0.5)
        mul_19: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_18, pow_3)
        expand_2: "f32[4, 4096, 512][4096, 1, 0]cpu" = torch.ops.aten.expand.default(mul_19, [4, 4096, 512])
        div_1: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.div.Scalar(expand_2, 512)
        pow_4: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(_to_copy_9, 1.0)
        mul_20: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.mul.Scalar(pow_4, 2.0)
        mul_21: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.mul.Tensor(div_1, mul_20)
        add_4: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.add.Tensor(mul_17, mul_21)
        _to_copy_11: "bf16[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten._to_copy.default(add_4, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        slice_3: "bf16[4, 4096, 128, 128][100663296, 192, 786432, 1]cpu" = torch.ops.aten.slice.Tensor(transpose_8, 3, 0, 128)
        slice_4: "bf16[4, 4096, 128, 64][100663296, 192, 786432, 1]cpu" = torch.ops.aten.slice.Tensor(transpose_8, 3, 128, 192)
        #> attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _to_copy_12: "f32[4, 4096, 1, 64][262144, 64, 64, 1]cpu" = torch.ops.aten._to_copy.default(sum_3, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _to_copy_13: "f32[4, 4096, 128, 64][33554432, 64, 262144, 1]cpu" = torch.ops.aten._to_copy.default(slice_4, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        view_26: "f32[4, 4096, 1, 32, 2][262144, 64, 64, 2, 1]cpu" = torch.ops.aten.view.default(_to_copy_12, [4, 4096, 1, 32, 2])
        view_as_complex: "c64[4, 4096, 1, 32][131072, 32, 32, 1]cpu" = torch.ops.aten.view_as_complex.default(view_26)
        clone_1: "c64[1, 4096, 1, 32][131072, 32, 32, 1]cpu" = torch.ops.aten.clone.default(_conj)
        mul_22: "c64[4, 4096, 1, 32][131072, 32, 32, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex, clone_1)
        view_27: "f32[4, 4096, 128, 32, 2][33554432, 64, 262144, 2, 1]cpu" = torch.ops.aten.view.default(_to_copy_13, [4, 4096, 128, 32, 2])
        clone_2: "f32[4, 4096, 128, 32, 2][33554432, 8192, 64, 2, 1]cpu" = torch.ops.aten.clone.default(view_27, memory_format = torch.contiguous_format)
        view_as_complex_1: "c64[4, 4096, 128, 32][16777216, 4096, 32, 1]cpu" = torch.ops.aten.view_as_complex.default(clone_2)
        mul_23: "c64[4, 4096, 128, 32][16777216, 4096, 32, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_1, clone_1)
        view_as_real: "f32[4, 4096, 1, 32, 2][262144, 64, 64, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_22)
        view_28: "f32[4, 4096, 1, 64][262144, 64, 64, 1]cpu" = torch.ops.aten.view.default(view_as_real, [4, 4096, 1, 64])
        _to_copy_14: "bf16[4, 4096, 1, 64][262144, 64, 64, 1]cpu" = torch.ops.aten._to_copy.default(view_28, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        view_as_real_1: "f32[4, 4096, 128, 32, 2][33554432, 8192, 64, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_23)
        view_29: "f32[4, 4096, 128, 64][33554432, 8192, 64, 1]cpu" = torch.ops.aten.view.default(view_as_real_1, [4, 4096, 128, 64])
        _to_copy_15: "bf16[4, 4096, 128, 64][33554432, 8192, 64, 1]cpu" = torch.ops.aten._to_copy.default(view_29, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        squeeze: "bf16[4, 4096, 64][262144, 64, 1]cpu" = torch.ops.aten.squeeze.dim(_to_copy_14, 2)
        cat_1: "bf16[4, 4096, 576][2359296, 576, 1]cpu" = torch.ops.aten.cat.default([_to_copy_11, squeeze], 2)
        #> attention.wkv_a: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_30: "bf16[16384, 576][576, 1]cpu" = torch.ops.aten.view.default(cat_1, [16384, 576])
        t_25: "bf16[576, 16384][1, 576]cpu" = torch.ops.aten.t.default(view_30)
        mm_14: "bf16[576, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(t_25, view)
        t_26: "bf16[7168, 576][1, 7168]cpu" = torch.ops.aten.t.default(mm_14)
        t_27: "bf16[7168, 576][1, 7168]cpu" = torch.ops.aten.t.default(primals_6)
        t_28: "bf16[576, 7168][7168, 1]cpu" = torch.ops.aten.t.default(t_27)
        mm_15: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(view_30, t_28)
        view_31: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.view.default(mm_15, [4, 4096, 7168])
        t_29: "bf16[576, 7168][7168, 1]cpu" = torch.ops.aten.t.default(t_26)
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        cat_2: "bf16[4, 4096, 128, 192][100663296, 24576, 192, 1]cpu" = torch.ops.aten.cat.default([slice_3, _to_copy_15], 3)
        view_32: "bf16[4, 4096, 24576][100663296, 24576, 1]cpu" = torch.ops.aten.view.default(cat_2, [4, 4096, 24576])
        #> attention.wq_b: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_33: "bf16[16384, 24576][24576, 1]cpu" = torch.ops.aten.view.default(view_32, [16384, 24576])
        t_30: "bf16[24576, 16384][1, 24576]cpu" = torch.ops.aten.t.default(view_33)
        mm_16: "bf16[24576, 1536][1536, 1]cpu" = torch.ops.aten.mm.default(t_30, view_1)
        t_31: "bf16[1536, 24576][1, 1536]cpu" = torch.ops.aten.t.default(mm_16)
        t_32: "bf16[1536, 24576][1, 1536]cpu" = torch.ops.aten.t.default(primals_5)
        t_33: "bf16[24576, 1536][1536, 1]cpu" = torch.ops.aten.t.default(t_32)
        mm_17: "bf16[16384, 1536][1536, 1]cpu" = torch.ops.aten.mm.default(view_33, t_33)
        view_34: "bf16[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.view.default(mm_17, [4, 4096, 1536])
        t_34: "bf16[24576, 1536][1536, 1]cpu" = torch.ops.aten.t.default(t_31)
        #> attention.q_norm: torch.nn.functional.rms_norm
        _to_copy_16: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten._to_copy.default(view_34, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        #> attention.wq_a: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view_4: "bf16[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [4, 4096, 1536])
        #> attention.q_norm: torch.nn.functional.rms_norm
        _to_copy_17: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten._to_copy.default(_unsafe_view_4, dtype = torch.float32)
        mul_24: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_17, rsqrt_1)
        mul_25: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_16, mul_24)
        mul_26: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_16, primals_4)
        sum_6: "f32[1, 1, 1536][1536, 1536, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_25, [0, 1], True)
        view_35: "f32[1536][1]cpu" = torch.ops.aten.view.default(sum_6, [1536])
        _to_copy_18: "bf16[1536][1]cpu" = torch.ops.aten._to_copy.default(view_35, dtype = torch.bfloat16)
        mul_27: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.mul.Tensor(mul_26, _to_copy_17)
        mul_28: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.mul.Tensor(mul_26, rsqrt_1)
        sum_7: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_27, [2], True)
        detach_6: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_1)
        detach_7: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.detach.default(detach_6)
        pow_5: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_7, 3)
        mul_29: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_7, -0.5)
        mul_30: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_29, pow_5)
        expand_3: "f32[4, 4096, 1536][4096, 1, 0]cpu" = torch.ops.aten.expand.default(mul_30, [4, 4096, 1536])
        div_2: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.div.Scalar(expand_3, 1536)
        pow_6: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(_to_copy_17, 1.0)
        mul_31: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.mul.Scalar(pow_6, 2.0)
        mul_32: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.mul.Tensor(div_2, mul_31)
        add_5: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.add.Tensor(mul_28, mul_32)
        _to_copy_19: "bf16[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten._to_copy.default(add_5, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        #> attention.wq_a: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_36: "bf16[16384, 1536][1536, 1]cpu" = torch.ops.aten.view.default(_to_copy_19, [16384, 1536])
        t_35: "bf16[1536, 16384][1, 1536]cpu" = torch.ops.aten.t.default(view_36)
        mm_18: "bf16[1536, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(t_35, view)
        t_36: "bf16[7168, 1536][1, 7168]cpu" = torch.ops.aten.t.default(mm_18)
        t_37: "bf16[7168, 1536][1, 7168]cpu" = torch.ops.aten.t.default(primals_3)
        t_38: "bf16[1536, 7168][7168, 1]cpu" = torch.ops.aten.t.default(t_37)
        mm_19: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(view_36, t_38)
        view_37: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.view.default(mm_19, [4, 4096, 7168])
        add_6: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(view_31, view_37)
        t_39: "bf16[1536, 7168][7168, 1]cpu" = torch.ops.aten.t.default(t_36)
        #> attention_norm: torch.nn.functional.rms_norm
        _to_copy_20: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._to_copy.default(add_6, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _to_copy_21: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._to_copy.default(primals_1, dtype = torch.float32)
        mul_33: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_21, rsqrt)
        mul_34: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_20, mul_33)
        mul_35: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_20, primals_2)
        sum_8: "f32[1, 1, 7168][7168, 7168, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_34, [0, 1], True)
        view_38: "f32[7168][1]cpu" = torch.ops.aten.view.default(sum_8, [7168])
        _to_copy_22: "bf16[7168][1]cpu" = torch.ops.aten._to_copy.default(view_38, dtype = torch.bfloat16)
        mul_36: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(mul_35, _to_copy_21)
        mul_37: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(mul_35, rsqrt)
        sum_9: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_36, [2], True)
        detach_8: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt)
        detach_9: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.detach.default(detach_8)
        pow_7: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_9, 3)
        mul_38: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_9, -0.5)
        mul_39: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_38, pow_7)
        expand_4: "f32[4, 4096, 7168][4096, 1, 0]cpu" = torch.ops.aten.expand.default(mul_39, [4, 4096, 7168])
        div_3: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.div.Scalar(expand_4, 7168)
        pow_8: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(_to_copy_21, 1.0)
        mul_40: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Scalar(pow_8, 2.0)
        mul_41: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(div_3, mul_40)
        add_7: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(mul_37, mul_41)
        _to_copy_23: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._to_copy.default(add_7, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        add_8: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(add_3, _to_copy_23)
        return (add_8, _to_copy_22, t_39, _to_copy_18, t_34, t_29, None, _to_copy_10, t_24, t_19, _to_copy_2, t_14, t_9, t_4)
