# fxgolden golden | case: tp/block[seq1] | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 1, 16][16, 16, 1]cpu", L_self_modules_attention_norm_parameters_weight_: "f32[16][1]cpu", L_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_L_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents : torch.distributed.device_mesh.DeviceMesh, L_self_modules_attention_modules_wq_parameters_weight_: "DTensor(f32[16, 16][16, 1]cpu, S(0))", L_self_modules_attention_modules_wk_parameters_weight_: "DTensor(f32[16, 16][16, 1]cpu, S(0))", L_self_modules_attention_modules_wv_parameters_weight_: "DTensor(f32[16, 16][16, 1]cpu, S(0))", L_self_modules_attention_modules_wo_parameters_weight_: "DTensor(f32[16, 16][16, 1]cpu, S(1))", L_self_modules_ffn_norm_parameters_weight_: "f32[16][1]cpu", L_self_modules_feed_forward_modules_w1_parameters_weight_: "DTensor(f32[32, 16][16, 1]cpu, S(0))", L_self_modules_feed_forward_modules_w3_parameters_weight_: "DTensor(f32[32, 16][16, 1]cpu, S(0))", L_self_modules_feed_forward_modules_w2_parameters_weight_: "DTensor(f32[16, 32][32, 1]cpu, S(1))"):
        l_x_ = L_x_
        l_self_modules_attention_norm_parameters_weight_ = L_self_modules_attention_norm_parameters_weight_
        l_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_l_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents = L_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_L_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents
        l_self_modules_attention_modules_wq_parameters_weight_ = L_self_modules_attention_modules_wq_parameters_weight_
        l_self_modules_attention_modules_wk_parameters_weight_ = L_self_modules_attention_modules_wk_parameters_weight_
        l_self_modules_attention_modules_wv_parameters_weight_ = L_self_modules_attention_modules_wv_parameters_weight_
        l_self_modules_attention_modules_wo_parameters_weight_ = L_self_modules_attention_modules_wo_parameters_weight_
        l_self_modules_ffn_norm_parameters_weight_ = L_self_modules_ffn_norm_parameters_weight_
        l_self_modules_feed_forward_modules_w1_parameters_weight_ = L_self_modules_feed_forward_modules_w1_parameters_weight_
        l_self_modules_feed_forward_modules_w3_parameters_weight_ = L_self_modules_feed_forward_modules_w3_parameters_weight_
        l_self_modules_feed_forward_modules_w2_parameters_weight_ = L_self_modules_feed_forward_modules_w2_parameters_weight_
        float_1: "f32[2, 1, 16][16, 16, 1]cpu" = l_x_.float()
        float_2: "f32[2, 1, 16][16, 16, 1]cpu" = l_x_.float()
        pow_1: "f32[2, 1, 16][16, 16, 1]cpu" = float_2.pow(2);  float_2 = None
        mean: "f32[2, 1, 1][1, 1, 1]cpu" = pow_1.mean(-1, keepdim = True);  pow_1 = None
        add: "f32[2, 1, 1][1, 1, 1]cpu" = mean + 1e-05;  mean = None
        rsqrt: "f32[2, 1, 1][1, 1, 1]cpu" = torch.rsqrt(add);  add = None
        normed: "f32[2, 1, 16][16, 16, 1]cpu" = float_1 * rsqrt;  float_1 = rsqrt = None
        type_as: "f32[2, 1, 16][16, 16, 1]cpu" = normed.type_as(l_x_);  normed = None
        input_tensor: "f32[2, 1, 16][16, 16, 1]cpu" = type_as * l_self_modules_attention_norm_parameters_weight_;  type_as = l_self_modules_attention_norm_parameters_weight_ = None
        input_tensor_1: "DTensor(f32[2, 1, 16][16, 16, 1]cpu, R)" = torch.distributed.tensor._api.from_local(input_tensor, l_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_l_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents, (torch.distributed.tensor.placement_types.Replicate(),), run_check = False)
        linear: "DTensor(f32[2, 1, 16][16, 16, 1]cpu, S(2))" = torch._C._nn.linear(input_tensor_1, l_self_modules_attention_modules_wq_parameters_weight_, None);  input_tensor_1 = l_self_modules_attention_modules_wq_parameters_weight_ = None
        outputs: "DTensor(f32[2, 1, 16][16, 16, 1]cpu, S(2))" = linear.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True);  linear = None
        hook_result: "f32[2, 1, 8][8, 8, 1]cpu" = outputs.to_local();  outputs = None
        view: "f32[2, 1, 1, 8][8, 8, 8, 1]cpu" = hook_result.view(2, 1, -1, 8);  hook_result = None
        q: "f32[2, 1, 1, 8][8, 8, 8, 1]cpu" = view.transpose(1, 2);  view = None
        input_tensor_2: "DTensor(f32[2, 1, 16][16, 16, 1]cpu, R)" = torch.distributed.tensor._api.from_local(input_tensor, l_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_l_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents, (torch.distributed.tensor.placement_types.Replicate(),), run_check = False)
        linear_1: "DTensor(f32[2, 1, 16][16, 16, 1]cpu, S(2))" = torch._C._nn.linear(input_tensor_2, l_self_modules_attention_modules_wk_parameters_weight_, None);  input_tensor_2 = l_self_modules_attention_modules_wk_parameters_weight_ = None
        outputs_1: "DTensor(f32[2, 1, 16][16, 16, 1]cpu, S(2))" = linear_1.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True);  linear_1 = None
        hook_result_1: "f32[2, 1, 8][8, 8, 1]cpu" = outputs_1.to_local();  outputs_1 = None
        view_1: "f32[2, 1, 1, 8][8, 8, 8, 1]cpu" = hook_result_1.view(2, 1, -1, 8);  hook_result_1 = None
        k: "f32[2, 1, 1, 8][8, 8, 8, 1]cpu" = view_1.transpose(1, 2);  view_1 = None
        input_tensor_3: "DTensor(f32[2, 1, 16][16, 16, 1]cpu, R)" = torch.distributed.tensor._api.from_local(input_tensor, l_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_l_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents, (torch.distributed.tensor.placement_types.Replicate(),), run_check = False);  input_tensor = None
        linear_2: "DTensor(f32[2, 1, 16][16, 16, 1]cpu, S(2))" = torch._C._nn.linear(input_tensor_3, l_self_modules_attention_modules_wv_parameters_weight_, None);  input_tensor_3 = l_self_modules_attention_modules_wv_parameters_weight_ = None
        outputs_2: "DTensor(f32[2, 1, 16][16, 16, 1]cpu, S(2))" = linear_2.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True);  linear_2 = None
        hook_result_2: "f32[2, 1, 8][8, 8, 1]cpu" = outputs_2.to_local();  outputs_2 = None
        view_2: "f32[2, 1, 1, 8][8, 8, 8, 1]cpu" = hook_result_2.view(2, 1, -1, 8);  hook_result_2 = None
        v: "f32[2, 1, 1, 8][8, 8, 8, 1]cpu" = view_2.transpose(1, 2);  view_2 = None
        out: "f32[2, 1, 1, 8][8, 8, 8, 1]cpu" = torch._C._nn.scaled_dot_product_attention(q, k, v, is_causal = True);  q = k = v = None
        transpose: "f32[2, 1, 1, 8][8, 8, 8, 1]cpu" = out.transpose(1, 2);  out = None
        input_tensor_4: "f32[2, 1, 8][8, 8, 1]cpu" = transpose.reshape(2, 1, -1);  transpose = None
        input_tensor_5: "DTensor(f32[2, 1, 16][16, 16, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(input_tensor_4, l_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_l_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents, (torch.distributed.tensor.placement_types.Shard(dim=-1),), run_check = False);  input_tensor_4 = None
        linear_3: "DTensor(f32[2, 1, 16][16, 16, 1]cpu, P(sum))" = torch._C._nn.linear(input_tensor_5, l_self_modules_attention_modules_wo_parameters_weight_, None);  input_tensor_5 = l_self_modules_attention_modules_wo_parameters_weight_ = None
        outputs_3: "DTensor(f32[2, 1, 16][16, 16, 1]cpu, R)" = linear_3.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True);  linear_3 = None
        hook_result_3: "f32[2, 1, 16][16, 16, 1]cpu" = outputs_3.to_local();  outputs_3 = None
        h: "f32[2, 1, 16][16, 16, 1]cpu" = l_x_ + hook_result_3;  l_x_ = hook_result_3 = None
        float_3: "f32[2, 1, 16][16, 16, 1]cpu" = h.float()
        float_4: "f32[2, 1, 16][16, 16, 1]cpu" = h.float()
        pow_2: "f32[2, 1, 16][16, 16, 1]cpu" = float_4.pow(2);  float_4 = None
        mean_1: "f32[2, 1, 1][1, 1, 1]cpu" = pow_2.mean(-1, keepdim = True);  pow_2 = None
        add_1: "f32[2, 1, 1][1, 1, 1]cpu" = mean_1 + 1e-05;  mean_1 = None
        rsqrt_1: "f32[2, 1, 1][1, 1, 1]cpu" = torch.rsqrt(add_1);  add_1 = None
        normed_1: "f32[2, 1, 16][16, 16, 1]cpu" = float_3 * rsqrt_1;  float_3 = rsqrt_1 = None
        type_as_1: "f32[2, 1, 16][16, 16, 1]cpu" = normed_1.type_as(h);  normed_1 = None
        input_tensor_6: "f32[2, 1, 16][16, 16, 1]cpu" = type_as_1 * l_self_modules_ffn_norm_parameters_weight_;  type_as_1 = l_self_modules_ffn_norm_parameters_weight_ = None
        input_tensor_7: "DTensor(f32[2, 1, 16][16, 16, 1]cpu, R)" = torch.distributed.tensor._api.from_local(input_tensor_6, l_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_l_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents, (torch.distributed.tensor.placement_types.Replicate(),), run_check = False)
        linear_4: "DTensor(f32[2, 1, 32][32, 32, 1]cpu, S(2))" = torch._C._nn.linear(input_tensor_7, l_self_modules_feed_forward_modules_w1_parameters_weight_, None);  input_tensor_7 = l_self_modules_feed_forward_modules_w1_parameters_weight_ = None
        outputs_4: "DTensor(f32[2, 1, 32][32, 32, 1]cpu, S(2))" = linear_4.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True);  linear_4 = None
        hook_result_4: "f32[2, 1, 16][16, 16, 1]cpu" = outputs_4.to_local();  outputs_4 = None
        silu: "f32[2, 1, 16][16, 16, 1]cpu" = torch.nn.functional.silu(hook_result_4);  hook_result_4 = None
        input_tensor_8: "DTensor(f32[2, 1, 16][16, 16, 1]cpu, R)" = torch.distributed.tensor._api.from_local(input_tensor_6, l_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_l_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents, (torch.distributed.tensor.placement_types.Replicate(),), run_check = False);  input_tensor_6 = None
        linear_5: "DTensor(f32[2, 1, 32][32, 32, 1]cpu, S(2))" = torch._C._nn.linear(input_tensor_8, l_self_modules_feed_forward_modules_w3_parameters_weight_, None);  input_tensor_8 = l_self_modules_feed_forward_modules_w3_parameters_weight_ = None
        outputs_5: "DTensor(f32[2, 1, 32][32, 32, 1]cpu, S(2))" = linear_5.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True);  linear_5 = None
        hook_result_5: "f32[2, 1, 16][16, 16, 1]cpu" = outputs_5.to_local();  outputs_5 = None
        input_tensor_9: "f32[2, 1, 16][16, 16, 1]cpu" = silu * hook_result_5;  silu = hook_result_5 = None
        input_tensor_10: "DTensor(f32[2, 1, 32][32, 32, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(input_tensor_9, l_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_l_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents, (torch.distributed.tensor.placement_types.Shard(dim=-1),), run_check = False);  input_tensor_9 = l_self_modules_attention_modules_wq_forward_pre_hooks_list_dict_keys_l_self_modules_attention_modules_wq_forward_pre_hooks_0_closure_0_cell_contents = None
        linear_6: "DTensor(f32[2, 1, 16][16, 16, 1]cpu, P(sum))" = torch._C._nn.linear(input_tensor_10, l_self_modules_feed_forward_modules_w2_parameters_weight_, None);  input_tensor_10 = l_self_modules_feed_forward_modules_w2_parameters_weight_ = None
        outputs_6: "DTensor(f32[2, 1, 16][16, 16, 1]cpu, R)" = linear_6.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True);  linear_6 = None
        hook_result_6: "f32[2, 1, 16][16, 16, 1]cpu" = outputs_6.to_local();  outputs_6 = None
        add_2: "f32[2, 1, 16][16, 16, 1]cpu" = h + hook_result_6;  h = hook_result_6 = None
        return (add_2,)
