# fxgolden golden | case: fsdp/traceable_mlp[aot_eager] | artifact: g1.inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class _lambda_(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[2, 16][16, 1]cpu",
        arg1_1: "f32[16, 16][1, 16]cpu",
        arg2_1: "f32[2, 16][0, 0]cpu",
        arg3_1: "f32[16][1]cpu",
        arg4_1: "f32[16, 16][16, 1]cpu",
        arg5_1: "f32[2, 16][16, 1]cpu",
        arg6_1: "f32[2, 16][16, 1]cpu",
        arg7_1: "f32[16, 16][1, 16]cpu",
        arg8_1: "f32[16][1]cpu",
        arg9_1: "f32[16, 16][16, 1]cpu",
        arg10_1: "f32[2, 16][16, 1]cpu",
        arg11_1: "f32[2, 16][16, 1]cpu",
        arg12_1: "f32[16][1]cpu",
        arg13_1: "f32[16, 16][16, 1]cpu"
    ):
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        t: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(arg1_1)
        mm: "f32[2, 16][16, 1]cpu" = torch.ops.aten.mm.default(arg2_1, t)
        t_1: "f32[16, 2][0, 0]cpu" = torch.ops.aten.t.default(arg2_1)
        mm_1: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_1, arg0_1)
        t_2: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_1)
        sum_1: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(arg2_1, [0], True)
        view: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_1, [16])
        #> (no module): (generated code)
        new_empty_strided: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided, view)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        t_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_2)
        #> (no module): (generated code)
        new_empty_strided_1: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_3, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_1: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_1, t_3)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        threshold_backward: "f32[2, 16][16, 1]cpu" = torch.ops.aten.threshold_backward.default(mm, arg5_1, 0)
        t_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(arg7_1)
        mm_2: "f32[2, 16][16, 1]cpu" = torch.ops.aten.mm.default(threshold_backward, t_4)
        t_5: "f32[16, 2][1, 16]cpu" = torch.ops.aten.t.default(threshold_backward)
        mm_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_5, arg6_1)
        t_6: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_3)
        sum_2: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True)
        view_1: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_2, [16])
        #> (no module): (generated code)
        new_empty_strided_2: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view_1, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_2: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_2, view_1)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        t_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_6)
        #> (no module): (generated code)
        new_empty_strided_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_7, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_3, t_7)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        threshold_backward_1: "f32[2, 16][16, 1]cpu" = torch.ops.aten.threshold_backward.default(mm_2, arg10_1, 0)
        t_8: "f32[16, 2][1, 16]cpu" = torch.ops.aten.t.default(threshold_backward_1)
        mm_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(t_8, arg11_1)
        t_9: "f32[16, 16][1, 16]cpu" = torch.ops.aten.t.default(mm_4)
        sum_3: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True)
        view_2: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_3, [16])
        #> (no module): (generated code)
        new_empty_strided_4: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view_2, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_4: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_4, view_2)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        t_10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.t.default(t_9)
        #> (no module): (generated code)
        new_empty_strided_5: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_10, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_5: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_5, t_10)
        return (copy, copy_1, copy_2, copy_3, copy_4, copy_5)
