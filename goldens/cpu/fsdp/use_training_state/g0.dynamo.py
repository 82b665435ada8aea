# fxgolden golden | case: fsdp/use_training_state | artifact: g0.dynamo | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[1][1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.fsdp.use_training_state.<locals>.fn
        add: "f32[1][1]cpu" = l_x_ + 1
        return (add,)
