# fxgolden golden | case: dtensor/attribute_access_on_intermediate | artifact: g0.dynamo | normalizer: 6 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "DTensor(f32[8][1]cpu, S(0))"):
        l_x_ = L_x_
        tmp: "DTensor(f32[8][1]cpu, S(0))" = l_x_ * 2;  l_x_ = None
        getattr_1: "f32[4][1]cpu" = tmp._local_tensor;  tmp = None
        add: "f32[4][1]cpu" = getattr_1 + 2;  getattr_1 = None
        return (add,)
