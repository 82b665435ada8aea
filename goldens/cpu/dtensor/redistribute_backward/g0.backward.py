# fxgolden golden | case: dtensor/redistribute_backward | artifact: g0.backward | normalizer: 7 | world: fake rank 1/4 cpu mesh [4]
class GraphModule(torch.nn.Module):
    def forward(self, t: "f32[4, 2][1, 4]cpu", wait_tensor: "f32[8, 4][4, 1]cpu", tangents_1: "f32[8, 8][8, 1]cpu"):
        #> (no module): cases.dtensor.redistribute_backward.<locals>.fn
        view: "f32[8, 8][8, 1]cpu" = torch.ops.aten.view.default(tangents_1, [8, 8])
        split = torch.ops.aten.split.Tensor(view, 2)
        getitem: "f32[2, 8][8, 1]cpu" = split[1]
        clone: "f32[2, 8][8, 1]cpu" = torch.ops.aten.clone.default(getitem)
        mm: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mm.default(t, clone)
        mm_1: "f32[2, 4][4, 1]cpu" = torch.ops.aten.mm.default(clone, wait_tensor)
        split_1 = torch.ops.aten.split.Tensor(mm, 2, 1)
        getitem_1: "f32[4, 2][8, 1]cpu" = split_1[0]
        getitem_2: "f32[4, 2][8, 1]cpu" = split_1[1]
        getitem_3: "f32[4, 2][8, 1]cpu" = split_1[2]
        getitem_4: "f32[4, 2][8, 1]cpu" = split_1[3]
        cat: "f32[16, 2][2, 1]cpu" = torch.ops.aten.cat.default([getitem_1, getitem_2, getitem_3, getitem_4])
        reduce_scatter_tensor: "f32[4, 2][2, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat, 'sum', 4, 'mesh_dim0')
        wait_tensor_1: "f32[4, 2][2, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor)
        view_1: "f32[8][1]cpu" = torch.ops.aten.view.default(wait_tensor_1, [8])
        view_2: "f32[8][1]cpu" = torch.ops.aten.view.default(mm_1, [8])
        return (view_2, None, view_1)
