# fxgolden golden | case: tp/swiglu | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cpu mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 4, 16][64, 16, 1]cpu", L_self_modules_w1_forward_pre_hooks_list_dict_keys_L_self_modules_w1_forward_pre_hooks_0_closure_0_cell_contents : torch.distributed.device_mesh.DeviceMesh, L_self_modules_w1_parameters_weight_: "DTensor(f32[32, 16][16, 1]cpu, S(0))", L_self_modules_w3_parameters_weight_: "DTensor(f32[32, 16][16, 1]cpu, S(0))", L_self_modules_w2_parameters_weight_: "DTensor(f32[16, 32][32, 1]cpu, S(1))"):
        l_x_ = L_x_
        l_self_modules_w1_forward_pre_hooks_list_dict_keys_l_self_modules_w1_forward_pre_hooks_0_closure_0_cell_contents = L_self_modules_w1_forward_pre_hooks_list_dict_keys_L_self_modules_w1_forward_pre_hooks_0_closure_0_cell_contents
        l_self_modules_w1_parameters_weight_ = L_self_modules_w1_parameters_weight_
        l_self_modules_w3_parameters_weight_ = L_self_modules_w3_parameters_weight_
        l_self_modules_w2_parameters_weight_ = L_self_modules_w2_parameters_weight_
        input_tensor: "DTensor(f32[2, 4, 16][64, 16, 1]cpu, R)" = torch.distributed.tensor._api.from_local(l_x_, l_self_modules_w1_forward_pre_hooks_list_dict_keys_l_self_modules_w1_forward_pre_hooks_0_closure_0_cell_contents, (torch.distributed.tensor.placement_types.Replicate(),), run_check = False)
        linear: "DTensor(f32[2, 4, 32][128, 32, 1]cpu, S(2))" = torch._C._nn.linear(input_tensor, l_self_modules_w1_parameters_weight_, None);  input_tensor = l_self_modules_w1_parameters_weight_ = None
        outputs: "DTensor(f32[2, 4, 32][128, 32, 1]cpu, S(2))" = linear.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True);  linear = None
        hook_result: "f32[2, 4, 16][64, 16, 1]cpu" = outputs.to_local();  outputs = None
        silu: "f32[2, 4, 16][64, 16, 1]cpu" = torch.nn.functional.silu(hook_result);  hook_result = None
        input_tensor_1: "DTensor(f32[2, 4, 16][64, 16, 1]cpu, R)" = torch.distributed.tensor._api.from_local(l_x_, l_self_modules_w1_forward_pre_hooks_list_dict_keys_l_self_modules_w1_forward_pre_hooks_0_closure_0_cell_contents, (torch.distributed.tensor.placement_types.Replicate(),), run_check = False);  l_x_ = None
        linear_1: "DTensor(f32[2, 4, 32][128, 32, 1]cpu, S(2))" = torch._C._nn.linear(input_tensor_1, l_self_modules_w3_parameters_weight_, None);  input_tensor_1 = l_self_modules_w3_parameters_weight_ = None
        outputs_1: "DTensor(f32[2, 4, 32][128, 32, 1]cpu, S(2))" = linear_1.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True);  linear_1 = None
        hook_result_1: "f32[2, 4, 16][64, 16, 1]cpu" = outputs_1.to_local();  outputs_1 = None
        input_tensor_2: "f32[2, 4, 16][64, 16, 1]cpu" = silu * hook_result_1;  silu = hook_result_1 = None
        input_tensor_3: "DTensor(f32[2, 4, 32][128, 32, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(input_tensor_2, l_self_modules_w1_forward_pre_hooks_list_dict_keys_l_self_modules_w1_forward_pre_hooks_0_closure_0_cell_contents, (torch.distributed.tensor.placement_types.Shard(dim=-1),), run_check = False);  input_tensor_2 = l_self_modules_w1_forward_pre_hooks_list_dict_keys_l_self_modules_w1_forward_pre_hooks_0_closure_0_cell_contents = None
        linear_2: "DTensor(f32[2, 4, 16][64, 16, 1]cpu, P(sum))" = torch._C._nn.linear(input_tensor_3, l_self_modules_w2_parameters_weight_, None);  input_tensor_3 = l_self_modules_w2_parameters_weight_ = None
        outputs_2: "DTensor(f32[2, 4, 16][64, 16, 1]cpu, R)" = linear_2.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True);  linear_2 = None
        hook_result_2: "f32[2, 4, 16][64, 16, 1]cpu" = outputs_2.to_local();  outputs_2 = None
        return (hook_result_2,)
