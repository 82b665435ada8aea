# fxgolden golden | case: dtensor/different_gradient_placement | artifact: g0.forward | normalizer: 6 | world: fake rank 0/2 cuda mesh [2]
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[4, 2, 4][8, 4, 1]cuda:0", primals_2: "f32[4][1]cuda:0", primals_3: "f32[4][1]cuda:0"):
        permute: "f32[4, 4, 2][8, 1, 4]cuda:0" = torch.ops.aten.permute.default(primals_1, [0, 2, 1]);  primals_1 = None
        clone: "f32[4, 4, 2][8, 2, 1]cuda:0" = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
        all_gather_into_tensor: "f32[8, 4, 2][8, 2, 1]cuda:0" = torch.ops._c10d_functional.all_gather_into_tensor.default(clone, 2, 'mesh_dim0');  clone = None
        wait_tensor: "f32[8, 4, 2][8, 2, 1]cuda:0" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor);  all_gather_into_tensor = None
        split = torch.ops.aten.split.Tensor(wait_tensor, 4);  wait_tensor = None
        getitem: "f32[4, 4, 2][8, 2, 1]cuda:0" = split[0]
        getitem_1: "f32[4, 4, 2][8, 2, 1]cuda:0" = split[1];  split = None
        cat: "f32[4, 4, 4][16, 4, 1]cuda:0" = torch.ops.aten.cat.default([getitem, getitem_1], 2);  getitem = getitem_1 = None
        var_mean = torch.ops.aten.var_mean.correction(cat, [2], correction = 0, keepdim = True)
        getitem_2: "f32[4, 4, 1][4, 1, 1]cuda:0" = var_mean[0]
        getitem_3: "f32[4, 4, 1][4, 1, 1]cuda:0" = var_mean[1];  var_mean = None
        add: "f32[4, 4, 1][4, 1, 1]cuda:0" = torch.ops.aten.add.Tensor(getitem_2, 1e-05);  getitem_2 = None
        rsqrt: "f32[4, 4, 1][4, 1, 1]cuda:0" = torch.ops.aten.rsqrt.default(add);  add = None
        sub: "f32[4, 4, 4][16, 4, 1]cuda:0" = torch.ops.aten.sub.Tensor(cat, getitem_3);  getitem_3 = None
        mul: "f32[4, 4, 4][16, 4, 1]cuda:0" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1: "f32[4, 4, 4][16, 4, 1]cuda:0" = torch.ops.aten.mul.Tensor(mul, primals_2);  mul = None
        add_1: "f32[4, 4, 4][16, 4, 1]cuda:0" = torch.ops.aten.add.Tensor(mul_1, primals_3);  mul_1 = primals_3 = None
        permute_1: "f32[4, 4, 4][16, 1, 4]cuda:0" = torch.ops.aten.permute.default(add_1, [0, 2, 1]);  add_1 = None
        return (permute_1, primals_2, cat)
