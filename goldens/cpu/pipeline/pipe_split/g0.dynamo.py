# fxgolden golden | case: pipeline/pipe_split | artifact: g0.dynamo | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_x_: "f32[4, 8][8, 1]cpu",
        L_self_modules_layers_modules_0_parameters_weight_: "f32[8, 8][8, 1]cpu",
        L_self_modules_layers_modules_0_parameters_bias_: "f32[8][1]cpu",
        L_self_modules_layers_modules_1_parameters_weight_: "f32[8, 8][8, 1]cpu",
        L_self_modules_layers_modules_1_parameters_bias_: "f32[8][1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> getattr(L.self.layers, '0'): (generated code)
        linear_default: "f32[4, 8][8, 1]cpu" = torch.ops.aten.linear.default(l_x_, l_self_modules_layers_modules_0_parameters_weight_, l_self_modules_layers_modules_0_parameters_bias_)
        #> (root): cases.models.LinearReLUStack.forward
        relu_default: "f32[4, 8][8, 1]cpu" = torch.ops.aten.relu.default(linear_default)
        #> getattr(L.self.layers, '1'): (generated code)
        linear_default_1: "f32[4, 8][8, 1]cpu" = torch.ops.aten.linear.default(relu_default, l_self_modules_layers_modules_1_parameters_weight_, l_self_modules_layers_modules_1_parameters_bias_)
        #> (root): cases.models.LinearReLUStack.forward
        relu_default_1: "f32[4, 8][8, 1]cpu" = torch.ops.aten.relu.default(linear_default_1)
        return (relu_default_1,)
