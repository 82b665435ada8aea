# fxgolden golden | case: tp/fsdp_2d[checkpointed] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/4 cuda mesh [2, 2] (dp,tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_args_0_: "f32[20, 10][10, 1]cuda:0",
        L_self_modules_checkpoint_wrapped_module_modules_mlp_0_modules_net1_weight: "DTensor(f32[16, 10][10, 1]cuda:0, S(0))",
        L_self_modules_checkpoint_wrapped_module_modules_mlp_0_modules_net1_bias: "DTensor(f32[16][1]cuda:0, S(0))",
        L_self_modules_checkpoint_wrapped_module_modules_mlp_0_modules_net2_weight: "DTensor(f32[10, 16][16, 1]cuda:0, S(1))",
        L_self_modules_checkpoint_wrapped_module_modules_mlp_0_modules_net2_bias: "DTensor(f32[10][1]cuda:0, R)",
        L_self_modules_checkpoint_wrapped_module_modules_mlp_1_modules_net1_weight: "DTensor(f32[16, 10][10, 1]cuda:0, S(0))",
        L_self_modules_checkpoint_wrapped_module_modules_mlp_1_modules_net1_bias: "DTensor(f32[16][1]cuda:0, S(0))",
        L_self_modules_checkpoint_wrapped_module_modules_mlp_1_modules_net2_weight: "DTensor(f32[10, 16][16, 1]cuda:0, S(1))",
        L_self_modules_checkpoint_wrapped_module_modules_mlp_1_modules_net2_bias: "DTensor(f32[10][1]cuda:0, R)"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        wrap_body = self.wrap_body_0
        tag_activation_checkpoint = torch.ops.higher_order.tag_activation_checkpoint(
            wrap_body,
            l_args_0_,
            l_self_modules_checkpoint_wrapped_module_modules_mlp_0_modules_net1_weight,
            l_self_modules_checkpoint_wrapped_module_modules_mlp_0_modules_net1_bias,
            l_self_modules_checkpoint_wrapped_module_modules_mlp_0_modules_net2_weight,
            l_self_modules_checkpoint_wrapped_module_modules_mlp_0_modules_net2_bias,
            l_self_modules_checkpoint_wrapped_module_modules_mlp_1_modules_net1_weight,
            l_self_modules_checkpoint_wrapped_module_modules_mlp_1_modules_net1_bias,
            l_self_modules_checkpoint_wrapped_module_modules_mlp_1_modules_net2_weight,
            l_self_modules_checkpoint_wrapped_module_modules_mlp_1_modules_net2_bias,
            use_reentrant = False
        )
        getitem: "f32[20, 10][10, 1]cuda:0" = tag_activation_checkpoint[0]
        return (getitem,)

    class wrap_body(torch.nn.Module):
        def forward(
            self,
            l_args_0_: "f32[20, 10][10, 1]cuda:0",
            l_self_modules_checkpoint_wrapped_module_modules_mlp_0_modules_net1_weight: "DTensor(f32[16, 10][10, 1]cuda:0, S(0))",
            l_self_modules_checkpoint_wrapped_module_modules_mlp_0_modules_net1_bias: "DTensor(f32[16][1]cuda:0, S(0))",
            l_self_modules_checkpoint_wrapped_module_modules_mlp_0_modules_net2_weight: "DTensor(f32[10, 16][16, 1]cuda:0, S(1))",
            l_self_modules_checkpoint_wrapped_module_modules_mlp_0_modules_net2_bias: "DTensor(f32[10][1]cuda:0, R)",
            l_self_modules_checkpoint_wrapped_module_modules_mlp_1_modules_net1_weight: "DTensor(f32[16, 10][10, 1]cuda:0, S(0))",
            l_self_modules_checkpoint_wrapped_module_modules_mlp_1_modules_net1_bias: "DTensor(f32[16][1]cuda:0, S(0))",
            l_self_modules_checkpoint_wrapped_module_modules_mlp_1_modules_net2_weight: "DTensor(f32[10, 16][16, 1]cuda:0, S(1))",
            l_self_modules_checkpoint_wrapped_module_modules_mlp_1_modules_net2_bias: "DTensor(f32[10][1]cuda:0, R)"
        ):
            input_tensor: "DTensor(f32[20, 10][10, 1]cuda:0, R)" = torch__dynamo_variables_torch_prim_from_local(l_args_0_)
            linear: "DTensor(f32[20, 16][16, 1]cuda:0, S(1))" = torch._C._nn.linear(
                input_tensor,
                l_self_modules_checkpoint_wrapped_module_modules_mlp_0_modules_net1_weight,
                l_self_modules_checkpoint_wrapped_module_modules_mlp_0_modules_net1_bias
            )
            outputs: "DTensor(f32[20, 16][16, 1]cuda:0, S(1))" = torch__dynamo_variables_tensor_prim_redistribute(linear)
            hook_result: "f32[20, 8][8, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local(outputs)
            input_tensor_1: "f32[20, 8][8, 1]cuda:0" = torch.nn.functional.relu(hook_result, inplace = False)
            input_tensor_2: "DTensor(f32[20, 16][16, 1]cuda:0, S(1))" = torch__dynamo_variables_torch_prim_from_local_1(input_tensor_1)
            linear_1: "DTensor(f32[20, 10][10, 1]cuda:0, P(sum))" = torch._C._nn.linear(
                input_tensor_2,
                l_self_modules_checkpoint_wrapped_module_modules_mlp_0_modules_net2_weight,
                l_self_modules_checkpoint_wrapped_module_modules_mlp_0_modules_net2_bias
            )
            outputs_1: "DTensor(f32[20, 10][10, 1]cuda:0, R)" = torch__dynamo_variables_tensor_prim_redistribute_1(linear_1)
            hook_result_1: "f32[20, 10][10, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_1(outputs_1)
            input_tensor_3: "DTensor(f32[20, 10][10, 1]cuda:0, R)" = torch__dynamo_variables_torch_prim_from_local_2(hook_result_1)
            linear_2: "DTensor(f32[20, 16][16, 1]cuda:0, S(1))" = torch._C._nn.linear(
                input_tensor_3,
                l_self_modules_checkpoint_wrapped_module_modules_mlp_1_modules_net1_weight,
                l_self_modules_checkpoint_wrapped_module_modules_mlp_1_modules_net1_bias
            )
            outputs_2: "DTensor(f32[20, 16][16, 1]cuda:0, S(1))" = torch__dynamo_variables_tensor_prim_redistribute_2(linear_2)
            hook_result_2: "f32[20, 8][8, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_2(outputs_2)
            input_tensor_4: "f32[20, 8][8, 1]cuda:0" = torch.nn.functional.relu(hook_result_2, inplace = False)
            input_tensor_5: "DTensor(f32[20, 16][16, 1]cuda:0, S(1))" = torch__dynamo_variables_torch_prim_from_local_3(input_tensor_4)
            linear_3: "DTensor(f32[20, 10][10, 1]cuda:0, P(sum))" = torch._C._nn.linear(
                input_tensor_5,
                l_self_modules_checkpoint_wrapped_module_modules_mlp_1_modules_net2_weight,
                l_self_modules_checkpoint_wrapped_module_modules_mlp_1_modules_net2_bias
            )
            outputs_3: "DTensor(f32[20, 10][10, 1]cuda:0, R)" = torch__dynamo_variables_tensor_prim_redistribute_3(linear_3)
            hook_result_3: "f32[20, 10][10, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_3(outputs_3)
            return (hook_result_3,)
