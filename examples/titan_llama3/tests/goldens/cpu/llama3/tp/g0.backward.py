# fxgolden golden | case: llama3/tp | artifact: g0.backward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
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
        wait_tensor: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt: "f32[2, 16, 1][16, 1, 1]cpu",
        view: "f32[32, 256][256, 1]cpu",
        transpose: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_2: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem: "f32[2, 8, 16][128, 1, 8]cpu",
        wait_tensor_1: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_1: "f32[2, 16, 1][16, 1, 1]cpu",
        view_1: "f32[32, 256][256, 1]cpu",
        mm: "f32[32, 384][384, 1]cpu",
        mm_1: "f32[32, 384][384, 1]cpu",
        add: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_2: "f32[2, 16, 1][16, 1, 1]cpu",
        view_2: "f32[32, 256][256, 1]cpu",
        transpose_3: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_4: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_5: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem_1: "f32[2, 8, 16][128, 1, 8]cpu",
        add_1: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_3: "f32[2, 16, 1][16, 1, 1]cpu",
        view_3: "f32[32, 256][256, 1]cpu",
        mm_2: "f32[32, 384][384, 1]cpu",
        mm_3: "f32[32, 384][384, 1]cpu",
        add_2: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_4: "f32[2, 16, 1][16, 1, 1]cpu",
        view_4: "f32[32, 256][256, 1]cpu",
        transpose_6: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_7: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_8: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem_2: "f32[2, 8, 16][128, 1, 8]cpu",
        add_3: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_5: "f32[2, 16, 1][16, 1, 1]cpu",
        view_5: "f32[32, 256][256, 1]cpu",
        mm_4: "f32[32, 384][384, 1]cpu",
        mm_5: "f32[32, 384][384, 1]cpu",
        add_4: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_6: "f32[2, 16, 1][16, 1, 1]cpu",
        view_6: "f32[32, 256][256, 1]cpu",
        transpose_9: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_10: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_11: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem_3: "f32[2, 8, 16][128, 1, 8]cpu",
        add_5: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_7: "f32[2, 16, 1][16, 1, 1]cpu",
        view_7: "f32[32, 256][256, 1]cpu",
        mm_6: "f32[32, 384][384, 1]cpu",
        mm_7: "f32[32, 384][384, 1]cpu",
        add_6: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_8: "f32[2, 16, 1][16, 1, 1]cpu",
        view_8: "f32[32, 256][256, 1]cpu",
        transpose_12: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_13: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_14: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem_4: "f32[2, 8, 16][128, 1, 8]cpu",
        add_7: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_9: "f32[2, 16, 1][16, 1, 1]cpu",
        view_9: "f32[32, 256][256, 1]cpu",
        mm_8: "f32[32, 384][384, 1]cpu",
        mm_9: "f32[32, 384][384, 1]cpu",
        add_8: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_10: "f32[2, 16, 1][16, 1, 1]cpu",
        view_10: "f32[32, 256][256, 1]cpu",
        transpose_15: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_16: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_17: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem_5: "f32[2, 8, 16][128, 1, 8]cpu",
        add_9: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_11: "f32[2, 16, 1][16, 1, 1]cpu",
        view_11: "f32[32, 256][256, 1]cpu",
        mm_10: "f32[32, 384][384, 1]cpu",
        mm_11: "f32[32, 384][384, 1]cpu",
        add_10: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_12: "f32[2, 16, 1][16, 1, 1]cpu",
        view_12: "f32[32, 256][256, 1]cpu",
        t: "f32[1024, 256][256, 1]cpu",
        slice_1: "f32[32, 768][768, 1]cpu",
        t_1: "f32[256, 384][384, 1]cpu",
        t_2: "f32[384, 256][256, 1]cpu",
        t_3: "f32[384, 256][256, 1]cpu",
        cat: "f32[32, 256][256, 1]cpu",
        t_4: "f32[256, 128][128, 1]cpu",
        detach: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        _conj: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu",
        t_5: "f32[384, 256][256, 1]cpu",
        slice_2: "f32[32, 768][768, 1]cpu",
        t_6: "f32[256, 384][384, 1]cpu",
        t_7: "f32[384, 256][256, 1]cpu",
        t_8: "f32[384, 256][256, 1]cpu",
        cat_1: "f32[32, 256][256, 1]cpu",
        t_9: "f32[256, 128][128, 1]cpu",
        detach_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        _conj_1: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu",
        t_10: "f32[384, 256][256, 1]cpu",
        slice_3: "f32[32, 768][768, 1]cpu",
        t_11: "f32[256, 384][384, 1]cpu",
        t_12: "f32[384, 256][256, 1]cpu",
        t_13: "f32[384, 256][256, 1]cpu",
        cat_2: "f32[32, 256][256, 1]cpu",
        t_14: "f32[256, 128][128, 1]cpu",
        detach_2: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        _conj_2: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu",
        t_15: "f32[384, 256][256, 1]cpu",
        slice_4: "f32[32, 768][768, 1]cpu",
        cat_3: "f32[32, 256][256, 1]cpu",
        detach_3: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        slice_5: "f32[32, 768][768, 1]cpu",
        cat_4: "f32[32, 256][256, 1]cpu",
        detach_4: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        slice_6: "f32[32, 768][768, 1]cpu",
        cat_5: "f32[32, 256][256, 1]cpu",
        detach_5: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        primals_2,
        tangents_1: "f32[2, 16, 1024][16384, 1024, 1]cpu",
        tangents_2
    ):
        #> lm_head: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_13: "f32[32, 1024][1024, 1]cpu" = torch.ops.aten.view.default(tangents_1, [32, 1024])
        t_16: "f32[1024, 32][1, 1024]cpu" = torch.ops.aten.t.default(view_13)
        mm_12: "f32[1024, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_16, view_12)
        t_17: "f32[256, 1024][1, 256]cpu" = torch.ops.aten.t.default(mm_12)
        mm_13: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_13, t)
        view_14: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_13, [2, 16, 256])
        t_18: "f32[1024, 256][256, 1]cpu" = torch.ops.aten.t.default(t_17)
        #> norm: torch.nn.functional.rms_norm
        mul: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_10, rsqrt_12)
        mul_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(view_14, mul)
        mul_2: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(view_14, primals_101)
        sum_1: "f32[1, 1, 256][256, 256, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_1, [0, 1], True)
        view_15: "f32[256][1]cpu" = torch.ops.aten.view.default(sum_1, [256])
        mul_3: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, add_10)
        mul_4: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, rsqrt_12)
        sum_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_3, [2], True)
        detach_6: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_12)
        detach_7: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(detach_6)
        pow_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_7, 3)
        mul_5: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_2, -0.5)
        mul_6: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_5, pow_1)
        expand: "f32[2, 16, 256][16, 1, 0]cpu" = torch.ops.aten.expand.default(mul_6, [2, 16, 256])
        div: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.div.Scalar(expand, 256)
        pow_2: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_10, 1.0)
        mul_7: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Scalar(pow_2, 2.0)
        mul_8: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(div, mul_7)
        add_11: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(mul_4, mul_8)
        #> layers.5.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_16: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(add_11, [32, 256])
        t_19: "f32[256, 32][1, 256]cpu" = torch.ops.aten.t.default(view_16)
        #> layers.5.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_10, [2, 16, 384])
        #> layers.5.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view)
        #> layers.5.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view_1: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_11, [2, 16, 384])
        #> layers.5.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_9: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(silu, _unsafe_view_1)
        #> layers.5.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_17: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(mul_9, [32, 384])
        all_gather_into_tensor: "f32[64, 384][384, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_17, 2, 'mesh_tp')
        wait_tensor_2: "f32[64, 384][384, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        mm_14: "f32[256, 768][768, 1]cpu" = torch.ops.aten.mm.default(t_19, slice_1)
        t_20: "f32[768, 256][1, 768]cpu" = torch.ops.aten.t.default(mm_14)
        all_reduce: "f32[32, 256][256, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_16, 'sum', 'mesh_tp')
        wait_tensor_3: "f32[32, 256][256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        mm_15: "f32[32, 384][384, 1]cpu" = torch.ops.aten.mm.default(wait_tensor_3, t_1)
        view_18: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.view.default(mm_15, [2, 16, 384])
        t_21: "f32[256, 768][768, 1]cpu" = torch.ops.aten.t.default(t_20)
        #> layers.5.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_10: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(view_18, silu)
        mul_11: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(view_18, _unsafe_view_1)
        #> layers.5.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_19: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(mul_10, [32, 384])
        t_22: "f32[384, 32][1, 384]cpu" = torch.ops.aten.t.default(view_19)
        mm_16: "f32[384, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_22, view_11)
        t_23: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(mm_16)
        mm_17: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_19, t_2)
        view_20: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_17, [2, 16, 256])
        t_24: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_23)
        #> layers.5.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_backward: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.silu_backward.default(mul_11, _unsafe_view)
        #> layers.5.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_21: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(silu_backward, [32, 384])
        t_25: "f32[384, 32][1, 384]cpu" = torch.ops.aten.t.default(view_21)
        mm_18: "f32[384, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_25, view_11)
        t_26: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(mm_18)
        mm_19: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_21, t_3)
        view_22: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_19, [2, 16, 256])
        add_12: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(view_20, view_22)
        t_27: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_26)
        #> layers.5.ffn_norm: torch.nn.functional.rms_norm
        mul_12: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_9, rsqrt_11)
        mul_13: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_12, mul_12)
        mul_14: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_12, primals_93)
        sum_3: "f32[1, 1, 256][256, 256, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_13, [0, 1], True)
        view_23: "f32[256][1]cpu" = torch.ops.aten.view.default(sum_3, [256])
        mul_15: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_14, add_9)
        mul_16: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_14, rsqrt_11)
        sum_4: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_15, [2], True)
        add_13: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_11, mul_16)
        detach_8: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_11)
        detach_9: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(detach_8)
        pow_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_9, 3)
        mul_17: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_4, -0.5)
        mul_18: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_17, pow_3)
        expand_1: "f32[2, 16, 256][16, 1, 0]cpu" = torch.ops.aten.expand.default(mul_18, [2, 16, 256])
        div_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.div.Scalar(expand_1, 256)
        pow_4: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_9, 1.0)
        mul_19: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Scalar(pow_4, 2.0)
        mul_20: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(div_1, mul_19)
        add_14: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_13, mul_20)
        #> layers.5.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_24: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(add_14, [32, 256])
        t_28: "f32[256, 32][1, 256]cpu" = torch.ops.aten.t.default(view_24)
        #> layers.5.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_15, transpose_16, transpose_17, 0.0, True)
        getitem_6: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu[0]
        transpose_18: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_6, 1, 2)
        #> layers.5.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_25: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_18, [2, 16, 8, 16])
        #> layers.5.attention: torchtitan.models.common.attention.GQAttention.forward
        view_26: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.view.default(view_25, [2, 16, 128])
        #> layers.5.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_27: "f32[32, 128][128, 1]cpu" = torch.ops.aten.view.default(view_26, [32, 128])
        all_gather_into_tensor_1: "f32[64, 128][128, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_27, 2, 'mesh_tp')
        wait_tensor_4: "f32[64, 128][128, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)
        mm_20: "f32[256, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_28, cat)
        t_29: "f32[256, 256][1, 256]cpu" = torch.ops.aten.t.default(mm_20)
        all_reduce_1: "f32[32, 256][256, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_24, 'sum', 'mesh_tp')
        wait_tensor_5: "f32[32, 256][256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        mm_21: "f32[32, 128][128, 1]cpu" = torch.ops.aten.mm.default(wait_tensor_5, t_4)
        view_28: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.view.default(mm_21, [2, 16, 128])
        t_30: "f32[256, 256][256, 1]cpu" = torch.ops.aten.t.default(t_29)
        #> layers.5.attention: torchtitan.models.common.attention.GQAttention.forward
        view_29: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_28, [2, 16, 8, 16])
        #> layers.5.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose_19: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.transpose.int(view_29, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            transpose_19,
            transpose_15,
            transpose_16,
            transpose_17,
            detach,
            getitem_5,
            0.0,
            True
        )
        getitem_7: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_8: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_9: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[2]
        transpose_20: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_9, 1, 2)
        transpose_21: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_8, 1, 2)
        transpose_22: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_7, 1, 2)
        #> layers.5.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_30: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_20, [2, 16, 8, 16])
        view_31: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_21, [2, 16, 8, 16])
        view_32: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_22, [2, 16, 8, 16])
        #> layers.5.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        view_33: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view.default(view_31, [2, 16, 8, 8, 2])
        view_as_complex: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.view_as_complex.default(view_33)
        clone: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten.clone.default(_conj)
        mul_21: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex, clone)
        view_34: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view.default(view_32, [2, 16, 8, 8, 2])
        view_as_complex_1: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.view_as_complex.default(view_34)
        mul_22: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_1, clone)
        view_as_real: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_21)
        view_35: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_as_real, [2, 16, 8, 16])
        view_as_real_1: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_22)
        view_36: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_as_real_1, [2, 16, 8, 16])
        #> layers.5.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        view_37: "f32[2, 16, 8, 1, 16][2048, 128, 16, 16, 1]cpu" = torch.ops.aten.view.default(view_30, [2, 16, 8, 1, 16])
        view_38: "f32[2, 16, 8, 1, 16][2048, 128, 16, 16, 1]cpu" = torch.ops.aten.view.default(view_35, [2, 16, 8, 1, 16])
        view_39: "f32[2, 16, 8, 1, 16][2048, 128, 16, 16, 1]cpu" = torch.ops.aten.view.default(view_36, [2, 16, 8, 1, 16])
        cat_6: "f32[2, 16, 8, 3, 16][6144, 384, 48, 16, 1]cpu" = torch.ops.aten.cat.default([view_39, view_38, view_37], 3)
        #> layers.5.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_40: "f32[2, 16, 8, 3, 16][6144, 384, 48, 16, 1]cpu" = torch.ops.aten.view.default(cat_6, [2, 16, 8, 3, 16])
        #> layers.5.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_41: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.view.default(view_40, [2, 16, 384])
        #> layers.5.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_42: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(view_41, [32, 384])
        t_31: "f32[384, 32][1, 384]cpu" = torch.ops.aten.t.default(view_42)
        mm_22: "f32[384, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_31, view_10)
        t_32: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(mm_22)
        mm_23: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_42, t_5)
        view_43: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_23, [2, 16, 256])
        t_33: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_32)
        #> layers.5.attention_norm: torch.nn.functional.rms_norm
        mul_23: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_8, rsqrt_10)
        mul_24: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(view_43, mul_23)
        mul_25: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(view_43, primals_85)
        sum_5: "f32[1, 1, 256][256, 256, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_24, [0, 1], True)
        view_44: "f32[256][1]cpu" = torch.ops.aten.view.default(sum_5, [256])
        mul_26: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_25, add_8)
        mul_27: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_25, rsqrt_10)
        sum_6: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_26, [2], True)
        add_15: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_14, mul_27)
        detach_10: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_10)
        detach_11: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(detach_10)
        pow_5: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_11, 3)
        mul_28: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_6, -0.5)
        mul_29: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_28, pow_5)
        expand_2: "f32[2, 16, 256][16, 1, 0]cpu" = torch.ops.aten.expand.default(mul_29, [2, 16, 256])
        div_2: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.div.Scalar(expand_2, 256)
        pow_6: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_8, 1.0)
        mul_30: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Scalar(pow_6, 2.0)
        mul_31: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(div_2, mul_30)
        add_16: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_15, mul_31)
        #= layers.4 as layers.5: 152 lines
        #=   add_11 -> add_16, mm_10..mm_11 -> mm_8..mm_9, slice_1 -> slice_2, t_1 -> t_6, view_11 -> view_9, t_2..t_3 -> t_7..t_8, add_9 -> add_7, rsqrt_11 -> rsqrt_9, primals_93 -> primals_77
        #=   transpose_15..transpose_17 -> transpose_12..transpose_14, cat -> cat_1, t_4 -> t_9, detach -> detach_1, getitem_5 -> getitem_4, _conj -> _conj_1, view_10 -> view_8, t_5 -> t_10
        #=   add_8 -> add_6, rsqrt_10 -> rsqrt_8, primals_85 -> primals_69
        #= layers.3 as layers.5: 152 lines
        #=   add_11 -> add_21, mm_10..mm_11 -> mm_6..mm_7, slice_1 -> slice_3, t_1 -> t_11, view_11 -> view_7, t_2..t_3 -> t_12..t_13, add_9 -> add_5, rsqrt_11 -> rsqrt_7, primals_93 -> primals_61
        #=   transpose_15..transpose_17 -> transpose_9..transpose_11, cat -> cat_2, t_4 -> t_14, detach -> detach_2, getitem_5 -> getitem_3, _conj -> _conj_2, view_10 -> view_6, t_5 -> t_15
        #=   add_8 -> add_4, rsqrt_10 -> rsqrt_6, primals_85 -> primals_53
        #= layers.2 as layers.5: 167 lines, 15 written below
        #=   add_11 -> add_26, mm_10..mm_11 -> mm_4..mm_5, slice_1 -> slice_4, t_1 -> t_67, view_11 -> view_5, t_2 -> t_72, t_3 -> t_77, add_9 -> add_3, rsqrt_11 -> rsqrt_5, primals_93 -> primals_45
        #=   transpose_15..transpose_17 -> transpose_6..transpose_8, cat -> cat_3, t_4 -> t_82, detach -> detach_3, getitem_5 -> getitem_2, _conj -> _conj_3, view_10 -> view_4, t_5 -> t_87
        #=   add_8 -> add_2, rsqrt_10 -> rsqrt_4, primals_85 -> primals_37
        #=   @ before its line 18, these 2
        t_66: "f32[384, 256][1, 384]cpu" = torch.ops.aten.t.default(primals_51)
        t_67: "f32[256, 384][384, 1]cpu" = torch.ops.aten.t.default(t_66)
        #=   @ before its line 31, these 2
        t_71: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_49)
        t_72: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_71)
        #=   @ before its line 41, these 2
        t_76: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_47)
        t_77: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_76)
        #=   @ before its line 83, these 2
        t_81: "f32[128, 256][1, 128]cpu" = torch.ops.aten.t.default(primals_43)
        t_82: "f32[256, 128][128, 1]cpu" = torch.ops.aten.t.default(t_81)
        #=   @ before its line 106, these 5
        #> layers.2.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_7: "c64[16, 8][8, 1]cpu" = torch.ops.aten.slice.Tensor(primals_41, 0, 0, 16)
        view_121: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten.view.default(slice_7, [1, 16, 1, 8])
        #> layers.2.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj_3: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten._conj.default(view_121)
        #=   @ before its line 129, these 2
        t_86: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_39)
        t_87: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_86)
        #= layers.1 as layers.5: 167 lines, 15 written below
        #=   add_11 -> add_31, mm_10..mm_11 -> mm_2..mm_3, slice_1 -> slice_5, t_1 -> t_92, view_11 -> view_3, t_2 -> t_97, t_3 -> t_102, add_9 -> add_1, rsqrt_11 -> rsqrt_3, primals_93 -> primals_29
        #=   transpose_15..transpose_17 -> transpose_3..transpose_5, cat -> cat_4, t_4 -> t_107, detach -> detach_4, getitem_5 -> getitem_1, _conj -> _conj_4, view_10 -> view_2, t_5 -> t_112
        #=   add_8 -> add, rsqrt_10 -> rsqrt_2, primals_85 -> primals_21
        #=   @ before its line 18, these 2
        t_91: "f32[384, 256][1, 384]cpu" = torch.ops.aten.t.default(primals_35)
        t_92: "f32[256, 384][384, 1]cpu" = torch.ops.aten.t.default(t_91)
        #=   @ before its line 31, these 2
        t_96: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_33)
        t_97: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_96)
        #=   @ before its line 41, these 2
        t_101: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_31)
        t_102: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_101)
        #=   @ before its line 83, these 2
        t_106: "f32[128, 256][1, 128]cpu" = torch.ops.aten.t.default(primals_27)
        t_107: "f32[256, 128][128, 1]cpu" = torch.ops.aten.t.default(t_106)
        #=   @ before its line 106, these 5
        #> layers.1.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_8: "c64[16, 8][8, 1]cpu" = torch.ops.aten.slice.Tensor(primals_25, 0, 0, 16)
        view_151: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten.view.default(slice_8, [1, 16, 1, 8])
        #> layers.1.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj_4: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten._conj.default(view_151)
        #=   @ before its line 129, these 2
        t_111: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_23)
        t_112: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_111)
        #= layers.0 as layers.5: 169 lines, 20 written below
        #=   add_11 -> add_36, mm_10 -> mm, mm_11 -> mm_1, slice_1 -> slice_6, t_1 -> t_117, view_11 -> view_1, t_2 -> t_122, t_3 -> t_127, add_9 -> add_38, rsqrt_11 -> rsqrt_1
        #=   primals_93 -> primals_13, transpose_15 -> transpose, transpose_16..transpose_17 -> transpose_1..transpose_2, cat -> cat_5, t_4 -> t_132, detach -> detach_5, getitem_5 -> getitem
        #=   _conj -> _conj_5, view_10 -> view, t_5 -> t_137, mul_23 -> mul_138, primals_85 -> primals_5, rsqrt_10 -> rsqrt, mul_26 -> mul_141, pow_6 -> pow_26
        #=   @ before its line 18, these 2
        t_116: "f32[384, 256][1, 384]cpu" = torch.ops.aten.t.default(primals_19)
        t_117: "f32[256, 384][384, 1]cpu" = torch.ops.aten.t.default(t_116)
        #=   @ before its line 31, these 2
        t_121: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_17)
        t_122: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_121)
        #=   @ before its line 41, these 2
        t_126: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_15)
        t_127: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_126)
        #=   @ before its line 45, these 2
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_38: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor, wait_tensor_1)
        #=   @ before its line 83, these 2
        t_131: "f32[128, 256][1, 128]cpu" = torch.ops.aten.t.default(primals_11)
        t_132: "f32[256, 128][128, 1]cpu" = torch.ops.aten.t.default(t_131)
        #=   @ before its line 106, these 5
        #> layers.0.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_9: "c64[16, 8][8, 1]cpu" = torch.ops.aten.slice.Tensor(primals_9, 0, 0, 16)
        view_181: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten.view.default(slice_9, [1, 16, 1, 8])
        #> layers.0.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj_5: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten._conj.default(view_181)
        #=   @ before its line 129, these 2
        t_136: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_7)
        t_137: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_136)
        #=   @ its lines 133-133 as these 1
        mul_138: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor, rsqrt)
        #=   @ its lines 138-138 as these 1
        mul_141: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_140, wait_tensor)
        #=   @ its lines 149-149 as these 1
        pow_26: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(wait_tensor, 1.0)
        #> tok_embeddings: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        all_reduce_12: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(add_42, 'sum', 'mesh_tp')
        wait_tensor_26: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_12)
        #> tok_embeddings: torchtitan.models.common.embedding.Embedding.forward
        _to_copy: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten._to_copy.default(unsqueeze, dtype = torch.float32)
        mul_147: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_26, _to_copy)
        embedding_dense_backward: "f32[1024, 256][256, 1]cpu" = torch.ops.aten.embedding_dense_backward.default(mul_147, clamp, 1024, -1, False)
        view_193: "f32[1024, 256][256, 1]cpu" = torch.ops.aten.view.default(embedding_dense_backward, [1024, 256])
        return (
            None,
            None,
            view_193,
            primals_2,
            view_192,
            primals_2,
            t_138,
            primals_2,
            None,
            t_133,
            primals_2,
            view_170,
            primals_2,
            t_128,
            primals_2,
            t_123,
            primals_2,
            t_118,
            primals_2,
            view_162,
            primals_2,
            t_113,
            primals_2,
            None,
            t_108,
            primals_2,
            view_140,
            primals_2,
            t_103,
            primals_2,
            t_98,
            primals_2,
            t_93,
            primals_2,
            view_132,
            primals_2,
            t_88,
            primals_2,
            None,
            t_83,
            primals_2,
            view_110,
            primals_2,
            t_78,
            primals_2,
            t_73,
            primals_2,
            t_68,
            primals_2,
            view_102,
            primals_2,
            t_63,
            primals_2,
            None,
            t_60,
            primals_2,
            view_81,
            primals_2,
            t_57,
            primals_2,
            t_54,
            primals_2,
            t_51,
            primals_2,
            view_73,
            primals_2,
            t_48,
            primals_2,
            None,
            t_45,
            primals_2,
            view_52,
            primals_2,
            t_42,
            primals_2,
            t_39,
            primals_2,
            t_36,
            primals_2,
            view_44,
            primals_2,
            t_33,
            primals_2,
            None,
            t_30,
            primals_2,
            view_23,
            primals_2,
            t_27,
            primals_2,
            t_24,
            primals_2,
            t_21,
            primals_2,
            view_15,
            primals_2,
            t_18,
            primals_2
        )
