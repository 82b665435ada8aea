# fxgolden golden | case: llama3_8b/tp8_2layers | artifact: g0.backward | normalizer: 7 | world: fake rank 0/8 cpu mesh [8] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_5: "f32[4096][1]cpu",
        primals_7: "f32[768, 4096][4096, 1]cpu",
        primals_9: "c64[131072, 64][64, 1]cpu",
        primals_11: "f32[4096, 512][512, 1]cpu",
        primals_13: "f32[4096][1]cpu",
        primals_15: "f32[1792, 4096][4096, 1]cpu",
        primals_17: "f32[1792, 4096][4096, 1]cpu",
        primals_19: "f32[4096, 1792][1792, 1]cpu",
        primals_21: "f32[4096][1]cpu",
        primals_29: "f32[4096][1]cpu",
        primals_37: "f32[4096][1]cpu",
        clamp: "i64[2, 16][16, 1]cpu",
        unsqueeze: "b8[2, 16, 1][16, 1, 1]cpu",
        wait_tensor: "f32[2, 16, 4096][65536, 4096, 1]cpu",
        rsqrt: "f32[2, 16, 1][16, 1, 1]cpu",
        view: "f32[32, 4096][4096, 1]cpu",
        transpose: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu",
        transpose_1: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu",
        transpose_2: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu",
        getitem: "f32[2, 4, 16][64, 1, 4]cpu",
        wait_tensor_1: "f32[2, 16, 4096][65536, 4096, 1]cpu",
        rsqrt_1: "f32[2, 16, 1][16, 1, 1]cpu",
        view_1: "f32[32, 4096][4096, 1]cpu",
        mm: "f32[32, 1792][1792, 1]cpu",
        mm_1: "f32[32, 1792][1792, 1]cpu",
        add: "f32[2, 16, 4096][65536, 4096, 1]cpu",
        rsqrt_2: "f32[2, 16, 1][16, 1, 1]cpu",
        view_2: "f32[32, 4096][4096, 1]cpu",
        transpose_3: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu",
        transpose_4: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu",
        transpose_5: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu",
        getitem_1: "f32[2, 4, 16][64, 1, 4]cpu",
        add_1: "f32[2, 16, 4096][65536, 4096, 1]cpu",
        rsqrt_3: "f32[2, 16, 1][16, 1, 1]cpu",
        view_3: "f32[32, 4096][4096, 1]cpu",
        mm_2: "f32[32, 1792][1792, 1]cpu",
        mm_3: "f32[32, 1792][1792, 1]cpu",
        add_2: "f32[2, 16, 4096][65536, 4096, 1]cpu",
        rsqrt_4: "f32[2, 16, 1][16, 1, 1]cpu",
        view_4: "f32[32, 4096][4096, 1]cpu",
        t: "f32[16032, 4096][4096, 1]cpu",
        getitem_2: "f32[4, 14336][14336, 1]cpu",
        t_1: "f32[4096, 1792][1792, 1]cpu",
        t_2: "f32[1792, 4096][4096, 1]cpu",
        t_3: "f32[1792, 4096][4096, 1]cpu",
        slice_1: "f32[32, 4096][4096, 1]cpu",
        t_4: "f32[4096, 512][512, 1]cpu",
        detach: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu",
        _conj: "c64[1, 16, 1, 64][1024, 64, 64, 1]cpu",
        t_5: "f32[768, 4096][4096, 1]cpu",
        getitem_3: "f32[4, 14336][14336, 1]cpu",
        slice_2: "f32[32, 4096][4096, 1]cpu",
        detach_1: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu",
        primals_2,
        tangents_1: "f32[2, 16, 16032][256512, 16032, 1]cpu",
        tangents_2
    ):
        #> lm_head: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_5: "f32[32, 16032][16032, 1]cpu" = torch.ops.aten.view.default(tangents_1, [32, 16032])
        t_6: "f32[16032, 32][1, 16032]cpu" = torch.ops.aten.t.default(view_5)
        mm_4: "f32[16032, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(t_6, view_4)
        t_7: "f32[4096, 16032][1, 4096]cpu" = torch.ops.aten.t.default(mm_4)
        mm_5: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(view_5, t)
        view_6: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.view.default(mm_5, [2, 16, 4096])
        t_8: "f32[16032, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_7)
        #> norm: torch.nn.functional.rms_norm
        mul: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(add_2, rsqrt_4)
        mul_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(view_6, mul)
        mul_2: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(view_6, primals_37)
        sum_1: "f32[1, 1, 4096][4096, 4096, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_1, [0, 1], True)
        view_7: "f32[4096][1]cpu" = torch.ops.aten.view.default(sum_1, [4096])
        mul_3: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, add_2)
        mul_4: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, rsqrt_4)
        sum_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_3, [2], True)
        detach_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_4)
        detach_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(detach_2)
        pow_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_3, 3)
        mul_5: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_2, -0.5)
        mul_6: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_5, pow_1)
        expand: "f32[2, 16, 4096][16, 1, 0]cpu" = torch.ops.aten.expand.default(mul_6, [2, 16, 4096])
        div: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.div.Scalar(expand, 4096)
        pow_2: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_2, 1.0)
        mul_7: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Scalar(pow_2, 2.0)
        mul_8: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(div, mul_7)
        add_3: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(mul_4, mul_8)
        #> layers.1.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_8: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.view.default(add_3, [32, 4096])
        t_9: "f32[4096, 32][1, 4096]cpu" = torch.ops.aten.t.default(view_8)
        clone: "f32[4096, 32][32, 1]cpu" = torch.ops.aten.clone.default(t_9, memory_format = torch.contiguous_format)
        split = torch.ops.aten.split.Tensor(clone, 4, 1)
        getitem_4: "f32[4096, 4][32, 1]cpu" = split[0]
        getitem_5: "f32[4096, 4][32, 1]cpu" = split[1]
        getitem_6: "f32[4096, 4][32, 1]cpu" = split[2]
        getitem_7: "f32[4096, 4][32, 1]cpu" = split[3]
        getitem_8: "f32[4096, 4][32, 1]cpu" = split[4]
        getitem_9: "f32[4096, 4][32, 1]cpu" = split[5]
        getitem_10: "f32[4096, 4][32, 1]cpu" = split[6]
        getitem_11: "f32[4096, 4][32, 1]cpu" = split[7]
        cat: "f32[32768, 4][4, 1]cpu" = torch.ops.aten.cat.default([getitem_4, getitem_5, getitem_6, getitem_7, getitem_8, getitem_9, getitem_10, getitem_11])
        reduce_scatter_tensor: "f32[4096, 4][4, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat, 'sum', 8, 'mesh_tp')
        wait_tensor_2: "f32[4096, 4][4, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor)
        #> layers.1.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_2, [2, 16, 1792])
        #> layers.1.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view)
        #> layers.1.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view_1: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_3, [2, 16, 1792])
        #> layers.1.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_9: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.mul.Tensor(silu, _unsafe_view_1)
        #> layers.1.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_9: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.view.default(mul_9, [32, 1792])
        all_gather_into_tensor: "f32[256, 1792][1792, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_9, 8, 'mesh_tp')
        wait_tensor_3: "f32[256, 1792][1792, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        mm_6: "f32[4096, 14336][14336, 1]cpu" = torch.ops.aten.mm.default(wait_tensor_2, getitem_2)
        t_10: "f32[14336, 4096][1, 14336]cpu" = torch.ops.aten.t.default(mm_6)
        all_reduce: "f32[32, 4096][4096, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_8, 'sum', 'mesh_tp')
        wait_tensor_4: "f32[32, 4096][4096, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        mm_7: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.mm.default(wait_tensor_4, t_1)
        view_10: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.view.default(mm_7, [2, 16, 1792])
        t_11: "f32[4096, 14336][14336, 1]cpu" = torch.ops.aten.t.default(t_10)
        #> layers.1.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_10: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.mul.Tensor(view_10, silu)
        mul_11: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.mul.Tensor(view_10, _unsafe_view_1)
        #> layers.1.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_11: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.view.default(mul_10, [32, 1792])
        t_12: "f32[1792, 32][1, 1792]cpu" = torch.ops.aten.t.default(view_11)
        mm_8: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(t_12, view_3)
        t_13: "f32[4096, 1792][1, 4096]cpu" = torch.ops.aten.t.default(mm_8)
        mm_9: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(view_11, t_2)
        view_12: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.view.default(mm_9, [2, 16, 4096])
        t_14: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_13)
        #> layers.1.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_backward: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.silu_backward.default(mul_11, _unsafe_view)
        #> layers.1.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_13: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.view.default(silu_backward, [32, 1792])
        t_15: "f32[1792, 32][1, 1792]cpu" = torch.ops.aten.t.default(view_13)
        mm_10: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(t_15, view_3)
        t_16: "f32[4096, 1792][1, 4096]cpu" = torch.ops.aten.t.default(mm_10)
        mm_11: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(view_13, t_3)
        view_14: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.view.default(mm_11, [2, 16, 4096])
        add_4: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(view_12, view_14)
        t_17: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_16)
        #> layers.1.ffn_norm: torch.nn.functional.rms_norm
        mul_12: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(add_1, rsqrt_3)
        mul_13: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(add_4, mul_12)
        mul_14: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(add_4, primals_29)
        sum_3: "f32[1, 1, 4096][4096, 4096, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_13, [0, 1], True)
        view_15: "f32[4096][1]cpu" = torch.ops.aten.view.default(sum_3, [4096])
        mul_15: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_14, add_1)
        mul_16: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_14, rsqrt_3)
        sum_4: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_15, [2], True)
        add_5: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(add_3, mul_16)
        detach_4: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_3)
        detach_5: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(detach_4)
        pow_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_5, 3)
        mul_17: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_4, -0.5)
        mul_18: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_17, pow_3)
        expand_1: "f32[2, 16, 4096][16, 1, 0]cpu" = torch.ops.aten.expand.default(mul_18, [2, 16, 4096])
        div_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.div.Scalar(expand_1, 4096)
        pow_4: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_1, 1.0)
        mul_19: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Scalar(pow_4, 2.0)
        mul_20: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(div_1, mul_19)
        add_6: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(add_5, mul_20)
        #> layers.1.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_16: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.view.default(add_6, [32, 4096])
        t_18: "f32[4096, 32][1, 4096]cpu" = torch.ops.aten.t.default(view_16)
        #> layers.1.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_3, transpose_4, transpose_5, 0.0, True)
        getitem_12: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu[0]
        transpose_6: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_12, 1, 2)
        #> layers.1.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_17: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(transpose_6, [2, 16, 4, 128])
        #> layers.1.attention: torchtitan.models.common.attention.GQAttention.forward
        view_18: "f32[2, 16, 512][8192, 512, 1]cpu" = torch.ops.aten.view.default(view_17, [2, 16, 512])
        #> layers.1.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_19: "f32[32, 512][512, 1]cpu" = torch.ops.aten.view.default(view_18, [32, 512])
        all_gather_into_tensor_1: "f32[256, 512][512, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_19, 8, 'mesh_tp')
        wait_tensor_5: "f32[256, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)
        mm_12: "f32[4096, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(t_18, slice_1)
        t_19: "f32[4096, 4096][1, 4096]cpu" = torch.ops.aten.t.default(mm_12)
        all_reduce_1: "f32[32, 4096][4096, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_16, 'sum', 'mesh_tp')
        wait_tensor_6: "f32[32, 4096][4096, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        mm_13: "f32[32, 512][512, 1]cpu" = torch.ops.aten.mm.default(wait_tensor_6, t_4)
        view_20: "f32[2, 16, 512][8192, 512, 1]cpu" = torch.ops.aten.view.default(mm_13, [2, 16, 512])
        t_20: "f32[4096, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_19)
        #> layers.1.attention: torchtitan.models.common.attention.GQAttention.forward
        view_21: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(view_20, [2, 16, 4, 128])
        #> layers.1.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose_7: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = torch.ops.aten.transpose.int(view_21, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            transpose_7,
            transpose_3,
            transpose_4,
            transpose_5,
            detach,
            getitem_1,
            0.0,
            True
        )
        getitem_13: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_14: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_15: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[2]
        transpose_8: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_15, 1, 2)
        transpose_9: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_14, 1, 2)
        transpose_10: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_13, 1, 2)
        #> layers.1.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_22: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(transpose_8, [2, 16, 1, 128])
        view_23: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(transpose_9, [2, 16, 1, 128])
        view_24: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(transpose_10, [2, 16, 4, 128])
        #> layers.1.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        view_25: "f32[2, 16, 1, 64, 2][2048, 128, 128, 2, 1]cpu" = torch.ops.aten.view.default(view_23, [2, 16, 1, 64, 2])
        view_as_complex: "c64[2, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_25)
        clone_1: "c64[1, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.clone.default(_conj)
        mul_21: "c64[2, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex, clone_1)
        view_26: "f32[2, 16, 4, 64, 2][8192, 512, 128, 2, 1]cpu" = torch.ops.aten.view.default(view_24, [2, 16, 4, 64, 2])
        view_as_complex_1: "c64[2, 16, 4, 64][4096, 256, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_26)
        mul_22: "c64[2, 16, 4, 64][4096, 256, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_1, clone_1)
        view_as_real: "f32[2, 16, 1, 64, 2][2048, 128, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_21)
        view_27: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real, [2, 16, 1, 128])
        view_as_real_1: "f32[2, 16, 4, 64, 2][8192, 512, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_22)
        view_28: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real_1, [2, 16, 4, 128])
        #> layers.1.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        view_29: "f32[2, 16, 1, 1, 128][2048, 128, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_22, [2, 16, 1, 1, 128])
        view_30: "f32[2, 16, 1, 1, 128][2048, 128, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_27, [2, 16, 1, 1, 128])
        view_31: "f32[2, 16, 1, 4, 128][8192, 512, 512, 128, 1]cpu" = torch.ops.aten.view.default(view_28, [2, 16, 1, 4, 128])
        cat_1: "f32[2, 16, 1, 6, 128][12288, 768, 768, 128, 1]cpu" = torch.ops.aten.cat.default([view_31, view_30, view_29], 3)
        #> layers.1.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_32: "f32[2, 16, 1, 6, 128][12288, 768, 768, 128, 1]cpu" = torch.ops.aten.view.default(cat_1, [2, 16, 1, 6, 128])
        #> layers.1.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_33: "f32[2, 16, 768][12288, 768, 1]cpu" = torch.ops.aten.view.default(view_32, [2, 16, 768])
        #> layers.1.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_34: "f32[32, 768][768, 1]cpu" = torch.ops.aten.view.default(view_33, [32, 768])
        t_21: "f32[768, 32][1, 768]cpu" = torch.ops.aten.t.default(view_34)
        mm_14: "f32[768, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(t_21, view_2)
        t_22: "f32[4096, 768][1, 4096]cpu" = torch.ops.aten.t.default(mm_14)
        mm_15: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(view_34, t_5)
        view_35: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.view.default(mm_15, [2, 16, 4096])
        t_23: "f32[768, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_22)
        #> layers.1.attention_norm: torch.nn.functional.rms_norm
        mul_23: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(add, rsqrt_2)
        mul_24: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(view_35, mul_23)
        mul_25: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(view_35, primals_21)
        sum_5: "f32[1, 1, 4096][4096, 4096, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_24, [0, 1], True)
        view_36: "f32[4096][1]cpu" = torch.ops.aten.view.default(sum_5, [4096])
        mul_26: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_25, add)
        mul_27: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_25, rsqrt_2)
        sum_6: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_26, [2], True)
        add_7: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(add_6, mul_27)
        detach_6: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_2)
        detach_7: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(detach_6)
        pow_5: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_7, 3)
        mul_28: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_6, -0.5)
        mul_29: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_28, pow_5)
        expand_2: "f32[2, 16, 4096][16, 1, 0]cpu" = torch.ops.aten.expand.default(mul_29, [2, 16, 4096])
        div_2: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.div.Scalar(expand_2, 4096)
        pow_6: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add, 1.0)
        mul_30: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Scalar(pow_6, 2.0)
        mul_31: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(div_2, mul_30)
        add_8: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(add_7, mul_31)
        #= layers.0 as layers.1: 182 lines, 20 written below
        #=   add_3 -> add_8, mm_2 -> mm, mm_3 -> mm_1, getitem_2 -> getitem_3, t_1 -> t_27, view_3 -> view_1, t_2 -> t_32, t_3 -> t_37, add_1 -> add_10, rsqrt_3 -> rsqrt_1, primals_29 -> primals_13
        #=   transpose_3 -> transpose, transpose_4..transpose_5 -> transpose_1..transpose_2, slice_1 -> slice_2, t_4 -> t_42, detach -> detach_1, getitem_1 -> getitem, _conj -> _conj_1, view_2 -> view
        #=   t_5 -> t_47, mul_23 -> mul_46, primals_21 -> primals_5, rsqrt_2 -> rsqrt, mul_26 -> mul_49, pow_6 -> pow_10
        #=   @ before its line 31, these 2
        t_26: "f32[1792, 4096][1, 1792]cpu" = torch.ops.aten.t.default(primals_19)
        t_27: "f32[4096, 1792][1792, 1]cpu" = torch.ops.aten.t.default(t_26)
        #=   @ before its line 44, these 2
        t_31: "f32[4096, 1792][1, 4096]cpu" = torch.ops.aten.t.default(primals_17)
        t_32: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_31)
        #=   @ before its line 54, these 2
        t_36: "f32[4096, 1792][1, 4096]cpu" = torch.ops.aten.t.default(primals_15)
        t_37: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_36)
        #=   @ before its line 58, these 2
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_10: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor, wait_tensor_1)
        #=   @ before its line 96, these 2
        t_41: "f32[512, 4096][1, 512]cpu" = torch.ops.aten.t.default(primals_11)
        t_42: "f32[4096, 512][512, 1]cpu" = torch.ops.aten.t.default(t_41)
        #=   @ before its line 119, these 5
        #> layers.0.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_3: "c64[16, 64][64, 1]cpu" = torch.ops.aten.slice.Tensor(primals_9, 0, 0, 16)
        view_55: "c64[1, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.view.default(slice_3, [1, 16, 1, 64])
        #> layers.0.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj_1: "c64[1, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten._conj.default(view_55)
        #=   @ before its line 142, these 2
        t_46: "f32[4096, 768][1, 4096]cpu" = torch.ops.aten.t.default(primals_7)
        t_47: "f32[768, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_46)
        #=   @ its lines 146-146 as these 1
        mul_46: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor, rsqrt)
        #=   @ its lines 151-151 as these 1
        mul_49: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_48, wait_tensor)
        #=   @ its lines 162-162 as these 1
        pow_10: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(wait_tensor, 1.0)
        #> tok_embeddings: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        all_reduce_4: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(add_14, 'sum', 'mesh_tp')
        wait_tensor_12: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_4)
        #> tok_embeddings: torchtitan.models.common.embedding.Embedding.forward
        _to_copy: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten._to_copy.default(unsqueeze, dtype = torch.float32)
        mul_55: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_12, _to_copy)
        embedding_dense_backward: "f32[16032, 4096][4096, 1]cpu" = torch.ops.aten.embedding_dense_backward.default(mul_55, clamp, 16032, -1, False)
        view_67: "f32[16032, 4096][4096, 1]cpu" = torch.ops.aten.view.default(embedding_dense_backward, [16032, 4096])
        return (
            None,
            None,
            view_67,
            primals_2,
            view_66,
            primals_2,
            t_48,
            primals_2,
            None,
            t_43,
            primals_2,
            view_44,
            primals_2,
            t_38,
            primals_2,
            t_33,
            primals_2,
            t_28,
            primals_2,
            view_36,
            primals_2,
            t_23,
            primals_2,
            None,
            t_20,
            primals_2,
            view_15,
            primals_2,
            t_17,
            primals_2,
            t_14,
            primals_2,
            t_11,
            primals_2,
            view_7,
            primals_2,
            t_8,
            primals_2
        )
