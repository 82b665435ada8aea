# fxgolden golden | case: dtensor/different_gradient_placement | artifact: g0.backward | normalizer: 7 | world: fake rank 0/2 cuda mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, primals_2: "f32[4][1]cuda:0", cat: "f32[4, 4, 4][16, 4, 1]cuda:0", tangents_1: "f32[4, 4, 4][16, 4, 1]cuda:0"):
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        permute: "f32[4, 4, 4][16, 1, 4]cuda:0" = torch.ops.aten.permute.default(tangents_1, [0, 2, 1])
        mul: "f32[4, 4, 4][16, 1, 4]cuda:0" = torch.ops.aten.mul.Tensor(permute, primals_2)
        mul_1: "f32[4, 4, 4][16, 1, 4]cuda:0" = torch.ops.aten.mul.Tensor(mul, 4)
        sum_1: "f32[4, 4, 1][4, 1, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(mul, [2], True)
        var_mean = torch.ops.aten.var_mean.correction(cat, [2], correction = 0, keepdim = True)
        getitem: "f32[4, 4, 1][4, 1, 1]cuda:0" = var_mean[0]
        getitem_1: "f32[4, 4, 1][4, 1, 1]cuda:0" = var_mean[1]
        add: "f32[4, 4, 1][4, 1, 1]cuda:0" = torch.ops.aten.add.Tensor(getitem, 1e-05)
        rsqrt: "f32[4, 4, 1][4, 1, 1]cuda:0" = torch.ops.aten.rsqrt.default(add)
        sub: "f32[4, 4, 4][16, 4, 1]cuda:0" = torch.ops.aten.sub.Tensor(cat, getitem_1)
        mul_2: "f32[4, 4, 4][16, 4, 1]cuda:0" = torch.ops.aten.mul.Tensor(sub, rsqrt)
        mul_3: "f32[4, 4, 4][16, 1, 4]cuda:0" = torch.ops.aten.mul.Tensor(mul, mul_2)
        sum_2: "f32[4, 4, 1][4, 1, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(mul_3, [2], True)
        mul_4: "f32[4, 4, 4][16, 4, 1]cuda:0" = torch.ops.aten.mul.Tensor(mul_2, sum_2)
        sub_1: "f32[4, 4, 4][16, 1, 4]cuda:0" = torch.ops.aten.sub.Tensor(mul_1, sum_1)
        sub_2: "f32[4, 4, 4][16, 1, 4]cuda:0" = torch.ops.aten.sub.Tensor(sub_1, mul_4)
        div: "f32[4, 4, 1][4, 1, 1]cuda:0" = torch.ops.aten.div.Tensor(rsqrt, 4)
        mul_5: "f32[4, 4, 4][16, 1, 4]cuda:0" = torch.ops.aten.mul.Tensor(div, sub_2)
        mul_6: "f32[4, 4, 4][16, 1, 4]cuda:0" = torch.ops.aten.mul.Tensor(permute, mul_2)
        sum_3: "f32[4][1]cuda:0" = torch.ops.aten.sum.dim_IntList(mul_6, [0, 1])
        sum_4: "f32[4][1]cuda:0" = torch.ops.aten.sum.dim_IntList(permute, [0, 1])
        permute_1: "f32[4, 4, 4][16, 4, 1]cuda:0" = torch.ops.aten.permute.default(mul_5, [0, 2, 1])
        return (permute_1, sum_3, sum_4)
