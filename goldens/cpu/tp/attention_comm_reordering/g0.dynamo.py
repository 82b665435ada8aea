# fxgolden golden | case: tp/attention_comm_reordering | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_x_: "f32[20, 16][16, 1]cpu",
        L_self_modules_block_modules_attn_forward_pre_hooks_list_dict_keys_L_self_modules_block_modules_attn_forward_pre_hooks_0_closure_0_cell_contents : torch.distributed.device_mesh.DeviceMesh,
        L_self_modules_block_modules_attn_modules_wq_parameters_weight_: "DTensor(f32[16, 16][16, 1]cpu, S(0))",
        L_self_modules_block_modules_attn_modules_wq_parameters_bias_: "DTensor(f32[16][1]cpu, S(0))",
        L_self_modules_block_modules_attn_modules_wk_parameters_weight_: "DTensor(f32[16, 16][16, 1]cpu, S(0))",
        L_self_modules_block_modules_attn_modules_wk_parameters_bias_: "DTensor(f32[16][1]cpu, S(0))",
        L_self_modules_block_modules_attn_modules_wv_parameters_weight_: "DTensor(f32[16, 16][16, 1]cpu, S(0))",
        L_self_modules_block_modules_attn_modules_wv_parameters_bias_: "DTensor(f32[16][1]cpu, S(0))",
        L_self_modules_block_modules_attn_modules_wo_parameters_weight_: "DTensor(f32[16, 16][16, 1]cpu, S(1))",
        L_self_modules_block_modules_attn_modules_wo_parameters_bias_: "DTensor(f32[16][1]cpu, R)"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> block.attn: torch.distributed.tensor.parallel.style.PrepareModuleInput._prepare_input_arg
        dt_inp: "DTensor(f32[40, 16][16, 1]cpu, S(0))" = torch.distributed.tensor._api.from_local(
            l_x_,
            l_self_modules_block_modules_attn_forward_pre_hooks_list_dict_keys_l_self_modules_block_modules_attn_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Shard(dim=0),),
            run_check = False
        )
        dt_inp_1: "DTensor(f32[40, 16][16, 1]cpu, R)" = dt_inp.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),))
        #> block.attn.wq: cases.tp.FakeAttention.forward
        linear: "DTensor(f32[40, 16][16, 1]cpu, S(1))" = torch._C._nn.linear(
            dt_inp_1,
            l_self_modules_block_modules_attn_modules_wq_parameters_weight_,
            l_self_modules_block_modules_attn_modules_wq_parameters_bias_
        )
        #> block.attn.wq: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs: "DTensor(f32[40, 16][16, 1]cpu, S(1))" = linear.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        hook_result: "f32[40, 8][8, 1]cpu" = outputs.to_local()
        #> block.attn.wk: cases.tp.FakeAttention.forward
        linear_1: "DTensor(f32[40, 16][16, 1]cpu, S(1))" = torch._C._nn.linear(
            dt_inp_1,
            l_self_modules_block_modules_attn_modules_wk_parameters_weight_,
            l_self_modules_block_modules_attn_modules_wk_parameters_bias_
        )
        #> block.attn.wk: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_1: "DTensor(f32[40, 16][16, 1]cpu, S(1))" = linear_1.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        hook_result_1: "f32[40, 8][8, 1]cpu" = outputs_1.to_local()
        #> block.attn: cases.tp.FakeAttention.forward
        add: "f32[40, 8][8, 1]cpu" = hook_result + hook_result_1
        #> block.attn.wv: cases.tp.FakeAttention.forward
        linear_2: "DTensor(f32[40, 16][16, 1]cpu, S(1))" = torch._C._nn.linear(
            dt_inp_1,
            l_self_modules_block_modules_attn_modules_wv_parameters_weight_,
            l_self_modules_block_modules_attn_modules_wv_parameters_bias_
        )
        #> block.attn.wv: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_2: "DTensor(f32[40, 16][16, 1]cpu, S(1))" = linear_2.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        hook_result_2: "f32[40, 8][8, 1]cpu" = outputs_2.to_local()
        #> block.attn: cases.tp.FakeAttention.forward
        input_tensor: "f32[40, 8][8, 1]cpu" = add + hook_result_2
        #> block.attn.wo: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        input_tensor_1: "DTensor(f32[40, 16][16, 1]cpu, S(1))" = torch.distributed.tensor._api.from_local(
            input_tensor,
            l_self_modules_block_modules_attn_forward_pre_hooks_list_dict_keys_l_self_modules_block_modules_attn_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Shard(dim=-1),),
            run_check = False
        )
        #> block.attn.wo: cases.tp.FakeAttention.forward
        linear_3: "DTensor(f32[40, 16][16, 1]cpu, P(sum))" = torch._C._nn.linear(
            input_tensor_1,
            l_self_modules_block_modules_attn_modules_wo_parameters_weight_,
            l_self_modules_block_modules_attn_modules_wo_parameters_bias_
        )
        #> block.attn.wo: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        outputs_3: "DTensor(f32[40, 16][16, 1]cpu, S(0))" = linear_3.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=0),), async_op = True)
        hook_result_3: "f32[20, 16][16, 1]cpu" = outputs_3.to_local()
        return (hook_result_3,)
