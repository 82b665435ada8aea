# fxgolden golden | case: fsdp/train_steps[compile_root] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_x_: "f32[2, 8, 16][128, 16, 1]cpu",
        L_self_modules_attention_norm_parameters_weight_: "f32[16][1]cpu",
        L_self_modules_attention_modules_wq_parameters_weight_: "f32[16, 16][16, 1]cpu",
        L_self_modules_attention_modules_wk_parameters_weight_: "f32[16, 16][16, 1]cpu",
        L_self_modules_attention_modules_wv_parameters_weight_: "f32[16, 16][16, 1]cpu",
        L_self_modules_attention_modules_wo_parameters_weight_: "f32[16, 16][16, 1]cpu",
        L_self_modules_ffn_norm_parameters_weight_: "f32[16][1]cpu",
        L_self_modules_feed_forward_modules_w1_parameters_weight_: "f32[32, 16][16, 1]cpu",
        L_self_modules_feed_forward_modules_w3_parameters_weight_: "f32[32, 16][16, 1]cpu",
        L_self_modules_feed_forward_modules_w2_parameters_weight_: "f32[16, 32][32, 1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> attention_norm: mytrainer.model.RMSNorm.forward
        float_1: "f32[2, 8, 16][128, 16, 1]cpu" = l_x_.float()
        float_2: "f32[2, 8, 16][128, 16, 1]cpu" = l_x_.float()
        pow_1: "f32[2, 8, 16][128, 16, 1]cpu" = float_2.pow(2)
        mean: "f32[2, 8, 1][8, 1, 1]cpu" = pow_1.mean(-1, keepdim = True)
        add: "f32[2, 8, 1][8, 1, 1]cpu" = mean + 1e-05
        rsqrt: "f32[2, 8, 1][8, 1, 1]cpu" = torch.rsqrt(add)
        normed: "f32[2, 8, 16][128, 16, 1]cpu" = float_1 * rsqrt
        type_as: "f32[2, 8, 16][128, 16, 1]cpu" = normed.type_as(l_x_)
        mul: "f32[2, 8, 16][128, 16, 1]cpu" = type_as * l_self_modules_attention_norm_parameters_weight_
        #> attention.wq: mytrainer.model.Attention.forward
        linear: "f32[2, 8, 16][128, 16, 1]cpu" = torch._C._nn.linear(mul, l_self_modules_attention_modules_wq_parameters_weight_, None)
        #> attention: mytrainer.model.Attention.forward
        view: "f32[2, 8, 2, 8][128, 16, 8, 1]cpu" = linear.view(2, 8, -1, 8)
        q: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu" = view.transpose(1, 2)
        #> attention.wk: mytrainer.model.Attention.forward
        linear_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch._C._nn.linear(mul, l_self_modules_attention_modules_wk_parameters_weight_, None)
        #> attention: mytrainer.model.Attention.forward
        view_1: "f32[2, 8, 2, 8][128, 16, 8, 1]cpu" = linear_1.view(2, 8, -1, 8)
        k: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu" = view_1.transpose(1, 2)
        #> attention.wv: mytrainer.model.Attention.forward
        linear_2: "f32[2, 8, 16][128, 16, 1]cpu" = torch._C._nn.linear(mul, l_self_modules_attention_modules_wv_parameters_weight_, None)
        #> attention: mytrainer.model.Attention.forward
        view_2: "f32[2, 8, 2, 8][128, 16, 8, 1]cpu" = linear_2.view(2, 8, -1, 8)
        v: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu" = view_2.transpose(1, 2)
        out: "f32[2, 2, 8, 8][128, 8, 16, 1]cpu" = torch._C._nn.scaled_dot_product_attention(q, k, v, is_causal = True)
        transpose: "f32[2, 8, 2, 8][128, 16, 8, 1]cpu" = out.transpose(1, 2)
        reshape: "f32[2, 8, 16][128, 16, 1]cpu" = transpose.reshape(2, 8, -1)
        #> attention.wo: mytrainer.model.Attention.forward
        linear_3: "f32[2, 8, 16][128, 16, 1]cpu" = torch._C._nn.linear(reshape, l_self_modules_attention_modules_wo_parameters_weight_, None)
        #> (no module): mytrainer.model.Block.forward
        h: "f32[2, 8, 16][128, 16, 1]cpu" = l_x_ + linear_3
        #> ffn_norm: mytrainer.model.RMSNorm.forward
        float_3: "f32[2, 8, 16][128, 16, 1]cpu" = h.float()
        float_4: "f32[2, 8, 16][128, 16, 1]cpu" = h.float()
        pow_2: "f32[2, 8, 16][128, 16, 1]cpu" = float_4.pow(2)
        mean_1: "f32[2, 8, 1][8, 1, 1]cpu" = pow_2.mean(-1, keepdim = True)
        add_1: "f32[2, 8, 1][8, 1, 1]cpu" = mean_1 + 1e-05
        rsqrt_1: "f32[2, 8, 1][8, 1, 1]cpu" = torch.rsqrt(add_1)
        normed_1: "f32[2, 8, 16][128, 16, 1]cpu" = float_3 * rsqrt_1
        type_as_1: "f32[2, 8, 16][128, 16, 1]cpu" = normed_1.type_as(h)
        mul_1: "f32[2, 8, 16][128, 16, 1]cpu" = type_as_1 * l_self_modules_ffn_norm_parameters_weight_
        #> feed_forward.w1: mytrainer.model.FeedForward.forward
        linear_4: "f32[2, 8, 32][256, 32, 1]cpu" = torch._C._nn.linear(mul_1, l_self_modules_feed_forward_modules_w1_parameters_weight_, None)
        #> feed_forward: mytrainer.model.FeedForward.forward
        silu: "f32[2, 8, 32][256, 32, 1]cpu" = torch.nn.functional.silu(linear_4)
        #> feed_forward.w3: mytrainer.model.FeedForward.forward
        linear_5: "f32[2, 8, 32][256, 32, 1]cpu" = torch._C._nn.linear(mul_1, l_self_modules_feed_forward_modules_w3_parameters_weight_, None)
        #> feed_forward: mytrainer.model.FeedForward.forward
        mul_2: "f32[2, 8, 32][256, 32, 1]cpu" = silu * linear_5
        #> feed_forward.w2: mytrainer.model.FeedForward.forward
        linear_6: "f32[2, 8, 16][128, 16, 1]cpu" = torch._C._nn.linear(mul_2, l_self_modules_feed_forward_modules_w2_parameters_weight_, None)
        #> (no module): mytrainer.model.Block.forward
        add_2: "f32[2, 8, 16][128, 16, 1]cpu" = h + linear_6
        return (add_2,)
