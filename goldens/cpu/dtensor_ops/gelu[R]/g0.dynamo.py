# fxgolden golden | case: dtensor_ops/gelu[R] | artifact: g0.dynamo | normalizer: 6 | world: fake rank 1/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_args_0_: "DTensor(f32[4, 3][3, 1]cpu, R)"):
        l_args_0_ = L_args_0_
        gelu: "DTensor(f32[4, 3][3, 1]cpu, R)" = torch._C._nn.gelu(l_args_0_);  l_args_0_ = None
        return (gelu,)
