# fxgolden golden | case: distributed_patterns/intermediate_hook_closure | artifact: g1.inference | normalizer: 6 | world: none rank 0/1 cpu
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[][]cpu", arg1_1: "f32[4][1]cpu", arg2_1: "f32[0, 4][4, 1]cpu", arg3_1: "f32[0, 4][4, 1]cpu", arg4_1: "f32[0, 4][4, 1]cpu", arg5_1: "f32[][]cpu", arg6_1: "f32[4][1]cpu"):
        expand: "f32[4][0]cpu" = torch.ops.aten.expand.default(arg0_1, [4]);  arg0_1 = None
        zeros: "f32[4][1]cpu" = torch.ops.aten.zeros.default([4], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        empty_strided: "f32[4][1]cpu" = torch.ops.aten.empty_strided.default([4], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        copy: "f32[4][1]cpu" = torch.ops.aten.copy.default(empty_strided, expand);  empty_strided = expand = None
        sin: "f32[4][1]cpu" = torch.ops.aten.sin.default(arg1_1)
        cos: "f32[4][1]cpu" = torch.ops.aten.cos.default(sin);  sin = None
        mul: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(copy, cos);  copy = cos = None
        add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(mul, zeros);  mul = zeros = None
        add_1: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(add, arg5_1);  add = arg5_1 = None
        add_2: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(add_1, arg6_1);  add_1 = arg6_1 = None
        cos_1: "f32[4][1]cpu" = torch.ops.aten.cos.default(arg1_1);  arg1_1 = None
        mul_1: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(add_2, cos_1);  add_2 = cos_1 = None
        new_empty_strided: "f32[4][1]cpu" = torch.ops.aten.new_empty_strided.default(mul_1, [4], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_1: "f32[4][1]cpu" = torch.ops.aten.copy.default(new_empty_strided, mul_1);  new_empty_strided = mul_1 = None
        return (copy_1,)
