# fxgolden golden | case: fsdp/train_steps[compile_blocks] | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 8, 16][128, 16, 1]cpu", L_self_modules_attention_norm_parameters_weight_: "f32[16][1]cpu", L_self_modules_attention_modules_wq_parameters_weight_: "f32[16, 16][16, 1]cpu", L_self_modules_attention_modules_wk_parameters_weight_: "f32[16, 16][16, 1]cpu", L_self_modules_attention_modules_wv_parameters_weight_: "f32[16, 16][16, 1]cpu", L_self_modules_attention_modules_wo_parameters_weight_: "f32[16, 16][16, 1]cpu", L_self_modules_ffn_norm_parameters_weight_: "f32[16][1]cpu", L_self_modules_feed_forward_modules_w1_parameters_weight_: "f32[32, 16][16, 1]cpu", L_self_modules_feed_forward_modules_w3_parameters_weight_: "f32[32, 16][16, 1]cpu", L_self_modules_feed_forward_modules_w2_parameters_weight_: "f32[16, 32][32, 1]cpu"):
        l_x_ = L_x_
        l_self_modules_attention_norm_parameters_weight_ = L_self_modules_attention_norm_parameters_weight_
        l_self_modules_attention_modules_wq_parameters_weight_ = L_self_modules_attention_modules_wq_parameters_weight_
        l_self_modules_attention_modules_wk_parameters_weight_ = L_self_modules_attention_modules_wk_parameters_weight_
        l_self_modules_attention_modules_wv_parameters_weight_ = L_self_modules_attention_modules_wv_parameters_weight_
        l_self_modules_attention_modules_wo_parameters_weight_ = L_self_modules_attention_modules_wo_parameters_weight_
        l_self_modules_ffn_norm_parameters_weight_ = L_self_modules_ffn_norm_parameters_weight_
        l_self_modules_feed_forward_modules_w1_parameters_weight_ = L_self_modules_feed_forward_modules_w1_parameters_weight_
        l_self_modules_feed_forward_modules_w3_parameters_weight_ = L_self_modules_feed_forward_modules_w3_parameters_weight_
        l_self_modules_feed_forward_modules_w2_parameters_weight_ = L_self_modules_feed_forward_modules_w2_parameters_weight_
        float_1: "f32[2, 8, 16][128, 16, 1]cpu" = l_x_.float()
        float_2: "f32[2, 8, 16][128, 16, 1]cpu" = l_x_.float()
        pow_1: "f32[2, 8, 16][128, 16, 1]cpu" = float_2.pow(2);  float_2 = None
        mean: "f32[2, 8, 1][8, 1, 1]cpu" = pow_1.mean(-1, keepdim = True);  pow_1 = None
        add: "f32[2, 8, 1][8, 1, 1]cpu" = mean + 1e-05;  mean = None
        rsqrt: "f32[2, 8, 1][8, 1, 1]cpu" = torch.rsqrt(add);  add = None
        normed: "f32[2, 8, 16][128, 16, 1]cpu" = float_1 * rsqrt;  float_1 = rsqrt = None
        type_as: "f32[2, 8, 16][128, 16, 1]cpu" = normed.type_as(l_x_);  normed = None
        mul: "f32[2, 8, 16][128, 16, 1]cpu" = type_as * l_self_modules_attention_norm_parameters_weight_;  type_as = l_self_modules_attention_norm_parameters_weight_ = None
        linear: "f32[2, 8, 16][128, 16, 1]cpu" = torch._C._nn.linear(mul, l_self_modules_attention_modules_wq_parameters_weight_, None);  l_self_modules_attention_modules_wq_parameters_weight_ = None
        view: "f32[2, 8, 2, 8][128, 16, 8, 1]cpu" = linear.view(2, 8, -1, 8);  linear = None
        q: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu" = view.transpose(1, 2);  view = None
        linear_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch._C._nn.linear(mul, l_self_modules_attention_modules_wk_parameters_weight_, None);  l_self_modules_attention_modules_wk_parameters_weight_ = None
        view_1: "f32[2, 8, 2, 8][128, 16, 8, 1]cpu" = linear_1.view(2, 8, -1, 8);  linear_1 = None
        k: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu" = view_1.transpose(1, 2);  view_1 = None
        linear_2: "f32[2, 8, 16][128, 16, 1]cpu" = torch._C._nn.linear(mul, l_self_modules_attention_modules_wv_parameters_weight_, None);  mul = l_self_modules_attention_modules_wv_parameters_weight_ = None
        view_2: "f32[2, 8, 2, 8][128, 16, 8, 1]cpu" = linear_2.view(2, 8, -1, 8);  linear_2 = None
        v: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu" = view_2.transpose(1, 2);  view_2 = None
        out: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu" = torch._C._nn.scaled_dot_product_attention(q, k, v, is_causal = True);  q = k = v = None
        transpose: "f32[2, 8, 2, 8][128, 16, 8, 1]cpu" = out.transpose(1, 2);  out = None
        reshape: "f32[2, 8, 16][128, 16, 1]cpu" = transpose.reshape(2, 8, -1);  transpose = None
        linear_3: "f32[2, 8, 16][128, 16, 1]cpu" = torch._C._nn.linear(reshape, l_self_modules_attention_modules_wo_parameters_weight_, None);  reshape = l_self_modules_attention_modules_wo_parameters_weight_ = None
        h: "f32[2, 8, 16][128, 16, 1]cpu" = l_x_ + linear_3;  l_x_ = linear_3 = None
        float_3: "f32[2, 8, 16][128, 16, 1]cpu" = h.float()
        float_4: "f32[2, 8, 16][128, 16, 1]cpu" = h.float()
        pow_2: "f32[2, 8, 16][128, 16, 1]cpu" = float_4.pow(2);  float_4 = None
        mean_1: "f32[2, 8, 1][8, 1, 1]cpu" = pow_2.mean(-1, keepdim = True);  pow_2 = None
        add_1: "f32[2, 8, 1][8, 1, 1]cpu" = mean_1 + 1e-05;  mean_1 = None
        rsqrt_1: "f32[2, 8, 1][8, 1, 1]cpu" = torch.rsqrt(add_1);  add_1 = None
        normed_1: "f32[2, 8, 16][128, 16, 1]cpu" = float_3 * rsqrt_1;  float_3 = rsqrt_1 = None
        type_as_1: "f32[2, 8, 16][128, 16, 1]cpu" = normed_1.type_as(h);  normed_1 = None
        mul_1: "f32[2, 8, 16][128, 16, 1]cpu" = type_as_1 * l_self_modules_ffn_norm_parameters_weight_;  type_as_1 = l_self_modules_ffn_norm_parameters_weight_ = None
        linear_4: "f32[2, 8, 32][256, 32, 1]cpu" = torch._C._nn.linear(mul_1, l_self_modules_feed_forward_modules_w1_parameters_weight_, None);  l_self_modules_feed_forward_modules_w1_parameters_weight_ = None
        silu: "f32[2, 8, 32][256, 32, 1]cpu" = torch.nn.functional.silu(linear_4);  linear_4 = None
        linear_5: "f32[2, 8, 32][256, 32, 1]cpu" = torch._C._nn.linear(mul_1, l_self_modules_feed_forward_modules_w3_parameters_weight_, None);  mul_1 = l_self_modules_feed_forward_modules_w3_parameters_weight_ = None
        mul_2: "f32[2, 8, 32][256, 32, 1]cpu" = silu * linear_5;  silu = linear_5 = None
        linear_6: "f32[2, 8, 16][128, 16, 1]cpu" = torch._C._nn.linear(mul_2, l_self_modules_feed_forward_modules_w2_parameters_weight_, None);  mul_2 = l_self_modules_feed_forward_modules_w2_parameters_weight_ = None
        add_2: "f32[2, 8, 16][128, 16, 1]cpu" = h + linear_6;  h = linear_6 = None
        return (add_2,)
