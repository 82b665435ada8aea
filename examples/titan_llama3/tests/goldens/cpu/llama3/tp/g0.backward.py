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
        wait_tensor_L0: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_L0: "f32[2, 16, 1][16, 1, 1]cpu",
        view_L0: "f32[32, 256][256, 1]cpu",
        transpose_L0: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_L0_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_L0_2: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem_L0: "f32[2, 8, 16][128, 1, 8]cpu",
        wait_tensor_L0_1: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_L0_1: "f32[2, 16, 1][16, 1, 1]cpu",
        view_L0_1: "f32[32, 256][256, 1]cpu",
        mm_L0: "f32[32, 384][384, 1]cpu",
        mm_L0_1: "f32[32, 384][384, 1]cpu",
        add_L1: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_L1: "f32[2, 16, 1][16, 1, 1]cpu",
        view_L1: "f32[32, 256][256, 1]cpu",
        transpose_L1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_L1_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_L1_2: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem_L1: "f32[2, 8, 16][128, 1, 8]cpu",
        add_L1_1: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_L1_1: "f32[2, 16, 1][16, 1, 1]cpu",
        view_L1_1: "f32[32, 256][256, 1]cpu",
        mm_L1: "f32[32, 384][384, 1]cpu",
        mm_L1_1: "f32[32, 384][384, 1]cpu",
        add_L2: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_L2: "f32[2, 16, 1][16, 1, 1]cpu",
        view_L2: "f32[32, 256][256, 1]cpu",
        transpose_L2: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_L2_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_L2_2: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem_L2: "f32[2, 8, 16][128, 1, 8]cpu",
        add_L2_1: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_L2_1: "f32[2, 16, 1][16, 1, 1]cpu",
        view_L2_1: "f32[32, 256][256, 1]cpu",
        mm_L2: "f32[32, 384][384, 1]cpu",
        mm_L2_1: "f32[32, 384][384, 1]cpu",
        add_L3: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_L3: "f32[2, 16, 1][16, 1, 1]cpu",
        view_L3: "f32[32, 256][256, 1]cpu",
        transpose_L3: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_L3_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_L3_2: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem_L3: "f32[2, 8, 16][128, 1, 8]cpu",
        add_L3_1: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_L3_1: "f32[2, 16, 1][16, 1, 1]cpu",
        view_L3_1: "f32[32, 256][256, 1]cpu",
        mm_L3: "f32[32, 384][384, 1]cpu",
        mm_L3_1: "f32[32, 384][384, 1]cpu",
        add_L4: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_L4: "f32[2, 16, 1][16, 1, 1]cpu",
        view_L4: "f32[32, 256][256, 1]cpu",
        transpose_L4: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_L4_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_L4_2: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem_L4: "f32[2, 8, 16][128, 1, 8]cpu",
        add_L4_1: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_L4_1: "f32[2, 16, 1][16, 1, 1]cpu",
        view_L4_1: "f32[32, 256][256, 1]cpu",
        mm_L4: "f32[32, 384][384, 1]cpu",
        mm_L4_1: "f32[32, 384][384, 1]cpu",
        add_L5: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_L5: "f32[2, 16, 1][16, 1, 1]cpu",
        view_L5: "f32[32, 256][256, 1]cpu",
        transpose_L5: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_L5_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        transpose_L5_2: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem_L5: "f32[2, 8, 16][128, 1, 8]cpu",
        add_L5_1: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_L5_1: "f32[2, 16, 1][16, 1, 1]cpu",
        view_L5_1: "f32[32, 256][256, 1]cpu",
        mm_L5: "f32[32, 384][384, 1]cpu",
        mm_L5_1: "f32[32, 384][384, 1]cpu",
        add: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt: "f32[2, 16, 1][16, 1, 1]cpu",
        view: "f32[32, 256][256, 1]cpu",
        t: "f32[1024, 256][256, 1]cpu",
        slice_L5: "f32[32, 768][768, 1]cpu",
        t_L5: "f32[256, 384][384, 1]cpu",
        t_L5_1: "f32[384, 256][256, 1]cpu",
        t_L5_2: "f32[384, 256][256, 1]cpu",
        cat_L5: "f32[32, 256][256, 1]cpu",
        t_L5_3: "f32[256, 128][128, 1]cpu",
        detach_L5: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        _conj_L5: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu",
        t_L5_4: "f32[384, 256][256, 1]cpu",
        slice_L4: "f32[32, 768][768, 1]cpu",
        t_L4: "f32[256, 384][384, 1]cpu",
        t_L4_1: "f32[384, 256][256, 1]cpu",
        t_L4_2: "f32[384, 256][256, 1]cpu",
        cat_L4: "f32[32, 256][256, 1]cpu",
        t_L4_3: "f32[256, 128][128, 1]cpu",
        detach_L4: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        _conj_L4: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu",
        t_L4_4: "f32[384, 256][256, 1]cpu",
        slice_L3: "f32[32, 768][768, 1]cpu",
        t_L3: "f32[256, 384][384, 1]cpu",
        t_L3_1: "f32[384, 256][256, 1]cpu",
        t_L3_2: "f32[384, 256][256, 1]cpu",
        cat_L3: "f32[32, 256][256, 1]cpu",
        t_L3_3: "f32[256, 128][128, 1]cpu",
        detach_L3: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        _conj_L3: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu",
        t_L3_4: "f32[384, 256][256, 1]cpu",
        slice_L2: "f32[32, 768][768, 1]cpu",
        cat_L2: "f32[32, 256][256, 1]cpu",
        detach_L2: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        slice_L1: "f32[32, 768][768, 1]cpu",
        cat_L1: "f32[32, 256][256, 1]cpu",
        detach_L1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        slice_L0: "f32[32, 768][768, 1]cpu",
        cat_L0: "f32[32, 256][256, 1]cpu",
        detach_L0: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        primals_2,
        tangents_1: "f32[2, 16, 1024][16384, 1024, 1]cpu",
        tangents_2
    ):
        #> lm_head: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_1: "f32[32, 1024][1024, 1]cpu" = torch.ops.aten.view.default(tangents_1, [32, 1024])
        t_1: "f32[1024, 32][1, 1024]cpu" = torch.ops.aten.t.default(view_1)
        mm: "f32[1024, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_1, view)
        t_2: "f32[256, 1024][1, 256]cpu" = torch.ops.aten.t.default(mm)
        mm_1: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_1, t)
        view_2: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_1, [2, 16, 256])
        t_3: "f32[1024, 256][256, 1]cpu" = torch.ops.aten.t.default(t_2)
        #> norm: torch.nn.functional.rms_norm
        mul: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add, rsqrt)
        mul_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(view_2, mul)
        mul_2: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(view_2, primals_101)
        sum_1: "f32[1, 1, 256][256, 256, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_1, [0, 1], True)
        view_3: "f32[256][1]cpu" = torch.ops.aten.view.default(sum_1, [256])
        mul_3: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, add)
        mul_4: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, rsqrt)
        sum_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_3, [2], True)
        detach: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt)
        detach_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(detach)
        pow_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_1, 3)
        mul_5: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_2, -0.5)
        mul_6: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_5, pow_1)
        expand: "f32[2, 16, 256][16, 1, 0]cpu" = torch.ops.aten.expand.default(mul_6, [2, 16, 256])
        div: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.div.Scalar(expand, 256)
        pow_2: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add, 1.0)
        mul_7: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Scalar(pow_2, 2.0)
        mul_8: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(div, mul_7)
        add_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(mul_4, mul_8)
        #> layers.5.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L5_2: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(add_1, [32, 256])
        t_L5_5: "f32[256, 32][1, 256]cpu" = torch.ops.aten.t.default(view_L5_2)
        #> layers.5.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view_L5: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L5, [2, 16, 384])
        #> layers.5.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_L5: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.silu.default(_unsafe_view_L5)
        #> layers.5.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        _unsafe_view_L5_1: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten._unsafe_view.default(mm_L5_1, [2, 16, 384])
        #> layers.5.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_L5: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(silu_L5, _unsafe_view_L5_1)
        #> layers.5.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L5_3: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(mul_L5, [32, 384])
        all_gather_into_tensor_L5: "f32[64, 384][384, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_L5_3, 2, 'mesh_tp')
        wait_tensor_L5: "f32[64, 384][384, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_L5)
        mm_L5_2: "f32[256, 768][768, 1]cpu" = torch.ops.aten.mm.default(t_L5_5, slice_L5)
        t_L5_6: "f32[768, 256][1, 768]cpu" = torch.ops.aten.t.default(mm_L5_2)
        all_reduce_L5: "f32[32, 256][256, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_L5_2, 'sum', 'mesh_tp')
        wait_tensor_L5_1: "f32[32, 256][256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_L5)
        mm_L5_3: "f32[32, 384][384, 1]cpu" = torch.ops.aten.mm.default(wait_tensor_L5_1, t_L5)
        view_L5_4: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.view.default(mm_L5_3, [2, 16, 384])
        t_L5_7: "f32[256, 768][768, 1]cpu" = torch.ops.aten.t.default(t_L5_6)
        #> layers.5.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_L5_1: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(view_L5_4, silu_L5)
        mul_L5_2: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(view_L5_4, _unsafe_view_L5_1)
        #> layers.5.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L5_5: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(mul_L5_1, [32, 384])
        t_L5_8: "f32[384, 32][1, 384]cpu" = torch.ops.aten.t.default(view_L5_5)
        mm_L5_4: "f32[384, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_L5_8, view_L5_1)
        t_L5_9: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(mm_L5_4)
        mm_L5_5: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_L5_5, t_L5_1)
        view_L5_6: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_L5_5, [2, 16, 256])
        t_L5_10: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_L5_9)
        #> layers.5.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_backward_L5: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.silu_backward.default(mul_L5_2, _unsafe_view_L5)
        #> layers.5.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L5_7: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(silu_backward_L5, [32, 384])
        t_L5_11: "f32[384, 32][1, 384]cpu" = torch.ops.aten.t.default(view_L5_7)
        mm_L5_6: "f32[384, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_L5_11, view_L5_1)
        t_L5_12: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(mm_L5_6)
        mm_L5_7: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_L5_7, t_L5_2)
        view_L5_8: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_L5_7, [2, 16, 256])
        add_L5_2: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(view_L5_6, view_L5_8)
        t_L5_13: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_L5_12)
        #> layers.5.ffn_norm: torch.nn.functional.rms_norm
        mul_L5_3: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_L5_1, rsqrt_L5_1)
        mul_L5_4: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_L5_2, mul_L5_3)
        mul_L5_5: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_L5_2, primals_93)
        sum_L5: "f32[1, 1, 256][256, 256, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_L5_4, [0, 1], True)
        view_L5_9: "f32[256][1]cpu" = torch.ops.aten.view.default(sum_L5, [256])
        mul_L5_6: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L5_5, add_L5_1)
        mul_L5_7: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L5_5, rsqrt_L5_1)
        sum_L5_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_L5_6, [2], True)
        add_L5_3: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_1, mul_L5_7)
        detach_L5_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_L5_1)
        detach_L5_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(detach_L5_1)
        pow_L5: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_L5_2, 3)
        mul_L5_8: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_L5_1, -0.5)
        mul_L5_9: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L5_8, pow_L5)
        expand_L5: "f32[2, 16, 256][16, 1, 0]cpu" = torch.ops.aten.expand.default(mul_L5_9, [2, 16, 256])
        div_L5: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.div.Scalar(expand_L5, 256)
        pow_L5_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_L5_1, 1.0)
        mul_L5_10: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Scalar(pow_L5_1, 2.0)
        mul_L5_11: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(div_L5, mul_L5_10)
        add_L5_4: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_L5_3, mul_L5_11)
        #> layers.5.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L5_10: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(add_L5_4, [32, 256])
        t_L5_14: "f32[256, 32][1, 256]cpu" = torch.ops.aten.t.default(view_L5_10)
        #> layers.5.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        _scaled_dot_product_flash_attention_for_cpu_L5 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_L5, transpose_L5_1, transpose_L5_2, 0.0, True)
        getitem_L5_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_L5[0]
        transpose_L5_3: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_L5_1, 1, 2)
        #> layers.5.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L5_11: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_L5_3, [2, 16, 8, 16])
        #> layers.5.attention: torchtitan.models.common.attention.GQAttention.forward
        view_L5_12: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.view.default(view_L5_11, [2, 16, 128])
        #> layers.5.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L5_13: "f32[32, 128][128, 1]cpu" = torch.ops.aten.view.default(view_L5_12, [32, 128])
        all_gather_into_tensor_L5_1: "f32[64, 128][128, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_L5_13, 2, 'mesh_tp')
        wait_tensor_L5_2: "f32[64, 128][128, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_L5_1)
        mm_L5_8: "f32[256, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_L5_14, cat_L5)
        t_L5_15: "f32[256, 256][1, 256]cpu" = torch.ops.aten.t.default(mm_L5_8)
        all_reduce_L5_1: "f32[32, 256][256, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_L5_10, 'sum', 'mesh_tp')
        wait_tensor_L5_3: "f32[32, 256][256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_L5_1)
        mm_L5_9: "f32[32, 128][128, 1]cpu" = torch.ops.aten.mm.default(wait_tensor_L5_3, t_L5_3)
        view_L5_14: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.view.default(mm_L5_9, [2, 16, 128])
        t_L5_16: "f32[256, 256][256, 1]cpu" = torch.ops.aten.t.default(t_L5_15)
        #> layers.5.attention: torchtitan.models.common.attention.GQAttention.forward
        view_L5_15: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_L5_14, [2, 16, 8, 16])
        #> layers.5.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        transpose_L5_4: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.transpose.int(view_L5_15, 1, 2)
        _scaled_dot_product_flash_attention_for_cpu_backward_L5 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            transpose_L5_4,
            transpose_L5,
            transpose_L5_1,
            transpose_L5_2,
            detach_L5,
            getitem_L5,
            0.0,
            True
        )
        getitem_L5_2: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_L5[0]
        getitem_L5_3: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_L5[1]
        getitem_L5_4: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_L5[2]
        transpose_L5_5: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_L5_4, 1, 2)
        transpose_L5_6: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_L5_3, 1, 2)
        transpose_L5_7: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.transpose.int(getitem_L5_2, 1, 2)
        #> layers.5.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L5_16: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_L5_5, [2, 16, 8, 16])
        view_L5_17: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_L5_6, [2, 16, 8, 16])
        view_L5_18: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(transpose_L5_7, [2, 16, 8, 16])
        #> layers.5.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        view_L5_19: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view.default(view_L5_17, [2, 16, 8, 8, 2])
        view_as_complex_L5: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.view_as_complex.default(view_L5_19)
        clone_L5: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten.clone.default(_conj_L5)
        mul_L5_12: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_L5, clone_L5)
        view_L5_20: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view.default(view_L5_18, [2, 16, 8, 8, 2])
        view_as_complex_L5_1: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.view_as_complex.default(view_L5_20)
        mul_L5_13: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_L5_1, clone_L5)
        view_as_real_L5: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_L5_12)
        view_L5_21: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_as_real_L5, [2, 16, 8, 16])
        view_as_real_L5_1: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_L5_13)
        view_L5_22: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_as_real_L5_1, [2, 16, 8, 16])
        #> layers.5.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        view_L5_23: "f32[2, 16, 8, 1, 16][2048, 128, 16, 16, 1]cpu" = torch.ops.aten.view.default(view_L5_16, [2, 16, 8, 1, 16])
        view_L5_24: "f32[2, 16, 8, 1, 16][2048, 128, 16, 16, 1]cpu" = torch.ops.aten.view.default(view_L5_21, [2, 16, 8, 1, 16])
        view_L5_25: "f32[2, 16, 8, 1, 16][2048, 128, 16, 16, 1]cpu" = torch.ops.aten.view.default(view_L5_22, [2, 16, 8, 1, 16])
        cat_L5_1: "f32[2, 16, 8, 3, 16][6144, 384, 48, 16, 1]cpu" = torch.ops.aten.cat.default([view_L5_25, view_L5_24, view_L5_23], 3)
        #> layers.5.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        view_L5_26: "f32[2, 16, 8, 3, 16][6144, 384, 48, 16, 1]cpu" = torch.ops.aten.view.default(cat_L5_1, [2, 16, 8, 3, 16])
        #> layers.5.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_L5_27: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.view.default(view_L5_26, [2, 16, 384])
        #> layers.5.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_L5_28: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(view_L5_27, [32, 384])
        t_L5_17: "f32[384, 32][1, 384]cpu" = torch.ops.aten.t.default(view_L5_28)
        mm_L5_10: "f32[384, 256][256, 1]cpu" = torch.ops.aten.mm.default(t_L5_17, view_L5)
        t_L5_18: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(mm_L5_10)
        mm_L5_11: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_L5_28, t_L5_4)
        view_L5_29: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_L5_11, [2, 16, 256])
        t_L5_19: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_L5_18)
        #> layers.5.attention_norm: torch.nn.functional.rms_norm
        mul_L5_14: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_L5, rsqrt_L5)
        mul_L5_15: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(view_L5_29, mul_L5_14)
        mul_L5_16: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(view_L5_29, primals_85)
        sum_L5_2: "f32[1, 1, 256][256, 256, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_L5_15, [0, 1], True)
        view_L5_30: "f32[256][1]cpu" = torch.ops.aten.view.default(sum_L5_2, [256])
        mul_L5_17: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L5_16, add_L5)
        mul_L5_18: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L5_16, rsqrt_L5)
        sum_L5_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_L5_17, [2], True)
        add_L5_5: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_L5_4, mul_L5_18)
        detach_L5_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt_L5)
        detach_L5_4: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.detach.default(detach_L5_3)
        pow_L5_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_L5_4, 3)
        mul_L5_19: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_L5_3, -0.5)
        mul_L5_20: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L5_19, pow_L5_2)
        expand_L5_1: "f32[2, 16, 256][16, 1, 0]cpu" = torch.ops.aten.expand.default(mul_L5_20, [2, 16, 256])
        div_L5_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.div.Scalar(expand_L5_1, 256)
        pow_L5_3: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_L5, 1.0)
        mul_L5_21: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Scalar(pow_L5_3, 2.0)
        mul_L5_22: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(div_L5_1, mul_L5_21)
        layer_out_L5: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_L5_5, mul_L5_22)
        #= layers.4 as layers.5: 152 lines
        #=   add_1 -> ^, primals_93 -> primals_77, primals_85 -> primals_69
        #= layers.3 as layers.5: 152 lines
        #=   add_1 -> ^, primals_93 -> primals_61, primals_85 -> primals_53
        #= layers.2 as layers.5: 167 lines, 15 written below
        #=   add_1 -> ^, t_L5 -> t_L2_3, t_L5_1 -> t_L2_8, t_L5_2 -> t_L2_13, primals_93 -> primals_45, t_L5_3 -> t_L2_18, t_L5_4 -> t_L2_23, primals_85 -> primals_37
        #=   @ before its line 18, these 2
        t_L2_2: "f32[384, 256][1, 384]cpu" = torch.ops.aten.t.default(primals_51)
        t_L2_3: "f32[256, 384][384, 1]cpu" = torch.ops.aten.t.default(t_L2_2)
        #=   @ before its line 31, these 2
        t_L2_7: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_49)
        t_L2_8: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_L2_7)
        #=   @ before its line 41, these 2
        t_L2_12: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_47)
        t_L2_13: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_L2_12)
        #=   @ before its line 83, these 2
        t_L2_17: "f32[128, 256][1, 128]cpu" = torch.ops.aten.t.default(primals_43)
        t_L2_18: "f32[256, 128][128, 1]cpu" = torch.ops.aten.t.default(t_L2_17)
        #=   @ before its line 106, these 5
        #> layers.2.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_L2_1: "c64[16, 8][8, 1]cpu" = torch.ops.aten.slice.Tensor(primals_41, 0, 0, 16)
        view_L2_20: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten.view.default(slice_L2_1, [1, 16, 1, 8])
        #> layers.2.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj_L2: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten._conj.default(view_L2_20)
        #=   @ before its line 129, these 2
        t_L2_22: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_39)
        t_L2_23: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_L2_22)
        #= layers.1 as layers.5: 167 lines, 15 written below
        #=   add_1 -> ^, t_L5 -> t_L1_3, t_L5_1 -> t_L1_8, t_L5_2 -> t_L1_13, primals_93 -> primals_29, t_L5_3 -> t_L1_18, t_L5_4 -> t_L1_23, primals_85 -> primals_21
        #=   @ before its line 18, these 2
        t_L1_2: "f32[384, 256][1, 384]cpu" = torch.ops.aten.t.default(primals_35)
        t_L1_3: "f32[256, 384][384, 1]cpu" = torch.ops.aten.t.default(t_L1_2)
        #=   @ before its line 31, these 2
        t_L1_7: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_33)
        t_L1_8: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_L1_7)
        #=   @ before its line 41, these 2
        t_L1_12: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_31)
        t_L1_13: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_L1_12)
        #=   @ before its line 83, these 2
        t_L1_17: "f32[128, 256][1, 128]cpu" = torch.ops.aten.t.default(primals_27)
        t_L1_18: "f32[256, 128][128, 1]cpu" = torch.ops.aten.t.default(t_L1_17)
        #=   @ before its line 106, these 5
        #> layers.1.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_L1_1: "c64[16, 8][8, 1]cpu" = torch.ops.aten.slice.Tensor(primals_25, 0, 0, 16)
        view_L1_20: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten.view.default(slice_L1_1, [1, 16, 1, 8])
        #> layers.1.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj_L1: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten._conj.default(view_L1_20)
        #=   @ before its line 129, these 2
        t_L1_22: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_23)
        t_L1_23: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_L1_22)
        #= layers.0 as layers.5: 169 lines, 20 written below
        #=   add_1 -> ^, t_L5 -> t_L0_3, t_L5_1 -> t_L0_8, t_L5_2 -> t_L0_13, primals_93 -> primals_13, t_L5_3 -> t_L0_18, t_L5_4 -> t_L0_23, primals_85 -> primals_5
        #=   @ before its line 18, these 2
        t_L0_2: "f32[384, 256][1, 384]cpu" = torch.ops.aten.t.default(primals_19)
        t_L0_3: "f32[256, 384][384, 1]cpu" = torch.ops.aten.t.default(t_L0_2)
        #=   @ before its line 31, these 2
        t_L0_7: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_17)
        t_L0_8: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_L0_7)
        #=   @ before its line 41, these 2
        t_L0_12: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_15)
        t_L0_13: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_L0_12)
        #=   @ before its line 45, these 2
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_L0_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor_L0, wait_tensor_L0_1)
        #=   @ before its line 83, these 2
        t_L0_17: "f32[128, 256][1, 128]cpu" = torch.ops.aten.t.default(primals_11)
        t_L0_18: "f32[256, 128][128, 1]cpu" = torch.ops.aten.t.default(t_L0_17)
        #=   @ before its line 106, these 5
        #> layers.0.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_L0_1: "c64[16, 8][8, 1]cpu" = torch.ops.aten.slice.Tensor(primals_9, 0, 0, 16)
        view_L0_20: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten.view.default(slice_L0_1, [1, 16, 1, 8])
        #> layers.0.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj_L0: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten._conj.default(view_L0_20)
        #=   @ before its line 129, these 2
        t_L0_22: "f32[256, 384][1, 256]cpu" = torch.ops.aten.t.default(primals_7)
        t_L0_23: "f32[384, 256][256, 1]cpu" = torch.ops.aten.t.default(t_L0_22)
        #=   @ its lines 133-133 as these 1
        mul_L0_14: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_L0, rsqrt_L0)
        #=   @ its lines 138-138 as these 1
        mul_L0_17: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_L0_16, wait_tensor_L0)
        #=   @ its lines 149-149 as these 1
        pow_L0_3: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(wait_tensor_L0, 1.0)
        #> tok_embeddings: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        all_reduce: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(layer_out_L0, 'sum', 'mesh_tp')
        wait_tensor: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> tok_embeddings: torchtitan.models.common.embedding.Embedding.forward
        _to_copy: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten._to_copy.default(unsqueeze, dtype = torch.float32)
        mul_9: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor, _to_copy)
        embedding_dense_backward: "f32[1024, 256][256, 1]cpu" = torch.ops.aten.embedding_dense_backward.default(mul_9, clamp, 1024, -1, False)
        view_4: "f32[1024, 256][256, 1]cpu" = torch.ops.aten.view.default(embedding_dense_backward, [1024, 256])
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
            view_L1_31,
            primals_2,
            t_L1_24,
            primals_2,
            None,
            t_L1_19,
            primals_2,
            view_L1_9,
            primals_2,
            t_L1_14,
            primals_2,
            t_L1_9,
            primals_2,
            t_L1_4,
            primals_2,
            view_L2_31,
            primals_2,
            t_L2_24,
            primals_2,
            None,
            t_L2_19,
            primals_2,
            view_L2_9,
            primals_2,
            t_L2_14,
            primals_2,
            t_L2_9,
            primals_2,
            t_L2_4,
            primals_2,
            view_L3_30,
            primals_2,
            t_L3_19,
            primals_2,
            None,
            t_L3_16,
            primals_2,
            view_L3_9,
            primals_2,
            t_L3_13,
            primals_2,
            t_L3_10,
            primals_2,
            t_L3_7,
            primals_2,
            view_L4_30,
            primals_2,
            t_L4_19,
            primals_2,
            None,
            t_L4_16,
            primals_2,
            view_L4_9,
            primals_2,
            t_L4_13,
            primals_2,
            t_L4_10,
            primals_2,
            t_L4_7,
            primals_2,
            view_L5_30,
            primals_2,
            t_L5_19,
            primals_2,
            None,
            t_L5_16,
            primals_2,
            view_L5_9,
            primals_2,
            t_L5_13,
            primals_2,
            t_L5_10,
            primals_2,
            t_L5_7,
            primals_2,
            view_3,
            primals_2,
            t_3,
            primals_2
        )
