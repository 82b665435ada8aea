# fxgolden golden | case: llama3_70b/fsdp8_tp8_inductor_seq256 | artifact: g1.backward | normalizer: 7 | world: fake rank 0/64 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "bf16[8, 32, 8192][262144, 8192, 1]cpu",
        primals_4: "bf16[8192][1]cpu",
        primals_6: "bf16[1280, 8192][8192, 1]cpu",
        primals_8: "c64[131072, 64][64, 1]cpu",
        primals_10: "bf16[8192, 1024][1024, 1]cpu",
        primals_12: "bf16[8192][1]cpu",
        rsqrt: "f32[8, 32, 1][32, 1, 1]cpu",
        view: "bf16[2048, 8192][8192, 1]cpu",
        permute: "bf16[8, 8, 256, 128][262144, 128, 1024, 1]cpu",
        permute_1: "bf16[8, 1, 256, 128][32768, 128, 128, 1]cpu",
        permute_2: "bf16[8, 1, 256, 128][32768, 128, 128, 1]cpu",
        getitem: "bf16[8, 8, 256, 128][262144, 128, 1024, 1]cpu",
        getitem_1: "f32[8, 8, 256][2048, 1, 8]cpu",
        wait_tensor: "bf16[8, 32, 8192][262144, 8192, 1]cpu",
        rsqrt_1: "f32[8, 32, 1][32, 1, 1]cpu",
        view_1: "bf16[2048, 8192][8192, 1]cpu",
        mm: "bf16[2048, 3584][3584, 1]cpu",
        mm_1: "bf16[2048, 3584][3584, 1]cpu",
        view_2: "bf16[2048, 3584][3584, 1]cpu",
        permute_3: "bf16[8192, 3584][3584, 1]cpu",
        permute_4: "bf16[3584, 8192][8192, 1]cpu",
        permute_5: "bf16[3584, 8192][8192, 1]cpu",
        primals_2,
        tangents_1: "bf16[8, 32, 8192][262144, 8192, 1]cpu",
        tangents_2
    ):
        #> feed_forward.w2: torchtitan.protocols.module.Module._redistribute_outputs
        all_gather_into_tensor: "bf16[64, 32, 8192][262144, 8192, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(tangents_1, 8, 'mesh_tp')
        wait_tensor_1: "bf16[64, 32, 8192][262144, 8192, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split = torch.ops.aten.split.Tensor(wait_tensor_1, 8)
        getitem_2: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split[0]
        getitem_3: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split[1]
        getitem_4: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split[2]
        getitem_5: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split[3]
        getitem_6: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split[4]
        getitem_7: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split[5]
        getitem_8: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split[6]
        getitem_9: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split[7]
        cat: "bf16[8, 256, 8192][2097152, 8192, 1]cpu" = torch.ops.aten.cat.default([getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8, getitem_9], 1)
        #> feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_3: "bf16[2048, 8192][8192, 1]cpu" = torch.ops.aten.view.default(cat, [2048, 8192])
        permute_6: "bf16[8192, 2048][1, 8192]cpu" = torch.ops.aten.permute.default(view_3, [1, 0])
        mm_2: "bf16[8192, 3584][3584, 1]cpu" = torch.ops.aten.mm.default(permute_6, view_2)
        mm_3: "bf16[2048, 3584][3584, 1]cpu" = torch.ops.aten.mm.default(view_3, permute_3)
        view_4: "bf16[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.view.default(mm_3, [8, 256, 3584])
        #> feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_5: "bf16[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.view.default(mm, [8, 256, 3584])
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        convert_element_type: "f32[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.prims.convert_element_type.default(view_5, torch.float32)
        neg: "f32[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.neg.default(convert_element_type)
        exp: "f32[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.exp.default(neg)
        add: "f32[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.add.Tensor(exp, 1)
        div: "f32[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.div.Tensor(convert_element_type, add)
        convert_element_type_1: "bf16[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.prims.convert_element_type.default(div, torch.bfloat16)
        mul: "bf16[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.mul.Tensor(view_4, convert_element_type_1)
        #> feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_6: "bf16[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.view.default(mm_1, [8, 256, 3584])
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_1: "bf16[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.mul.Tensor(view_4, view_6)
        #> feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_7: "bf16[2048, 3584][3584, 1]cpu" = torch.ops.aten.view.default(mul, [2048, 3584])
        permute_7: "bf16[3584, 2048][1, 3584]cpu" = torch.ops.aten.permute.default(view_7, [1, 0])
        mm_4: "bf16[3584, 8192][8192, 1]cpu" = torch.ops.aten.mm.default(permute_7, view_1)
        mm_5: "bf16[2048, 8192][8192, 1]cpu" = torch.ops.aten.mm.default(view_7, permute_4)
        view_8: "bf16[8, 256, 8192][2097152, 8192, 1]cpu" = torch.ops.aten.view.default(mm_5, [8, 256, 8192])
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        convert_element_type_2: "f32[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.prims.convert_element_type.default(mul_1, torch.float32)
        sigmoid: "f32[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.sigmoid.default(convert_element_type)
        mul_2: "f32[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.mul.Tensor(convert_element_type_2, sigmoid)
        sub: "f32[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.sub.Tensor(1, sigmoid)
        mul_3: "f32[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.mul.Tensor(convert_element_type, sub)
        add_1: "f32[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.add.Tensor(mul_3, 1)
        mul_4: "f32[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, add_1)
        convert_element_type_3: "bf16[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.prims.convert_element_type.default(mul_4, torch.bfloat16)
        #> feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_9: "bf16[2048, 3584][3584, 1]cpu" = torch.ops.aten.view.default(convert_element_type_3, [2048, 3584])
        permute_8: "bf16[3584, 2048][1, 3584]cpu" = torch.ops.aten.permute.default(view_9, [1, 0])
        mm_6: "bf16[3584, 8192][8192, 1]cpu" = torch.ops.aten.mm.default(permute_8, view_1)
        mm_7: "bf16[2048, 8192][8192, 1]cpu" = torch.ops.aten.mm.default(view_9, permute_5)
        view_10: "bf16[8, 256, 8192][2097152, 8192, 1]cpu" = torch.ops.aten.view.default(mm_7, [8, 256, 8192])
        add_2: "bf16[8, 256, 8192][2097152, 8192, 1]cpu" = torch.ops.aten.add.Tensor(view_8, view_10)
        #> feed_forward: torchtitan.protocols.module.Module._redistribute_inputs
        split_1 = torch.ops.aten.split.Tensor(add_2, 32, 1)
        getitem_10: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_1[0]
        getitem_11: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_1[1]
        getitem_12: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_1[2]
        getitem_13: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_1[3]
        getitem_14: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_1[4]
        getitem_15: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_1[5]
        getitem_16: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_1[6]
        getitem_17: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_1[7]
        cat_1: "bf16[64, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.cat.default([getitem_10, getitem_11, getitem_12, getitem_13, getitem_14, getitem_15, getitem_16, getitem_17])
        reduce_scatter_tensor: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_1, 'sum', 8, 'mesh_tp')
        wait_tensor_2: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor)
        #> ffn_norm: torch.nn.functional.rms_norm
        convert_element_type_4: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.prims.convert_element_type.default(wait_tensor_2, torch.float32)
        #> (no module): torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_3: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.add.Tensor(primals_1, wait_tensor)
        #> ffn_norm: torch.nn.functional.rms_norm
        convert_element_type_5: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.prims.convert_element_type.default(add_3, torch.float32)
        mul_5: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(convert_element_type_5, rsqrt_1)
        mul_6: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(convert_element_type_4, mul_5)
        mul_7: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(convert_element_type_4, primals_12)
        sum_1: "f32[1, 1, 8192][8192, 8192, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_6, [0, 1], True)
        view_11: "f32[8192][1]cpu" = torch.ops.aten.view.default(sum_1, [8192])
        convert_element_type_6: "bf16[8192][1]cpu" = torch.ops.prims.convert_element_type.default(view_11, torch.bfloat16)
        mul_8: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(mul_7, convert_element_type_5)
        mul_9: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(mul_7, rsqrt_1)
        sum_2: "f32[8, 32, 1][32, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_8, [2], True)
        pow_1: "f32[8, 32, 1][32, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(rsqrt_1, 3)
        mul_10: "f32[8, 32, 1][32, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_2, -0.5)
        mul_11: "f32[8, 32, 1][32, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_10, pow_1)
        expand: "f32[8, 32, 8192][32, 1, 0]cpu" = torch.ops.aten.expand.default(mul_11, [8, 32, 8192])
        div_1: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.div.Scalar(expand, 8192)
        pow_2: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_5, 1.0)
        mul_12: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.mul.Scalar(pow_2, 2.0)
        mul_13: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(div_1, mul_12)
        add_4: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.add.Tensor(mul_9, mul_13)
        convert_element_type_7: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.prims.convert_element_type.default(add_4, torch.bfloat16)
        add_5: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.add.Tensor(tangents_1, convert_element_type_7)
        #> attention.wo: torchtitan.protocols.module.Module._redistribute_outputs
        all_gather_into_tensor_1: "bf16[64, 32, 8192][262144, 8192, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(add_5, 8, 'mesh_tp')
        wait_tensor_3: "bf16[64, 32, 8192][262144, 8192, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)
        split_2 = torch.ops.aten.split.Tensor(wait_tensor_3, 8)
        getitem_18: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split_2[0]
        getitem_19: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split_2[1]
        getitem_20: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split_2[2]
        getitem_21: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split_2[3]
        getitem_22: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split_2[4]
        getitem_23: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split_2[5]
        getitem_24: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split_2[6]
        getitem_25: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split_2[7]
        cat_2: "bf16[8, 256, 8192][2097152, 8192, 1]cpu" = torch.ops.aten.cat.default([getitem_18, getitem_19, getitem_20, getitem_21, getitem_22, getitem_23, getitem_24, getitem_25], 1)
        #> attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_12: "bf16[2048, 8192][8192, 1]cpu" = torch.ops.aten.view.default(cat_2, [2048, 8192])
        permute_9: "bf16[8192, 2048][1, 8192]cpu" = torch.ops.aten.permute.default(view_12, [1, 0])
        #> attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        permute_10: "bf16[8, 256, 8, 128][262144, 1024, 128, 1]cpu" = torch.ops.aten.permute.default(getitem, [0, 2, 1, 3])
        #> attention: torchtitan.models.common.attention.GQAttention.forward
        view_13: "bf16[8, 256, 1024][262144, 1024, 1]cpu" = torch.ops.aten.view.default(permute_10, [8, 256, 1024])
        #> attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_14: "bf16[2048, 1024][1024, 1]cpu" = torch.ops.aten.view.default(view_13, [2048, 1024])
        mm_8: "bf16[8192, 1024][1024, 1]cpu" = torch.ops.aten.mm.default(permute_9, view_14)
        permute_11: "bf16[1024, 8192][1, 1024]cpu" = torch.ops.aten.permute.default(primals_10, [1, 0])
        permute_12: "bf16[8192, 1024][1024, 1]cpu" = torch.ops.aten.permute.default(permute_11, [1, 0])
        mm_9: "bf16[2048, 1024][1024, 1]cpu" = torch.ops.aten.mm.default(view_12, permute_12)
        view_15: "bf16[8, 256, 1024][262144, 1024, 1]cpu" = torch.ops.aten.view.default(mm_9, [8, 256, 1024])
        #> attention: torchtitan.models.common.attention.GQAttention.forward
        view_16: "bf16[8, 256, 8, 128][262144, 1024, 128, 1]cpu" = torch.ops.aten.view.default(view_15, [8, 256, 8, 128])
        #> attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        permute_13: "bf16[8, 8, 256, 128][262144, 128, 1024, 1]cpu" = torch.ops.aten.permute.default(view_16, [0, 2, 1, 3])
        _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            permute_13,
            permute,
            permute_1,
            permute_2,
            getitem,
            getitem_1,
            0.0,
            True
        )
        getitem_26: "bf16[8, 8, 256, 128][262144, 128, 1024, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[0]
        getitem_27: "bf16[8, 1, 256, 128][32768, 128, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[1]
        getitem_28: "bf16[8, 1, 256, 128][32768, 128, 128, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward[2]
        permute_14: "bf16[8, 256, 1, 128][32768, 128, 128, 1]cpu" = torch.ops.aten.permute.default(getitem_28, [0, 2, 1, 3])
        permute_15: "bf16[8, 256, 1, 128][32768, 128, 128, 1]cpu" = torch.ops.aten.permute.default(getitem_27, [0, 2, 1, 3])
        permute_16: "bf16[8, 256, 8, 128][262144, 1024, 128, 1]cpu" = torch.ops.aten.permute.default(getitem_26, [0, 2, 1, 3])
        #> attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        convert_element_type_8: "f32[8, 256, 1, 128][32768, 128, 128, 1]cpu" = torch.ops.prims.convert_element_type.default(permute_15, torch.float32)
        convert_element_type_9: "f32[8, 256, 8, 128][262144, 1024, 128, 1]cpu" = torch.ops.prims.convert_element_type.default(permute_16, torch.float32)
        view_17: "f32[8, 256, 1, 64, 2][32768, 128, 128, 2, 1]cpu" = torch.ops.aten.view.default(convert_element_type_8, [8, 256, 1, 64, 2])
        view_as_complex: "c64[8, 256, 1, 64][16384, 64, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_17)
        #> attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_1: "c64[256, 64][64, 1]cpu" = torch.ops.aten.slice.Tensor(primals_8, 0, 0, 256)
        view_18: "c64[1, 256, 1, 64][16384, 64, 64, 1]cpu" = torch.ops.aten.view.default(slice_1, [1, 256, 1, 64])
        #> attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        _conj: "c64[1, 256, 1, 64][16384, 64, 64, 1]cpu" = torch.ops.aten._conj.default(view_18)
        clone: "c64[1, 256, 1, 64][16384, 64, 64, 1]cpu" = torch.ops.aten.clone.default(_conj)
        mul_14: "c64[8, 256, 1, 64][16384, 64, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex, clone)
        view_19: "f32[8, 256, 8, 64, 2][262144, 1024, 128, 2, 1]cpu" = torch.ops.aten.view.default(convert_element_type_9, [8, 256, 8, 64, 2])
        view_as_complex_1: "c64[8, 256, 8, 64][131072, 512, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_19)
        mul_15: "c64[8, 256, 8, 64][131072, 512, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_1, clone)
        view_as_real: "f32[8, 256, 1, 64, 2][32768, 128, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_14)
        view_20: "f32[8, 256, 1, 128][32768, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real, [8, 256, 1, 128])
        convert_element_type_10: "bf16[8, 256, 1, 128][32768, 128, 128, 1]cpu" = torch.ops.prims.convert_element_type.default(view_20, torch.bfloat16)
        view_as_real_1: "f32[8, 256, 8, 64, 2][262144, 1024, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_15)
        view_21: "f32[8, 256, 8, 128][262144, 1024, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real_1, [8, 256, 8, 128])
        convert_element_type_11: "bf16[8, 256, 8, 128][262144, 1024, 128, 1]cpu" = torch.ops.prims.convert_element_type.default(view_21, torch.bfloat16)
        #> attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        view_22: "bf16[8, 256, 1, 1, 128][32768, 128, 128, 128, 1]cpu" = torch.ops.aten.view.default(permute_14, [8, 256, 1, 1, 128])
        view_23: "bf16[8, 256, 1, 1, 128][32768, 128, 128, 128, 1]cpu" = torch.ops.aten.view.default(convert_element_type_10, [8, 256, 1, 1, 128])
        view_24: "bf16[8, 256, 1, 8, 128][262144, 1024, 1024, 128, 1]cpu" = torch.ops.aten.view.default(convert_element_type_11, [8, 256, 1, 8, 128])
        cat_3: "bf16[8, 256, 1, 10, 128][327680, 1280, 1280, 128, 1]cpu" = torch.ops.aten.cat.default([view_24, view_23, view_22], 3)
        #> attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_25: "bf16[8, 256, 1280][327680, 1280, 1]cpu" = torch.ops.aten.view.default(cat_3, [8, 256, 1280])
        #> attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        view_26: "bf16[2048, 1280][1280, 1]cpu" = torch.ops.aten.view.default(view_25, [2048, 1280])
        permute_17: "bf16[1280, 2048][1, 1280]cpu" = torch.ops.aten.permute.default(view_26, [1, 0])
        mm_10: "bf16[1280, 8192][8192, 1]cpu" = torch.ops.aten.mm.default(permute_17, view)
        permute_18: "bf16[8192, 1280][1, 8192]cpu" = torch.ops.aten.permute.default(primals_6, [1, 0])
        permute_19: "bf16[1280, 8192][8192, 1]cpu" = torch.ops.aten.permute.default(permute_18, [1, 0])
        mm_11: "bf16[2048, 8192][8192, 1]cpu" = torch.ops.aten.mm.default(view_26, permute_19)
        view_27: "bf16[8, 256, 8192][2097152, 8192, 1]cpu" = torch.ops.aten.view.default(mm_11, [8, 256, 8192])
        #> attention: torchtitan.protocols.module.Module._redistribute_inputs
        split_3 = torch.ops.aten.split.Tensor(view_27, 32, 1)
        getitem_29: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_3[0]
        getitem_30: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_3[1]
        getitem_31: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_3[2]
        getitem_32: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_3[3]
        getitem_33: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_3[4]
        getitem_34: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_3[5]
        getitem_35: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_3[6]
        getitem_36: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_3[7]
        cat_4: "bf16[64, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.cat.default([getitem_29, getitem_30, getitem_31, getitem_32, getitem_33, getitem_34, getitem_35, getitem_36])
        reduce_scatter_tensor_1: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_4, 'sum', 8, 'mesh_tp')
        wait_tensor_4: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_1)
        #> attention_norm: torch.nn.functional.rms_norm
        convert_element_type_12: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.prims.convert_element_type.default(wait_tensor_4, torch.float32)
        convert_element_type_13: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.prims.convert_element_type.default(primals_1, torch.float32)
        mul_16: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(convert_element_type_13, rsqrt)
        mul_17: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(convert_element_type_12, mul_16)
        mul_18: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(convert_element_type_12, primals_4)
        sum_3: "f32[1, 1, 8192][8192, 8192, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_17, [0, 1], True)
        view_28: "f32[8192][1]cpu" = torch.ops.aten.view.default(sum_3, [8192])
        convert_element_type_14: "bf16[8192][1]cpu" = torch.ops.prims.convert_element_type.default(view_28, torch.bfloat16)
        mul_19: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(mul_18, convert_element_type_13)
        mul_20: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(mul_18, rsqrt)
        sum_4: "f32[8, 32, 1][32, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_19, [2], True)
        pow_3: "f32[8, 32, 1][32, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(rsqrt, 3)
        mul_21: "f32[8, 32, 1][32, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_4, -0.5)
        mul_22: "f32[8, 32, 1][32, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_21, pow_3)
        expand_1: "f32[8, 32, 8192][32, 1, 0]cpu" = torch.ops.aten.expand.default(mul_22, [8, 32, 8192])
        div_2: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.div.Scalar(expand_1, 8192)
        pow_4: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_13, 1.0)
        mul_23: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.mul.Scalar(pow_4, 2.0)
        mul_24: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(div_2, mul_23)
        add_6: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.add.Tensor(mul_20, mul_24)
        convert_element_type_15: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.prims.convert_element_type.default(add_6, torch.bfloat16)
        add_7: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.add.Tensor(add_5, convert_element_type_15)
        return (
            add_7,
            primals_2,
            None,
            convert_element_type_14,
            primals_2,
            mm_10,
            primals_2,
            None,
            mm_8,
            primals_2,
            convert_element_type_6,
            primals_2,
            mm_6,
            primals_2,
            mm_4,
            primals_2,
            mm_2,
            primals_2
        )
