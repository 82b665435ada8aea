# fxgolden golden | case: distributed_patterns/intermediate_hook_closure | artifact: g0.dynamo | normalizer: 6 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[4][1]cpu", dynamo_backward_state : torch.fx.experimental._backward_state.BackwardState):
        l_x_ = L_x_
        y: "f32[4][1]cpu" = l_x_.sin();  l_x_ = None
        closure_var: "f32[4][1]cpu" = y + 1
        _register_hook_trampoline = torch__dynamo_variables_tensor__register_hook_trampoline(y, dynamo_backward_state);  dynamo_backward_state = _register_hook_trampoline = None
        sin: "f32[4][1]cpu" = y.sin();  y = None
        return (sin, closure_var)
