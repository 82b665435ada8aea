# fxgolden golden | case: tp/loss_parallel | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_x_: "f32[4, 8][8, 1]cpu",
        L_head_forward_pre_hooks_list_dict_keys_L_head_forward_pre_hooks_0_closure_0_cell_contents : torch.distributed.device_mesh.DeviceMesh,
        L_head_parameters_weight_: "DTensor(f32[16, 8][8, 1]cpu, S(0))",
        L_target_: "i64[4][1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> head: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        input_tensor: "DTensor(f32[4, 8][8, 1]cpu, R)" = torch.distributed.tensor._api.from_local(
            l_x_,
            l_head_forward_pre_hooks_list_dict_keys_l_head_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Replicate(),),
            run_check = False
        )
        #> head: cases.loss_parallel.loss_parallel_body.<locals>.<lambda>
        linear: "DTensor(f32[4, 16][16, 1]cpu, S(1))" = torch._C._nn.linear(input_tensor, l_head_parameters_weight_, None)
        #> head: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs: "DTensor(f32[4, 16][16, 1]cpu, S(1))" = linear.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        #> (no module): cases.loss_parallel.loss_parallel_body.<locals>.<lambda>
        cross_entropy: "DTensor(f32[][]cpu, R)" = torch.nn.functional.cross_entropy(outputs, l_target_)
        return (cross_entropy,)
