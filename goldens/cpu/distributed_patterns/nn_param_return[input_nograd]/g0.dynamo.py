# fxgolden golden | case: distributed_patterns/nn_param_return[input_nograd] | artifact: g0.dynamo | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[16][1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.distributed_patterns._nn_param_body.<locals>.fn
        add: "f32[16][1]cpu" = l_x_ + 1
        return (add,)
