# fxgolden golden | case: dtensor/attribute_access_on_intermediate | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_x_: "DTensor(f32[8][1]cpu, S(0))"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): cases.dtensor.attribute_access_on_intermediate.<locals>.fn
        tmp: "DTensor(f32[8][1]cpu, S(0))" = l_x_ * 2
        getattr_1: "f32[4][1]cpu" = tmp._local_tensor
        add: "f32[4][1]cpu" = getattr_1 + 2
        return (add,)
