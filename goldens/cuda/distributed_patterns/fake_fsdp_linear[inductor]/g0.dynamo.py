# fxgolden golden | case: distributed_patterns/fake_fsdp_linear[inductor] | artifact: g0.dynamo | normalizer: 7 | world: none rank 0/1 cuda
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_args_0_: "f32[2, 20][20, 1]cuda:0",
        L_fn_parameters_unsharded_weight_: "f32[10, 20][20, 1]cuda:0",
        L_fn_parameters_sharded_weight_: "f32[5, 20][20, 1]cuda:0",
        dynamo_backward_state : torch.fx.experimental._backward_state.BackwardState
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (root): cases.distributed_patterns._unshard
        resize_storage_bytes_ = torch.ops.inductor.resize_storage_bytes_(l_fn_parameters_unsharded_weight_, 800)
        #> (no source recorded)
        _set_grad_enabled = torch._C._set_grad_enabled(False)
        #> (root): torch.utils._device.DeviceContext.__torch_function__
        _tensor_version_default: "Sym(u0)" = torch.ops.prims._tensor_version.default(l_fn_parameters_unsharded_weight_)
        cat: "f32[10, 20][20, 1]cuda:0" = torch.cat([l_fn_parameters_sharded_weight_, l_fn_parameters_sharded_weight_], 0)
        copy_ = torch.ops.fsdp.copy_(l_fn_parameters_unsharded_weight_, cat)
        _unsafe_set_version_counter_default = torch.ops.prims._unsafe_set_version_counter.default((l_fn_parameters_unsharded_weight_,), (_tensor_version_default,))
        #> (no source recorded)
        _set_grad_enabled_1 = torch._C._set_grad_enabled(True)
        #> (root): (no source recorded)
        _in_graph_bw_hooks = torch__dynamo_variables_distributed__in_graph_bw_hooks(dynamo_backward_state)
        setup_input_hook = _in_graph_bw_hooks.setup_input_hook((l_args_0_,))
        getitem: "f32[2, 20][20, 1]cuda:0" = setup_input_hook[0]
        #> (root): torch.utils._device.DeviceContext.__torch_function__
        linear: "f32[2, 10][10, 1]cuda:0" = torch._C._nn.linear(getitem, l_fn_parameters_unsharded_weight_, None)
        #> (root): cases.distributed_patterns._make_fake_fsdp_linear.<locals>.fw_post_hook
        resize_storage_bytes__1 = torch.ops.inductor.resize_storage_bytes_(l_fn_parameters_unsharded_weight_, 0)
        #> (root): (no source recorded)
        setup_output_hook: "f32[2, 10][10, 1]cuda:0" = _in_graph_bw_hooks.setup_output_hook(linear)
        return (setup_output_hook,)
