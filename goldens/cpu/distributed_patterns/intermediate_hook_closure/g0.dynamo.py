# fxgolden golden | case: distributed_patterns/intermediate_hook_closure | artifact: g0.dynamo | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4][1]cpu", dynamo_backward_state : torch.fx.experimental._backward_state.BackwardState):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.distributed_patterns.intermediate_hook_closure.<locals>.fn
        y: "f32[4][1]cpu" = l_x_.sin()
        closure_var: "f32[4][1]cpu" = y + 1
        _register_hook_trampoline = torch__dynamo_variables_tensor__register_hook_trampoline(y, dynamo_backward_state)
        sin: "f32[4][1]cpu" = y.sin()
        return (sin, closure_var)
