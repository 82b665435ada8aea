# fxgolden golden | case: llama3/layer_inductor | artifact: g0.backward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_5: "f32[256][1]cpu",
        primals_7: "f32[384, 256][256, 1]cpu",
        primals_9: "c64[131072, 8][8, 1]cpu",
        primals_11: "f32[256, 128][128, 1]cpu",
        primals_13: "f32[256][1]cpu",
        primals_21: "f32[256][1]cpu",
        clamp_max: "i64[2, 16][16, 1]cpu",
        unsqueeze: "b8[2, 16, 1][16, 1, 1]cpu",
        wait_tensor: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt: "f32[2, 16, 1][16, 1, 1]cpu",
        view: "f32[32, 256][256, 1]cpu",
        permute: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        permute_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        permute_2: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu",
        getitem_1: "f32[2, 8, 16][128, 1, 8]cpu",
        wait_tensor_1: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_1: "f32[2, 16, 1][16, 1, 1]cpu",
        view_1: "f32[32, 256][256, 1]cpu",
        mm: "f32[32, 384][384, 1]cpu",
        mm_1: "f32[32, 384][384, 1]cpu",
        add: "f32[2, 16, 256][4096, 256, 1]cpu",
        rsqrt_2: "f32[2, 16, 1][16, 1, 1]cpu",
        view_2: "f32[32, 256][256, 1]cpu",
        permute_3: "f32[1024, 256][256, 1]cpu",
        cat: "f32[32, 768][768, 1]cpu",
        permute_4: "f32[256, 384][384, 1]cpu",
        permute_5: "f32[384, 256][256, 1]cpu",
        permute_6: "f32[384, 256][256, 1]cpu",
        cat_1: "f32[32, 256][256, 1]cpu",
        primals_2,
        tangents_1: "f32[2, 16, 1024][16384, 1024, 1]cpu",
        tangents_2
    ):
        #> lm_head: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_3: "f32[32, 1024][1024, 1]cpu" = torch.ops.aten.view.default(tangents_1, [32, 1024])
        permute_7: "f32[1024, 32][1, 1024]cpu" = torch.ops.aten.permute.default(view_3, [1, 0])
        mm_2: "f32[1024, 256][256, 1]cpu" = torch.ops.aten.mm.default(permute_7, view_2)
        mm_3: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_3, permute_3)
        view_4: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_3, [2, 16, 256])
        #> norm: torch.nn.functional.rms_norm
        mul: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add, rsqrt_2)
        mul_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(view_4, mul)
        mul_2: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(view_4, primals_21)
        sum_1: "f32[1, 1, 256][256, 256, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_1, [0, 1], True)
        view_5: "f32[256][1]cpu" = torch.ops.aten.view.default(sum_1, [256])
        mul_3: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, add)
        mul_4: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, rsqrt_2)
        sum_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_3, [2], True)
        pow_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(rsqrt_2, 3)
        mul_5: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_2, -0.5)
        mul_6: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_5, pow_1)
        expand: "f32[2, 16, 256][16, 1, 0]cpu" = torch.ops.aten.expand.default(mul_6, [2, 16, 256])
        div: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.div.Scalar(expand, 256)
        pow_2: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add, 1.0)
        mul_7: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Scalar(pow_2, 2.0)
        mul_8: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(div, mul_7)
        add_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(mul_4, mul_8)
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_6: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(add_1, [32, 256])
        permute_8: "f32[256, 32][1, 256]cpu" = torch.ops.aten.permute.default(view_6, [1, 0])
        #> layers.0.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_7: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.view.default(mm, [2, 16, 384])
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        neg: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.neg.default(view_7)
        exp: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.exp.default(neg)
        add_2: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.add.Tensor(exp, 1)
        div_1: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.div.Tensor(view_7, add_2)
        #> layers.0.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_8: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.view.default(mm_1, [2, 16, 384])
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_9: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(div_1, view_8)
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_9: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(mul_9, [32, 384])
        all_gather_into_tensor: "f32[64, 384][384, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_9, 2, 'mesh_tp')
        wait_tensor_2: "f32[64, 384][384, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        mm_4: "f32[256, 768][768, 1]cpu" = torch.ops.aten.mm.default(permute_8, cat)
        all_reduce: "f32[32, 256][256, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_6, 'sum', 'mesh_tp')
        wait_tensor_3: "f32[32, 256][256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        mm_5: "f32[32, 384][384, 1]cpu" = torch.ops.aten.mm.default(wait_tensor_3, permute_4)
        view_10: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.view.default(mm_5, [2, 16, 384])
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_10: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(view_10, div_1)
        mul_11: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(view_10, view_8)
        #> layers.0.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_11: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(mul_10, [32, 384])
        permute_9: "f32[384, 32][1, 384]cpu" = torch.ops.aten.permute.default(view_11, [1, 0])
        mm_6: "f32[384, 256][256, 1]cpu" = torch.ops.aten.mm.default(permute_9, view_1)
        mm_7: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_11, permute_5)
        view_12: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_7, [2, 16, 256])
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        sigmoid: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.sigmoid.default(view_7)
        mul_12: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(mul_11, sigmoid)
        sub: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.sub.Tensor(1, sigmoid)
        mul_13: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(view_7, sub)
        add_3: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.add.Tensor(mul_13, 1)
        mul_14: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(mul_12, add_3)
        #> layers.0.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_13: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(mul_14, [32, 384])
        permute_10: "f32[384, 32][1, 384]cpu" = torch.ops.aten.permute.default(view_13, [1, 0])
        mm_8: "f32[384, 256][256, 1]cpu" = torch.ops.aten.mm.default(permute_10, view_1)
        mm_9: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_13, permute_6)
        view_14: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_9, [2, 16, 256])
        add_4: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(view_12, view_14)
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_5: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor, wait_tensor_1)
        #> layers.0.ffn_norm: torch.nn.functional.rms_norm
        mul_15: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_5, rsqrt_1)
        mul_16: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_4, mul_15)
        mul_17: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_4, primals_13)
        sum_3: "f32[1, 1, 256][256, 256, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_16, [0, 1], True)
        view_15: "f32[256][1]cpu" = torch.ops.aten.view.default(sum_3, [256])
        mul_18: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_17, add_5)
        mul_19: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_17, rsqrt_1)
        sum_4: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_18, [2], True)
        add_6: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_1, mul_19)
        pow_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(rsqrt_1, 3)
        mul_20: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_4, -0.5)
        mul_21: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_20, pow_3)
        expand_1: "f32[2, 16, 256][16, 1, 0]cpu" = torch.ops.aten.expand.default(mul_21, [2, 16, 256])
        div_2: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.div.Scalar(expand_1, 256)
        pow_4: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_5, 1.0)
        mul_22: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Scalar(pow_4, 2.0)
        mul_23: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(div_2, mul_22)
        add_7: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_6, mul_23)
        #> layers.0.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_16: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(add_7, [32, 256])
        permute_11: "f32[256, 32][1, 256]cpu" = torch.ops.aten.permute.default(view_16, [1, 0])
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        permute_12: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.permute.default(getitem, [0, 2, 1, 3])
        #> layers.0.attention: torchtitan.models.common.attention.GQAttention.forward
        view_17: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.view.default(permute_12, [2, 16, 128])
        #> layers.0.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_18: "f32[32, 128][128, 1]cpu" = torch.ops.aten.view.default(view_17, [32, 128])
        all_gather_into_tensor_1: "f32[64, 128][128, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_18, 2, 'mesh_tp')
        wait_tensor_4: "f32[64, 128][128, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)
        mm_10: "f32[256, 256][256, 1]cpu" = torch.ops.aten.mm.default(permute_11, cat_1)
        permute_13: "f32[128, 256][1, 128]cpu" = torch.ops.aten.permute.default(primals_11, [1, 0])
        permute_14: "f32[256, 128][128, 1]cpu" = torch.ops.aten.permute.default(permute_13, [1, 0])
        all_reduce_1: "f32[32, 256][256, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_16, 'sum', 'mesh_tp')
        wait_tensor_5: "f32[32, 256][256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        mm_11: "f32[32, 128][128, 1]cpu" = torch.ops.aten.mm.default(wait_tensor_5, permute_14)
        view_19: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.view.default(mm_11, [2, 16, 128])
        #> layers.0.attention: torchtitan.models.common.attention.GQAttention.forward
        view_20: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_19, [2, 16, 8, 16])
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        permute_15: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.permute.default(view_20, [0, 2, 1, 3])
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            permute_15,
            permute,
            permute_1,
            permute_2,
            getitem,
            getitem_1,
            0.0,
            True
        )
        getitem_2: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_3: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_4: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[2]
        permute_16: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.permute.default(getitem_4, [0, 2, 1, 3])
        permute_17: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.permute.default(getitem_3, [0, 2, 1, 3])
        permute_18: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.permute.default(getitem_2, [0, 2, 1, 3])
        #> layers.0.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        view_21: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view.default(permute_17, [2, 16, 8, 8, 2])
        view_as_complex: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.view_as_complex.default(view_21)
        #> layers.0.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_1: "c64[16, 8][8, 1]cpu" = torch.ops.aten.slice.Tensor(primals_9, 0, 0, 16)
        view_22: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten.view.default(slice_1, [1, 16, 1, 8])
        #> layers.0.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten._conj.default(view_22)
        clone: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten.clone.default(_conj)
        mul_24: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex, clone)
        view_23: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view.default(permute_18, [2, 16, 8, 8, 2])
        view_as_complex_1: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.view_as_complex.default(view_23)
        mul_25: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_1, clone)
        view_as_real: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_24)
        view_24: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_as_real, [2, 16, 8, 16])
        view_as_real_1: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_25)
        view_25: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_as_real_1, [2, 16, 8, 16])
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        view_26: "f32[2, 16, 8, 1, 16][2048, 128, 16, 16, 1]cpu" = torch.ops.aten.view.default(permute_16, [2, 16, 8, 1, 16])
        view_27: "f32[2, 16, 8, 1, 16][2048, 128, 16, 16, 1]cpu" = torch.ops.aten.view.default(view_24, [2, 16, 8, 1, 16])
        view_28: "f32[2, 16, 8, 1, 16][2048, 128, 16, 16, 1]cpu" = torch.ops.aten.view.default(view_25, [2, 16, 8, 1, 16])
        cat_2: "f32[2, 16, 8, 3, 16][6144, 384, 48, 16, 1]cpu" = torch.ops.aten.cat.default([view_28, view_27, view_26], 3)
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_29: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.view.default(cat_2, [2, 16, 384])
        #> layers.0.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_30: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(view_29, [32, 384])
        permute_19: "f32[384, 32][1, 384]cpu" = torch.ops.aten.permute.default(view_30, [1, 0])
        mm_12: "f32[384, 256][256, 1]cpu" = torch.ops.aten.mm.default(permute_19, view)
        permute_20: "f32[256, 384][1, 256]cpu" = torch.ops.aten.permute.default(primals_7, [1, 0])
        permute_21: "f32[384, 256][256, 1]cpu" = torch.ops.aten.permute.default(permute_20, [1, 0])
        mm_13: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_30, permute_21)
        view_31: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_13, [2, 16, 256])
        #> layers.0.attention_norm: torch.nn.functional.rms_norm
        mul_26: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor, rsqrt)
        mul_27: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(view_31, mul_26)
        mul_28: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(view_31, primals_5)
        sum_5: "f32[1, 1, 256][256, 256, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_27, [0, 1], True)
        view_32: "f32[256][1]cpu" = torch.ops.aten.view.default(sum_5, [256])
        mul_29: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_28, wait_tensor)
        mul_30: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_28, rsqrt)
        sum_6: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_29, [2], True)
        add_8: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_7, mul_30)
        pow_5: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(rsqrt, 3)
        mul_31: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_6, -0.5)
        mul_32: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_31, pow_5)
        expand_2: "f32[2, 16, 256][16, 1, 0]cpu" = torch.ops.aten.expand.default(mul_32, [2, 16, 256])
        div_3: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.div.Scalar(expand_2, 256)
        pow_6: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(wait_tensor, 1.0)
        mul_33: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Scalar(pow_6, 2.0)
        mul_34: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(div_3, mul_33)
        add_9: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_8, mul_34)
        #> tok_embeddings: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        all_reduce_2: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(add_9, 'sum', 'mesh_tp')
        wait_tensor_6: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_2)
        #> tok_embeddings: torchtitan.models.common.embedding.Embedding.forward
        convert_element_type: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.prims.convert_element_type.default(unsqueeze, torch.float32)
        mul_35: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_6, convert_element_type)
        ge: "b8[2, 16][16, 1]cpu" = torch.ops.aten.ge.Scalar(clamp_max, 0)
        lt: "b8[2, 16][16, 1]cpu" = torch.ops.aten.lt.Scalar(clamp_max, 1024)
        bitwise_and: "b8[2, 16][16, 1]cpu" = torch.ops.aten.bitwise_and.Tensor(ge, lt)
        ne: "b8[2, 16][16, 1]cpu" = torch.ops.aten.ne.Scalar(clamp_max, -1)
        bitwise_and_1: "b8[2, 16][16, 1]cpu" = torch.ops.aten.bitwise_and.Tensor(bitwise_and, ne)
        unsqueeze_1: "b8[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.unsqueeze.default(bitwise_and_1, -1)
        full_default: "f32[1024, 256][256, 1]cpu" = torch.ops.aten.full.default([1024, 256], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _unsafe_masked_index_put_accumulate: "f32[1024, 256][256, 1]cpu" = torch.ops.aten._unsafe_masked_index_put_accumulate.default(full_default, unsqueeze_1, [clamp_max], mul_35)
        return (
            None,
            None,
            _unsafe_masked_index_put_accumulate,
            primals_2,
            view_32,
            primals_2,
            mm_12,
            primals_2,
            None,
            mm_10,
            primals_2,
            view_15,
            primals_2,
            mm_8,
            primals_2,
            mm_6,
            primals_2,
            mm_4,
            primals_2,
            view_5,
            primals_2,
            mm_2,
            primals_2
        )
