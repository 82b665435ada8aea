# fxgolden golden | case: fsdp/train_steps[compile_root] | artifact: g1.dynamo | normalizer: 6 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 8, 16][128, 16, 1]cpu", L_self_parameters_weight_: "f32[16][1]cpu"):
        l_x_ = L_x_
        l_self_parameters_weight_ = L_self_parameters_weight_
        float_1: "f32[2, 8, 16][128, 16, 1]cpu" = l_x_.float()
        float_2: "f32[2, 8, 16][128, 16, 1]cpu" = l_x_.float()
        pow_1: "f32[2, 8, 16][128, 16, 1]cpu" = float_2.pow(2);  float_2 = None
        mean: "f32[2, 8, 1][8, 1, 1]cpu" = pow_1.mean(-1, keepdim = True);  pow_1 = None
        add: "f32[2, 8, 1][8, 1, 1]cpu" = mean + 1e-05;  mean = None
        rsqrt: "f32[2, 8, 1][8, 1, 1]cpu" = torch.rsqrt(add);  add = None
        normed: "f32[2, 8, 16][128, 16, 1]cpu" = float_1 * rsqrt;  float_1 = rsqrt = None
        type_as: "f32[2, 8, 16][128, 16, 1]cpu" = normed.type_as(l_x_);  normed = l_x_ = None
        mul: "f32[2, 8, 16][128, 16, 1]cpu" = type_as * l_self_parameters_weight_;  type_as = l_self_parameters_weight_ = None
        return (mul,)
