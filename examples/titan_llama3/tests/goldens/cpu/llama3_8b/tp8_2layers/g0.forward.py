# fxgolden golden | case: llama3_8b/tp8_2layers | artifact: g0.forward | normalizer: 7 | world: fake rank 0/8 cpu mesh [8] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "i64[2, 16][16, 1]cpu",
        primals_2,
        primals_3: "f32[16032, 4096][4096, 1]cpu",
        primals_4,
        primals_5: "f32[4096][1]cpu",
        primals_6,
        primals_7: "f32[768, 4096][4096, 1]cpu",
        primals_8,
        primals_9: "c64[131072, 64][64, 1]cpu",
        primals_10,
        primals_11: "f32[4096, 512][512, 1]cpu",
        primals_12,
        primals_13: "f32[4096][1]cpu",
        primals_14,
        primals_15: "f32[1792, 4096][4096, 1]cpu",
        primals_16,
        primals_17: "f32[1792, 4096][4096, 1]cpu",
        primals_18,
        primals_19: "f32[4096, 1792][1792, 1]cpu",
        primals_20,
        primals_21: "f32[4096][1]cpu",
        primals_22,
        primals_23: "f32[768, 4096][4096, 1]cpu",
        primals_24,
        primals_25: "c64[131072, 64][64, 1]cpu",
        primals_26,
        primals_27: "f32[4096, 512][512, 1]cpu",
        primals_28,
        primals_29: "f32[4096][1]cpu",
        primals_30,
        primals_31: "f32[1792, 4096][4096, 1]cpu",
        primals_32,
        primals_33: "f32[1792, 4096][4096, 1]cpu",
        primals_34,
        primals_35: "f32[4096, 1792][1792, 1]cpu",
        primals_36,
        primals_37: "f32[4096][1]cpu",
        primals_38,
        primals_39: "f32[16032, 4096][4096, 1]cpu",
        primals_40
    ):
        #> tok_embeddings: torchtitan.protocols.module.Module._redistribute_inputs
        view: "i64[2, 16][16, 1]cpu" = torch.ops.aten.view.default(primals_1, [2, 16])
        #> tok_embeddings: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_1: "i64[2, 16][16, 1]cpu" = torch.ops.aten.view.default(view, [2, 16])
        #> tok_embeddings: torchtitan.models.common.embedding.Embedding.forward
        view_2: "f32[16032, 4096][4096, 1]cpu" = torch.ops.aten.view.default(primals_3, [16032, 4096])
        ge: "b8[2, 16][16, 1]cpu" = torch.ops.aten.ge.Scalar(view_1, 0)
        lt: "b8[2, 16][16, 1]cpu" = torch.ops.aten.lt.Scalar(view_1, 16032)
        bitwise_and: "b8[2, 16][16, 1]cpu" = torch.ops.aten.bitwise_and.Tensor(ge, lt)
        sub: "i64[2, 16][16, 1]cpu" = torch.ops.aten.sub.Tensor(view_1, 0)
        clamp: "i64[2, 16][16, 1]cpu" = torch.ops.aten.clamp.default(sub, 0, 16031)
        embedding: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.embedding.default(view_2, clamp)
        unsqueeze: "b8[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.unsqueeze.default(bitwise_and, -1)
        _to_copy: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten._to_copy.default(unsqueeze, dtype = torch.float32)
        mul: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(embedding, _to_copy)
        #> tok_embeddings: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_3: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.view.default(mul, [2, 16, 4096])
        #> tok_embeddings: torchtitan.protocols.module.Module._redistribute_outputs
        all_reduce: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_3, 'sum', 'mesh_tp')
        wait_tensor: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> layers.0.attention_norm: torch.nn.functional.rms_norm
        pow_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(wait_tensor, 2)
        mean: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_1, [2], True)
        add: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean, 9.999999747378752e-06)
        rsqrt: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add)
        mul_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor, rsqrt)
        mul_2: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_1, primals_5)
        #> layers.0.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t: "f32[4096, 768][1, 4096]cpu" = torch.ops.aten.t.default(primals_7)
        view_4: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.view.default(mul_2, [32, 4096])
        mm: "f32[32, 768][768, 1]cpu" = torch.ops.aten.mm.default(view_4, t)
        _unsafe_view: "f32[2, 16, 768][12288, 768, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [2, 16, 768])
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_5: "f32[2, 16, 1, 6, 128][12288, 768, 768, 128, 1]cpu" = torch.ops.aten.view.default(_unsafe_view, [2, 16, 1, 6, 128])
        #> layers.0.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_6: "f32[2, 16, 1, 6, 128][12288, 768, 768, 128, 1]cpu" = torch.ops.aten.view.default(view_5, [2, 16, 1, 6, 128])
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        split_with_sizes = torch.ops.aten.split_with_sizes.default(view_6, [4, 1, 1], -2)
        getitem: "f32[2, 16, 1, 4, 128][12288, 768, 768, 128, 1]cpu" = split_with_sizes[0]
        getitem_1: "f32[2, 16, 1, 1, 128][12288, 768, 768, 128, 1]cpu" = split_with_sizes[1]
        getitem_2: "f32[2, 16, 1, 1, 128][12288, 768, 768, 128, 1]cpu" = split_with_sizes[2]
        view_7: "f32[2, 16, 4, 128][12288, 768, 128, 1]cpu" = torch.ops.aten.view.default(getitem, [2, 16, 4, 128])
        clone: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.clone.default(view_7, memory_format = torch.contiguous_format)
        view_8: "f32[2, 16, 1, 128][12288, 768, 768, 1]cpu" = torch.ops.aten.view.default(getitem_1, [2, 16, 1, 128])
        clone_1: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.clone.default(view_8, memory_format = torch.contiguous_format)
        view_9: "f32[2, 16, 1, 128][12288, 768, 768, 1]cpu" = torch.ops.aten.view.default(getitem_2, [2, 16, 1, 128])
        clone_2: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.clone.default(view_9, memory_format = torch.contiguous_format)
        #> layers.0.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_10: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(clone, [2, 16, 4, 128])
        view_11: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(clone_1, [2, 16, 1, 128])
        view_12: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(clone_2, [2, 16, 1, 128])
        #> layers.0.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_1: "c64[16, 64][64, 1]cpu" = torch.ops.aten.slice.Tensor(primals_9, 0, 0, 16)
        view_13: "c64[1, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.view.default(slice_1, [1, 16, 1, 64])
        #> layers.0.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        view_14: "f32[2, 16, 4, 64, 2][8192, 512, 128, 2, 1]cpu" = torch.ops.aten.view.default(view_10, [2, 16, 4, 64, 2])
        view_as_complex: "c64[2, 16, 4, 64][4096, 256, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_14)
        view_15: "f32[2, 16, 1, 64, 2][2048, 128, 128, 2, 1]cpu" = torch.ops.aten.view.default(view_11, [2, 16, 1, 64, 2])
        view_as_complex_1: "c64[2, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_15)
        mul_3: "c64[2, 16, 4, 64][4096, 256, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex, view_13)
        view_as_real: "f32[2, 16, 4, 64, 2][8192, 512, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_3)
        view_16: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real, [2, 16, 4, 128])
        mul_4: "c64[2, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_1, view_13)
        view_as_real_1: "f32[2, 16, 1, 64, 2][2048, 128, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_4)
        view_17: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real_1, [2, 16, 1, 128])
        #> layers.0.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_18: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(view_16, [2, 16, 4, 128])
        view_19: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_17, [2, 16, 1, 128])
        view_20: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_12, [2, 16, 1, 128])
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = torch.ops.aten.transpose.int(view_18, 1, 2)
        transpose_1: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.transpose.int(view_19, 1, 2)
        transpose_2: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.transpose.int(view_20, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose, transpose_1, transpose_2, 0.0, True)
        getitem_3: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_4: "f32[2, 4, 16][64, 1, 4]cpu" = _scaled_dot_product_flash_attention_for_cpu[1]
        detach: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = torch.ops.aten.detach.default(getitem_3)
        transpose_3: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_3, 1, 2)
        #> layers.0.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_21: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(transpose_3, [2, 16, 4, 128])
        #> layers.0.attention: torchtitan.models.common.attention.GQAttention.forward
        view_22: "f32[2, 16, 512][8192, 512, 1]cpu" = torch.ops.aten.view.default(view_21, [2, 16, 512])
        #> layers.0.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_1: "f32[512, 4096][1, 512]cpu" = torch.ops.aten.t.default(primals_11)
        view_23: "f32[32, 512][512, 1]cpu" = torch.ops.aten.view.default(view_22, [32, 512])
        mm_1: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(view_23, t_1)
        _unsafe_view_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_1, [2, 16, 4096])
        #> layers.0.attention.wo: torchtitan.protocols.module.Module._redistribute_outputs
        all_reduce_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(_unsafe_view_1, 'sum', 'mesh_tp')
        wait_tensor_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor, wait_tensor_1)
        #> layers.0.ffn_norm: torch.nn.functional.rms_norm
        pow_2: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_1, 2)
        mean_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_2, [2], True)
        add_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean_1, 9.999999747378752e-06)
        rsqrt_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_2)
        mul_5: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(add_1, rsqrt_1)
        mul_6: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_5, primals_13)
        #> layers.0.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_2: "f32[4096, 1792][1, 4096]cpu" = torch.ops.aten.t.default(primals_15)
        view_24: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.view.default(mul_6, [32, 4096])
        mm_2: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.mm.default(view_24, t_2)
        _unsafe_view_2: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_2, [2, 16, 1792])
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view_2)
        #> layers.0.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_3: "f32[4096, 1792][1, 4096]cpu" = torch.ops.aten.t.default(primals_17)
        mm_3: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.mm.default(view_24, t_3)
        _unsafe_view_3: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_3, [2, 16, 1792])
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_7: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.mul.Tensor(silu, _unsafe_view_3)
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_4: "f32[1792, 4096][1, 1792]cpu" = torch.ops.aten.t.default(primals_19)
        view_25: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.view.default(mul_7, [32, 1792])
        mm_4: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(view_25, t_4)
        _unsafe_view_4: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_4, [2, 16, 4096])
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module._redistribute_outputs
        all_reduce_2: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(_unsafe_view_4, 'sum', 'mesh_tp')
        wait_tensor_2: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_2)
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_3: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(add_1, wait_tensor_2)
        #= layers.1 as layers.0: 102 lines
        #=   wait_tensor -> add_3, primals_5 -> primals_21, primals_7 -> primals_23, primals_9 -> primals_25, primals_11 -> primals_27, primals_13 -> primals_29, primals_15 -> primals_31
        #=   primals_17 -> primals_33, primals_19 -> primals_35
        #> norm: torch.nn.functional.rms_norm
        pow_5: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_7, 2)
        mean_4: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_5, [2], True)
        add_8: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean_4, 9.999999747378752e-06)
        rsqrt_4: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_8)
        mul_15: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(add_7, rsqrt_4)
        mul_16: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_15, primals_37)
        #> lm_head: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_10: "f32[4096, 16032][1, 4096]cpu" = torch.ops.aten.t.default(primals_39)
        view_48: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.view.default(mul_16, [32, 4096])
        mm_10: "f32[32, 16032][16032, 1]cpu" = torch.ops.aten.mm.default(view_48, t_10)
        _unsafe_view_10: "f32[2, 16, 16032][256512, 16032, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_10, [2, 16, 16032])
        t_11: "f32[16032, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_10)
        #> layers.1.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        all_gather_into_tensor: "f32[256, 1792][1792, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_47, 8, 'mesh_tp')
        wait_tensor_5: "f32[256, 1792][1792, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split = torch.ops.aten.split.Tensor(wait_tensor_5, 32)
        getitem_10: "f32[32, 1792][1792, 1]cpu" = split[0]
        getitem_11: "f32[32, 1792][1792, 1]cpu" = split[1]
        getitem_12: "f32[32, 1792][1792, 1]cpu" = split[2]
        getitem_13: "f32[32, 1792][1792, 1]cpu" = split[3]
        getitem_14: "f32[32, 1792][1792, 1]cpu" = split[4]
        getitem_15: "f32[32, 1792][1792, 1]cpu" = split[5]
        getitem_16: "f32[32, 1792][1792, 1]cpu" = split[6]
        getitem_17: "f32[32, 1792][1792, 1]cpu" = split[7]
        cat: "f32[32, 14336][14336, 1]cpu" = torch.ops.aten.cat.default([getitem_10, getitem_11, getitem_12, getitem_13, getitem_14, getitem_15, getitem_16, getitem_17], 1)
        split_1 = torch.ops.aten.split.Tensor(cat, 4)
        getitem_18: "f32[4, 14336][14336, 1]cpu" = split_1[0]
        t_12: "f32[4096, 1792][1792, 1]cpu" = torch.ops.aten.t.default(t_9)
        #> layers.1.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_13: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_8)
        #> layers.1.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_14: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_7)
        #> layers.1.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        all_gather_into_tensor_1: "f32[256, 512][512, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_45, 8, 'mesh_tp')
        wait_tensor_6: "f32[256, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)
        split_2 = torch.ops.aten.split.Tensor(wait_tensor_6, 32)
        getitem_19: "f32[32, 512][512, 1]cpu" = split_2[0]
        getitem_20: "f32[32, 512][512, 1]cpu" = split_2[1]
        getitem_21: "f32[32, 512][512, 1]cpu" = split_2[2]
        getitem_22: "f32[32, 512][512, 1]cpu" = split_2[3]
        getitem_23: "f32[32, 512][512, 1]cpu" = split_2[4]
        getitem_24: "f32[32, 512][512, 1]cpu" = split_2[5]
        getitem_25: "f32[32, 512][512, 1]cpu" = split_2[6]
        getitem_26: "f32[32, 512][512, 1]cpu" = split_2[7]
        cat_1: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.cat.default([getitem_19, getitem_20, getitem_21, getitem_22, getitem_23, getitem_24, getitem_25, getitem_26], 1)
        slice_3: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.slice.Tensor(cat_1, 1, 0, 4096)
        t_15: "f32[4096, 512][512, 1]cpu" = torch.ops.aten.t.default(t_6)
        #> layers.1.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        detach_2: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = torch.ops.aten.detach.default(detach_1)
        #> layers.1.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj: "c64[1, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten._conj.default(view_35)
        #> layers.1.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_16: "f32[768, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_5)
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        all_gather_into_tensor_2: "f32[256, 1792][1792, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_25, 8, 'mesh_tp')
        wait_tensor_7: "f32[256, 1792][1792, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_2)
        split_3 = torch.ops.aten.split.Tensor(wait_tensor_7, 32)
        getitem_27: "f32[32, 1792][1792, 1]cpu" = split_3[0]
        getitem_28: "f32[32, 1792][1792, 1]cpu" = split_3[1]
        getitem_29: "f32[32, 1792][1792, 1]cpu" = split_3[2]
        getitem_30: "f32[32, 1792][1792, 1]cpu" = split_3[3]
        getitem_31: "f32[32, 1792][1792, 1]cpu" = split_3[4]
        getitem_32: "f32[32, 1792][1792, 1]cpu" = split_3[5]
        getitem_33: "f32[32, 1792][1792, 1]cpu" = split_3[6]
        getitem_34: "f32[32, 1792][1792, 1]cpu" = split_3[7]
        cat_2: "f32[32, 14336][14336, 1]cpu" = torch.ops.aten.cat.default([getitem_27, getitem_28, getitem_29, getitem_30, getitem_31, getitem_32, getitem_33, getitem_34], 1)
        split_4 = torch.ops.aten.split.Tensor(cat_2, 4)
        getitem_35: "f32[4, 14336][14336, 1]cpu" = split_4[0]
        #> layers.0.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        all_gather_into_tensor_3: "f32[256, 512][512, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_23, 8, 'mesh_tp')
        wait_tensor_8: "f32[256, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_3)
        split_5 = torch.ops.aten.split.Tensor(wait_tensor_8, 32)
        getitem_36: "f32[32, 512][512, 1]cpu" = split_5[0]
        getitem_37: "f32[32, 512][512, 1]cpu" = split_5[1]
        getitem_38: "f32[32, 512][512, 1]cpu" = split_5[2]
        getitem_39: "f32[32, 512][512, 1]cpu" = split_5[3]
        getitem_40: "f32[32, 512][512, 1]cpu" = split_5[4]
        getitem_41: "f32[32, 512][512, 1]cpu" = split_5[5]
        getitem_42: "f32[32, 512][512, 1]cpu" = split_5[6]
        getitem_43: "f32[32, 512][512, 1]cpu" = split_5[7]
        cat_3: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.cat.default([getitem_36, getitem_37, getitem_38, getitem_39, getitem_40, getitem_41, getitem_42, getitem_43], 1)
        slice_4: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.slice.Tensor(cat_3, 1, 0, 4096)
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        detach_3: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = torch.ops.aten.detach.default(detach)
        return (
            _unsafe_view_10,
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
            primals_29,
            primals_37,
            clamp,
            unsqueeze,
            wait_tensor,
            rsqrt,
            view_4,
            transpose,
            transpose_1,
            transpose_2,
            getitem_4,
            wait_tensor_1,
            rsqrt_1,
            view_24,
            mm_2,
            mm_3,
            add_3,
            rsqrt_2,
            view_26,
            transpose_4,
            transpose_5,
            transpose_6,
            getitem_9,
            add_5,
            rsqrt_3,
            view_46,
            mm_7,
            mm_8,
            add_7,
            rsqrt_4,
            view_48,
            t_11,
            getitem_18,
            t_12,
            t_13,
            t_14,
            slice_3,
            t_15,
            detach_2,
            _conj,
            t_16,
            getitem_35,
            slice_4,
            detach_3,
            primals_2
        )
