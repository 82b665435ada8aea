# fxgolden golden | case: fsdp/traceable_transformer[aot_eager_decomp_partition] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_self_modules_attention_norm_parameters_weight_: "f32[16][1]cpu",
        L_self_modules_attention_norm_parameters_bias_: "f32[16][1]cpu",
        L_x_: "f32[2, 16, 16][256, 16, 1]cpu",
        L_self_modules_attention_modules_wq_parameters_weight_: "f32[16, 16][16, 1]cpu",
        L_self_modules_attention_modules_wk_parameters_weight_: "f32[16, 16][16, 1]cpu",
        L_self_modules_attention_modules_wv_parameters_weight_: "f32[16, 16][16, 1]cpu",
        L_self_modules_attention_modules_wo_parameters_weight_: "f32[16, 16][16, 1]cpu",
        L_self_modules_ffn_norm_parameters_weight_: "f32[16][1]cpu",
        L_self_modules_ffn_norm_parameters_bias_: "f32[16][1]cpu",
        L_self_modules_feed_forward_modules_w1_parameters_weight_: "f32[64, 16][16, 1]cpu",
        L_self_modules_feed_forward_modules_w1_parameters_bias_: "f32[64][1]cpu",
        L_self_modules_feed_forward_modules_w2_parameters_weight_: "f32[16, 64][64, 1]cpu",
        L_self_modules_feed_forward_modules_w2_parameters_bias_: "f32[16][1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> attention_norm: cases.models.TransformerBlock.forward
        layer_norm: "f32[2, 16, 16][256, 16, 1]cpu" = torch.nn.functional.layer_norm(
            l_x_,
            (16,),
            l_self_modules_attention_norm_parameters_weight_,
            l_self_modules_attention_norm_parameters_bias_,
            1e-05
        )
        #> attention.wq: cases.models.Attention.forward
        q: "f32[2, 16, 16][256, 16, 1]cpu" = torch._C._nn.linear(layer_norm, l_self_modules_attention_modules_wq_parameters_weight_, None)
        #> attention.wk: cases.models.Attention.forward
        k: "f32[2, 16, 16][256, 16, 1]cpu" = torch._C._nn.linear(layer_norm, l_self_modules_attention_modules_wk_parameters_weight_, None)
        #> attention.wv: cases.models.Attention.forward
        v: "f32[2, 16, 16][256, 16, 1]cpu" = torch._C._nn.linear(layer_norm, l_self_modules_attention_modules_wv_parameters_weight_, None)
        #> attention: cases.models.Attention.forward
        view: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = q.view(2, 16, -1, 4)
        q_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = view.transpose(1, 2)
        view_1: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = k.view(2, 16, -1, 4)
        k_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = view_1.transpose(1, 2)
        view_2: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = v.view(2, 16, -1, 4)
        v_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = view_2.transpose(1, 2)
        out: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch._C._nn.scaled_dot_product_attention(q_1, k_1, v_1, None, 0.0, True)
        transpose: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = out.transpose(1, 2)
        contiguous: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = transpose.contiguous()
        out_1: "f32[2, 16, 16][256, 16, 1]cpu" = contiguous.view(2, 16, -1)
        #> attention.wo: cases.models.Attention.forward
        linear: "f32[2, 16, 16][256, 16, 1]cpu" = torch._C._nn.linear(out_1, l_self_modules_attention_modules_wo_parameters_weight_, None)
        #> attention.resid_dropout: cases.models.Attention.forward
        dropout: "f32[2, 16, 16][256, 16, 1]cpu" = torch.nn.functional.dropout(linear, 0.0, True, False)
        #> (no module): cases.models.TransformerBlock.forward
        h: "f32[2, 16, 16][256, 16, 1]cpu" = l_x_ + dropout
        #> ffn_norm: cases.models.TransformerBlock.forward
        layer_norm_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.nn.functional.layer_norm(h, (16,), l_self_modules_ffn_norm_parameters_weight_, l_self_modules_ffn_norm_parameters_bias_, 1e-05)
        #> feed_forward.w1: cases.models.FeedForward.forward
        linear_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch._C._nn.linear(
            layer_norm_1,
            l_self_modules_feed_forward_modules_w1_parameters_weight_,
            l_self_modules_feed_forward_modules_w1_parameters_bias_
        )
        #> feed_forward.gelu: cases.models.FeedForward.forward
        gelu: "f32[2, 16, 64][1024, 64, 1]cpu" = torch._C._nn.gelu(linear_1, approximate = 'none')
        #> feed_forward.w2: cases.models.FeedForward.forward
        linear_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch._C._nn.linear(gelu, l_self_modules_feed_forward_modules_w2_parameters_weight_, l_self_modules_feed_forward_modules_w2_parameters_bias_)
        #> feed_forward.resid_dropout: cases.models.FeedForward.forward
        dropout_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.nn.functional.dropout(linear_2, 0.0, True, False)
        #> (no module): cases.models.TransformerBlock.forward
        add: "f32[2, 16, 16][256, 16, 1]cpu" = h + dropout_1
        return (add,)
