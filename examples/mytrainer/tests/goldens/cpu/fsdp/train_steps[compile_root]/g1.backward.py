# fxgolden golden | case: fsdp/train_steps[compile_root] | artifact: g1.backward | normalizer: 6 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 8, 16][128, 16, 1]cpu", primals_2: "f32[16][1]cpu", rsqrt: "f32[2, 8, 1][8, 1, 1]cpu", tangents_1: "f32[2, 8, 16][128, 16, 1]cpu"):
        mul: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(primals_1, rsqrt)
        mul_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(tangents_1, mul);  mul = None
        mul_2: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(tangents_1, primals_2);  tangents_1 = primals_2 = None
        sum_1: "f32[1, 1, 16][16, 16, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_1, [0, 1], True);  mul_1 = None
        view: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
        mul_3: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, primals_1)
        mul_4: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_2, rsqrt);  mul_2 = None
        sum_2: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_3, [2], True);  mul_3 = None
        detach: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(rsqrt);  rsqrt = None
        detach_1: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.detach.default(detach);  detach = None
        pow_1: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(detach_1, 3);  detach_1 = None
        mul_5: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Scalar(sum_2, -0.5);  sum_2 = None
        mul_6: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mul.Tensor(mul_5, pow_1);  mul_5 = pow_1 = None
        expand: "f32[2, 8, 16][8, 1, 0]cpu" = torch.ops.aten.expand.default(mul_6, [2, 8, 16]);  mul_6 = None
        div: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.div.Scalar(expand, 16);  expand = None
        pow_2: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(primals_1, 1.0);  primals_1 = None
        mul_7: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
        mul_8: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(div, mul_7);  div = mul_7 = None
        add: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.add.Tensor(mul_4, mul_8);  mul_4 = mul_8 = None
        return (add, view)
