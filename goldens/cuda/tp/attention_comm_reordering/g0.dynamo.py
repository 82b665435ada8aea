# fxgolden golden | case: tp/attention_comm_reordering | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cuda mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[20, 16][16, 1]cuda:0", L_self_modules_block_modules_attn_modules_wq_parameters_weight_: "DTensor(f32[16, 16][16, 1]cuda:0, S(0))", L_self_modules_block_modules_attn_modules_wq_parameters_bias_: "DTensor(f32[16][1]cuda:0, S(0))", L_self_modules_block_modules_attn_modules_wk_parameters_weight_: "DTensor(f32[16, 16][16, 1]cuda:0, S(0))", L_self_modules_block_modules_attn_modules_wk_parameters_bias_: "DTensor(f32[16][1]cuda:0, S(0))", L_self_modules_block_modules_attn_modules_wv_parameters_weight_: "DTensor(f32[16, 16][16, 1]cuda:0, S(0))", L_self_modules_block_modules_attn_modules_wv_parameters_bias_: "DTensor(f32[16][1]cuda:0, S(0))", L_self_modules_block_modules_attn_modules_wo_parameters_weight_: "DTensor(f32[16, 16][16, 1]cuda:0, S(1))", L_self_modules_block_modules_attn_modules_wo_parameters_bias_: "DTensor(f32[16][1]cuda:0, R)"):
        l_x_ = L_x_
        l_self_modules_block_modules_attn_modules_wq_parameters_weight_ = L_self_modules_block_modules_attn_modules_wq_parameters_weight_
        l_self_modules_block_modules_attn_modules_wq_parameters_bias_ = L_self_modules_block_modules_attn_modules_wq_parameters_bias_
        l_self_modules_block_modules_attn_modules_wk_parameters_weight_ = L_self_modules_block_modules_attn_modules_wk_parameters_weight_
        l_self_modules_block_modules_attn_modules_wk_parameters_bias_ = L_self_modules_block_modules_attn_modules_wk_parameters_bias_
        l_self_modules_block_modules_attn_modules_wv_parameters_weight_ = L_self_modules_block_modules_attn_modules_wv_parameters_weight_
        l_self_modules_block_modules_attn_modules_wv_parameters_bias_ = L_self_modules_block_modules_attn_modules_wv_parameters_bias_
        l_self_modules_block_modules_attn_modules_wo_parameters_weight_ = L_self_modules_block_modules_attn_modules_wo_parameters_weight_
        l_self_modules_block_modules_attn_modules_wo_parameters_bias_ = L_self_modules_block_modules_attn_modules_wo_parameters_bias_
        dt_inp: "DTensor(f32[40, 16][16, 1]cuda:0, S(0))" = torch__dynamo_variables_torch_prim_from_local(l_x_);  l_x_ = None
        dt_inp_1: "DTensor(f32[40, 16][16, 1]cuda:0, R)" = torch__dynamo_variables_tensor_prim_redistribute(dt_inp);  dt_inp = None
        linear: "DTensor(f32[40, 16][16, 1]cuda:0, S(1))" = torch._C._nn.linear(dt_inp_1, l_self_modules_block_modules_attn_modules_wq_parameters_weight_, l_self_modules_block_modules_attn_modules_wq_parameters_bias_);  l_self_modules_block_modules_attn_modules_wq_parameters_weight_ = l_self_modules_block_modules_attn_modules_wq_parameters_bias_ = None
        outputs: "DTensor(f32[40, 16][16, 1]cuda:0, S(1))" = torch__dynamo_variables_tensor_prim_redistribute_1(linear);  linear = None
        hook_result: "f32[40, 8][8, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local(outputs);  outputs = None
        linear_1: "DTensor(f32[40, 16][16, 1]cuda:0, S(1))" = torch._C._nn.linear(dt_inp_1, l_self_modules_block_modules_attn_modules_wk_parameters_weight_, l_self_modules_block_modules_attn_modules_wk_parameters_bias_);  l_self_modules_block_modules_attn_modules_wk_parameters_weight_ = l_self_modules_block_modules_attn_modules_wk_parameters_bias_ = None
        outputs_1: "DTensor(f32[40, 16][16, 1]cuda:0, S(1))" = torch__dynamo_variables_tensor_prim_redistribute_2(linear_1);  linear_1 = None
        hook_result_1: "f32[40, 8][8, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_1(outputs_1);  outputs_1 = None
        add: "f32[40, 8][8, 1]cuda:0" = hook_result.add(hook_result_1);  hook_result = hook_result_1 = None
        linear_2: "DTensor(f32[40, 16][16, 1]cuda:0, S(1))" = torch._C._nn.linear(dt_inp_1, l_self_modules_block_modules_attn_modules_wv_parameters_weight_, l_self_modules_block_modules_attn_modules_wv_parameters_bias_);  dt_inp_1 = l_self_modules_block_modules_attn_modules_wv_parameters_weight_ = l_self_modules_block_modules_attn_modules_wv_parameters_bias_ = None
        outputs_2: "DTensor(f32[40, 16][16, 1]cuda:0, S(1))" = torch__dynamo_variables_tensor_prim_redistribute_3(linear_2);  linear_2 = None
        hook_result_2: "f32[40, 8][8, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_2(outputs_2);  outputs_2 = None
        input_tensor: "f32[40, 8][8, 1]cuda:0" = add.add(hook_result_2);  add = hook_result_2 = None
        input_tensor_1: "DTensor(f32[40, 16][16, 1]cuda:0, S(1))" = torch__dynamo_variables_torch_prim_from_local_1(input_tensor);  input_tensor = None
        linear_3: "DTensor(f32[40, 16][16, 1]cuda:0, P(sum))" = torch._C._nn.linear(input_tensor_1, l_self_modules_block_modules_attn_modules_wo_parameters_weight_, l_self_modules_block_modules_attn_modules_wo_parameters_bias_);  input_tensor_1 = l_self_modules_block_modules_attn_modules_wo_parameters_weight_ = l_self_modules_block_modules_attn_modules_wo_parameters_bias_ = None
        outputs_3: "DTensor(f32[40, 16][16, 1]cuda:0, S(0))" = torch__dynamo_variables_tensor_prim_redistribute_4(linear_3);  linear_3 = None
        hook_result_3: "f32[20, 16][16, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_3(outputs_3);  outputs_3 = None
        return (hook_result_3,)
