# fxgolden golden | case: ddp/ddp_optimizer_split[cap4mb] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        l_x_: "f32[2, 512][512, 1]cpu",
        l_self_modules_layers_modules_0_parameters_weight_: "f32[512, 512][512, 1]cpu",
        l_self_modules_layers_modules_0_parameters_bias_: "f32[512][1]cpu",
        l_self_modules_layers_modules_1_parameters_weight_: "f32[512, 512][512, 1]cpu",
        l_self_modules_layers_modules_1_parameters_bias_: "f32[512][1]cpu",
        l_self_modules_layers_modules_2_parameters_weight_: "f32[512, 512][512, 1]cpu",
        l_self_modules_layers_modules_2_parameters_bias_: "f32[512][1]cpu"
    ):
        #> layers.0: cases.models.LinearReLUStack.forward
        layer_out_L0: "f32[2, 512][512, 1]cpu" = torch._C._nn.linear(l_x_, l_self_modules_layers_modules_0_parameters_weight_, l_self_modules_layers_modules_0_parameters_bias_)
        #> (no module): cases.models.LinearReLUStack.forward
        relu: "f32[2, 512][512, 1]cpu" = torch.relu(layer_out_L0)
        #> layers.1: cases.models.LinearReLUStack.forward
        layer_out_L1: "f32[2, 512][512, 1]cpu" = torch._C._nn.linear(relu, l_self_modules_layers_modules_1_parameters_weight_, l_self_modules_layers_modules_1_parameters_bias_)
        #> (no module): cases.models.LinearReLUStack.forward
        relu_1: "f32[2, 512][512, 1]cpu" = torch.relu(layer_out_L1)
        #> layers.2: cases.models.LinearReLUStack.forward
        layer_out_L2: "f32[2, 512][512, 1]cpu" = torch._C._nn.linear(relu_1, l_self_modules_layers_modules_2_parameters_weight_, l_self_modules_layers_modules_2_parameters_bias_)
        #> (no module): cases.models.LinearReLUStack.forward
        relu_2: "f32[2, 512][512, 1]cpu" = torch.relu(layer_out_L2)
        return (relu_2,)
