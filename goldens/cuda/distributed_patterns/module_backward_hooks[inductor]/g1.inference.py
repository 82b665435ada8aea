# fxgolden golden | case: distributed_patterns/module_backward_hooks[inductor] | artifact: g1.inference | normalizer: 7 | world: none rank 0/1 cuda
class _lambda_(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[][]cuda:0",
        arg1_1: "f32[2, 10][10, 1]cuda:0",
        arg2_1: "f32[10, 10][10, 1]cuda:0",
        arg3_1: "f32[10][1]cuda:0",
        arg4_1: "f32[0, 2][2, 1]cpu",
        arg5_1: "f32[0, 10][10, 1]cpu",
        arg6_1: "f32[0, 2][2, 1]cpu",
        arg7_1: "f32[0, 10][10, 1]cpu",
        arg8_1: "i64[][]cuda:0",
        arg9_1: "i64[][]cuda:0"
    ):
        expand: "f32[2, 10][0, 0]cuda:0" = torch.ops.aten.expand.default(arg0_1, [2, 10])
        clone: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format)
        add: "i64[][]cuda:0" = torch.ops.aten.add.Tensor(arg8_1, 1)
        add_1: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.add.Tensor(clone, 1.2)
        sin: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.sin.default(add_1)
        mm: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(sin, arg2_1)
        permute: "f32[10, 2][1, 10]cuda:0" = torch.ops.aten.permute.default(sin, [1, 0])
        mm_1: "f32[10, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(permute, arg1_1)
        new_empty_strided: "f32[10, 10][10, 1]cuda:0" = torch.ops.aten.new_empty_strided.default(
            mm_1,
            [10, 10],
            [10, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cuda', index=0)
        )
        sum_1: "f32[1, 10][10, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(sin, [0], True)
        view: "f32[10][1]cuda:0" = torch.ops.aten.view.default(sum_1, [10])
        new_empty_strided_1: "f32[10][1]cuda:0" = torch.ops.aten.new_empty_strided.default(view, [10], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0))
        add_2: "i64[][]cuda:0" = torch.ops.aten.add.Tensor(arg9_1, 1)
        add_3: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.add.Tensor(mm, 3.4)
        sin_1: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.sin.default(add_3)
        new_empty_strided_2: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.new_empty_strided.default(
            sin_1,
            [2, 10],
            [10, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cuda', index=0)
        )
        copy_: "i64[][]cuda:0" = torch.ops.aten.copy_.default(arg8_1, add)
        copy__1: "i64[][]cuda:0" = torch.ops.aten.copy_.default(arg9_1, add_2)
        return (sin_1, mm_1, view)
