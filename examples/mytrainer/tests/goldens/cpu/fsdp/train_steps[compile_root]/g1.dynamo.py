# fxgolden golden | case: fsdp/train_steps[compile_root] | artifact: g1.dynamo | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[2, 8, 16][128, 16, 1]cpu", L_self_parameters_weight_: "f32[16][1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): mytrainer.model.RMSNorm.forward
        float_1: "f32[2, 8, 16][128, 16, 1]cpu" = l_x_.float()
        float_2: "f32[2, 8, 16][128, 16, 1]cpu" = l_x_.float()
        pow_1: "f32[2, 8, 16][128, 16, 1]cpu" = float_2.pow(2)
        mean: "f32[2, 8, 1][8, 1, 1]cpu" = pow_1.mean(-1, keepdim = True)
        add: "f32[2, 8, 1][8, 1, 1]cpu" = mean + 1e-05
        rsqrt: "f32[2, 8, 1][8, 1, 1]cpu" = torch.rsqrt(add)
        normed: "f32[2, 8, 16][128, 16, 1]cpu" = float_1 * rsqrt
        type_as: "f32[2, 8, 16][128, 16, 1]cpu" = normed.type_as(l_x_)
        mul: "f32[2, 8, 16][128, 16, 1]cpu" = type_as * l_self_parameters_weight_
        return (mul,)
