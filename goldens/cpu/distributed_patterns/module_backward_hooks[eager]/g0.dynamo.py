# fxgolden golden | case: distributed_patterns/module_backward_hooks[eager] | artifact: g0.dynamo | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_args_0_: "f32[2, 10][10, 1]cpu",
        dynamo_backward_state : torch.fx.experimental._backward_state.BackwardState,
        L_fn_parameters_weight_: "f32[10, 10][10, 1]cpu",
        L_fn_parameters_bias_: "f32[10][1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (root): (no source recorded)
        _in_graph_bw_hooks = torch__dynamo_variables_distributed__in_graph_bw_hooks(dynamo_backward_state)
        setup_input_hook = _in_graph_bw_hooks.setup_input_hook((l_args_0_,))
        getitem: "f32[2, 10][10, 1]cpu" = setup_input_hook[0]
        linear: "f32[2, 10][10, 1]cpu" = torch._C._nn.linear(getitem, l_fn_parameters_weight_, l_fn_parameters_bias_)
        setup_output_hook: "f32[2, 10][10, 1]cpu" = _in_graph_bw_hooks.setup_output_hook(linear)
        return (setup_output_hook,)
