# fxgolden golden | case: dtensor_ops/add[R,R] | artifact: g0.dynamo | normalizer: 6 | world: fake rank 1/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_args_0_: "DTensor(f32[4, 3][3, 1]cpu, R)", L_args_1_: "DTensor(f32[4, 3][3, 1]cpu, R)"):
        l_args_0_ = L_args_0_
        l_args_1_ = L_args_1_
        add: "DTensor(f32[4, 3][3, 1]cpu, R)" = torch.add(l_args_0_, l_args_1_);  l_args_0_ = l_args_1_ = None
        return (add,)
