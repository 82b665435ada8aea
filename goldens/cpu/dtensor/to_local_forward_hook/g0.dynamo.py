# fxgolden golden | case: dtensor/to_local_forward_hook | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_args_0_: "DTensor(f32[4, 4][4, 1]cpu, R)",
        L_args_0_device_mesh : torch.distributed.device_mesh.DeviceMesh,
        L_fn_parameters_weight_: "DTensor(f32[4, 4][4, 1]cpu, R)",
        L_fn_parameters_bias_: "DTensor(f32[4][1]cpu, R)"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (root): (no source recorded)
        linear: "DTensor(f32[4, 4][4, 1]cpu, R)" = torch._C._nn.linear(l_args_0_, l_fn_parameters_weight_, l_fn_parameters_bias_)
        #> (root): cases.dtensor.to_local_forward_hook.<locals>.fw_hook
        to_local: "f32[4, 4][4, 1]cpu" = linear.to_local(grad_placements = (torch.distributed.tensor.placement_types.Replicate(),))
        tmp: "f32[4, 4][4, 1]cpu" = to_local + 2
        hook_result: "DTensor(f32[4, 4][4, 1]cpu, R)" = torch.distributed.tensor._api.from_local(tmp, l_args_0_device_mesh, (torch.distributed.tensor.placement_types.Replicate(),), run_check = False)
        return (hook_result,)
