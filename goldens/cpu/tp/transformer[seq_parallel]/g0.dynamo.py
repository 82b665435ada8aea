# fxgolden golden | case: tp/transformer[seq_parallel] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_tokens_: "i64[2, 8][8, 1]cpu",
        L_self_modules_tok_embeddings_forward_pre_hooks_list_dict_keys_L_self_modules_tok_embeddings_forward_pre_hooks_0_closure_0_cell_contents : torch.distributed.device_mesh.DeviceMesh,
        L_self_modules_tok_embeddings_parameters_weight_: "DTensor(f32[8, 16][16, 1]cpu, S(0))",
        L_self_modules_pos_embeddings_parameters_weight_: "DTensor(f32[16, 16][16, 1]cpu, S(0))",
        L_self_modules_layers_modules_0_modules_attention_norm_parameters_weight_: "DTensor(f32[16][1]cpu, R)",
        L_self_modules_layers_modules_0_modules_attention_norm_parameters_bias_: "DTensor(f32[16][1]cpu, R)",
        L_self_modules_layers_modules_0_modules_attention_modules_wq_parameters_weight_: "DTensor(f32[16, 16][16, 1]cpu, S(0))",
        L_self_modules_layers_modules_0_modules_attention_modules_wk_parameters_weight_: "DTensor(f32[16, 16][16, 1]cpu, S(0))",
        L_self_modules_layers_modules_0_modules_attention_modules_wv_parameters_weight_: "DTensor(f32[16, 16][16, 1]cpu, S(0))",
        L_self_modules_layers_modules_0_modules_attention_modules_wo_parameters_weight_: "DTensor(f32[16, 16][16, 1]cpu, S(1))",
        L_self_modules_layers_modules_0_modules_ffn_norm_parameters_weight_: "DTensor(f32[16][1]cpu, R)",
        L_self_modules_layers_modules_0_modules_ffn_norm_parameters_bias_: "DTensor(f32[16][1]cpu, R)",
        L_self_modules_layers_modules_0_modules_feed_forward_modules_w1_parameters_weight_: "DTensor(f32[64, 16][16, 1]cpu, S(0))",
        L_self_modules_layers_modules_0_modules_feed_forward_modules_w1_parameters_bias_: "DTensor(f32[64][1]cpu, S(0))",
        L_self_modules_layers_modules_0_modules_feed_forward_modules_w2_parameters_weight_: "DTensor(f32[16, 64][64, 1]cpu, S(1))",
        L_self_modules_layers_modules_0_modules_feed_forward_modules_w2_parameters_bias_: "DTensor(f32[16][1]cpu, R)",
        L_self_modules_norm_parameters_weight_: "DTensor(f32[16][1]cpu, R)",
        L_self_modules_norm_parameters_bias_: "DTensor(f32[16][1]cpu, R)"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> tok_embeddings: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        input_tensor: "DTensor(i64[2, 8][8, 1]cpu, R)" = torch.distributed.tensor._api.from_local(
            l_tokens_,
            l_self_modules_tok_embeddings_forward_pre_hooks_list_dict_keys_l_self_modules_tok_embeddings_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Replicate(),),
            run_check = False
        )
        #> tok_embeddings: cases.models.Transformer.forward
        embedding: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, MaskP(sum, torch.Size([8, 16]), 0))" = torch.nn.functional.embedding(
            input_tensor,
            l_self_modules_tok_embeddings_parameters_weight_,
            None,
            None,
            2.0,
            False,
            False
        )
        #> tok_embeddings: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        outputs: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(1))" = embedding.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=1),), async_op = True)
        hook_result: "f32[2, 2, 16][32, 16, 1]cpu" = outputs.to_local()
        #> (no module): cases.models.Transformer.forward
        pos: "i64[8][1]cpu" = torch.arange(0, 8, device = device(type='cpu'))
        #> pos_embeddings: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        input_tensor_1: "DTensor(i64[8][1]cpu, R)" = torch.distributed.tensor._api.from_local(
            pos,
            l_self_modules_tok_embeddings_forward_pre_hooks_list_dict_keys_l_self_modules_tok_embeddings_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Replicate(),),
            run_check = False
        )
        #> pos_embeddings: cases.models.Transformer.forward
        embedding_1: "DTensor(f32[8, 16][16, 1]cpu, MaskP(sum, torch.Size([16, 16]), 0))" = torch.nn.functional.embedding(
            input_tensor_1,
            l_self_modules_pos_embeddings_parameters_weight_,
            None,
            None,
            2.0,
            False,
            False
        )
        #> pos_embeddings: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        outputs_1: "DTensor(f32[8, 16][16, 1]cpu, S(0))" = embedding_1.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=0),), async_op = True)
        hook_result_1: "f32[2, 16][16, 1]cpu" = outputs_1.to_local()
        #> (no module): cases.models.Transformer.forward
        h: "f32[2, 2, 16][32, 16, 1]cpu" = hook_result + hook_result_1
        #> dropout: cases.models.Transformer.forward
        h_1: "f32[2, 2, 16][32, 16, 1]cpu" = torch.nn.functional.dropout(h, 0.0, True, False)
        #> layers.0.attention_norm: torch.distributed.tensor.parallel.style.SequenceParallel._prepare_input_fn
        args_result: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(1))" = torch.distributed.tensor._api.from_local(
            h_1,
            l_self_modules_tok_embeddings_forward_pre_hooks_list_dict_keys_l_self_modules_tok_embeddings_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Shard(dim=1),),
            run_check = False
        )
        #> layers.0.attention_norm: cases.models.TransformerBlock.forward
        hook_result_2: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(1))" = torch.nn.functional.layer_norm(
            args_result,
            (16,),
            l_self_modules_layers_modules_0_modules_attention_norm_parameters_weight_,
            l_self_modules_layers_modules_0_modules_attention_norm_parameters_bias_,
            1e-05
        )
        #> layers.0.attention: torch.distributed.tensor.parallel.style.PrepareModuleInput._prepare_input_arg
        dt_inp: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, R)" = hook_result_2.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),))
        #> layers.0.attention.wq: cases.models.Attention.forward
        linear: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(2))" = torch._C._nn.linear(dt_inp, l_self_modules_layers_modules_0_modules_attention_modules_wq_parameters_weight_, None)
        #> layers.0.attention.wq: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_2: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(2))" = linear.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        hook_result_3: "f32[2, 8, 4][32, 4, 1]cpu" = outputs_2.to_local()
        #> layers.0.attention.wk: cases.models.Attention.forward
        linear_1: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(2))" = torch._C._nn.linear(dt_inp, l_self_modules_layers_modules_0_modules_attention_modules_wk_parameters_weight_, None)
        #> layers.0.attention.wk: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_3: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(2))" = linear_1.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        hook_result_4: "f32[2, 8, 4][32, 4, 1]cpu" = outputs_3.to_local()
        #> layers.0.attention.wv: cases.models.Attention.forward
        linear_2: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(2))" = torch._C._nn.linear(dt_inp, l_self_modules_layers_modules_0_modules_attention_modules_wv_parameters_weight_, None)
        #> layers.0.attention.wv: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_4: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(2))" = linear_2.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        hook_result_5: "f32[2, 8, 4][32, 4, 1]cpu" = outputs_4.to_local()
        #> layers.0.attention: cases.models.Attention.forward
        view: "f32[2, 8, 1, 4][32, 4, 4, 1]cpu" = hook_result_3.view(2, 8, -1, 4)
        q: "f32[2, 1, 8, 4][32, 4, 4, 1]cpu" = view.transpose(1, 2)
        view_1: "f32[2, 8, 1, 4][32, 4, 4, 1]cpu" = hook_result_4.view(2, 8, -1, 4)
        k: "f32[2, 1, 8, 4][32, 4, 4, 1]cpu" = view_1.transpose(1, 2)
        view_2: "f32[2, 8, 1, 4][32, 4, 4, 1]cpu" = hook_result_5.view(2, 8, -1, 4)
        v: "f32[2, 1, 8, 4][32, 4, 4, 1]cpu" = view_2.transpose(1, 2)
        out: "f32[2, 1, 8, 4][32, 4, 4, 1]cpu" = torch._C._nn.scaled_dot_product_attention(q, k, v, None, 0.0, True)
        transpose: "f32[2, 8, 1, 4][32, 4, 4, 1]cpu" = out.transpose(1, 2)
        contiguous: "f32[2, 8, 1, 4][32, 4, 4, 1]cpu" = transpose.contiguous()
        out_1: "f32[2, 8, 4][32, 4, 1]cpu" = contiguous.view(2, 8, -1)
        #> layers.0.attention.wo: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        input_tensor_2: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            out_1,
            l_self_modules_tok_embeddings_forward_pre_hooks_list_dict_keys_l_self_modules_tok_embeddings_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Shard(dim=-1),),
            run_check = False
        )
        #> layers.0.attention.wo: cases.models.Attention.forward
        linear_3: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, P(sum))" = torch._C._nn.linear(input_tensor_2, l_self_modules_layers_modules_0_modules_attention_modules_wo_parameters_weight_, None)
        #> layers.0.attention.wo: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        outputs_5: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(1))" = linear_3.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=1),), async_op = True)
        hook_result_6: "f32[2, 2, 16][32, 16, 1]cpu" = outputs_5.to_local()
        #> layers.0.attention.resid_dropout: cases.models.Attention.forward
        dropout: "f32[2, 2, 16][32, 16, 1]cpu" = torch.nn.functional.dropout(hook_result_6, 0.0, True, False)
        #> layers.0: cases.models.TransformerBlock.forward
        h_2: "f32[2, 2, 16][32, 16, 1]cpu" = h_1 + dropout
        #> layers.0.ffn_norm: torch.distributed.tensor.parallel.style.SequenceParallel._prepare_input_fn
        args_result_1: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(1))" = torch.distributed.tensor._api.from_local(
            h_2,
            l_self_modules_tok_embeddings_forward_pre_hooks_list_dict_keys_l_self_modules_tok_embeddings_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Shard(dim=1),),
            run_check = False
        )
        #> layers.0.ffn_norm: cases.models.TransformerBlock.forward
        hook_result_7: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(1))" = torch.nn.functional.layer_norm(
            args_result_1,
            (16,),
            l_self_modules_layers_modules_0_modules_ffn_norm_parameters_weight_,
            l_self_modules_layers_modules_0_modules_ffn_norm_parameters_bias_,
            1e-05
        )
        #> layers.0.feed_forward: torch.distributed.tensor.parallel.style.PrepareModuleInput._prepare_input_arg
        dt_inp_1: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, R)" = hook_result_7.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),))
        #> layers.0.feed_forward.w1: cases.models.FeedForward.forward
        linear_4: "DTensor(f32[2, 8, 64][512, 64, 1]cpu, S(2))" = torch._C._nn.linear(
            dt_inp_1,
            l_self_modules_layers_modules_0_modules_feed_forward_modules_w1_parameters_weight_,
            l_self_modules_layers_modules_0_modules_feed_forward_modules_w1_parameters_bias_
        )
        #> layers.0.feed_forward.w1: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_6: "DTensor(f32[2, 8, 64][512, 64, 1]cpu, S(2))" = linear_4.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=-1),), async_op = True)
        hook_result_8: "f32[2, 8, 16][128, 16, 1]cpu" = outputs_6.to_local()
        #> layers.0.feed_forward.gelu: cases.models.FeedForward.forward
        input_tensor_3: "f32[2, 8, 16][128, 16, 1]cpu" = torch._C._nn.gelu(hook_result_8, approximate = 'none')
        #> layers.0.feed_forward.w2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_input_fn
        input_tensor_4: "DTensor(f32[2, 8, 64][512, 64, 1]cpu, S(2))" = torch.distributed.tensor._api.from_local(
            input_tensor_3,
            l_self_modules_tok_embeddings_forward_pre_hooks_list_dict_keys_l_self_modules_tok_embeddings_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Shard(dim=-1),),
            run_check = False
        )
        #> layers.0.feed_forward.w2: cases.models.FeedForward.forward
        linear_5: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, P(sum))" = torch._C._nn.linear(
            input_tensor_4,
            l_self_modules_layers_modules_0_modules_feed_forward_modules_w2_parameters_weight_,
            l_self_modules_layers_modules_0_modules_feed_forward_modules_w2_parameters_bias_
        )
        #> layers.0.feed_forward.w2: torch.distributed.tensor.parallel.style.RowwiseParallel._prepare_output_fn
        outputs_7: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(1))" = linear_5.redistribute(placements = (torch.distributed.tensor.placement_types.Shard(dim=1),), async_op = True)
        hook_result_9: "f32[2, 2, 16][32, 16, 1]cpu" = outputs_7.to_local()
        #> layers.0.feed_forward.resid_dropout: cases.models.FeedForward.forward
        dropout_1: "f32[2, 2, 16][32, 16, 1]cpu" = torch.nn.functional.dropout(hook_result_9, 0.0, True, False)
        #> layers.0: cases.models.TransformerBlock.forward
        h_3: "f32[2, 2, 16][32, 16, 1]cpu" = h_2 + dropout_1
        #> norm: torch.distributed.tensor.parallel.style.SequenceParallel._prepare_input_fn
        args_result_2: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(1))" = torch.distributed.tensor._api.from_local(
            h_3,
            l_self_modules_tok_embeddings_forward_pre_hooks_list_dict_keys_l_self_modules_tok_embeddings_forward_pre_hooks_0_closure_0_cell_contents,
            (torch.distributed.tensor.placement_types.Shard(dim=1),),
            run_check = False
        )
        #> norm: cases.models.Transformer.forward
        hook_result_10: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, S(1))" = torch.nn.functional.layer_norm(
            args_result_2,
            (16,),
            l_self_modules_norm_parameters_weight_,
            l_self_modules_norm_parameters_bias_,
            1e-05
        )
        #> output: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_input_fn
        input_tensor_5: "DTensor(f32[2, 8, 16][128, 16, 1]cpu, R)" = hook_result_10.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True)
        #> output: cases.models.Transformer.forward
        linear_6: "DTensor(f32[2, 8, 8][64, 8, 1]cpu, S(2))" = torch._C._nn.linear(input_tensor_5, l_self_modules_tok_embeddings_parameters_weight_, None)
        #> output: torch.distributed.tensor.parallel.style.ColwiseParallel._prepare_output_fn
        outputs_8: "DTensor(f32[2, 8, 8][64, 8, 1]cpu, R)" = linear_6.redistribute(placements = (torch.distributed.tensor.placement_types.Replicate(),), async_op = True)
        hook_result_11: "f32[2, 8, 8][64, 8, 1]cpu" = outputs_8.to_local()
        #> (no module): cases.models.Transformer.forward
        float_1: "f32[2, 8, 8][64, 8, 1]cpu" = hook_result_11.float()
        return (float_1,)
