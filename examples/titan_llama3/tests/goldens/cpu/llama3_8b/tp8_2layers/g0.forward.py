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
        pow_L0: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(wait_tensor, 2)
        mean_L0: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_L0, [2], True)
        add_L0: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean_L0, 9.999999747378752e-06)
        rsqrt_L0: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_L0)
        mul_L0: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor, rsqrt_L0)
        mul_L0_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L0, primals_5)
        #> layers.0.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L0: "f32[4096, 768][1, 4096]cpu" = torch.ops.aten.t.default(primals_7)
        view_L0: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.view.default(mul_L0_1, [32, 4096])
        mm_L0: "f32[32, 768][768, 1]cpu" = torch.ops.aten.mm.default(view_L0, t_L0)
        _unsafe_view_L0: "f32[2, 16, 768][12288, 768, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L0, [2, 16, 768])
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_L0_1: "f32[2, 16, 1, 6, 128][12288, 768, 768, 128, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_L0, [2, 16, 1, 6, 128])
        #> layers.0.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L0_2: "f32[2, 16, 1, 6, 128][12288, 768, 768, 128, 1]cpu" = torch.ops.aten.view.default(view_L0_1, [2, 16, 1, 6, 128])
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        split_with_sizes_L0 = torch.ops.aten.split_with_sizes.default(view_L0_2, [4, 1, 1], -2)
        getitem_L0: "f32[2, 16, 1, 4, 128][12288, 768, 768, 128, 1]cpu" = split_with_sizes_L0[0]
        getitem_L0_1: "f32[2, 16, 1, 1, 128][12288, 768, 768, 128, 1]cpu" = split_with_sizes_L0[1]
        getitem_L0_2: "f32[2, 16, 1, 1, 128][12288, 768, 768, 128, 1]cpu" = split_with_sizes_L0[2]
        view_L0_3: "f32[2, 16, 4, 128][12288, 768, 128, 1]cpu" = torch.ops.aten.view.default(getitem_L0, [2, 16, 4, 128])
        clone_L0: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.clone.default(view_L0_3, memory_format = torch.contiguous_format)
        view_L0_4: "f32[2, 16, 1, 128][12288, 768, 768, 1]cpu" = torch.ops.aten.view.default(getitem_L0_1, [2, 16, 1, 128])
        clone_L0_1: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.clone.default(view_L0_4, memory_format = torch.contiguous_format)
        view_L0_5: "f32[2, 16, 1, 128][12288, 768, 768, 1]cpu" = torch.ops.aten.view.default(getitem_L0_2, [2, 16, 1, 128])
        clone_L0_2: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.clone.default(view_L0_5, memory_format = torch.contiguous_format)
        #> layers.0.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L0_6: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(clone_L0, [2, 16, 4, 128])
        view_L0_7: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(clone_L0_1, [2, 16, 1, 128])
        view_L0_8: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(clone_L0_2, [2, 16, 1, 128])
        #> layers.0.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_L0: "c64[16, 64][64, 1]cpu" = torch.ops.aten.slice.Tensor(primals_9, 0, 0, 16)
        view_L0_9: "c64[1, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.view.default(slice_L0, [1, 16, 1, 64])
        #> layers.0.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        view_L0_10: "f32[2, 16, 4, 64, 2][8192, 512, 128, 2, 1]cpu" = torch.ops.aten.view.default(view_L0_6, [2, 16, 4, 64, 2])
        view_as_complex_L0: "c64[2, 16, 4, 64][4096, 256, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_L0_10)
        view_L0_11: "f32[2, 16, 1, 64, 2][2048, 128, 128, 2, 1]cpu" = torch.ops.aten.view.default(view_L0_7, [2, 16, 1, 64, 2])
        view_as_complex_L0_1: "c64[2, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_L0_11)
        mul_L0_2: "c64[2, 16, 4, 64][4096, 256, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_L0, view_L0_9)
        view_as_real_L0: "f32[2, 16, 4, 64, 2][8192, 512, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_L0_2)
        view_L0_12: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real_L0, [2, 16, 4, 128])
        mul_L0_3: "c64[2, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_L0_1, view_L0_9)
        view_as_real_L0_1: "f32[2, 16, 1, 64, 2][2048, 128, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_L0_3)
        view_L0_13: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real_L0_1, [2, 16, 1, 128])
        #> layers.0.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L0_14: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(view_L0_12, [2, 16, 4, 128])
        view_L0_15: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_L0_13, [2, 16, 1, 128])
        view_L0_16: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_L0_8, [2, 16, 1, 128])
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose_L0: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = torch.ops.aten.transpose.int(view_L0_14, 1, 2)
        transpose_L0_1: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.transpose.int(view_L0_15, 1, 2)
        transpose_L0_2: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.transpose.int(view_L0_16, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_L0 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_L0, transpose_L0_1, transpose_L0_2, 0.0, True)
        getitem_L0_3: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_L0[0]
        getitem_L0_4: "f32[2, 4, 16][64, 1, 4]cpu" = _scaled_dot_product_flash_attention_for_cpu_L0[1]
        detach_L0: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = torch.ops.aten.detach.default(getitem_L0_3)
        transpose_L0_3: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_L0_3, 1, 2)
        #> layers.0.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L0_17: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(transpose_L0_3, [2, 16, 4, 128])
        #> layers.0.attention: torchtitan.models.common.attention.GQAttention.forward
        view_L0_18: "f32[2, 16, 512][8192, 512, 1]cpu" = torch.ops.aten.view.default(view_L0_17, [2, 16, 512])
        #> layers.0.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L0_1: "f32[512, 4096][1, 512]cpu" = torch.ops.aten.t.default(primals_11)
        view_L0_19: "f32[32, 512][512, 1]cpu" = torch.ops.aten.view.default(view_L0_18, [32, 512])
        mm_L0_1: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(view_L0_19, t_L0_1)
        _unsafe_view_L0_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L0_1, [2, 16, 4096])
        #> layers.0.attention.wo: torchtitan.protocols.module.Module._redistribute_outputs
        all_reduce_L0: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(_unsafe_view_L0_1, 'sum', 'mesh_tp')
        wait_tensor_L0: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_L0)
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_L0_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor, wait_tensor_L0)
        #> layers.0.ffn_norm: torch.nn.functional.rms_norm
        pow_L0_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_L0_1, 2)
        mean_L0_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_L0_1, [2], True)
        add_L0_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean_L0_1, 9.999999747378752e-06)
        rsqrt_L0_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_L0_2)
        mul_L0_4: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(add_L0_1, rsqrt_L0_1)
        mul_L0_5: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L0_4, primals_13)
        #> layers.0.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L0_2: "f32[4096, 1792][1, 4096]cpu" = torch.ops.aten.t.default(primals_15)
        view_L0_20: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.view.default(mul_L0_5, [32, 4096])
        mm_L0_2: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.mm.default(view_L0_20, t_L0_2)
        _unsafe_view_L0_2: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L0_2, [2, 16, 1792])
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_L0: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view_L0_2)
        #> layers.0.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L0_3: "f32[4096, 1792][1, 4096]cpu" = torch.ops.aten.t.default(primals_17)
        mm_L0_3: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.mm.default(view_L0_20, t_L0_3)
        _unsafe_view_L0_3: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L0_3, [2, 16, 1792])
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_L0_6: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.mul.Tensor(silu_L0, _unsafe_view_L0_3)
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L0_4: "f32[1792, 4096][1, 1792]cpu" = torch.ops.aten.t.default(primals_19)
        view_L0_21: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.view.default(mul_L0_6, [32, 1792])
        mm_L0_4: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(view_L0_21, t_L0_4)
        _unsafe_view_L0_4: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L0_4, [2, 16, 4096])
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module._redistribute_outputs
        all_reduce_L0_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(_unsafe_view_L0_4, 'sum', 'mesh_tp')
        wait_tensor_L0_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_L0_1)
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        layer_out_L0: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(add_L0_1, wait_tensor_L0_1)
        #> layers.1.attention_norm: torch.nn.functional.rms_norm
        pow_L1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(layer_out_L0, 2)
        mean_L1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_L1, [2], True)
        add_L1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean_L1, 9.999999747378752e-06)
        rsqrt_L1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_L1)
        mul_L1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(layer_out_L0, rsqrt_L1)
        mul_L1_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L1, primals_21)
        #> layers.1.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L1: "f32[4096, 768][1, 4096]cpu" = torch.ops.aten.t.default(primals_23)
        view_L1: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.view.default(mul_L1_1, [32, 4096])
        mm_L1: "f32[32, 768][768, 1]cpu" = torch.ops.aten.mm.default(view_L1, t_L1)
        _unsafe_view_L1: "f32[2, 16, 768][12288, 768, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L1, [2, 16, 768])
        #> layers.1.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_L1_1: "f32[2, 16, 1, 6, 128][12288, 768, 768, 128, 1]cpu" = torch.ops.aten.view.default(_unsafe_view_L1, [2, 16, 1, 6, 128])
        #> layers.1.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L1_2: "f32[2, 16, 1, 6, 128][12288, 768, 768, 128, 1]cpu" = torch.ops.aten.view.default(view_L1_1, [2, 16, 1, 6, 128])
        #> layers.1.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        split_with_sizes_L1 = torch.ops.aten.split_with_sizes.default(view_L1_2, [4, 1, 1], -2)
        getitem_L1: "f32[2, 16, 1, 4, 128][12288, 768, 768, 128, 1]cpu" = split_with_sizes_L1[0]
        getitem_L1_1: "f32[2, 16, 1, 1, 128][12288, 768, 768, 128, 1]cpu" = split_with_sizes_L1[1]
        getitem_L1_2: "f32[2, 16, 1, 1, 128][12288, 768, 768, 128, 1]cpu" = split_with_sizes_L1[2]
        view_L1_3: "f32[2, 16, 4, 128][12288, 768, 128, 1]cpu" = torch.ops.aten.view.default(getitem_L1, [2, 16, 4, 128])
        clone_L1: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.clone.default(view_L1_3, memory_format = torch.contiguous_format)
        view_L1_4: "f32[2, 16, 1, 128][12288, 768, 768, 1]cpu" = torch.ops.aten.view.default(getitem_L1_1, [2, 16, 1, 128])
        clone_L1_1: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.clone.default(view_L1_4, memory_format = torch.contiguous_format)
        view_L1_5: "f32[2, 16, 1, 128][12288, 768, 768, 1]cpu" = torch.ops.aten.view.default(getitem_L1_2, [2, 16, 1, 128])
        clone_L1_2: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.clone.default(view_L1_5, memory_format = torch.contiguous_format)
        #> layers.1.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L1_6: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(clone_L1, [2, 16, 4, 128])
        view_L1_7: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(clone_L1_1, [2, 16, 1, 128])
        view_L1_8: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(clone_L1_2, [2, 16, 1, 128])
        #> layers.1.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_L1: "c64[16, 64][64, 1]cpu" = torch.ops.aten.slice.Tensor(primals_25, 0, 0, 16)
        view_L1_9: "c64[1, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.view.default(slice_L1, [1, 16, 1, 64])
        #> layers.1.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        view_L1_10: "f32[2, 16, 4, 64, 2][8192, 512, 128, 2, 1]cpu" = torch.ops.aten.view.default(view_L1_6, [2, 16, 4, 64, 2])
        view_as_complex_L1: "c64[2, 16, 4, 64][4096, 256, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_L1_10)
        view_L1_11: "f32[2, 16, 1, 64, 2][2048, 128, 128, 2, 1]cpu" = torch.ops.aten.view.default(view_L1_7, [2, 16, 1, 64, 2])
        view_as_complex_L1_1: "c64[2, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_L1_11)
        mul_L1_2: "c64[2, 16, 4, 64][4096, 256, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_L1, view_L1_9)
        view_as_real_L1: "f32[2, 16, 4, 64, 2][8192, 512, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_L1_2)
        view_L1_12: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real_L1, [2, 16, 4, 128])
        mul_L1_3: "c64[2, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_L1_1, view_L1_9)
        view_as_real_L1_1: "f32[2, 16, 1, 64, 2][2048, 128, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_L1_3)
        view_L1_13: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real_L1_1, [2, 16, 1, 128])
        #> layers.1.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L1_14: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(view_L1_12, [2, 16, 4, 128])
        view_L1_15: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_L1_13, [2, 16, 1, 128])
        view_L1_16: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_L1_8, [2, 16, 1, 128])
        #> layers.1.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose_L1: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = torch.ops.aten.transpose.int(view_L1_14, 1, 2)
        transpose_L1_1: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.transpose.int(view_L1_15, 1, 2)
        transpose_L1_2: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.transpose.int(view_L1_16, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_L1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_L1, transpose_L1_1, transpose_L1_2, 0.0, True)
        getitem_L1_3: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_L1[0]
        getitem_L1_4: "f32[2, 4, 16][64, 1, 4]cpu" = _scaled_dot_product_flash_attention_for_cpu_L1[1]
        detach_L1: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = torch.ops.aten.detach.default(getitem_L1_3)
        transpose_L1_3: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_L1_3, 1, 2)
        #> layers.1.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L1_17: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(transpose_L1_3, [2, 16, 4, 128])
        #> layers.1.attention: torchtitan.models.common.attention.GQAttention.forward
        view_L1_18: "f32[2, 16, 512][8192, 512, 1]cpu" = torch.ops.aten.view.default(view_L1_17, [2, 16, 512])
        #> layers.1.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L1_1: "f32[512, 4096][1, 512]cpu" = torch.ops.aten.t.default(primals_27)
        view_L1_19: "f32[32, 512][512, 1]cpu" = torch.ops.aten.view.default(view_L1_18, [32, 512])
        mm_L1_1: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(view_L1_19, t_L1_1)
        _unsafe_view_L1_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L1_1, [2, 16, 4096])
        #> layers.1.attention.wo: torchtitan.protocols.module.Module._redistribute_outputs
        all_reduce_L1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(_unsafe_view_L1_1, 'sum', 'mesh_tp')
        wait_tensor_L1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_L1)
        #> layers.1: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_L1_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(layer_out_L0, wait_tensor_L1)
        #> layers.1.ffn_norm: torch.nn.functional.rms_norm
        pow_L1_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_L1_1, 2)
        mean_L1_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_L1_1, [2], True)
        add_L1_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean_L1_1, 9.999999747378752e-06)
        rsqrt_L1_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_L1_2)
        mul_L1_4: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(add_L1_1, rsqrt_L1_1)
        mul_L1_5: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L1_4, primals_29)
        #> layers.1.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L1_2: "f32[4096, 1792][1, 4096]cpu" = torch.ops.aten.t.default(primals_31)
        view_L1_20: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.view.default(mul_L1_5, [32, 4096])
        mm_L1_2: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.mm.default(view_L1_20, t_L1_2)
        _unsafe_view_L1_2: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L1_2, [2, 16, 1792])
        #> layers.1.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_L1: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view_L1_2)
        #> layers.1.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L1_3: "f32[4096, 1792][1, 4096]cpu" = torch.ops.aten.t.default(primals_33)
        mm_L1_3: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.mm.default(view_L1_20, t_L1_3)
        _unsafe_view_L1_3: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L1_3, [2, 16, 1792])
        #> layers.1.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_L1_6: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.mul.Tensor(silu_L1, _unsafe_view_L1_3)
        #> layers.1.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L1_4: "f32[1792, 4096][1, 1792]cpu" = torch.ops.aten.t.default(primals_35)
        view_L1_21: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.view.default(mul_L1_6, [32, 1792])
        mm_L1_4: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(view_L1_21, t_L1_4)
        _unsafe_view_L1_4: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L1_4, [2, 16, 4096])
        #> layers.1.feed_forward.w2: torchtitan.protocols.module.Module._redistribute_outputs
        all_reduce_L1_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(_unsafe_view_L1_4, 'sum', 'mesh_tp')
        wait_tensor_L1_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_L1_1)
        #> layers.1: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        layer_out_L1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(add_L1_1, wait_tensor_L1_1)
        #> norm: torch.nn.functional.rms_norm
        pow_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(layer_out_L1, 2)
        mean: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_1, [2], True)
        add: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean, 9.999999747378752e-06)
        rsqrt: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add)
        mul_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(layer_out_L1, rsqrt)
        mul_2: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_1, primals_37)
        #> lm_head: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t: "f32[4096, 16032][1, 4096]cpu" = torch.ops.aten.t.default(primals_39)
        view_4: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.view.default(mul_2, [32, 4096])
        mm: "f32[32, 16032][16032, 1]cpu" = torch.ops.aten.mm.default(view_4, t)
        _unsafe_view: "f32[2, 16, 16032][256512, 16032, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [2, 16, 16032])
        t_1: "f32[16032, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t)
        #> layers.1.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        all_gather_into_tensor_L1: "f32[256, 1792][1792, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_L1_21, 8, 'mesh_tp')
        wait_tensor_L1_2: "f32[256, 1792][1792, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_L1)
        split_L1 = torch.ops.aten.split.Tensor(wait_tensor_L1_2, 32)
        getitem_L1_5: "f32[32, 1792][1792, 1]cpu" = split_L1[0]
        getitem_L1_6: "f32[32, 1792][1792, 1]cpu" = split_L1[1]
        getitem_L1_7: "f32[32, 1792][1792, 1]cpu" = split_L1[2]
        getitem_L1_8: "f32[32, 1792][1792, 1]cpu" = split_L1[3]
        getitem_L1_9: "f32[32, 1792][1792, 1]cpu" = split_L1[4]
        getitem_L1_10: "f32[32, 1792][1792, 1]cpu" = split_L1[5]
        getitem_L1_11: "f32[32, 1792][1792, 1]cpu" = split_L1[6]
        getitem_L1_12: "f32[32, 1792][1792, 1]cpu" = split_L1[7]
        cat_L1: "f32[32, 14336][14336, 1]cpu" = torch.ops.aten.cat.default([getitem_L1_5, getitem_L1_6, getitem_L1_7, getitem_L1_8, getitem_L1_9, getitem_L1_10, getitem_L1_11, getitem_L1_12], 1)
        split_L1_1 = torch.ops.aten.split.Tensor(cat_L1, 4)
        getitem_L1_13: "f32[4, 14336][14336, 1]cpu" = split_L1_1[0]
        t_L1_5: "f32[4096, 1792][1792, 1]cpu" = torch.ops.aten.t.default(t_L1_4)
        #> layers.1.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L1_6: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_L1_3)
        #> layers.1.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L1_7: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_L1_2)
        #> layers.1.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        all_gather_into_tensor_L1_1: "f32[256, 512][512, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_L1_19, 8, 'mesh_tp')
        wait_tensor_L1_3: "f32[256, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_L1_1)
        split_L1_2 = torch.ops.aten.split.Tensor(wait_tensor_L1_3, 32)
        getitem_L1_14: "f32[32, 512][512, 1]cpu" = split_L1_2[0]
        getitem_L1_15: "f32[32, 512][512, 1]cpu" = split_L1_2[1]
        getitem_L1_16: "f32[32, 512][512, 1]cpu" = split_L1_2[2]
        getitem_L1_17: "f32[32, 512][512, 1]cpu" = split_L1_2[3]
        getitem_L1_18: "f32[32, 512][512, 1]cpu" = split_L1_2[4]
        getitem_L1_19: "f32[32, 512][512, 1]cpu" = split_L1_2[5]
        getitem_L1_20: "f32[32, 512][512, 1]cpu" = split_L1_2[6]
        getitem_L1_21: "f32[32, 512][512, 1]cpu" = split_L1_2[7]
        cat_L1_1: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.cat.default([getitem_L1_14, getitem_L1_15, getitem_L1_16, getitem_L1_17, getitem_L1_18, getitem_L1_19, getitem_L1_20, getitem_L1_21], 1)
        slice_L1_1: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.slice.Tensor(cat_L1_1, 1, 0, 4096)
        t_L1_8: "f32[4096, 512][512, 1]cpu" = torch.ops.aten.t.default(t_L1_1)
        #> layers.1.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        detach_L1_1: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = torch.ops.aten.detach.default(detach_L1)
        #> layers.1.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj_L1: "c64[1, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten._conj.default(view_L1_9)
        #> layers.1.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_L1_9: "f32[768, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_L1)
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        all_gather_into_tensor_L0: "f32[256, 1792][1792, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_L0_21, 8, 'mesh_tp')
        wait_tensor_L0_2: "f32[256, 1792][1792, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_L0)
        split_L0 = torch.ops.aten.split.Tensor(wait_tensor_L0_2, 32)
        getitem_L0_5: "f32[32, 1792][1792, 1]cpu" = split_L0[0]
        getitem_L0_6: "f32[32, 1792][1792, 1]cpu" = split_L0[1]
        getitem_L0_7: "f32[32, 1792][1792, 1]cpu" = split_L0[2]
        getitem_L0_8: "f32[32, 1792][1792, 1]cpu" = split_L0[3]
        getitem_L0_9: "f32[32, 1792][1792, 1]cpu" = split_L0[4]
        getitem_L0_10: "f32[32, 1792][1792, 1]cpu" = split_L0[5]
        getitem_L0_11: "f32[32, 1792][1792, 1]cpu" = split_L0[6]
        getitem_L0_12: "f32[32, 1792][1792, 1]cpu" = split_L0[7]
        cat_L0: "f32[32, 14336][14336, 1]cpu" = torch.ops.aten.cat.default([getitem_L0_5, getitem_L0_6, getitem_L0_7, getitem_L0_8, getitem_L0_9, getitem_L0_10, getitem_L0_11, getitem_L0_12], 1)
        split_L0_1 = torch.ops.aten.split.Tensor(cat_L0, 4)
        getitem_L0_13: "f32[4, 14336][14336, 1]cpu" = split_L0_1[0]
        #> layers.0.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        all_gather_into_tensor_L0_1: "f32[256, 512][512, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_L0_19, 8, 'mesh_tp')
        wait_tensor_L0_3: "f32[256, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_L0_1)
        split_L0_2 = torch.ops.aten.split.Tensor(wait_tensor_L0_3, 32)
        getitem_L0_14: "f32[32, 512][512, 1]cpu" = split_L0_2[0]
        getitem_L0_15: "f32[32, 512][512, 1]cpu" = split_L0_2[1]
        getitem_L0_16: "f32[32, 512][512, 1]cpu" = split_L0_2[2]
        getitem_L0_17: "f32[32, 512][512, 1]cpu" = split_L0_2[3]
        getitem_L0_18: "f32[32, 512][512, 1]cpu" = split_L0_2[4]
        getitem_L0_19: "f32[32, 512][512, 1]cpu" = split_L0_2[5]
        getitem_L0_20: "f32[32, 512][512, 1]cpu" = split_L0_2[6]
        getitem_L0_21: "f32[32, 512][512, 1]cpu" = split_L0_2[7]
        cat_L0_1: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.cat.default([getitem_L0_14, getitem_L0_15, getitem_L0_16, getitem_L0_17, getitem_L0_18, getitem_L0_19, getitem_L0_20, getitem_L0_21], 1)
        slice_L0_1: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.slice.Tensor(cat_L0_1, 1, 0, 4096)
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        detach_L0_1: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = torch.ops.aten.detach.default(detach_L0)
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
            primals_29,
            primals_37,
            clamp,
            unsqueeze,
            wait_tensor,
            rsqrt_L0,
            view_L0,
            transpose_L0,
            transpose_L0_1,
            transpose_L0_2,
            getitem_L0_4,
            wait_tensor_L0,
            rsqrt_L0_1,
            view_L0_20,
            mm_L0_2,
            mm_L0_3,
            layer_out_L0,
            rsqrt_L1,
            view_L1,
            transpose_L1,
            transpose_L1_1,
            transpose_L1_2,
            getitem_L1_4,
            add_L1_1,
            rsqrt_L1_1,
            view_L1_20,
            mm_L1_2,
            mm_L1_3,
            layer_out_L1,
            rsqrt,
            view_4,
            t_1,
            getitem_L1_13,
            t_L1_5,
            t_L1_6,
            t_L1_7,
            slice_L1_1,
            t_L1_8,
            detach_L1_1,
            _conj_L1,
            t_L1_9,
            getitem_L0_13,
            slice_L0_1,
            detach_L0_1,
            primals_2
        )
