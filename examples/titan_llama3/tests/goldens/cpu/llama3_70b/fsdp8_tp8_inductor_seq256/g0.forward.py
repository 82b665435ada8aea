# fxgolden golden | case: llama3_70b/fsdp8_tp8_inductor_seq256 | artifact: g0.forward | normalizer: 7 | world: fake rank 0/64 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        primals_1: "bf16[8, 32, 8192][262144, 8192, 1]cpu",
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
        wait_tensor: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(primals_1)
        convert_element_type: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.prims.convert_element_type.default(wait_tensor, torch.float32)
        pow_1: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type, 2)
        mean: "f32[8, 32, 1][32, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_1, [2], True)
        add: "f32[8, 32, 1][32, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean, 9.999999747378752e-06)
        rsqrt: "f32[8, 32, 1][32, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add)
        mul: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(convert_element_type, rsqrt)
        mul_1: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(mul, primals_4)
        convert_element_type_1: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.prims.convert_element_type.default(mul_1, torch.bfloat16)
        #> attention: torchtitan.protocols.module.Module._redistribute_inputs
        all_gather_into_tensor: "bf16[64, 32, 8192][262144, 8192, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(convert_element_type_1, 8, 'mesh_tp')
        wait_tensor_1: "bf16[64, 32, 8192][262144, 8192, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split = torch.ops.aten.split.Tensor(wait_tensor_1, 8)
        getitem: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split[0]
        getitem_1: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split[1]
        getitem_2: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split[2]
        getitem_3: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split[3]
        getitem_4: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split[4]
        getitem_5: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split[5]
        getitem_6: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split[6]
        getitem_7: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split[7]
        cat: "bf16[8, 256, 8192][2097152, 8192, 1]cpu" = torch.ops.aten.cat.default([getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7], 1)
        #> attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        permute: "bf16[8192, 1280][1, 8192]cpu" = torch.ops.aten.permute.default(primals_6, [1, 0])
        view: "bf16[2048, 8192][8192, 1]cpu" = torch.ops.aten.view.default(cat, [2048, 8192])
        mm: "bf16[2048, 1280][1280, 1]cpu" = torch.ops.aten.mm.default(view, permute)
        view_1: "bf16[8, 256, 1280][327680, 1280, 1]cpu" = torch.ops.aten.view.default(mm, [8, 256, 1280])
        #> attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        view_2: "bf16[8, 256, 1, 10, 128][327680, 1280, 1280, 128, 1]cpu" = torch.ops.aten.view.default(view_1, [8, 256, 1, 10, 128])
        #> attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        split_with_sizes = torch.ops.aten.split_with_sizes.default(view_2, [8, 1, 1], -2)
        getitem_8: "bf16[8, 256, 1, 8, 128][327680, 1280, 1280, 128, 1]cpu" = split_with_sizes[0]
        getitem_9: "bf16[8, 256, 1, 1, 128][327680, 1280, 1280, 128, 1]cpu" = split_with_sizes[1]
        getitem_10: "bf16[8, 256, 1, 1, 128][327680, 1280, 1280, 128, 1]cpu" = split_with_sizes[2]
        view_3: "bf16[8, 256, 8, 128][327680, 1280, 128, 1]cpu" = torch.ops.aten.view.default(getitem_8, [8, 256, 8, 128])
        clone: "bf16[8, 256, 8, 128][262144, 1024, 128, 1]cpu" = torch.ops.aten.clone.default(view_3, memory_format = torch.contiguous_format)
        view_4: "bf16[8, 256, 1, 128][327680, 1280, 1280, 1]cpu" = torch.ops.aten.view.default(getitem_9, [8, 256, 1, 128])
        clone_1: "bf16[8, 256, 1, 128][32768, 128, 128, 1]cpu" = torch.ops.aten.clone.default(view_4, memory_format = torch.contiguous_format)
        view_5: "bf16[8, 256, 1, 128][327680, 1280, 1280, 1]cpu" = torch.ops.aten.view.default(getitem_10, [8, 256, 1, 128])
        clone_2: "bf16[8, 256, 1, 128][32768, 128, 128, 1]cpu" = torch.ops.aten.clone.default(view_5, memory_format = torch.contiguous_format)
        #> attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        slice_1: "c64[256, 64][64, 1]cpu" = torch.ops.aten.slice.Tensor(primals_8, 0, 0, 256)
        view_6: "c64[1, 256, 1, 64][16384, 64, 64, 1]cpu" = torch.ops.aten.view.default(slice_1, [1, 256, 1, 64])
        #> attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        convert_element_type_2: "f32[8, 256, 8, 128][262144, 1024, 128, 1]cpu" = torch.ops.prims.convert_element_type.default(clone, torch.float32)
        view_7: "f32[8, 256, 8, 64, 2][262144, 1024, 128, 2, 1]cpu" = torch.ops.aten.view.default(convert_element_type_2, [8, 256, 8, 64, 2])
        view_as_complex: "c64[8, 256, 8, 64][131072, 512, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_7)
        convert_element_type_3: "f32[8, 256, 1, 128][32768, 128, 128, 1]cpu" = torch.ops.prims.convert_element_type.default(clone_1, torch.float32)
        view_8: "f32[8, 256, 1, 64, 2][32768, 128, 128, 2, 1]cpu" = torch.ops.aten.view.default(convert_element_type_3, [8, 256, 1, 64, 2])
        view_as_complex_1: "c64[8, 256, 1, 64][16384, 64, 64, 1]cpu" = torch.ops.aten.view_as_complex.default(view_8)
        mul_2: "c64[8, 256, 8, 64][131072, 512, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex, view_6)
        view_as_real: "f32[8, 256, 8, 64, 2][262144, 1024, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_2)
        view_9: "f32[8, 256, 8, 128][262144, 1024, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real, [8, 256, 8, 128])
        mul_3: "c64[8, 256, 1, 64][16384, 64, 64, 1]cpu" = torch.ops.aten.mul.Tensor(view_as_complex_1, view_6)
        view_as_real_1: "f32[8, 256, 1, 64, 2][32768, 128, 128, 2, 1]cpu" = torch.ops.aten.view_as_real.default(mul_3)
        view_10: "f32[8, 256, 1, 128][32768, 128, 128, 1]cpu" = torch.ops.aten.view.default(view_as_real_1, [8, 256, 1, 128])
        convert_element_type_4: "bf16[8, 256, 8, 128][262144, 1024, 128, 1]cpu" = torch.ops.prims.convert_element_type.default(view_9, torch.bfloat16)
        convert_element_type_5: "bf16[8, 256, 1, 128][32768, 128, 128, 1]cpu" = torch.ops.prims.convert_element_type.default(view_10, torch.bfloat16)
        #> attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        permute_1: "bf16[8, 8, 256, 128][262144, 128, 1024, 1]cpu" = torch.ops.aten.permute.default(convert_element_type_4, [0, 2, 1, 3])
        permute_2: "bf16[8, 1, 256, 128][32768, 128, 128, 1]cpu" = torch.ops.aten.permute.default(convert_element_type_5, [0, 2, 1, 3])
        permute_3: "bf16[8, 1, 256, 128][32768, 128, 128, 1]cpu" = torch.ops.aten.permute.default(clone_2, [0, 2, 1, 3])
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(permute_1, permute_2, permute_3, 0.0, True)
        getitem_11: "bf16[8, 8, 256, 128][262144, 128, 1024, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu[0]
        getitem_12: "f32[8, 8, 256][2048, 1, 8]cpu" = _scaled_dot_product_flash_attention_for_cpu[1]
        permute_4: "bf16[8, 256, 8, 128][262144, 1024, 128, 1]cpu" = torch.ops.aten.permute.default(getitem_11, [0, 2, 1, 3])
        #> attention: torchtitan.models.common.attention.GQAttention.forward
        view_11: "bf16[8, 256, 1024][262144, 1024, 1]cpu" = torch.ops.aten.view.default(permute_4, [8, 256, 1024])
        #> attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        permute_5: "bf16[1024, 8192][1, 1024]cpu" = torch.ops.aten.permute.default(primals_10, [1, 0])
        view_12: "bf16[2048, 1024][1024, 1]cpu" = torch.ops.aten.view.default(view_11, [2048, 1024])
        mm_1: "bf16[2048, 8192][8192, 1]cpu" = torch.ops.aten.mm.default(view_12, permute_5)
        view_13: "bf16[8, 256, 8192][2097152, 8192, 1]cpu" = torch.ops.aten.view.default(mm_1, [8, 256, 8192])
        #> attention.wo: torchtitan.protocols.module.Module._redistribute_outputs
        split_1 = torch.ops.aten.split.Tensor(view_13, 32, 1)
        getitem_13: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_1[0]
        getitem_14: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_1[1]
        getitem_15: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_1[2]
        getitem_16: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_1[3]
        getitem_17: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_1[4]
        getitem_18: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_1[5]
        getitem_19: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_1[6]
        getitem_20: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_1[7]
        cat_1: "bf16[64, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.cat.default([getitem_13, getitem_14, getitem_15, getitem_16, getitem_17, getitem_18, getitem_19, getitem_20])
        reduce_scatter_tensor: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_1, 'sum', 8, 'mesh_tp')
        wait_tensor_2: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor)
        #> (no module): torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_1: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.add.Tensor(primals_1, wait_tensor_2)
        #> ffn_norm: torch.nn.functional.rms_norm
        convert_element_type_6: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.prims.convert_element_type.default(add_1, torch.float32)
        pow_2: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(convert_element_type_6, 2)
        mean_1: "f32[8, 32, 1][32, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_2, [2], True)
        add_2: "f32[8, 32, 1][32, 1, 1]cpu" = torch.ops.aten.add.Scalar(mean_1, 9.999999747378752e-06)
        rsqrt_1: "f32[8, 32, 1][32, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add_2)
        mul_4: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(convert_element_type_6, rsqrt_1)
        mul_5: "f32[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.mul.Tensor(mul_4, primals_12)
        convert_element_type_7: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.prims.convert_element_type.default(mul_5, torch.bfloat16)
        #> feed_forward: torchtitan.protocols.module.Module._redistribute_inputs
        all_gather_into_tensor_1: "bf16[64, 32, 8192][262144, 8192, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(convert_element_type_7, 8, 'mesh_tp')
        wait_tensor_3: "bf16[64, 32, 8192][262144, 8192, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)
        split_2 = torch.ops.aten.split.Tensor(wait_tensor_3, 8)
        getitem_21: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split_2[0]
        getitem_22: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split_2[1]
        getitem_23: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split_2[2]
        getitem_24: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split_2[3]
        getitem_25: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split_2[4]
        getitem_26: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split_2[5]
        getitem_27: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split_2[6]
        getitem_28: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = split_2[7]
        cat_2: "bf16[8, 256, 8192][2097152, 8192, 1]cpu" = torch.ops.aten.cat.default([getitem_21, getitem_22, getitem_23, getitem_24, getitem_25, getitem_26, getitem_27, getitem_28], 1)
        #> feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        permute_6: "bf16[8192, 3584][1, 8192]cpu" = torch.ops.aten.permute.default(primals_14, [1, 0])
        view_14: "bf16[2048, 8192][8192, 1]cpu" = torch.ops.aten.view.default(cat_2, [2048, 8192])
        mm_2: "bf16[2048, 3584][3584, 1]cpu" = torch.ops.aten.mm.default(view_14, permute_6)
        view_15: "bf16[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.view.default(mm_2, [8, 256, 3584])
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        convert_element_type_8: "f32[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.prims.convert_element_type.default(view_15, torch.float32)
        neg: "f32[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.neg.default(convert_element_type_8)
        exp: "f32[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.exp.default(neg)
        add_3: "f32[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.add.Tensor(exp, 1)
        div: "f32[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.div.Tensor(convert_element_type_8, add_3)
        convert_element_type_9: "bf16[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.prims.convert_element_type.default(div, torch.bfloat16)
        #> feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        permute_7: "bf16[8192, 3584][1, 8192]cpu" = torch.ops.aten.permute.default(primals_16, [1, 0])
        mm_3: "bf16[2048, 3584][3584, 1]cpu" = torch.ops.aten.mm.default(view_14, permute_7)
        view_16: "bf16[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.view.default(mm_3, [8, 256, 3584])
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_6: "bf16[8, 256, 3584][917504, 3584, 1]cpu" = torch.ops.aten.mul.Tensor(convert_element_type_9, view_16)
        #> feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        permute_8: "bf16[3584, 8192][1, 3584]cpu" = torch.ops.aten.permute.default(primals_18, [1, 0])
        view_17: "bf16[2048, 3584][3584, 1]cpu" = torch.ops.aten.view.default(mul_6, [2048, 3584])
        mm_4: "bf16[2048, 8192][8192, 1]cpu" = torch.ops.aten.mm.default(view_17, permute_8)
        view_18: "bf16[8, 256, 8192][2097152, 8192, 1]cpu" = torch.ops.aten.view.default(mm_4, [8, 256, 8192])
        #> feed_forward.w2: torchtitan.protocols.module.Module._redistribute_outputs
        split_3 = torch.ops.aten.split.Tensor(view_18, 32, 1)
        getitem_29: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_3[0]
        getitem_30: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_3[1]
        getitem_31: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_3[2]
        getitem_32: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_3[3]
        getitem_33: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_3[4]
        getitem_34: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_3[5]
        getitem_35: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_3[6]
        getitem_36: "bf16[8, 32, 8192][2097152, 8192, 1]cpu" = split_3[7]
        cat_3: "bf16[64, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.cat.default([getitem_29, getitem_30, getitem_31, getitem_32, getitem_33, getitem_34, getitem_35, getitem_36])
        reduce_scatter_tensor_1: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_3, 'sum', 8, 'mesh_tp')
        wait_tensor_4: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_1)
        #> (no module): torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        add_4: "bf16[8, 32, 8192][262144, 8192, 1]cpu" = torch.ops.aten.add.Tensor(add_1, wait_tensor_4)
        #> feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        permute_9: "bf16[8192, 3584][3584, 1]cpu" = torch.ops.aten.permute.default(permute_8, [1, 0])
        #> feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        permute_10: "bf16[3584, 8192][8192, 1]cpu" = torch.ops.aten.permute.default(permute_7, [1, 0])
        #> feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        permute_11: "bf16[3584, 8192][8192, 1]cpu" = torch.ops.aten.permute.default(permute_6, [1, 0])
        return (
            add_4,
            primals_2,
            primals_4,
            primals_6,
            primals_8,
            primals_10,
            primals_12,
            wait_tensor,
            rsqrt,
            view,
            permute_1,
            permute_2,
            permute_3,
            getitem_11,
            getitem_12,
            add_1,
            rsqrt_1,
            view_14,
            mm_2,
            mm_3,
            view_17,
            permute_9,
            permute_10,
            permute_11,
            primals_2
        )
