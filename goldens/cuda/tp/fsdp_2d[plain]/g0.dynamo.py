# fxgolden golden | case: tp/fsdp_2d[plain] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/4 cuda mesh [2, 2] (dp,tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_x_: "f32[20, 10][10, 1]cuda:0",
        L_self_modules_mlp_0_modules_net1_weight: "DTensor(f32[16, 10][10, 1]cuda:0, S(0))",
        L_self_modules_mlp_0_modules_net1_bias: "DTensor(f32[16][1]cuda:0, S(0))",
        L_self_modules_mlp_0_modules_net2_weight: "DTensor(f32[10, 16][16, 1]cuda:0, S(1))",
        L_self_modules_mlp_0_modules_net2_bias: "DTensor(f32[10][1]cuda:0, R)",
        L_self_modules_mlp_1_modules_net1_weight: "DTensor(f32[16, 10][10, 1]cuda:0, S(0))",
        L_self_modules_mlp_1_modules_net1_bias: "DTensor(f32[16][1]cuda:0, S(0))",
        L_self_modules_mlp_1_modules_net2_weight: "DTensor(f32[10, 16][16, 1]cuda:0, S(1))",
        L_self_modules_mlp_1_modules_net2_bias: "DTensor(f32[10][1]cuda:0, R)"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> mlp_0.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        input_tensor: "DTensor(f32[20, 10][10, 1]cuda:0, R)" = torch__dynamo_variables_torch_prim_from_local(l_x_)
        #> mlp_0.net1: torch.utils._device.DeviceContext.__torch_function__
        linear: "DTensor(f32[20, 16][16, 1]cuda:0, S(1))" = torch._C._nn.linear(input_tensor, l_self_modules_mlp_0_modules_net1_weight, l_self_modules_mlp_0_modules_net1_bias)
        #> mlp_0.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs: "DTensor(f32[20, 16][16, 1]cuda:0, S(1))" = torch__dynamo_variables_tensor_prim_redistribute(linear)
        hook_result: "f32[20, 8][8, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local(outputs)
        #> mlp_0.relu: torch.utils._device.DeviceContext.__torch_function__
        input_tensor_1: "f32[20, 8][8, 1]cuda:0" = torch.nn.functional.relu(hook_result, inplace = False)
        #> mlp_0.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        input_tensor_2: "DTensor(f32[20, 16][16, 1]cuda:0, S(1))" = torch__dynamo_variables_torch_prim_from_local_1(input_tensor_1)
        #> mlp_0.net2: torch.utils._device.DeviceContext.__torch_function__
        linear_1: "DTensor(f32[20, 10][10, 1]cuda:0, P(sum))" = torch._C._nn.linear(input_tensor_2, l_self_modules_mlp_0_modules_net2_weight, l_self_modules_mlp_0_modules_net2_bias)
        #> mlp_0.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        outputs_1: "DTensor(f32[20, 10][10, 1]cuda:0, R)" = torch__dynamo_variables_tensor_prim_redistribute_1(linear_1)
        hook_result_1: "f32[20, 10][10, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_1(outputs_1)
        #> mlp_1.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        input_tensor_3: "DTensor(f32[20, 10][10, 1]cuda:0, R)" = torch__dynamo_variables_torch_prim_from_local_2(hook_result_1)
        #> mlp_1.net1: torch.utils._device.DeviceContext.__torch_function__
        linear_2: "DTensor(f32[20, 16][16, 1]cuda:0, S(1))" = torch._C._nn.linear(input_tensor_3, l_self_modules_mlp_1_modules_net1_weight, l_self_modules_mlp_1_modules_net1_bias)
        #> mlp_1.net1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_2: "DTensor(f32[20, 16][16, 1]cuda:0, S(1))" = torch__dynamo_variables_tensor_prim_redistribute_2(linear_2)
        hook_result_2: "f32[20, 8][8, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_2(outputs_2)
        #> mlp_1.relu: torch.utils._device.DeviceContext.__torch_function__
        input_tensor_4: "f32[20, 8][8, 1]cuda:0" = torch.nn.functional.relu(hook_result_2, inplace = False)
        #> mlp_1.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        input_tensor_5: "DTensor(f32[20, 16][16, 1]cuda:0, S(1))" = torch__dynamo_variables_torch_prim_from_local_3(input_tensor_4)
        #> mlp_1.net2: torch.utils._device.DeviceContext.__torch_function__
        linear_3: "DTensor(f32[20, 10][10, 1]cuda:0, P(sum))" = torch._C._nn.linear(input_tensor_5, l_self_modules_mlp_1_modules_net2_weight, l_self_modules_mlp_1_modules_net2_bias)
        #> mlp_1.net2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        outputs_3: "DTensor(f32[20, 10][10, 1]cuda:0, R)" = torch__dynamo_variables_tensor_prim_redistribute_3(linear_3)
        hook_result_3: "f32[20, 10][10, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_3(outputs_3)
        return (hook_result_3,)
