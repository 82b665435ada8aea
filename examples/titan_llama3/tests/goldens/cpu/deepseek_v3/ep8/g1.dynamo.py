# fxgolden golden | case: deepseek_v3/ep8 | artifact: g1.dynamo | normalizer: 7 | world: fake rank 0/64 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_x_: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu",
        L_self_modules_attention_norm_parameters_weight_: "bf16[7168][1]cpu",
        L_self_modules_attention_modules_wq_a_parameters_weight_: "bf16[1536, 7168][7168, 1]cpu",
        L_self_modules_attention_modules_q_norm_parameters_weight_: "bf16[1536][1]cpu",
        L_self_modules_attention_modules_wq_b_parameters_weight_: "bf16[24576, 1536][1536, 1]cpu",
        L_self_modules_attention_modules_wkv_a_parameters_weight_: "bf16[576, 7168][7168, 1]cpu",
        L_self_modules_attention_modules_rope_buffers_cache_: "c64[4096, 32][32, 1]cpu",
        L_self_modules_attention_modules_kv_norm_parameters_weight_: "bf16[512][1]cpu",
        L_self_modules_attention_modules_wkv_b_parameters_weight_: "bf16[32768, 512][512, 1]cpu",
        L_self_modules_attention_modules_wo_parameters_weight_: "bf16[7168, 16384][16384, 1]cpu",
        L_self_modules_ffn_norm_parameters_weight_: "bf16[7168][1]cpu",
        L_self_modules_moe_buffers_expert_bias_E_: "f32[256][1]cpu",
        L_self_modules_moe_modules_router_modules_gate_parameters_weight_: "bf16[256, 7168][7168, 1]cpu",
        L_self_modules_moe_buffers_tokens_per_expert_E_: "f32[256][1]cpu",
        L_self_modules_moe_modules_routed_experts_modules_inner_experts_parameters_w1_EFD_: "DTensor(bf16[256, 2048, 7168][14680064, 7168, 1]cpu, S(0))",
        L_self_modules_moe_modules_routed_experts_modules_inner_experts_parameters_w2_EDF_: "DTensor(bf16[256, 7168, 2048][14680064, 2048, 1]cpu, S(0))",
        L_self_modules_moe_modules_routed_experts_modules_inner_experts_parameters_w3_EFD_: "DTensor(bf16[256, 2048, 7168][14680064, 7168, 1]cpu, S(0))",
        L_self_modules_moe_modules_shared_experts_modules_w1_parameters_weight_: "bf16[2048, 7168][7168, 1]cpu",
        L_self_modules_moe_modules_shared_experts_modules_w3_parameters_weight_: "bf16[2048, 7168][7168, 1]cpu",
        L_self_modules_moe_modules_shared_experts_modules_w2_parameters_weight_: "bf16[7168, 2048][2048, 1]cpu"
    ):
        l_x_ = L_x_
        l_self_modules_attention_norm_parameters_weight_ = L_self_modules_attention_norm_parameters_weight_
        l_self_modules_attention_modules_wq_a_parameters_weight_ = L_self_modules_attention_modules_wq_a_parameters_weight_
        l_self_modules_attention_modules_q_norm_parameters_weight_ = L_self_modules_attention_modules_q_norm_parameters_weight_
        l_self_modules_attention_modules_wq_b_parameters_weight_ = L_self_modules_attention_modules_wq_b_parameters_weight_
        l_self_modules_attention_modules_wkv_a_parameters_weight_ = L_self_modules_attention_modules_wkv_a_parameters_weight_
        l_self_modules_attention_modules_rope_buffers_cache_ = L_self_modules_attention_modules_rope_buffers_cache_
        l_self_modules_attention_modules_kv_norm_parameters_weight_ = L_self_modules_attention_modules_kv_norm_parameters_weight_
        l_self_modules_attention_modules_wkv_b_parameters_weight_ = L_self_modules_attention_modules_wkv_b_parameters_weight_
        l_self_modules_attention_modules_wo_parameters_weight_ = L_self_modules_attention_modules_wo_parameters_weight_
        l_self_modules_ffn_norm_parameters_weight_ = L_self_modules_ffn_norm_parameters_weight_
        l_self_modules_moe_buffers_expert_bias_e_ = L_self_modules_moe_buffers_expert_bias_E_
        l_self_modules_moe_modules_router_modules_gate_parameters_weight_ = L_self_modules_moe_modules_router_modules_gate_parameters_weight_
        l_self_modules_moe_buffers_tokens_per_expert_e_ = L_self_modules_moe_buffers_tokens_per_expert_E_
        l_self_modules_moe_modules_routed_experts_modules_inner_experts_parameters_w1_efd_ = L_self_modules_moe_modules_routed_experts_modules_inner_experts_parameters_w1_EFD_
        l_self_modules_moe_modules_routed_experts_modules_inner_experts_parameters_w2_edf_ = L_self_modules_moe_modules_routed_experts_modules_inner_experts_parameters_w2_EDF_
        l_self_modules_moe_modules_routed_experts_modules_inner_experts_parameters_w3_efd_ = L_self_modules_moe_modules_routed_experts_modules_inner_experts_parameters_w3_EFD_
        l_self_modules_moe_modules_shared_experts_modules_w1_parameters_weight_ = L_self_modules_moe_modules_shared_experts_modules_w1_parameters_weight_
        l_self_modules_moe_modules_shared_experts_modules_w3_parameters_weight_ = L_self_modules_moe_modules_shared_experts_modules_w3_parameters_weight_
        l_self_modules_moe_modules_shared_experts_modules_w2_parameters_weight_ = L_self_modules_moe_modules_shared_experts_modules_w2_parameters_weight_
        #> attention_norm: torch.nn.functional.rms_norm
        outputs: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.rms_norm(l_x_, (7168,), l_self_modules_attention_norm_parameters_weight_, 1e-05)
        #> attention.wq_a: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_1: "bf16[4, 4096, 1536][6291456, 1536, 1]cpu" = torch._C._nn.linear(outputs, l_self_modules_attention_modules_wq_a_parameters_weight_, None)
        #> attention.q_norm: torch.nn.functional.rms_norm
        outputs_2: "bf16[4, 4096, 1536][6291456, 1536, 1]cpu" = torch.rms_norm(outputs_1, (1536,), l_self_modules_attention_modules_q_norm_parameters_weight_, 1e-05)
        #> attention.wq_b: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_3: "bf16[4, 4096, 24576][100663296, 24576, 1]cpu" = torch._C._nn.linear(outputs_2, l_self_modules_attention_modules_wq_b_parameters_weight_, None)
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        q: "bf16[4, 4096, 128, 192][100663296, 24576, 192, 1]cpu" = outputs_3.view(4, 4096, -1, 192)
        split = torch.functional.split(q, [128, 64], dim = -1)
        q_nope: "bf16[4, 4096, 128, 128][100663296, 24576, 192, 1]cpu" = split[0]
        q_pe: "bf16[4, 4096, 128, 64][100663296, 24576, 192, 1]cpu" = split[1]
        #> attention.wkv_a: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_4: "bf16[4, 4096, 576][2359296, 576, 1]cpu" = torch._C._nn.linear(outputs, l_self_modules_attention_modules_wkv_a_parameters_weight_, None)
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        split_1 = torch.functional.split(outputs_4, [512, 64], dim = -1)
        kv: "bf16[4, 4096, 512][2359296, 576, 1]cpu" = split_1[0]
        k_pe: "bf16[4, 4096, 64][2359296, 576, 1]cpu" = split_1[1]
        unsqueeze: "bf16[4, 4096, 1, 64][2359296, 576, 64, 1]cpu" = k_pe.unsqueeze(2)
        #> attention.rope: torchtitan.models.common.rope._reshape_for_broadcast
        rope_cache: "c64[4096, 32][32, 1]cpu" = l_self_modules_attention_modules_rope_buffers_cache_[slice(0, 4096, None)]
        reshaped_cache: "c64[1, 4096, 1, 32][131072, 32, 32, 1]cpu" = rope_cache.view(1, 4096, 1, 32)
        #> attention.rope: torchtitan.models.common.rope.ComplexRoPE.apply_rotary_emb
        float_1: "f32[4, 4096, 128, 64][33554432, 8192, 64, 1]cpu" = q_pe.float()
        reshape: "f32[4, 4096, 128, 32, 2][33554432, 8192, 64, 2, 1]cpu" = float_1.reshape(4, 4096, 128, -1, 2)
        xq_: "c64[4, 4096, 128, 32][16777216, 4096, 32, 1]cpu" = torch.view_as_complex(reshape)
        float_2: "f32[4, 4096, 1, 64][262144, 64, 64, 1]cpu" = unsqueeze.float()
        reshape_1: "f32[4, 4096, 1, 32, 2][262144, 64, 64, 2, 1]cpu" = float_2.reshape(4, 4096, 1, -1, 2)
        xk_: "c64[4, 4096, 1, 32][131072, 32, 32, 1]cpu" = torch.view_as_complex(reshape_1)
        mul: "c64[4, 4096, 128, 32][16777216, 4096, 32, 1]cpu" = xq_ * reshaped_cache
        view_as_real: "f32[4, 4096, 128, 32, 2][33554432, 8192, 64, 2, 1]cpu" = torch.view_as_real(mul)
        xq_out: "f32[4, 4096, 128, 64][33554432, 8192, 64, 1]cpu" = view_as_real.flatten(3)
        mul_1: "c64[4, 4096, 1, 32][131072, 32, 32, 1]cpu" = xk_ * reshaped_cache
        view_as_real_1: "f32[4, 4096, 1, 32, 2][262144, 64, 64, 2, 1]cpu" = torch.view_as_real(mul_1)
        xk_out: "f32[4, 4096, 1, 64][262144, 64, 64, 1]cpu" = view_as_real_1.flatten(3)
        q_pe_1: "bf16[4, 4096, 128, 64][33554432, 8192, 64, 1]cpu" = xq_out.type_as(q_pe)
        k_pe_1: "bf16[4, 4096, 1, 64][262144, 64, 64, 1]cpu" = xk_out.type_as(unsqueeze)
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        q_1: "bf16[4, 4096, 128, 192][100663296, 24576, 192, 1]cpu" = torch.cat([q_nope, q_pe_1], dim = -1)
        #> attention.kv_norm: torch.nn.functional.rms_norm
        outputs_5: "bf16[4, 4096, 512][2097152, 512, 1]cpu" = torch.rms_norm(kv, (512,), l_self_modules_attention_modules_kv_norm_parameters_weight_, 1e-05)
        #> attention.wkv_b: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_6: "bf16[4, 4096, 32768][134217728, 32768, 1]cpu" = torch._C._nn.linear(outputs_5, l_self_modules_attention_modules_wkv_b_parameters_weight_, None)
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        kv_1: "bf16[4, 4096, 128, 256][134217728, 32768, 256, 1]cpu" = outputs_6.view(4, 4096, -1, 256)
        split_2 = torch.functional.split(kv_1, [128, 128], dim = -1)
        k_nope: "bf16[4, 4096, 128, 128][134217728, 32768, 256, 1]cpu" = split_2[0]
        v: "bf16[4, 4096, 128, 128][134217728, 32768, 256, 1]cpu" = split_2[1]
        expand: "bf16[4, 4096, 128, 64][262144, 64, 0, 1]cpu" = k_pe_1.expand(-1, -1, 128, -1)
        k: "bf16[4, 4096, 128, 192][100663296, 24576, 192, 1]cpu" = torch.cat([k_nope, expand], dim = -1)
        #> attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        q_BNLH: "bf16[4, 128, 4096, 192][100663296, 192, 24576, 1]cpu" = q_1.transpose(1, 2)
        k_BNLH: "bf16[4, 128, 4096, 192][100663296, 192, 24576, 1]cpu" = k.transpose(1, 2)
        v_BNLH: "bf16[4, 128, 4096, 128][134217728, 256, 32768, 1]cpu" = v.transpose(1, 2)
        #> (no source recorded)
        _backend_from_string = torch.nn.attention._backend_from_string('CUDNN_ATTENTION')
        _backend_from_string_1 = torch.nn.attention._backend_from_string('FLASH_ATTENTION')
        _backend_from_string_2 = torch.nn.attention._backend_from_string('MATH')
        _sdpa_kernel = torch.nn.attention._sdpa_kernel([_backend_from_string, _backend_from_string_1, _backend_from_string_2], True)
        #> attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        out_BNLH: "bf16[4, 128, 4096, 128][67108864, 524288, 128, 1]cpu" = torch._C._nn.scaled_dot_product_attention(
            q_BNLH,
            k_BNLH,
            v_BNLH,
            scale = 0.1352337788608801,
            is_causal = True,
            enable_gqa = False
        )
        #> (no source recorded)
        _backend_from_string_3 = torch.nn.attention._backend_from_string('FLASH_ATTENTION')
        _backend_from_string_4 = torch.nn.attention._backend_from_string('EFFICIENT_ATTENTION')
        _backend_from_string_5 = torch.nn.attention._backend_from_string('MATH')
        _backend_from_string_6 = torch.nn.attention._backend_from_string('CUDNN_ATTENTION')
        _backend_from_string_7 = torch.nn.attention._backend_from_string('OVERRIDEABLE')
        _sdpa_kernel_1 = torch.nn.attention._sdpa_kernel([_backend_from_string_3, _backend_from_string_4, _backend_from_string_5, _backend_from_string_6, _backend_from_string_7], True)
        #> attention.inner_attention: torchtitan.models.common.attention.ScaledDotProductAttention.forward
        outputs_7: "bf16[4, 4096, 128, 128][67108864, 128, 524288, 1]cpu" = out_BNLH.transpose(1, 2)
        #> attention: torchtitan.models.deepseek_v3.model.Attention.forward
        output: "bf16[4, 4096, 128, 128][67108864, 16384, 128, 1]cpu" = outputs_7.contiguous()
        output_1: "bf16[4, 4096, 16384][67108864, 16384, 1]cpu" = output.view(4, 4096, -1)
        #> attention.wo: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_8: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch._C._nn.linear(output_1, l_self_modules_attention_modules_wo_parameters_weight_, None)
        #> (no module): torchtitan.models.deepseek_v3.model.DeepSeekV3TransformerBlock.forward
        x: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = l_x_ + outputs_8
        #> ffn_norm: torch.nn.functional.rms_norm
        outputs_9: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch.rms_norm(x, (7168,), l_self_modules_ffn_norm_parameters_weight_, 1e-05)
        #> (no source recorded)
        _enter_autocast = torch.amp.autocast_mode._enter_autocast('cpu', torch.float32, True, None)
        #> moe.router.gate: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_10: "bf16[4, 4096, 256][1048576, 256, 1]cpu" = torch._C._nn.linear(outputs_9, l_self_modules_moe_modules_router_modules_gate_parameters_weight_, None)
        #> (no source recorded)
        _exit_autocast = torch.amp.autocast_mode._exit_autocast(_enter_autocast)
        #> moe.router: torchtitan.models.common.moe.TokenChoiceTopKRouter.forward
        scores_BLE: "bf16[4, 4096, 256][1048576, 256, 1]cpu" = torch.sigmoid(outputs_10)
        scores_for_choice_BLE: "f32[4, 4096, 256][1048576, 256, 1]cpu" = scores_BLE + l_self_modules_moe_buffers_expert_bias_e_
        #> moe.router: torchtitan.models.common.moe.TokenChoiceTopKRouter._get_node_limited_routing_scores
        scores_grouped: "f32[4, 4096, 8, 32][1048576, 256, 32, 1]cpu" = scores_for_choice_BLE.unflatten(-1, (8, 32))
        topk = scores_grouped.topk(2, dim = -1)
        top2_scores_in_group: "f32[4, 4096, 8, 2][65536, 16, 2, 1]cpu" = topk[0]
        group_scores: "f32[4, 4096, 8][32768, 8, 1]cpu" = top2_scores_in_group.sum(dim = -1)
        topk_1 = torch.topk(group_scores, k = 4, dim = -1, sorted = False)
        group_idx: "i64[4, 4096, 4][16384, 4, 1]cpu" = topk_1[1]
        group_mask: "b8[4, 4096, 8][32768, 8, 1]cpu" = torch.ones_like(group_scores, dtype = torch.bool)
        scatter_: "b8[4, 4096, 8][32768, 8, 1]cpu" = group_mask.scatter_(-1, group_idx, False)
        unsqueeze_1: "b8[4, 4096, 8, 1][32768, 8, 1, 1]cpu" = group_mask.unsqueeze(-1)
        masked_fill: "f32[4, 4096, 8, 32][1048576, 256, 32, 1]cpu" = scores_grouped.masked_fill(unsqueeze_1, -inf)
        scores_for_choice_BLE_1: "f32[4, 4096, 256][1048576, 256, 1]cpu" = masked_fill.flatten(-2)
        #> moe.router: torchtitan.models.common.moe.TokenChoiceTopKRouter.forward
        topk_2 = torch.topk(scores_for_choice_BLE_1, k = 8, dim = -1, sorted = False)
        topk_expert_ids_BLK: "i64[4, 4096, 8][32768, 8, 1]cpu" = topk_2[1]
        topk_scores_BLK: "bf16[4, 4096, 8][32768, 8, 1]cpu" = scores_BLE.gather(dim = -1, index = topk_expert_ids_BLK)
        sum_1: "bf16[4, 4096, 1][4096, 1, 1]cpu" = topk_scores_BLK.sum(dim = -1, keepdim = True)
        denominator: "bf16[4, 4096, 1][4096, 1, 1]cpu" = sum_1 + 1e-20
        topk_scores_BLK_1: "bf16[4, 4096, 8][32768, 8, 1]cpu" = topk_scores_BLK / denominator
        topk_scores_BLK_2: "bf16[4, 4096, 8][32768, 8, 1]cpu" = topk_scores_BLK_1 * 2.5
        #> moe: torchtitan.models.common.moe.MoE.forward
        zeros_like: "b8[4, 4096, 256][1048576, 256, 1]cpu" = torch.zeros_like(scores_BLE, dtype = torch.bool)
        routing_map_BLE: "b8[4, 4096, 256][1048576, 256, 1]cpu" = zeros_like.scatter_(-1, topk_expert_ids_BLK, True)
        num_local_tokens_per_expert_E: "i64[256][1]cpu" = routing_map_BLE.sum(dim = (0, 1))
        #> (no source recorded)
        _set_grad_enabled = torch._C._set_grad_enabled(False)
        #> moe: torchtitan.models.common.moe.MoE.forward
        add_: "f32[256][1]cpu" = l_self_modules_moe_buffers_tokens_per_expert_e_.add_(num_local_tokens_per_expert_E)
        #> (no source recorded)
        _set_grad_enabled_1 = torch._C._set_grad_enabled(True)
        #> moe.routed_experts: torchtitan.models.common.moe.RoutedExperts.forward
        x_TD: "bf16[16384, 7168][7168, 1]cpu" = outputs_9.view(16384, 7168)
        topk_scores_TK: "bf16[16384, 8][8, 1]cpu" = topk_scores_BLK_2.view(16384, 8)
        topk_expert_ids_TK: "i64[16384, 8][8, 1]cpu" = topk_expert_ids_BLK.view(16384, 8)
        #> moe.routed_experts: torchtitan.models.common.token_dispatcher.LocalTokenDispatcher._local_reorder
        view: "i64[131072][1]cpu" = topk_expert_ids_TK.view(-1)
        token_indices_experts_sorted_N: "i64[131072][1]cpu" = torch.argsort(view, stable = True)
        view_1: "bf16[131072][1]cpu" = topk_scores_TK.view(-1)
        topk_scores_experts_sorted_N: "bf16[131072][1]cpu" = view_1[token_indices_experts_sorted_N]
        token_indices_experts_sorted_N_1: "i64[131072][1]cpu" = token_indices_experts_sorted_N // 8
        routed_input_ND: "bf16[131072, 7168][7168, 1]cpu" = x_TD[token_indices_experts_sorted_N_1]
        #> (no source recorded)
        _set_grad_enabled_2 = torch._C._set_grad_enabled(False)
        #> moe.routed_experts: torchtitan.models.common.token_dispatcher.AllToAllTokenDispatcher._token_count_exchange
        view_2: "i64[8, 32][32, 1]cpu" = num_local_tokens_per_expert_E.view(8, -1)
        #> moe.routed_experts: torch.distributed._functional_collectives.all_to_all_single
        tensor: "i64[8, 32][32, 1]cpu" = torch.ops._c10d_functional.all_to_all_single(view_2, [1, 1, 1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1, 1, 1], 'mesh_ep')
        #> moe.routed_experts: torch.distributed._functional_collectives.wait_tensor
        num_global_tokens_per_local_expert_EP_e: "i64[8, 32][32, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor)
        #> moe.routed_experts: torchtitan.models.common.token_dispatcher.AllToAllTokenDispatcher._sync_token_count_exchange
        num_global_tokens_per_local_expert_EP_e_1: "i64[8, 32][32, 1]cpu" = torch.ops._c10d_functional.wait_tensor(num_global_tokens_per_local_expert_EP_e)
        num_global_tokens_per_local_expert_E: "i64[256][1]cpu" = num_global_tokens_per_local_expert_EP_e_1.reshape(-1)
        view_3: "i64[8, 32][32, 1]cpu" = num_local_tokens_per_expert_E.view(8, -1)
        sum_2: "i64[8][1]cpu" = view_3.sum(dim = 1)
        input_splits: "i64[8][1]cpu" = sum_2.to(device(type='cpu'), non_blocking = True)
        view_4: "i64[8, 32][32, 1]cpu" = num_global_tokens_per_local_expert_E.view(8, -1)
        sum_3: "i64[8][1]cpu" = view_4.sum(dim = 1)
        output_splits: "i64[8][1]cpu" = sum_3.to(device(type='cpu'), non_blocking = False)
        getitem = input_splits[0]
        item: "Sym(u0)" = getitem.item()
        ge: "Sym(u0 >= 0)" = item >= 0
        _assert_scalar_default = torch.ops.aten._assert_scalar.default(ge, "Runtime assertion failed for expression u0 >= 0 on node 'ge'")
        getitem_1 = input_splits[1]
        item_1: "Sym(u1)" = getitem_1.item()
        ge_1: "Sym(u1 >= 0)" = item_1 >= 0
        _assert_scalar_default_1 = torch.ops.aten._assert_scalar.default(ge_1, "Runtime assertion failed for expression u1 >= 0 on node 'ge_1'")
        getitem_2 = input_splits[2]
        item_2: "Sym(u2)" = getitem_2.item()
        ge_2: "Sym(u2 >= 0)" = item_2 >= 0
        _assert_scalar_default_2 = torch.ops.aten._assert_scalar.default(ge_2, "Runtime assertion failed for expression u2 >= 0 on node 'ge_2'")
        getitem_3 = input_splits[3]
        item_3: "Sym(u3)" = getitem_3.item()
        ge_3: "Sym(u3 >= 0)" = item_3 >= 0
        _assert_scalar_default_3 = torch.ops.aten._assert_scalar.default(ge_3, "Runtime assertion failed for expression u3 >= 0 on node 'ge_3'")
        getitem_4 = input_splits[4]
        item_4: "Sym(u4)" = getitem_4.item()
        ge_4: "Sym(u4 >= 0)" = item_4 >= 0
        _assert_scalar_default_4 = torch.ops.aten._assert_scalar.default(ge_4, "Runtime assertion failed for expression u4 >= 0 on node 'ge_4'")
        getitem_5 = input_splits[5]
        item_5: "Sym(u5)" = getitem_5.item()
        ge_5: "Sym(u5 >= 0)" = item_5 >= 0
        _assert_scalar_default_5 = torch.ops.aten._assert_scalar.default(ge_5, "Runtime assertion failed for expression u5 >= 0 on node 'ge_5'")
        getitem_6 = input_splits[6]
        item_6: "Sym(u6)" = getitem_6.item()
        ge_6: "Sym(u6 >= 0)" = item_6 >= 0
        _assert_scalar_default_6 = torch.ops.aten._assert_scalar.default(ge_6, "Runtime assertion failed for expression u6 >= 0 on node 'ge_6'")
        getitem_7 = input_splits[7]
        item_7: "Sym(u7)" = getitem_7.item()
        ge_7: "Sym(u7 >= 0)" = item_7 >= 0
        _assert_scalar_default_7 = torch.ops.aten._assert_scalar.default(ge_7, "Runtime assertion failed for expression u7 >= 0 on node 'ge_7'")
        sym_sum: "Sym(u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7)" = torch.sym_sum([item, item_1, item_2, item_3, item_4, item_5, item_6, item_7])
        eq: "Sym(Eq(u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7, 131072))" = sym_sum == 131072
        _assert_scalar_default_8 = torch.ops.aten._assert_scalar.default(eq, "Runtime assertion failed for expression Eq(u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7, 131072) on node 'eq'")
        getitem_8 = output_splits[0]
        item_8: "Sym(u8)" = getitem_8.item()
        ge_8: "Sym(u8 >= 0)" = item_8 >= 0
        _assert_scalar_default_9 = torch.ops.aten._assert_scalar.default(ge_8, "Runtime assertion failed for expression u8 >= 0 on node 'ge_8'")
        getitem_9 = output_splits[1]
        item_9: "Sym(u9)" = getitem_9.item()
        ge_9: "Sym(u9 >= 0)" = item_9 >= 0
        _assert_scalar_default_10 = torch.ops.aten._assert_scalar.default(ge_9, "Runtime assertion failed for expression u9 >= 0 on node 'ge_9'")
        getitem_10 = output_splits[2]
        item_10: "Sym(u10)" = getitem_10.item()
        ge_10: "Sym(u10 >= 0)" = item_10 >= 0
        _assert_scalar_default_11 = torch.ops.aten._assert_scalar.default(ge_10, "Runtime assertion failed for expression u10 >= 0 on node 'ge_10'")
        getitem_11 = output_splits[3]
        item_11: "Sym(u11)" = getitem_11.item()
        ge_11: "Sym(u11 >= 0)" = item_11 >= 0
        _assert_scalar_default_12 = torch.ops.aten._assert_scalar.default(ge_11, "Runtime assertion failed for expression u11 >= 0 on node 'ge_11'")
        getitem_12 = output_splits[4]
        item_12: "Sym(u12)" = getitem_12.item()
        ge_12: "Sym(u12 >= 0)" = item_12 >= 0
        _assert_scalar_default_13 = torch.ops.aten._assert_scalar.default(ge_12, "Runtime assertion failed for expression u12 >= 0 on node 'ge_12'")
        getitem_13 = output_splits[5]
        item_13: "Sym(u13)" = getitem_13.item()
        ge_13: "Sym(u13 >= 0)" = item_13 >= 0
        _assert_scalar_default_14 = torch.ops.aten._assert_scalar.default(ge_13, "Runtime assertion failed for expression u13 >= 0 on node 'ge_13'")
        getitem_14 = output_splits[6]
        item_14: "Sym(u14)" = getitem_14.item()
        ge_14: "Sym(u14 >= 0)" = item_14 >= 0
        _assert_scalar_default_15 = torch.ops.aten._assert_scalar.default(ge_14, "Runtime assertion failed for expression u14 >= 0 on node 'ge_14'")
        getitem_15 = output_splits[7]
        item_15: "Sym(u15)" = getitem_15.item()
        ge_15: "Sym(u15 >= 0)" = item_15 >= 0
        _assert_scalar_default_16 = torch.ops.aten._assert_scalar.default(ge_15, "Runtime assertion failed for expression u15 >= 0 on node 'ge_15'")
        #> (no source recorded)
        _set_grad_enabled_3 = torch._C._set_grad_enabled(True)
        #> moe.routed_experts: torch.distributed._functional_collectives.all_to_all_single
        tensor_1: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = torch.ops._c10d_functional.all_to_all_single(
            routed_input_ND,
            [item_8, item_9, item_10, item_11, item_12, item_13, item_14, item_15],
            [item, item_1, item_2, item_3, item_4, item_5, item_6, item_7],
            'mesh_ep'
        )
        #> moe.routed_experts: torch.distributed._functional_collectives.wait_tensor
        routed_input_RD: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_1)
        #> moe.routed_experts: torchtitan.models.common.token_dispatcher.AllToAllTokenDispatcher._permute
        sym_sum_1: "Sym(u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9)" = torch.sym_sum([item_10, item_11, item_12, item_13, item_14, item_15, item_8, item_9])
        t_mat: "i64[8, 32][32, 1]cpu" = num_global_tokens_per_local_expert_E.view(8, 32)
        cumsum: "i64[256][1]cpu" = num_global_tokens_per_local_expert_E.cumsum(0)
        sub: "i64[256][1]cpu" = cumsum - num_global_tokens_per_local_expert_E
        input_starts: "i64[8, 32][32, 1]cpu" = sub.view(8, 32)
        t: "i64[32, 8][1, 32]cpu" = t_mat.t()
        segment_lens: "i64[256][1]cpu" = t.reshape(-1)
        t_1: "i64[32, 8][1, 32]cpu" = input_starts.t()
        input_starts_1: "i64[256][1]cpu" = t_1.reshape(-1)
        arange: "i64[256][1]cpu" = torch.arange(256, device = device(type='cpu'))
        seg_ids: "i64[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9][1]cpu" = arange.repeat_interleave(segment_lens, output_size = sym_sum_1)
        cumsum_1: "i64[256][1]cpu" = segment_lens.cumsum(0)
        output_starts: "i64[256][1]cpu" = cumsum_1 - segment_lens
        getitem_16: "i64[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9][1]cpu" = input_starts_1[seg_ids]
        arange_1: "i64[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9][1]cpu" = torch.arange(sym_sum_1, device = device(type='cpu'))
        add: "i64[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9][1]cpu" = getitem_16 + arange_1
        getitem_17: "i64[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9][1]cpu" = output_starts[seg_ids]
        permuted_indices: "i64[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9][1]cpu" = add - getitem_17
        num_global_tokens_per_local_expert_e: "i64[32][1]cpu" = t_mat.sum(0)
        size = routed_input_RD.size()
        routed_input_RD_1: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = routed_input_RD[(permuted_indices, slice(None, None, None))]
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts.forward
        w1_EFD: "bf16[32, 2048, 7168][14680064, 7168, 1]cpu" = l_self_modules_moe_modules_routed_experts_modules_inner_experts_parameters_w1_efd_.to_local()
        w2_EDF: "bf16[32, 7168, 2048][14680064, 2048, 1]cpu" = l_self_modules_moe_modules_routed_experts_modules_inner_experts_parameters_w2_edf_.to_local()
        w3_EFD: "bf16[32, 2048, 7168][14680064, 7168, 1]cpu" = l_self_modules_moe_modules_routed_experts_modules_inner_experts_parameters_w3_efd_.to_local()
        offsets_E: "i32[32][1]cpu" = torch.cumsum(num_global_tokens_per_local_expert_e, dim = 0, dtype = torch.int32)
        bfloat16: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = routed_input_RD_1.bfloat16()
        bfloat16_1: "bf16[32, 2048, 7168][14680064, 7168, 1]cpu" = w1_EFD.bfloat16()
        transpose: "bf16[32, 7168, 2048][14680064, 1, 7168]cpu" = bfloat16_1.transpose(-2, -1)
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts._grouped_mm
        _grouped_mm: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 2048][2048, 1]cpu" = torch._grouped_mm(bfloat16, transpose, offs = offsets_E)
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts.forward
        h_RF: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 2048][2048, 1]cpu" = torch.nn.functional.silu(_grouped_mm)
        bfloat16_2: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = routed_input_RD_1.bfloat16()
        bfloat16_3: "bf16[32, 2048, 7168][14680064, 7168, 1]cpu" = w3_EFD.bfloat16()
        transpose_1: "bf16[32, 7168, 2048][14680064, 1, 7168]cpu" = bfloat16_3.transpose(-2, -1)
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts._grouped_mm
        _grouped_mm_1: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 2048][2048, 1]cpu" = torch._grouped_mm(bfloat16_2, transpose_1, offs = offsets_E)
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts.forward
        h_RF_1: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 2048][2048, 1]cpu" = h_RF * _grouped_mm_1
        bfloat16_4: "bf16[32, 7168, 2048][14680064, 2048, 1]cpu" = w2_EDF.bfloat16()
        transpose_2: "bf16[32, 2048, 7168][14680064, 1, 2048]cpu" = bfloat16_4.transpose(-2, -1)
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts._grouped_mm
        _grouped_mm_2: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = torch._grouped_mm(h_RF_1, transpose_2, offs = offsets_E)
        #> moe.routed_experts.inner_experts: torchtitan.models.common.moe.GroupedExperts.forward
        outputs_11: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = _grouped_mm_2.type_as(routed_input_RD_1)
        #> moe.routed_experts: torchtitan.models.common.token_dispatcher.AllToAllTokenDispatcher._unpermute
        out_unpermuted_RD: "bf16[u10 + u11 + u12 + u13 + u14 + u15 + u8 + u9, 7168][7168, 1]cpu" = outputs_11.new_empty(size)
        out_unpermuted_RD[(permuted_indices, slice(None, None, None))] = outputs_11;  setitem = out_unpermuted_RD
        #> moe.routed_experts: torch.distributed._functional_collectives.all_to_all_single
        tensor_2: "bf16[u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7, 7168][7168, 1]cpu" = torch.ops._c10d_functional.all_to_all_single(
            out_unpermuted_RD,
            [item, item_1, item_2, item_3, item_4, item_5, item_6, item_7],
            [item_8, item_9, item_10, item_11, item_12, item_13, item_14, item_15],
            'mesh_ep'
        )
        #> moe.routed_experts: torch.distributed._functional_collectives.wait_tensor
        routed_output_RD: "bf16[u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7, 7168][7168, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_2)
        #> moe.routed_experts: torchtitan.models.common.token_dispatcher.AllToAllTokenDispatcher.combine
        out_TD: "bf16[16384, 7168][7168, 1]cpu" = torch.zeros_like(x_TD)
        to: "f32[u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7, 7168][7168, 1]cpu" = routed_output_RD.to(torch.float32)
        reshape_2: "bf16[131072, 1][1, 1]cpu" = topk_scores_experts_sorted_N.reshape(-1, 1)
        mul_2: "f32[u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7, 7168][7168, 1]cpu" = to * reshape_2
        routed_output_RD_1: "bf16[u0 + u1 + u2 + u3 + u4 + u5 + u6 + u7, 7168][7168, 1]cpu" = mul_2.to(torch.bfloat16)
        reshape_3: "i64[131072, 1][1, 1]cpu" = token_indices_experts_sorted_N_1.reshape(-1, 1)
        expand_1: "i64[131072, 7168][1, 0]cpu" = reshape_3.expand(-1, 7168)
        out_TD_1: "bf16[16384, 7168][7168, 1]cpu" = torch.ops.torchtitan.deterministic_scatter_add.default(out_TD, expand_1, routed_output_RD_1)
        #> moe.routed_experts: torchtitan.models.common.moe.RoutedExperts.forward
        outputs_12: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = out_TD_1.view(4, -1, 7168)
        #> moe.shared_experts.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_13: "bf16[4, 4096, 2048][8388608, 2048, 1]cpu" = torch._C._nn.linear(outputs_9, l_self_modules_moe_modules_shared_experts_modules_w1_parameters_weight_, None)
        #> moe.shared_experts: torchtitan.models.common.feed_forward.FeedForward.forward
        silu: "bf16[4, 4096, 2048][8388608, 2048, 1]cpu" = torch.nn.functional.silu(outputs_13)
        #> moe.shared_experts.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_14: "bf16[4, 4096, 2048][8388608, 2048, 1]cpu" = torch._C._nn.linear(outputs_9, l_self_modules_moe_modules_shared_experts_modules_w3_parameters_weight_, None)
        #> moe.shared_experts: torchtitan.models.common.feed_forward.FeedForward.forward
        value: "bf16[4, 4096, 2048][8388608, 2048, 1]cpu" = silu * outputs_14
        #> moe.shared_experts.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_15: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch._C._nn.linear(value, l_self_modules_moe_modules_shared_experts_modules_w2_parameters_weight_, None)
        #> moe: torchtitan.models.common.moe.MoE.forward
        out_BLD: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = outputs_12 + outputs_15
        #> (no module): torchtitan.models.deepseek_v3.model.DeepSeekV3TransformerBlock.forward
        x_1: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = x + out_BLD
        return (x_1,)
