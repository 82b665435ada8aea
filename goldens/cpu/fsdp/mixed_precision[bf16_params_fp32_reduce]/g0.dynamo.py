# fxgolden golden | case: fsdp/mixed_precision[bf16_params_fp32_reduce] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_self_modules_in_proj_parameters_weight_: "bf16[8, 8][8, 1]cpu",
        L_self_modules_in_proj_parameters_bias_: "bf16[8][1]cpu",
        L_x_: "bf16[4, 8][8, 1]cpu",
        L_self_modules_out_proj_parameters_weight_: "bf16[8, 8][8, 1]cpu",
        L_self_modules_out_proj_parameters_bias_: "bf16[8][1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> in_proj: cases.fsdp._MLP.forward
        linear: "bf16[4, 8][8, 1]cpu" = torch._C._nn.linear(l_x_, l_self_modules_in_proj_parameters_weight_, l_self_modules_in_proj_parameters_bias_)
        #> (no module): cases.fsdp._MLP.forward
        relu: "bf16[4, 8][8, 1]cpu" = torch.relu(linear)
        #> out_proj: cases.fsdp._MLP.forward
        linear_1: "bf16[4, 8][8, 1]cpu" = torch._C._nn.linear(relu, l_self_modules_out_proj_parameters_weight_, l_self_modules_out_proj_parameters_bias_)
        return (linear_1,)
