# fxgolden golden | case: dtensor/partial_placement_graph_output | artifact: g0.backward | normalizer: 7 | world: fake rank 0/2 cuda mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, tangents_1: "f32[4, 4][4, 1]cuda:0"):
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        add: "f32[4, 4][4, 1]cuda:0" = torch.ops.aten.add.Tensor(tangents_1, tangents_1)
        return (add,)
