# fxgolden golden | case: distributed_patterns/intermediate_hook_closure | artifact: g1.inference | normalizer: 7 | world: none rank 0/1 cpu
class _lambda_(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[][]cpu",
        arg1_1: "f32[4][1]cpu",
        arg2_1: "f32[0, 4][4, 1]cpu",
        arg3_1: "f32[0, 4][4, 1]cpu",
        arg4_1: "f32[0, 4][4, 1]cpu",
        arg5_1: "f32[][]cpu",
        arg6_1: "f32[4][1]cpu"
    ):
        expand: "f32[4][0]cpu" = torch.ops.aten.expand.default(arg0_1, [4])
        zeros: "f32[4][1]cpu" = torch.ops.aten.zeros.default([4], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        empty_strided: "f32[4][1]cpu" = torch.ops.aten.empty_strided.default([4], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        copy: "f32[4][1]cpu" = torch.ops.aten.copy.default(empty_strided, expand)
        sin: "f32[4][1]cpu" = torch.ops.aten.sin.default(arg1_1)
        cos: "f32[4][1]cpu" = torch.ops.aten.cos.default(sin)
        mul: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(copy, cos)
        add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(mul, zeros)
        add_1: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(add, arg5_1)
        add_2: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(add_1, arg6_1)
        cos_1: "f32[4][1]cpu" = torch.ops.aten.cos.default(arg1_1)
        mul_1: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(add_2, cos_1)
        new_empty_strided: "f32[4][1]cpu" = torch.ops.aten.new_empty_strided.default(mul_1, [4], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_1: "f32[4][1]cpu" = torch.ops.aten.copy.default(new_empty_strided, mul_1)
        return (copy_1,)
