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
        pow_1: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(wait_tensor, 2)
        mean: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_1, [2], True)
        add: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean, 9.999999747378752e-06)
        rsqrt: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add)
        mul_1: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor, rsqrt)
        mul_2: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_1, primals_5)
        #> layers.0.attention: torchtitan.protocols.module.Module._redistribute_inputs
        all_gather_into_tensor: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(mul_2, 2, 'mesh_tp')
        wait_tensor_1: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split_1 = torch.ops.aten.split.Tensor(wait_tensor_1, 2)
        getitem_2: "f32[2, 8, 256][2048, 256, 1]cpu" = split_1[0]
        getitem_3: "f32[2, 8, 256][2048, 256, 1]cpu" = split_1[1]
        cat_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_2, getitem_3], 1)
        #> layers.0.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_7)
        view_4: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(cat_1, [32, 256])
        mm: "f32[32, 384][384, 1]cpu" = torch.ops.aten.mm.default(view_4, t)
        _unsafe_view: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [2, 16, 384])
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_5: "f32[2, 16, 8, 3, 16][6144, 384, 48, 16, 1]cpu" = torch.ops.aten.view.default(_unsafe_view, [2, 16, 8, 3, 16])
        #> layers.0.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_6: "f32[2, 16, 8, 3, 16][6144, 384, 48, 16, 1]cpu" = torch.ops.aten.view.default(view_5, [2, 16, 8, 3, 16])
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        split_with_sizes = torch.ops.aten.split_with_sizes.default(view_6, [1, 1, 1], -2)
        getitem_4: "f32[2, 16, 8, 1, 16][6144, 384, 48, 16, 1]cpu" = split_with_sizes[0]
        getitem_5: "f32[2, 16, 8, 1, 16][6144, 384, 48, 16, 1]cpu" = split_with_sizes[1]
        getitem_6: "f32[2, 16, 8, 1, 16][6144, 384, 48, 16, 1]cpu" = split_with_sizes[2]
        view_7: "f32[2, 16, 8, 16][6144, 384, 48, 1]cpu" = torch.ops.aten.view.default(getitem_4, [2, 16, 8, 16])
        clone: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.clone.default(view_7, memory_format = torch.contiguous_format)
        view_8: "f32[2, 16, 8, 16][6144, 384, 48, 1]cpu" = torch.ops.aten.view.default(getitem_5, [2, 16, 8, 16])
        clone_1: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.clone.default(view_8, memory_format = torch.contiguous_format)
        view_9: "f32[2, 16, 8, 16][6144, 384, 48, 1]cpu" = torch.ops.aten.view.default(getitem_6, [2, 16, 8, 16])
        clone_2: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.clone.default(view_9, memory_format = torch.contiguous_format)
        #> layers.0.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_10: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(clone, [2, 16, 8, 16])
        view_11: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(clone_1, [2, 16, 8, 16])
        view_12: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(clone_2, [2, 16, 8, 16])
        #> layers.0.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_1: "c64[16, 8][8, 1]cpu" = torch.ops.aten.slice.Tensor(primals_9, 0, 0, 16)
        view_13: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten.view.default(slice_1, [1, 16, 1, 8])
        #> layers.0.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        view_14: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view.default(view_10, [2, 16, 8, 8, 2])
        view_as_complex: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.view_as_complex.default(view_14)
        view_15: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view.default(view_11, [2, 16, 8, 8, 2])
        view_as_complex_1: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.view_as_complex.default(view_15)
        mul_3: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex, view_13)
        view_as_real: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_3)
        view_16: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_as_real, [2, 16, 8, 16])
        mul_4: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_1, view_13)
        view_as_real_1: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_4)
        view_17: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_as_real_1, [2, 16, 8, 16])
        #> layers.0.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_18: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_16, [2, 16, 8, 16])
        view_19: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_17, [2, 16, 8, 16])
        view_20: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_12, [2, 16, 8, 16])
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.transpose.int(view_18, 1, 2)
        transpose_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.transpose.int(view_19, 1, 2)
        transpose_2: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.transpose.int(view_20, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose, transpose_1, transpose_2, 0.0, True)
        getitem_7: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_8: "f32[2, 8, 16][128, 1, 8]cpu" = _scaled_dot_product_flash_attention_for_cpu[1]
        detach: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.detach.default(getitem_7)
        transpose_3: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_7, 1, 2)
        #> layers.0.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_21: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_3, [2, 16, 8, 16])
        #> layers.0.attention: torchtitan.models.common.attention.GQAttention.forward
        view_22: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.view.default(view_21, [2, 16, 128])
        #> layers.0.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_1: "f32[128, 256][1, 128]cpu" = torch.ops.aten.t.default(primals_11)
        view_23: "f32[32, 128][128, 1]cpu" = torch.ops.aten.view.default(view_22, [32, 128])
        mm_1: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_23, t_1)
        _unsafe_view_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_1, [2, 16, 256])
        #> layers.0.attention.wo: torchtitan.protocols.module.Module._redistribute_outputs
        split_2 = torch.ops.aten.split.Tensor(_unsafe_view_1, 8, 1)
        getitem_9: "f32[2, 8, 256][4096, 256, 1]cpu" = split_2[0]
        getitem_10: "f32[2, 8, 256][4096, 256, 1]cpu" = split_2[1]
        cat_2: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_9, getitem_10])
        reduce_scatter_tensor_1: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_2, 'sum', 2, 'mesh_tp')
        wait_tensor_2: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_1)
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_1: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor, wait_tensor_2)
        #> layers.0.ffn_norm: torch.nn.functional.rms_norm
        pow_2: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_1, 2)
        mean_1: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_2, [2], True)
        add_2: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean_1, 9.999999747378752e-06)
        rsqrt_1: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_2)
        mul_5: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_1, rsqrt_1)
        mul_6: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_5, primals_13)
        #> layers.0.feed_forward: torchtitan.protocols.module.Module._redistribute_inputs
        all_gather_into_tensor_1: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(mul_6, 2, 'mesh_tp')
        wait_tensor_3: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)
        split_3 = torch.ops.aten.split.Tensor(wait_tensor_3, 2)
        getitem_11: "f32[2, 8, 256][2048, 256, 1]cpu" = split_3[0]
        getitem_12: "f32[2, 8, 256][2048, 256, 1]cpu" = split_3[1]
        cat_3: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_11, getitem_12], 1)
        #> layers.0.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_2: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_15)
        view_24: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(cat_3, [32, 256])
        mm_2: "f32[32, 384][384, 1]cpu" = torch.ops.aten.mm.default(view_24, t_2)
        _unsafe_view_2: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_2, [2, 16, 384])
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view_2)
        #> layers.0.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_3: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_17)
        mm_3: "f32[32, 384][384, 1]cpu" = torch.ops.aten.mm.default(view_24, t_3)
        _unsafe_view_3: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_3, [2, 16, 384])
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_7: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(silu, _unsafe_view_3)
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_4: "f32[384, 256][1, 384]cpu" = torch.ops.aten.t.default(primals_19)
        view_25: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(mul_7, [32, 384])
        mm_4: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_25, t_4)
        _unsafe_view_4: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_4, [2, 16, 256])
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module._redistribute_outputs
        split_4 = torch.ops.aten.split.Tensor(_unsafe_view_4, 8, 1)
        getitem_13: "f32[2, 8, 256][4096, 256, 1]cpu" = split_4[0]
        getitem_14: "f32[2, 8, 256][4096, 256, 1]cpu" = split_4[1]
        cat_4: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_13, getitem_14])
        reduce_scatter_tensor_2: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_4, 'sum', 2, 'mesh_tp')
        wait_tensor_4: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_2)
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_3: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_1, wait_tensor_4)
        #= layers.1 as layers.0: 124 lines
        #=   wait_tensor -> add_3, primals_5 -> primals_21, primals_7 -> primals_23, primals_9 -> primals_25, primals_11 -> primals_27, primals_13 -> primals_29, primals_15 -> primals_31
        #=   primals_17 -> primals_33, primals_19 -> primals_35
        #= layers.2 as layers.0: 124 lines
        #=   wait_tensor -> add_7, primals_5 -> primals_37, primals_7 -> primals_39, primals_9 -> primals_41, primals_11 -> primals_43, primals_13 -> primals_45, primals_15 -> primals_47
        #=   primals_17 -> primals_49, primals_19 -> primals_51
        #= layers.3 as layers.0: 124 lines
        #=   wait_tensor -> add_11, primals_5 -> primals_53, primals_7 -> primals_55, primals_9 -> primals_57, primals_11 -> primals_59, primals_13 -> primals_61, primals_15 -> primals_63
        #=   primals_17 -> primals_65, primals_19 -> primals_67
        #= layers.4 as layers.0: 124 lines
        #=   wait_tensor -> add_15, primals_5 -> primals_69, primals_7 -> primals_71, primals_9 -> primals_73, primals_11 -> primals_75, primals_13 -> primals_77, primals_15 -> primals_79
        #=   primals_17 -> primals_81, primals_19 -> primals_83
        #= layers.5 as layers.0: 124 lines
        #=   wait_tensor -> add_19, primals_5 -> primals_85, primals_7 -> primals_87, primals_9 -> primals_89, primals_11 -> primals_91, primals_13 -> primals_93, primals_15 -> primals_95
        #=   primals_17 -> primals_97, primals_19 -> primals_99
        #> norm: torch.nn.functional.rms_norm
        pow_13: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_23, 2)
        mean_12: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_13, [2], True)
        add_24: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean_12, 9.999999747378752e-06)
        rsqrt_12: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_24)
        mul_43: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_23, rsqrt_12)
        mul_44: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_43, primals_101)
        #> norm: torchtitan.protocols.module.Module._redistribute_outputs
        all_gather_into_tensor_12: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(mul_44, 2, 'mesh_tp')
        wait_tensor_25: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_12)
        split_25 = torch.ops.aten.split.Tensor(wait_tensor_25, 2)
        getitem_80: "f32[2, 8, 256][2048, 256, 1]cpu" = split_25[0]
        getitem_81: "f32[2, 8, 256][2048, 256, 1]cpu" = split_25[1]
        cat_25: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_80, getitem_81], 1)
        #> lm_head: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_30: "f32[256, 1024][1, 256]cpu" = torch.ops.aten.t.default(primals_103)
        view_136: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(cat_25, [32, 256])
        mm_30: "f32[32, 1024][1024, 1]cpu" = torch.ops.aten.mm.default(view_136, t_30)
        _unsafe_view_30: "f32[2, 16, 1024][16384, 1024, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_30, [2, 16, 1024])
        t_31: "f32[1024, 256][256, 1]cpu" = torch.ops.aten.t.default(t_30)
        #> layers.5.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_32: "f32[256, 384][384, 1]cpu" = torch.ops.aten.t.default(t_29)
        #> layers.5.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_33: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_28)
        #> layers.5.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_34: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_27)
        #> layers.5.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_35: "f32[256, 128][128, 1]cpu" = torch.ops.aten.t.default(t_26)
        #> layers.5.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        detach_6: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.detach.default(detach_5)
        #> layers.5.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten._conj.default(view_123)
        #> layers.5.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_36: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_25)
        #= layers.4 as layers.5#2: 14 lines
        #=   t_29 -> t_24, t_28 -> t_23, t_27 -> t_22, t_26 -> t_21, detach_5 -> detach_4, view_123 -> view_101, t_25 -> t_20
        #= layers.3 as layers.5#2: 14 lines
        #=   t_29 -> t_19, t_28 -> t_18, t_27 -> t_17, t_26 -> t_16, detach_5 -> detach_3, view_123 -> view_79, t_25 -> t_15
        #> layers.2.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        detach_9: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.detach.default(detach_2)
        #> layers.1.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        detach_10: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.detach.default(detach_1)
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        detach_11: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.detach.default(detach)
        return (
            _unsafe_view_30,
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
            rsqrt,
            view_4,
            transpose,
            transpose_1,
            transpose_2,
            getitem_8,
            view_23,
            wait_tensor_2,
            rsqrt_1,
            view_24,
            mm_2,
            mm_3,
            view_25,
            add_3,
            rsqrt_2,
            view_26,
            transpose_4,
            transpose_5,
            transpose_6,
            getitem_21,
            view_45,
            add_5,
            rsqrt_3,
            view_46,
            mm_7,
            mm_8,
            view_47,
            add_7,
            rsqrt_4,
            view_48,
            transpose_8,
            transpose_9,
            transpose_10,
            getitem_34,
            view_67,
            add_9,
            rsqrt_5,
            view_68,
            mm_12,
            mm_13,
            view_69,
            add_11,
            rsqrt_6,
            view_70,
            transpose_12,
            transpose_13,
            transpose_14,
            getitem_47,
            view_89,
            add_13,
            rsqrt_7,
            view_90,
            mm_17,
            mm_18,
            view_91,
            add_15,
            rsqrt_8,
            view_92,
            transpose_16,
            transpose_17,
            transpose_18,
            getitem_60,
            view_111,
            add_17,
            rsqrt_9,
            view_112,
            mm_22,
            mm_23,
            view_113,
            add_19,
            rsqrt_10,
            view_114,
            transpose_20,
            transpose_21,
            transpose_22,
            getitem_73,
            view_133,
            add_21,
            rsqrt_11,
            view_134,
            mm_27,
            mm_28,
            view_135,
            add_23,
            rsqrt_12,
            view_136,
            t_31,
            t_32,
            t_33,
            t_34,
            t_35,
            detach_6,
            _conj,
            t_36,
            t_37,
            t_38,
            t_39,
            t_40,
            detach_7,
            _conj_1,
            t_41,
            t_42,
            t_43,
            t_44,
            t_45,
            detach_8,
            _conj_2,
            t_46,
            detach_9,
            detach_10,
            detach_11,
            primals_2
        )
