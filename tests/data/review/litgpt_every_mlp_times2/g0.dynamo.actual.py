# fxgolden golden | case: lit/llama_tp | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    #~ long_name_1 = L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_fc_1_forward_pre_hooks_list_dict_keys_L_self_modules_transformer_modules_h_modules_0_modules_
    #~   mlp_modules_fc_1_forward_pre_hooks_0_closure_0_cell_contents
    #~ long_name_2 = l_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_fc_1_forward_pre_hooks_list_dict_keys_l_self_modules_transformer_modules_h_modules_0_modules_
    #~   mlp_modules_fc_1_forward_pre_hooks_0_closure_0_cell_contents
    def forward(
        self,
        L_idx_: "i64[2, 16][16, 1]cpu",
        L_self_buffers_cos_: "f32[64, 32][32, 1]cpu",
        L_self_buffers_sin_: "f32[64, 32][32, 1]cpu",
        L_self_modules_transformer_modules_wte_parameters_weight_: "f32[512, 128][128, 1]cpu",
        L_self_modules_transformer_modules_h_modules_0_modules_norm_1_parameters_weight_: "f32[128][1]cpu",
        L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_qkv_parameters_weight_: "f32[384, 128][128, 1]cpu",
        L_self_modules_transformer_modules_h_modules_0_modules_attn_modules_proj_parameters_weight_: "f32[128, 128][128, 1]cpu",
        L_self_modules_transformer_modules_h_modules_0_modules_norm_2_parameters_weight_: "f32[128][1]cpu",
        long_name_1 : torch.distributed.device_mesh.DeviceMesh,
        L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_fc_1_parameters_weight_: "DTensor(f32[256, 128][128, 1]cpu, S(0))",
        L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_fc_2_parameters_weight_: "DTensor(f32[256, 128][128, 1]cpu, S(0))",
        L_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_proj_parameters_weight_: "DTensor(f32[128, 256][256, 1]cpu, S(1))",
        L_self_modules_transformer_modules_h_modules_1_modules_norm_1_parameters_weight_: "f32[128][1]cpu",
        L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_qkv_parameters_weight_: "f32[384, 128][128, 1]cpu",
        L_self_modules_transformer_modules_h_modules_1_modules_attn_modules_proj_parameters_weight_: "f32[128, 128][128, 1]cpu",
        L_self_modules_transformer_modules_h_modules_1_modules_norm_2_parameters_weight_: "f32[128][1]cpu",
        L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_fc_1_parameters_weight_: "DTensor(f32[256, 128][128, 1]cpu, S(0))",
        L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_fc_2_parameters_weight_: "DTensor(f32[256, 128][128, 1]cpu, S(0))",
        L_self_modules_transformer_modules_h_modules_1_modules_mlp_modules_proj_parameters_weight_: "DTensor(f32[128, 256][256, 1]cpu, S(1))",
        L_self_modules_transformer_modules_h_modules_2_modules_norm_1_parameters_weight_: "f32[128][1]cpu",
        L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_qkv_parameters_weight_: "f32[384, 128][128, 1]cpu",
        L_self_modules_transformer_modules_h_modules_2_modules_attn_modules_proj_parameters_weight_: "f32[128, 128][128, 1]cpu",
        L_self_modules_transformer_modules_h_modules_2_modules_norm_2_parameters_weight_: "f32[128][1]cpu",
        L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_fc_1_parameters_weight_: "DTensor(f32[256, 128][128, 1]cpu, S(0))",
        L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_fc_2_parameters_weight_: "DTensor(f32[256, 128][128, 1]cpu, S(0))",
        L_self_modules_transformer_modules_h_modules_2_modules_mlp_modules_proj_parameters_weight_: "DTensor(f32[128, 256][256, 1]cpu, S(1))",
        L_self_modules_transformer_modules_h_modules_3_modules_norm_1_parameters_weight_: "f32[128][1]cpu",
        L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_qkv_parameters_weight_: "f32[384, 128][128, 1]cpu",
        L_self_modules_transformer_modules_h_modules_3_modules_attn_modules_proj_parameters_weight_: "f32[128, 128][128, 1]cpu",
        L_self_modules_transformer_modules_h_modules_3_modules_norm_2_parameters_weight_: "f32[128][1]cpu",
        L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_fc_1_parameters_weight_: "DTensor(f32[256, 128][128, 1]cpu, S(0))",
        L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_fc_2_parameters_weight_: "DTensor(f32[256, 128][128, 1]cpu, S(0))",
        L_self_modules_transformer_modules_h_modules_3_modules_mlp_modules_proj_parameters_weight_: "DTensor(f32[128, 256][256, 1]cpu, S(1))",
        L_self_modules_transformer_modules_ln_f_parameters_weight_: "f32[128][1]cpu",
        L_self_modules_lm_head_parameters_weight_: "f32[512, 128][128, 1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): litgpt.model.GPT.forward
        getitem: "f32[16, 32][32, 1]cpu" = l_self_buffers_cos_[slice(None, 16, None)]
        cos: "f32[1, 16, 32][512, 32, 1]cpu" = getitem.unsqueeze(0)
        getitem_1: "f32[16, 32][32, 1]cpu" = l_self_buffers_sin_[slice(None, 16, None)]
        sin: "f32[1, 16, 32][512, 32, 1]cpu" = getitem_1.unsqueeze(0)
        #> transformer.wte: litgpt.model.GPT.forward
        x: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.nn.functional.embedding(l_idx_, l_self_modules_transformer_modules_wte_parameters_weight_, None, None, 2.0, False, False)
        #> transformer.h.0.norm_1: litgpt.model.RMSNorm.forward
        x_L0: "f32[2, 16, 128][2048, 128, 1]cpu" = x.float()
        mul_L0: "f32[2, 16, 128][2048, 128, 1]cpu" = x_L0 * x_L0
        norm_x_L0: "f32[2, 16, 1][16, 1, 1]cpu" = torch.mean(mul_L0, dim = -1, keepdim = True)
        add_L0: "f32[2, 16, 1][16, 1, 1]cpu" = norm_x_L0 + 1e-05
        rsqrt_L0: "f32[2, 16, 1][16, 1, 1]cpu" = torch.rsqrt(add_L0)
        x_normed_L0: "f32[2, 16, 128][2048, 128, 1]cpu" = x_L0 * rsqrt_L0
        float_L0: "f32[128][1]cpu" = l_self_modules_transformer_modules_h_modules_0_modules_norm_1_parameters_weight_.float()
        mul_L0_1: "f32[2, 16, 128][2048, 128, 1]cpu" = x_normed_L0 * float_L0
        x_normed_L0_1: "f32[2, 16, 128][2048, 128, 1]cpu" = mul_L0_1.to(dtype = torch.float32)
        #> transformer.h.0.attn.qkv: litgpt.model.CausalSelfAttention.forward
        qkv_L0: "f32[2, 16, 384][6144, 384, 1]cpu" = torch._C._nn.linear(x_normed_L0_1, l_self_modules_transformer_modules_h_modules_0_modules_attn_modules_qkv_parameters_weight_, None)
        #> transformer.h.0.attn: litgpt.model.CausalSelfAttention.forward
        split_L0 = qkv_L0.split((128, 128, 128), dim = -1)
        q_L0: "f32[2, 16, 128][6144, 384, 1]cpu" = split_L0[0]
        k_L0: "f32[2, 16, 128][6144, 384, 1]cpu" = split_L0[1]
        v_L0: "f32[2, 16, 128][6144, 384, 1]cpu" = split_L0[2]
        q_L0_1: "f32[2, 16, 4, 32][6144, 384, 32, 1]cpu" = q_L0.view(2, 16, 4, 32)
        k_L0_1: "f32[2, 16, 4, 32][6144, 384, 32, 1]cpu" = k_L0.view(2, 16, 4, 32)
        v_L0_1: "f32[2, 16, 4, 32][6144, 384, 32, 1]cpu" = v_L0.view(2, 16, 4, 32)
        q_L0_2: "f32[2, 4, 16, 32][6144, 32, 384, 1]cpu" = q_L0_1.transpose(1, 2)
        k_L0_2: "f32[2, 4, 16, 32][6144, 32, 384, 1]cpu" = k_L0_1.transpose(1, 2)
        v_L0_2: "f32[2, 4, 16, 32][6144, 32, 384, 1]cpu" = v_L0_1.transpose(1, 2)
        getitem_L0: "f32[2, 4, 16, 32][6144, 32, 384, 1]cpu" = q_L0_2[(Ellipsis, slice(None, 32, None))]
        #> transformer.h.0.attn: litgpt.model.apply_rope
        x1_L0: "f32[2, 4, 16, 16][6144, 32, 384, 1]cpu" = getitem_L0[(Ellipsis, slice(None, 16, None))]
        x2_L0: "f32[2, 4, 16, 16][6144, 32, 384, 1]cpu" = getitem_L0[(Ellipsis, slice(16, None, None))]
        neg_L0: "f32[2, 4, 16, 16][1024, 16, 64, 1]cpu" = -x2_L0
        rotated_L0: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = torch.cat((neg_L0, x1_L0), dim = -1)
        cos_L0: "f32[1, 1, 16, 32][512, 512, 32, 1]cpu" = cos.view(1, 1, 16, 32)
        sin_L0: "f32[1, 1, 16, 32][512, 512, 32, 1]cpu" = sin.view(1, 1, 16, 32)
        mul_L0_2: "f32[2, 4, 16, 32][2048, 32, 128, 1]cpu" = getitem_L0 * cos_L0
        mul_L0_3: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = rotated_L0 * sin_L0
        roped_L0: "f32[2, 4, 16, 32][2048, 32, 128, 1]cpu" = mul_L0_2 + mul_L0_3
        q_roped_L0: "f32[2, 4, 16, 32][2048, 32, 128, 1]cpu" = roped_L0.to(dtype = torch.float32)
        #> transformer.h.0.attn: litgpt.model.CausalSelfAttention.forward
        getitem_L0_1: "f32[2, 4, 16, 32][6144, 32, 384, 1]cpu" = k_L0_2[(Ellipsis, slice(None, 32, None))]
        #> transformer.h.0.attn: litgpt.model.apply_rope
        x1_L0_1: "f32[2, 4, 16, 16][6144, 32, 384, 1]cpu" = getitem_L0_1[(Ellipsis, slice(None, 16, None))]
        x2_L0_1: "f32[2, 4, 16, 16][6144, 32, 384, 1]cpu" = getitem_L0_1[(Ellipsis, slice(16, None, None))]
        neg_L0_1: "f32[2, 4, 16, 16][1024, 16, 64, 1]cpu" = -x2_L0_1
        rotated_L0_1: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = torch.cat((neg_L0_1, x1_L0_1), dim = -1)
        cos_L0_1: "f32[1, 1, 16, 32][512, 512, 32, 1]cpu" = cos.view(1, 1, 16, 32)
        sin_L0_1: "f32[1, 1, 16, 32][512, 512, 32, 1]cpu" = sin.view(1, 1, 16, 32)
        mul_L0_4: "f32[2, 4, 16, 32][2048, 32, 128, 1]cpu" = getitem_L0_1 * cos_L0_1
        mul_L0_5: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = rotated_L0_1 * sin_L0_1
        roped_L0_1: "f32[2, 4, 16, 32][2048, 32, 128, 1]cpu" = mul_L0_4 + mul_L0_5
        k_roped_L0: "f32[2, 4, 16, 32][2048, 32, 128, 1]cpu" = roped_L0_1.to(dtype = torch.float32)
        #> transformer.h.0.attn: litgpt.model.CausalSelfAttention.forward
        getitem_L0_2: "f32[2, 4, 16, 0][6144, 32, 384, 1]cpu" = q_L0_2[(Ellipsis, slice(32, None, None))]
        q_L0_3: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = torch.cat((q_roped_L0, getitem_L0_2), dim = -1)
        getitem_L0_3: "f32[2, 4, 16, 0][6144, 32, 384, 1]cpu" = k_L0_2[(Ellipsis, slice(32, None, None))]
        k_L0_3: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = torch.cat((k_roped_L0, getitem_L0_3), dim = -1)
        #> transformer.h.0.attn: litgpt.model.CausalSelfAttention.scaled_dot_product_attention
        y_L0: "f32[2, 4, 16, 32][2048, 512, 32, 1]cpu" = torch._C._nn.scaled_dot_product_attention(
            q_L0_3,
            k_L0_3,
            v_L0_2,
            attn_mask = None,
            dropout_p = 0.0,
            scale = 0.17677669529663687,
            is_causal = True
        )
        y_L0_1: "f32[2, 16, 4, 32][2048, 32, 512, 1]cpu" = y_L0.transpose(1, 2)
        #> transformer.h.0.attn: litgpt.model.CausalSelfAttention.forward
        y_L0_2: "f32[2, 16, 128][2048, 128, 1]cpu" = y_L0_1.reshape(2, 16, 128)
        #> transformer.h.0.attn.proj: litgpt.model.CausalSelfAttention.forward
        attention_output_L0: "f32[2, 16, 128][2048, 128, 1]cpu" = torch._C._nn.linear(y_L0_2, l_self_modules_transformer_modules_h_modules_0_modules_attn_modules_proj_parameters_weight_, None)
        #> transformer.h.0: litgpt.model.Block.forward
        x_L0_1: "f32[2, 16, 128][2048, 128, 1]cpu" = attention_output_L0 + x
        #> transformer.h.0.norm_2: litgpt.model.RMSNorm.forward
        x_L0_2: "f32[2, 16, 128][2048, 128, 1]cpu" = x_L0_1.float()
        mul_L0_6: "f32[2, 16, 128][2048, 128, 1]cpu" = x_L0_2 * x_L0_2
        norm_x_L0_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.mean(mul_L0_6, dim = -1, keepdim = True)
        add_L0_1: "f32[2, 16, 1][16, 1, 1]cpu" = norm_x_L0_1 + 1e-05
        rsqrt_L0_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.rsqrt(add_L0_1)
        x_normed_L0_2: "f32[2, 16, 128][2048, 128, 1]cpu" = x_L0_2 * rsqrt_L0_1
        float_L0_1: "f32[128][1]cpu" = l_self_modules_transformer_modules_h_modules_0_modules_norm_2_parameters_weight_.float()
        mul_L0_7: "f32[2, 16, 128][2048, 128, 1]cpu" = x_normed_L0_2 * float_L0_1
        x_normed_L0_3: "f32[2, 16, 128][2048, 128, 1]cpu" = mul_L0_7.to(dtype = torch.float32)
        #> transformer.h.0.mlp.fc_1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        input_tensor_L0: "DTensor(f32[2, 16, 128][2048, 128, 1]cpu, R)" = torch.distributed.tensor._api.from_local(
            x_normed_L0_3,
            long_name_2,
            (torch.distributed.tensor.placement_types.Replicate(),),
            run_check = False
        )
        #> transformer.h.0.mlp.fc_1: scratch_lit._forward
        linear_L0: "DTensor(f32[2, 16, 256][4096, 256, 1]cpu, S(2))" = torch._C._nn.linear(
            input_tensor_L0,
            l_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_fc_1_parameters_weight_,
            None
        )
        #> transformer.h.0.mlp.fc_1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_L0: "DTensor(f32[2, 16, 256][4096, 256, 1]cpu, S(2))" = linear_L0.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        hook_result_L0: "f32[2, 16, 128][2048, 128, 1]cpu" = outputs_L0.to_local()
        #> transformer.h.0.mlp.fc_2: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        input_tensor_L0_1: "DTensor(f32[2, 16, 128][2048, 128, 1]cpu, R)" = torch.distributed.tensor._api.from_local(
            x_normed_L0_3,
            long_name_2,
            (torch.distributed.tensor.placement_types.Replicate(),),
            run_check = False
        )
        #> transformer.h.0.mlp.fc_2: scratch_lit._forward
        linear_L0_1: "DTensor(f32[2, 16, 256][4096, 256, 1]cpu, S(2))" = torch._C._nn.linear(
            input_tensor_L0_1,
            l_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_fc_2_parameters_weight_,
            None
        )
        #> transformer.h.0.mlp.fc_2: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_L0_1: "DTensor(f32[2, 16, 256][4096, 256, 1]cpu, S(2))" = linear_L0_1.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        hook_result_L0_1: "f32[2, 16, 128][2048, 128, 1]cpu" = outputs_L0_1.to_local()
        #> transformer.h.0.mlp: scratch_lit._forward
        silu_L0: "f32[2, 16, 128][2048, 128, 1]cpu" = torch.nn.functional.silu(hook_result_L0)
        mul_L0_8: "f32[2, 16, 128][2048, 128, 1]cpu" = hook_result_L0_1 * 2
        x_L0_3: "f32[2, 16, 128][2048, 128, 1]cpu" = silu_L0 * mul_L0_8
        #> transformer.h.0.mlp.proj: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        input_tensor_L0_2: "DTensor(f32[2, 16, 256][4096, 256, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            x_L0_3,
            long_name_2,
            (torch.distributed.tensor.placement_types.Shard(dim=-1),),
            run_check = False
        )
        #> transformer.h.0.mlp.proj: scratch_lit._forward
        linear_L0_2: "DTensor(f32[2, 16, 128][2048, 128, 1]cpu, P(sum))" = torch._C._nn.linear(
            input_tensor_L0_2,
            l_self_modules_transformer_modules_h_modules_0_modules_mlp_modules_proj_parameters_weight_,
            None
        )
        #> transformer.h.0.mlp.proj: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        outputs_L0_2: "DTensor(f32[2, 16, 128][2048, 128, 1]cpu, R)" = linear_L0_2.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True)
        hook_result_L0_2: "f32[2, 16, 128][2048, 128, 1]cpu" = outputs_L0_2.to_local()
        #> transformer.h.0: litgpt.model.Block.forward
        x_L0_4: "f32[2, 16, 128][2048, 128, 1]cpu" = hook_result_L0_2 + x_L0_1
        #= transformer.h.1 as transformer.h.0: 99 lines
        #=   x -> ^, l_self_modules_transformer_modules_h_modules_0_* -> l_self_modules_transformer_modules_h_modules_1_*
        #=   long_name_2 -> long_name_2
        #= transformer.h.2 as transformer.h.0: 99 lines
        #=   x -> ^, l_self_modules_transformer_modules_h_modules_0_* -> l_self_modules_transformer_modules_h_modules_2_*
        #=   long_name_2 -> long_name_2
        #= transformer.h.3 as transformer.h.0: 99 lines
        #=   x -> ^, l_self_modules_transformer_modules_h_modules_0_* -> l_self_modules_transformer_modules_h_modules_3_*
        #=   long_name_2 -> long_name_2
        #> transformer.ln_f: litgpt.model.RMSNorm.forward
        x_1: "f32[2, 16, 128][2048, 128, 1]cpu" = x_L3_4.float()
        mul: "f32[2, 16, 128][2048, 128, 1]cpu" = x_1 * x_1
        norm_x: "f32[2, 16, 1][16, 1, 1]cpu" = torch.mean(mul, dim = -1, keepdim = True)
        add: "f32[2, 16, 1][16, 1, 1]cpu" = norm_x + 1e-05
        rsqrt: "f32[2, 16, 1][16, 1, 1]cpu" = torch.rsqrt(add)
        x_normed: "f32[2, 16, 128][2048, 128, 1]cpu" = x_1 * rsqrt
        float_1: "f32[128][1]cpu" = l_self_modules_transformer_modules_ln_f_parameters_weight_.float()
        mul_1: "f32[2, 16, 128][2048, 128, 1]cpu" = x_normed * float_1
        x_2: "f32[2, 16, 128][2048, 128, 1]cpu" = mul_1.to(dtype = torch.float32)
        #> (no module): litgpt.model.GPT.forward
        _log_api_usage_once = torch._C._log_api_usage_once('python.nn_module')
        #> lm_head: litgpt.model.GPT.forward
        linear: "f32[2, 16, 512][8192, 512, 1]cpu" = torch._C._nn.linear(x_2, l_self_modules_lm_head_parameters_weight_, None)
        return (linear,)
