# fxgolden golden | case: distributed_patterns/module_backward_hooks[inductor] | artifact: g2.inference | normalizer: 7 | world: none rank 0/1 cuda
class _lambda_(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[][]cuda:0",
        arg1_1: "f32[2, 10][10, 1]cuda:0",
        arg2_1: "f32[10, 10][10, 1]cuda:0",
        arg3_1: "f32[10][1]cuda:0",
        arg4_1: "f32[10][1]cuda:0",
        arg5_1: "f32[10, 10][10, 1]cuda:0",
        arg6_1: "f32[2, 10][10, 1]cuda:0",
        arg7_1: "f32[0, 2][2, 1]cpu",
        arg8_1: "f32[0, 10][10, 1]cpu",
        arg9_1: "f32[0, 2][2, 1]cpu",
        arg10_1: "f32[0, 10][10, 1]cpu",
        arg11_1: "i64[][]cuda:0",
        arg12_1: "i64[][]cuda:0"
    ):
        expand: "f32[2, 10][0, 0]cuda:0" = torch.ops.aten.expand.default(arg0_1, [2, 10])
        clone: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format)
        add: "i64[][]cuda:0" = torch.ops.aten.add.Tensor(arg11_1, 1)
        add_1: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.add.Tensor(clone, 1.2)
        sin: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.sin.default(add_1)
        mm: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(sin, arg2_1)
        permute: "f32[10, 2][1, 10]cuda:0" = torch.ops.aten.permute.default(sin, [1, 0])
        mm_1: "f32[10, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(permute, arg1_1)
        add_2: "f32[10, 10][10, 1]cuda:0" = torch.ops.aten.add.Tensor(arg5_1, mm_1)
        sum_1: "f32[1, 10][10, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(sin, [0], True)
        view: "f32[10][1]cuda:0" = torch.ops.aten.view.default(sum_1, [10])
        add_3: "f32[10][1]cuda:0" = torch.ops.aten.add.Tensor(arg4_1, view)
        add_4: "i64[][]cuda:0" = torch.ops.aten.add.Tensor(arg12_1, 1)
        add_5: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.add.Tensor(mm, 3.4)
        sin_1: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.sin.default(add_5)
        add_6: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.add.Tensor(arg6_1, sin_1)
        copy_: "f32[10][1]cuda:0" = torch.ops.aten.copy_.default(arg4_1, add_3)
        copy__1: "f32[10, 10][10, 1]cuda:0" = torch.ops.aten.copy_.default(arg5_1, add_2)
        copy__2: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.copy_.default(arg6_1, add_6)
        copy__3: "i64[][]cuda:0" = torch.ops.aten.copy_.default(arg11_1, add)
        copy__4: "i64[][]cuda:0" = torch.ops.aten.copy_.default(arg12_1, add_4)
        return (copy__2, copy__1, copy_)
