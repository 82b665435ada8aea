# fxgolden golden | case: fix/ar_pointwise | artifact: g0.forward | normalizer: 1 | world: fake rank 1/4 cpu mesh [4] (tp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 8][8, 1]cpu", primals_2: "f32[8, 8][8, 1]cpu"):
        sin: "f32[8, 8][8, 1]cpu" = torch.ops.aten.sin.default(primals_1)
        mul: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mul.Tensor(sin, 2);  sin = None

        all_reduce: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(mul, 'sum', 'mesh_tp');  mul = None

        wait_tensor: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce);  all_reduce = None

        mm: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(primals_1, primals_2)
        relu: "f32[8, 8][8, 1]cpu" = torch.ops.aten.relu.default(mm);  mm = None

        add: "f32[8, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(wait_tensor, 1)
        cos: "f32[8, 8][8, 1]cpu" = torch.ops.aten.cos.default(add);  add = None
        add_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.add.Tensor(relu, wait_tensor)

        le: "b8[8, 8][8, 1]cpu" = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        permute_1: "f32[8, 8][1, 8]cpu" = torch.ops.aten.permute.default(primals_2, [1, 0]);  primals_2 = None
        return (cos, add_1, primals_1, wait_tensor, le, permute_1)
