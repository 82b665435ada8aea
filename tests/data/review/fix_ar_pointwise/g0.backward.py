# fxgolden golden | case: fix/ar_pointwise | artifact: g0.backward | normalizer: 1 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 8][8, 1]cpu", wait_tensor: "f32[8, 8][8, 1]cpu", le: "b8[8, 8][8, 1]cpu", permute_1: "f32[8, 8][1, 8]cpu", tangents_1: "f32[8, 8][8, 1]cpu", tangents_2: "f32[8, 8][8, 1]cpu"):
        add: "f32[8, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor, 1);  wait_tensor = None
        sin_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.sin.default(add);  add = None
        neg: "f32[8, 8][8, 1]cpu" = torch.ops.aten.neg.default(sin_1);  sin_1 = None
        mul_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(tangents_1, neg);  tangents_1 = neg = None
        add_2: "f32[8, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(tangents_2, mul_1);  mul_1 = None

        full_default: "f32[][]cpu" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "f32[8, 8][8, 1]cpu" = torch.ops.aten.where.self(le, full_default, tangents_2);  le = full_default = tangents_2 = None
        permute: "f32[8, 8][1, 8]cpu" = torch.ops.aten.permute.default(primals_1, [1, 0])
        mm_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(permute, where);  permute = None
        mm_2: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(where, permute_1);  where = permute_1 = None

        all_reduce_1: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(add_2, 'sum', 'mesh_tp');  add_2 = None
        wait_tensor_1: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1);  all_reduce_1 = None

        mul_2: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(wait_tensor_1, 2);  wait_tensor_1 = None
        cos_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.cos.default(primals_1);  primals_1 = None
        mul_3: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, cos_1);  mul_2 = cos_1 = None
        add_3: "f32[8, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(mm_2, mul_3);  mm_2 = mul_3 = None
        return (add_3, mm_1)
