# fxgolden golden | case: fsdp/default_reshard[compiled_autograd] | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_stack2_: "f32[4, 8][8, 1]cpu"):
        l_stack2_ = L_stack2_
        relu: "f32[4, 8][8, 1]cpu" = torch.relu(l_stack2_);  l_stack2_ = None
        return (relu,)
