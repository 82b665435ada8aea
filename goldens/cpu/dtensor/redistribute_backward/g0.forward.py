# fxgolden golden | case: dtensor/redistribute_backward | artifact: g0.forward | normalizer: 7 | world: fake rank 1/4 cpu mesh [4]
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8][1]cpu", primals_2, primals_3: "f32[8][1]cpu"):
        #> (no module): cases.dtensor.redistribute_backward.<locals>.fn
        view: "f32[2, 4][4, 1]cpu" = torch.ops.aten.view.default(primals_1, [2, 4])
        view_1: "f32[2, 4][4, 1]cpu" = torch.ops.aten.view.default(view, [2, 4])
        view_2: "f32[4, 2][2, 1]cpu" = torch.ops.aten.view.default(primals_3, [4, 2])
        view_3: "f32[4, 2][2, 1]cpu" = torch.ops.aten.view.default(view_2, [4, 2])
        all_gather_into_tensor: "f32[16, 2][2, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(view_3, 4, 'mesh_dim0')
        wait_tensor: "f32[16, 2][2, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split = torch.ops.aten.split.Tensor(wait_tensor, 4)
        getitem: "f32[4, 2][2, 1]cpu" = split[0]
        getitem_1: "f32[4, 2][2, 1]cpu" = split[1]
        getitem_2: "f32[4, 2][2, 1]cpu" = split[2]
        getitem_3: "f32[4, 2][2, 1]cpu" = split[3]
        cat: "f32[4, 8][8, 1]cpu" = torch.ops.aten.cat.default([getitem, getitem_1, getitem_2, getitem_3], 1)
        mm: "f32[2, 8][8, 1]cpu" = torch.ops.aten.mm.default(view_1, cat)
        all_gather_into_tensor_1: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(mm, 4, 'mesh_dim0')
        wait_tensor_1: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1)
        view_4: "f32[8, 8][8, 1]cpu" = torch.ops.aten.view.default(wait_tensor_1, [8, 8])
        t: "f32[4, 2][1, 4]cpu" = torch.ops.aten.t.default(view_1)
        t_1: "f32[2, 4][1, 2]cpu" = torch.ops.aten.t.default(view_3)
        clone: "f32[2, 4][4, 1]cpu" = torch.ops.aten.clone.default(t_1, memory_format = torch.contiguous_format)
        all_gather_into_tensor_2: "f32[8, 4][4, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(clone, 4, 'mesh_dim0')
        wait_tensor_2: "f32[8, 4][4, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_2)
        return (view_4, t, wait_tensor_2)
