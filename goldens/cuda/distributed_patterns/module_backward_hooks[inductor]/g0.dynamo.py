# fxgolden golden | case: distributed_patterns/module_backward_hooks[inductor] | artifact: g0.dynamo | normalizer: 7 | world: none rank 0/1 cuda
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_args_0_: "f32[2, 10][10, 1]cuda:0",
        dynamo_backward_state : torch.fx.experimental._backward_state.BackwardState,
        L_fn_parameters_weight_: "f32[10, 10][10, 1]cuda:0",
        L_fn_parameters_bias_: "f32[10][1]cuda:0"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (root): (no source recorded)
        _in_graph_bw_hooks = torch__dynamo_variables_distributed__in_graph_bw_hooks(dynamo_backward_state)
        setup_input_hook = _in_graph_bw_hooks.setup_input_hook((l_args_0_,))
        getitem: "f32[2, 10][10, 1]cuda:0" = setup_input_hook[0]
        #> (root): torch.utils._device.DeviceContext.__torch_function__
        linear: "f32[2, 10][10, 1]cuda:0" = torch._C._nn.linear(getitem, l_fn_parameters_weight_, l_fn_parameters_bias_)
        #> (root): (no source recorded)
        setup_output_hook: "f32[2, 10][10, 1]cuda:0" = _in_graph_bw_hooks.setup_output_hook(linear)
        return (setup_output_hook,)
