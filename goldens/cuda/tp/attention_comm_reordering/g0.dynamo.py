# fxgolden golden | case: tp/attention_comm_reordering | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cuda mesh [2] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_x_: "f32[20, 16][16, 1]cuda:0",
        L_self_modules_block_modules_attn_modules_wq_parameters_weight_: "DTensor(f32[16, 16][16, 1]cuda:0, S(0))",
        L_self_modules_block_modules_attn_modules_wq_parameters_bias_: "DTensor(f32[16][1]cuda:0, S(0))",
        L_self_modules_block_modules_attn_modules_wk_parameters_weight_: "DTensor(f32[16, 16][16, 1]cuda:0, S(0))",
        L_self_modules_block_modules_attn_modules_wk_parameters_bias_: "DTensor(f32[16][1]cuda:0, S(0))",
        L_self_modules_block_modules_attn_modules_wv_parameters_weight_: "DTensor(f32[16, 16][16, 1]cuda:0, S(0))",
        L_self_modules_block_modules_attn_modules_wv_parameters_bias_: "DTensor(f32[16][1]cuda:0, S(0))",
        L_self_modules_block_modules_attn_modules_wo_parameters_weight_: "DTensor(f32[16, 16][16, 1]cuda:0, S(1))",
        L_self_modules_block_modules_attn_modules_wo_parameters_bias_: "DTensor(f32[16][1]cuda:0, R)"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> block.attn: torch.distributed.tensor.parallel.style.PrepareModuleInput._prepare_input_arg
        dt_inp: "DTensor(f32[40, 16][16, 1]cuda:0, S(0))" = torch__dynamo_variables_torch_prim_from_local(l_x_)
        dt_inp_1: "DTensor(f32[40, 16][16, 1]cuda:0, R)" = torch__dynamo_variables_tensor_prim_redistribute(dt_inp)
        #> block.attn.wq: torch.utils._device.DeviceContext.__torch_function__
        linear: "DTensor(f32[40, 16][16, 1]cuda:0, S(1))" = torch._C._nn.linear(
            dt_inp_1,
            l_self_modules_block_modules_attn_modules_wq_parameters_weight_,
            l_self_modules_block_modules_attn_modules_wq_parameters_bias_
        )
        #> block.attn.wq: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs: "DTensor(f32[40, 16][16, 1]cuda:0, S(1))" = torch__dynamo_variables_tensor_prim_redistribute_1(linear)
        hook_result: "f32[40, 8][8, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local(outputs)
        #> block.attn.wk: torch.utils._device.DeviceContext.__torch_function__
        linear_1: "DTensor(f32[40, 16][16, 1]cuda:0, S(1))" = torch._C._nn.linear(
            dt_inp_1,
            l_self_modules_block_modules_attn_modules_wk_parameters_weight_,
            l_self_modules_block_modules_attn_modules_wk_parameters_bias_
        )
        #> block.attn.wk: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_1: "DTensor(f32[40, 16][16, 1]cuda:0, S(1))" = torch__dynamo_variables_tensor_prim_redistribute_2(linear_1)
        hook_result_1: "f32[40, 8][8, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_1(outputs_1)
        #> block.attn: torch.utils._device.DeviceContext.__torch_function__
        add: "f32[40, 8][8, 1]cuda:0" = hook_result.add(hook_result_1)
        #> block.attn.wv: torch.utils._device.DeviceContext.__torch_function__
        linear_2: "DTensor(f32[40, 16][16, 1]cuda:0, S(1))" = torch._C._nn.linear(
            dt_inp_1,
            l_self_modules_block_modules_attn_modules_wv_parameters_weight_,
            l_self_modules_block_modules_attn_modules_wv_parameters_bias_
        )
        #> block.attn.wv: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_2: "DTensor(f32[40, 16][16, 1]cuda:0, S(1))" = torch__dynamo_variables_tensor_prim_redistribute_3(linear_2)
        hook_result_2: "f32[40, 8][8, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_2(outputs_2)
        #> block.attn: torch.utils._device.DeviceContext.__torch_function__
        input_tensor: "f32[40, 8][8, 1]cuda:0" = add.add(hook_result_2)
        #> block.attn.wo: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        input_tensor_1: "DTensor(f32[40, 16][16, 1]cuda:0, S(1))" = torch__dynamo_variables_torch_prim_from_local_1(input_tensor)
        #> block.attn.wo: torch.utils._device.DeviceContext.__torch_function__
        linear_3: "DTensor(f32[40, 16][16, 1]cuda:0, P(sum))" = torch._C._nn.linear(
            input_tensor_1,
            l_self_modules_block_modules_attn_modules_wo_parameters_weight_,
            l_self_modules_block_modules_attn_modules_wo_parameters_bias_
        )
        #> block.attn.wo: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        outputs_3: "DTensor(f32[40, 16][16, 1]cuda:0, S(0))" = torch__dynamo_variables_tensor_prim_redistribute_4(linear_3)
        hook_result_3: "f32[20, 16][16, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_3(outputs_3)
        return (hook_result_3,)
