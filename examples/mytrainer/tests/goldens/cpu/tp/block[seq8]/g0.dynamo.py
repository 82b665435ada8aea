# fxgolden golden | case: tp/block[seq8] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_x_: "f32[2, 8, 16][128, 16, 1]cpu",
        L_self_modules_attention_norm_parameters_weight_: "f32[16][1]cpu",
        L_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_L_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents : torch.distributed.device_mesh.DeviceMesh,
        L_self_modules_attention_modules_wq_parameters_weight_: "DTensor(f32[16, 16][16, 1]cpu, S(0))",
        L_self_modules_attention_modules_wk_parameters_weight_: "DTensor(f32[16, 16][16, 1]cpu, S(0))",
        L_self_modules_attention_modules_wv_parameters_weight_: "DTensor(f32[16, 16][16, 1]cpu, S(0))",
        L_self_modules_attention_modules_wo_parameters_weight_: "DTensor(f32[16, 16][16, 1]cpu, S(1))",
        L_self_modules_ffn_norm_parameters_weight_: "f32[16][1]cpu",
        L_self_modules_feed_forward_modules_w1_parameters_weight_: "DTensor(f32[32, 16][16, 1]cpu, S(0))",
        L_self_modules_feed_forward_modules_w3_parameters_weight_: "DTensor(f32[32, 16][16, 1]cpu, S(0))",
        L_self_modules_feed_forward_modules_w2_parameters_weight_: "DTensor(f32[16, 32][32, 1]cpu, S(1))"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> attention_norm: mytrainer.model.RMSNorm.forward
        float_1: "f32[2, 8, 16][128, 16, 1]cpu" = l_x_.float()
        float_2: "f32[2, 8, 16][128, 16, 1]cpu" = l_x_.float()
        pow_1: "f32[2, 8, 16][128, 16, 1]cpu" = float_2.pow(2)
        mean: "f32[2, 8, 1][8, 1, 1]cpu" = pow_1.mean(-1, keepdim = True)
        add: "f32[2, 8, 1][8, 1, 1]cpu" = mean + 1e-05
        rsqrt: "f32[2, 8, 1][8, 1, 1]cpu" = torch.rsqrt(add)
        normed: "f32[2, 8, 16][128, 16, 1]cpu" = float_1 * rsqrt
        type_as: "f32[2, 8, 16][128, 16, 1]cpu" = normed.type_as(l_x_)
        input_tensor: "f32[2, 8, 16][128, 16, 1]cpu" = type_as * l_self_modules_attention_norm_parameters_weight_
        #> attention.wq: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        input_tensor_1: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, R)" = torch.distributed.tensor._api.from_local(
            input_tensor,
            l_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_l_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Replicate(),),
            run_check = False
        )
        #> attention.wq: mytrainer.model.Attention.forward
        linear: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(2))" = torch._C._nn.linear(input_tensor_1, l_self_modules_attention_modules_wq_parameters_weight_, None)
        #> attention.wq: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(2))" = linear.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        hook_result: "f32[2, 8, 8][64, 8, 1]cpu" = outputs.to_local()
        #> attention: mytrainer.model.Attention.forward
        view: "f32[2, 8, 1, 8][64, 8, 8, 1]cpu" = hook_result.view(2, 8, -1, 8)
        q: "f32[2, 1, 8, 8][64, 8, 8, 1]cpu" = view.transpose(1, 2)
        #> attention.wk: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        input_tensor_2: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, R)" = torch.distributed.tensor._api.from_local(
            input_tensor,
            l_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_l_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Replicate(),),
            run_check = False
        )
        #> attention.wk: mytrainer.model.Attention.forward
        linear_1: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(2))" = torch._C._nn.linear(input_tensor_2, l_self_modules_attention_modules_wk_parameters_weight_, None)
        #> attention.wk: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_1: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(2))" = linear_1.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        hook_result_1: "f32[2, 8, 8][64, 8, 1]cpu" = outputs_1.to_local()
        #> attention: mytrainer.model.Attention.forward
        view_1: "f32[2, 8, 1, 8][64, 8, 8, 1]cpu" = hook_result_1.view(2, 8, -1, 8)
        k: "f32[2, 1, 8, 8][64, 8, 8, 1]cpu" = view_1.transpose(1, 2)
        #> attention.wv: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        input_tensor_3: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, R)" = torch.distributed.tensor._api.from_local(
            input_tensor,
            l_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_l_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Replicate(),),
            run_check = False
        )
        #> attention.wv: mytrainer.model.Attention.forward
        linear_2: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(2))" = torch._C._nn.linear(input_tensor_3, l_self_modules_attention_modules_wv_parameters_weight_, None)
        #> attention.wv: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_2: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(2))" = linear_2.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        hook_result_2: "f32[2, 8, 8][64, 8, 1]cpu" = outputs_2.to_local()
        #> attention: mytrainer.model.Attention.forward
        view_2: "f32[2, 8, 1, 8][64, 8, 8, 1]cpu" = hook_result_2.view(2, 8, -1, 8)
        v: "f32[2, 1, 8, 8][64, 8, 8, 1]cpu" = view_2.transpose(1, 2)
        out: "f32[2, 1, 8, 8][64, 8, 8, 1]cpu" = torch._C._nn.scaled_dot_product_attention(q, k, v, is_causal = True)
        transpose: "f32[2, 8, 1, 8][64, 8, 8, 1]cpu" = out.transpose(1, 2)
        input_tensor_4: "f32[2, 8, 8][64, 8, 1]cpu" = transpose.reshape(2, 8, -1)
        #> attention.wo: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        input_tensor_5: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            input_tensor_4,
            l_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_l_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Shard(dim=-1),),
            run_check = False
        )
        #> attention.wo: mytrainer.model.Attention.forward
        linear_3: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, P(sum))" = torch._C._nn.linear(input_tensor_5, l_self_modules_attention_modules_wo_parameters_weight_, None)
        #> attention.wo: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        outputs_3: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, R)" = linear_3.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True)
        hook_result_3: "f32[2, 8, 16][128, 16, 1]cpu" = outputs_3.to_local()
        #> (no module): mytrainer.model.Block.forward
        h: "f32[2, 8, 16][128, 16, 1]cpu" = l_x_ + hook_result_3
        #> ffn_norm: mytrainer.model.RMSNorm.forward
        float_3: "f32[2, 8, 16][128, 16, 1]cpu" = h.float()
        float_4: "f32[2, 8, 16][128, 16, 1]cpu" = h.float()
        pow_2: "f32[2, 8, 16][128, 16, 1]cpu" = float_4.pow(2)
        mean_1: "f32[2, 8, 1][8, 1, 1]cpu" = pow_2.mean(-1, keepdim = True)
        add_1: "f32[2, 8, 1][8, 1, 1]cpu" = mean_1 + 1e-05
        rsqrt_1: "f32[2, 8, 1][8, 1, 1]cpu" = torch.rsqrt(add_1)
        normed_1: "f32[2, 8, 16][128, 16, 1]cpu" = float_3 * rsqrt_1
        type_as_1: "f32[2, 8, 16][128, 16, 1]cpu" = normed_1.type_as(h)
        input_tensor_6: "f32[2, 8, 16][128, 16, 1]cpu" = type_as_1 * l_self_modules_ffn_norm_parameters_weight_
        #> feed_forward.w1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        input_tensor_7: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, R)" = torch.distributed.tensor._api.from_local(
            input_tensor_6,
            l_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_l_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Replicate(),),
            run_check = False
        )
        #> feed_forward.w1: mytrainer.model.FeedForward.forward
        linear_4: "DTensor(f32[2, 8, 32][256, 32, 1]cpu, S(2))" = torch._C._nn.linear(input_tensor_7, l_self_modules_feed_forward_modules_w1_parameters_weight_, None)
        #> feed_forward.w1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_4: "DTensor(f32[2, 8, 32][256, 32, 1]cpu, S(2))" = linear_4.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        hook_result_4: "f32[2, 8, 16][128, 16, 1]cpu" = outputs_4.to_local()
        #> feed_forward: mytrainer.model.FeedForward.forward
        silu: "f32[2, 8, 16][128, 16, 1]cpu" = torch.nn.functional.silu(hook_result_4)
        #> feed_forward.w3: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        input_tensor_8: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, R)" = torch.distributed.tensor._api.from_local(
            input_tensor_6,
            l_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_l_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Replicate(),),
            run_check = False
        )
        #> feed_forward.w3: mytrainer.model.FeedForward.forward
        linear_5: "DTensor(f32[2, 8, 32][256, 32, 1]cpu, S(2))" = torch._C._nn.linear(input_tensor_8, l_self_modules_feed_forward_modules_w3_parameters_weight_, None)
        #> feed_forward.w3: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_5: "DTensor(f32[2, 8, 32][256, 32, 1]cpu, S(2))" = linear_5.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        hook_result_5: "f32[2, 8, 16][128, 16, 1]cpu" = outputs_5.to_local()
        #> feed_forward: mytrainer.model.FeedForward.forward
        input_tensor_9: "f32[2, 8, 16][128, 16, 1]cpu" = silu * hook_result_5
        #> feed_forward.w2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        input_tensor_10: "DTensor(f32[2, 8, 32][256, 32, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            input_tensor_9,
            l_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_l_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Shard(dim=-1),),
            run_check = False
        )
        #> feed_forward.w2: mytrainer.model.FeedForward.forward
        linear_6: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, P(sum))" = torch._C._nn.linear(input_tensor_10, l_self_modules_feed_forward_modules_w2_parameters_weight_, None)
        #> feed_forward.w2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        outputs_6: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, R)" = linear_6.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True)
        hook_result_6: "f32[2, 8, 16][128, 16, 1]cpu" = outputs_6.to_local()
        #> (no module): mytrainer.model.Block.forward
        add_2: "f32[2, 8, 16][128, 16, 1]cpu" = h + hook_result_6
        return (add_2,)
