# fxgolden golden | case: dtensor/from_local_redistribute | artifact: g0.backward | normalizer: 7 | world: fake rank 0/2 cpu mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, tangents_1: "f32[4, 3][3, 1]cpu"):
        #> (no module): cases.dtensor.from_local_redistribute.<locals>.fn
        view: "f32[4, 3][3, 1]cpu" = torch.ops.aten.view.default(tangents_1, [4, 3])
        split = torch.ops.aten.split.Tensor(view, 2)
        getitem: "f32[2, 3][3, 1]cpu" = split[0]
        clone: "f32[2, 3][3, 1]cpu" = torch.ops.aten.clone.default(getitem)
        return (clone, None)
