# fxgolden golden | case: core/module_backward_hooks | artifact: g0.dynamo | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_args_0_: "f32[3, 4][4, 1]cpu",
        dynamo_backward_state : torch.fx.experimental._backward_state.BackwardState,
        L_fn_modules_0_parameters_weight_: "f32[4, 4][4, 1]cpu",
        L_fn_modules_0_parameters_bias_: "f32[4][1]cpu",
        L_fn_modules_2_parameters_weight_: "f32[2, 4][4, 1]cpu",
        L_fn_modules_2_parameters_bias_: "f32[2][1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> 0: (no source recorded)
        _in_graph_bw_hooks = torch__dynamo_variables_distributed__in_graph_bw_hooks(dynamo_backward_state)
        setup_input_hook = _in_graph_bw_hooks.setup_input_hook((l_args_0_,))
        getitem: "f32[3, 4][4, 1]cpu" = setup_input_hook[0]
        linear: "f32[3, 4][4, 1]cpu" = torch._C._nn.linear(getitem, l_fn_modules_0_parameters_weight_, l_fn_modules_0_parameters_bias_)
        input_1: "f32[3, 4][4, 1]cpu" = _in_graph_bw_hooks.setup_output_hook(linear)
        #> 1: (no source recorded)
        input_2: "f32[3, 4][4, 1]cpu" = torch.nn.functional.relu(input_1, inplace = False)
        #> 2: (no source recorded)
        _in_graph_bw_hooks_1 = torch__dynamo_variables_distributed__in_graph_bw_hooks_1(dynamo_backward_state)
        setup_input_hook_1 = _in_graph_bw_hooks_1.setup_input_hook((input_2,))
        getitem_1: "f32[3, 4][4, 1]cpu" = setup_input_hook_1[0]
        linear_1: "f32[3, 2][2, 1]cpu" = torch._C._nn.linear(getitem_1, l_fn_modules_2_parameters_weight_, l_fn_modules_2_parameters_bias_)
        input_3: "f32[3, 2][2, 1]cpu" = _in_graph_bw_hooks_1.setup_output_hook(linear_1)
        return (input_3,)
