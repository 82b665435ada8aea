# fxgolden golden | case: fsdp/compiled_forward_transformer | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_self_modules_attention_norm_parameters_weight_: "f32[16][1]cpu", L_self_modules_attention_norm_parameters_bias_: "f32[16][1]cpu", L_x_: "f32[2, 16, 16][256, 16, 1]cpu", L_self_modules_attention_modules_wq_parameters_weight_: "f32[16, 16][16, 1]cpu", L_self_modules_attention_modules_wk_parameters_weight_: "f32[16, 16][16, 1]cpu", L_self_modules_attention_modules_wv_parameters_weight_: "f32[16, 16][16, 1]cpu", L_self_modules_attention_modules_wo_parameters_weight_: "f32[16, 16][16, 1]cpu", L_self_modules_ffn_norm_parameters_weight_: "f32[16][1]cpu", L_self_modules_ffn_norm_parameters_bias_: "f32[16][1]cpu", L_self_modules_feed_forward_modules_w1_parameters_weight_: "f32[64, 16][16, 1]cpu", L_self_modules_feed_forward_modules_w1_parameters_bias_: "f32[64][1]cpu", L_self_modules_feed_forward_modules_w2_parameters_weight_: "f32[16, 64][64, 1]cpu", L_self_modules_feed_forward_modules_w2_parameters_bias_: "f32[16][1]cpu"):
        l_self_modules_attention_norm_parameters_weight_ = L_self_modules_attention_norm_parameters_weight_
        l_self_modules_attention_norm_parameters_bias_ = L_self_modules_attention_norm_parameters_bias_
        l_x_ = L_x_
        l_self_modules_attention_modules_wq_parameters_weight_ = L_self_modules_attention_modules_wq_parameters_weight_
        l_self_modules_attention_modules_wk_parameters_weight_ = L_self_modules_attention_modules_wk_parameters_weight_
        l_self_modules_attention_modules_wv_parameters_weight_ = L_self_modules_attention_modules_wv_parameters_weight_
        l_self_modules_attention_modules_wo_parameters_weight_ = L_self_modules_attention_modules_wo_parameters_weight_
        l_self_modules_ffn_norm_parameters_weight_ = L_self_modules_ffn_norm_parameters_weight_
        l_self_modules_ffn_norm_parameters_bias_ = L_self_modules_ffn_norm_parameters_bias_
        l_self_modules_feed_forward_modules_w1_parameters_weight_ = L_self_modules_feed_forward_modules_w1_parameters_weight_
        l_self_modules_feed_forward_modules_w1_parameters_bias_ = L_self_modules_feed_forward_modules_w1_parameters_bias_
        l_self_modules_feed_forward_modules_w2_parameters_weight_ = L_self_modules_feed_forward_modules_w2_parameters_weight_
        l_self_modules_feed_forward_modules_w2_parameters_bias_ = L_self_modules_feed_forward_modules_w2_parameters_bias_
        layer_norm: "f32[2, 16, 16][256, 16, 1]cpu" = torch.nn.functional.layer_norm(l_x_, (16,), l_self_modules_attention_norm_parameters_weight_, l_self_modules_attention_norm_parameters_bias_, 1e-05);  l_self_modules_attention_norm_parameters_weight_ = l_self_modules_attention_norm_parameters_bias_ = None
        q: "f32[2, 16, 16][256, 16, 1]cpu" = torch._C._nn.linear(layer_norm, l_self_modules_attention_modules_wq_parameters_weight_, None);  l_self_modules_attention_modules_wq_parameters_weight_ = None
        k: "f32[2, 16, 16][256, 16, 1]cpu" = torch._C._nn.linear(layer_norm, l_self_modules_attention_modules_wk_parameters_weight_, None);  l_self_modules_attention_modules_wk_parameters_weight_ = None
        v: "f32[2, 16, 16][256, 16, 1]cpu" = torch._C._nn.linear(layer_norm, l_self_modules_attention_modules_wv_parameters_weight_, None);  layer_norm = l_self_modules_attention_modules_wv_parameters_weight_ = None
        view: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = q.view(2, 16, -1, 4);  q = None
        q_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = view.transpose(1, 2);  view = None
        view_1: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = k.view(2, 16, -1, 4);  k = None
        k_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = view_1.transpose(1, 2);  view_1 = None
        view_2: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = v.view(2, 16, -1, 4);  v = None
        v_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = view_2.transpose(1, 2);  view_2 = None
        out: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch._C._nn.scaled_dot_product_attention(q_1, k_1, v_1, None, 0.0, True);  q_1 = k_1 = v_1 = None
        transpose: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = out.transpose(1, 2);  out = None
        contiguous: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = transpose.contiguous();  transpose = None
        out_1: "f32[2, 16, 16][256, 16, 1]cpu" = contiguous.view(2, 16, -1);  contiguous = None
        linear: "f32[2, 16, 16][256, 16, 1]cpu" = torch._C._nn.linear(out_1, l_self_modules_attention_modules_wo_parameters_weight_, None);  out_1 = l_self_modules_attention_modules_wo_parameters_weight_ = None
        dropout: "f32[2, 16, 16][256, 16, 1]cpu" = torch.nn.functional.dropout(linear, 0.0, True, False);  linear = None
        h: "f32[2, 16, 16][256, 16, 1]cpu" = l_x_ + dropout;  l_x_ = dropout = None
        layer_norm_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.nn.functional.layer_norm(h, (16,), l_self_modules_ffn_norm_parameters_weight_, l_self_modules_ffn_norm_parameters_bias_, 1e-05);  l_self_modules_ffn_norm_parameters_weight_ = l_self_modules_ffn_norm_parameters_bias_ = None
        linear_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch._C._nn.linear(layer_norm_1, l_self_modules_feed_forward_modules_w1_parameters_weight_, l_self_modules_feed_forward_modules_w1_parameters_bias_);  layer_norm_1 = l_self_modules_feed_forward_modules_w1_parameters_weight_ = l_self_modules_feed_forward_modules_w1_parameters_bias_ = None
        gelu: "f32[2, 16, 64][1024, 64, 1]cpu" = torch._C._nn.gelu(linear_1, approximate = 'none');  linear_1 = None
        linear_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch._C._nn.linear(gelu, l_self_modules_feed_forward_modules_w2_parameters_weight_, l_self_modules_feed_forward_modules_w2_parameters_bias_);  gelu = l_self_modules_feed_forward_modules_w2_parameters_weight_ = l_self_modules_feed_forward_modules_w2_parameters_bias_ = None
        dropout_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.nn.functional.dropout(linear_2, 0.0, True, False);  linear_2 = None
        add: "f32[2, 16, 16][256, 16, 1]cpu" = h + dropout_1;  h = dropout_1 = None
        return (add,)
