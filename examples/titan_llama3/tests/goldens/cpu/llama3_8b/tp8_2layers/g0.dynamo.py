# fxgolden golden | case: llama3_8b/tp8_2layers | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/8 cpu mesh [8] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_tokens_: "i64[2, 16][16, 1]cpu",
        L_self_modules_tok_embeddings_forward_closure_1_cell_contents_single_axis_meshes_tp_ : torch.distributed.device_mesh.DeviceMesh,
        L_self_modules_tok_embeddings_parameters_weight_: "DTensor(f32[128256, 4096][4096, 1]cpu, S(0))",
        L_self_modules_layers_modules_0_modules_attention_norm_parameters_weight_: "DTensor(f32[4096][1]cpu, R)",
        L_self_modules_layers_modules_0_modules_attention_modules_qkv_linear_modules_wqkv_parameters_weight_: "DTensor(f32[6144, 4096][4096, 1]cpu, S(0))",
        L_self_modules_layers_modules_0_modules_attention_modules_rope_buffers_cache_: "DTensor(c64[131072, 64][64, 1]cpu, R)",
        L_self_modules_layers_modules_0_modules_attention_modules_wo_parameters_weight_: "DTensor(f32[4096, 4096][4096, 1]cpu, S(1))",
        L_self_modules_layers_modules_0_modules_ffn_norm_parameters_weight_: "DTensor(f32[4096][1]cpu, R)",
        L_self_modules_layers_modules_0_modules_feed_forward_modules_w1_parameters_weight_: "DTensor(f32[14336, 4096][4096, 1]cpu, S(0))",
        L_self_modules_layers_modules_0_modules_feed_forward_modules_w3_parameters_weight_: "DTensor(f32[14336, 4096][4096, 1]cpu, S(0))",
        L_self_modules_layers_modules_0_modules_feed_forward_modules_w2_parameters_weight_: "DTensor(f32[4096, 14336][14336, 1]cpu, S(1))",
        L_self_modules_layers_modules_1_modules_attention_norm_parameters_weight_: "DTensor(f32[4096][1]cpu, R)",
        L_self_modules_layers_modules_1_modules_attention_modules_qkv_linear_modules_wqkv_parameters_weight_: "DTensor(f32[6144, 4096][4096, 1]cpu, S(0))",
        L_self_modules_layers_modules_1_modules_attention_modules_rope_buffers_cache_: "DTensor(c64[131072, 64][64, 1]cpu, R)",
        L_self_modules_layers_modules_1_modules_attention_modules_wo_parameters_weight_: "DTensor(f32[4096, 4096][4096, 1]cpu, S(1))",
        L_self_modules_layers_modules_1_modules_ffn_norm_parameters_weight_: "DTensor(f32[4096][1]cpu, R)",
        L_self_modules_layers_modules_1_modules_feed_forward_modules_w1_parameters_weight_: "DTensor(f32[14336, 4096][4096, 1]cpu, S(0))",
        L_self_modules_layers_modules_1_modules_feed_forward_modules_w3_parameters_weight_: "DTensor(f32[14336, 4096][4096, 1]cpu, S(0))",
        L_self_modules_layers_modules_1_modules_feed_forward_modules_w2_parameters_weight_: "DTensor(f32[4096, 14336][14336, 1]cpu, S(1))",
        L_self_modules_norm_parameters_weight_: "DTensor(f32[4096][1]cpu, R)",
        L_self_modules_lm_head_parameters_weight_: "DTensor(f32[128256, 4096][4096, 1]cpu, S(0))"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> tok_embeddings: torchtitan.protocols.module.Module._redistribute_inputs
        value: "DTensor(i64[2, 16][16, 1]cpu, R)" = torch.distributed.tensor._api.from_local(
            l_tokens_,
            l_self_modules_tok_embeddings_forward_closure_1_cell_contents_single_axis_meshes_tp_,
            (torch.distributed.tensor.placement_types.Replicate(),),
            run_check = False
        )
        #> tok_embeddings: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        local_arg: "i64[2, 16][16, 1]cpu" = value.to_local()
        #> tok_embeddings: torchtitan.models.common.embedding.Embedding.forward
        weight: "f32[16032, 4096][4096, 1]cpu" = l_self_modules_tok_embeddings_parameters_weight_.to_local()
        ge: "b8[2, 16][16, 1]cpu" = local_arg >= 0
        lt: "b8[2, 16][16, 1]cpu" = local_arg < 16032
        mask: "b8[2, 16][16, 1]cpu" = ge & lt
        sub: "i64[2, 16][16, 1]cpu" = local_arg - 0
        local_input: "i64[2, 16][16, 1]cpu" = sub.clamp(0, 16031)
        out: "f32[2, 16, 4096][65536, 4096, 1]cpu" = torch.nn.functional.embedding(local_input, weight, None, None, 2.0, False, False)
        unsqueeze: "b8[2, 16, 1][16, 1, 1]cpu" = mask.unsqueeze(-1)
        to: "f32[2, 16, 1][16, 1, 1]cpu" = unsqueeze.to(torch.float32)
        out_1: "f32[2, 16, 4096][65536, 4096, 1]cpu" = out * to
        #> tok_embeddings: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        outputs: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, P(sum))" = torch.distributed.tensor._api.from_local(
            out_1,
            l_self_modules_tok_embeddings_forward_closure_1_cell_contents_single_axis_meshes_tp_,
            (torch.distributed.tensor.placement_types.Partial('sum'),),
            run_check = False
        )
        #> tok_embeddings: torchtitan.protocols.module.Module._redistribute_outputs
        outputs_1: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, R)" = outputs.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True)
        #> layers.0.attention_norm: torch.nn.functional.rms_norm
        outputs_L0: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, R)" = torch.rms_norm(outputs_1, (4096,), l_self_modules_layers_modules_0_modules_attention_norm_parameters_weight_, 1e-05)
        #> layers.0.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_L0_1: "DTensor(f32[2, 16, 6144][98304, 6144, 1]cpu, S(2))" = torch._C._nn.linear(
            outputs_L0,
            l_self_modules_layers_modules_0_modules_attention_modules_qkv_linear_modules_wqkv_parameters_weight_,
            None
        )
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        qkv_L0: "DTensor(f32[2, 16, 8, 6, 128][98304, 6144, 768, 128, 1]cpu, S(2))" = outputs_L0_1.view(2, 16, -1, 6, 128)
        getattr_L0 = qkv_L0.device_mesh
        #> layers.0.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        local_arg_L0: "f32[2, 16, 1, 6, 128][12288, 768, 768, 128, 1]cpu" = qkv_L0.to_local(grad_placements = (torch.distributed.tensor.placement_types.Shard(dim=2),))
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        split_L0 = torch.functional.split(local_arg_L0, [4, 1, 1], dim = -2)
        xq_L0: "f32[2, 16, 1, 4, 128][12288, 768, 768, 128, 1]cpu" = split_L0[0]
        xk_L0: "f32[2, 16, 1, 1, 128][12288, 768, 768, 128, 1]cpu" = split_L0[1]
        xv_L0: "f32[2, 16, 1, 1, 128][12288, 768, 768, 128, 1]cpu" = split_L0[2]
        reshape_L0: "f32[2, 16, 4, 128][12288, 768, 128, 1]cpu" = xq_L0.reshape(2, 16, -1, 128)
        child_L0: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = reshape_L0.contiguous()
        reshape_L0_1: "f32[2, 16, 1, 128][12288, 768, 768, 1]cpu" = xk_L0.reshape(2, 16, -1, 128)
        child_L0_1: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = reshape_L0_1.contiguous()
        reshape_L0_2: "f32[2, 16, 1, 128][12288, 768, 768, 1]cpu" = xv_L0.reshape(2, 16, -1, 128)
        child_L0_2: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = reshape_L0_2.contiguous()
        #> layers.0.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        xq_BLNH_L0: "DTensor(f32[2, 16, 32, 128][65536, 4096, 128, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            child_L0,
            getattr_L0,
            (torch.distributed.tensor.placement_types.Shard(dim=2),),
            run_check = False
        )
        xk_BLNH_L0: "DTensor(f32[2, 16, 8, 128][16384, 1024, 128, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            child_L0_1,
            getattr_L0,
            (torch.distributed.tensor.placement_types.Shard(dim=2),),
            run_check = False
        )
        xv_BLNH_L0: "DTensor(f32[2, 16, 8, 128][16384, 1024, 128, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            child_L0_2,
            getattr_L0,
            (torch.distributed.tensor.placement_types.Shard(dim=2),),
            run_check = False
        )
        #> layers.0.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        rope_cache_L0: "DTensor(c64[16, 64][64, 1]cpu, R)" = l_self_modules_layers_modules_0_modules_attention_modules_rope_buffers_cache_[slice(0, 16, None)]
        reshaped_cache_L0: "DTensor(c64[1, 16, 1, 64][1024, 64, 64, 1]cpu, R)" = rope_cache_L0.view(1, 16, 1, 64)
        #> layers.0.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        float_L0: "DTensor(f32[2, 16, 32, 128][65536, 4096, 128, 1]cpu, S(2))" = xq_BLNH_L0.float()
        reshape_L0_3: "DTensor(f32[2, 16, 32, 64, 2][65536, 4096, 128, 2, 1]cpu, S(2))" = float_L0.reshape(2, 16, 32, -1, 2)
        xq__L0: "DTensor(c64[2, 16, 32, 64][32768, 2048, 64, 1]cpu, S(2))" = torch.view_as_complex(reshape_L0_3)
        float_L0_1: "DTensor(f32[2, 16, 8, 128][16384, 1024, 128, 1]cpu, S(2))" = xk_BLNH_L0.float()
        reshape_L0_4: "DTensor(f32[2, 16, 8, 64, 2][16384, 1024, 128, 2, 1]cpu, S(2))" = float_L0_1.reshape(2, 16, 8, -1, 2)
        xk__L0: "DTensor(c64[2, 16, 8, 64][8192, 512, 64, 1]cpu, S(2))" = torch.view_as_complex(reshape_L0_4)
        mul_L0: "DTensor(c64[2, 16, 32, 64][32768, 2048, 64, 1]cpu, S(2))" = xq__L0 * reshaped_cache_L0
        view_as_real_L0: "DTensor(f32[2, 16, 32, 64, 2][65536, 4096, 128, 2, 1]cpu, S(2))" = torch.view_as_real(mul_L0)
        xq_out_L0: "DTensor(f32[2, 16, 32, 128][65536, 4096, 128, 1]cpu, S(2))" = view_as_real_L0.flatten(3)
        mul_L0_1: "DTensor(c64[2, 16, 8, 64][8192, 512, 64, 1]cpu, S(2))" = xk__L0 * reshaped_cache_L0
        view_as_real_L0_1: "DTensor(f32[2, 16, 8, 64, 2][16384, 1024, 128, 2, 1]cpu, S(2))" = torch.view_as_real(mul_L0_1)
        xk_out_L0: "DTensor(f32[2, 16, 8, 128][16384, 1024, 128, 1]cpu, S(2))" = view_as_real_L0_1.flatten(3)
        xq_BLNH_L0_1: "DTensor(f32[2, 16, 32, 128][65536, 4096, 128, 1]cpu, S(2))" = xq_out_L0.type_as(xq_BLNH_L0)
        xk_BLNH_L0_1: "DTensor(f32[2, 16, 8, 128][16384, 1024, 128, 1]cpu, S(2))" = xk_out_L0.type_as(xk_BLNH_L0)
        #> layers.0.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        local_arg_L0_1: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = xq_BLNH_L0_1.to_local(grad_placements = (torch.distributed.tensor.placement_types.Shard(dim=2),))
        local_arg_L0_2: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = xk_BLNH_L0_1.to_local(grad_placements = (torch.distributed.tensor.placement_types.Shard(dim=2),))
        local_arg_L0_3: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = xv_BLNH_L0.to_local(grad_placements = (torch.distributed.tensor.placement_types.Shard(dim=2),))
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        q_BNLH_L0: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = local_arg_L0_1.transpose(1, 2)
        k_BNLH_L0: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu" = local_arg_L0_2.transpose(1, 2)
        v_BNLH_L0: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu" = local_arg_L0_3.transpose(1, 2)
        #> (no source recorded)
        _backend_from_string_L0 = torch.nn.attention._backend_from_string('CUDNN_ATTENTION')
        _backend_from_string_L0_1 = torch.nn.attention._backend_from_string('FLASH_ATTENTION')
        _backend_from_string_L0_2 = torch.nn.attention._backend_from_string('MATH')
        _sdpa_kernel_L0 = torch.nn.attention._sdpa_kernel([_backend_from_string_L0, _backend_from_string_L0_1, _backend_from_string_L0_2], True)
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        out_BNLH_L0: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = torch._C._nn.scaled_dot_product_attention(q_BNLH_L0, k_BNLH_L0, v_BNLH_L0, scale = None, is_causal = True, enable_gqa = True)
        #> (no source recorded)
        _backend_from_string_L0_3 = torch.nn.attention._backend_from_string('FLASH_ATTENTION')
        _backend_from_string_L0_4 = torch.nn.attention._backend_from_string('EFFICIENT_ATTENTION')
        _backend_from_string_L0_5 = torch.nn.attention._backend_from_string('MATH')
        _backend_from_string_L0_6 = torch.nn.attention._backend_from_string('CUDNN_ATTENTION')
        _backend_from_string_L0_7 = torch.nn.attention._backend_from_string('OVERRIDEABLE')
        _sdpa_kernel_L0_1 = torch.nn.attention._sdpa_kernel(
            [_backend_from_string_L0_3, _backend_from_string_L0_4, _backend_from_string_L0_5, _backend_from_string_L0_6, _backend_from_string_L0_7],
            True
        )
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        out_L0: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = out_BNLH_L0.transpose(1, 2)
        #> layers.0.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        outputs_L0_2: "DTensor(f32[2, 16, 32, 128][65536, 4096, 128, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            out_L0,
            l_self_modules_tok_embeddings_forward_closure_1_cell_contents_single_axis_meshes_tp_,
            (torch.distributed.tensor.placement_types.Shard(dim=2),),
            run_check = False
        )
        #> layers.0.attention: torchtitan.models.common.attention.GQAttention.forward
        out_BLNH_L0: "DTensor(f32[2, 16, 32, 128][65536, 4096, 128, 1]cpu, S(2))" = outputs_L0_2.contiguous()
        out_BLD_L0: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, S(2))" = out_BLNH_L0.flatten(2)
        #> layers.0.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_L0_3: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, P(sum))" = torch._C._nn.linear(out_BLD_L0, l_self_modules_layers_modules_0_modules_attention_modules_wo_parameters_weight_, None)
        #> layers.0.attention.wo: torchtitan.protocols.module.Module._redistribute_outputs
        outputs_L0_4: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, R)" = outputs_L0_3.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True)
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        h_L0: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, R)" = outputs_1 + outputs_L0_4
        #> layers.0.ffn_norm: torch.nn.functional.rms_norm
        outputs_L0_5: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, R)" = torch.rms_norm(h_L0, (4096,), l_self_modules_layers_modules_0_modules_ffn_norm_parameters_weight_, 1e-05)
        #> layers.0.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_L0_6: "DTensor(f32[2, 16, 14336][229376, 14336, 1]cpu, S(2))" = torch._C._nn.linear(
            outputs_L0_5,
            l_self_modules_layers_modules_0_modules_feed_forward_modules_w1_parameters_weight_,
            None
        )
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_L0: "DTensor(f32[2, 16, 14336][229376, 14336, 1]cpu, S(2))" = torch.nn.functional.silu(outputs_L0_6)
        #> layers.0.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_L0_7: "DTensor(f32[2, 16, 14336][229376, 14336, 1]cpu, S(2))" = torch._C._nn.linear(
            outputs_L0_5,
            l_self_modules_layers_modules_0_modules_feed_forward_modules_w3_parameters_weight_,
            None
        )
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_L0_2: "DTensor(f32[2, 16, 14336][229376, 14336, 1]cpu, S(2))" = silu_L0 * outputs_L0_7
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_L0_8: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, P(sum))" = torch._C._nn.linear(mul_L0_2, l_self_modules_layers_modules_0_modules_feed_forward_modules_w2_parameters_weight_, None)
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module._redistribute_outputs
        outputs_L0_9: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, R)" = outputs_L0_8.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True)
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        layer_out_L0: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, R)" = h_L0 + outputs_L0_9
        #> layers.1.attention_norm: torch.nn.functional.rms_norm
        outputs_L1: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, R)" = torch.rms_norm(layer_out_L0, (4096,), l_self_modules_layers_modules_1_modules_attention_norm_parameters_weight_, 1e-05)
        #> layers.1.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_L1_1: "DTensor(f32[2, 16, 6144][98304, 6144, 1]cpu, S(2))" = torch._C._nn.linear(
            outputs_L1,
            l_self_modules_layers_modules_1_modules_attention_modules_qkv_linear_modules_wqkv_parameters_weight_,
            None
        )
        #> layers.1.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        qkv_L1: "DTensor(f32[2, 16, 8, 6, 128][98304, 6144, 768, 128, 1]cpu, S(2))" = outputs_L1_1.view(2, 16, -1, 6, 128)
        getattr_L1 = qkv_L1.device_mesh
        #> layers.1.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        local_arg_L1: "f32[2, 16, 1, 6, 128][12288, 768, 768, 128, 1]cpu" = qkv_L1.to_local(grad_placements = (torch.distributed.tensor.placement_types.Shard(dim=2),))
        #> layers.1.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        split_L1 = torch.functional.split(local_arg_L1, [4, 1, 1], dim = -2)
        xq_L1: "f32[2, 16, 1, 4, 128][12288, 768, 768, 128, 1]cpu" = split_L1[0]
        xk_L1: "f32[2, 16, 1, 1, 128][12288, 768, 768, 128, 1]cpu" = split_L1[1]
        xv_L1: "f32[2, 16, 1, 1, 128][12288, 768, 768, 128, 1]cpu" = split_L1[2]
        reshape_L1: "f32[2, 16, 4, 128][12288, 768, 128, 1]cpu" = xq_L1.reshape(2, 16, -1, 128)
        child_L1: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = reshape_L1.contiguous()
        reshape_L1_1: "f32[2, 16, 1, 128][12288, 768, 768, 1]cpu" = xk_L1.reshape(2, 16, -1, 128)
        child_L1_1: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = reshape_L1_1.contiguous()
        reshape_L1_2: "f32[2, 16, 1, 128][12288, 768, 768, 1]cpu" = xv_L1.reshape(2, 16, -1, 128)
        child_L1_2: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = reshape_L1_2.contiguous()
        #> layers.1.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        xq_BLNH_L1: "DTensor(f32[2, 16, 32, 128][65536, 4096, 128, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            child_L1,
            getattr_L1,
            (torch.distributed.tensor.placement_types.Shard(dim=2),),
            run_check = False
        )
        xk_BLNH_L1: "DTensor(f32[2, 16, 8, 128][16384, 1024, 128, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            child_L1_1,
            getattr_L1,
            (torch.distributed.tensor.placement_types.Shard(dim=2),),
            run_check = False
        )
        xv_BLNH_L1: "DTensor(f32[2, 16, 8, 128][16384, 1024, 128, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            child_L1_2,
            getattr_L1,
            (torch.distributed.tensor.placement_types.Shard(dim=2),),
            run_check = False
        )
        #> layers.1.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        rope_cache_L1: "DTensor(c64[16, 64][64, 1]cpu, R)" = l_self_modules_layers_modules_1_modules_attention_modules_rope_buffers_cache_[slice(0, 16, None)]
        reshaped_cache_L1: "DTensor(c64[1, 16, 1, 64][1024, 64, 64, 1]cpu, R)" = rope_cache_L1.view(1, 16, 1, 64)
        #> layers.1.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        float_L1: "DTensor(f32[2, 16, 32, 128][65536, 4096, 128, 1]cpu, S(2))" = xq_BLNH_L1.float()
        reshape_L1_3: "DTensor(f32[2, 16, 32, 64, 2][65536, 4096, 128, 2, 1]cpu, S(2))" = float_L1.reshape(2, 16, 32, -1, 2)
        xq__L1: "DTensor(c64[2, 16, 32, 64][32768, 2048, 64, 1]cpu, S(2))" = torch.view_as_complex(reshape_L1_3)
        float_L1_1: "DTensor(f32[2, 16, 8, 128][16384, 1024, 128, 1]cpu, S(2))" = xk_BLNH_L1.float()
        reshape_L1_4: "DTensor(f32[2, 16, 8, 64, 2][16384, 1024, 128, 2, 1]cpu, S(2))" = float_L1_1.reshape(2, 16, 8, -1, 2)
        xk__L1: "DTensor(c64[2, 16, 8, 64][8192, 512, 64, 1]cpu, S(2))" = torch.view_as_complex(reshape_L1_4)
        mul_L1: "DTensor(c64[2, 16, 32, 64][32768, 2048, 64, 1]cpu, S(2))" = xq__L1 * reshaped_cache_L1
        view_as_real_L1: "DTensor(f32[2, 16, 32, 64, 2][65536, 4096, 128, 2, 1]cpu, S(2))" = torch.view_as_real(mul_L1)
        xq_out_L1: "DTensor(f32[2, 16, 32, 128][65536, 4096, 128, 1]cpu, S(2))" = view_as_real_L1.flatten(3)
        mul_L1_1: "DTensor(c64[2, 16, 8, 64][8192, 512, 64, 1]cpu, S(2))" = xk__L1 * reshaped_cache_L1
        view_as_real_L1_1: "DTensor(f32[2, 16, 8, 64, 2][16384, 1024, 128, 2, 1]cpu, S(2))" = torch.view_as_real(mul_L1_1)
        xk_out_L1: "DTensor(f32[2, 16, 8, 128][16384, 1024, 128, 1]cpu, S(2))" = view_as_real_L1_1.flatten(3)
        xq_BLNH_L1_1: "DTensor(f32[2, 16, 32, 128][65536, 4096, 128, 1]cpu, S(2))" = xq_out_L1.type_as(xq_BLNH_L1)
        xk_BLNH_L1_1: "DTensor(f32[2, 16, 8, 128][16384, 1024, 128, 1]cpu, S(2))" = xk_out_L1.type_as(xk_BLNH_L1)
        #> layers.1.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        local_arg_L1_1: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = xq_BLNH_L1_1.to_local(grad_placements = (torch.distributed.tensor.placement_types.Shard(dim=2),))
        local_arg_L1_2: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = xk_BLNH_L1_1.to_local(grad_placements = (torch.distributed.tensor.placement_types.Shard(dim=2),))
        local_arg_L1_3: "f32[2, 16, 1, 128][2048, 128, 128, 1]cpu" = xv_BLNH_L1.to_local(grad_placements = (torch.distributed.tensor.placement_types.Shard(dim=2),))
        #> layers.1.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        q_BNLH_L1: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = local_arg_L1_1.transpose(1, 2)
        k_BNLH_L1: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu" = local_arg_L1_2.transpose(1, 2)
        v_BNLH_L1: "f32[2, 1, 16, 128][2048, 128, 128, 1]cpu" = local_arg_L1_3.transpose(1, 2)
        #> (no source recorded)
        _backend_from_string_L1 = torch.nn.attention._backend_from_string('CUDNN_ATTENTION')
        _backend_from_string_L1_1 = torch.nn.attention._backend_from_string('FLASH_ATTENTION')
        _backend_from_string_L1_2 = torch.nn.attention._backend_from_string('MATH')
        _sdpa_kernel_L1 = torch.nn.attention._sdpa_kernel([_backend_from_string_L1, _backend_from_string_L1_1, _backend_from_string_L1_2], True)
        #> layers.1.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        out_BNLH_L1: "f32[2, 4, 16, 128][8192, 128, 512, 1]cpu" = torch._C._nn.scaled_dot_product_attention(q_BNLH_L1, k_BNLH_L1, v_BNLH_L1, scale = None, is_causal = True, enable_gqa = True)
        #> (no source recorded)
        _backend_from_string_L1_3 = torch.nn.attention._backend_from_string('FLASH_ATTENTION')
        _backend_from_string_L1_4 = torch.nn.attention._backend_from_string('EFFICIENT_ATTENTION')
        _backend_from_string_L1_5 = torch.nn.attention._backend_from_string('MATH')
        _backend_from_string_L1_6 = torch.nn.attention._backend_from_string('CUDNN_ATTENTION')
        _backend_from_string_L1_7 = torch.nn.attention._backend_from_string('OVERRIDEABLE')
        _sdpa_kernel_L1_1 = torch.nn.attention._sdpa_kernel(
            [_backend_from_string_L1_3, _backend_from_string_L1_4, _backend_from_string_L1_5, _backend_from_string_L1_6, _backend_from_string_L1_7],
            True
        )
        #> layers.1.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        out_L1: "f32[2, 16, 4, 128][8192, 512, 128, 1]cpu" = out_BNLH_L1.transpose(1, 2)
        #> layers.1.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        outputs_L1_2: "DTensor(f32[2, 16, 32, 128][65536, 4096, 128, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            out_L1,
            l_self_modules_tok_embeddings_forward_closure_1_cell_contents_single_axis_meshes_tp_,
            (torch.distributed.tensor.placement_types.Shard(dim=2),),
            run_check = False
        )
        #> layers.1.attention: torchtitan.models.common.attention.GQAttention.forward
        out_BLNH_L1: "DTensor(f32[2, 16, 32, 128][65536, 4096, 128, 1]cpu, S(2))" = outputs_L1_2.contiguous()
        out_BLD_L1: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, S(2))" = out_BLNH_L1.flatten(2)
        #> layers.1.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_L1_3: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, P(sum))" = torch._C._nn.linear(out_BLD_L1, l_self_modules_layers_modules_1_modules_attention_modules_wo_parameters_weight_, None)
        #> layers.1.attention.wo: torchtitan.protocols.module.Module._redistribute_outputs
        outputs_L1_4: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, R)" = outputs_L1_3.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True)
        #> layers.1: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        h_L1: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, R)" = layer_out_L0 + outputs_L1_4
        #> layers.1.ffn_norm: torch.nn.functional.rms_norm
        outputs_L1_5: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, R)" = torch.rms_norm(h_L1, (4096,), l_self_modules_layers_modules_1_modules_ffn_norm_parameters_weight_, 1e-05)
        #> layers.1.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_L1_6: "DTensor(f32[2, 16, 14336][229376, 14336, 1]cpu, S(2))" = torch._C._nn.linear(
            outputs_L1_5,
            l_self_modules_layers_modules_1_modules_feed_forward_modules_w1_parameters_weight_,
            None
        )
        #> layers.1.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu_L1: "DTensor(f32[2, 16, 14336][229376, 14336, 1]cpu, S(2))" = torch.nn.functional.silu(outputs_L1_6)
        #> layers.1.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_L1_7: "DTensor(f32[2, 16, 14336][229376, 14336, 1]cpu, S(2))" = torch._C._nn.linear(
            outputs_L1_5,
            l_self_modules_layers_modules_1_modules_feed_forward_modules_w3_parameters_weight_,
            None
        )
        #> layers.1.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_L1_2: "DTensor(f32[2, 16, 14336][229376, 14336, 1]cpu, S(2))" = silu_L1 * outputs_L1_7
        #> layers.1.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_L1_8: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, P(sum))" = torch._C._nn.linear(mul_L1_2, l_self_modules_layers_modules_1_modules_feed_forward_modules_w2_parameters_weight_, None)
        #> layers.1.feed_forward.w2: torchtitan.protocols.module.Module._redistribute_outputs
        outputs_L1_9: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, R)" = outputs_L1_8.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True)
        #> layers.1: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        layer_out_L1: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, R)" = h_L1 + outputs_L1_9
        #> norm: torch.nn.functional.rms_norm
        outputs_2: "DTensor(f32[2, 16, 4096][65536, 4096, 1]cpu, R)" = torch.rms_norm(layer_out_L1, (4096,), l_self_modules_norm_parameters_weight_, 1e-05)
        #> lm_head: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_3: "DTensor(f32[2, 16, 128256][2052096, 128256, 1]cpu, S(2))" = torch._C._nn.linear(outputs_2, l_self_modules_lm_head_parameters_weight_, None)
        return (outputs_3,)
