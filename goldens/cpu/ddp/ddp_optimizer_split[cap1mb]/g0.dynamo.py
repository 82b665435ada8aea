# fxgolden golden | case: ddp/ddp_optimizer_split[cap1mb] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        l_x_: "f32[2, 512][512, 1]cpu",
        l_self_modules_layers_modules_0_parameters_weight_: "f32[512, 512][512, 1]cpu",
        l_self_modules_layers_modules_0_parameters_bias_: "f32[512][1]cpu"
    ):
        #> layers.0: cases.models.LinearReLUStack.forward
        linear: "f32[2, 512][512, 1]cpu" = torch._C._nn.linear(l_x_, l_self_modules_layers_modules_0_parameters_weight_, l_self_modules_layers_modules_0_parameters_bias_)
        #> (no module): cases.models.LinearReLUStack.forward
        relu: "f32[2, 512][512, 1]cpu" = torch.relu(linear)
        return (relu,)
