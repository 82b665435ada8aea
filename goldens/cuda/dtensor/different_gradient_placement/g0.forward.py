# fxgolden golden | case: dtensor/different_gradient_placement | artifact: g0.forward | normalizer: 7 | world: fake rank 0/2 cuda mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 2, 4][8, 4, 1]cuda:0", primals_2: "f32[4][1]cuda:0", primals_3: "f32[4][1]cuda:0"):
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        permute: "f32[4, 4, 2][8, 1, 4]cuda:0" = torch.ops.aten.permute.default(primals_1, [0, 2, 1])
        clone: "f32[4, 4, 2][8, 2, 1]cuda:0" = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format)
        all_gather_into_tensor: "f32[8, 4, 2][8, 2, 1]cuda:0" = torch.ops._c10d_functional.all_gather_into_tensor.default(clone, 2, 'mesh_dim0')
        wait_tensor: "f32[8, 4, 2][8, 2, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor)
        split = torch.ops.aten.split.Tensor(wait_tensor, 4)
        getitem: "f32[4, 4, 2][8, 2, 1]cuda:0" = split[0]
        getitem_1: "f32[4, 4, 2][8, 2, 1]cuda:0" = split[1]
        cat: "f32[4, 4, 4][16, 4, 1]cuda:0" = torch.ops.aten.cat.default([getitem, getitem_1], 2)
        var_mean = torch.ops.aten.var_mean.correction(cat, [2], correction = 0, keepdim = True)
        getitem_2: "f32[4, 4, 1][4, 1, 1]cuda:0" = var_mean[0]
        getitem_3: "f32[4, 4, 1][4, 1, 1]cuda:0" = var_mean[1]
        add: "f32[4, 4, 1][4, 1, 1]cuda:0" = torch.ops.aten.add.Tensor(getitem_2, 1e-05)
        rsqrt: "f32[4, 4, 1][4, 1, 1]cuda:0" = torch.ops.aten.rsqrt.default(add)
        sub: "f32[4, 4, 4][16, 4, 1]cuda:0" = torch.ops.aten.sub.Tensor(cat, getitem_3)
        mul: "f32[4, 4, 4][16, 4, 1]cuda:0" = torch.ops.aten.mul.Tensor(sub, rsqrt)
        mul_1: "f32[4, 4, 4][16, 4, 1]cuda:0" = torch.ops.aten.mul.Tensor(mul, primals_2)
        add_1: "f32[4, 4, 4][16, 4, 1]cuda:0" = torch.ops.aten.add.Tensor(mul_1, primals_3)
        permute_1: "f32[4, 4, 4][16, 1, 4]cuda:0" = torch.ops.aten.permute.default(add_1, [0, 2, 1])
        return (permute_1, primals_2, cat)
