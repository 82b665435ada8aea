# fxgolden golden | case: fsdp/traceable_transformer[inductor] | artifact: g4.dynamo | normalizer: 6 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_stack0_1_: "f32[2, 16, 16][256, 16, 1]cpu"):
        l_stack0_1_ = L_stack0_1_
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([l_stack0_1_], [((None, None, device(type='cpu'), 6, 0, None), [2, 16, 16], False, 6)]);  l_stack0_1_ = None
        getitem: "f32[2, 16, 16][256, 16, 1]cpu" = validate_outputs[0];  validate_outputs = None
        return (getitem,)
