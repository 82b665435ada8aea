# fxgolden golden | case: llama3/layer_inductor | artifact: g0.forward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "i64[2, 16][16, 1]cpu",
        primals_2,
        primals_3: "f32[1024, 256][256, 1]cpu",
        primals_4,
        primals_5: "f32[256][1]cpu",
        primals_6,
        primals_7: "f32[384, 256][256, 1]cpu",
        primals_8,
        primals_9: "c64[131072, 8][8, 1]cpu",
        primals_10,
        primals_11: "f32[256, 128][128, 1]cpu",
        primals_12,
        primals_13: "f32[256][1]cpu",
        primals_14,
        primals_15: "f32[384, 256][256, 1]cpu",
        primals_16,
        primals_17: "f32[384, 256][256, 1]cpu",
        primals_18,
        primals_19: "f32[256, 384][384, 1]cpu",
        primals_20,
        primals_21: "f32[256][1]cpu",
        primals_22,
        primals_23: "f32[1024, 256][256, 1]cpu",
        primals_24
    ):
        #> tok_embeddings: torchtitan.models.common.embedding.Embedding.forward
        ge: "b8[2, 16][16, 1]cpu" = torch.ops.aten.ge.Scalar(primals_1, 0)
        lt: "b8[2, 16][16, 1]cpu" = torch.ops.aten.lt.Scalar(primals_1, 1024)
        bitwise_and: "b8[2, 16][16, 1]cpu" = torch.ops.aten.bitwise_and.Tensor(ge, lt)
        sub: "i64[2, 16][16, 1]cpu" = torch.ops.aten.sub.Tensor(primals_1, 0)
        clamp_min: "i64[2, 16][16, 1]cpu" = torch.ops.aten.clamp_min.default(sub, 0)
        clamp_max: "i64[2, 16][16, 1]cpu" = torch.ops.aten.clamp_max.default(clamp_min, 1023)
        embedding: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.embedding.default(primals_3, clamp_max)
        unsqueeze: "b8[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.unsqueeze.default(bitwise_and, -1)
        convert_element_type: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.prims.convert_element_type.default(unsqueeze, torch.float32)
        mul: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(embedding, convert_element_type)
        #> tok_embeddings: torchtitan.protocols.module.Module._redistribute_outputs
        all_reduce: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(mul, 'sum', 'mesh_tp')
        wait_tensor: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> layers.0.attention_norm: torch.nn.functional.rms_norm
        pow_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(wait_tensor, 2)
        mean: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_1, [2], True)
        add: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean, 9.999999747378752e-06)
        rsqrt: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add)
        mul_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor, rsqrt)
        mul_2: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_1, primals_5)
        #> layers.0.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        permute: "f32[256, 384][1, 256]cpu" = torch.ops.aten.permute.default(primals_7, [1, 0])
        view: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(mul_2, [32, 256])
        mm: "f32[32, 384][384, 1]cpu" = torch.ops.aten.mm.default(view, permute)
        view_1: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.view.default(mm, [2, 16, 384])
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_2: "f32[2, 16, 8, 3, 16][6144, 384, 48, 16, 1]cpu" = torch.ops.aten.view.default(view_1, [2, 16, 8, 3, 16])
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        split_with_sizes = torch.ops.aten.split_with_sizes.default(view_2, [1, 1, 1], -2)
        getitem: "f32[2, 16, 8, 1, 16][6144, 384, 48, 16, 1]cpu" = split_with_sizes[0]
        getitem_1: "f32[2, 16, 8, 1, 16][6144, 384, 48, 16, 1]cpu" = split_with_sizes[1]
        getitem_2: "f32[2, 16, 8, 1, 16][6144, 384, 48, 16, 1]cpu" = split_with_sizes[2]
        view_3: "f32[2, 16, 8, 16][6144, 384, 48, 1]cpu" = torch.ops.aten.view.default(getitem, [2, 16, 8, 16])
        clone: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.clone.default(view_3, memory_format = torch.contiguous_format)
        view_4: "f32[2, 16, 8, 16][6144, 384, 48, 1]cpu" = torch.ops.aten.view.default(getitem_1, [2, 16, 8, 16])
        clone_1: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.clone.default(view_4, memory_format = torch.contiguous_format)
        view_5: "f32[2, 16, 8, 16][6144, 384, 48, 1]cpu" = torch.ops.aten.view.default(getitem_2, [2, 16, 8, 16])
        clone_2: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.clone.default(view_5, memory_format = torch.contiguous_format)
        #> layers.0.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_1: "c64[16, 8][8, 1]cpu" = torch.ops.aten.slice.Tensor(primals_9, 0, 0, 16)
        view_6: "c64[1, 16, 1, 8][128, 8, 8, 1]cpu" = torch.ops.aten.view.default(slice_1, [1, 16, 1, 8])
        #> layers.0.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        view_7: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view.default(clone, [2, 16, 8, 8, 2])
        view_as_complex: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.view_as_complex.default(view_7)
        view_8: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view.default(clone_1, [2, 16, 8, 8, 2])
        view_as_complex_1: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.view_as_complex.default(view_8)
        mul_3: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex, view_6)
        view_as_real: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_3)
        view_9: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_as_real, [2, 16, 8, 16])
        mul_4: "c64[2, 16, 8, 8][1024, 64, 8, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_1, view_6)
        view_as_real_1: "f32[2, 16, 8, 8, 2][2048, 128, 16, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_4)
        view_10: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.view.default(view_as_real_1, [2, 16, 8, 16])
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        permute_1: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.permute.default(view_9, [0, 2, 1, 3])
        permute_2: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.permute.default(view_10, [0, 2, 1, 3])
        permute_3: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch.ops.aten.permute.default(clone_2, [0, 2, 1, 3])
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(permute_1, permute_2, permute_3, 0.0, True)
        getitem_3: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_4: "f32[2, 8, 16][128, 1, 8]cpu" = _scaled_dot_product_flash_attention_for_cpu[1]
        permute_4: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = torch.ops.aten.permute.default(getitem_3, [0, 2, 1, 3])
        #> layers.0.attention: torchtitan.models.common.attention.GQAttention.forward
        view_11: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.ops.aten.view.default(permute_4, [2, 16, 128])
        #> layers.0.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        permute_5: "f32[128, 256][1, 128]cpu" = torch.ops.aten.permute.default(primals_11, [1, 0])
        view_12: "f32[32, 128][128, 1]cpu" = torch.ops.aten.view.default(view_11, [32, 128])
        mm_1: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_12, permute_5)
        view_13: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_1, [2, 16, 256])
        #> layers.0.attention.wo: torchtitan.protocols.module.Module._redistribute_outputs
        all_reduce_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_13, 'sum', 'mesh_tp')
        wait_tensor_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_1: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor, wait_tensor_1)
        #> layers.0.ffn_norm: torch.nn.functional.rms_norm
        pow_2: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_1, 2)
        mean_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_2, [2], True)
        add_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean_1, 9.999999747378752e-06)
        rsqrt_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_2)
        mul_5: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_1, rsqrt_1)
        mul_6: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_5, primals_13)
        #> layers.0.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        permute_6: "f32[256, 384][1, 256]cpu" = torch.ops.aten.permute.default(primals_15, [1, 0])
        view_14: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(mul_6, [32, 256])
        mm_2: "f32[32, 384][384, 1]cpu" = torch.ops.aten.mm.default(view_14, permute_6)
        view_15: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.view.default(mm_2, [2, 16, 384])
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        neg: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.neg.default(view_15)
        exp: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.exp.default(neg)
        add_3: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.add.Tensor(exp, 1)
        div: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.div.Tensor(view_15, add_3)
        #> layers.0.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        permute_7: "f32[256, 384][1, 256]cpu" = torch.ops.aten.permute.default(primals_17, [1, 0])
        mm_3: "f32[32, 384][384, 1]cpu" = torch.ops.aten.mm.default(view_14, permute_7)
        view_16: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.view.default(mm_3, [2, 16, 384])
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_7: "f32[2, 16, 384][6144, 384, 1]cpu" = torch.ops.aten.mul.Tensor(div, view_16)
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        permute_8: "f32[384, 256][1, 384]cpu" = torch.ops.aten.permute.default(primals_19, [1, 0])
        view_17: "f32[32, 384][384, 1]cpu" = torch.ops.aten.view.default(mul_7, [32, 384])
        mm_4: "f32[32, 256][256, 1]cpu" = torch.ops.aten.mm.default(view_17, permute_8)
        view_18: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.view.default(mm_4, [2, 16, 256])
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module._redistribute_outputs
        all_reduce_2: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(view_18, 'sum', 'mesh_tp')
        wait_tensor_2: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_2)
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_4: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.add.Tensor(add_1, wait_tensor_2)
        #> norm: torch.nn.functional.rms_norm
        pow_3: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(add_4, 2)
        mean_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_3, [2], True)
        add_5: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean_2, 9.999999747378752e-06)
        rsqrt_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_5)
        mul_8: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(add_4, rsqrt_2)
        mul_9: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.ops.aten.mul.Tensor(mul_8, primals_21)
        #> lm_head: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        permute_9: "f32[256, 1024][1, 256]cpu" = torch.ops.aten.permute.default(primals_23, [1, 0])
        view_19: "f32[32, 256][256, 1]cpu" = torch.ops.aten.view.default(mul_9, [32, 256])
        mm_5: "f32[32, 1024][1024, 1]cpu" = torch.ops.aten.mm.default(view_19, permute_9)
        view_20: "f32[2, 16, 1024][16384, 1024, 1]cpu" = torch.ops.aten.view.default(mm_5, [2, 16, 1024])
        permute_10: "f32[1024, 256][256, 1]cpu" = torch.ops.aten.permute.default(permute_9, [1, 0])
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        all_gather_into_tensor: "f32[64, 384][384, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_17, 2, 'mesh_tp')
        wait_tensor_3: "f32[64, 384][384, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split = torch.ops.aten.split.Tensor(wait_tensor_3, 32)
        getitem_5: "f32[32, 384][384, 1]cpu" = split[0]
        getitem_6: "f32[32, 384][384, 1]cpu" = split[1]
        cat: "f32[32, 768][768, 1]cpu" = torch.ops.aten.cat.default([getitem_5, getitem_6], 1)
        permute_11: "f32[256, 384][384, 1]cpu" = torch.ops.aten.permute.default(permute_8, [1, 0])
        #> layers.0.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        permute_12: "f32[384, 256][256, 1]cpu" = torch.ops.aten.permute.default(permute_7, [1, 0])
        #> layers.0.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        permute_13: "f32[384, 256][256, 1]cpu" = torch.ops.aten.permute.default(permute_6, [1, 0])
        #> layers.0.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        all_gather_into_tensor_1: "f32[64, 128][128, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_12, 2, 'mesh_tp')
        wait_tensor_4: "f32[64, 128][128, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)
        split_1 = torch.ops.aten.split.Tensor(wait_tensor_4, 32)
        getitem_7: "f32[32, 128][128, 1]cpu" = split_1[0]
        getitem_8: "f32[32, 128][128, 1]cpu" = split_1[1]
        cat_1: "f32[32, 256][256, 1]cpu" = torch.ops.aten.cat.default([getitem_7, getitem_8], 1)
        return (
            view_20,
            primals_2,
            primals_5,
            primals_7,
            primals_9,
            primals_11,
            primals_13,
            primals_21,
            clamp_max,
            unsqueeze,
            wait_tensor,
            rsqrt,
            view,
            permute_1,
            permute_2,
            permute_3,
            getitem_3,
            getitem_4,
            wait_tensor_1,
            rsqrt_1,
            view_14,
            mm_2,
            mm_3,
            add_4,
            rsqrt_2,
            view_19,
            permute_10,
            cat,
            permute_11,
            permute_12,
            permute_13,
            cat_1,
            primals_2
        )
