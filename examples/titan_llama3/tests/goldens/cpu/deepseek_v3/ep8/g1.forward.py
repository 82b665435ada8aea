# fxgolden golden | case: deepseek_v3/ep8 | artifact: g1.forward | normalizer: 7 | world: fake rank 0/64 cpu
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
        primals_12: "f32[256][1]cpu",
        primals_13: "bf16[256, 7168][7168, 1]cpu",
        primals_14: "f32[256][1]cpu",
        primals_15: "bf16[32, 2048, 7168][14680064, 7168, 1]cpu",
        primals_16,
        primals_17: "bf16[32, 7168, 2048][14680064, 2048, 1]cpu",
        primals_18,
        primals_19: "bf16[32, 2048, 7168][14680064, 7168, 1]cpu",
        primals_20,
        primals_21: "bf16[2048, 7168][7168, 1]cpu",
        primals_22: "bf16[2048, 7168][7168, 1]cpu",
        primals_23: "bf16[7168, 2048][2048, 1]cpu"
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
        #> moe.router.gate: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_5: "bf16[7168, 256][1, 7168]cpu" = torch.ops.aten.t.default(primals_13)
        view_15: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.view.default(_to_copy_15, [16384, 7168])
        mm_5: "bf16[16384, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_15, t_5)
        _unsafe_view_8: "bf16[4, 4096, 256][1048576, 256, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_5, [4, 4096, 256])
        #> moe.router: torchtitan.models.common.moe.TokenChoiceTopKRouter.forward
        sigmoid: "bf16[4, 4096, 256][1048576, 256, 1]cpu" = torch.ops.aten.sigmoid.default(_unsafe_view_8)
        detach: "bf16[4, 4096, 256][1048576, 256, 1]cpu" = torch.ops.aten.detach.default(sigmoid)
        add_6: "f32[4, 4096, 256][1048576, 256, 1]cpu" = torch.ops.aten.add.Tensor(sigmoid, primals_12)
        #> moe.router: torchtitan.models.common.moe.TokenChoiceTopKRouter._get_node_limited_routing_scores
        view_16: "f32[4, 4096, 8, 32][1048576, 256, 32, 1]cpu" = torch.ops.aten.view.default(add_6, [4, 4096, 8, 32])
        topk = torch.ops.aten.topk.default(view_16, 2)
        getitem_6: "f32[4, 4096, 8, 2][65536, 16, 2, 1]cpu" = topk[0]
        sum_1: "f32[4, 4096, 8][32768, 8, 1]cpu" = torch.ops.aten.sum.dim_IntList(getitem_6, [-1])
        topk_1 = torch.ops.aten.topk.default(sum_1, 4, -1, True, False)
        getitem_7: "i64[4, 4096, 4][16384, 4, 1]cpu" = topk_1[1]
        ones_like: "b8[4, 4096, 8][32768, 8, 1]cpu" = torch.ops.aten.ones_like.default(sum_1, dtype = torch.bool, pin_memory = False)
        scatter: "b8[4, 4096, 8][32768, 8, 1]cpu" = torch.ops.aten.scatter.value(ones_like, -1, getitem_7, False)
        unsqueeze_1: "b8[4, 4096, 8, 1][32768, 8, 1, 1]cpu" = torch.ops.aten.unsqueeze.default(scatter, -1)
        masked_fill: "f32[4, 4096, 8, 32][1048576, 256, 32, 1]cpu" = torch.ops.aten.masked_fill.Scalar(view_16, unsqueeze_1, -inf)
        view_17: "f32[4, 4096, 256][1048576, 256, 1]cpu" = torch.ops.aten.view.default(masked_fill, [4, 4096, 256])
        #> moe.router: torchtitan.models.common.moe.TokenChoiceTopKRouter.forward
        topk_2 = torch.ops.aten.topk.default(view_17, 8, -1, True, False)
        getitem_8: "i64[4, 4096, 8][32768, 8, 1]cpu" = topk_2[1]
        gather: "bf16[4, 4096, 8][32768, 8, 1]cpu" = torch.ops.aten.gather.default(sigmoid, -1, getitem_8)
        sum_2: "bf16[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(gather, [-1], True)
        add_7: "bf16[4, 4096, 1][4096, 1, 1]cpu" = torch.ops.aten.add.Tensor(sum_2, 1e-20)
        div: "bf16[4, 4096, 8][32768, 8, 1]cpu" = torch.ops.aten.div.Tensor(gather, add_7)
        mul_12: "bf16[4, 4096, 8][32768, 8, 1]cpu" = torch.ops.aten.mul.Tensor(div, 2.5)
        #> moe: torchtitan.models.common.moe.MoE.forward
        zeros_like: "b8[4, 4096, 256][1048576, 256, 1]cpu" = torch.ops.aten.zeros_like.default(sigmoid, dtype = torch.bool, pin_memory = False)
        scatter_1: "b8[4, 4096, 256][1048576, 256, 1]cpu" = torch.ops.aten.scatter.value(zeros_like, -1, getitem_8, True)
        sum_3: "i64[256][1]cpu" = torch.ops.aten.sum.dim_IntList(scatter_1, [0, 1])
        add_8: "f32[256][1]cpu" = torch.ops.aten.add.Tensor(primals_14, sum_3)
        #> moe.routed_experts: torchtitan.models.common.moe.RoutedExperts.forward
        view_18: "bf16[16384, 8][8, 1]cpu" = torch.ops.aten.view.default(mul_12, [16384, 8])
        view_19: "i64[16384, 8][8, 1]cpu" = torch.ops.aten.view.default(getitem_8, [16384, 8])
        #> moe.routed_experts: torchtitan.models.common.token_dispatcher.LocalTokenDispatcher._local_reorder
        view_20: "i64[131072][1]cpu" = torch.ops.aten.view.default(view_19, [-1])
        sort = torch.ops.aten.sort.stable(view_20, stable = True)
        getitem_9: "i64[131072][1]cpu" = sort[1]
        view_21: "bf16[131072][1]cpu" = torch.ops.aten.view.default(view_18, [-1])
        index: "bf16[131072][1]cpu" = torch.ops.aten.index.Tensor(view_21, [getitem_9])
        floor_divide: "i64[131072][1]cpu" = torch.ops.aten.floor_divide.default(getitem_9, 8)
        index_1: "bf16[131072, 7168][7168, 1]cpu" = torch.ops.aten.index.Tensor(view_15, [floor_divide])
        #> moe.routed_experts: torchtitan.models.common.token_dispatcher.AllToAllTokenDispatcher._token_count_exchange
        view_22: "i64[8, 32][32, 1]cpu" = torch.ops.aten.view.default(sum_3, [8, -1])
        #> moe.routed_experts: torch.distributed._functional_collectives.all_to_all_single
        all_to_all_single: "i64[8, 32][32, 1]cpu" = torch.ops._c10d_functional.all_to_all_single.default(view_22, [1, 1, 1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1, 1, 1], 'mesh_ep')
        #> moe.routed_experts: torch.distributed._functional_collectives.wait_tensor
        wait_tensor: "i64[8, 32][32, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_to_all_single)
        #> moe.routed_experts: torchtitan.models.common.token_dispatcher.AllToAllTokenDispatcher._sync_token_count_exchange
        wait_tensor_1: "i64[8, 32][32, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(wait_tensor)
        view_23: "i64[256][1]cpu" = torch.ops.aten.view.default(wait_tensor_1, [-1])
        sum_4: "i64[8][1]cpu" = torch.ops.aten.sum.dim_IntList(view_22, [1])
        view_24: "i64[8, 32][32, 1]cpu" = torch.ops.aten.view.default(view_23, [8, -1])
        sum_5: "i64[8][1]cpu" = torch.ops.aten.sum.dim_IntList(view_24, [1])
        select: "i64[][]cpu" = torch.ops.aten.select.int(sum_4, 0, 0)
        _local_scalar_dense: "Sym(u0)" = torch.ops.aten._local_scalar_dense.default(select)
        ge: "Sym(u0 >= 0)" = _local_scalar_dense >= 0
        _assert_scalar = torch.ops.aten._assert_scalar.default(ge, "Runtime assertion failed for expression u0 >= 0 on node 'ge'")
        select_1: "i64[][]cpu" = torch.ops.aten.select.int(sum_4, 0, 1)
        _local_scalar_dense_1: "Sym(u1)" = torch.ops.aten._local_scalar_dense.default(select_1)
        ge_1: "Sym(u1 >= 0)" = _local_scalar_dense_1 >= 0
        _assert_scalar_1 = torch.ops.aten._assert_scalar.default(ge_1, "Runtime assertion failed for expression u1 >= 0 on node 'ge_1'")
        select_2: "i64[][]cpu" = torch.ops.aten.select.int(sum_4, 0, 2)
        _local_scalar_dense_2: "Sym(u2)" = torch.ops.aten._local_scalar_dense.default(select_2)
        ge_2: "Sym(u2 >= 0)" = _local_scalar_dense_2 >= 0
        _assert_scalar_2 = torch.ops.aten._assert_scalar.default(ge_2, "Runtime assertion failed for expression u2 >= 0 on node 'ge_2'")
        select_3: "i64[][]cpu" = torch.ops.aten.select.int(sum_4, 0, 3)
        _local_scalar_dense_3: "Sym(u3)" = torch.ops.aten._local_scalar_dense.default(select_3)
        ge_3: "Sym(u3 >= 0)" = _local_scalar_dense_3 >= 0
        _assert_scalar_3 = torch.ops.aten._assert_scalar.default(ge_3, "Runtime assertion failed for expression u3 >= 0 on node 'ge_3'")
        select_4: "i64[][]cpu" = torch.ops.aten.select.int(sum_4, 0, 4)
        _local_scalar_dense_4: "Sym(u4)" = torch.ops.aten._local_scalar_dense.default(select_4)
        ge_4: "Sym(u4 >= 0)" = _local_scalar_dense_4 >= 0
        _assert_scalar_4 = torch.ops.aten._assert_scalar.default(ge_4, "Runtime assertion failed for expression u4 >= 0 on node 'ge_4'")
        select_5: "i64[][]cpu" = torch.ops.aten.select.int(sum_4, 0, 5)
        _local_scalar_dense_5: "Sym(u5)" = torch.ops.aten._local_scalar_dense.default(select_5)
        ge_5: "Sym(u5 >= 0)" = _local_scalar_dense_5 >= 0
        _assert_scalar_5 = torch.ops.aten._assert_scalar.default(ge_5, "Runtime assertion failed for expression u5 >= 0 on node 'ge_5'")
        select_6: "i64[][]cpu" = torch.ops.aten.select.int(sum_4, 0, 6)
        _local_scalar_dense_6: "Sym(u6)" = torch.ops.aten._local_scalar_dense.default(select_6)
        ge_6: "Sym(u6 >= 0)" = _local_scalar_dense_6 >= 0
        _assert_scalar_6 = torch.ops.aten._assert_scalar.default(ge_6, "Runtime assertion failed for expression u6 >= 0 on node 'ge_6'")
        select_7: "i64[][]cpu" = torch.ops.aten.select.int(sum_4, 0, 7)
        _local_scalar_dense_7: "Sym(u7)" = torch.ops.aten._local_scalar_dense.default(select_7)
        ge_7: "Sym(u7 >= 0)" = _local_scalar_dense_7 >= 0
        _assert_scalar_7 = torch.ops.aten._assert_scalar.default(ge_7, "Runtime assertion failed for expression u7 >= 0 on node 'ge_7'")
        sym_sum: "Sym(u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7)" = torch.sym_sum(
            (_local_scalar_dense, _local_scalar_dense_1, _local_scalar_dense_2, _local_scalar_dense_3, _local_scalar_dense_4, _local_scalar_dense_5, _local_scalar_dense_6, _local_scalar_dense_7)
        )
        eq: "Sym(Eq(u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7, 131072))" = sym_sum == 131072
        _assert_scalar_8 = torch.ops.aten._assert_scalar.default(eq, "Runtime assertion failed for expression Eq(u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7, 131072) on node 'eq'")
        select_8: "i64[][]cpu" = torch.ops.aten.select.int(sum_5, 0, 0)
        _local_scalar_dense_8: "Sym(u8)" = torch.ops.aten._local_scalar_dense.default(select_8)
        ge_8: "Sym(u8 >= 0)" = _local_scalar_dense_8 >= 0
        _assert_scalar_9 = torch.ops.aten._assert_scalar.default(ge_8, "Runtime assertion failed for expression u8 >= 0 on node 'ge_8'")
        select_9: "i64[][]cpu" = torch.ops.aten.select.int(sum_5, 0, 1)
        _local_scalar_dense_9: "Sym(u9)" = torch.ops.aten._local_scalar_dense.default(select_9)
        ge_9: "Sym(u9 >= 0)" = _local_scalar_dense_9 >= 0
        _assert_scalar_10 = torch.ops.aten._assert_scalar.default(ge_9, "Runtime assertion failed for expression u9 >= 0 on node 'ge_9'")
        select_10: "i64[][]cpu" = torch.ops.aten.select.int(sum_5, 0, 2)
        _local_scalar_dense_10: "Sym(u10)" = torch.ops.aten._local_scalar_dense.default(select_10)
        ge_10: "Sym(u10 >= 0)" = _local_scalar_dense_10 >= 0
        _assert_scalar_11 = torch.ops.aten._assert_scalar.default(ge_10, "Runtime assertion failed for expression u10 >= 0 on node 'ge_10'")
        select_11: "i64[][]cpu" = torch.ops.aten.select.int(sum_5, 0, 3)
        _local_scalar_dense_11: "Sym(u11)" = torch.ops.aten._local_scalar_dense.default(select_11)
        ge_11: "Sym(u11 >= 0)" = _local_scalar_dense_11 >= 0
        _assert_scalar_12 = torch.ops.aten._assert_scalar.default(ge_11, "Runtime assertion failed for expression u11 >= 0 on node 'ge_11'")
        select_12: "i64[][]cpu" = torch.ops.aten.select.int(sum_5, 0, 4)
        _local_scalar_dense_12: "Sym(u12)" = torch.ops.aten._local_scalar_dense.default(select_12)
        ge_12: "Sym(u12 >= 0)" = _local_scalar_dense_12 >= 0
        _assert_scalar_13 = torch.ops.aten._assert_scalar.default(ge_12, "Runtime assertion failed for expression u12 >= 0 on node 'ge_12'")
        select_13: "i64[][]cpu" = torch.ops.aten.select.int(sum_5, 0, 5)
        _local_scalar_dense_13: "Sym(u13)" = torch.ops.aten._local_scalar_dense.default(select_13)
        ge_13: "Sym(u13 >= 0)" = _local_scalar_dense_13 >= 0
        _assert_scalar_14 = torch.ops.aten._assert_scalar.default(ge_13, "Runtime assertion failed for expression u13 >= 0 on node 'ge_13'")
        select_14: "i64[][]cpu" = torch.ops.aten.select.int(sum_5, 0, 6)
        _local_scalar_dense_14: "Sym(u14)" = torch.ops.aten._local_scalar_dense.default(select_14)
        ge_14: "Sym(u14 >= 0)" = _local_scalar_dense_14 >= 0
        _assert_scalar_15 = torch.ops.aten._assert_scalar.default(ge_14, "Runtime assertion failed for expression u14 >= 0 on node 'ge_14'")
        select_15: "i64[][]cpu" = torch.ops.aten.select.int(sum_5, 0, 7)
        _local_scalar_dense_15: "Sym(u15)" = torch.ops.aten._local_scalar_dense.default(select_15)
        ge_15: "Sym(u15 >= 0)" = _local_scalar_dense_15 >= 0
        _assert_scalar_16 = torch.ops.aten._assert_scalar.default(ge_15, "Runtime assertion failed for expression u15 >= 0 on node 'ge_15'")
        #> moe.routed_experts: torch.distributed._functional_collectives.all_to_all_single
        all_to_all_single_1: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = torch.ops._c10d_functional.all_to_all_single.default(
            index_1,
            [
                _local_scalar_dense_8,
                _local_scalar_dense_9,
                _local_scalar_dense_10,
                _local_scalar_dense_11,
                _local_scalar_dense_12,
                _local_scalar_dense_13,
                _local_scalar_dense_14,
                _local_scalar_dense_15
            ],
            [_local_scalar_dense, _local_scalar_dense_1, _local_scalar_dense_2, _local_scalar_dense_3, _local_scalar_dense_4, _local_scalar_dense_5, _local_scalar_dense_6, _local_scalar_dense_7],
            'mesh_ep'
        )
        sym_size_int: "Sym(u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9)" = torch.ops.aten.sym_size.int(all_to_all_single_1, 0)
        #> moe.routed_experts: torch.distributed._functional_collectives.wait_tensor
        wait_tensor_2: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_to_all_single_1)
        #> moe.routed_experts: torchtitan.models.common.token_dispatcher.AllToAllTokenDispatcher._permute
        sym_sum_1: "Sym(u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9)" = torch.sym_sum(
            (
                _local_scalar_dense_10,
                _local_scalar_dense_11,
                _local_scalar_dense_12,
                _local_scalar_dense_13,
                _local_scalar_dense_14,
                _local_scalar_dense_15,
                _local_scalar_dense_8,
                _local_scalar_dense_9
            )
        )
        view_25: "i64[8, 32][32, 1]cpu" = torch.ops.aten.view.default(view_23, [8, 32])
        cumsum: "i64[256][1]cpu" = torch.ops.aten.cumsum.default(view_23, 0)
        sub: "i64[256][1]cpu" = torch.ops.aten.sub.Tensor(cumsum, view_23)
        view_26: "i64[8, 32][32, 1]cpu" = torch.ops.aten.view.default(sub, [8, 32])
        t_6: "i64[32, 8][1, 32]cpu" = torch.ops.aten.t.default(view_25)
        clone_4: "i64[32, 8][8, 1]cpu" = torch.ops.aten.clone.default(t_6, memory_format = torch.contiguous_format)
        _unsafe_view_9: "i64[256][1]cpu" = torch.ops.aten._unsafe_view.default(clone_4, [256])
        t_7: "i64[32, 8][1, 32]cpu" = torch.ops.aten.t.default(view_26)
        clone_5: "i64[32, 8][8, 1]cpu" = torch.ops.aten.clone.default(t_7, memory_format = torch.contiguous_format)
        _unsafe_view_10: "i64[256][1]cpu" = torch.ops.aten._unsafe_view.default(clone_5, [256])
        arange: "i64[256][1]cpu" = torch.ops.aten.arange.default(256, device = device(type='cpu'), pin_memory = False)
        repeat_interleave: "i64[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9][1]cpu" = torch.ops.aten.repeat_interleave.Tensor(_unsafe_view_9, output_size = sym_sum_1)
        index_select: "i64[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9][1]cpu" = torch.ops.aten.index_select.default(arange, 0, repeat_interleave)
        cumsum_1: "i64[256][1]cpu" = torch.ops.aten.cumsum.default(_unsafe_view_9, 0)
        sub_1: "i64[256][1]cpu" = torch.ops.aten.sub.Tensor(cumsum_1, _unsafe_view_9)
        index_2: "i64[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9][1]cpu" = torch.ops.aten.index.Tensor(_unsafe_view_10, [index_select])
        arange_1: "i64[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9][1]cpu" = torch.ops.aten.arange.default(sym_sum_1, device = device(type='cpu'), pin_memory = False)
        add_9: "i64[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9][1]cpu" = torch.ops.aten.add.Tensor(index_2, arange_1)
        index_3: "i64[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9][1]cpu" = torch.ops.aten.index.Tensor(sub_1, [index_select])
        sub_2: "i64[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9][1]cpu" = torch.ops.aten.sub.Tensor(add_9, index_3)
        sum_6: "i64[32][1]cpu" = torch.ops.aten.sum.dim_IntList(view_25, [0])
        index_4: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = torch.ops.aten.index.Tensor(wait_tensor_2, [sub_2])
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts.forward
        view_27: "bf16[32, 2048, 7168][14680064, 7168, 1]cpu" = torch.ops.aten.view.default(primals_15, [32, 2048, 7168])
        view_28: "bf16[32, 7168, 2048][14680064, 2048, 1]cpu" = torch.ops.aten.view.default(primals_17, [32, 7168, 2048])
        view_29: "bf16[32, 2048, 7168][14680064, 7168, 1]cpu" = torch.ops.aten.view.default(primals_19, [32, 2048, 7168])
        cumsum_2: "i32[32][1]cpu" = torch.ops.aten.cumsum.default(sum_6, 0, dtype = torch.int32)
        transpose_5: "bf16[32, 7168, 2048][14680064, 1, 7168]cpu" = torch.ops.aten.transpose.int(view_27, -2, -1)
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts._grouped_mm
        _grouped_mm: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 2048][2048, 1]cpu" = torch.ops.aten._grouped_mm.default(index_4, transpose_5, cumsum_2)
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts.forward
        silu: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 2048][2048, 1]cpu" = torch.ops.aten.silu.default(_grouped_mm)
        transpose_6: "bf16[32, 7168, 2048][14680064, 1, 7168]cpu" = torch.ops.aten.transpose.int(view_29, -2, -1)
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts._grouped_mm
        _grouped_mm_1: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 2048][2048, 1]cpu" = torch.ops.aten._grouped_mm.default(index_4, transpose_6, cumsum_2)
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts.forward
        mul_13: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 2048][2048, 1]cpu" = torch.ops.aten.mul.Tensor(silu, _grouped_mm_1)
        transpose_7: "bf16[32, 2048, 7168][14680064, 1, 2048]cpu" = torch.ops.aten.transpose.int(view_28, -2, -1)
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts._grouped_mm
        _grouped_mm_2: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = torch.ops.aten._grouped_mm.default(mul_13, transpose_7, cumsum_2)
        #> moe.routed_experts: torchtitan.models.common.token_dispatcher.AllToAllTokenDispatcher._unpermute
        new_empty: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = torch.ops.aten.new_empty.default(_grouped_mm_2, [sym_size_int, 7168], pin_memory = False)
        index_put: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = torch.ops.aten.index_put.default(new_empty, [sub_2], _grouped_mm_2)
        #> moe.routed_experts: torch.distributed._functional_collectives.all_to_all_single
        all_to_all_single_2: "bf16[u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7, 7168][7168, 1]cpu" = torch.ops._c10d_functional.all_to_all_single.default(
            index_put,
            [_local_scalar_dense, _local_scalar_dense_1, _local_scalar_dense_2, _local_scalar_dense_3, _local_scalar_dense_4, _local_scalar_dense_5, _local_scalar_dense_6, _local_scalar_dense_7],
            [
                _local_scalar_dense_8,
                _local_scalar_dense_9,
                _local_scalar_dense_10,
                _local_scalar_dense_11,
                _local_scalar_dense_12,
                _local_scalar_dense_13,
                _local_scalar_dense_14,
                _local_scalar_dense_15
            ],
            'mesh_ep'
        )
        #> moe.routed_experts: torch.distributed._functional_collectives.wait_tensor
        wait_tensor_3: "bf16[u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7, 7168][7168, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_to_all_single_2)
        #> moe.routed_experts: torchtitan.models.common.token_dispatcher.AllToAllTokenDispatcher.combine
        zeros_like_1: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.zeros_like.default(view_15, pin_memory = False)
        _to_copy_16: "f32[u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7, 7168][7168, 1]cpu" = torch.ops.aten._to_copy.default(wait_tensor_3, dtype = torch.float32)
        view_30: "bf16[131072, 1][1, 1]cpu" = torch.ops.aten.view.default(index, [-1, 1])
        mul_14: "f32[u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7, 7168][7168, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_16, view_30)
        _to_copy_17: "bf16[u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7, 7168][7168, 1]cpu" = torch.ops.aten._to_copy.default(mul_14, dtype = torch.bfloat16)
        view_31: "i64[131072, 1][1, 1]cpu" = torch.ops.aten.view.default(floor_divide, [-1, 1])
        expand_5: "i64[131072, 7168][1, 0]cpu" = torch.ops.aten.expand.default(view_31, [-1, 7168])
        deterministic_scatter_add: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.torchtitan.deterministic_scatter_add.default(zeros_like_1, expand_5, _to_copy_17)
        #> moe.routed_experts: torchtitan.models.common.moe.RoutedExperts.forward
        view_32: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.view.default(deterministic_scatter_add, [4, -1, 7168])
        #> moe.shared_experts.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_8: "bf16[7168, 2048][1, 7168]cpu" = torch.ops.aten.t.default(primals_21)
        mm_6: "bf16[16384, 2048][2048, 1]cpu" = torch.ops.aten.mm.default(view_15, t_8)
        _unsafe_view_11: "bf16[4, 4096, 2048][8388608, 2048, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_6, [4, 4096, 2048])
        #> moe.shared_experts: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_1: "bf16[4, 4096, 2048][8388608, 2048, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view_11)
        #> moe.shared_experts.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_9: "bf16[7168, 2048][1, 7168]cpu" = torch.ops.aten.t.default(primals_22)
        mm_7: "bf16[16384, 2048][2048, 1]cpu" = torch.ops.aten.mm.default(view_15, t_9)
        _unsafe_view_12: "bf16[4, 4096, 2048][8388608, 2048, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_7, [4, 4096, 2048])
        #> moe.shared_experts: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_15: "bf16[4, 4096, 2048][8388608, 2048, 1]cpu" = torch.ops.aten.mul.Tensor(silu_1, _unsafe_view_12)
        #> moe.shared_experts.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_10: "bf16[2048, 7168][1, 2048]cpu" = torch.ops.aten.t.default(primals_23)
        view_33: "bf16[16384, 2048][2048, 1]cpu" = torch.ops.aten.view.default(mul_15, [16384, 2048])
        mm_8: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.aten.mm.default(view_33, t_10)
        _unsafe_view_13: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_8, [4, 4096, 7168])
        #> moe: torchtitan.models.common.moe.MoE.forward
        add_10: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(view_32, _unsafe_view_13)
        #> (no module): torchtitan.models.deepseek_v3.model.DeepSeekV3TransformerBlock.forward
        add_11: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.ops.aten.add.Tensor(add_4, add_10)
        #> moe.shared_experts.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_11: "bf16[7168, 2048][2048, 1]cpu" = torch.ops.aten.t.default(t_10)
        #> moe.shared_experts.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_12: "bf16[2048, 7168][7168, 1]cpu" = torch.ops.aten.t.default(t_9)
        #> moe.shared_experts.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_13: "bf16[2048, 7168][7168, 1]cpu" = torch.ops.aten.t.default(t_8)
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts._grouped_mm
        transpose_8: "bf16[32, 7168, 2048][14680064, 2048, 1]cpu" = torch.ops.aten.transpose.int(transpose_7, -2, -1)
        transpose_9: "bf16[32, 2048, 7168][14680064, 7168, 1]cpu" = torch.ops.aten.transpose.int(transpose_6, -2, -1)
        transpose_10: "bf16[32, 2048, 7168][14680064, 7168, 1]cpu" = torch.ops.aten.transpose.int(transpose_5, -2, -1)
        #> moe.router: torchtitan.models.common.moe.TokenChoiceTopKRouter.forward
        detach_1: "bf16[4, 4096, 256][1048576, 256, 1]cpu" = torch.ops.aten.detach.default(detach)
        #> attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose_11: "f32[512, 128, 4096][524288, 1, 128]cpu" = torch.ops.aten.transpose.int(_unsafe_view_6, 1, 2)
        transpose_12: "f32[512, 192, 4096][786432, 1, 192]cpu" = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2)
        transpose_13: "f32[512, 4096, 192][786432, 1, 4096]cpu" = torch.ops.aten.transpose.int(_unsafe_view_5, 1, 2)
        #> attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj: "c64[1, 4096, 1, 32][131072, 32, 32, 1]cpu" = torch.ops.aten._conj.default(view_3)
        #> (no source recorded)
        copy_: "f32[256][1]cpu" = torch.ops.aten.copy_.default(primals_14, add_8)
        return (
            add_11,
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
            primals_13,
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
            getitem_8,
            add_7,
            div,
            getitem_9,
            floor_divide,
            sub_2,
            index_4,
            cumsum_2,
            _grouped_mm,
            _grouped_mm_1,
            mul_13,
            wait_tensor_3,
            mm_6,
            mm_7,
            view_33,
            t_11,
            t_12,
            t_13,
            transpose_8,
            transpose_9,
            transpose_10,
            detach_1,
            transpose_11,
            transpose_12,
            transpose_13,
            _conj,
            primals_16,
            _local_scalar_dense,
            _local_scalar_dense_1,
            _local_scalar_dense_2,
            _local_scalar_dense_3,
            _local_scalar_dense_4,
            _local_scalar_dense_5,
            _local_scalar_dense_6,
            _local_scalar_dense_7,
            _local_scalar_dense_8,
            _local_scalar_dense_9,
            _local_scalar_dense_10,
            _local_scalar_dense_11,
            _local_scalar_dense_12,
            _local_scalar_dense_13,
            _local_scalar_dense_14,
            _local_scalar_dense_15,
            sym_size_int
        )
