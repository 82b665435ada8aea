# fxgolden golden | case: llama3/tp_sequence_parallel | artifact: g0.forward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "i64[2, 16][16, 1]cpu",
        primals_2,
        primals_3: "f32[1024, 256][256, 1]cpu",
        primals_4,
        primals_5: "f32[256][1]cpu",
        primals_6,
        primals_7: "f32[384, 256][256, 1]cpu",
        primals_8,
        primals_9: "c64[131072, 8][8, 1]cpu",
        primals_10,
        primals_11: "f32[256, 128][128, 1]cpu",
        primals_12,
        primals_13: "f32[256][1]cpu",
        primals_14,
        primals_15: "f32[384, 256][256, 1]cpu",
        primals_16,
        primals_17: "f32[384, 256][256, 1]cpu",
        primals_18,
        primals_19: "f32[256, 384][384, 1]cpu",
        primals_20,
        primals_21: "f32[256][1]cpu",
        primals_22,
        primals_23: "f32[384, 256][256, 1]cpu",
        primals_24,
        primals_25: "c64[131072, 8][8, 1]cpu",
        primals_26,
        primals_27: "f32[256, 128][128, 1]cpu",
        primals_28,
        primals_29: "f32[256][1]cpu",
        primals_30,
        primals_31: "f32[384, 256][256, 1]cpu",
        primals_32,
        primals_33: "f32[384, 256][256, 1]cpu",
        primals_34,
        primals_35: "f32[256, 384][384, 1]cpu",
        primals_36,
        primals_37: "f32[256][1]cpu",
        primals_38,
        primals_39: "f32[384, 256][256, 1]cpu",
        primals_40,
        primals_41: "c64[131072, 8][8, 1]cpu",
        primals_42,
        primals_43: "f32[256, 128][128, 1]cpu",
        primals_44,
        primals_45: "f32[256][1]cpu",
        primals_46,
        primals_47: "f32[384, 256][256, 1]cpu",
        primals_48,
        primals_49: "f32[384, 256][256, 1]cpu",
        primals_50,
        primals_51: "f32[256, 384][384, 1]cpu",
        primals_52,
        primals_53: "f32[256][1]cpu",
        primals_54,
        primals_55: "f32[384, 256][256, 1]cpu",
        primals_56,
        primals_57: "c64[131072, 8][8, 1]cpu",
        primals_58,
        primals_59: "f32[256, 128][128, 1]cpu",
        primals_60,
        primals_61: "f32[256][1]cpu",
        primals_62,
        primals_63: "f32[384, 256][256, 1]cpu",
        primals_64,
        primals_65: "f32[384, 256][256, 1]cpu",
        primals_66,
        primals_67: "f32[256, 384][384, 1]cpu",
        primals_68,
        primals_69: "f32[256][1]cpu",
        primals_70,
        primals_71: "f32[384, 256][256, 1]cpu",
        primals_72,
        primals_73: "c64[131072, 8][8, 1]cpu",
        primals_74,
        primals_75: "f32[256, 128][128, 1]cpu",
        primals_76,
        primals_77: "f32[256][1]cpu",
        primals_78,
        primals_79: "f32[384, 256][256, 1]cpu",
        primals_80,
        primals_81: "f32[384, 256][256, 1]cpu",
        primals_82,
        primals_83: "f32[256, 384][384, 1]cpu",
        primals_84,
        primals_85: "f32[256][1]cpu",
        primals_86,
        primals_87: "f32[384, 256][256, 1]cpu",
        primals_88,
        primals_89: "c64[131072, 8][8, 1]cpu",
        primals_90,
        primals_91: "f32[256, 128][128, 1]cpu",
        primals_92,
        primals_93: "f32[256][1]cpu",
        primals_94,
        primals_95: "f32[384, 256][256, 1]cpu",
        primals_96,
        primals_97: "f32[384, 256][256, 1]cpu",
        primals_98,
        primals_99: "f32[256, 384][384, 1]cpu",
        primals_100,
        primals_101: "f32[256][1]cpu",
        primals_102,
        primals_103: "f32[1024, 256][256, 1]cpu",
        primals_104
    ):
        #> tok_embeddings: torchtitan.protocols.module.Module._redistribute_inputs
        view: "i64[2, 16][16, 1]cpu" = torch.ops.aten.view.default(primals_1, [2, 16])
        #> tok_embeddings: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_1: "i64[2, 16][16, 1]cpu" = torch.ops.aten.view.default(view, [2, 16])
        #> tok_embeddings: torchtitan.models.common.embedding.Embedding.forward
        view_2: "f32[1024, 256][256, 1]cpu" = torch.ops.aten.view.default(primals_3, [1024, 256])
        ge: "b8[2, 16][16, 1]cpu" = torch.ops.aten.ge.Scalar(view_1, 0)
        lt: "b8[2, 16][16, 1]cpu" = torch.ops.aten.lt.Scalar(view_1, 1024)
        bitwise_and: "b8[2, 16][16, 1]cpu" = torch.ops.aten.bitwise_and.Tensor(ge, lt)
        sub: "i64[2, 16][16, 1]cpu" = torch.ops.aten.sub.Tensor(view_1, 0)
        clamp: "i64[2, 16][16, 1]cpu" = torch.ops.aten.clamp.default(sub, 0, 1023)
        embedding: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.embedding.default(view_2, clamp)
        unsqueeze: "b8[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.unsqueeze.default(bitwise_and, -1)
        _to_copy: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten._to_copy.default(unsqueeze, dtype = torch.float32)
        mul: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(embedding, _to_copy)
        #> tok_embeddings: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_3: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mul, [2, 16, 256])
        #> tok_embeddings: torchtitan.protocols.module.Module._redistribute_outputs
        split = torch.ops.aten.split.Tensor(view_3, 8, 1)
        getitem: "f32[2, 8, 256][4096, 256, 1]cpu" = split[0]
        getitem_1: "f32[2, 8, 256][4096, 256, 1]cpu" = split[1]
        cat: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.cat.default([getitem, getitem_1])
        reduce_scatter_tensor: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat, 'sum', 2, 'mesh_tp')
        wait_tensor: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor)
        #> layers.0.attention_norm: torch.nn.functional.rms_norm
        pow_L0: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(wait_tensor, 2)
        mean_L0: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_L0, [2], True)
        add_L0: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean_L0, 9.999999747378752e-06)
        rsqrt_L0: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_L0)
        mul_L0: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor, rsqrt_L0)
        mul_L0_1: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L0, primals_5)
        #> layers.0.attention: torchtitan.protocols.module.Module._redistribute_inputs
        all_gather_into_tensor_L0: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(mul_L0_1, 2, 'mesh_tp')
        wait_tensor_L0: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_L0)
        split_L0 = torch.ops.aten.split.Tensor(wait_tensor_L0, 2)
        getitem_L0: "f32[2, 8, 256][2048, 256, 1]cpu" = split_L0[0]
        getitem_L0_1: "f32[2, 8, 256][2048, 256, 1]cpu" = split_L0[1]
        cat_L0: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_L0, getitem_L0_1], 1)
        #> layers.0.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L0: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_7)
        view_L0: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(cat_L0, [32, 256])
        mm_L0: "f32[32, 384][384, 1]cpu" = torch.ops.aten.mm.default(view_L0, t_L0)
        _unsafe_view_L0: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L0, [2, 16, 384])
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_L0_1: "f32[2, 16, 8, 3, 16][6144, 384, 48, 16, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_L0, [2, 16, 8, 3, 16])
        #> layers.0.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L0_2: "f32[2, 16, 8, 3, 16][6144, 384, 48, 16, 1]cpu" = torch.ops.aten.view.default(view_L0_1, [2, 16, 8, 3, 16])
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        split_with_sizes_L0 = torch.ops.aten.split_with_sizes.default(view_L0_2, [1, 1, 1], -2)
        getitem_L0_2: "f32[2, 16, 8, 1, 16][6144, 384, 48, 16, 1]cpu" = split_with_sizes_L0[0]
        getitem_L0_3: "f32[2, 16, 8, 1, 16][6144, 384, 48, 16, 1]cpu" = split_with_sizes_L0[1]
        getitem_L0_4: "f32[2, 16, 8, 1, 16][6144, 384, 48, 16, 1]cpu" = split_with_sizes_L0[2]
        view_L0_3: "f32[2, 16, 8, 16][6144, 384, 48, 1]cpu" = torch.ops.aten.view.default(getitem_L0_2, [2, 16, 8, 16])
        clone_L0: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.clone.default(view_L0_3, memory_format = torch.contiguous_format)
        view_L0_4: "f32[2, 16, 8, 16][6144, 384, 48, 1]cpu" = torch.ops.aten.view.default(getitem_L0_3, [2, 16, 8, 16])
        clone_L0_1: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.clone.default(view_L0_4, memory_format = torch.contiguous_format)
        view_L0_5: "f32[2, 16, 8, 16][6144, 384, 48, 1]cpu" = torch.ops.aten.view.default(getitem_L0_4, [2, 16, 8, 16])
        clone_L0_2: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.clone.default(view_L0_5, memory_format = torch.contiguous_format)
        #> layers.0.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L0_6: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(clone_L0, [2, 16, 8, 16])
        view_L0_7: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(clone_L0_1, [2, 16, 8, 16])
        view_L0_8: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(clone_L0_2, [2, 16, 8, 16])
        #> layers.0.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_L0: "c64[16, 8][8, 1]cpu" = torch.ops.aten.slice.Tensor(primals_9, 0, 0, 16)
        view_L0_9: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten.view.default(slice_L0, [1, 16, 1, 8])
        #> layers.0.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        view_L0_10: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view.default(view_L0_6, [2, 16, 8, 8, 2])
        view_as_complex_L0: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.view_as_complex.default(view_L0_10)
        view_L0_11: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view.default(view_L0_7, [2, 16, 8, 8, 2])
        view_as_complex_L0_1: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.view_as_complex.default(view_L0_11)
        mul_L0_2: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_L0, view_L0_9)
        view_as_real_L0: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_L0_2)
        view_L0_12: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_as_real_L0, [2, 16, 8, 16])
        mul_L0_3: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_L0_1, view_L0_9)
        view_as_real_L0_1: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_L0_3)
        view_L0_13: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_as_real_L0_1, [2, 16, 8, 16])
        #> layers.0.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L0_14: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_L0_12, [2, 16, 8, 16])
        view_L0_15: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_L0_13, [2, 16, 8, 16])
        view_L0_16: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_L0_8, [2, 16, 8, 16])
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose_L0: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.transpose.int(view_L0_14, 1, 2)
        transpose_L0_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.transpose.int(view_L0_15, 1, 2)
        transpose_L0_2: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.transpose.int(view_L0_16, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_L0 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_L0, transpose_L0_1, transpose_L0_2, 0.0, True)
        getitem_L0_5: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_L0[0]
        getitem_L0_6: "f32[2, 8, 16][128, 1, 8]cpu" = _scaled_dot_product_flash_attention_for_cpu_L0[1]
        detach_L0: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.detach.default(getitem_L0_5)
        transpose_L0_3: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_L0_5, 1, 2)
        #> layers.0.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L0_17: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_L0_3, [2, 16, 8, 16])
        #> layers.0.attention: torchtitan.models.common.attention.GQAttention.forward
        view_L0_18: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.view.default(view_L0_17, [2, 16, 128])
        #> layers.0.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L0_1: "f32[128, 256][1, 128]cpu" = torch.ops.aten.t.default(primals_11)
        view_L0_19: "f32[32, 128][128, 1]cpu" = torch.ops.aten.view.default(view_L0_18, [32, 128])
        mm_L0_1: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_L0_19, t_L0_1)
        _unsafe_view_L0_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L0_1, [2, 16, 256])
        #> layers.0.attention.wo: torchtitan.protocols.module.Module._redistribute_outputs
        split_L0_1 = torch.ops.aten.split.Tensor(_unsafe_view_L0_1, 8, 1)
        getitem_L0_7: "f32[2, 8, 256][4096, 256, 1]cpu" = split_L0_1[0]
        getitem_L0_8: "f32[2, 8, 256][4096, 256, 1]cpu" = split_L0_1[1]
        cat_L0_1: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_L0_7, getitem_L0_8])
        reduce_scatter_tensor_L0: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_L0_1, 'sum', 2, 'mesh_tp')
        wait_tensor_L0_1: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_L0)
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_L0_1: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor, wait_tensor_L0_1)
        #> layers.0.ffn_norm: torch.nn.functional.rms_norm
        pow_L0_1: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_L0_1, 2)
        mean_L0_1: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_L0_1, [2], True)
        add_L0_2: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean_L0_1, 9.999999747378752e-06)
        rsqrt_L0_1: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_L0_2)
        mul_L0_4: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_L0_1, rsqrt_L0_1)
        mul_L0_5: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L0_4, primals_13)
        #> layers.0.feed_forward: torchtitan.protocols.module.Module._redistribute_inputs
        all_gather_into_tensor_L0_1: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(mul_L0_5, 2, 'mesh_tp')
        wait_tensor_L0_2: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_L0_1)
        split_L0_2 = torch.ops.aten.split.Tensor(wait_tensor_L0_2, 2)
        getitem_L0_9: "f32[2, 8, 256][2048, 256, 1]cpu" = split_L0_2[0]
        getitem_L0_10: "f32[2, 8, 256][2048, 256, 1]cpu" = split_L0_2[1]
        cat_L0_2: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_L0_9, getitem_L0_10], 1)
        #> layers.0.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L0_2: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_15)
        view_L0_20: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(cat_L0_2, [32, 256])
        mm_L0_2: "f32[32, 384][384, 1]cpu" = torch.ops.aten.mm.default(view_L0_20, t_L0_2)
        _unsafe_view_L0_2: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L0_2, [2, 16, 384])
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_L0: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view_L0_2)
        #> layers.0.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L0_3: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_17)
        mm_L0_3: "f32[32, 384][384, 1]cpu" = torch.ops.aten.mm.default(view_L0_20, t_L0_3)
        _unsafe_view_L0_3: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L0_3, [2, 16, 384])
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_L0_6: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(silu_L0, _unsafe_view_L0_3)
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L0_4: "f32[384, 256][1, 384]cpu" = torch.ops.aten.t.default(primals_19)
        view_L0_21: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(mul_L0_6, [32, 384])
        mm_L0_4: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_L0_21, t_L0_4)
        _unsafe_view_L0_4: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L0_4, [2, 16, 256])
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module._redistribute_outputs
        split_L0_3 = torch.ops.aten.split.Tensor(_unsafe_view_L0_4, 8, 1)
        getitem_L0_11: "f32[2, 8, 256][4096, 256, 1]cpu" = split_L0_3[0]
        getitem_L0_12: "f32[2, 8, 256][4096, 256, 1]cpu" = split_L0_3[1]
        cat_L0_3: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_L0_11, getitem_L0_12])
        reduce_scatter_tensor_L0_1: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_L0_3, 'sum', 2, 'mesh_tp')
        wait_tensor_L0_3: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_L0_1)
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        layer_out_L0: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_L0_1, wait_tensor_L0_3)
        #= layers.1 as layers.0: 124 lines
        #=   wait_tensor -> ^, primals_5 -> primals_21, primals_7 -> primals_23, primals_9 -> primals_25, primals_11 -> primals_27, primals_13 -> primals_29, primals_15 -> primals_31
        #=   primals_17 -> primals_33, primals_19 -> primals_35
        #= layers.2 as layers.0: 124 lines
        #=   wait_tensor -> ^, primals_5 -> primals_37, primals_7 -> primals_39, primals_9 -> primals_41, primals_11 -> primals_43, primals_13 -> primals_45, primals_15 -> primals_47
        #=   primals_17 -> primals_49, primals_19 -> primals_51
        #= layers.3 as layers.0: 124 lines
        #=   wait_tensor -> ^, primals_5 -> primals_53, primals_7 -> primals_55, primals_9 -> primals_57, primals_11 -> primals_59, primals_13 -> primals_61, primals_15 -> primals_63
        #=   primals_17 -> primals_65, primals_19 -> primals_67
        #= layers.4 as layers.0: 124 lines
        #=   wait_tensor -> ^, primals_5 -> primals_69, primals_7 -> primals_71, primals_9 -> primals_73, primals_11 -> primals_75, primals_13 -> primals_77, primals_15 -> primals_79
        #=   primals_17 -> primals_81, primals_19 -> primals_83
        #= layers.5 as layers.0: 124 lines
        #=   wait_tensor -> ^, primals_5 -> primals_85, primals_7 -> primals_87, primals_9 -> primals_89, primals_11 -> primals_91, primals_13 -> primals_93, primals_15 -> primals_95
        #=   primals_17 -> primals_97, primals_19 -> primals_99
        #> norm: torch.nn.functional.rms_norm
        pow_1: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(layer_out_L5, 2)
        mean: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_1, [2], True)
        add: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean, 9.999999747378752e-06)
        rsqrt: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add)
        mul_1: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(layer_out_L5, rsqrt)
        mul_2: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_1, primals_101)
        #> norm: torchtitan.protocols.module.Module._redistribute_outputs
        all_gather_into_tensor: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(mul_2, 2, 'mesh_tp')
        wait_tensor_1: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split_1 = torch.ops.aten.split.Tensor(wait_tensor_1, 2)
        getitem_2: "f32[2, 8, 256][2048, 256, 1]cpu" = split_1[0]
        getitem_3: "f32[2, 8, 256][2048, 256, 1]cpu" = split_1[1]
        cat_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_2, getitem_3], 1)
        #> lm_head: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t: "f32[256, 1024][1, 256]cpu" = torch.ops.aten.t.default(primals_103)
        view_4: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(cat_1, [32, 256])
        mm: "f32[32, 1024][1024, 1]cpu" = torch.ops.aten.mm.default(view_4, t)
        _unsafe_view: "f32[2, 16, 1024][16384, 1024, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [2, 16, 1024])
        t_1: "f32[1024, 256][256, 1]cpu" = torch.ops.aten.t.default(t)
        #> layers.5.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L5_5: "f32[256, 384][384, 1]cpu" = torch.ops.aten.t.default(t_L5_4)
        #> layers.5.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L5_6: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_L5_3)
        #> layers.5.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L5_7: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_L5_2)
        #> layers.5.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L5_8: "f32[256, 128][128, 1]cpu" = torch.ops.aten.t.default(t_L5_1)
        #> layers.5.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        detach_L5_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.detach.default(detach_L5)
        #> layers.5.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj_L5: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten._conj.default(view_L5_9)
        #> layers.5.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L5_9: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_L5)
        #= layers.4 as layers.5#2: 14 lines
        #= layers.3 as layers.5#2: 14 lines
        #> layers.2.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        detach_L2_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.detach.default(detach_L2)
        #> layers.1.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        detach_L1_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.detach.default(detach_L1)
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        detach_L0_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.detach.default(detach_L0)
        return (
            _unsafe_view,
            primals_2,
            primals_5,
            primals_7,
            primals_9,
            primals_11,
            primals_13,
            primals_15,
            primals_17,
            primals_19,
            primals_21,
            primals_23,
            primals_25,
            primals_27,
            primals_29,
            primals_31,
            primals_33,
            primals_35,
            primals_37,
            primals_39,
            primals_41,
            primals_43,
            primals_45,
            primals_47,
            primals_49,
            primals_51,
            primals_53,
            primals_61,
            primals_69,
            primals_77,
            primals_85,
            primals_93,
            primals_101,
            clamp,
            unsqueeze,
            wait_tensor,
            rsqrt_L0,
            view_L0,
            transpose_L0,
            transpose_L0_1,
            transpose_L0_2,
            getitem_L0_6,
            view_L0_19,
            wait_tensor_L0_1,
            rsqrt_L0_1,
            view_L0_20,
            mm_L0_2,
            mm_L0_3,
            view_L0_21,
            layer_out_L0,
            rsqrt_L1,
            view_L1,
            transpose_L1,
            transpose_L1_1,
            transpose_L1_2,
            getitem_L1_6,
            view_L1_19,
            add_L1_1,
            rsqrt_L1_1,
            view_L1_20,
            mm_L1_2,
            mm_L1_3,
            view_L1_21,
            layer_out_L1,
            rsqrt_L2,
            view_L2,
            transpose_L2,
            transpose_L2_1,
            transpose_L2_2,
            getitem_L2_6,
            view_L2_19,
            add_L2_1,
            rsqrt_L2_1,
            view_L2_20,
            mm_L2_2,
            mm_L2_3,
            view_L2_21,
            layer_out_L2,
            rsqrt_L3,
            view_L3,
            transpose_L3,
            transpose_L3_1,
            transpose_L3_2,
            getitem_L3_6,
            view_L3_19,
            add_L3_1,
            rsqrt_L3_1,
            view_L3_20,
            mm_L3_2,
            mm_L3_3,
            view_L3_21,
            layer_out_L3,
            rsqrt_L4,
            view_L4,
            transpose_L4,
            transpose_L4_1,
            transpose_L4_2,
            getitem_L4_6,
            view_L4_19,
            add_L4_1,
            rsqrt_L4_1,
            view_L4_20,
            mm_L4_2,
            mm_L4_3,
            view_L4_21,
            layer_out_L4,
            rsqrt_L5,
            view_L5,
            transpose_L5,
            transpose_L5_1,
            transpose_L5_2,
            getitem_L5_6,
            view_L5_19,
            add_L5_1,
            rsqrt_L5_1,
            view_L5_20,
            mm_L5_2,
            mm_L5_3,
            view_L5_21,
            layer_out_L5,
            rsqrt,
            view_4,
            t_1,
            t_L5_5,
            t_L5_6,
            t_L5_7,
            t_L5_8,
            detach_L5_1,
            _conj_L5,
            t_L5_9,
            t_L4_5,
            t_L4_6,
            t_L4_7,
            t_L4_8,
            detach_L4_1,
            _conj_L4,
            t_L4_9,
            t_L3_5,
            t_L3_6,
            t_L3_7,
            t_L3_8,
            detach_L3_1,
            _conj_L3,
            t_L3_9,
            detach_L2_1,
            detach_L1_1,
            detach_L0_1,
            primals_2
        )
