# fxgolden golden | case: tp/swiglu | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_x_: "f32[2, 4, 16][64, 16, 1]cpu",
        L_self_modules_w1_forward_pre_hooks_list_dict_keys_L_self_modules_w1_forward_pre_hooks_0_closure_0_cell_contents : torch.distributed.device_mesh.DeviceMesh,
        L_self_modules_w1_parameters_weight_: "DTensor(f32[32, 16][16, 1]cpu, S(0))",
        L_self_modules_w3_parameters_weight_: "DTensor(f32[32, 16][16, 1]cpu, S(0))",
        L_self_modules_w2_parameters_weight_: "DTensor(f32[16, 32][32, 1]cpu, S(1))"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> w1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        input_tensor: "DTensor(f32[2, 4, 16][64, 16, 1]cpu, R)" = torch.distributed.tensor._api.from_local(
            l_x_,
            l_self_modules_w1_forward_pre_hooks_list_dict_keys_l_self_modules_w1_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Replicate(),),
            run_check = False
        )
        #> w1: mytrainer.model.FeedForward.forward
        linear: "DTensor(f32[2, 4, 32][128, 32, 1]cpu, S(2))" = torch._C._nn.linear(input_tensor, l_self_modules_w1_parameters_weight_, None)
        #> w1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs: "DTensor(f32[2, 4, 32][128, 32, 1]cpu, S(2))" = linear.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        hook_result: "f32[2, 4, 16][64, 16, 1]cpu" = outputs.to_local()
        #> (no module): mytrainer.model.FeedForward.forward
        silu: "f32[2, 4, 16][64, 16, 1]cpu" = torch.nn.functional.silu(hook_result)
        #> w3: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        input_tensor_1: "DTensor(f32[2, 4, 16][64, 16, 1]cpu, R)" = torch.distributed.tensor._api.from_local(
            l_x_,
            l_self_modules_w1_forward_pre_hooks_list_dict_keys_l_self_modules_w1_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Replicate(),),
            run_check = False
        )
        #> w3: mytrainer.model.FeedForward.forward
        linear_1: "DTensor(f32[2, 4, 32][128, 32, 1]cpu, S(2))" = torch._C._nn.linear(input_tensor_1, l_self_modules_w3_parameters_weight_, None)
        #> w3: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_1: "DTensor(f32[2, 4, 32][128, 32, 1]cpu, S(2))" = linear_1.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        hook_result_1: "f32[2, 4, 16][64, 16, 1]cpu" = outputs_1.to_local()
        #> (no module): mytrainer.model.FeedForward.forward
        input_tensor_2: "f32[2, 4, 16][64, 16, 1]cpu" = silu * hook_result_1
        #> w2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        input_tensor_3: "DTensor(f32[2, 4, 32][128, 32, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            input_tensor_2,
            l_self_modules_w1_forward_pre_hooks_list_dict_keys_l_self_modules_w1_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Shard(dim=-1),),
            run_check = False
        )
        #> w2: mytrainer.model.FeedForward.forward
        linear_2: "DTensor(f32[2, 4, 16][64, 16, 1]cpu, P(sum))" = torch._C._nn.linear(input_tensor_3, l_self_modules_w2_parameters_weight_, None)
        #> w2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        outputs_2: "DTensor(f32[2, 4, 16][64, 16, 1]cpu, R)" = linear_2.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True)
        hook_result_2: "f32[2, 4, 16][64, 16, 1]cpu" = outputs_2.to_local()
        return (hook_result_2,)
