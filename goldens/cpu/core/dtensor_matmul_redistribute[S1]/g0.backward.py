# fxgolden golden | case: core/dtensor_matmul_redistribute[S1] | artifact: g0.backward | normalizer: 7 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, permute: "f32[8, 8][1, 8]cpu", permute_1: "f32[4, 8][1, 4]cpu", tangents_1: "f32[8, 16][16, 1]cpu"):
        #> (no module): cases.core.dtensor_matmul_redistribute.<locals>.fn
        split = torch.ops.aten.split.Tensor(tangents_1, 4, 1)
        getitem: "f32[8, 4][16, 1]cpu" = split[1]
        clone: "f32[8, 4][4, 1]cpu" = torch.ops.aten.clone.default(getitem)
        mm: "f32[8, 4][4, 1]cpu" = torch.ops.aten.mm.default(permute, clone)
        mm_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(clone, permute_1)
        all_reduce: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(mm_1, 'sum', 'mesh_tp')
        wait_tensor: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        return (mm, None, wait_tensor)
