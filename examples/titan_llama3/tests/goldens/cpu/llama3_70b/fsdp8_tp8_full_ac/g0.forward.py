# fxgolden golden | case: llama3_70b/fsdp8_tp8_full_ac | artifact: g0.forward | normalizer: 7 | world: fake rank 0/64 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu",
        primals_2,
        primals_3,
        primals_4: "bf16[8192][1]cpu",
        primals_5,
        primals_6: "bf16[1280, 8192][8192, 1]cpu",
        primals_7,
        primals_8: "c64[131072, 64][64, 1]cpu",
        primals_9,
        primals_10: "bf16[8192, 1024][1024, 1]cpu",
        primals_11,
        primals_12: "bf16[8192][1]cpu",
        primals_13,
        primals_14: "bf16[3584, 8192][8192, 1]cpu",
        primals_15,
        primals_16: "bf16[3584, 8192][8192, 1]cpu",
        primals_17,
        primals_18: "bf16[8192, 3584][3584, 1]cpu",
        primals_19
    ):
        #> attention_norm: torch.nn.functional.rms_norm
        wait_tensor: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(primals_1)
        _to_copy: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten._to_copy.default(wait_tensor, dtype = torch.float32)
        pow_1: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(_to_copy, 2)
        mean: "f32[8, 1024, 1][1024, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_1, [2], True)
        add: "f32[8, 1024, 1][1024, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean, 9.999999747378752e-06)
        rsqrt: "f32[8, 1024, 1][1024, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add)
        mul: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy, rsqrt)
        mul_1: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(mul, primals_4)
        _to_copy_1: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten._to_copy.default(mul_1, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        #> attention: torchtitan.protocols.module.Module._redistribute_inputs
        all_gather_into_tensor: "bf16[64, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(_to_copy_1, 8, 'mesh_tp')
        wait_tensor_1: "bf16[64, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split = torch.ops.aten.split.Tensor(wait_tensor_1, 8)
        getitem: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split[0]
        getitem_1: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split[1]
        getitem_2: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split[2]
        getitem_3: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split[3]
        getitem_4: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split[4]
        getitem_5: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split[5]
        getitem_6: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split[6]
        getitem_7: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split[7]
        cat: "bf16[8, 8192, 8192][67108864, 8192, 1]cpu" = torch.ops.aten.cat.default([getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7], 1)
        slice_1: "bf16[8, 8192, 8192][67108864, 8192, 1]cpu" = torch.ops.aten.slice.Tensor(cat, 1, 0, 8192)
        #> attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t: "bf16[8192, 1280][1, 8192]cpu" = torch.ops.aten.t.default(primals_6)
        view: "bf16[65536, 8192][8192, 1]cpu" = torch.ops.aten.view.default(slice_1, [65536, 8192])
        mm: "bf16[65536, 1280][1280, 1]cpu" = torch.ops.aten.mm.default(view, t)
        _unsafe_view: "bf16[8, 8192, 1280][10485760, 1280, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [8, 8192, 1280])
        #> attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_1: "bf16[8, 8192, 1, 10, 128][10485760, 1280, 1280, 128, 1]cpu" = torch.ops.aten.view.default(_unsafe_view, [8, 8192, 1, 10, 128])
        #> attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_2: "bf16[8, 8192, 1, 10, 128][10485760, 1280, 1280, 128, 1]cpu" = torch.ops.aten.view.default(view_1, [8, 8192, 1, 10, 128])
        #> attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        split_with_sizes = torch.ops.aten.split_with_sizes.default(view_2, [8, 1, 1], -2)
        getitem_8: "bf16[8, 8192, 1, 8, 128][10485760, 1280, 1280, 128, 1]cpu" = split_with_sizes[0]
        getitem_9: "bf16[8, 8192, 1, 1, 128][10485760, 1280, 1280, 128, 1]cpu" = split_with_sizes[1]
        getitem_10: "bf16[8, 8192, 1, 1, 128][10485760, 1280, 1280, 128, 1]cpu" = split_with_sizes[2]
        view_3: "bf16[8, 8192, 8, 128][10485760, 1280, 128, 1]cpu" = torch.ops.aten.view.default(getitem_8, [8, 8192, 8, 128])
        clone: "bf16[8, 8192, 8, 128][8388608, 1024, 128, 1]cpu" = torch.ops.aten.clone.default(view_3, memory_format = torch.contiguous_format)
        view_4: "bf16[8, 8192, 1, 128][10485760, 1280, 1280, 1]cpu" = torch.ops.aten.view.default(getitem_9, [8, 8192, 1, 128])
        clone_1: "bf16[8, 8192, 1, 128][1048576, 128, 128, 1]cpu" = torch.ops.aten.clone.default(view_4, memory_format = torch.contiguous_format)
        view_5: "bf16[8, 8192, 1, 128][10485760, 1280, 1280, 1]cpu" = torch.ops.aten.view.default(getitem_10, [8, 8192, 1, 128])
        clone_2: "bf16[8, 8192, 1, 128][1048576, 128, 128, 1]cpu" = torch.ops.aten.clone.default(view_5, memory_format = torch.contiguous_format)
        #> attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_6: "bf16[8, 8192, 8, 128][8388608, 1024, 128, 1]cpu" = torch.ops.aten.view.default(clone, [8, 8192, 8, 128])
        view_7: "bf16[8, 8192, 1, 128][1048576, 128, 128, 1]cpu" = torch.ops.aten.view.default(clone_1, [8, 8192, 1, 128])
        view_8: "bf16[8, 8192, 1, 128][1048576, 128, 128, 1]cpu" = torch.ops.aten.view.default(clone_2, [8, 8192, 1, 128])
        #> attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_2: "c64[8192, 64][64, 1]cpu" = torch.ops.aten.slice.Tensor(primals_8, 0, 0, 8192)
        view_9: "c64[1, 8192, 1, 64][524288, 64, 64, 1]cpu" = torch.ops.aten.view.default(slice_2, [1, 8192, 1, 64])
        #> attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _to_copy_2: "f32[8, 8192, 8, 128][8388608, 1024, 128, 1]cpu" = torch.ops.aten._to_copy.default(view_6, dtype = torch.float32)
        view_10: "f32[8, 8192, 8, 64, 2][8388608, 1024, 128, 2, 1]cpu" = torch.ops.aten.view.default(_to_copy_2, [8, 8192, 8, 64, 2])
        view_as_complex: "c64[8, 8192, 8, 64][4194304, 512, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_10)
        _to_copy_3: "f32[8, 8192, 1, 128][1048576, 128, 128, 1]cpu" = torch.ops.aten._to_copy.default(view_7, dtype = torch.float32)
        view_11: "f32[8, 8192, 1, 64, 2][1048576, 128, 128, 2, 1]cpu" = torch.ops.aten.view.default(_to_copy_3, [8, 8192, 1, 64, 2])
        view_as_complex_1: "c64[8, 8192, 1, 64][524288, 64, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_11)
        mul_2: "c64[8, 8192, 8, 64][4194304, 512, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex, view_9)
        view_as_real: "f32[8, 8192, 8, 64, 2][8388608, 1024, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_2)
        view_12: "f32[8, 8192, 8, 128][8388608, 1024, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real, [8, 8192, 8, 128])
        mul_3: "c64[8, 8192, 1, 64][524288, 64, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_1, view_9)
        view_as_real_1: "f32[8, 8192, 1, 64, 2][1048576, 128, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_3)
        view_13: "f32[8, 8192, 1, 128][1048576, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real_1, [8, 8192, 1, 128])
        _to_copy_4: "bf16[8, 8192, 8, 128][8388608, 1024, 128, 1]cpu" = torch.ops.aten._to_copy.default(view_12, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        _to_copy_5: "bf16[8, 8192, 1, 128][1048576, 128, 128, 1]cpu" = torch.ops.aten._to_copy.default(view_13, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        #> attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_14: "bf16[8, 8192, 8, 128][8388608, 1024, 128, 1]cpu" = torch.ops.aten.view.default(_to_copy_4, [8, 8192, 8, 128])
        view_15: "bf16[8, 8192, 1, 128][1048576, 128, 128, 1]cpu" = torch.ops.aten.view.default(_to_copy_5, [8, 8192, 1, 128])
        view_16: "bf16[8, 8192, 1, 128][1048576, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_8, [8, 8192, 1, 128])
        #> attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose: "bf16[8, 8, 8192, 128][8388608, 128, 1024, 1]cpu" = torch.ops.aten.transpose.int(view_14, 1, 2)
        transpose_1: "bf16[8, 1, 8192, 128][1048576, 128, 128, 1]cpu" = torch.ops.aten.transpose.int(view_15, 1, 2)
        transpose_2: "bf16[8, 1, 8192, 128][1048576, 128, 128, 1]cpu" = torch.ops.aten.transpose.int(view_16, 1, 2)
        #> (no source recorded)
        run_and_save_rng_state = torch.ops.higher_order.run_and_save_rng_state(torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default, transpose, transpose_1, transpose_2, 0.0, True)
        getitem_11: "u8[s13][1]cpu" = run_and_save_rng_state[0]
        #> attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        getitem_12 = run_and_save_rng_state[1]
        getitem_13: "bf16[8, 8, 8192, 128][8388608, 128, 1024, 1]cpu" = getitem_12[0]
        transpose_3: "bf16[8, 8192, 8, 128][8388608, 1024, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_13, 1, 2)
        #> attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_17: "bf16[8, 8192, 8, 128][8388608, 1024, 128, 1]cpu" = torch.ops.aten.view.default(transpose_3, [8, 8192, 8, 128])
        #> attention: torchtitan.models.common.attention.GQAttention.forward
        view_18: "bf16[8, 8192, 1024][8388608, 1024, 1]cpu" = torch.ops.aten.view.default(view_17, [8, 8192, 1024])
        #> attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_1: "bf16[1024, 8192][1, 1024]cpu" = torch.ops.aten.t.default(primals_10)
        view_19: "bf16[65536, 1024][1024, 1]cpu" = torch.ops.aten.view.default(view_18, [65536, 1024])
        mm_1: "bf16[65536, 8192][8192, 1]cpu" = torch.ops.aten.mm.default(view_19, t_1)
        _unsafe_view_1: "bf16[8, 8192, 8192][67108864, 8192, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_1, [8, 8192, 8192])
        #> attention.wo: torchtitan.protocols.module.Module._redistribute_outputs
        split_1 = torch.ops.aten.split.Tensor(_unsafe_view_1, 1024, 1)
        getitem_14: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_1[0]
        getitem_15: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_1[1]
        getitem_16: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_1[2]
        getitem_17: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_1[3]
        getitem_18: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_1[4]
        getitem_19: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_1[5]
        getitem_20: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_1[6]
        getitem_21: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_1[7]
        cat_1: "bf16[64, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.cat.default([getitem_14, getitem_15, getitem_16, getitem_17, getitem_18, getitem_19, getitem_20, getitem_21])
        reduce_scatter_tensor: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_1, 'sum', 8, 'mesh_tp')
        wait_tensor_2: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor)
        #> (root): torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_1: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.add.Tensor(primals_1, wait_tensor_2)
        #> ffn_norm: torch.nn.functional.rms_norm
        _to_copy_6: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten._to_copy.default(add_1, dtype = torch.float32)
        pow_2: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(_to_copy_6, 2)
        mean_1: "f32[8, 1024, 1][1024, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_2, [2], True)
        add_2: "f32[8, 1024, 1][1024, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean_1, 9.999999747378752e-06)
        rsqrt_1: "f32[8, 1024, 1][1024, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_2)
        mul_4: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_6, rsqrt_1)
        mul_5: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(mul_4, primals_12)
        _to_copy_7: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten._to_copy.default(mul_5, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        #> feed_forward: torchtitan.protocols.module.Module._redistribute_inputs
        all_gather_into_tensor_1: "bf16[64, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(_to_copy_7, 8, 'mesh_tp')
        wait_tensor_3: "bf16[64, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)
        split_2 = torch.ops.aten.split.Tensor(wait_tensor_3, 8)
        getitem_22: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split_2[0]
        getitem_23: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split_2[1]
        getitem_24: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split_2[2]
        getitem_25: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split_2[3]
        getitem_26: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split_2[4]
        getitem_27: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split_2[5]
        getitem_28: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split_2[6]
        getitem_29: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split_2[7]
        cat_2: "bf16[8, 8192, 8192][67108864, 8192, 1]cpu" = torch.ops.aten.cat.default([getitem_22, getitem_23, getitem_24, getitem_25, getitem_26, getitem_27, getitem_28, getitem_29], 1)
        slice_3: "bf16[8, 8192, 8192][67108864, 8192, 1]cpu" = torch.ops.aten.slice.Tensor(cat_2, 1, 0, 8192)
        #> feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_2: "bf16[8192, 3584][1, 8192]cpu" = torch.ops.aten.t.default(primals_14)
        view_20: "bf16[65536, 8192][8192, 1]cpu" = torch.ops.aten.view.default(slice_3, [65536, 8192])
        mm_2: "bf16[65536, 3584][3584, 1]cpu" = torch.ops.aten.mm.default(view_20, t_2)
        _unsafe_view_2: "bf16[8, 8192, 3584][29360128, 3584, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_2, [8, 8192, 3584])
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu: "bf16[8, 8192, 3584][29360128, 3584, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view_2)
        #> feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_3: "bf16[8192, 3584][1, 8192]cpu" = torch.ops.aten.t.default(primals_16)
        mm_3: "bf16[65536, 3584][3584, 1]cpu" = torch.ops.aten.mm.default(view_20, t_3)
        _unsafe_view_3: "bf16[8, 8192, 3584][29360128, 3584, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_3, [8, 8192, 3584])
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_6: "bf16[8, 8192, 3584][29360128, 3584, 1]cpu" = torch.ops.aten.mul.Tensor(silu, _unsafe_view_3)
        #> feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        t_4: "bf16[3584, 8192][1, 3584]cpu" = torch.ops.aten.t.default(primals_18)
        view_21: "bf16[65536, 3584][3584, 1]cpu" = torch.ops.aten.view.default(mul_6, [65536, 3584])
        mm_4: "bf16[65536, 8192][8192, 1]cpu" = torch.ops.aten.mm.default(view_21, t_4)
        _unsafe_view_4: "bf16[8, 8192, 8192][67108864, 8192, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_4, [8, 8192, 8192])
        #> feed_forward.w2: torchtitan.protocols.module.Module._redistribute_outputs
        split_3 = torch.ops.aten.split.Tensor(_unsafe_view_4, 1024, 1)
        getitem_30: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_3[0]
        getitem_31: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_3[1]
        getitem_32: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_3[2]
        getitem_33: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_3[3]
        getitem_34: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_3[4]
        getitem_35: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_3[5]
        getitem_36: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_3[6]
        getitem_37: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_3[7]
        cat_3: "bf16[64, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.cat.default([getitem_30, getitem_31, getitem_32, getitem_33, getitem_34, getitem_35, getitem_36, getitem_37])
        reduce_scatter_tensor_1: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_3, 'sum', 8, 'mesh_tp')
        wait_tensor_4: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_1)
        #> (root): torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_3: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.add.Tensor(add_1, wait_tensor_4)
        return (add_3, primals_2, primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, primals_2, getitem_11)
