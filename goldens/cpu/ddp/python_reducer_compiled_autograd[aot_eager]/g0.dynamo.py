# fxgolden golden | case: ddp/python_reducer_compiled_autograd[aot_eager] | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cpu
class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_module_modules_layers_modules_0_parameters_weight_: "f32[512, 512][512, 1]cpu", L_self_modules_module_modules_layers_modules_0_parameters_bias_: "f32[512][1]cpu", L_inputs_0_: "f32[2, 512][512, 1]cpu", L_self_modules_module_modules_layers_modules_1_parameters_weight_: "f32[512, 512][512, 1]cpu", L_self_modules_module_modules_layers_modules_1_parameters_bias_: "f32[512][1]cpu", L_self_modules_module_modules_layers_modules_2_parameters_weight_: "f32[512, 512][512, 1]cpu", L_self_modules_module_modules_layers_modules_2_parameters_bias_: "f32[512][1]cpu", L_self_modules_module_modules_layers_modules_3_parameters_weight_: "f32[512, 512][512, 1]cpu", L_self_modules_module_modules_layers_modules_3_parameters_bias_: "f32[512][1]cpu"):
        l_self_modules_module_modules_layers_modules_0_parameters_weight_ = L_self_modules_module_modules_layers_modules_0_parameters_weight_
        l_self_modules_module_modules_layers_modules_0_parameters_bias_ = L_self_modules_module_modules_layers_modules_0_parameters_bias_
        l_inputs_0_ = L_inputs_0_
        l_self_modules_module_modules_layers_modules_1_parameters_weight_ = L_self_modules_module_modules_layers_modules_1_parameters_weight_
        l_self_modules_module_modules_layers_modules_1_parameters_bias_ = L_self_modules_module_modules_layers_modules_1_parameters_bias_
        l_self_modules_module_modules_layers_modules_2_parameters_weight_ = L_self_modules_module_modules_layers_modules_2_parameters_weight_
        l_self_modules_module_modules_layers_modules_2_parameters_bias_ = L_self_modules_module_modules_layers_modules_2_parameters_bias_
        l_self_modules_module_modules_layers_modules_3_parameters_weight_ = L_self_modules_module_modules_layers_modules_3_parameters_weight_
        l_self_modules_module_modules_layers_modules_3_parameters_bias_ = L_self_modules_module_modules_layers_modules_3_parameters_bias_
        linear: "f32[2, 512][512, 1]cpu" = torch._C._nn.linear(l_inputs_0_, l_self_modules_module_modules_layers_modules_0_parameters_weight_, l_self_modules_module_modules_layers_modules_0_parameters_bias_);  l_inputs_0_ = l_self_modules_module_modules_layers_modules_0_parameters_weight_ = l_self_modules_module_modules_layers_modules_0_parameters_bias_ = None
        x: "f32[2, 512][512, 1]cpu" = torch.relu(linear);  linear = None
        linear_1: "f32[2, 512][512, 1]cpu" = torch._C._nn.linear(x, l_self_modules_module_modules_layers_modules_1_parameters_weight_, l_self_modules_module_modules_layers_modules_1_parameters_bias_);  x = l_self_modules_module_modules_layers_modules_1_parameters_weight_ = l_self_modules_module_modules_layers_modules_1_parameters_bias_ = None
        x_1: "f32[2, 512][512, 1]cpu" = torch.relu(linear_1);  linear_1 = None
        linear_2: "f32[2, 512][512, 1]cpu" = torch._C._nn.linear(x_1, l_self_modules_module_modules_layers_modules_2_parameters_weight_, l_self_modules_module_modules_layers_modules_2_parameters_bias_);  x_1 = l_self_modules_module_modules_layers_modules_2_parameters_weight_ = l_self_modules_module_modules_layers_modules_2_parameters_bias_ = None
        x_2: "f32[2, 512][512, 1]cpu" = torch.relu(linear_2);  linear_2 = None
        linear_3: "f32[2, 512][512, 1]cpu" = torch._C._nn.linear(x_2, l_self_modules_module_modules_layers_modules_3_parameters_weight_, l_self_modules_module_modules_layers_modules_3_parameters_bias_);  x_2 = l_self_modules_module_modules_layers_modules_3_parameters_weight_ = l_self_modules_module_modules_layers_modules_3_parameters_bias_ = None
        x_3: "f32[2, 512][512, 1]cpu" = torch.relu(linear_3);  linear_3 = None
        return (x_3,)
