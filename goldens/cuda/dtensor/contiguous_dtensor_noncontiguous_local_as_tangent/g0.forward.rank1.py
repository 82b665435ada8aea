# fxgolden golden | case: dtensor/contiguous_dtensor_noncontiguous_local_as_tangent | artifact: g0.forward.rank1 | normalizer: 7 | world: fake rank 1/4 cuda
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[10, 257, 160][41120, 160, 1]cuda:0"):
        #> (no module): cases.dtensor.contiguous_dtensor_noncontiguous_local_as_tangent.<locals>.fn
        split = torch.ops.aten.split.Tensor(primals_1, 129, 1)
        getitem: "f32[10, 129, 160][41120, 160, 1]cuda:0" = split[0]
        getitem_1: "f32[10, 128, 160][41120, 160, 1]cuda:0" = split[1]
        clone: "f32[10, 129, 160][20640, 160, 1]cuda:0" = torch.ops.aten.clone.default(getitem, memory_format = torch.contiguous_format)
        constant_pad_nd: "f32[10, 129, 160][20640, 160, 1]cuda:0" = torch.ops.aten.constant_pad_nd.default(getitem_1, [0, 0, 0, 1], 0.0)
        cat: "f32[10, 258, 160][41280, 160, 1]cuda:0" = torch.ops.aten.cat.default([clone, constant_pad_nd], 1)
        split_1 = torch.ops.aten.split.Tensor(cat, 129, 1)
        getitem_2: "f32[10, 129, 160][41280, 160, 1]cuda:0" = split_1[0]
        getitem_3: "f32[10, 129, 160][41280, 160, 1]cuda:0" = split_1[1]
        cat_1: "f32[20, 129, 160][20640, 160, 1]cuda:0" = torch.ops.aten.cat.default([getitem_2, getitem_3])
        reduce_scatter_tensor: "f32[10, 129, 160][20640, 160, 1]cuda:0" = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_1, 'sum', 2, 'mesh_sub')
        wait_tensor: "f32[10, 129, 160][20640, 160, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor)
        return (wait_tensor,)
