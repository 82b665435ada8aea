# fxgolden golden | case: fsdp/default_reshard[compiled_forward] | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_stack2_: "f32[4, 8][8, 1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.fsdp._MLP.forward
        relu: "f32[4, 8][8, 1]cpu" = torch.relu(l_stack2_)
        return (relu,)
