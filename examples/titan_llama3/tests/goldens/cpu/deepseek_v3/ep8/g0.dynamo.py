# fxgolden golden | case: deepseek_v3/ep8 | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/64 cpu
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
        L_self_modules_feed_forward_modules_w1_parameters_weight_: "bf16[18432, 7168][7168, 1]cpu",
        L_self_modules_feed_forward_modules_w3_parameters_weight_: "bf16[18432, 7168][7168, 1]cpu",
        L_self_modules_feed_forward_modules_w2_parameters_weight_: "bf16[7168, 18432][18432, 1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
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
        #> feed_forward.w1: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_10: "bf16[4, 4096, 18432][75497472, 18432, 1]cpu" = torch._C._nn.linear(outputs_9, l_self_modules_feed_forward_modules_w1_parameters_weight_, None)
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        silu: "bf16[4, 4096, 18432][75497472, 18432, 1]cpu" = torch.nn.functional.silu(outputs_10)
        #> feed_forward.w3: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_11: "bf16[4, 4096, 18432][75497472, 18432, 1]cpu" = torch._C._nn.linear(outputs_9, l_self_modules_feed_forward_modules_w3_parameters_weight_, None)
        #> feed_forward: torchtitan.models.common.feed_forward.FeedForward.forward
        mul_2: "bf16[4, 4096, 18432][75497472, 18432, 1]cpu" = silu * outputs_11
        #> feed_forward.w2: torchtitan.protocols.module.Module.parallelize.<locals>.forward_with_redistribution
        outputs_12: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = torch._C._nn.linear(mul_2, l_self_modules_feed_forward_modules_w2_parameters_weight_, None)
        #> (no module): torchtitan.models.deepseek_v3.model.DeepSeekV3TransformerBlock.forward
        x_1: "bf16[4, 4096, 7168][29360128, 7168, 1]cpu" = x + outputs_12
        return (x_1,)
