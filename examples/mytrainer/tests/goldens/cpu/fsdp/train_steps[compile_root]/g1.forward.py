# fxgolden golden | case: fsdp/train_steps[compile_root] | artifact: g1.forward | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[2, 8, 16][128, 16, 1]cpu", primals_2: "f32[16][1]cpu"):
        #> (no module): mytrainer.model.RMSNorm.forward
        pow_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.pow.Tensor_Scalar(primals_1, 2)
        mean: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.mean.dim(pow_1, [-1], True)
        add: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.add.Tensor(mean, 1e-05)
        rsqrt: "f32[2, 8, 1][8, 1, 1]cpu" = torch.ops.aten.rsqrt.default(add)
        mul: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(primals_1, rsqrt)
        mul_1: "f32[2, 8, 16][128, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul, primals_2)
        return (mul_1, primals_1, primals_2, rsqrt)
