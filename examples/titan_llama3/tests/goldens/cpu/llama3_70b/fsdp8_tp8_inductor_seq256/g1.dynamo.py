# fxgolden golden | case: llama3_70b/fsdp8_tp8_inductor_seq256 | artifact: g1.dynamo | normalizer: 7 | world: fake rank 0/64 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_x_: "DTensor(bf16[8, 256, 8192][2097152, 8192, 1]cpu, S(1))",
        L_x_device_mesh : torch.distributed.device_mesh.DeviceMesh,
        L_self_modules_attention_norm_parameters_weight_: "DTensor(bf16[8192][1]cpu, R)",
        L_self_modules_attention_modules_qkv_linear_modules_wqkv_parameters_weight_: "DTensor(bf16[10240, 8192][8192, 1]cpu, S(0))",
        L_self_modules_attention_modules_rope_buffers_cache_: "DTensor(c64[131072, 64][64, 1]cpu, R)",
        L_self_modules_attention_modules_wo_parameters_weight_: "DTensor(bf16[8192, 8192][8192, 1]cpu, S(1))",
        L_self_modules_ffn_norm_parameters_weight_: "DTensor(bf16[8192][1]cpu, R)",
        L_self_modules_feed_forward_modules_w1_parameters_weight_: "DTensor(bf16[28672, 8192][8192, 1]cpu, S(0))",
        L_self_modules_feed_forward_modules_w3_parameters_weight_: "DTensor(bf16[28672, 8192][8192, 1]cpu, S(0))",
        L_self_modules_feed_forward_modules_w2_parameters_weight_: "DTensor(bf16[8192, 28672][28672, 1]cpu, S(1))"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> attention_norm: torch.nn.functional.rms_norm
        outputs: "DTensor(bf16[8, 256, 8192][2097152, 8192, 1]cpu, S(1))" = torch.rms_norm(l_x_, (8192,), l_self_modules_attention_norm_parameters_weight_, 1e-05)
        #> attention: torchtitan.protocols.module.Module._redistribute_inputs
        value: "DTensor(bf16[8, 256, 8192][2097152, 8192, 1]cpu, R)" = outputs.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True)
        #> attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_1: "DTensor(bf16[8, 256, 10240][2621440, 10240, 1]cpu, S(2))" = torch._C._nn.linear(value, l_self_modules_attention_modules_qkv_linear_modules_wqkv_parameters_weight_, None)
        #> attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        qkv: "DTensor(bf16[8, 256, 8, 10, 128][2621440, 10240, 1280, 128, 1]cpu, S(2))" = outputs_1.view(8, 256, -1, 10, 128)
        getattr_1 = qkv.device_mesh
        #> attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        local_arg: "bf16[8, 256, 1, 10, 128][327680, 1280, 1280, 128, 1]cpu" = qkv.to_local(grad_placements = (torch.distributed.tensor.placement_types.Shard(dim=2),))
        #> attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        split = torch.functional.split(local_arg, [8, 1, 1], dim = -2)
        xq: "bf16[8, 256, 1, 8, 128][327680, 1280, 1280, 128, 1]cpu" = split[0]
        xk: "bf16[8, 256, 1, 1, 128][327680, 1280, 1280, 128, 1]cpu" = split[1]
        xv: "bf16[8, 256, 1, 1, 128][327680, 1280, 1280, 128, 1]cpu" = split[2]
        reshape: "bf16[8, 256, 8, 128][327680, 1280, 128, 1]cpu" = xq.reshape(8, 256, -1, 128)
        child: "bf16[8, 256, 8, 128][262144, 1024, 128, 1]cpu" = reshape.contiguous()
        reshape_1: "bf16[8, 256, 1, 128][327680, 1280, 1280, 1]cpu" = xk.reshape(8, 256, -1, 128)
        child_1: "bf16[8, 256, 1, 128][32768, 128, 128, 1]cpu" = reshape_1.contiguous()
        reshape_2: "bf16[8, 256, 1, 128][327680, 1280, 1280, 1]cpu" = xv.reshape(8, 256, -1, 128)
        child_2: "bf16[8, 256, 1, 128][32768, 128, 128, 1]cpu" = reshape_2.contiguous()
        #> attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        xq_BLNH: "DTensor(bf16[8, 256, 64, 128][2097152, 8192, 128, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            child,
            getattr_1,
            (torch.distributed.tensor.placement_types.Shard(dim=2),),
            run_check = False
        )
        xk_BLNH: "DTensor(bf16[8, 256, 8, 128][262144, 1024, 128, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            child_1,
            getattr_1,
            (torch.distributed.tensor.placement_types.Shard(dim=2),),
            run_check = False
        )
        xv_BLNH: "DTensor(bf16[8, 256, 8, 128][262144, 1024, 128, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            child_2,
            getattr_1,
            (torch.distributed.tensor.placement_types.Shard(dim=2),),
            run_check = False
        )
        #> attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        rope_cache: "DTensor(c64[256, 64][64, 1]cpu, R)" = l_self_modules_attention_modules_rope_buffers_cache_[slice(0, 256, None)]
        reshaped_cache: "DTensor(c64[1, 256, 1, 64][16384, 64, 64, 1]cpu, R)" = rope_cache.view(1, 256, 1, 64)
        #> attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        float_1: "DTensor(f32[8, 256, 64, 128][2097152, 8192, 128, 1]cpu, S(2))" = xq_BLNH.float()
        reshape_3: "DTensor(f32[8, 256, 64, 64, 2][2097152, 8192, 128, 2, 1]cpu, S(2))" = float_1.reshape(8, 256, 64, -1, 2)
        xq_: "DTensor(c64[8, 256, 64, 64][1048576, 4096, 64, 1]cpu, S(2))" = torch.view_as_complex(reshape_3)
        float_2: "DTensor(f32[8, 256, 8, 128][262144, 1024, 128, 1]cpu, S(2))" = xk_BLNH.float()
        reshape_4: "DTensor(f32[8, 256, 8, 64, 2][262144, 1024, 128, 2, 1]cpu, S(2))" = float_2.reshape(8, 256, 8, -1, 2)
        xk_: "DTensor(c64[8, 256, 8, 64][131072, 512, 64, 1]cpu, S(2))" = torch.view_as_complex(reshape_4)
        mul: "DTensor(c64[8, 256, 64, 64][1048576, 4096, 64, 1]cpu, S(2))" = xq_ * reshaped_cache
        view_as_real: "DTensor(f32[8, 256, 64, 64, 2][2097152, 8192, 128, 2, 1]cpu, S(2))" = torch.view_as_real(mul)
        xq_out: "DTensor(f32[8, 256, 64, 128][2097152, 8192, 128, 1]cpu, S(2))" = view_as_real.flatten(3)
        mul_1: "DTensor(c64[8, 256, 8, 64][131072, 512, 64, 1]cpu, S(2))" = xk_ * reshaped_cache
        view_as_real_1: "DTensor(f32[8, 256, 8, 64, 2][262144, 1024, 128, 2, 1]cpu, S(2))" = torch.view_as_real(mul_1)
        xk_out: "DTensor(f32[8, 256, 8, 128][262144, 1024, 128, 1]cpu, S(2))" = view_as_real_1.flatten(3)
        xq_BLNH_1: "DTensor(bf16[8, 256, 64, 128][2097152, 8192, 128, 1]cpu, S(2))" = xq_out.type_as(xq_BLNH)
        xk_BLNH_1: "DTensor(bf16[8, 256, 8, 128][262144, 1024, 128, 1]cpu, S(2))" = xk_out.type_as(xk_BLNH)
        #> attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        local_arg_1: "bf16[8, 256, 8, 128][262144, 1024, 128, 1]cpu" = xq_BLNH_1.to_local(grad_placements = (torch.distributed.tensor.placement_types.Shard(dim=2),))
        local_arg_2: "bf16[8, 256, 1, 128][32768, 128, 128, 1]cpu" = xk_BLNH_1.to_local(grad_placements = (torch.distributed.tensor.placement_types.Shard(dim=2),))
        local_arg_3: "bf16[8, 256, 1, 128][32768, 128, 128, 1]cpu" = xv_BLNH.to_local(grad_placements = (torch.distributed.tensor.placement_types.Shard(dim=2),))
        #> attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        q_BNLH: "bf16[8, 8, 256, 128][262144, 128, 1024, 1]cpu" = local_arg_1.transpose(1, 2)
        k_BNLH: "bf16[8, 1, 256, 128][32768, 128, 128, 1]cpu" = local_arg_2.transpose(1, 2)
        v_BNLH: "bf16[8, 1, 256, 128][32768, 128, 128, 1]cpu" = local_arg_3.transpose(1, 2)
        #> (no source recorded)
        _backend_from_string = torch.nn.attention._backend_from_string('CUDNN_ATTENTION')
        _backend_from_string_1 = torch.nn.attention._backend_from_string('FLASH_ATTENTION')
        _backend_from_string_2 = torch.nn.attention._backend_from_string('MATH')
        _sdpa_kernel = torch.nn.attention._sdpa_kernel([_backend_from_string, _backend_from_string_1, _backend_from_string_2], True)
        #> attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        out_BNLH: "bf16[8, 8, 256, 128][262144, 128, 1024, 1]cpu" = torch._C._nn.scaled_dot_product_attention(q_BNLH, k_BNLH, v_BNLH, scale = None, is_causal = True, enable_gqa = True)
        #> (no source recorded)
        _backend_from_string_3 = torch.nn.attention._backend_from_string('FLASH_ATTENTION')
        _backend_from_string_4 = torch.nn.attention._backend_from_string('EFFICIENT_ATTENTION')
        _backend_from_string_5 = torch.nn.attention._backend_from_string('MATH')
        _backend_from_string_6 = torch.nn.attention._backend_from_string('CUDNN_ATTENTION')
        _backend_from_string_7 = torch.nn.attention._backend_from_string('OVERRIDEABLE')
        _sdpa_kernel_1 = torch.nn.attention._sdpa_kernel([_backend_from_string_3, _backend_from_string_4, _backend_from_string_5, _backend_from_string_6, _backend_from_string_7], True)
        #> attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        out: "bf16[8, 256, 8, 128][262144, 1024, 128, 1]cpu" = out_BNLH.transpose(1, 2)
        #> attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        outputs_2: "DTensor(bf16[8, 256, 64, 128][2097152, 8192, 128, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            out,
            l_x_device_mesh,
            (torch.distributed.tensor.placement_types.Shard(dim=2),),
            run_check = False
        )
        #> attention: torchtitan.models.common.attention.GQAttention.forward
        out_BLNH: "DTensor(bf16[8, 256, 64, 128][2097152, 8192, 128, 1]cpu, S(2))" = outputs_2.contiguous()
        out_BLD: "DTensor(bf16[8, 256, 8192][2097152, 8192, 1]cpu, S(2))" = out_BLNH.flatten(2)
        #> attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_3: "DTensor(bf16[8, 256, 8192][2097152, 8192, 1]cpu, P(sum))" = torch._C._nn.linear(out_BLD, l_self_modules_attention_modules_wo_parameters_weight_, None)
        #> attention.wo: torchtitan.protocols.module.Module._redistribute_outputs
        outputs_4: "DTensor(bf16[8, 256, 8192][2097152, 8192, 1]cpu, S(1))" = outputs_3.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=1),), async_op = True)
        #> (no module): torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        h: "DTensor(bf16[8, 256, 8192][2097152, 8192, 1]cpu, S(1))" = l_x_ + outputs_4
        #> ffn_norm: torch.nn.functional.rms_norm
        outputs_5: "DTensor(bf16[8, 256, 8192][2097152, 8192, 1]cpu, S(1))" = torch.rms_norm(h, (8192,), l_self_modules_ffn_norm_parameters_weight_, 1e-05)
        #> feed_forward: torchtitan.protocols.module.Module._redistribute_inputs
        value_1: "DTensor(bf16[8, 256, 8192][2097152, 8192, 1]cpu, R)" = outputs_5.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True)
        #> feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_6: "DTensor(bf16[8, 256, 28672][7340032, 28672, 1]cpu, S(2))" = torch._C._nn.linear(value_1, l_self_modules_feed_forward_modules_w1_parameters_weight_, None)
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu: "DTensor(bf16[8, 256, 28672][7340032, 28672, 1]cpu, S(2))" = torch.nn.functional.silu(outputs_6)
        #> feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_7: "DTensor(bf16[8, 256, 28672][7340032, 28672, 1]cpu, S(2))" = torch._C._nn.linear(value_1, l_self_modules_feed_forward_modules_w3_parameters_weight_, None)
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_2: "DTensor(bf16[8, 256, 28672][7340032, 28672, 1]cpu, S(2))" = silu * outputs_7
        #> feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_8: "DTensor(bf16[8, 256, 8192][2097152, 8192, 1]cpu, P(sum))" = torch._C._nn.linear(mul_2, l_self_modules_feed_forward_modules_w2_parameters_weight_, None)
        #> feed_forward.w2: torchtitan.protocols.module.Module._redistribute_outputs
        outputs_9: "DTensor(bf16[8, 256, 8192][2097152, 8192, 1]cpu, S(1))" = outputs_8.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=1),), async_op = True)
        #> (no module): torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        out_1: "DTensor(bf16[8, 256, 8192][2097152, 8192, 1]cpu, S(1))" = h + outputs_9
        return (out_1,)
