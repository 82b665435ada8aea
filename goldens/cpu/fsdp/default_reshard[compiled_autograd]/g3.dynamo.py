# fxgolden golden | case: fsdp/default_reshard[compiled_autograd] | artifact: g3.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_stack0_1_: "f32[4, 8][8, 1]cpu", L_getitem_4_: "f32[4, 8][8, 1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([l_stack0_1_], [((None, None, device(type='cpu'), 6, 0, None), [4, 8], False, 6)])
        getitem: "f32[4, 8][8, 1]cpu" = validate_outputs[0]
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue((l_getitem_4_,), [], [], (getitem,))
        aot0_detach: "f32[4, 8][8, 1]cpu" = call_aot_bwd_prologue[0]
        aot0_tangents: "f32[4, 8][8, 1]cpu" = call_aot_bwd_prologue[1]
        #> (no module): cases.fsdp._MLP.forward
        aot0_threshold_backward: "f32[4, 8][8, 1]cpu" = torch.ops.aten.threshold_backward.default(aot0_tangents, aot0_detach, 0)
        return (aot0_threshold_backward,)
