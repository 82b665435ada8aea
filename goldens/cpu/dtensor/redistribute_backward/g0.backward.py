# fxgolden golden | case: dtensor/redistribute_backward | artifact: g0.backward | normalizer: 6 | world: fake rank 1/4 cpu mesh [4]
class GraphModule(torch.nn.Module):
    def forward(self, t: "f32[4, 2][1, 4]cpu", wait_tensor: "f32[8, 4][4, 1]cpu", tangents_1: "f32[8, 8][8, 1]cpu"):
        view: "f32[8, 8][8, 1]cpu" = torch.ops.aten.view.default(tangents_1, [8, 8]);  tangents_1 = None
        split = torch.ops.aten.split.Tensor(view, 2);  view = None
        getitem: "f32[2, 8][8, 1]cpu" = split[1];  split = None
        clone: "f32[2, 8][8, 1]cpu" = torch.ops.aten.clone.default(getitem);  getitem = None
        mm: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mm.default(t, clone);  t = None
        mm_1: "f32[2, 4][4, 1]cpu" = torch.ops.aten.mm.default(clone, wait_tensor);  clone = wait_tensor = None
        split_1 = torch.ops.aten.split.Tensor(mm, 2, 1);  mm = None
        getitem_1: "f32[4, 2][8, 1]cpu" = split_1[0]
        getitem_2: "f32[4, 2][8, 1]cpu" = split_1[1]
        getitem_3: "f32[4, 2][8, 1]cpu" = split_1[2]
        getitem_4: "f32[4, 2][8, 1]cpu" = split_1[3];  split_1 = None
        cat: "f32[16, 2][2, 1]cpu" = torch.ops.aten.cat.default([getitem_1, getitem_2, getitem_3, getitem_4]);  getitem_1 = getitem_2 = getitem_3 = getitem_4 = None
        reduce_scatter_tensor: "f32[4, 2][2, 1]cpu" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat, 'sum', 4, 'mesh_dim0');  cat = None
        wait_tensor_1: "f32[4, 2][2, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor);  reduce_scatter_tensor = None
        view_1: "f32[8][1]cpu" = torch.ops.aten.view.default(wait_tensor_1, [8]);  wait_tensor_1 = None
        view_2: "f32[8][1]cpu" = torch.ops.aten.view.default(mm_1, [8]);  mm_1 = None
        return (view_2, None, view_1)
