# fxgolden golden | case: core/dtensor_matmul_redistribute[S1] | artifact: g0.forward | normalizer: 7 | world: fake rank 1/4 cuda mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 4][4, 1]cuda:0", primals_2: "f32[8, 8][8, 1]cuda:0"):
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        mm: "f32[8, 4][4, 1]cuda:0" = torch.ops.aten.mm.default(primals_2, primals_1)
        #> (no module): cases.core.dtensor_matmul_redistribute.<locals>.fn
        all_gather_into_tensor: "f32[32, 4][4, 1]cuda:0" = torch.ops._c10d_functional.all_gather_into_tensor.default(mm, 4, 'mesh_tp')
        wait_tensor: "f32[32, 4][4, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split = torch.ops.aten.split.Tensor(wait_tensor, 8)
        getitem: "f32[8, 4][4, 1]cuda:0" = split[0]
        getitem_1: "f32[8, 4][4, 1]cuda:0" = split[1]
        getitem_2: "f32[8, 4][4, 1]cuda:0" = split[2]
        getitem_3: "f32[8, 4][4, 1]cuda:0" = split[3]
        cat: "f32[8, 16][16, 1]cuda:0" = torch.ops.aten.cat.default([getitem, getitem_1, getitem_2, getitem_3], 1)
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        permute: "f32[8, 8][1, 8]cuda:0" = torch.ops.aten.permute.default(primals_2, [1, 0])
        permute_1: "f32[4, 8][1, 4]cuda:0" = torch.ops.aten.permute.default(primals_1, [1, 0])
        return (cat, permute, permute_1)
