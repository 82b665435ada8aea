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
        wait_tensor_L0: "f32[2, 16, 4096][65536, 4096, 1]cpu",
        rsqrt_L0: "f32[2, 16, 1][16, 1, 1]cpu",
        view_L0: "f32[32, 4096][4096, 1]cpu",
        transpose_L0: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu",
        transpose_L0_1: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu",
        transpose_L0_2: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu",
        getitem_L0: "f32[2, 4, 16][64, 1, 4]cpu",
        wait_tensor_L0_1: "f32[2, 16, 4096][65536, 4096, 1]cpu",
        rsqrt_L0_1: "f32[2, 16, 1][16, 1, 1]cpu",
        view_L0_1: "f32[32, 4096][4096, 1]cpu",
        mm_L0: "f32[32, 1792][1792, 1]cpu",
        mm_L0_1: "f32[32, 1792][1792, 1]cpu",
        add_L1: "f32[2, 16, 4096][65536, 4096, 1]cpu",
        rsqrt_L1: "f32[2, 16, 1][16, 1, 1]cpu",
        view_L1: "f32[32, 4096][4096, 1]cpu",
        transpose_L1: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu",
        transpose_L1_1: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu",
        transpose_L1_2: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu",
        getitem_L1: "f32[2, 4, 16][64, 1, 4]cpu",
        add_L1_1: "f32[2, 16, 4096][65536, 4096, 1]cpu",
        rsqrt_L1_1: "f32[2, 16, 1][16, 1, 1]cpu",
        view_L1_1: "f32[32, 4096][4096, 1]cpu",
        mm_L1: "f32[32, 1792][1792, 1]cpu",
        mm_L1_1: "f32[32, 1792][1792, 1]cpu",
        add: "f32[2, 16, 4096][65536, 4096, 1]cpu",
        rsqrt: "f32[2, 16, 1][16, 1, 1]cpu",
        view: "f32[32, 4096][4096, 1]cpu",
        t: "f32[16032, 4096][4096, 1]cpu",
        getitem_L1_1: "f32[4, 14336][14336, 1]cpu",
        t_L1: "f32[4096, 1792][1792, 1]cpu",
        t_L1_1: "f32[1792, 4096][4096, 1]cpu",
        t_L1_2: "f32[1792, 4096][4096, 1]cpu",
        slice_L1: "f32[32, 4096][4096, 1]cpu",
        t_L1_3: "f32[4096, 512][512, 1]cpu",
        detach_L1: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu",
        _conj_L1: "c64[1, 16, 1, 64][1024, 64, 64, 1]cpu",
        t_L1_4: "f32[768, 4096][4096, 1]cpu",
        getitem_L0_1: "f32[4, 14336][14336, 1]cpu",
        slice_L0: "f32[32, 4096][4096, 1]cpu",
        detach_L0: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu",
        primals_2,
        tangents_1: "f32[2, 16, 16032][256512, 16032, 1]cpu",
        tangents_2
    ):
        #> lm_head: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_1: "f32[32, 16032][16032, 1]cpu" = torch.ops.aten.view.default(tangents_1, [32, 16032])
        t_1: "f32[16032, 32][1, 16032]cpu" = torch.ops.aten.t.default(view_1)
        mm: "f32[16032, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(t_1, view)
        t_2: "f32[4096, 16032][1, 4096]cpu" = torch.ops.aten.t.default(mm)
        mm_1: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(view_1, t)
        view_2: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.view.default(mm_1, [2, 16, 4096])
        t_3: "f32[16032, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_2)
        #> norm: torch.nn.functional.rms_norm
        mul: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(add, rsqrt)
        mul_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(view_2, mul)
        mul_2: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(view_2, primals_37)
        sum_1: "f32[1, 1, 4096][4096, 4096, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_1, [0, 1], True)
        view_3: "f32[4096][1]cpu" = torch.ops.aten.view.default(sum_1, [4096])
        mul_3: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, add)
        mul_4: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, rsqrt)
        sum_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_3, [2], True)
        detach: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt)
        detach_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(detach)
        pow_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_1, 3)
        mul_5: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_2, -0.5)
        mul_6: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_5, pow_1)
        expand: "f32[2, 16, 4096][16, 1, 0]cpu" = torch.ops.aten.expand.default(mul_6, [2, 16, 4096])
        div: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.div.Scalar(expand, 4096)
        pow_2: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add, 1.0)
        mul_7: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Scalar(pow_2, 2.0)
        mul_8: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(div, mul_7)
        add_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(mul_4, mul_8)
        #> layers.1.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L1_2: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.view.default(add_1, [32, 4096])
        t_L1_5: "f32[4096, 32][1, 4096]cpu" = torch.ops.aten.t.default(view_L1_2)
        clone_L1: "f32[4096, 32][32, 1]cpu" = torch.ops.aten.clone.default(t_L1_5, memory_format = torch.contiguous_format)
        split_L1 = torch.ops.aten.split.Tensor(clone_L1, 4, 1)
        getitem_L1_2: "f32[4096, 4][32, 1]cpu" = split_L1[0]
        getitem_L1_3: "f32[4096, 4][32, 1]cpu" = split_L1[1]
        getitem_L1_4: "f32[4096, 4][32, 1]cpu" = split_L1[2]
        getitem_L1_5: "f32[4096, 4][32, 1]cpu" = split_L1[3]
        getitem_L1_6: "f32[4096, 4][32, 1]cpu" = split_L1[4]
        getitem_L1_7: "f32[4096, 4][32, 1]cpu" = split_L1[5]
        getitem_L1_8: "f32[4096, 4][32, 1]cpu" = split_L1[6]
        getitem_L1_9: "f32[4096, 4][32, 1]cpu" = split_L1[7]
        cat_L1: "f32[32768, 4][4, 1]cpu" = torch.ops.aten.cat.default([getitem_L1_2, getitem_L1_3, getitem_L1_4, getitem_L1_5, getitem_L1_6, getitem_L1_7, getitem_L1_8, getitem_L1_9])
        reduce_scatter_tensor_L1: "f32[4096, 4][4, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_L1, 'sum', 8, 'mesh_tp')
        wait_tensor_L1: "f32[4096, 4][4, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_L1)
        #> layers.1.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view_L1: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L1, [2, 16, 1792])
        #> layers.1.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_L1: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view_L1)
        #> layers.1.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view_L1_1: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L1_1, [2, 16, 1792])
        #> layers.1.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_L1: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.mul.Tensor(silu_L1, _unsafe_view_L1_1)
        #> layers.1.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L1_3: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.view.default(mul_L1, [32, 1792])
        all_gather_into_tensor_L1: "f32[256, 1792][1792, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_L1_3, 8, 'mesh_tp')
        wait_tensor_L1_1: "f32[256, 1792][1792, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_L1)
        mm_L1_2: "f32[4096, 14336][14336, 1]cpu" = torch.ops.aten.mm.default(wait_tensor_L1, getitem_L1_1)
        t_L1_6: "f32[14336, 4096][1, 14336]cpu" = torch.ops.aten.t.default(mm_L1_2)
        all_reduce_L1: "f32[32, 4096][4096, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_L1_2, 'sum', 'mesh_tp')
        wait_tensor_L1_2: "f32[32, 4096][4096, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_L1)
        mm_L1_3: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.mm.default(wait_tensor_L1_2, t_L1)
        view_L1_4: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.view.default(mm_L1_3, [2, 16, 1792])
        t_L1_7: "f32[4096, 14336][14336, 1]cpu" = torch.ops.aten.t.default(t_L1_6)
        #> layers.1.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_L1_1: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.mul.Tensor(view_L1_4, silu_L1)
        mul_L1_2: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.mul.Tensor(view_L1_4, _unsafe_view_L1_1)
        #> layers.1.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L1_5: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.view.default(mul_L1_1, [32, 1792])
        t_L1_8: "f32[1792, 32][1, 1792]cpu" = torch.ops.aten.t.default(view_L1_5)
        mm_L1_4: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(t_L1_8, view_L1_1)
        t_L1_9: "f32[4096, 1792][1, 4096]cpu" = torch.ops.aten.t.default(mm_L1_4)
        mm_L1_5: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(view_L1_5, t_L1_1)
        view_L1_6: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.view.default(mm_L1_5, [2, 16, 4096])
        t_L1_10: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_L1_9)
        #> layers.1.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_backward_L1: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.silu_backward.default(mul_L1_2, _unsafe_view_L1)
        #> layers.1.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L1_7: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.view.default(silu_backward_L1, [32, 1792])
        t_L1_11: "f32[1792, 32][1, 1792]cpu" = torch.ops.aten.t.default(view_L1_7)
        mm_L1_6: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(t_L1_11, view_L1_1)
        t_L1_12: "f32[4096, 1792][1, 4096]cpu" = torch.ops.aten.t.default(mm_L1_6)
        mm_L1_7: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(view_L1_7, t_L1_2)
        view_L1_8: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.view.default(mm_L1_7, [2, 16, 4096])
        add_L1_2: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(view_L1_6, view_L1_8)
        t_L1_13: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_L1_12)
        #> layers.1.ffn_norm: torch.nn.functional.rms_norm
        mul_L1_3: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(add_L1_1, rsqrt_L1_1)
        mul_L1_4: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(add_L1_2, mul_L1_3)
        mul_L1_5: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(add_L1_2, primals_29)
        sum_L1: "f32[1, 1, 4096][4096, 4096, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_L1_4, [0, 1], True)
        view_L1_9: "f32[4096][1]cpu" = torch.ops.aten.view.default(sum_L1, [4096])
        mul_L1_6: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L1_5, add_L1_1)
        mul_L1_7: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L1_5, rsqrt_L1_1)
        sum_L1_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_L1_6, [2], True)
        add_L1_3: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(add_1, mul_L1_7)
        detach_L1_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_L1_1)
        detach_L1_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(detach_L1_1)
        pow_L1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_L1_2, 3)
        mul_L1_8: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_L1_1, -0.5)
        mul_L1_9: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L1_8, pow_L1)
        expand_L1: "f32[2, 16, 4096][16, 1, 0]cpu" = torch.ops.aten.expand.default(mul_L1_9, [2, 16, 4096])
        div_L1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.div.Scalar(expand_L1, 4096)
        pow_L1_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_L1_1, 1.0)
        mul_L1_10: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Scalar(pow_L1_1, 2.0)
        mul_L1_11: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(div_L1, mul_L1_10)
        add_L1_4: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(add_L1_3, mul_L1_11)
        #> layers.1.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L1_10: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.view.default(add_L1_4, [32, 4096])
        t_L1_14: "f32[4096, 32][1, 4096]cpu" = torch.ops.aten.t.default(view_L1_10)
        #> layers.1.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        _scaled_dot_product_flash_attention_for_cpu_L1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_L1, transpose_L1_1, transpose_L1_2, 0.0, True)
        getitem_L1_10: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_L1[0]
        transpose_L1_3: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_L1_10, 1, 2)
        #> layers.1.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L1_11: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(transpose_L1_3, [2, 16, 4, 128])
        #> layers.1.attention: torchtitan.models.common.attention.GQAttention.forward
        view_L1_12: "f32[2, 16, 512][8192, 512, 1]cpu" = torch.ops.aten.view.default(view_L1_11, [2, 16, 512])
        #> layers.1.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L1_13: "f32[32, 512][512, 1]cpu" = torch.ops.aten.view.default(view_L1_12, [32, 512])
        all_gather_into_tensor_L1_1: "f32[256, 512][512, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_L1_13, 8, 'mesh_tp')
        wait_tensor_L1_3: "f32[256, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_L1_1)
        mm_L1_8: "f32[4096, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(t_L1_14, slice_L1)
        t_L1_15: "f32[4096, 4096][1, 4096]cpu" = torch.ops.aten.t.default(mm_L1_8)
        all_reduce_L1_1: "f32[32, 4096][4096, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_L1_10, 'sum', 'mesh_tp')
        wait_tensor_L1_4: "f32[32, 4096][4096, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_L1_1)
        mm_L1_9: "f32[32, 512][512, 1]cpu" = torch.ops.aten.mm.default(wait_tensor_L1_4, t_L1_3)
        view_L1_14: "f32[2, 16, 512][8192, 512, 1]cpu" = torch.ops.aten.view.default(mm_L1_9, [2, 16, 512])
        t_L1_16: "f32[4096, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_L1_15)
        #> layers.1.attention: torchtitan.models.common.attention.GQAttention.forward
        view_L1_15: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(view_L1_14, [2, 16, 4, 128])
        #> layers.1.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose_L1_4: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = torch.ops.aten.transpose.int(view_L1_15, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_backward_L1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            transpose_L1_4,
            transpose_L1,
            transpose_L1_1,
            transpose_L1_2,
            detach_L1,
            getitem_L1,
            0.0,
            True
        )
        getitem_L1_11: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_L1[0]
        getitem_L1_12: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_L1[1]
        getitem_L1_13: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_L1[2]
        transpose_L1_5: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_L1_13, 1, 2)
        transpose_L1_6: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_L1_12, 1, 2)
        transpose_L1_7: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_L1_11, 1, 2)
        #> layers.1.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L1_16: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(transpose_L1_5, [2, 16, 1, 128])
        view_L1_17: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(transpose_L1_6, [2, 16, 1, 128])
        view_L1_18: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(transpose_L1_7, [2, 16, 4, 128])
        #> layers.1.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        view_L1_19: "f32[2, 16, 1, 64, 2][2048, 128, 128, 2, 1]cpu" = torch.ops.aten.view.default(view_L1_17, [2, 16, 1, 64, 2])
        view_as_complex_L1: "c64[2, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_L1_19)
        clone_L1_1: "c64[1, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.clone.default(_conj_L1)
        mul_L1_12: "c64[2, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_L1, clone_L1_1)
        view_L1_20: "f32[2, 16, 4, 64, 2][8192, 512, 128, 2, 1]cpu" = torch.ops.aten.view.default(view_L1_18, [2, 16, 4, 64, 2])
        view_as_complex_L1_1: "c64[2, 16, 4, 64][4096, 256, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_L1_20)
        mul_L1_13: "c64[2, 16, 4, 64][4096, 256, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_L1_1, clone_L1_1)
        view_as_real_L1: "f32[2, 16, 1, 64, 2][2048, 128, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_L1_12)
        view_L1_21: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real_L1, [2, 16, 1, 128])
        view_as_real_L1_1: "f32[2, 16, 4, 64, 2][8192, 512, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_L1_13)
        view_L1_22: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real_L1_1, [2, 16, 4, 128])
        #> layers.1.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        view_L1_23: "f32[2, 16, 1, 1, 128][2048, 128, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_L1_16, [2, 16, 1, 1, 128])
        view_L1_24: "f32[2, 16, 1, 1, 128][2048, 128, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_L1_21, [2, 16, 1, 1, 128])
        view_L1_25: "f32[2, 16, 1, 4, 128][8192, 512, 512, 128, 1]cpu" = torch.ops.aten.view.default(view_L1_22, [2, 16, 1, 4, 128])
        cat_L1_1: "f32[2, 16, 1, 6, 128][12288, 768, 768, 128, 1]cpu" = torch.ops.aten.cat.default([view_L1_25, view_L1_24, view_L1_23], 3)
        #> layers.1.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L1_26: "f32[2, 16, 1, 6, 128][12288, 768, 768, 128, 1]cpu" = torch.ops.aten.view.default(cat_L1_1, [2, 16, 1, 6, 128])
        #> layers.1.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_L1_27: "f32[2, 16, 768][12288, 768, 1]cpu" = torch.ops.aten.view.default(view_L1_26, [2, 16, 768])
        #> layers.1.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L1_28: "f32[32, 768][768, 1]cpu" = torch.ops.aten.view.default(view_L1_27, [32, 768])
        t_L1_17: "f32[768, 32][1, 768]cpu" = torch.ops.aten.t.default(view_L1_28)
        mm_L1_10: "f32[768, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(t_L1_17, view_L1)
        t_L1_18: "f32[4096, 768][1, 4096]cpu" = torch.ops.aten.t.default(mm_L1_10)
        mm_L1_11: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(view_L1_28, t_L1_4)
        view_L1_29: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.view.default(mm_L1_11, [2, 16, 4096])
        t_L1_19: "f32[768, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_L1_18)
        #> layers.1.attention_norm: torch.nn.functional.rms_norm
        mul_L1_14: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(add_L1, rsqrt_L1)
        mul_L1_15: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(view_L1_29, mul_L1_14)
        mul_L1_16: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(view_L1_29, primals_21)
        sum_L1_2: "f32[1, 1, 4096][4096, 4096, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_L1_15, [0, 1], True)
        view_L1_30: "f32[4096][1]cpu" = torch.ops.aten.view.default(sum_L1_2, [4096])
        mul_L1_17: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L1_16, add_L1)
        mul_L1_18: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L1_16, rsqrt_L1)
        sum_L1_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_L1_17, [2], True)
        add_L1_5: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(add_L1_4, mul_L1_18)
        detach_L1_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_L1)
        detach_L1_4: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(detach_L1_3)
        pow_L1_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_L1_4, 3)
        mul_L1_19: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_L1_3, -0.5)
        mul_L1_20: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L1_19, pow_L1_2)
        expand_L1_1: "f32[2, 16, 4096][16, 1, 0]cpu" = torch.ops.aten.expand.default(mul_L1_20, [2, 16, 4096])
        div_L1_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.div.Scalar(expand_L1_1, 4096)
        pow_L1_3: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_L1, 1.0)
        mul_L1_21: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Scalar(pow_L1_3, 2.0)
        mul_L1_22: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(div_L1_1, mul_L1_21)
        layer_out_L1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(add_L1_5, mul_L1_22)
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L0_2: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.view.default(layer_out_L1, [32, 4096])
        t_L0: "f32[4096, 32][1, 4096]cpu" = torch.ops.aten.t.default(view_L0_2)
        clone_L0: "f32[4096, 32][32, 1]cpu" = torch.ops.aten.clone.default(t_L0, memory_format = torch.contiguous_format)
        split_L0 = torch.ops.aten.split.Tensor(clone_L0, 4, 1)
        getitem_L0_2: "f32[4096, 4][32, 1]cpu" = split_L0[0]
        getitem_L0_3: "f32[4096, 4][32, 1]cpu" = split_L0[1]
        getitem_L0_4: "f32[4096, 4][32, 1]cpu" = split_L0[2]
        getitem_L0_5: "f32[4096, 4][32, 1]cpu" = split_L0[3]
        getitem_L0_6: "f32[4096, 4][32, 1]cpu" = split_L0[4]
        getitem_L0_7: "f32[4096, 4][32, 1]cpu" = split_L0[5]
        getitem_L0_8: "f32[4096, 4][32, 1]cpu" = split_L0[6]
        getitem_L0_9: "f32[4096, 4][32, 1]cpu" = split_L0[7]
        cat_L0: "f32[32768, 4][4, 1]cpu" = torch.ops.aten.cat.default([getitem_L0_2, getitem_L0_3, getitem_L0_4, getitem_L0_5, getitem_L0_6, getitem_L0_7, getitem_L0_8, getitem_L0_9])
        reduce_scatter_tensor_L0: "f32[4096, 4][4, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_L0, 'sum', 8, 'mesh_tp')
        wait_tensor_L0_2: "f32[4096, 4][4, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_L0)
        #> layers.0.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view_L0: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L0, [2, 16, 1792])
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_L0: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view_L0)
        #> layers.0.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view_L0_1: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L0_1, [2, 16, 1792])
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_L0: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.mul.Tensor(silu_L0, _unsafe_view_L0_1)
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L0_3: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.view.default(mul_L0, [32, 1792])
        all_gather_into_tensor_L0: "f32[256, 1792][1792, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_L0_3, 8, 'mesh_tp')
        wait_tensor_L0_3: "f32[256, 1792][1792, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_L0)
        mm_L0_2: "f32[4096, 14336][14336, 1]cpu" = torch.ops.aten.mm.default(wait_tensor_L0_2, getitem_L0_1)
        t_L0_1: "f32[14336, 4096][1, 14336]cpu" = torch.ops.aten.t.default(mm_L0_2)
        t_L0_2: "f32[1792, 4096][1, 1792]cpu" = torch.ops.aten.t.default(primals_19)
        t_L0_3: "f32[4096, 1792][1792, 1]cpu" = torch.ops.aten.t.default(t_L0_2)
        all_reduce_L0: "f32[32, 4096][4096, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_L0_2, 'sum', 'mesh_tp')
        wait_tensor_L0_4: "f32[32, 4096][4096, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_L0)
        mm_L0_3: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.mm.default(wait_tensor_L0_4, t_L0_3)
        view_L0_4: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.view.default(mm_L0_3, [2, 16, 1792])
        t_L0_4: "f32[4096, 14336][14336, 1]cpu" = torch.ops.aten.t.default(t_L0_1)
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_L0_1: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.mul.Tensor(view_L0_4, silu_L0)
        mul_L0_2: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.mul.Tensor(view_L0_4, _unsafe_view_L0_1)
        #> layers.0.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L0_5: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.view.default(mul_L0_1, [32, 1792])
        t_L0_5: "f32[1792, 32][1, 1792]cpu" = torch.ops.aten.t.default(view_L0_5)
        mm_L0_4: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(t_L0_5, view_L0_1)
        t_L0_6: "f32[4096, 1792][1, 4096]cpu" = torch.ops.aten.t.default(mm_L0_4)
        t_L0_7: "f32[4096, 1792][1, 4096]cpu" = torch.ops.aten.t.default(primals_17)
        t_L0_8: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_L0_7)
        mm_L0_5: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(view_L0_5, t_L0_8)
        view_L0_6: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.view.default(mm_L0_5, [2, 16, 4096])
        t_L0_9: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_L0_6)
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_backward_L0: "f32[2, 16, 1792][28672, 1792, 1]cpu" = torch.ops.aten.silu_backward.default(mul_L0_2, _unsafe_view_L0)
        #> layers.0.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L0_7: "f32[32, 1792][1792, 1]cpu" = torch.ops.aten.view.default(silu_backward_L0, [32, 1792])
        t_L0_10: "f32[1792, 32][1, 1792]cpu" = torch.ops.aten.t.default(view_L0_7)
        mm_L0_6: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(t_L0_10, view_L0_1)
        t_L0_11: "f32[4096, 1792][1, 4096]cpu" = torch.ops.aten.t.default(mm_L0_6)
        t_L0_12: "f32[4096, 1792][1, 4096]cpu" = torch.ops.aten.t.default(primals_15)
        t_L0_13: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_L0_12)
        mm_L0_7: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(view_L0_7, t_L0_13)
        view_L0_8: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.view.default(mm_L0_7, [2, 16, 4096])
        add_L0: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(view_L0_6, view_L0_8)
        t_L0_14: "f32[1792, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_L0_11)
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_L0_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor_L0, wait_tensor_L0_1)
        #> layers.0.ffn_norm: torch.nn.functional.rms_norm
        mul_L0_3: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(add_L0_1, rsqrt_L0_1)
        mul_L0_4: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(add_L0, mul_L0_3)
        mul_L0_5: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(add_L0, primals_13)
        sum_L0: "f32[1, 1, 4096][4096, 4096, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_L0_4, [0, 1], True)
        view_L0_9: "f32[4096][1]cpu" = torch.ops.aten.view.default(sum_L0, [4096])
        mul_L0_6: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L0_5, add_L0_1)
        mul_L0_7: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L0_5, rsqrt_L0_1)
        sum_L0_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_L0_6, [2], True)
        add_L0_2: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(layer_out_L1, mul_L0_7)
        detach_L0_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_L0_1)
        detach_L0_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(detach_L0_1)
        pow_L0: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_L0_2, 3)
        mul_L0_8: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_L0_1, -0.5)
        mul_L0_9: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L0_8, pow_L0)
        expand_L0: "f32[2, 16, 4096][16, 1, 0]cpu" = torch.ops.aten.expand.default(mul_L0_9, [2, 16, 4096])
        div_L0: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.div.Scalar(expand_L0, 4096)
        pow_L0_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_L0_1, 1.0)
        mul_L0_10: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Scalar(pow_L0_1, 2.0)
        mul_L0_11: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(div_L0, mul_L0_10)
        add_L0_3: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(add_L0_2, mul_L0_11)
        #> layers.0.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L0_10: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.view.default(add_L0_3, [32, 4096])
        t_L0_15: "f32[4096, 32][1, 4096]cpu" = torch.ops.aten.t.default(view_L0_10)
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        _scaled_dot_product_flash_attention_for_cpu_L0 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_L0, transpose_L0_1, transpose_L0_2, 0.0, True)
        getitem_L0_10: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_L0[0]
        transpose_L0_3: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_L0_10, 1, 2)
        #> layers.0.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L0_11: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(transpose_L0_3, [2, 16, 4, 128])
        #> layers.0.attention: torchtitan.models.common.attention.GQAttention.forward
        view_L0_12: "f32[2, 16, 512][8192, 512, 1]cpu" = torch.ops.aten.view.default(view_L0_11, [2, 16, 512])
        #> layers.0.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L0_13: "f32[32, 512][512, 1]cpu" = torch.ops.aten.view.default(view_L0_12, [32, 512])
        all_gather_into_tensor_L0_1: "f32[256, 512][512, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_L0_13, 8, 'mesh_tp')
        wait_tensor_L0_5: "f32[256, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_L0_1)
        mm_L0_8: "f32[4096, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(t_L0_15, slice_L0)
        t_L0_16: "f32[4096, 4096][1, 4096]cpu" = torch.ops.aten.t.default(mm_L0_8)
        t_L0_17: "f32[512, 4096][1, 512]cpu" = torch.ops.aten.t.default(primals_11)
        t_L0_18: "f32[4096, 512][512, 1]cpu" = torch.ops.aten.t.default(t_L0_17)
        all_reduce_L0_1: "f32[32, 4096][4096, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_L0_10, 'sum', 'mesh_tp')
        wait_tensor_L0_6: "f32[32, 4096][4096, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_L0_1)
        mm_L0_9: "f32[32, 512][512, 1]cpu" = torch.ops.aten.mm.default(wait_tensor_L0_6, t_L0_18)
        view_L0_14: "f32[2, 16, 512][8192, 512, 1]cpu" = torch.ops.aten.view.default(mm_L0_9, [2, 16, 512])
        t_L0_19: "f32[4096, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_L0_16)
        #> layers.0.attention: torchtitan.models.common.attention.GQAttention.forward
        view_L0_15: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(view_L0_14, [2, 16, 4, 128])
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose_L0_4: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = torch.ops.aten.transpose.int(view_L0_15, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_backward_L0 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            transpose_L0_4,
            transpose_L0,
            transpose_L0_1,
            transpose_L0_2,
            detach_L0,
            getitem_L0,
            0.0,
            True
        )
        getitem_L0_11: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_L0[0]
        getitem_L0_12: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_L0[1]
        getitem_L0_13: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_L0[2]
        transpose_L0_5: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_L0_13, 1, 2)
        transpose_L0_6: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_L0_12, 1, 2)
        transpose_L0_7: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.transpose.int(getitem_L0_11, 1, 2)
        #> layers.0.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L0_16: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(transpose_L0_5, [2, 16, 1, 128])
        view_L0_17: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(transpose_L0_6, [2, 16, 1, 128])
        view_L0_18: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(transpose_L0_7, [2, 16, 4, 128])
        #> layers.0.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        view_L0_19: "f32[2, 16, 1, 64, 2][2048, 128, 128, 2, 1]cpu" = torch.ops.aten.view.default(view_L0_17, [2, 16, 1, 64, 2])
        view_as_complex_L0: "c64[2, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_L0_19)
        #> layers.0.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_L0_1: "c64[16, 64][64, 1]cpu" = torch.ops.aten.slice.Tensor(primals_9, 0, 0, 16)
        view_L0_20: "c64[1, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.view.default(slice_L0_1, [1, 16, 1, 64])
        #> layers.0.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj_L0: "c64[1, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten._conj.default(view_L0_20)
        clone_L0_1: "c64[1, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.clone.default(_conj_L0)
        mul_L0_12: "c64[2, 16, 1, 64][1024, 64, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_L0, clone_L0_1)
        view_L0_21: "f32[2, 16, 4, 64, 2][8192, 512, 128, 2, 1]cpu" = torch.ops.aten.view.default(view_L0_18, [2, 16, 4, 64, 2])
        view_as_complex_L0_1: "c64[2, 16, 4, 64][4096, 256, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_L0_21)
        mul_L0_13: "c64[2, 16, 4, 64][4096, 256, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_L0_1, clone_L0_1)
        view_as_real_L0: "f32[2, 16, 1, 64, 2][2048, 128, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_L0_12)
        view_L0_22: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real_L0, [2, 16, 1, 128])
        view_as_real_L0_1: "f32[2, 16, 4, 64, 2][8192, 512, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_L0_13)
        view_L0_23: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real_L0_1, [2, 16, 4, 128])
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        view_L0_24: "f32[2, 16, 1, 1, 128][2048, 128, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_L0_16, [2, 16, 1, 1, 128])
        view_L0_25: "f32[2, 16, 1, 1, 128][2048, 128, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_L0_22, [2, 16, 1, 1, 128])
        view_L0_26: "f32[2, 16, 1, 4, 128][8192, 512, 512, 128, 1]cpu" = torch.ops.aten.view.default(view_L0_23, [2, 16, 1, 4, 128])
        cat_L0_1: "f32[2, 16, 1, 6, 128][12288, 768, 768, 128, 1]cpu" = torch.ops.aten.cat.default([view_L0_26, view_L0_25, view_L0_24], 3)
        #> layers.0.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L0_27: "f32[2, 16, 1, 6, 128][12288, 768, 768, 128, 1]cpu" = torch.ops.aten.view.default(cat_L0_1, [2, 16, 1, 6, 128])
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_L0_28: "f32[2, 16, 768][12288, 768, 1]cpu" = torch.ops.aten.view.default(view_L0_27, [2, 16, 768])
        #> layers.0.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L0_29: "f32[32, 768][768, 1]cpu" = torch.ops.aten.view.default(view_L0_28, [32, 768])
        t_L0_20: "f32[768, 32][1, 768]cpu" = torch.ops.aten.t.default(view_L0_29)
        mm_L0_10: "f32[768, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(t_L0_20, view_L0)
        t_L0_21: "f32[4096, 768][1, 4096]cpu" = torch.ops.aten.t.default(mm_L0_10)
        t_L0_22: "f32[4096, 768][1, 4096]cpu" = torch.ops.aten.t.default(primals_7)
        t_L0_23: "f32[768, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_L0_22)
        mm_L0_11: "f32[32, 4096][4096, 1]cpu" = torch.ops.aten.mm.default(view_L0_29, t_L0_23)
        view_L0_30: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.view.default(mm_L0_11, [2, 16, 4096])
        t_L0_24: "f32[768, 4096][4096, 1]cpu" = torch.ops.aten.t.default(t_L0_21)
        #> layers.0.attention_norm: torch.nn.functional.rms_norm
        mul_L0_14: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_L0, rsqrt_L0)
        mul_L0_15: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(view_L0_30, mul_L0_14)
        mul_L0_16: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(view_L0_30, primals_5)
        sum_L0_2: "f32[1, 1, 4096][4096, 4096, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_L0_15, [0, 1], True)
        view_L0_31: "f32[4096][1]cpu" = torch.ops.aten.view.default(sum_L0_2, [4096])
        mul_L0_17: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L0_16, wait_tensor_L0)
        mul_L0_18: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L0_16, rsqrt_L0)
        sum_L0_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_L0_17, [2], True)
        add_L0_4: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(add_L0_3, mul_L0_18)
        detach_L0_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_L0)
        detach_L0_4: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(detach_L0_3)
        pow_L0_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_L0_4, 3)
        mul_L0_19: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_L0_3, -0.5)
        mul_L0_20: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L0_19, pow_L0_2)
        expand_L0_1: "f32[2, 16, 4096][16, 1, 0]cpu" = torch.ops.aten.expand.default(mul_L0_20, [2, 16, 4096])
        div_L0_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.div.Scalar(expand_L0_1, 4096)
        pow_L0_3: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(wait_tensor_L0, 1.0)
        mul_L0_21: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Scalar(pow_L0_3, 2.0)
        mul_L0_22: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(div_L0_1, mul_L0_21)
        layer_out_L0: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.add.Tensor(add_L0_4, mul_L0_22)
        #> tok_embeddings: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        all_reduce: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(layer_out_L0, 'sum', 'mesh_tp')
        wait_tensor: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> tok_embeddings: torchtitan.models.common.embedding.Embedding.forward
        _to_copy: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten._to_copy.default(unsqueeze, dtype = torch.float32)
        mul_9: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor, _to_copy)
        embedding_dense_backward: "f32[16032, 4096][4096, 1]cpu" = torch.ops.aten.embedding_dense_backward.default(mul_9, clamp, 16032, -1, False)
        view_4: "f32[16032, 4096][4096, 1]cpu" = torch.ops.aten.view.default(embedding_dense_backward, [16032, 4096])
        return (
            None,
            None,
            view_4,
            primals_2,
            view_L0_31,
            primals_2,
            t_L0_24,
            primals_2,
            None,
            t_L0_19,
            primals_2,
            view_L0_9,
            primals_2,
            t_L0_14,
            primals_2,
            t_L0_9,
            primals_2,
            t_L0_4,
            primals_2,
            view_L1_30,
            primals_2,
            t_L1_19,
            primals_2,
            None,
            t_L1_16,
            primals_2,
            view_L1_9,
            primals_2,
            t_L1_13,
            primals_2,
            t_L1_10,
            primals_2,
            t_L1_7,
            primals_2,
            view_3,
            primals_2,
            t_3,
            primals_2
        )
