# fxgolden golden | case: llama3/tp | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_tokens_: "i64[2, 16][16, 1]cpu",
        L_self_modules_tok_embeddings_forward_closure_1_cell_contents_single_axis_meshes_tp_ : torch.distributed.device_mesh.DeviceMesh,
        L_self_modules_tok_embeddings_parameters_weight_: "DTensor(f32[2048, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_0_modules_attention_norm_parameters_weight_: "DTensor(f32[256][1]cpu, R)",
        L_self_modules_layers_modules_0_modules_attention_modules_qkv_linear_modules_wqkv_parameters_weight_: "DTensor(f32[768, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_0_modules_attention_modules_rope_buffers_cache_: "DTensor(c64[131072, 8][8, 1]cpu, R)",
        L_self_modules_layers_modules_0_modules_attention_modules_wo_parameters_weight_: "DTensor(f32[256, 256][256, 1]cpu, S(1))",
        L_self_modules_layers_modules_0_modules_ffn_norm_parameters_weight_: "DTensor(f32[256][1]cpu, R)",
        L_self_modules_layers_modules_0_modules_feed_forward_modules_w1_parameters_weight_: "DTensor(f32[768, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_0_modules_feed_forward_modules_w3_parameters_weight_: "DTensor(f32[768, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_0_modules_feed_forward_modules_w2_parameters_weight_: "DTensor(f32[256, 768][768, 1]cpu, S(1))",
        L_self_modules_layers_modules_1_modules_attention_norm_parameters_weight_: "DTensor(f32[256][1]cpu, R)",
        L_self_modules_layers_modules_1_modules_attention_modules_qkv_linear_modules_wqkv_parameters_weight_: "DTensor(f32[768, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_1_modules_attention_modules_rope_buffers_cache_: "DTensor(c64[131072, 8][8, 1]cpu, R)",
        L_self_modules_layers_modules_1_modules_attention_modules_wo_parameters_weight_: "DTensor(f32[256, 256][256, 1]cpu, S(1))",
        L_self_modules_layers_modules_1_modules_ffn_norm_parameters_weight_: "DTensor(f32[256][1]cpu, R)",
        L_self_modules_layers_modules_1_modules_feed_forward_modules_w1_parameters_weight_: "DTensor(f32[768, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_1_modules_feed_forward_modules_w3_parameters_weight_: "DTensor(f32[768, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_1_modules_feed_forward_modules_w2_parameters_weight_: "DTensor(f32[256, 768][768, 1]cpu, S(1))",
        L_self_modules_layers_modules_2_modules_attention_norm_parameters_weight_: "DTensor(f32[256][1]cpu, R)",
        L_self_modules_layers_modules_2_modules_attention_modules_qkv_linear_modules_wqkv_parameters_weight_: "DTensor(f32[768, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_2_modules_attention_modules_rope_buffers_cache_: "DTensor(c64[131072, 8][8, 1]cpu, R)",
        L_self_modules_layers_modules_2_modules_attention_modules_wo_parameters_weight_: "DTensor(f32[256, 256][256, 1]cpu, S(1))",
        L_self_modules_layers_modules_2_modules_ffn_norm_parameters_weight_: "DTensor(f32[256][1]cpu, R)",
        L_self_modules_layers_modules_2_modules_feed_forward_modules_w1_parameters_weight_: "DTensor(f32[768, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_2_modules_feed_forward_modules_w3_parameters_weight_: "DTensor(f32[768, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_2_modules_feed_forward_modules_w2_parameters_weight_: "DTensor(f32[256, 768][768, 1]cpu, S(1))",
        L_self_modules_layers_modules_3_modules_attention_norm_parameters_weight_: "DTensor(f32[256][1]cpu, R)",
        L_self_modules_layers_modules_3_modules_attention_modules_qkv_linear_modules_wqkv_parameters_weight_: "DTensor(f32[768, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_3_modules_attention_modules_rope_buffers_cache_: "DTensor(c64[131072, 8][8, 1]cpu, R)",
        L_self_modules_layers_modules_3_modules_attention_modules_wo_parameters_weight_: "DTensor(f32[256, 256][256, 1]cpu, S(1))",
        L_self_modules_layers_modules_3_modules_ffn_norm_parameters_weight_: "DTensor(f32[256][1]cpu, R)",
        L_self_modules_layers_modules_3_modules_feed_forward_modules_w1_parameters_weight_: "DTensor(f32[768, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_3_modules_feed_forward_modules_w3_parameters_weight_: "DTensor(f32[768, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_3_modules_feed_forward_modules_w2_parameters_weight_: "DTensor(f32[256, 768][768, 1]cpu, S(1))",
        L_self_modules_layers_modules_4_modules_attention_norm_parameters_weight_: "DTensor(f32[256][1]cpu, R)",
        L_self_modules_layers_modules_4_modules_attention_modules_qkv_linear_modules_wqkv_parameters_weight_: "DTensor(f32[768, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_4_modules_attention_modules_rope_buffers_cache_: "DTensor(c64[131072, 8][8, 1]cpu, R)",
        L_self_modules_layers_modules_4_modules_attention_modules_wo_parameters_weight_: "DTensor(f32[256, 256][256, 1]cpu, S(1))",
        L_self_modules_layers_modules_4_modules_ffn_norm_parameters_weight_: "DTensor(f32[256][1]cpu, R)",
        L_self_modules_layers_modules_4_modules_feed_forward_modules_w1_parameters_weight_: "DTensor(f32[768, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_4_modules_feed_forward_modules_w3_parameters_weight_: "DTensor(f32[768, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_4_modules_feed_forward_modules_w2_parameters_weight_: "DTensor(f32[256, 768][768, 1]cpu, S(1))",
        L_self_modules_layers_modules_5_modules_attention_norm_parameters_weight_: "DTensor(f32[256][1]cpu, R)",
        L_self_modules_layers_modules_5_modules_attention_modules_qkv_linear_modules_wqkv_parameters_weight_: "DTensor(f32[768, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_5_modules_attention_modules_rope_buffers_cache_: "DTensor(c64[131072, 8][8, 1]cpu, R)",
        L_self_modules_layers_modules_5_modules_attention_modules_wo_parameters_weight_: "DTensor(f32[256, 256][256, 1]cpu, S(1))",
        L_self_modules_layers_modules_5_modules_ffn_norm_parameters_weight_: "DTensor(f32[256][1]cpu, R)",
        L_self_modules_layers_modules_5_modules_feed_forward_modules_w1_parameters_weight_: "DTensor(f32[768, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_5_modules_feed_forward_modules_w3_parameters_weight_: "DTensor(f32[768, 256][256, 1]cpu, S(0))",
        L_self_modules_layers_modules_5_modules_feed_forward_modules_w2_parameters_weight_: "DTensor(f32[256, 768][768, 1]cpu, S(1))",
        L_self_modules_norm_parameters_weight_: "DTensor(f32[256][1]cpu, R)",
        L_self_modules_lm_head_parameters_weight_: "DTensor(f32[2048, 256][256, 1]cpu, S(0))"
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
        weight: "f32[1024, 256][256, 1]cpu" = l_self_modules_tok_embeddings_parameters_weight_.to_local()
        ge: "b8[2, 16][16, 1]cpu" = local_arg >= 0
        lt: "b8[2, 16][16, 1]cpu" = local_arg < 1024
        mask: "b8[2, 16][16, 1]cpu" = ge & lt
        sub: "i64[2, 16][16, 1]cpu" = local_arg - 0
        local_input: "i64[2, 16][16, 1]cpu" = sub.clamp(0, 1023)
        out: "f32[2, 16, 256][4096, 256, 1]cpu" = torch.nn.functional.embedding(local_input, weight, None, None, 2.0, False, False)
        unsqueeze: "b8[2, 16, 1][16, 1, 1]cpu" = mask.unsqueeze(-1)
        to: "f32[2, 16, 1][16, 1, 1]cpu" = unsqueeze.to(torch.float32)
        out_1: "f32[2, 16, 256][4096, 256, 1]cpu" = out * to
        #> tok_embeddings: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        outputs: "DTensor(f32[2, 16, 256][4096, 256, 1]cpu, P(sum))" = torch.distributed.tensor._api.from_local(
            out_1,
            l_self_modules_tok_embeddings_forward_closure_1_cell_contents_single_axis_meshes_tp_,
            (torch.distributed.tensor.placement_types.Partial('sum'),),
            run_check = False
        )
        #> tok_embeddings: torchtitan.protocols.module.Module._redistribute_outputs
        outputs_1: "DTensor(f32[2, 16, 256][4096, 256, 1]cpu, R)" = outputs.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True)
        #> layers.0.attention_norm: torch.nn.functional.rms_norm
        outputs_2: "DTensor(f32[2, 16, 256][4096, 256, 1]cpu, R)" = torch.rms_norm(outputs_1, (256,), l_self_modules_layers_modules_0_modules_attention_norm_parameters_weight_, 1e-05)
        #> layers.0.attention.qkv_linear.wqkv: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_3: "DTensor(f32[2, 16, 768][12288, 768, 1]cpu, S(2))" = torch._C._nn.linear(
            outputs_2,
            l_self_modules_layers_modules_0_modules_attention_modules_qkv_linear_modules_wqkv_parameters_weight_,
            None
        )
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward
        qkv: "DTensor(f32[2, 16, 16, 3, 16][12288, 768, 48, 16, 1]cpu, S(2))" = outputs_3.view(2, 16, -1, 3, 16)
        getattr_1 = qkv.device_mesh
        #> layers.0.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        local_arg_1: "f32[2, 16, 8, 3, 16][6144, 384, 48, 16, 1]cpu" = qkv.to_local(grad_placements = (torch.distributed.tensor.placement_types.Shard(dim=2),))
        #> layers.0.attention.qkv_linear: torchtitan.models.common.attention.FusedQKVLinear.forward.<locals>._split
        split = torch.functional.split(local_arg_1, [1, 1, 1], dim = -2)
        xq: "f32[2, 16, 8, 1, 16][6144, 384, 48, 16, 1]cpu" = split[0]
        xk: "f32[2, 16, 8, 1, 16][6144, 384, 48, 16, 1]cpu" = split[1]
        xv: "f32[2, 16, 8, 1, 16][6144, 384, 48, 16, 1]cpu" = split[2]
        reshape: "f32[2, 16, 8, 16][6144, 384, 48, 1]cpu" = xq.reshape(2, 16, -1, 16)
        child: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = reshape.contiguous()
        reshape_1: "f32[2, 16, 8, 16][6144, 384, 48, 1]cpu" = xk.reshape(2, 16, -1, 16)
        child_1: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = reshape_1.contiguous()
        reshape_2: "f32[2, 16, 8, 16][6144, 384, 48, 1]cpu" = xv.reshape(2, 16, -1, 16)
        child_2: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = reshape_2.contiguous()
        #> layers.0.attention.qkv_linear: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        xq_BLNH: "DTensor(f32[2, 16, 16, 16][4096, 256, 16, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            child,
            getattr_1,
            (torch.distributed.tensor.placement_types.Shard(dim=2),),
            run_check = False
        )
        xk_BLNH: "DTensor(f32[2, 16, 16, 16][4096, 256, 16, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            child_1,
            getattr_1,
            (torch.distributed.tensor.placement_types.Shard(dim=2),),
            run_check = False
        )
        xv_BLNH: "DTensor(f32[2, 16, 16, 16][4096, 256, 16, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            child_2,
            getattr_1,
            (torch.distributed.tensor.placement_types.Shard(dim=2),),
            run_check = False
        )
        #> layers.0.attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        rope_cache: "DTensor(c64[16, 8][8, 1]cpu, R)" = l_self_modules_layers_modules_0_modules_attention_modules_rope_buffers_cache_[slice(0, 16, None)]
        reshaped_cache: "DTensor(c64[1, 16, 1, 8][128, 8, 8, 1]cpu, R)" = rope_cache.view(1, 16, 1, 8)
        #> layers.0.attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        float_1: "DTensor(f32[2, 16, 16, 16][4096, 256, 16, 1]cpu, S(2))" = xq_BLNH.float()
        reshape_3: "DTensor(f32[2, 16, 16, 8, 2][4096, 256, 16, 2, 1]cpu, S(2))" = float_1.reshape(2, 16, 16, -1, 2)
        xq_: "DTensor(c64[2, 16, 16, 8][2048, 128, 8, 1]cpu, S(2))" = torch.view_as_complex(reshape_3)
        float_2: "DTensor(f32[2, 16, 16, 16][4096, 256, 16, 1]cpu, S(2))" = xk_BLNH.float()
        reshape_4: "DTensor(f32[2, 16, 16, 8, 2][4096, 256, 16, 2, 1]cpu, S(2))" = float_2.reshape(2, 16, 16, -1, 2)
        xk_: "DTensor(c64[2, 16, 16, 8][2048, 128, 8, 1]cpu, S(2))" = torch.view_as_complex(reshape_4)
        mul: "DTensor(c64[2, 16, 16, 8][2048, 128, 8, 1]cpu, S(2))" = xq_ * reshaped_cache
        view_as_real: "DTensor(f32[2, 16, 16, 8, 2][4096, 256, 16, 2, 1]cpu, S(2))" = torch.view_as_real(mul)
        xq_out: "DTensor(f32[2, 16, 16, 16][4096, 256, 16, 1]cpu, S(2))" = view_as_real.flatten(3)
        mul_1: "DTensor(c64[2, 16, 16, 8][2048, 128, 8, 1]cpu, S(2))" = xk_ * reshaped_cache
        view_as_real_1: "DTensor(f32[2, 16, 16, 8, 2][4096, 256, 16, 2, 1]cpu, S(2))" = torch.view_as_real(mul_1)
        xk_out: "DTensor(f32[2, 16, 16, 16][4096, 256, 16, 1]cpu, S(2))" = view_as_real_1.flatten(3)
        xq_BLNH_1: "DTensor(f32[2, 16, 16, 16][4096, 256, 16, 1]cpu, S(2))" = xq_out.type_as(xq_BLNH)
        xk_BLNH_1: "DTensor(f32[2, 16, 16, 16][4096, 256, 16, 1]cpu, S(2))" = xk_out.type_as(xk_BLNH)
        #> layers.0.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        local_arg_2: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = xq_BLNH_1.to_local(grad_placements = (torch.distributed.tensor.placement_types.Shard(dim=2),))
        local_arg_3: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = xk_BLNH_1.to_local(grad_placements = (torch.distributed.tensor.placement_types.Shard(dim=2),))
        local_arg_4: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = xv_BLNH.to_local(grad_placements = (torch.distributed.tensor.placement_types.Shard(dim=2),))
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        q_BNLH: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = local_arg_2.transpose(1, 2)
        k_BNLH: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = local_arg_3.transpose(1, 2)
        v_BNLH: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = local_arg_4.transpose(1, 2)
        #> (no source recorded)
        _backend_from_string = torch.nn.attention._backend_from_string('CUDNN_ATTENTION')
        _backend_from_string_1 = torch.nn.attention._backend_from_string('FLASH_ATTENTION')
        _backend_from_string_2 = torch.nn.attention._backend_from_string('MATH')
        _sdpa_kernel = torch.nn.attention._sdpa_kernel([_backend_from_string, _backend_from_string_1, _backend_from_string_2], True)
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        out_BNLH: "f32[2, 8, 16, 16][2048, 16, 128, 1]cpu" = torch._C._nn.scaled_dot_product_attention(q_BNLH, k_BNLH, v_BNLH, scale = None, is_causal = True, enable_gqa = False)
        #> (no source recorded)
        _backend_from_string_3 = torch.nn.attention._backend_from_string('FLASH_ATTENTION')
        _backend_from_string_4 = torch.nn.attention._backend_from_string('EFFICIENT_ATTENTION')
        _backend_from_string_5 = torch.nn.attention._backend_from_string('MATH')
        _backend_from_string_6 = torch.nn.attention._backend_from_string('CUDNN_ATTENTION')
        _backend_from_string_7 = torch.nn.attention._backend_from_string('OVERRIDEABLE')
        _sdpa_kernel_1 = torch.nn.attention._sdpa_kernel([_backend_from_string_3, _backend_from_string_4, _backend_from_string_5, _backend_from_string_6, _backend_from_string_7], True)
        #> layers.0.attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        out_2: "f32[2, 16, 8, 16][2048, 128, 16, 1]cpu" = out_BNLH.transpose(1, 2)
        #> layers.0.attention.inner_attention: torch.distributed.tensor.experimental._func_map._local_map_wrapped
        outputs_4: "DTensor(f32[2, 16, 16, 16][4096, 256, 16, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            out_2,
            l_self_modules_tok_embeddings_forward_closure_1_cell_contents_single_axis_meshes_tp_,
            (torch.distributed.tensor.placement_types.Shard(dim=2),),
            run_check = False
        )
        #> layers.0.attention: torchtitan.models.common.attention.GQAttention.forward
        out_BLNH: "DTensor(f32[2, 16, 16, 16][4096, 256, 16, 1]cpu, S(2))" = outputs_4.contiguous()
        out_BLD: "DTensor(f32[2, 16, 256][4096, 256, 1]cpu, S(2))" = out_BLNH.flatten(2)
        #> layers.0.attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_5: "DTensor(f32[2, 16, 256][4096, 256, 1]cpu, P(sum))" = torch._C._nn.linear(out_BLD, l_self_modules_layers_modules_0_modules_attention_modules_wo_parameters_weight_, None)
        #> layers.0.attention.wo: torchtitan.protocols.module.Module._redistribute_outputs
        outputs_6: "DTensor(f32[2, 16, 256][4096, 256, 1]cpu, R)" = outputs_5.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True)
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        h: "DTensor(f32[2, 16, 256][4096, 256, 1]cpu, R)" = outputs_1 + outputs_6
        #> layers.0.ffn_norm: torch.nn.functional.rms_norm
        outputs_7: "DTensor(f32[2, 16, 256][4096, 256, 1]cpu, R)" = torch.rms_norm(h, (256,), l_self_modules_layers_modules_0_modules_ffn_norm_parameters_weight_, 1e-05)
        #> layers.0.feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_8: "DTensor(f32[2, 16, 768][12288, 768, 1]cpu, S(2))" = torch._C._nn.linear(outputs_7, l_self_modules_layers_modules_0_modules_feed_forward_modules_w1_parameters_weight_, None)
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu: "DTensor(f32[2, 16, 768][12288, 768, 1]cpu, S(2))" = torch.nn.functional.silu(outputs_8)
        #> layers.0.feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_9: "DTensor(f32[2, 16, 768][12288, 768, 1]cpu, S(2))" = torch._C._nn.linear(outputs_7, l_self_modules_layers_modules_0_modules_feed_forward_modules_w3_parameters_weight_, None)
        #> layers.0.feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_2: "DTensor(f32[2, 16, 768][12288, 768, 1]cpu, S(2))" = silu * outputs_9
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_10: "DTensor(f32[2, 16, 256][4096, 256, 1]cpu, P(sum))" = torch._C._nn.linear(mul_2, l_self_modules_layers_modules_0_modules_feed_forward_modules_w2_parameters_weight_, None)
        #> layers.0.feed_forward.w2: torchtitan.protocols.module.Module._redistribute_outputs
        outputs_11: "DTensor(f32[2, 16, 256][4096, 256, 1]cpu, R)" = outputs_10.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True)
        #> layers.0: torchtitan.models.llama3.model.Llama3TransformerBlock.forward
        out_3: "DTensor(f32[2, 16, 256][4096, 256, 1]cpu, R)" = h + outputs_11
        #= layers.1 as layers.0: 93 lines
        #=   l_self_modules_layers_modules_0_* -> l_self_modules_layers_modules_1_*, outputs_1 -> out_3
        #= layers.2 as layers.0: 93 lines
        #=   l_self_modules_layers_modules_0_* -> l_self_modules_layers_modules_2_*, outputs_1 -> out_5
        #= layers.3 as layers.0: 93 lines
        #=   l_self_modules_layers_modules_0_* -> l_self_modules_layers_modules_3_*, outputs_1 -> out_7
        #= layers.4 as layers.0: 93 lines
        #=   l_self_modules_layers_modules_0_* -> l_self_modules_layers_modules_4_*, outputs_1 -> out_9
        #= layers.5 as layers.0: 93 lines
        #=   l_self_modules_layers_modules_0_* -> l_self_modules_layers_modules_5_*, outputs_1 -> out_11
        #> norm: torch.nn.functional.rms_norm
        outputs_62: "DTensor(f32[2, 16, 256][4096, 256, 1]cpu, R)" = torch.rms_norm(out_13, (256,), l_self_modules_norm_parameters_weight_, 1e-05)
        #> lm_head: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_63: "DTensor(f32[2, 16, 2048][32768, 2048, 1]cpu, S(2))" = torch._C._nn.linear(outputs_62, l_self_modules_lm_head_parameters_weight_, None)
        return (outputs_63,)
