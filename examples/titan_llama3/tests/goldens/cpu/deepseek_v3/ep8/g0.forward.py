# fxgolden golden | case: deepseek_v3/ep8 | artifact: g0.forward | normalizer: 7 | world: fake rank 0/64 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu",
        primals_2: "bf16[7168][1]cpu",
        primals_3: "bf16[1536, 7168][7168, 1]cpu",
        primals_4: "bf16[1536][1]cpu",
        primals_5: "bf16[24576, 1536][1536, 1]cpu",
        primals_6: "bf16[576, 7168][7168, 1]cpu",
        primals_7: "c64[4096, 32][32, 1]cpu",
        primals_8: "bf16[512][1]cpu",
        primals_9: "bf16[32768, 512][512, 1]cpu",
        primals_10: "bf16[7168, 16384][16384, 1]cpu",
        primals_11: "bf16[7168][1]cpu",
        primals_12: "bf16[18432, 7168][7168, 1]cpu",
        primals_13: "bf16[18432, 7168][7168, 1]cpu",
        primals_14: "bf16[7168, 18432][18432, 1]cpu"
    ):
        #> attention_norm: torch.nn.functional.rms_norm
        _to_copy: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._to_copy.default(primals_1, dtype = torch.float32)
        pow_1: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(_to_copy, 2)
        mean: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_1, [2], True)
        add: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean, 9.999999747378752e-06)
        rsqrt: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add)
        mul: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy, rsqrt)
        mul_1: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(mul, primals_2)
        _to_copy_1: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._to_copy.default(mul_1, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        #> attention.wq_a: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t: "bf16[7168, 1536][1, 7168]cpu" = torch.ops.aten.t.default(primals_3)
        view: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.view.default(_to_copy_1, [16384, 7168])
        mm: "bf16[16384, 1536][1536, 1]cpu" = torch.ops.aten.mm.default(view, t)
        _unsafe_view: "bf16[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [4, 4096, 1536])
        #> attention.q_norm: torch.nn.functional.rms_norm
        _to_copy_2: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten._to_copy.default(_unsafe_view, dtype = torch.float32)
        pow_2: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(_to_copy_2, 2)
        mean_1: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_2, [2], True)
        add_1: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean_1, 9.999999747378752e-06)
        rsqrt_1: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_1)
        mul_2: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_2, rsqrt_1)
        mul_3: "f32[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, primals_4)
        _to_copy_3: "bf16[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.ops.aten._to_copy.default(mul_3, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        #> attention.wq_b: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_1: "bf16[1536, 24576][1, 1536]cpu" = torch.ops.aten.t.default(primals_5)
        view_1: "bf16[16384, 1536][1536, 1]cpu" = torch.ops.aten.view.default(_to_copy_3, [16384, 1536])
        mm_1: "bf16[16384, 24576][24576, 1]cpu" = torch.ops.aten.mm.default(view_1, t_1)
        _unsafe_view_1: "bf16[4, 4096, 24576][100663296, 24576, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_1, [4, 4096, 24576])
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        view_2: "bf16[4, 4096, 128, 192][100663296, 24576, 192, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_1, [4, 4096, -1, 192])
        split_with_sizes = torch.ops.aten.split_with_sizes.default(view_2, [128, 64], -1)
        getitem: "bf16[4, 4096, 128, 128][100663296, 24576, 192, 1]cpu" = split_with_sizes[0]
        getitem_1: "bf16[4, 4096, 128, 64][100663296, 24576, 192, 1]cpu" = split_with_sizes[1]
        #> attention.wkv_a: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_2: "bf16[7168, 576][1, 7168]cpu" = torch.ops.aten.t.default(primals_6)
        mm_2: "bf16[16384, 576][576, 1]cpu" = torch.ops.aten.mm.default(view, t_2)
        _unsafe_view_2: "bf16[4, 4096, 576][2359296, 576, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_2, [4, 4096, 576])
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        split_with_sizes_1 = torch.ops.aten.split_with_sizes.default(_unsafe_view_2, [512, 64], -1)
        getitem_2: "bf16[4, 4096, 512][2359296, 576, 1]cpu" = split_with_sizes_1[0]
        getitem_3: "bf16[4, 4096, 64][2359296, 576, 1]cpu" = split_with_sizes_1[1]
        unsqueeze: "bf16[4, 4096, 1, 64][2359296, 576, 64, 1]cpu" = torch.ops.aten.unsqueeze.default(getitem_3, 2)
        #> attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_1: "c64[4096, 32][32, 1]cpu" = torch.ops.aten.slice.Tensor(primals_7, 0, 0, 4096)
        view_3: "c64[1, 4096, 1, 32][131072, 32, 32, 1]cpu" = torch.ops.aten.view.default(slice_1, [1, 4096, 1, 32])
        #> attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _to_copy_4: "f32[4, 4096, 128, 64][33554432, 8192, 64, 1]cpu" = torch.ops.aten._to_copy.default(getitem_1, dtype = torch.float32)
        view_4: "f32[4, 4096, 128, 32, 2][33554432, 8192, 64, 2, 1]cpu" = torch.ops.aten.view.default(_to_copy_4, [4, 4096, 128, -1, 2])
        view_as_complex: "c64[4, 4096, 128, 32][16777216, 4096, 32, 1]cpu" = torch.ops.aten.view_as_complex.default(view_4)
        _to_copy_5: "f32[4, 4096, 1, 64][262144, 64, 64, 1]cpu" = torch.ops.aten._to_copy.default(unsqueeze, dtype = torch.float32)
        view_5: "f32[4, 4096, 1, 32, 2][262144, 64, 64, 2, 1]cpu" = torch.ops.aten.view.default(_to_copy_5, [4, 4096, 1, -1, 2])
        view_as_complex_1: "c64[4, 4096, 1, 32][131072, 32, 32, 1]cpu" = torch.ops.aten.view_as_complex.default(view_5)
        mul_4: "c64[4, 4096, 128, 32][16777216, 4096, 32, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex, view_3)
        view_as_real: "f32[4, 4096, 128, 32, 2][33554432, 8192, 64, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_4)
        view_6: "f32[4, 4096, 128, 64][33554432, 8192, 64, 1]cpu" = torch.ops.aten.view.default(view_as_real, [4, 4096, 128, 64])
        mul_5: "c64[4, 4096, 1, 32][131072, 32, 32, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_1, view_3)
        view_as_real_1: "f32[4, 4096, 1, 32, 2][262144, 64, 64, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_5)
        view_7: "f32[4, 4096, 1, 64][262144, 64, 64, 1]cpu" = torch.ops.aten.view.default(view_as_real_1, [4, 4096, 1, 64])
        _to_copy_6: "bf16[4, 4096, 128, 64][33554432, 8192, 64, 1]cpu" = torch.ops.aten._to_copy.default(view_6, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        _to_copy_7: "bf16[4, 4096, 1, 64][262144, 64, 64, 1]cpu" = torch.ops.aten._to_copy.default(view_7, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        cat: "bf16[4, 4096, 128, 192][100663296, 24576, 192, 1]cpu" = torch.ops.aten.cat.default([getitem, _to_copy_6], -1)
        #> attention.kv_norm: torch.nn.functional.rms_norm
        _to_copy_8: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten._to_copy.default(getitem_2, dtype = torch.float32)
        pow_3: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(_to_copy_8, 2)
        mean_2: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_3, [2], True)
        add_2: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean_2, 9.999999747378752e-06)
        rsqrt_2: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_2)
        mul_6: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_8, rsqrt_2)
        mul_7: "f32[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten.mul.Tensor(mul_6, primals_8)
        _to_copy_9: "bf16[4, 4096, 512][2097152, 512, 1]cpu" = torch.ops.aten._to_copy.default(mul_7, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        #> attention.wkv_b: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_3: "bf16[512, 32768][1, 512]cpu" = torch.ops.aten.t.default(primals_9)
        view_8: "bf16[16384, 512][512, 1]cpu" = torch.ops.aten.view.default(_to_copy_9, [16384, 512])
        mm_3: "bf16[16384, 32768][32768, 1]cpu" = torch.ops.aten.mm.default(view_8, t_3)
        _unsafe_view_3: "bf16[4, 4096, 32768][134217728, 32768, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_3, [4, 4096, 32768])
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        view_9: "bf16[4, 4096, 128, 256][134217728, 32768, 256, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_3, [4, 4096, -1, 256])
        split_with_sizes_2 = torch.ops.aten.split_with_sizes.default(view_9, [128, 128], -1)
        getitem_4: "bf16[4, 4096, 128, 128][134217728, 32768, 256, 1]cpu" = split_with_sizes_2[0]
        getitem_5: "bf16[4, 4096, 128, 128][134217728, 32768, 256, 1]cpu" = split_with_sizes_2[1]
        expand: "bf16[4, 4096, 128, 64][262144, 64, 0, 1]cpu" = torch.ops.aten.expand.default(_to_copy_7, [-1, -1, 128, -1])
        cat_1: "bf16[4, 4096, 128, 192][100663296, 24576, 192, 1]cpu" = torch.ops.aten.cat.default([getitem_4, expand], -1)
        #> attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose: "bf16[4, 128, 4096, 192][100663296, 192, 24576, 1]cpu" = torch.ops.aten.transpose.int(cat, 1, 2)
        transpose_1: "bf16[4, 128, 4096, 192][100663296, 192, 24576, 1]cpu" = torch.ops.aten.transpose.int(cat_1, 1, 2)
        transpose_2: "bf16[4, 128, 4096, 128][134217728, 256, 32768, 1]cpu" = torch.ops.aten.transpose.int(getitem_5, 1, 2)
        _to_copy_10: "f32[4, 128, 4096, 192][100663296, 192, 24576, 1]cpu" = torch.ops.aten._to_copy.default(transpose, dtype = torch.float32)
        _to_copy_11: "f32[4, 128, 4096, 192][100663296, 192, 24576, 1]cpu" = torch.ops.aten._to_copy.default(transpose_1, dtype = torch.float32)
        _to_copy_12: "f32[4, 128, 4096, 128][67108864, 128, 16384, 1]cpu" = torch.ops.aten._to_copy.default(transpose_2, dtype = torch.float32)
        mul_8: "f32[4, 128, 4096, 192][100663296, 192, 24576, 1]cpu" = torch.ops.aten.mul.Scalar(_to_copy_10, 0.3677414565436974)
        ones: "b8[4096, 4096][4096, 1]cpu" = torch.ops.aten.ones.default([4096, 4096], dtype = torch.bool, layout = torch.strided, device = device(type='cpu'))
        tril: "b8[4096, 4096][4096, 1]cpu" = torch.ops.aten.tril.default(ones)
        scalar_tensor: "f32[][]cpu" = torch.ops.aten.scalar_tensor.default(-inf, dtype = torch.float32, device = device(type='cpu'))
        scalar_tensor_1: "f32[][]cpu" = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        where: "f32[4096, 4096][4096, 1]cpu" = torch.ops.aten.where.self(tril, scalar_tensor_1, scalar_tensor)
        transpose_3: "f32[4, 128, 192, 4096][100663296, 192, 1, 24576]cpu" = torch.ops.aten.transpose.int(_to_copy_11, -2, -1)
        mul_9: "f32[4, 128, 192, 4096][100663296, 192, 1, 24576]cpu" = torch.ops.aten.mul.Scalar(transpose_3, 0.3677414565436974)
        expand_1: "f32[4, 128, 4096, 192][100663296, 192, 24576, 1]cpu" = torch.ops.aten.expand.default(mul_8, [4, 128, 4096, 192])
        clone: "f32[4, 128, 4096, 192][100663296, 786432, 192, 1]cpu" = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format)
        _unsafe_view_4: "f32[512, 4096, 192][786432, 192, 1]cpu" = torch.ops.aten._unsafe_view.default(clone, [512, 4096, 192])
        expand_2: "f32[4, 128, 192, 4096][100663296, 192, 1, 24576]cpu" = torch.ops.aten.expand.default(mul_9, [4, 128, 192, 4096])
        clone_1: "f32[4, 128, 192, 4096][100663296, 786432, 4096, 1]cpu" = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format)
        _unsafe_view_5: "f32[512, 192, 4096][786432, 4096, 1]cpu" = torch.ops.aten._unsafe_view.default(clone_1, [512, 192, 4096])
        bmm: "f32[512, 4096, 4096][16777216, 4096, 1]cpu" = torch.ops.aten.bmm.default(_unsafe_view_4, _unsafe_view_5)
        view_10: "f32[4, 128, 4096, 4096][2147483648, 16777216, 4096, 1]cpu" = torch.ops.aten.view.default(bmm, [4, 128, 4096, 4096])
        add_3: "f32[4, 128, 4096, 4096][2147483648, 16777216, 4096, 1]cpu" = torch.ops.aten.add.Tensor(view_10, where)
        _safe_softmax: "f32[4, 128, 4096, 4096][2147483648, 16777216, 4096, 1]cpu" = torch.ops.aten._safe_softmax.default(add_3, -1)
        expand_3: "f32[4, 128, 4096, 4096][2147483648, 16777216, 4096, 1]cpu" = torch.ops.aten.expand.default(_safe_softmax, [4, 128, 4096, 4096])
        view_11: "f32[512, 4096, 4096][16777216, 4096, 1]cpu" = torch.ops.aten.view.default(expand_3, [512, 4096, 4096])
        expand_4: "f32[4, 128, 4096, 128][67108864, 128, 16384, 1]cpu" = torch.ops.aten.expand.default(_to_copy_12, [4, 128, 4096, 128])
        clone_2: "f32[4, 128, 4096, 128][67108864, 524288, 128, 1]cpu" = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format)
        _unsafe_view_6: "f32[512, 4096, 128][524288, 128, 1]cpu" = torch.ops.aten._unsafe_view.default(clone_2, [512, 4096, 128])
        bmm_1: "f32[512, 4096, 128][524288, 128, 1]cpu" = torch.ops.aten.bmm.default(view_11, _unsafe_view_6)
        view_12: "f32[4, 128, 4096, 128][67108864, 524288, 128, 1]cpu" = torch.ops.aten.view.default(bmm_1, [4, 128, 4096, 128])
        _to_copy_13: "bf16[4, 128, 4096, 128][67108864, 524288, 128, 1]cpu" = torch.ops.aten._to_copy.default(view_12, dtype = torch.bfloat16)
        transpose_4: "bf16[4, 4096, 128, 128][67108864, 128, 524288, 1]cpu" = torch.ops.aten.transpose.int(_to_copy_13, 1, 2)
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        clone_3: "bf16[4, 4096, 128, 128][67108864, 16384, 128, 1]cpu" = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format)
        view_13: "bf16[4, 4096, 16384][67108864, 16384, 1]cpu" = torch.ops.aten.view.default(clone_3, [4, 4096, -1])
        #> attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_4: "bf16[16384, 7168][1, 16384]cpu" = torch.ops.aten.t.default(primals_10)
        view_14: "bf16[16384, 16384][16384, 1]cpu" = torch.ops.aten.view.default(view_13, [16384, 16384])
        mm_4: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(view_14, t_4)
        _unsafe_view_7: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_4, [4, 4096, 7168])
        #> (no module): torchtitan.models.deepseek_v3.model.DeepSeekV3TransformerBlock.forward
        add_4: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(primals_1, _unsafe_view_7)
        #> ffn_norm: torch.nn.functional.rms_norm
        _to_copy_14: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._to_copy.default(add_4, dtype = torch.float32)
        pow_4: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(_to_copy_14, 2)
        mean_3: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_4, [2], True)
        add_5: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean_3, 9.999999747378752e-06)
        rsqrt_3: "f32[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_5)
        mul_10: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_14, rsqrt_3)
        mul_11: "f32[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.mul.Tensor(mul_10, primals_11)
        _to_copy_15: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._to_copy.default(mul_11, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        #> feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_5: "bf16[7168, 18432][1, 7168]cpu" = torch.ops.aten.t.default(primals_12)
        view_15: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.view.default(_to_copy_15, [16384, 7168])
        mm_5: "bf16[16384, 18432][18432, 1]cpu" = torch.ops.aten.mm.default(view_15, t_5)
        _unsafe_view_8: "bf16[4, 4096, 18432][75497472, 18432, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_5, [4, 4096, 18432])
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu: "bf16[4, 4096, 18432][75497472, 18432, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view_8)
        #> feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_6: "bf16[7168, 18432][1, 7168]cpu" = torch.ops.aten.t.default(primals_13)
        mm_6: "bf16[16384, 18432][18432, 1]cpu" = torch.ops.aten.mm.default(view_15, t_6)
        _unsafe_view_9: "bf16[4, 4096, 18432][75497472, 18432, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_6, [4, 4096, 18432])
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_12: "bf16[4, 4096, 18432][75497472, 18432, 1]cpu" = torch.ops.aten.mul.Tensor(silu, _unsafe_view_9)
        #> feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_7: "bf16[18432, 7168][1, 18432]cpu" = torch.ops.aten.t.default(primals_14)
        view_16: "bf16[16384, 18432][18432, 1]cpu" = torch.ops.aten.view.default(mul_12, [16384, 18432])
        mm_7: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(view_16, t_7)
        _unsafe_view_10: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_7, [4, 4096, 7168])
        #> (no module): torchtitan.models.deepseek_v3.model.DeepSeekV3TransformerBlock.forward
        add_6: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(add_4, _unsafe_view_10)
        #> attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose_5: "f32[512, 128, 4096][524288, 1, 128]cpu" = torch.ops.aten.transpose.int(_unsafe_view_6, 1, 2)
        transpose_6: "f32[512, 192, 4096][786432, 1, 192]cpu" = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2)
        transpose_7: "f32[512, 4096, 192][786432, 1, 4096]cpu" = torch.ops.aten.transpose.int(_unsafe_view_5, 1, 2)
        #> attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj: "c64[1, 4096, 1, 32][131072, 32, 32, 1]cpu" = torch.ops.aten._conj.default(view_3)
        return (
            add_6,
            primals_1,
            primals_2,
            primals_3,
            primals_4,
            primals_5,
            primals_6,
            primals_8,
            primals_9,
            primals_10,
            primals_11,
            primals_12,
            primals_13,
            primals_14,
            rsqrt,
            view,
            mm,
            rsqrt_1,
            view_1,
            getitem_2,
            rsqrt_2,
            view_8,
            _safe_softmax,
            view_14,
            mm_4,
            rsqrt_3,
            view_15,
            mm_5,
            mm_6,
            view_16,
            transpose_5,
            transpose_6,
            transpose_7,
            _conj
        )
