# fxgolden golden | case: ddp/python_reducer_compiled_autograd[inductor] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_self_modules_module_modules_layers_modules_0_parameters_weight_: "f32[512, 512][512, 1]cpu",
        L_self_modules_module_modules_layers_modules_0_parameters_bias_: "f32[512][1]cpu",
        L_inputs_0_: "f32[2, 512][512, 1]cpu",
        L_self_modules_module_modules_layers_modules_1_parameters_weight_: "f32[512, 512][512, 1]cpu",
        L_self_modules_module_modules_layers_modules_1_parameters_bias_: "f32[512][1]cpu",
        L_self_modules_module_modules_layers_modules_2_parameters_weight_: "f32[512, 512][512, 1]cpu",
        L_self_modules_module_modules_layers_modules_2_parameters_bias_: "f32[512][1]cpu",
        L_self_modules_module_modules_layers_modules_3_parameters_weight_: "f32[512, 512][512, 1]cpu",
        L_self_modules_module_modules_layers_modules_3_parameters_bias_: "f32[512][1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> module.layers.0: cases.models.LinearReLUStack.forward
        layer_out_L0: "f32[2, 512][512, 1]cpu" = torch._C._nn.linear(
            l_inputs_0_,
            l_self_modules_module_modules_layers_modules_0_parameters_weight_,
            l_self_modules_module_modules_layers_modules_0_parameters_bias_
        )
        #> module: cases.models.LinearReLUStack.forward
        x: "f32[2, 512][512, 1]cpu" = torch.relu(layer_out_L0)
        #> module.layers.1: cases.models.LinearReLUStack.forward
        layer_out_L1: "f32[2, 512][512, 1]cpu" = torch._C._nn.linear(
            x,
            l_self_modules_module_modules_layers_modules_1_parameters_weight_,
            l_self_modules_module_modules_layers_modules_1_parameters_bias_
        )
        #> module: cases.models.LinearReLUStack.forward
        x_1: "f32[2, 512][512, 1]cpu" = torch.relu(layer_out_L1)
        #> module.layers.2: cases.models.LinearReLUStack.forward
        layer_out_L2: "f32[2, 512][512, 1]cpu" = torch._C._nn.linear(
            x_1,
            l_self_modules_module_modules_layers_modules_2_parameters_weight_,
            l_self_modules_module_modules_layers_modules_2_parameters_bias_
        )
        #> module: cases.models.LinearReLUStack.forward
        x_2: "f32[2, 512][512, 1]cpu" = torch.relu(layer_out_L2)
        #> module.layers.3: cases.models.LinearReLUStack.forward
        layer_out_L3: "f32[2, 512][512, 1]cpu" = torch._C._nn.linear(
            x_2,
            l_self_modules_module_modules_layers_modules_3_parameters_weight_,
            l_self_modules_module_modules_layers_modules_3_parameters_bias_
        )
        #> module: cases.models.LinearReLUStack.forward
        x_3: "f32[2, 512][512, 1]cpu" = torch.relu(layer_out_L3)
        return (x_3,)
