# fxgolden golden | case: fsdp/traceable_transformer[inductor] | artifact: g4.dynamo | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_stack0_1_: "f32[2, 16, 16][256, 16, 1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([l_stack0_1_], [((None, None, device(type='cpu'), 6, 0, None), [2, 16, 16], False, 6)])
        getitem: "f32[2, 16, 16][256, 16, 1]cpu" = validate_outputs[0]
        return (getitem,)
