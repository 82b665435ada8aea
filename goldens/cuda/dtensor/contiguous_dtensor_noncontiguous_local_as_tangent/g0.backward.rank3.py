# fxgolden golden | case: dtensor/contiguous_dtensor_noncontiguous_local_as_tangent | artifact: g0.backward.rank3 | normalizer: 7 | world: fake rank 3/4 cuda
class GraphModule(torch.nn.Module):
    def forward(self, tangents_1: "f32[10, 128, 160][20480, 160, 1]cuda:0"):
        #> (no module): cases.dtensor.contiguous_dtensor_noncontiguous_local_as_tangent.<locals>.fn
        constant_pad_nd: "f32[10, 129, 160][20640, 160, 1]cuda:0" = torch.ops.aten.constant_pad_nd.default(tangents_1, [0, 0, 0, 1], 0.0)
        all_gather_into_tensor: "f32[20, 129, 160][20640, 160, 1]cuda:0" = torch.ops._c10d_functional.all_gather_into_tensor.default(constant_pad_nd, 2, 'mesh_sub')
        wait_tensor: "f32[20, 129, 160][20640, 160, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split = torch.ops.aten.split.Tensor(wait_tensor, 10)
        getitem: "f32[10, 129, 160][20640, 160, 1]cuda:0" = split[0]
        getitem_1: "f32[10, 129, 160][20640, 160, 1]cuda:0" = split[1]
        cat: "f32[10, 258, 160][41280, 160, 1]cuda:0" = torch.ops.aten.cat.default([getitem, getitem_1], 1)
        slice_1: "f32[10, 257, 160][41280, 160, 1]cuda:0" = torch.ops.aten.slice.Tensor(cat, 1, 0, 257)
        return (slice_1,)
