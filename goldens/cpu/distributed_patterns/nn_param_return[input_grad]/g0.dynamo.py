# fxgolden golden | case: distributed_patterns/nn_param_return[input_grad] | artifact: g0.dynamo | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, SYNTHETIC_LOCAL_tmp_0_: "f32[16][1]cpu"):
        synthetic_local_tmp_0_ = SYNTHETIC_LOCAL_tmp_0_
        #> (no module): cases.distributed_patterns._nn_param_body.<locals>.fn
        sin: "f32[16][1]cpu" = synthetic_local_tmp_0_.sin()
        return (sin,)
