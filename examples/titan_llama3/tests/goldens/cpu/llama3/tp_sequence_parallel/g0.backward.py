# fxgolden golden | case: llama3/tp_sequence_parallel | artifact: g0.backward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_5: "f32[256][1]cpu",
        primals_7: "f32[384, 256][256, 1]cpu",
        primals_9: "c64[131072, 8][8, 1]cpu",
        primals_11: "f32[256, 128][128, 1]cpu",
        primals_13: "f32[256][1]cpu",
        primals_15: "f32[384, 256][256, 1]cpu",
        primals_17: "f32[384, 256][256, 1]cpu",
        primals_19: "f32[256, 384][384, 1]cpu",
        primals_21: "f32[256][1]cpu",
        primals_23: "f32[384, 256][256, 1]cpu",
        primals_25: "c64[131072, 8][8, 1]cpu",
        primals_27: "f32[256, 128][128, 1]cpu",
        primals_29: "f32[256][1]cpu",
        primals_31: "f32[384, 256][256, 1]cpu",
        primals_33: "f32[384, 256][256, 1]cpu",
        primals_35: "f32[256, 384][384, 1]cpu",
        primals_37: "f32[256][1]cpu",
        primals_39: "f32[384, 256][256, 1]cpu",
        primals_41: "c64[131072, 8][8, 1]cpu",
        primals_43: "f32[256, 128][128, 1]cpu",
        primals_45: "f32[256][1]cpu",
        primals_47: "f32[384, 256][256, 1]cpu",
        primals_49: "f32[384, 256][256, 1]cpu",
        primals_51: "f32[256, 384][384, 1]cpu",
        primals_53: "f32[256][1]cpu",
        primals_61: "f32[256][1]cpu",
        primals_69: "f32[256][1]cpu",
        primals_77: "f32[256][1]cpu",
        primals_85: "f32[256][1]cpu",
        primals_93: "f32[256][1]cpu",
        primals_101: "f32[256][1]cpu",
        clamp: "i64[2, 16][16, 1]cpu",
        unsqueeze: "b8[2, 16, 1][16, 1, 1]cpu",
        wait_tensor: "f32[2, 8, 256][2048, 256, 1]cpu",
        rsqrt: "f32[2, 8, 1][8, 1, 1]cpu",
        view: "f32[32, 256][256, 1]cpu",
        transpose: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_2: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem: "f32[2, 8, 16][128, 1, 8]cpu",
        view_1: "f32[32, 128][128, 1]cpu",
        wait_tensor_1: "f32[2, 8, 256][2048, 256, 1]cpu",
        rsqrt_1: "f32[2, 8, 1][8, 1, 1]cpu",
        view_2: "f32[32, 256][256, 1]cpu",
        mm: "f32[32, 384][384, 1]cpu",
        mm_1: "f32[32, 384][384, 1]cpu",
        view_3: "f32[32, 384][384, 1]cpu",
        add: "f32[2, 8, 256][2048, 256, 1]cpu",
        rsqrt_2: "f32[2, 8, 1][8, 1, 1]cpu",
        view_4: "f32[32, 256][256, 1]cpu",
        transpose_3: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_4: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_5: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem_1: "f32[2, 8, 16][128, 1, 8]cpu",
        view_5: "f32[32, 128][128, 1]cpu",
        add_1: "f32[2, 8, 256][2048, 256, 1]cpu",
        rsqrt_3: "f32[2, 8, 1][8, 1, 1]cpu",
        view_6: "f32[32, 256][256, 1]cpu",
        mm_2: "f32[32, 384][384, 1]cpu",
        mm_3: "f32[32, 384][384, 1]cpu",
        view_7: "f32[32, 384][384, 1]cpu",
        add_2: "f32[2, 8, 256][2048, 256, 1]cpu",
        rsqrt_4: "f32[2, 8, 1][8, 1, 1]cpu",
        view_8: "f32[32, 256][256, 1]cpu",
        transpose_6: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_7: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_8: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem_2: "f32[2, 8, 16][128, 1, 8]cpu",
        view_9: "f32[32, 128][128, 1]cpu",
        add_3: "f32[2, 8, 256][2048, 256, 1]cpu",
        rsqrt_5: "f32[2, 8, 1][8, 1, 1]cpu",
        view_10: "f32[32, 256][256, 1]cpu",
        mm_4: "f32[32, 384][384, 1]cpu",
        mm_5: "f32[32, 384][384, 1]cpu",
        view_11: "f32[32, 384][384, 1]cpu",
        add_4: "f32[2, 8, 256][2048, 256, 1]cpu",
        rsqrt_6: "f32[2, 8, 1][8, 1, 1]cpu",
        view_12: "f32[32, 256][256, 1]cpu",
        transpose_9: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_10: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_11: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem_3: "f32[2, 8, 16][128, 1, 8]cpu",
        view_13: "f32[32, 128][128, 1]cpu",
        add_5: "f32[2, 8, 256][2048, 256, 1]cpu",
        rsqrt_7: "f32[2, 8, 1][8, 1, 1]cpu",
        view_14: "f32[32, 256][256, 1]cpu",
        mm_6: "f32[32, 384][384, 1]cpu",
        mm_7: "f32[32, 384][384, 1]cpu",
        view_15: "f32[32, 384][384, 1]cpu",
        add_6: "f32[2, 8, 256][2048, 256, 1]cpu",
        rsqrt_8: "f32[2, 8, 1][8, 1, 1]cpu",
        view_16: "f32[32, 256][256, 1]cpu",
        transpose_12: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_13: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_14: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem_4: "f32[2, 8, 16][128, 1, 8]cpu",
        view_17: "f32[32, 128][128, 1]cpu",
        add_7: "f32[2, 8, 256][2048, 256, 1]cpu",
        rsqrt_9: "f32[2, 8, 1][8, 1, 1]cpu",
        view_18: "f32[32, 256][256, 1]cpu",
        mm_8: "f32[32, 384][384, 1]cpu",
        mm_9: "f32[32, 384][384, 1]cpu",
        view_19: "f32[32, 384][384, 1]cpu",
        add_8: "f32[2, 8, 256][2048, 256, 1]cpu",
        rsqrt_10: "f32[2, 8, 1][8, 1, 1]cpu",
        view_20: "f32[32, 256][256, 1]cpu",
        transpose_15: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_16: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_17: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem_5: "f32[2, 8, 16][128, 1, 8]cpu",
        view_21: "f32[32, 128][128, 1]cpu",
        add_9: "f32[2, 8, 256][2048, 256, 1]cpu",
        rsqrt_11: "f32[2, 8, 1][8, 1, 1]cpu",
        view_22: "f32[32, 256][256, 1]cpu",
        mm_10: "f32[32, 384][384, 1]cpu",
        mm_11: "f32[32, 384][384, 1]cpu",
        view_23: "f32[32, 384][384, 1]cpu",
        add_10: "f32[2, 8, 256][2048, 256, 1]cpu",
        rsqrt_12: "f32[2, 8, 1][8, 1, 1]cpu",
        view_24: "f32[32, 256][256, 1]cpu",
        t: "f32[1024, 256][256, 1]cpu",
        t_1: "f32[256, 384][384, 1]cpu",
        t_2: "f32[384, 256][256, 1]cpu",
        t_3: "f32[384, 256][256, 1]cpu",
        t_4: "f32[256, 128][128, 1]cpu",
        detach: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        _conj: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu",
        t_5: "f32[384, 256][256, 1]cpu",
        t_6: "f32[256, 384][384, 1]cpu",
        t_7: "f32[384, 256][256, 1]cpu",
        t_8: "f32[384, 256][256, 1]cpu",
        t_9: "f32[256, 128][128, 1]cpu",
        detach_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        _conj_1: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu",
        t_10: "f32[384, 256][256, 1]cpu",
        t_11: "f32[256, 384][384, 1]cpu",
        t_12: "f32[384, 256][256, 1]cpu",
        t_13: "f32[384, 256][256, 1]cpu",
        t_14: "f32[256, 128][128, 1]cpu",
        detach_2: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        _conj_2: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu",
        t_15: "f32[384, 256][256, 1]cpu",
        detach_3: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        detach_4: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        detach_5: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        primals_4,
        tangents_1: "f32[2, 16, 1024][16384, 1024, 1]cpu",
        tangents_2
    ):
        #> lm_head: torchtitan.protocols.module.forward_with_redistribution
        view_25: "f32[32, 1024][1024, 1]cpu" = torch.ops.aten.view.default(tangents_1, [32, 1024])
        t_16: "f32[1024, 32][1, 1024]cpu" = torch.ops.aten.t.default(view_25)
        mm_12: "f32[1024, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_16, view_24)
        t_17: "f32[256, 1024][1, 256]cpu" = torch.ops.aten.t.default(mm_12)
        mm_13: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_25, t)
        view_26: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_13, [2, 16, 256])
        t_18: "f32[1024, 256][256, 1]cpu" = torch.ops.aten.t.default(t_17)
        #> norm: torchtitan.protocols.module._redistribute_outputs
        split = torch.ops.aten.split.Tensor(view_26, 8, 1)
        getitem_6: "f32[2, 8, 256][4096, 256, 1]cpu" = split[0]
        getitem_7: "f32[2, 8, 256][4096, 256, 1]cpu" = split[1]
        cat: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_6, getitem_7])
        reduce_scatter_tensor: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat, 'sum', 2, 'mesh_tp')
        wait_tensor_2: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor)
        #> norm: torch.nn.functional.rms_norm
        mul: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_10, rsqrt_12)
        mul_1: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_2, mul)
        mul_2: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_2, primals_101)
        sum_1: "f32[1, 1, 256][256, 256, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_1, [0, 1], True)
        view_27: "f32[256][1]cpu" = torch.ops.aten.view.default(sum_1, [256])
        mul_3: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, add_10)
        mul_4: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, rsqrt_12)
        sum_2: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_3, [2], True)
        detach_6: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_12)
        detach_7: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(detach_6)
        pow_1: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_7, 3)
        mul_5: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_2, -0.5)
        mul_6: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_5, pow_1)
        expand: "f32[2, 8, 256][8, 1, 0]cpu" = torch.ops.aten.expand.default(mul_6, [2, 8, 256])
        div: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.div.Scalar(expand, 256)
        pow_2: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_10, 1.0)
        mul_7: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Scalar(pow_2, 2.0)
        mul_8: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(div, mul_7)
        #> (no module): torch.nn.functional.rms_norm
        add_11: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(mul_4, mul_8)
        #> layers.5.feed_forward.w2: torchtitan.protocols.module._redistribute_outputs
        all_gather_into_tensor: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(add_11, 2, 'mesh_tp')
        wait_tensor_3: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split_1 = torch.ops.aten.split.Tensor(wait_tensor_3, 2)
        getitem_8: "f32[2, 8, 256][2048, 256, 1]cpu" = split_1[0]
        getitem_9: "f32[2, 8, 256][2048, 256, 1]cpu" = split_1[1]
        cat_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_8, getitem_9], 1)
        #> layers.5.feed_forward.w2: torchtitan.protocols.module.forward_with_redistribution
        view_28: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(cat_1, [32, 256])
        t_19: "f32[256, 32][1, 256]cpu" = torch.ops.aten.t.default(view_28)
        mm_14: "f32[256, 384][384, 1]cpu" = torch.ops.aten.mm.default(t_19, view_23)
        t_20: "f32[384, 256][1, 384]cpu" = torch.ops.aten.t.default(mm_14)
        mm_15: "f32[32, 384][384, 1]cpu" = torch.ops.aten.mm.default(view_28, t_1)
        view_29: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.view.default(mm_15, [2, 16, 384])
        t_21: "f32[256, 384][384, 1]cpu" = torch.ops.aten.t.default(t_20)
        #> layers.5.feed_forward.w1: torchtitan.protocols.module.forward_with_redistribution
        _unsafe_view: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_10, [2, 16, 384])
        #> layers.5.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view)
        mul_9: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(view_29, silu)
        #> layers.5.feed_forward.w3: torchtitan.protocols.module.forward_with_redistribution
        _unsafe_view_1: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_11, [2, 16, 384])
        #> layers.5.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_10: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(view_29, _unsafe_view_1)
        #> layers.5.feed_forward.w3: torchtitan.protocols.module.forward_with_redistribution
        view_30: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(mul_9, [32, 384])
        t_22: "f32[384, 32][1, 384]cpu" = torch.ops.aten.t.default(view_30)
        mm_16: "f32[384, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_22, view_22)
        t_23: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(mm_16)
        mm_17: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_30, t_2)
        view_31: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_17, [2, 16, 256])
        t_24: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_23)
        #> layers.5.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_backward: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.silu_backward.default(mul_10, _unsafe_view)
        #> layers.5.feed_forward.w1: torchtitan.protocols.module.forward_with_redistribution
        view_32: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(silu_backward, [32, 384])
        t_25: "f32[384, 32][1, 384]cpu" = torch.ops.aten.t.default(view_32)
        mm_18: "f32[384, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_25, view_22)
        t_26: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(mm_18)
        mm_19: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_32, t_3)
        view_33: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_19, [2, 16, 256])
        #> (no module): torchtitan.protocols.module.forward_with_redistribution
        add_12: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(view_31, view_33)
        #> layers.5.feed_forward.w1: torchtitan.protocols.module.forward_with_redistribution
        t_27: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_26)
        #> layers.5.feed_forward: torchtitan.protocols.module._redistribute_inputs
        split_2 = torch.ops.aten.split.Tensor(add_12, 8, 1)
        getitem_10: "f32[2, 8, 256][4096, 256, 1]cpu" = split_2[0]
        getitem_11: "f32[2, 8, 256][4096, 256, 1]cpu" = split_2[1]
        cat_2: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_10, getitem_11])
        reduce_scatter_tensor_1: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_2, 'sum', 2, 'mesh_tp')
        wait_tensor_4: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_1)
        #> layers.5.ffn_norm: torch.nn.functional.rms_norm
        mul_11: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_9, rsqrt_11)
        mul_12: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_4, mul_11)
        mul_13: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_4, primals_93)
        sum_3: "f32[1, 1, 256][256, 256, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_12, [0, 1], True)
        view_34: "f32[256][1]cpu" = torch.ops.aten.view.default(sum_3, [256])
        mul_14: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_13, add_9)
        mul_15: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_13, rsqrt_11)
        sum_4: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_14, [2], True)
        #> (no module): torch.nn.functional.rms_norm
        add_13: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_11, mul_15)
        #> layers.5.ffn_norm: torch.nn.functional.rms_norm
        detach_8: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_11)
        detach_9: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(detach_8)
        pow_3: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_9, 3)
        mul_16: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_4, -0.5)
        mul_17: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_16, pow_3)
        expand_1: "f32[2, 8, 256][8, 1, 0]cpu" = torch.ops.aten.expand.default(mul_17, [2, 8, 256])
        div_1: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.div.Scalar(expand_1, 256)
        pow_4: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_9, 1.0)
        mul_18: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Scalar(pow_4, 2.0)
        mul_19: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(div_1, mul_18)
        #> (no module): torch.nn.functional.rms_norm
        add_14: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_13, mul_19)
        #> layers.5.attention.wo: torchtitan.protocols.module._redistribute_outputs
        all_gather_into_tensor_1: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(add_14, 2, 'mesh_tp')
        wait_tensor_5: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)
        split_3 = torch.ops.aten.split.Tensor(wait_tensor_5, 2)
        getitem_12: "f32[2, 8, 256][2048, 256, 1]cpu" = split_3[0]
        getitem_13: "f32[2, 8, 256][2048, 256, 1]cpu" = split_3[1]
        cat_3: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_12, getitem_13], 1)
        #> layers.5.attention.wo: torchtitan.protocols.module.forward_with_redistribution
        view_35: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(cat_3, [32, 256])
        t_28: "f32[256, 32][1, 256]cpu" = torch.ops.aten.t.default(view_35)
        mm_20: "f32[256, 128][128, 1]cpu" = torch.ops.aten.mm.default(t_28, view_21)
        t_29: "f32[128, 256][1, 128]cpu" = torch.ops.aten.t.default(mm_20)
        mm_21: "f32[32, 128][128, 1]cpu" = torch.ops.aten.mm.default(view_35, t_4)
        view_36: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.view.default(mm_21, [2, 16, 128])
        t_30: "f32[256, 128][128, 1]cpu" = torch.ops.aten.t.default(t_29)
        #> layers.5.attention: torchtitan.models.common.attention.GQAttention.forward
        view_37: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_36, [2, 16, 8, 16])
        #> layers.5.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose_18: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.transpose.int(view_37, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            transpose_18,
            transpose_15,
            transpose_16,
            transpose_17,
            detach,
            getitem_5,
            0.0,
            True
        )
        getitem_14: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_15: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_16: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[2]
        transpose_19: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_16, 1, 2)
        transpose_20: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_15, 1, 2)
        transpose_21: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_14, 1, 2)
        #> layers.5.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_38: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_19, [2, 16, 8, 16])
        view_39: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_20, [2, 16, 8, 16])
        view_40: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_21, [2, 16, 8, 16])
        #> layers.5.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        view_41: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view.default(view_39, [2, 16, 8, 8, 2])
        view_as_complex: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.view_as_complex.default(view_41)
        clone: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten.clone.default(_conj)
        mul_20: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex, clone)
        view_42: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view.default(view_40, [2, 16, 8, 8, 2])
        view_as_complex_1: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.view_as_complex.default(view_42)
        mul_21: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_1, clone)
        view_as_real: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_20)
        view_43: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_as_real, [2, 16, 8, 16])
        view_as_real_1: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_21)
        view_44: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_as_real_1, [2, 16, 8, 16])
        #> layers.5.attention.qkv_linear: torchtitan.models.common.attention._split
        view_45: "f32[2, 16, 8, 1, 16][2048, 128, 16, 16, 1]cpu" = torch.ops.aten.view.default(view_38, [2, 16, 8, 1, 16])
        view_46: "f32[2, 16, 8, 1, 16][2048, 128, 16, 16, 1]cpu" = torch.ops.aten.view.default(view_43, [2, 16, 8, 1, 16])
        view_47: "f32[2, 16, 8, 1, 16][2048, 128, 16, 16, 1]cpu" = torch.ops.aten.view.default(view_44, [2, 16, 8, 1, 16])
        cat_4: "f32[2, 16, 8, 3, 16][6144, 384, 48, 16, 1]cpu" = torch.ops.aten.cat.default([view_47, view_46, view_45], 3)
        #> layers.5.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_48: "f32[2, 16, 8, 3, 16][6144, 384, 48, 16, 1]cpu" = torch.ops.aten.view.default(cat_4, [2, 16, 8, 3, 16])
        #> layers.5.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_49: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.view.default(view_48, [2, 16, 384])
        #> layers.5.attention.qkv_linear.wqkv: torchtitan.protocols.module.forward_with_redistribution
        view_50: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(view_49, [32, 384])
        t_31: "f32[384, 32][1, 384]cpu" = torch.ops.aten.t.default(view_50)
        mm_22: "f32[384, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_31, view_20)
        t_32: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(mm_22)
        mm_23: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_50, t_5)
        view_51: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_23, [2, 16, 256])
        t_33: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_32)
        #> layers.5.attention: torchtitan.protocols.module._redistribute_inputs
        split_4 = torch.ops.aten.split.Tensor(view_51, 8, 1)
        getitem_17: "f32[2, 8, 256][4096, 256, 1]cpu" = split_4[0]
        getitem_18: "f32[2, 8, 256][4096, 256, 1]cpu" = split_4[1]
        cat_5: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_17, getitem_18])
        reduce_scatter_tensor_2: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_5, 'sum', 2, 'mesh_tp')
        wait_tensor_6: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_2)
        #> layers.5.attention_norm: torch.nn.functional.rms_norm
        mul_22: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_8, rsqrt_10)
        mul_23: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_6, mul_22)
        mul_24: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_6, primals_85)
        sum_5: "f32[1, 1, 256][256, 256, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_23, [0, 1], True)
        view_52: "f32[256][1]cpu" = torch.ops.aten.view.default(sum_5, [256])
        mul_25: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_24, add_8)
        mul_26: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_24, rsqrt_10)
        sum_6: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_25, [2], True)
        #> (no module): torch.nn.functional.rms_norm
        add_15: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_14, mul_26)
        #> layers.5.attention_norm: torch.nn.functional.rms_norm
        detach_10: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_10)
        detach_11: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(detach_10)
        pow_5: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_11, 3)
        mul_27: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_6, -0.5)
        mul_28: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_27, pow_5)
        expand_2: "f32[2, 8, 256][8, 1, 0]cpu" = torch.ops.aten.expand.default(mul_28, [2, 8, 256])
        div_2: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.div.Scalar(expand_2, 256)
        pow_6: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_8, 1.0)
        mul_29: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Scalar(pow_6, 2.0)
        mul_30: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(div_2, mul_29)
        #> (no module): torch.nn.functional.rms_norm
        add_16: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_15, mul_30)
        #= layers.4 as layers.5: 164 lines
        #=   add_11 -> add_16, view_23 -> view_19, t_1 -> t_6, mm_10..mm_11 -> mm_8..mm_9, view_22 -> view_18, t_2..t_3 -> t_7..t_8, add_9 -> add_7, rsqrt_11 -> rsqrt_9, primals_93 -> primals_77
        #=   view_21 -> view_17, t_4 -> t_9, transpose_15..transpose_17 -> transpose_12..transpose_14, detach -> detach_1, getitem_5 -> getitem_4, _conj -> _conj_1, view_20 -> view_16, t_5 -> t_10
        #=   add_8 -> add_6, rsqrt_10 -> rsqrt_8, primals_85 -> primals_69
        #> (no module): torch.nn.functional.rms_norm
        add_21: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_20, mul_52)
        #= layers.3 as layers.5: 164 lines
        #=   add_11 -> add_21, view_23 -> view_15, t_1 -> t_11, mm_10..mm_11 -> mm_6..mm_7, view_22 -> view_14, t_2..t_3 -> t_12..t_13, add_9 -> add_5, rsqrt_11 -> rsqrt_7, primals_93 -> primals_61
        #=   view_21 -> view_13, t_4 -> t_14, transpose_15..transpose_17 -> transpose_9..transpose_11, detach -> detach_2, getitem_5 -> getitem_3, _conj -> _conj_2, view_20 -> view_12, t_5 -> t_15
        #=   add_8 -> add_4, rsqrt_10 -> rsqrt_6, primals_85 -> primals_53
        #> (no module): torch.nn.functional.rms_norm
        add_26: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_25, mul_74)
        #> layers.2.feed_forward.w2: torchtitan.protocols.module._redistribute_outputs
        all_gather_into_tensor_6: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(add_26, 2, 'mesh_tp')
        wait_tensor_15: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_6)
        split_13 = torch.ops.aten.split.Tensor(wait_tensor_15, 2)
        getitem_41: "f32[2, 8, 256][2048, 256, 1]cpu" = split_13[0]
        getitem_42: "f32[2, 8, 256][2048, 256, 1]cpu" = split_13[1]
        cat_16: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_41, getitem_42], 1)
        #> layers.2.feed_forward.w2: torchtitan.protocols.module.forward_with_redistribution
        view_103: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(cat_16, [32, 256])
        t_64: "f32[256, 32][1, 256]cpu" = torch.ops.aten.t.default(view_103)
        mm_44: "f32[256, 384][384, 1]cpu" = torch.ops.aten.mm.default(t_64, view_11)
        t_65: "f32[384, 256][1, 384]cpu" = torch.ops.aten.t.default(mm_44)
        t_66: "f32[384, 256][1, 384]cpu" = torch.ops.aten.t.default(primals_51)
        t_67: "f32[256, 384][384, 1]cpu" = torch.ops.aten.t.default(t_66)
        mm_45: "f32[32, 384][384, 1]cpu" = torch.ops.aten.mm.default(view_103, t_67)
        view_104: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.view.default(mm_45, [2, 16, 384])
        t_68: "f32[256, 384][384, 1]cpu" = torch.ops.aten.t.default(t_65)
        #> layers.2.feed_forward.w1: torchtitan.protocols.module.forward_with_redistribution
        _unsafe_view_6: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_4, [2, 16, 384])
        #> layers.2.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_3: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view_6)
        mul_75: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(view_104, silu_3)
        #> layers.2.feed_forward.w3: torchtitan.protocols.module.forward_with_redistribution
        _unsafe_view_7: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_5, [2, 16, 384])
        #> layers.2.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_76: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(view_104, _unsafe_view_7)
        #> layers.2.feed_forward.w3: torchtitan.protocols.module.forward_with_redistribution
        view_105: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(mul_75, [32, 384])
        t_69: "f32[384, 32][1, 384]cpu" = torch.ops.aten.t.default(view_105)
        mm_46: "f32[384, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_69, view_10)
        t_70: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(mm_46)
        t_71: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_49)
        t_72: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_71)
        mm_47: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_105, t_72)
        view_106: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_47, [2, 16, 256])
        t_73: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_70)
        #> layers.2.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_backward_3: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.silu_backward.default(mul_76, _unsafe_view_6)
        #> layers.2.feed_forward.w1: torchtitan.protocols.module.forward_with_redistribution
        view_107: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(silu_backward_3, [32, 384])
        t_74: "f32[384, 32][1, 384]cpu" = torch.ops.aten.t.default(view_107)
        mm_48: "f32[384, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_74, view_10)
        t_75: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(mm_48)
        t_76: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_47)
        t_77: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_76)
        mm_49: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_107, t_77)
        view_108: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_49, [2, 16, 256])
        #> (no module): torchtitan.protocols.module.forward_with_redistribution
        add_27: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(view_106, view_108)
        #> layers.2.feed_forward.w1: torchtitan.protocols.module.forward_with_redistribution
        t_78: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_75)
        #> layers.2.feed_forward: torchtitan.protocols.module._redistribute_inputs
        split_14 = torch.ops.aten.split.Tensor(add_27, 8, 1)
        getitem_43: "f32[2, 8, 256][4096, 256, 1]cpu" = split_14[0]
        getitem_44: "f32[2, 8, 256][4096, 256, 1]cpu" = split_14[1]
        cat_17: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_43, getitem_44])
        reduce_scatter_tensor_7: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_17, 'sum', 2, 'mesh_tp')
        wait_tensor_16: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_7)
        #> layers.2.ffn_norm: torch.nn.functional.rms_norm
        mul_77: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_3, rsqrt_5)
        mul_78: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_16, mul_77)
        mul_79: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_16, primals_45)
        sum_15: "f32[1, 1, 256][256, 256, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_78, [0, 1], True)
        view_109: "f32[256][1]cpu" = torch.ops.aten.view.default(sum_15, [256])
        mul_80: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_79, add_3)
        mul_81: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_79, rsqrt_5)
        sum_16: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_80, [2], True)
        #> (no module): torch.nn.functional.rms_norm
        add_28: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_26, mul_81)
        #> layers.2.ffn_norm: torch.nn.functional.rms_norm
        detach_20: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_5)
        detach_21: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(detach_20)
        pow_15: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_21, 3)
        mul_82: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_16, -0.5)
        mul_83: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_82, pow_15)
        expand_7: "f32[2, 8, 256][8, 1, 0]cpu" = torch.ops.aten.expand.default(mul_83, [2, 8, 256])
        div_7: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.div.Scalar(expand_7, 256)
        pow_16: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_3, 1.0)
        mul_84: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Scalar(pow_16, 2.0)
        mul_85: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(div_7, mul_84)
        #> (no module): torch.nn.functional.rms_norm
        add_29: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_28, mul_85)
        #> layers.2.attention.wo: torchtitan.protocols.module._redistribute_outputs
        all_gather_into_tensor_7: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(add_29, 2, 'mesh_tp')
        wait_tensor_17: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_7)
        split_15 = torch.ops.aten.split.Tensor(wait_tensor_17, 2)
        getitem_45: "f32[2, 8, 256][2048, 256, 1]cpu" = split_15[0]
        getitem_46: "f32[2, 8, 256][2048, 256, 1]cpu" = split_15[1]
        cat_18: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_45, getitem_46], 1)
        #> layers.2.attention.wo: torchtitan.protocols.module.forward_with_redistribution
        view_110: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(cat_18, [32, 256])
        t_79: "f32[256, 32][1, 256]cpu" = torch.ops.aten.t.default(view_110)
        mm_50: "f32[256, 128][128, 1]cpu" = torch.ops.aten.mm.default(t_79, view_9)
        t_80: "f32[128, 256][1, 128]cpu" = torch.ops.aten.t.default(mm_50)
        t_81: "f32[128, 256][1, 128]cpu" = torch.ops.aten.t.default(primals_43)
        t_82: "f32[256, 128][128, 1]cpu" = torch.ops.aten.t.default(t_81)
        mm_51: "f32[32, 128][128, 1]cpu" = torch.ops.aten.mm.default(view_110, t_82)
        view_111: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.view.default(mm_51, [2, 16, 128])
        t_83: "f32[256, 128][128, 1]cpu" = torch.ops.aten.t.default(t_80)
        #> layers.2.attention: torchtitan.models.common.attention.GQAttention.forward
        view_112: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_111, [2, 16, 8, 16])
        #> layers.2.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose_30: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.transpose.int(view_112, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_backward_3 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            transpose_30,
            transpose_6,
            transpose_7,
            transpose_8,
            detach_3,
            getitem_2,
            0.0,
            True
        )
        getitem_47: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_3[0]
        getitem_48: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_3[1]
        getitem_49: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_3[2]
        transpose_31: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_49, 1, 2)
        transpose_32: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_48, 1, 2)
        transpose_33: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_47, 1, 2)
        #> layers.2.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_113: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_31, [2, 16, 8, 16])
        view_114: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_32, [2, 16, 8, 16])
        view_115: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_33, [2, 16, 8, 16])
        #> layers.2.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        view_116: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view.default(view_114, [2, 16, 8, 8, 2])
        view_as_complex_6: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.view_as_complex.default(view_116)
        #> layers.2.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_1: "c64[16, 8][8, 1]cpu" = torch.ops.aten.slice.Tensor(primals_41, 0, 0, 16)
        view_117: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten.view.default(slice_1, [1, 16, 1, 8])
        #> layers.2.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj_3: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten._conj.default(view_117)
        clone_3: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten.clone.default(_conj_3)
        mul_86: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_6, clone_3)
        view_118: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view.default(view_115, [2, 16, 8, 8, 2])
        view_as_complex_7: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.view_as_complex.default(view_118)
        mul_87: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_7, clone_3)
        view_as_real_6: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_86)
        view_119: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_as_real_6, [2, 16, 8, 16])
        view_as_real_7: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_87)
        view_120: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_as_real_7, [2, 16, 8, 16])
        #> layers.2.attention.qkv_linear: torchtitan.models.common.attention._split
        view_121: "f32[2, 16, 8, 1, 16][2048, 128, 16, 16, 1]cpu" = torch.ops.aten.view.default(view_113, [2, 16, 8, 1, 16])
        view_122: "f32[2, 16, 8, 1, 16][2048, 128, 16, 16, 1]cpu" = torch.ops.aten.view.default(view_119, [2, 16, 8, 1, 16])
        view_123: "f32[2, 16, 8, 1, 16][2048, 128, 16, 16, 1]cpu" = torch.ops.aten.view.default(view_120, [2, 16, 8, 1, 16])
        cat_19: "f32[2, 16, 8, 3, 16][6144, 384, 48, 16, 1]cpu" = torch.ops.aten.cat.default([view_123, view_122, view_121], 3)
        #> layers.2.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_124: "f32[2, 16, 8, 3, 16][6144, 384, 48, 16, 1]cpu" = torch.ops.aten.view.default(cat_19, [2, 16, 8, 3, 16])
        #> layers.2.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_125: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.view.default(view_124, [2, 16, 384])
        #> layers.2.attention.qkv_linear.wqkv: torchtitan.protocols.module.forward_with_redistribution
        view_126: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(view_125, [32, 384])
        t_84: "f32[384, 32][1, 384]cpu" = torch.ops.aten.t.default(view_126)
        mm_52: "f32[384, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_84, view_8)
        t_85: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(mm_52)
        t_86: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_39)
        t_87: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_86)
        mm_53: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_126, t_87)
        view_127: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_53, [2, 16, 256])
        t_88: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_85)
        #> layers.2.attention: torchtitan.protocols.module._redistribute_inputs
        split_16 = torch.ops.aten.split.Tensor(view_127, 8, 1)
        getitem_50: "f32[2, 8, 256][4096, 256, 1]cpu" = split_16[0]
        getitem_51: "f32[2, 8, 256][4096, 256, 1]cpu" = split_16[1]
        cat_20: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_50, getitem_51])
        reduce_scatter_tensor_8: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_20, 'sum', 2, 'mesh_tp')
        wait_tensor_18: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_8)
        #> layers.2.attention_norm: torch.nn.functional.rms_norm
        mul_88: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_2, rsqrt_4)
        mul_89: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_18, mul_88)
        mul_90: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_18, primals_37)
        sum_17: "f32[1, 1, 256][256, 256, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_89, [0, 1], True)
        view_128: "f32[256][1]cpu" = torch.ops.aten.view.default(sum_17, [256])
        mul_91: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_90, add_2)
        mul_92: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_90, rsqrt_4)
        sum_18: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_91, [2], True)
        #> (no module): torch.nn.functional.rms_norm
        add_30: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_29, mul_92)
        #> layers.2.attention_norm: torch.nn.functional.rms_norm
        detach_22: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_4)
        detach_23: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(detach_22)
        pow_17: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_23, 3)
        mul_93: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_18, -0.5)
        mul_94: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_93, pow_17)
        expand_8: "f32[2, 8, 256][8, 1, 0]cpu" = torch.ops.aten.expand.default(mul_94, [2, 8, 256])
        div_8: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.div.Scalar(expand_8, 256)
        pow_18: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_2, 1.0)
        mul_95: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Scalar(pow_18, 2.0)
        mul_96: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(div_8, mul_95)
        #> (no module): torch.nn.functional.rms_norm
        add_31: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_30, mul_96)
        #= layers.1 as layers.2: 179 lines
        #=   add_26 -> add_31, view_11 -> view_7, primals_51 -> primals_35, mm_4..mm_5 -> mm_2..mm_3, view_10 -> view_6, primals_49 -> primals_33, primals_47 -> primals_31, add_3 -> add_1
        #=   rsqrt_5 -> rsqrt_3, primals_45 -> primals_29, view_9 -> view_5, primals_43 -> primals_27, transpose_6..transpose_8 -> transpose_3..transpose_5, detach_3 -> detach_4
        #=   getitem_2 -> getitem_1, primals_41 -> primals_25, view_8 -> view_4, primals_39 -> primals_23, add_2 -> add, rsqrt_4 -> rsqrt_2, primals_37 -> primals_21
        #> (no module): torch.nn.functional.rms_norm
        add_36: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_35, mul_118)
        #> layers.0.feed_forward.w2: torchtitan.protocols.module._redistribute_outputs
        all_gather_into_tensor_10: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(add_36, 2, 'mesh_tp')
        wait_tensor_23: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_10)
        split_21 = torch.ops.aten.split.Tensor(wait_tensor_23, 2)
        getitem_63: "f32[2, 8, 256][2048, 256, 1]cpu" = split_21[0]
        getitem_64: "f32[2, 8, 256][2048, 256, 1]cpu" = split_21[1]
        cat_26: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_63, getitem_64], 1)
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.forward_with_redistribution
        view_155: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(cat_26, [32, 256])
        t_114: "f32[256, 32][1, 256]cpu" = torch.ops.aten.t.default(view_155)
        mm_64: "f32[256, 384][384, 1]cpu" = torch.ops.aten.mm.default(t_114, view_3)
        t_115: "f32[384, 256][1, 384]cpu" = torch.ops.aten.t.default(mm_64)
        t_116: "f32[384, 256][1, 384]cpu" = torch.ops.aten.t.default(primals_19)
        t_117: "f32[256, 384][384, 1]cpu" = torch.ops.aten.t.default(t_116)
        mm_65: "f32[32, 384][384, 1]cpu" = torch.ops.aten.mm.default(view_155, t_117)
        view_156: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.view.default(mm_65, [2, 16, 384])
        t_118: "f32[256, 384][384, 1]cpu" = torch.ops.aten.t.default(t_115)
        #> layers.0.feed_forward.w1: torchtitan.protocols.module.forward_with_redistribution
        _unsafe_view_10: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten._unsafe_view.default(mm, [2, 16, 384])
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_5: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view_10)
        mul_119: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(view_156, silu_5)
        #> layers.0.feed_forward.w3: torchtitan.protocols.module.forward_with_redistribution
        _unsafe_view_11: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_1, [2, 16, 384])
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_120: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(view_156, _unsafe_view_11)
        #> layers.0.feed_forward.w3: torchtitan.protocols.module.forward_with_redistribution
        view_157: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(mul_119, [32, 384])
        t_119: "f32[384, 32][1, 384]cpu" = torch.ops.aten.t.default(view_157)
        mm_66: "f32[384, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_119, view_2)
        t_120: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(mm_66)
        t_121: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_17)
        t_122: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_121)
        mm_67: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_157, t_122)
        view_158: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_67, [2, 16, 256])
        t_123: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_120)
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_backward_5: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.silu_backward.default(mul_120, _unsafe_view_10)
        #> layers.0.feed_forward.w1: torchtitan.protocols.module.forward_with_redistribution
        view_159: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(silu_backward_5, [32, 384])
        t_124: "f32[384, 32][1, 384]cpu" = torch.ops.aten.t.default(view_159)
        mm_68: "f32[384, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_124, view_2)
        t_125: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(mm_68)
        t_126: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_15)
        t_127: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_126)
        mm_69: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_159, t_127)
        view_160: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_69, [2, 16, 256])
        #> (no module): torchtitan.protocols.module.forward_with_redistribution
        add_37: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(view_158, view_160)
        #> layers.0.feed_forward.w1: torchtitan.protocols.module.forward_with_redistribution
        t_128: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_125)
        #> layers.0.feed_forward: torchtitan.protocols.module._redistribute_inputs
        split_22 = torch.ops.aten.split.Tensor(add_37, 8, 1)
        getitem_65: "f32[2, 8, 256][4096, 256, 1]cpu" = split_22[0]
        getitem_66: "f32[2, 8, 256][4096, 256, 1]cpu" = split_22[1]
        cat_27: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_65, getitem_66])
        reduce_scatter_tensor_11: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_27, 'sum', 2, 'mesh_tp')
        wait_tensor_24: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_11)
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_38: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor, wait_tensor_1)
        #> layers.0.ffn_norm: torch.nn.functional.rms_norm
        mul_121: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_38, rsqrt_1)
        mul_122: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_24, mul_121)
        mul_123: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_24, primals_13)
        sum_23: "f32[1, 1, 256][256, 256, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_122, [0, 1], True)
        view_161: "f32[256][1]cpu" = torch.ops.aten.view.default(sum_23, [256])
        mul_124: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_123, add_38)
        mul_125: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_123, rsqrt_1)
        sum_24: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_124, [2], True)
        #> (no module): torch.nn.functional.rms_norm
        add_39: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_36, mul_125)
        #> layers.0.ffn_norm: torch.nn.functional.rms_norm
        detach_28: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_1)
        detach_29: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(detach_28)
        pow_23: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_29, 3)
        mul_126: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_24, -0.5)
        mul_127: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_126, pow_23)
        expand_11: "f32[2, 8, 256][8, 1, 0]cpu" = torch.ops.aten.expand.default(mul_127, [2, 8, 256])
        div_11: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.div.Scalar(expand_11, 256)
        pow_24: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_38, 1.0)
        mul_128: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Scalar(pow_24, 2.0)
        mul_129: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(div_11, mul_128)
        #> (no module): torch.nn.functional.rms_norm
        add_40: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_39, mul_129)
        #> layers.0.attention.wo: torchtitan.protocols.module._redistribute_outputs
        all_gather_into_tensor_11: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(add_40, 2, 'mesh_tp')
        wait_tensor_25: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_11)
        split_23 = torch.ops.aten.split.Tensor(wait_tensor_25, 2)
        getitem_67: "f32[2, 8, 256][2048, 256, 1]cpu" = split_23[0]
        getitem_68: "f32[2, 8, 256][2048, 256, 1]cpu" = split_23[1]
        cat_28: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_67, getitem_68], 1)
        #> layers.0.attention.wo: torchtitan.protocols.module.forward_with_redistribution
        view_162: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(cat_28, [32, 256])
        t_129: "f32[256, 32][1, 256]cpu" = torch.ops.aten.t.default(view_162)
        mm_70: "f32[256, 128][128, 1]cpu" = torch.ops.aten.mm.default(t_129, view_1)
        t_130: "f32[128, 256][1, 128]cpu" = torch.ops.aten.t.default(mm_70)
        t_131: "f32[128, 256][1, 128]cpu" = torch.ops.aten.t.default(primals_11)
        t_132: "f32[256, 128][128, 1]cpu" = torch.ops.aten.t.default(t_131)
        mm_71: "f32[32, 128][128, 1]cpu" = torch.ops.aten.mm.default(view_162, t_132)
        view_163: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.view.default(mm_71, [2, 16, 128])
        t_133: "f32[256, 128][128, 1]cpu" = torch.ops.aten.t.default(t_130)
        #> layers.0.attention: torchtitan.models.common.attention.GQAttention.forward
        view_164: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_163, [2, 16, 8, 16])
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose_38: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.transpose.int(view_164, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_backward_5 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            transpose_38,
            transpose,
            transpose_1,
            transpose_2,
            detach_5,
            getitem,
            0.0,
            True
        )
        getitem_69: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_5[0]
        getitem_70: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_5[1]
        getitem_71: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_5[2]
        transpose_39: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_71, 1, 2)
        transpose_40: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_70, 1, 2)
        transpose_41: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_69, 1, 2)
        #> layers.0.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_165: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_39, [2, 16, 8, 16])
        view_166: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_40, [2, 16, 8, 16])
        view_167: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_41, [2, 16, 8, 16])
        #> layers.0.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        view_168: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view.default(view_166, [2, 16, 8, 8, 2])
        view_as_complex_10: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.view_as_complex.default(view_168)
        #> layers.0.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_3: "c64[16, 8][8, 1]cpu" = torch.ops.aten.slice.Tensor(primals_9, 0, 0, 16)
        view_169: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten.view.default(slice_3, [1, 16, 1, 8])
        #> layers.0.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj_5: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten._conj.default(view_169)
        clone_5: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten.clone.default(_conj_5)
        mul_130: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_10, clone_5)
        view_170: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view.default(view_167, [2, 16, 8, 8, 2])
        view_as_complex_11: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.view_as_complex.default(view_170)
        mul_131: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_11, clone_5)
        view_as_real_10: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_130)
        view_171: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_as_real_10, [2, 16, 8, 16])
        view_as_real_11: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_131)
        view_172: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_as_real_11, [2, 16, 8, 16])
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention._split
        view_173: "f32[2, 16, 8, 1, 16][2048, 128, 16, 16, 1]cpu" = torch.ops.aten.view.default(view_165, [2, 16, 8, 1, 16])
        view_174: "f32[2, 16, 8, 1, 16][2048, 128, 16, 16, 1]cpu" = torch.ops.aten.view.default(view_171, [2, 16, 8, 1, 16])
        view_175: "f32[2, 16, 8, 1, 16][2048, 128, 16, 16, 1]cpu" = torch.ops.aten.view.default(view_172, [2, 16, 8, 1, 16])
        cat_29: "f32[2, 16, 8, 3, 16][6144, 384, 48, 16, 1]cpu" = torch.ops.aten.cat.default([view_175, view_174, view_173], 3)
        #> layers.0.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_176: "f32[2, 16, 8, 3, 16][6144, 384, 48, 16, 1]cpu" = torch.ops.aten.view.default(cat_29, [2, 16, 8, 3, 16])
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_177: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.view.default(view_176, [2, 16, 384])
        #> layers.0.attention.qkv_linear.wqkv: torchtitan.protocols.module.forward_with_redistribution
        view_178: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(view_177, [32, 384])
        t_134: "f32[384, 32][1, 384]cpu" = torch.ops.aten.t.default(view_178)
        mm_72: "f32[384, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_134, view)
        t_135: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(mm_72)
        t_136: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_7)
        t_137: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_136)
        mm_73: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_178, t_137)
        view_179: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_73, [2, 16, 256])
        t_138: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_135)
        #> layers.0.attention: torchtitan.protocols.module._redistribute_inputs
        split_24 = torch.ops.aten.split.Tensor(view_179, 8, 1)
        getitem_72: "f32[2, 8, 256][4096, 256, 1]cpu" = split_24[0]
        getitem_73: "f32[2, 8, 256][4096, 256, 1]cpu" = split_24[1]
        cat_30: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_72, getitem_73])
        reduce_scatter_tensor_12: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_30, 'sum', 2, 'mesh_tp')
        wait_tensor_26: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_12)
        #> layers.0.attention_norm: torch.nn.functional.rms_norm
        mul_132: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor, rsqrt)
        mul_133: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_26, mul_132)
        mul_134: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_26, primals_5)
        sum_25: "f32[1, 1, 256][256, 256, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_133, [0, 1], True)
        view_180: "f32[256][1]cpu" = torch.ops.aten.view.default(sum_25, [256])
        mul_135: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_134, wait_tensor)
        mul_136: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_134, rsqrt)
        sum_26: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_135, [2], True)
        #> (no module): torch.nn.functional.rms_norm
        add_41: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_40, mul_136)
        #> layers.0.attention_norm: torch.nn.functional.rms_norm
        detach_30: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt)
        detach_31: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(detach_30)
        pow_25: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_31, 3)
        mul_137: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_26, -0.5)
        mul_138: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_137, pow_25)
        expand_12: "f32[2, 8, 256][8, 1, 0]cpu" = torch.ops.aten.expand.default(mul_138, [2, 8, 256])
        div_12: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.div.Scalar(expand_12, 256)
        pow_26: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(wait_tensor, 1.0)
        mul_139: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Scalar(pow_26, 2.0)
        mul_140: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.mul.Tensor(div_12, mul_139)
        #> (no module): torch.nn.functional.rms_norm
        add_42: "f32[2, 8, 256][2048, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_41, mul_140)
        #> tok_embeddings: torchtitan.protocols.module._redistribute_outputs
        all_gather_into_tensor_12: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(add_42, 2, 'mesh_tp')
        wait_tensor_27: "f32[4, 8, 256][2048, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_12)
        split_25 = torch.ops.aten.split.Tensor(wait_tensor_27, 2)
        getitem_74: "f32[2, 8, 256][2048, 256, 1]cpu" = split_25[0]
        getitem_75: "f32[2, 8, 256][2048, 256, 1]cpu" = split_25[1]
        cat_31: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.cat.default([getitem_74, getitem_75], 1)
        #> tok_embeddings: torchtitan.models.common.embedding.Embedding.forward
        _to_copy: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten._to_copy.default(unsqueeze, dtype = torch.float32)
        mul_141: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(cat_31, _to_copy)
        embedding_dense_backward: "f32[1024, 256][256, 1]cpu" = torch.ops.aten.embedding_dense_backward.default(mul_141, clamp, 1024, -1, False)
        view_181: "f32[1024, 256][256, 1]cpu" = torch.ops.aten.view.default(embedding_dense_backward, [1024, 256])
        return (
            None,
            None,
            view_181,
            primals_4,
            view_180,
            primals_4,
            t_138,
            primals_4,
            None,
            t_133,
            primals_4,
            view_161,
            primals_4,
            t_128,
            primals_4,
            t_123,
            primals_4,
            t_118,
            primals_4,
            view_154,
            primals_4,
            t_113,
            primals_4,
            None,
            t_108,
            primals_4,
            view_135,
            primals_4,
            t_103,
            primals_4,
            t_98,
            primals_4,
            t_93,
            primals_4,
            view_128,
            primals_4,
            t_88,
            primals_4,
            None,
            t_83,
            primals_4,
            view_109,
            primals_4,
            t_78,
            primals_4,
            t_73,
            primals_4,
            t_68,
            primals_4,
            view_102,
            primals_4,
            t_63,
            primals_4,
            None,
            t_60,
            primals_4,
            view_84,
            primals_4,
            t_57,
            primals_4,
            t_54,
            primals_4,
            t_51,
            primals_4,
            view_77,
            primals_4,
            t_48,
            primals_4,
            None,
            t_45,
            primals_4,
            view_59,
            primals_4,
            t_42,
            primals_4,
            t_39,
            primals_4,
            t_36,
            primals_4,
            view_52,
            primals_4,
            t_33,
            primals_4,
            None,
            t_30,
            primals_4,
            view_34,
            primals_4,
            t_27,
            primals_4,
            t_24,
            primals_4,
            t_21,
            primals_4,
            view_27,
            primals_4,
            t_18,
            primals_4
        )
