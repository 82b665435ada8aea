# fxgolden golden | case: dtensor/partial_placement_graph_output | artifact: g0.dynamo | normalizer: 7 | world: fake rank 0/2 cuda mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, L_t_: "DTensor(f32[4, 4][4, 1]cuda:0, P(sum))"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        add: "DTensor(f32[4, 4][4, 1]cuda:0, P(sum))" = l_t_.add(l_t_)
        return (add,)
