# fxgolden golden | case: core/dtensor_matmul_redistribute[S1] | artifact: g0.backward | normalizer: 7 | world: fake rank 1/4 cuda mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, permute: "f32[8, 8][1, 8]cuda:0", permute_1: "f32[4, 8][1, 4]cuda:0", tangents_1: "f32[8, 16][16, 1]cuda:0"):
        #> (no module): cases.core.dtensor_matmul_redistribute.<locals>.fn
        split = torch.ops.aten.split.Tensor(tangents_1, 4, 1)
        getitem: "f32[8, 4][16, 1]cuda:0" = split[1]
        clone: "f32[8, 4][4, 1]cuda:0" = torch.ops.aten.clone.default(getitem)
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        mm: "f32[8, 4][4, 1]cuda:0" = torch.ops.aten.mm.default(permute, clone)
        mm_1: "f32[8, 8][8, 1]cuda:0" = torch.ops.aten.mm.default(clone, permute_1)
        #> (no module): cases.core.dtensor_matmul_redistribute.<locals>.fn
        all_reduce: "f32[8, 8][8, 1]cuda:0" = torch.ops._c10d_functional.all_reduce.default(mm_1, 'sum', 'mesh_tp')
        wait_tensor: "f32[8, 8][8, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        return (mm, wait_tensor)
