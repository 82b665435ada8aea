# fxgolden golden | case: distributed_patterns/module_backward_hooks_multi_layers | artifact: g2.inference | normalizer: 7 | world: none rank 0/1 cuda
class _lambda_(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[][]cuda:0",
        arg1_1: "f32[2, 10][10, 1]cuda:0",
        arg2_1: "f32[10, 10][10, 1]cuda:0",
        arg3_1: "f32[10, 10][10, 1]cuda:0",
        arg4_1: "f32[2, 10][10, 1]cuda:0",
        arg5_1: "f32[10][1]cuda:0",
        arg6_1: "f32[10][1]cuda:0",
        arg7_1: "f32[10, 10][10, 1]cuda:0",
        arg8_1: "f32[10][1]cuda:0",
        arg9_1: "f32[10][1]cuda:0",
        arg10_1: "f32[10, 10][10, 1]cuda:0",
        arg11_1: "f32[2, 10][10, 1]cuda:0",
        arg12_1: "f32[0, 2][2, 1]cpu",
        arg13_1: "f32[0, 10][10, 1]cpu",
        arg14_1: "f32[0, 2][2, 1]cpu",
        arg15_1: "f32[0, 10][10, 1]cpu",
        arg16_1: "i64[][]cuda:0",
        arg17_1: "i64[][]cuda:0",
        arg18_1: "i64[][]cuda:0",
        arg19_1: "i64[][]cuda:0"
    ):
        expand: "f32[2, 10][0, 0]cuda:0" = torch.ops.aten.expand.default(arg0_1, [2, 10])
        clone: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format)
        add: "i64[][]cuda:0" = torch.ops.aten.add.Tensor(arg16_1, 1)
        add_1: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.add.Tensor(clone, 1.2)
        sin: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.sin.default(add_1)
        mm: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(sin, arg3_1)
        permute: "f32[10, 2][1, 10]cuda:0" = torch.ops.aten.permute.default(sin, [1, 0])
        mm_1: "f32[10, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(permute, arg4_1)
        add_2: "f32[10, 10][10, 1]cuda:0" = torch.ops.aten.add.Tensor(arg7_1, mm_1)
        sum_1: "f32[1, 10][10, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(sin, [0], True)
        view: "f32[10][1]cuda:0" = torch.ops.aten.view.default(sum_1, [10])
        add_3: "f32[10][1]cuda:0" = torch.ops.aten.add.Tensor(arg6_1, view)
        add_4: "i64[][]cuda:0" = torch.ops.aten.add.Tensor(arg17_1, 1)
        add_5: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.add.Tensor(mm, 3.4)
        sin_1: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.sin.default(add_5)
        add_6: "i64[][]cuda:0" = torch.ops.aten.add.Tensor(arg18_1, 1)
        add_7: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.add.Tensor(sin_1, 1.2)
        sin_2: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.sin.default(add_7)
        mm_2: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(sin_2, arg2_1)
        permute_1: "f32[10, 2][1, 10]cuda:0" = torch.ops.aten.permute.default(sin_2, [1, 0])
        mm_3: "f32[10, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(permute_1, arg1_1)
        add_8: "f32[10, 10][10, 1]cuda:0" = torch.ops.aten.add.Tensor(arg10_1, mm_3)
        sum_2: "f32[1, 10][10, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(sin_2, [0], True)
        view_1: "f32[10][1]cuda:0" = torch.ops.aten.view.default(sum_2, [10])
        add_9: "f32[10][1]cuda:0" = torch.ops.aten.add.Tensor(arg9_1, view_1)
        add_10: "i64[][]cuda:0" = torch.ops.aten.add.Tensor(arg19_1, 1)
        add_11: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.add.Tensor(mm_2, 3.4)
        sin_3: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.sin.default(add_11)
        add_12: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.add.Tensor(arg11_1, sin_3)
        copy_: "f32[10][1]cuda:0" = torch.ops.aten.copy_.default(arg6_1, add_3)
        copy__1: "f32[10, 10][10, 1]cuda:0" = torch.ops.aten.copy_.default(arg7_1, add_2)
        copy__2: "f32[10][1]cuda:0" = torch.ops.aten.copy_.default(arg9_1, add_9)
        copy__3: "f32[10, 10][10, 1]cuda:0" = torch.ops.aten.copy_.default(arg10_1, add_8)
        copy__4: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.copy_.default(arg11_1, add_12)
        copy__5: "i64[][]cuda:0" = torch.ops.aten.copy_.default(arg16_1, add)
        copy__6: "i64[][]cuda:0" = torch.ops.aten.copy_.default(arg17_1, add_4)
        copy__7: "i64[][]cuda:0" = torch.ops.aten.copy_.default(arg18_1, add_6)
        copy__8: "i64[][]cuda:0" = torch.ops.aten.copy_.default(arg19_1, add_10)
        return (copy__4, copy__3, copy__1, copy_, copy__2)
