# fxgolden golden | case: fsdp/reshard_after_forward[false] | artifact: g0.dynamo | normalizer: 6 | world: fake rank 1/4 cpu mesh [4] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_in_proj_parameters_weight_: "f32[8, 8][8, 1]cpu", L_self_modules_in_proj_parameters_bias_: "f32[8][1]cpu", L_x_: "f32[4, 8][8, 1]cpu", L_self_modules_out_proj_parameters_weight_: "f32[8, 8][8, 1]cpu", L_self_modules_out_proj_parameters_bias_: "f32[8][1]cpu"):
        l_self_modules_in_proj_parameters_weight_ = L_self_modules_in_proj_parameters_weight_
        l_self_modules_in_proj_parameters_bias_ = L_self_modules_in_proj_parameters_bias_
        l_x_ = L_x_
        l_self_modules_out_proj_parameters_weight_ = L_self_modules_out_proj_parameters_weight_
        l_self_modules_out_proj_parameters_bias_ = L_self_modules_out_proj_parameters_bias_
        linear: "f32[4, 8][8, 1]cpu" = torch._C._nn.linear(l_x_, l_self_modules_in_proj_parameters_weight_, l_self_modules_in_proj_parameters_bias_);  l_x_ = l_self_modules_in_proj_parameters_weight_ = l_self_modules_in_proj_parameters_bias_ = None
        relu: "f32[4, 8][8, 1]cpu" = torch.relu(linear);  linear = None
        linear_1: "f32[4, 8][8, 1]cpu" = torch._C._nn.linear(relu, l_self_modules_out_proj_parameters_weight_, l_self_modules_out_proj_parameters_bias_);  relu = l_self_modules_out_proj_parameters_weight_ = l_self_modules_out_proj_parameters_bias_ = None
        return (linear_1,)
