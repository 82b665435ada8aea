# fxgolden golden | case: dtensor/from_local_in_fn | artifact: g0.backward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, tangents_1: "f32[1][1]cpu"):
        #> (no module): cases.dtensor.from_local_in_fn.<locals>.fn
        view: "f32[1][1]cpu" = torch.ops.aten.view.default(tangents_1, [1])
        return (view, None)
