# fxgolden golden | case: core/dtensor_matmul_redistribute[S0] | artifact: g0.backward | normalizer: 2 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, permute: "f32[8, 4][1, 8]cpu", permute_1: "f32[8, 8][1, 8]cpu", tangents_1: "f32[16, 8][8, 1]cpu"):
        split = torch.ops.aten.split.Tensor(tangents_1, 4);  tangents_1 = None
        getitem_1: "f32[4, 8][8, 1]cpu" = split[1];  split = None

        mm_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(permute, getitem_1);  permute = None
        mm_2: "f32[4, 8][8, 1]cpu" = torch.ops.aten.mm.default(getitem_1, permute_1);  getitem_1 = permute_1 = None

        all_reduce: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(mm_1, 'sum', 'mesh_tp');  mm_1 = None
        wait_tensor_1: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce);  all_reduce = None
        return (mm_2, None, wait_tensor_1)
