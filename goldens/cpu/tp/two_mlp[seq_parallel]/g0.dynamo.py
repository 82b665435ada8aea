# fxgolden golden | case: tp/two_mlp[seq_parallel] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_x_: "f32[20, 10][10, 1]cpu",
        L_self_modules_mlp_0_forward_pre_hooks_list_dict_keys_L_self_modules_mlp_0_forward_pre_hooks_0_closure_0_cell_contents : torch.distributed.device_mesh.DeviceMesh,
        L_self_modules_mlp_0_modules_net1_parameters_weight_: "DTensor(f32[16, 10][10, 1]cpu, S(0))",
        L_self_modules_mlp_0_modules_net1_parameters_bias_: "DTensor(f32[16][1]cpu, S(0))",
        L_self_modules_mlp_0_modules_net2_parameters_weight_: "DTensor(f32[10, 16][16, 1]cpu, S(1))",
        L_self_modules_mlp_0_modules_net2_parameters_bias_: "DTensor(f32[10][1]cpu, R)",
        L_self_modules_mlp_1_modules_net1_parameters_weight_: "DTensor(f32[16, 10][10, 1]cpu, S(0))",
        L_self_modules_mlp_1_modules_net1_parameters_bias_: "DTensor(f32[16][1]cpu, S(0))",
        L_self_modules_mlp_1_modules_net2_parameters_weight_: "DTensor(f32[10, 16][16, 1]cpu, S(1))",
        L_self_modules_mlp_1_modules_net2_parameters_bias_: "DTensor(f32[10][1]cpu, R)"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> mlp_0: torch.distributed.tensor.parallel.style.PrepareModuleInput._prepare_input_arg
        dt_inp: "DTensor(f32[80, 10][10, 1]cpu, S(0))" = torch.distributed.tensor._api.from_local(
            l_x_,
            l_self_modules_mlp_0_forward_pre_hooks_list_dict_keys_l_self_modules_mlp_0_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Shard(dim=0),),
            run_check = False
        )
        dt_inp_1: "DTensor(f32[80, 10][10, 1]cpu, R)" = dt_inp.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),))
        #> mlp_0.net1: cases.models.MLPModule.forward
        linear: "DTensor(f32[80, 16][16, 1]cpu, S(1))" = torch._C._nn.linear(dt_inp_1, l_self_modules_mlp_0_modules_net1_parameters_weight_, l_self_modules_mlp_0_modules_net1_parameters_bias_)
        #> mlp_0.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs: "DTensor(f32[80, 16][16, 1]cpu, S(1))" = linear.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        hook_result: "f32[80, 4][4, 1]cpu" = outputs.to_local()
        #> mlp_0.relu: cases.models.MLPModule.forward
        input_tensor: "f32[80, 4][4, 1]cpu" = torch.nn.functional.relu(hook_result, inplace = False)
        #> mlp_0.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        input_tensor_1: "DTensor(f32[80, 16][16, 1]cpu, S(1))" = torch.distributed.tensor._api.from_local(
            input_tensor,
            l_self_modules_mlp_0_forward_pre_hooks_list_dict_keys_l_self_modules_mlp_0_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Shard(dim=-1),),
            run_check = False
        )
        #> mlp_0.net2: cases.models.MLPModule.forward
        linear_1: "DTensor(f32[80, 10][10, 1]cpu, P(sum))" = torch._C._nn.linear(
            input_tensor_1,
            l_self_modules_mlp_0_modules_net2_parameters_weight_,
            l_self_modules_mlp_0_modules_net2_parameters_bias_
        )
        #> mlp_0.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        outputs_1: "DTensor(f32[80, 10][10, 1]cpu, S(0))" = linear_1.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=0),), async_op = True)
        hook_result_1: "f32[20, 10][10, 1]cpu" = outputs_1.to_local()
        #> mlp_1.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        input_tensor_2: "DTensor(f32[80, 10][10, 1]cpu, S(0))" = torch.distributed.tensor._api.from_local(
            hook_result_1,
            l_self_modules_mlp_0_forward_pre_hooks_list_dict_keys_l_self_modules_mlp_0_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Shard(dim=0),),
            run_check = False
        )
        input_tensor_3: "DTensor(f32[80, 10][10, 1]cpu, R)" = input_tensor_2.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True)
        #> mlp_1.net1: cases.models.MLPModule.forward
        linear_2: "DTensor(f32[80, 16][16, 1]cpu, S(1))" = torch._C._nn.linear(input_tensor_3, l_self_modules_mlp_1_modules_net1_parameters_weight_, l_self_modules_mlp_1_modules_net1_parameters_bias_)
        #> mlp_1.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_2: "DTensor(f32[80, 16][16, 1]cpu, S(1))" = linear_2.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        hook_result_2: "f32[80, 4][4, 1]cpu" = outputs_2.to_local()
        #> mlp_1.relu: cases.models.MLPModule.forward
        input_tensor_4: "f32[80, 4][4, 1]cpu" = torch.nn.functional.relu(hook_result_2, inplace = False)
        #> mlp_1.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        input_tensor_5: "DTensor(f32[80, 16][16, 1]cpu, S(1))" = torch.distributed.tensor._api.from_local(
            input_tensor_4,
            l_self_modules_mlp_0_forward_pre_hooks_list_dict_keys_l_self_modules_mlp_0_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Shard(dim=-1),),
            run_check = False
        )
        #> mlp_1.net2: cases.models.MLPModule.forward
        linear_3: "DTensor(f32[80, 10][10, 1]cpu, P(sum))" = torch._C._nn.linear(
            input_tensor_5,
            l_self_modules_mlp_1_modules_net2_parameters_weight_,
            l_self_modules_mlp_1_modules_net2_parameters_bias_
        )
        #> mlp_1.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        outputs_3: "DTensor(f32[80, 10][10, 1]cpu, R)" = linear_3.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True)
        hook_result_3: "f32[80, 10][10, 1]cpu" = outputs_3.to_local()
        #> mlp_1: torch.distributed.tensor.parallel.style.PrepareModuleOutput._prepare_out_fn
        dt_out: "DTensor(f32[80, 10][10, 1]cpu, R)" = torch.distributed.tensor._api.from_local(
            hook_result_3,
            l_self_modules_mlp_0_forward_pre_hooks_list_dict_keys_l_self_modules_mlp_0_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Replicate(),),
            run_check = False
        )
        dt_out_1: "DTensor(f32[80, 10][10, 1]cpu, S(0))" = dt_out.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=0),))
        hook_result_4: "f32[20, 10][10, 1]cpu" = dt_out_1.to_local()
        return (hook_result_4,)
