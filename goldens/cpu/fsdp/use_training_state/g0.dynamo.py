# fxgolden golden | case: fsdp/use_training_state | artifact: g0.dynamo | normalizer: 6 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "f32[1][1]cpu"):
        l_x_ = L_x_
        add: "f32[1][1]cpu" = l_x_ + 1;  l_x_ = None
        return (add,)
