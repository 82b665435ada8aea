# fxgolden golden | case: dtensor/partial_redistribute_unbalanced_strides | artifact: g0.backward.rank1 | normalizer: 7 | world: fake rank 1/4 cpu
class GraphModule(torch.nn.Module):
    def forward(self, primals_2, tangents_1: "f32[10, 129, 160][20640, 160, 1]cpu", tangents_2):
        #> (no module): cases.dtensor.partial_redistribute_unbalanced_strides.<locals>.fn
        all_gather_into_tensor: "f32[20, 129, 160][20640, 160, 1]cpu" = torch.ops._c10d_functional.all_gather_into_tensor.default(tangents_1, 2, 'mesh_sub')
        wait_tensor: "f32[20, 129, 160][20640, 160, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split = torch.ops.aten.split.Tensor(wait_tensor, 10)
        getitem: "f32[10, 129, 160][20640, 160, 1]cpu" = split[0]
        getitem_1: "f32[10, 129, 160][20640, 160, 1]cpu" = split[1]
        cat: "f32[10, 258, 160][41280, 160, 1]cpu" = torch.ops.aten.cat.default([getitem, getitem_1], 1)
        slice_1: "f32[10, 257, 160][41280, 160, 1]cpu" = torch.ops.aten.slice.Tensor(cat, 1, 0, 257)
        slice_2: "f32[10, 257, 160][41280, 160, 1]cpu" = torch.ops.aten.slice.Tensor(slice_1, 1, 0, 257)
        clone: "f32[10, 257, 160][41120, 160, 1]cpu" = torch.ops.aten.clone.default(slice_2, memory_format = torch.contiguous_format)
        return (clone, primals_2, None)
