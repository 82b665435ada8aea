# fxgolden golden | case: tp/transformer[seq_parallel] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/4 cuda mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_tokens_: "i64[2, 8][8, 1]cuda:0",
        L_self_modules_tok_embeddings_parameters_weight_: "DTensor(f32[8, 16][16, 1]cuda:0, S(0))",
        L_self_modules_pos_embeddings_parameters_weight_: "DTensor(f32[16, 16][16, 1]cuda:0, S(0))",
        L_self_modules_layers_modules_0_modules_attention_norm_parameters_weight_: "DTensor(f32[16][1]cuda:0, R)",
        L_self_modules_layers_modules_0_modules_attention_norm_parameters_bias_: "DTensor(f32[16][1]cuda:0, R)",
        L_self_modules_layers_modules_0_modules_attention_modules_wq_parameters_weight_: "DTensor(f32[16, 16][16, 1]cuda:0, S(0))",
        L_self_modules_layers_modules_0_modules_attention_modules_wk_parameters_weight_: "DTensor(f32[16, 16][16, 1]cuda:0, S(0))",
        L_self_modules_layers_modules_0_modules_attention_modules_wv_parameters_weight_: "DTensor(f32[16, 16][16, 1]cuda:0, S(0))",
        L_self_modules_layers_modules_0_modules_attention_modules_wo_parameters_weight_: "DTensor(f32[16, 16][16, 1]cuda:0, S(1))",
        L_self_modules_layers_modules_0_modules_ffn_norm_parameters_weight_: "DTensor(f32[16][1]cuda:0, R)",
        L_self_modules_layers_modules_0_modules_ffn_norm_parameters_bias_: "DTensor(f32[16][1]cuda:0, R)",
        L_self_modules_layers_modules_0_modules_feed_forward_modules_w1_parameters_weight_: "DTensor(f32[64, 16][16, 1]cuda:0, S(0))",
        L_self_modules_layers_modules_0_modules_feed_forward_modules_w1_parameters_bias_: "DTensor(f32[64][1]cuda:0, S(0))",
        L_self_modules_layers_modules_0_modules_feed_forward_modules_w2_parameters_weight_: "DTensor(f32[16, 64][64, 1]cuda:0, S(1))",
        L_self_modules_layers_modules_0_modules_feed_forward_modules_w2_parameters_bias_: "DTensor(f32[16][1]cuda:0, R)",
        L_self_modules_norm_parameters_weight_: "DTensor(f32[16][1]cuda:0, R)",
        L_self_modules_norm_parameters_bias_: "DTensor(f32[16][1]cuda:0, R)"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> tok_embeddings: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        input_tensor: "DTensor(i64[2, 8][8, 1]cuda:0, R)" = torch__dynamo_variables_torch_prim_from_local(l_tokens_)
        #> tok_embeddings: torch.utils._device.DeviceContext.__torch_function__
        embedding: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, MaskP(sum, (8, 16), 0))" = torch.nn.functional.embedding(
            input_tensor,
            l_self_modules_tok_embeddings_parameters_weight_,
            None,
            None,
            2.0,
            False,
            False
        )
        #> tok_embeddings: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        outputs: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, S(1))" = torch__dynamo_variables_tensor_prim_redistribute(embedding)
        hook_result: "f32[2, 2, 16][32, 16, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local(outputs)
        #> (no module): cases.models.Transformer.forward
        pos: "i64[8][1]cuda:0" = torch.arange(0, 8, device = device(type='cuda', index=0))
        #> pos_embeddings: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        input_tensor_1: "DTensor(i64[8][1]cuda:0, R)" = torch__dynamo_variables_torch_prim_from_local_1(pos)
        #> pos_embeddings: torch.utils._device.DeviceContext.__torch_function__
        embedding_1: "DTensor(f32[8, 16][16, 1]cuda:0, MaskP(sum, (16, 16), 0))" = torch.nn.functional.embedding(
            input_tensor_1,
            l_self_modules_pos_embeddings_parameters_weight_,
            None,
            None,
            2.0,
            False,
            False
        )
        #> pos_embeddings: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        outputs_1: "DTensor(f32[8, 16][16, 1]cuda:0, S(0))" = torch__dynamo_variables_tensor_prim_redistribute_1(embedding_1)
        hook_result_1: "f32[2, 16][16, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_1(outputs_1)
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        h: "f32[2, 2, 16][32, 16, 1]cuda:0" = hook_result.add(hook_result_1)
        #> dropout: torch.utils._device.DeviceContext.__torch_function__
        h_1: "f32[2, 2, 16][32, 16, 1]cuda:0" = torch.nn.functional.dropout(h, 0.0, True, False)
        #> layers.0.attention_norm: torch.distributed.tensor.parallel.style.SequenceParallel._prepare_input_fn
        args_result: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, S(1))" = torch__dynamo_variables_torch_prim_from_local_2(h_1)
        #> layers.0.attention_norm: torch.utils._device.DeviceContext.__torch_function__
        hook_result_2: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, S(1))" = torch.nn.functional.layer_norm(
            args_result,
            (16,),
            l_self_modules_layers_modules_0_modules_attention_norm_parameters_weight_,
            l_self_modules_layers_modules_0_modules_attention_norm_parameters_bias_,
            1e-05
        )
        #> layers.0.attention: torch.distributed.tensor.parallel.style.PrepareModuleInput._prepare_input_arg
        dt_inp: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, R)" = torch__dynamo_variables_tensor_prim_redistribute_2(hook_result_2)
        #> layers.0.attention.wq: torch.utils._device.DeviceContext.__torch_function__
        linear: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, S(2))" = torch._C._nn.linear(dt_inp, l_self_modules_layers_modules_0_modules_attention_modules_wq_parameters_weight_, None)
        #> layers.0.attention.wq: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_2: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, S(2))" = torch__dynamo_variables_tensor_prim_redistribute_3(linear)
        hook_result_3: "f32[2, 8, 4][32, 4, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_2(outputs_2)
        #> layers.0.attention.wk: torch.utils._device.DeviceContext.__torch_function__
        linear_1: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, S(2))" = torch._C._nn.linear(dt_inp, l_self_modules_layers_modules_0_modules_attention_modules_wk_parameters_weight_, None)
        #> layers.0.attention.wk: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_3: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, S(2))" = torch__dynamo_variables_tensor_prim_redistribute_4(linear_1)
        hook_result_4: "f32[2, 8, 4][32, 4, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_3(outputs_3)
        #> layers.0.attention.wv: torch.utils._device.DeviceContext.__torch_function__
        linear_2: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, S(2))" = torch._C._nn.linear(dt_inp, l_self_modules_layers_modules_0_modules_attention_modules_wv_parameters_weight_, None)
        #> layers.0.attention.wv: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_4: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, S(2))" = torch__dynamo_variables_tensor_prim_redistribute_5(linear_2)
        hook_result_5: "f32[2, 8, 4][32, 4, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_4(outputs_4)
        #> layers.0.attention: torch.utils._device.DeviceContext.__torch_function__
        view: "f32[2, 8, 1, 4][32, 4, 4, 1]cuda:0" = hook_result_3.view(2, 8, -1, 4)
        q: "f32[2, 1, 8, 4][32, 4, 4, 1]cuda:0" = view.transpose(1, 2)
        view_1: "f32[2, 8, 1, 4][32, 4, 4, 1]cuda:0" = hook_result_4.view(2, 8, -1, 4)
        k: "f32[2, 1, 8, 4][32, 4, 4, 1]cuda:0" = view_1.transpose(1, 2)
        view_2: "f32[2, 8, 1, 4][32, 4, 4, 1]cuda:0" = hook_result_5.view(2, 8, -1, 4)
        v: "f32[2, 1, 8, 4][32, 4, 4, 1]cuda:0" = view_2.transpose(1, 2)
        out: "f32[2, 1, 8, 4][32, 4, 4, 1]cuda:0" = torch._C._nn.scaled_dot_product_attention(q, k, v, None, 0.0, True)
        transpose: "f32[2, 8, 1, 4][32, 4, 4, 1]cuda:0" = out.transpose(1, 2)
        contiguous: "f32[2, 8, 1, 4][32, 4, 4, 1]cuda:0" = transpose.contiguous()
        out_1: "f32[2, 8, 4][32, 4, 1]cuda:0" = contiguous.view(2, 8, -1)
        #> layers.0.attention.wo: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        input_tensor_2: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, S(2))" = torch__dynamo_variables_torch_prim_from_local_3(out_1)
        #> layers.0.attention.wo: torch.utils._device.DeviceContext.__torch_function__
        linear_3: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, P(sum))" = torch._C._nn.linear(input_tensor_2, l_self_modules_layers_modules_0_modules_attention_modules_wo_parameters_weight_, None)
        #> layers.0.attention.wo: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        outputs_5: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, S(1))" = torch__dynamo_variables_tensor_prim_redistribute_6(linear_3)
        hook_result_6: "f32[2, 2, 16][32, 16, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_5(outputs_5)
        #> layers.0.attention.resid_dropout: torch.utils._device.DeviceContext.__torch_function__
        dropout: "f32[2, 2, 16][32, 16, 1]cuda:0" = torch.nn.functional.dropout(hook_result_6, 0.0, True, False)
        #> layers.0: torch.utils._device.DeviceContext.__torch_function__
        h_2: "f32[2, 2, 16][32, 16, 1]cuda:0" = h_1.add(dropout)
        #> layers.0.ffn_norm: torch.distributed.tensor.parallel.style.SequenceParallel._prepare_input_fn
        args_result_1: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, S(1))" = torch__dynamo_variables_torch_prim_from_local_4(h_2)
        #> layers.0.ffn_norm: torch.utils._device.DeviceContext.__torch_function__
        hook_result_7: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, S(1))" = torch.nn.functional.layer_norm(
            args_result_1,
            (16,),
            l_self_modules_layers_modules_0_modules_ffn_norm_parameters_weight_,
            l_self_modules_layers_modules_0_modules_ffn_norm_parameters_bias_,
            1e-05
        )
        #> layers.0.feed_forward: torch.distributed.tensor.parallel.style.PrepareModuleInput._prepare_input_arg
        dt_inp_1: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, R)" = torch__dynamo_variables_tensor_prim_redistribute_7(hook_result_7)
        #> layers.0.feed_forward.w1: torch.utils._device.DeviceContext.__torch_function__
        linear_4: "DTensor(f32[2, 8, 64][512, 64, 1]cuda:0, S(2))" = torch._C._nn.linear(
            dt_inp_1,
            l_self_modules_layers_modules_0_modules_feed_forward_modules_w1_parameters_weight_,
            l_self_modules_layers_modules_0_modules_feed_forward_modules_w1_parameters_bias_
        )
        #> layers.0.feed_forward.w1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_6: "DTensor(f32[2, 8, 64][512, 64, 1]cuda:0, S(2))" = torch__dynamo_variables_tensor_prim_redistribute_8(linear_4)
        hook_result_8: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_6(outputs_6)
        #> layers.0.feed_forward.gelu: torch.utils._device.DeviceContext.__torch_function__
        input_tensor_3: "f32[2, 8, 16][128, 16, 1]cuda:0" = torch._C._nn.gelu(hook_result_8, approximate = 'none')
        #> layers.0.feed_forward.w2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        input_tensor_4: "DTensor(f32[2, 8, 64][512, 64, 1]cuda:0, S(2))" = torch__dynamo_variables_torch_prim_from_local_5(input_tensor_3)
        #> layers.0.feed_forward.w2: torch.utils._device.DeviceContext.__torch_function__
        linear_5: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, P(sum))" = torch._C._nn.linear(
            input_tensor_4,
            l_self_modules_layers_modules_0_modules_feed_forward_modules_w2_parameters_weight_,
            l_self_modules_layers_modules_0_modules_feed_forward_modules_w2_parameters_bias_
        )
        #> layers.0.feed_forward.w2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        outputs_7: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, S(1))" = torch__dynamo_variables_tensor_prim_redistribute_9(linear_5)
        hook_result_9: "f32[2, 2, 16][32, 16, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_7(outputs_7)
        #> layers.0.feed_forward.resid_dropout: torch.utils._device.DeviceContext.__torch_function__
        dropout_1: "f32[2, 2, 16][32, 16, 1]cuda:0" = torch.nn.functional.dropout(hook_result_9, 0.0, True, False)
        #> layers.0: torch.utils._device.DeviceContext.__torch_function__
        h_3: "f32[2, 2, 16][32, 16, 1]cuda:0" = h_2.add(dropout_1)
        #> norm: torch.distributed.tensor.parallel.style.SequenceParallel._prepare_input_fn
        args_result_2: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, S(1))" = torch__dynamo_variables_torch_prim_from_local_6(h_3)
        #> norm: torch.utils._device.DeviceContext.__torch_function__
        hook_result_10: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, S(1))" = torch.nn.functional.layer_norm(
            args_result_2,
            (16,),
            l_self_modules_norm_parameters_weight_,
            l_self_modules_norm_parameters_bias_,
            1e-05
        )
        #> output: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        input_tensor_5: "DTensor(f32[2, 8, 16][128, 16, 1]cuda:0, R)" = torch__dynamo_variables_tensor_prim_redistribute_10(hook_result_10)
        #> output: torch.utils._device.DeviceContext.__torch_function__
        linear_6: "DTensor(f32[2, 8, 8][64, 8, 1]cuda:0, S(2))" = torch._C._nn.linear(input_tensor_5, l_self_modules_tok_embeddings_parameters_weight_, None)
        #> output: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_8: "DTensor(f32[2, 8, 8][64, 8, 1]cuda:0, R)" = torch__dynamo_variables_tensor_prim_redistribute_11(linear_6)
        hook_result_11: "f32[2, 8, 8][64, 8, 1]cuda:0" = torch__dynamo_variables_tensor_prim_to_local_8(outputs_8)
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        float_1: "f32[2, 8, 8][64, 8, 1]cuda:0" = hook_result_11.float()
        return (float_1,)
