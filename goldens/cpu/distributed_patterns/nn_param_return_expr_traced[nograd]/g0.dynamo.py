# fxgolden golden | case: distributed_patterns/nn_param_return_expr_traced[nograd] | artifact: g0.dynamo | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[16][1]cpu", SYNTHETIC_LOCAL_tmp_0_: "f32[16][1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        synthetic_local_tmp_0_ = SYNTHETIC_LOCAL_tmp_0_
        #> (no module): cases.distributed_patterns._nn_param_body.<locals>.fn
        add: "f32[16][1]cpu" = l_x_ + 123
        p: "f32[16][1]cpu" = torch__dynamo_create_parameter_op_tracable_create_parameter(add, synthetic_local_tmp_0_)
        add_1: "f32[16][1]cpu" = l_x_ + 1
        return (add_1,)
