# fxgolden golden | case: llama3_70b/fsdp8_tp8 | artifact: g0.backward | normalizer: 7 | world: fake rank 0/64 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_4: "bf16[8192][1]cpu",
        primals_6: "bf16[1280, 8192][8192, 1]cpu",
        primals_8: "c64[131072, 64][64, 1]cpu",
        primals_10: "bf16[8192, 1024][1024, 1]cpu",
        primals_12: "bf16[8192][1]cpu",
        wait_tensor: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu",
        rsqrt: "f32[8, 1024, 1][1024, 1, 1]cpu",
        view: "bf16[65536, 8192][8192, 1]cpu",
        transpose: "bf16[8, 8, 8192, 128][8388608, 128, 1024, 1]cpu",
        transpose_1: "bf16[8, 1, 8192, 128][1048576, 128, 128, 1]cpu",
        transpose_2: "bf16[8, 1, 8192, 128][1048576, 128, 128, 1]cpu",
        getitem: "f32[8, 8, 8192][65536, 1, 8]cpu",
        view_1: "bf16[65536, 1024][1024, 1]cpu",
        add: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu",
        rsqrt_1: "f32[8, 1024, 1][1024, 1, 1]cpu",
        view_2: "bf16[65536, 8192][8192, 1]cpu",
        mm: "bf16[65536, 3584][3584, 1]cpu",
        mm_1: "bf16[65536, 3584][3584, 1]cpu",
        view_3: "bf16[65536, 3584][3584, 1]cpu",
        t: "bf16[8192, 3584][3584, 1]cpu",
        t_1: "bf16[3584, 8192][8192, 1]cpu",
        t_2: "bf16[3584, 8192][8192, 1]cpu",
        detach: "bf16[8, 8, 8192, 128][8388608, 128, 1024, 1]cpu",
        primals_2,
        tangents_1: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu",
        tangents_2
    ):
        #> feed_forward.w2: torchtitan.protocols.module.Module._redistribute_outputs
        all_gather_into_tensor: "bf16[64, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(tangents_1, 8, 'mesh_tp')
        wait_tensor_1: "bf16[64, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split = torch.ops.aten.split.Tensor(wait_tensor_1, 8)
        getitem_1: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split[0]
        getitem_2: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split[1]
        getitem_3: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split[2]
        getitem_4: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split[3]
        getitem_5: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split[4]
        getitem_6: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split[5]
        getitem_7: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split[6]
        getitem_8: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split[7]
        cat: "bf16[8, 8192, 8192][67108864, 8192, 1]cpu" = torch.ops.aten.cat.default([getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8], 1)
        slice_1: "bf16[8, 8192, 8192][67108864, 8192, 1]cpu" = torch.ops.aten.slice.Tensor(cat, 1, 0, 8192)
        #> feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_4: "bf16[65536, 8192][8192, 1]cpu" = torch.ops.aten.view.default(slice_1, [65536, 8192])
        t_3: "bf16[8192, 65536][1, 8192]cpu" = torch.ops.aten.t.default(view_4)
        mm_2: "bf16[8192, 3584][3584, 1]cpu" = torch.ops.aten.mm.default(t_3, view_3)
        t_4: "bf16[3584, 8192][1, 3584]cpu" = torch.ops.aten.t.default(mm_2)
        mm_3: "bf16[65536, 3584][3584, 1]cpu" = torch.ops.aten.mm.default(view_4, t)
        view_5: "bf16[8, 8192, 3584][29360128, 3584, 1]cpu" = torch.ops.aten.view.default(mm_3, [8, 8192, 3584])
        t_5: "bf16[8192, 3584][3584, 1]cpu" = torch.ops.aten.t.default(t_4)
        #> feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view: "bf16[8, 8192, 3584][29360128, 3584, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [8, 8192, 3584])
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu: "bf16[8, 8192, 3584][29360128, 3584, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view)
        mul: "bf16[8, 8192, 3584][29360128, 3584, 1]cpu" = torch.ops.aten.mul.Tensor(view_5, silu)
        #> feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view_1: "bf16[8, 8192, 3584][29360128, 3584, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_1, [8, 8192, 3584])
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_1: "bf16[8, 8192, 3584][29360128, 3584, 1]cpu" = torch.ops.aten.mul.Tensor(view_5, _unsafe_view_1)
        #> feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_6: "bf16[65536, 3584][3584, 1]cpu" = torch.ops.aten.view.default(mul, [65536, 3584])
        t_6: "bf16[3584, 65536][1, 3584]cpu" = torch.ops.aten.t.default(view_6)
        mm_4: "bf16[3584, 8192][8192, 1]cpu" = torch.ops.aten.mm.default(t_6, view_2)
        t_7: "bf16[8192, 3584][1, 8192]cpu" = torch.ops.aten.t.default(mm_4)
        mm_5: "bf16[65536, 8192][8192, 1]cpu" = torch.ops.aten.mm.default(view_6, t_1)
        view_7: "bf16[8, 8192, 8192][67108864, 8192, 1]cpu" = torch.ops.aten.view.default(mm_5, [8, 8192, 8192])
        t_8: "bf16[3584, 8192][8192, 1]cpu" = torch.ops.aten.t.default(t_7)
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_backward: "bf16[8, 8192, 3584][29360128, 3584, 1]cpu" = torch.ops.aten.silu_backward.default(mul_1, _unsafe_view)
        #> feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_8: "bf16[65536, 3584][3584, 1]cpu" = torch.ops.aten.view.default(silu_backward, [65536, 3584])
        t_9: "bf16[3584, 65536][1, 3584]cpu" = torch.ops.aten.t.default(view_8)
        mm_6: "bf16[3584, 8192][8192, 1]cpu" = torch.ops.aten.mm.default(t_9, view_2)
        t_10: "bf16[8192, 3584][1, 8192]cpu" = torch.ops.aten.t.default(mm_6)
        mm_7: "bf16[65536, 8192][8192, 1]cpu" = torch.ops.aten.mm.default(view_8, t_2)
        view_9: "bf16[8, 8192, 8192][67108864, 8192, 1]cpu" = torch.ops.aten.view.default(mm_7, [8, 8192, 8192])
        add_1: "bf16[8, 8192, 8192][67108864, 8192, 1]cpu" = torch.ops.aten.add.Tensor(view_7, view_9)
        t_11: "bf16[3584, 8192][8192, 1]cpu" = torch.ops.aten.t.default(t_10)
        #> feed_forward: torchtitan.protocols.module.Module._redistribute_inputs
        split_1 = torch.ops.aten.split.Tensor(add_1, 1024, 1)
        getitem_9: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_1[0]
        getitem_10: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_1[1]
        getitem_11: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_1[2]
        getitem_12: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_1[3]
        getitem_13: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_1[4]
        getitem_14: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_1[5]
        getitem_15: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_1[6]
        getitem_16: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_1[7]
        cat_1: "bf16[64, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.cat.default([getitem_9, getitem_10, getitem_11, getitem_12, getitem_13, getitem_14, getitem_15, getitem_16])
        reduce_scatter_tensor: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_1, 'sum', 8, 'mesh_tp')
        wait_tensor_2: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor)
        #> ffn_norm: torch.nn.functional.rms_norm
        _to_copy: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten._to_copy.default(wait_tensor_2, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _to_copy_1: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten._to_copy.default(add, dtype = torch.float32)
        mul_2: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_1, rsqrt_1)
        mul_3: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy, mul_2)
        mul_4: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy, primals_12)
        sum_1: "f32[1, 1, 8192][8192, 8192, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_3, [0, 1], True)
        view_10: "f32[8192][1]cpu" = torch.ops.aten.view.default(sum_1, [8192])
        _to_copy_2: "bf16[8192][1]cpu" = torch.ops.aten._to_copy.default(view_10, dtype = torch.bfloat16)
        mul_5: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(mul_4, _to_copy_1)
        mul_6: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(mul_4, rsqrt_1)
        sum_2: "f32[8, 1024, 1][1024, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_5, [2], True)
        detach_1: "f32[8, 1024, 1][1024, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_1)
        detach_2: "f32[8, 1024, 1][1024, 1, 1]cpu" = torch.ops.aten.detach.default(detach_1)
        pow_1: "f32[8, 1024, 1][1024, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_2, 3)
        mul_7: "f32[8, 1024, 1][1024, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_2, -0.5)
        mul_8: "f32[8, 1024, 1][1024, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_7, pow_1)
        expand: "f32[8, 1024, 8192][1024, 1, 0]cpu" = torch.ops.aten.expand.default(mul_8, [8, 1024, 8192])
        div: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.div.Scalar(expand, 8192)
        pow_2: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(_to_copy_1, 1.0)
        mul_9: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.mul.Scalar(pow_2, 2.0)
        mul_10: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(div, mul_9)
        add_2: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.add.Tensor(mul_6, mul_10)
        _to_copy_3: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten._to_copy.default(add_2, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        add_3: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.add.Tensor(tangents_1, _to_copy_3)
        #> attention.wo: torchtitan.protocols.module.Module._redistribute_outputs
        all_gather_into_tensor_1: "bf16[64, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(add_3, 8, 'mesh_tp')
        wait_tensor_3: "bf16[64, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)
        split_2 = torch.ops.aten.split.Tensor(wait_tensor_3, 8)
        getitem_17: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split_2[0]
        getitem_18: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split_2[1]
        getitem_19: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split_2[2]
        getitem_20: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split_2[3]
        getitem_21: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split_2[4]
        getitem_22: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split_2[5]
        getitem_23: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split_2[6]
        getitem_24: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = split_2[7]
        cat_2: "bf16[8, 8192, 8192][67108864, 8192, 1]cpu" = torch.ops.aten.cat.default([getitem_17, getitem_18, getitem_19, getitem_20, getitem_21, getitem_22, getitem_23, getitem_24], 1)
        slice_2: "bf16[8, 8192, 8192][67108864, 8192, 1]cpu" = torch.ops.aten.slice.Tensor(cat_2, 1, 0, 8192)
        #> attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_11: "bf16[65536, 8192][8192, 1]cpu" = torch.ops.aten.view.default(slice_2, [65536, 8192])
        t_12: "bf16[8192, 65536][1, 8192]cpu" = torch.ops.aten.t.default(view_11)
        mm_8: "bf16[8192, 1024][1024, 1]cpu" = torch.ops.aten.mm.default(t_12, view_1)
        t_13: "bf16[1024, 8192][1, 1024]cpu" = torch.ops.aten.t.default(mm_8)
        t_14: "bf16[1024, 8192][1, 1024]cpu" = torch.ops.aten.t.default(primals_10)
        t_15: "bf16[8192, 1024][1024, 1]cpu" = torch.ops.aten.t.default(t_14)
        mm_9: "bf16[65536, 1024][1024, 1]cpu" = torch.ops.aten.mm.default(view_11, t_15)
        view_12: "bf16[8, 8192, 1024][8388608, 1024, 1]cpu" = torch.ops.aten.view.default(mm_9, [8, 8192, 1024])
        t_16: "bf16[8192, 1024][1024, 1]cpu" = torch.ops.aten.t.default(t_13)
        #> attention: torchtitan.models.common.attention.GQAttention.forward
        view_13: "bf16[8, 8192, 8, 128][8388608, 1024, 128, 1]cpu" = torch.ops.aten.view.default(view_12, [8, 8192, 8, 128])
        #> attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose_3: "bf16[8, 8, 8192, 128][8388608, 128, 1024, 1]cpu" = torch.ops.aten.transpose.int(view_13, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            transpose_3,
            transpose,
            transpose_1,
            transpose_2,
            detach,
            getitem,
            0.0,
            True
        )
        getitem_25: "bf16[8, 8, 8192, 128][8388608, 128, 1024, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_26: "bf16[8, 1, 8192, 128][1048576, 128, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_27: "bf16[8, 1, 8192, 128][1048576, 128, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[2]
        transpose_4: "bf16[8, 8192, 1, 128][1048576, 128, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_27, 1, 2)
        transpose_5: "bf16[8, 8192, 1, 128][1048576, 128, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_26, 1, 2)
        transpose_6: "bf16[8, 8192, 8, 128][8388608, 1024, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_25, 1, 2)
        #> attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_14: "bf16[8, 8192, 1, 128][1048576, 128, 128, 1]cpu" = torch.ops.aten.view.default(transpose_4, [8, 8192, 1, 128])
        view_15: "bf16[8, 8192, 1, 128][1048576, 128, 128, 1]cpu" = torch.ops.aten.view.default(transpose_5, [8, 8192, 1, 128])
        view_16: "bf16[8, 8192, 8, 128][8388608, 1024, 128, 1]cpu" = torch.ops.aten.view.default(transpose_6, [8, 8192, 8, 128])
        #> attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _to_copy_4: "f32[8, 8192, 1, 128][1048576, 128, 128, 1]cpu" = torch.ops.aten._to_copy.default(view_15, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _to_copy_5: "f32[8, 8192, 8, 128][8388608, 1024, 128, 1]cpu" = torch.ops.aten._to_copy.default(view_16, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        view_17: "f32[8, 8192, 1, 64, 2][1048576, 128, 128, 2, 1]cpu" = torch.ops.aten.view.default(_to_copy_4, [8, 8192, 1, 64, 2])
        view_as_complex: "c64[8, 8192, 1, 64][524288, 64, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_17)
        #> attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_3: "c64[8192, 64][64, 1]cpu" = torch.ops.aten.slice.Tensor(primals_8, 0, 0, 8192)
        view_18: "c64[1, 8192, 1, 64][524288, 64, 64, 1]cpu" = torch.ops.aten.view.default(slice_3, [1, 8192, 1, 64])
        #> attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj: "c64[1, 8192, 1, 64][524288, 64, 64, 1]cpu" = torch.ops.aten._conj.default(view_18)
        clone: "c64[1, 8192, 1, 64][524288, 64, 64, 1]cpu" = torch.ops.aten.clone.default(_conj)
        mul_11: "c64[8, 8192, 1, 64][524288, 64, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex, clone)
        view_19: "f32[8, 8192, 8, 64, 2][8388608, 1024, 128, 2, 1]cpu" = torch.ops.aten.view.default(_to_copy_5, [8, 8192, 8, 64, 2])
        view_as_complex_1: "c64[8, 8192, 8, 64][4194304, 512, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_19)
        mul_12: "c64[8, 8192, 8, 64][4194304, 512, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_1, clone)
        view_as_real: "f32[8, 8192, 1, 64, 2][1048576, 128, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_11)
        view_20: "f32[8, 8192, 1, 128][1048576, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real, [8, 8192, 1, 128])
        _to_copy_6: "bf16[8, 8192, 1, 128][1048576, 128, 128, 1]cpu" = torch.ops.aten._to_copy.default(view_20, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        view_as_real_1: "f32[8, 8192, 8, 64, 2][8388608, 1024, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_12)
        view_21: "f32[8, 8192, 8, 128][8388608, 1024, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real_1, [8, 8192, 8, 128])
        _to_copy_7: "bf16[8, 8192, 8, 128][8388608, 1024, 128, 1]cpu" = torch.ops.aten._to_copy.default(view_21, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        #> attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        view_22: "bf16[8, 8192, 1, 1, 128][1048576, 128, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_14, [8, 8192, 1, 1, 128])
        view_23: "bf16[8, 8192, 1, 1, 128][1048576, 128, 128, 128, 1]cpu" = torch.ops.aten.view.default(_to_copy_6, [8, 8192, 1, 1, 128])
        view_24: "bf16[8, 8192, 1, 8, 128][8388608, 1024, 1024, 128, 1]cpu" = torch.ops.aten.view.default(_to_copy_7, [8, 8192, 1, 8, 128])
        cat_3: "bf16[8, 8192, 1, 10, 128][10485760, 1280, 1280, 128, 1]cpu" = torch.ops.aten.cat.default([view_24, view_23, view_22], 3)
        #> attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_25: "bf16[8, 8192, 1, 10, 128][10485760, 1280, 1280, 128, 1]cpu" = torch.ops.aten.view.default(cat_3, [8, 8192, 1, 10, 128])
        #> attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_26: "bf16[8, 8192, 1280][10485760, 1280, 1]cpu" = torch.ops.aten.view.default(view_25, [8, 8192, 1280])
        #> attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_27: "bf16[65536, 1280][1280, 1]cpu" = torch.ops.aten.view.default(view_26, [65536, 1280])
        t_17: "bf16[1280, 65536][1, 1280]cpu" = torch.ops.aten.t.default(view_27)
        mm_10: "bf16[1280, 8192][8192, 1]cpu" = torch.ops.aten.mm.default(t_17, view)
        t_18: "bf16[8192, 1280][1, 8192]cpu" = torch.ops.aten.t.default(mm_10)
        t_19: "bf16[8192, 1280][1, 8192]cpu" = torch.ops.aten.t.default(primals_6)
        t_20: "bf16[1280, 8192][8192, 1]cpu" = torch.ops.aten.t.default(t_19)
        mm_11: "bf16[65536, 8192][8192, 1]cpu" = torch.ops.aten.mm.default(view_27, t_20)
        view_28: "bf16[8, 8192, 8192][67108864, 8192, 1]cpu" = torch.ops.aten.view.default(mm_11, [8, 8192, 8192])
        t_21: "bf16[1280, 8192][8192, 1]cpu" = torch.ops.aten.t.default(t_18)
        #> attention: torchtitan.protocols.module.Module._redistribute_inputs
        split_3 = torch.ops.aten.split.Tensor(view_28, 1024, 1)
        getitem_28: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_3[0]
        getitem_29: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_3[1]
        getitem_30: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_3[2]
        getitem_31: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_3[3]
        getitem_32: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_3[4]
        getitem_33: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_3[5]
        getitem_34: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_3[6]
        getitem_35: "bf16[8, 1024, 8192][67108864, 8192, 1]cpu" = split_3[7]
        cat_4: "bf16[64, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.cat.default([getitem_28, getitem_29, getitem_30, getitem_31, getitem_32, getitem_33, getitem_34, getitem_35])
        reduce_scatter_tensor_1: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_4, 'sum', 8, 'mesh_tp')
        wait_tensor_4: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_1)
        #> attention_norm: torch.nn.functional.rms_norm
        _to_copy_8: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten._to_copy.default(wait_tensor_4, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        _to_copy_9: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten._to_copy.default(wait_tensor, dtype = torch.float32)
        mul_13: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_9, rsqrt)
        mul_14: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_8, mul_13)
        mul_15: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(_to_copy_8, primals_4)
        sum_3: "f32[1, 1, 8192][8192, 8192, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_14, [0, 1], True)
        view_29: "f32[8192][1]cpu" = torch.ops.aten.view.default(sum_3, [8192])
        _to_copy_10: "bf16[8192][1]cpu" = torch.ops.aten._to_copy.default(view_29, dtype = torch.bfloat16)
        mul_16: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(mul_15, _to_copy_9)
        mul_17: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(mul_15, rsqrt)
        sum_4: "f32[8, 1024, 1][1024, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_16, [2], True)
        detach_3: "f32[8, 1024, 1][1024, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt)
        detach_4: "f32[8, 1024, 1][1024, 1, 1]cpu" = torch.ops.aten.detach.default(detach_3)
        pow_3: "f32[8, 1024, 1][1024, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_4, 3)
        mul_18: "f32[8, 1024, 1][1024, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_4, -0.5)
        mul_19: "f32[8, 1024, 1][1024, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_18, pow_3)
        expand_1: "f32[8, 1024, 8192][1024, 1, 0]cpu" = torch.ops.aten.expand.default(mul_19, [8, 1024, 8192])
        div_1: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.div.Scalar(expand_1, 8192)
        pow_4: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(_to_copy_9, 1.0)
        mul_20: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.mul.Scalar(pow_4, 2.0)
        mul_21: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(div_1, mul_20)
        add_4: "f32[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.add.Tensor(mul_17, mul_21)
        _to_copy_11: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten._to_copy.default(add_4, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'))
        add_5: "bf16[8, 1024, 8192][8388608, 8192, 1]cpu" = torch.ops.aten.add.Tensor(add_3, _to_copy_11)
        return (add_5, primals_2, None, _to_copy_10, primals_2, t_21, primals_2, None, t_16, primals_2, _to_copy_2, primals_2, t_11, primals_2, t_8, primals_2, t_5, primals_2)
