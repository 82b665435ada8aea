# fxgolden golden | case: fsdp/traceable_mlp[aot_eager_decomp_partition] | artifact: g1.inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
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
        permute: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(arg1_1, [1, 0])
        mm: "f32[2, 16][16, 1]cpu" = torch.ops.aten.mm.default(arg2_1, permute)
        permute_1: "f32[16, 2][0, 0]cpu" = torch.ops.aten.permute.default(arg2_1, [1, 0])
        mm_1: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_1, arg0_1)
        permute_2: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(mm_1, [1, 0])
        sum_1: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(arg2_1, [0], True)
        view: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_1, [16])
        #> (no module): (generated code)
        new_empty_strided: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided, view)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        permute_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_2, [1, 0])
        #> (no module): (generated code)
        new_empty_strided_1: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            permute_3,
            [16, 16],
            [16, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_1: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_1, permute_3)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        le: "b8[2, 16][16, 1]cpu" = torch.ops.aten.le.Scalar(arg5_1, 0)
        scalar_tensor: "f32[][]cpu" = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        where: "f32[2, 16][16, 1]cpu" = torch.ops.aten.where.self(le, scalar_tensor, mm)
        permute_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(arg7_1, [1, 0])
        mm_2: "f32[2, 16][16, 1]cpu" = torch.ops.aten.mm.default(where, permute_4)
        permute_5: "f32[16, 2][1, 16]cpu" = torch.ops.aten.permute.default(where, [1, 0])
        mm_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_5, arg6_1)
        permute_6: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(mm_3, [1, 0])
        sum_2: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(where, [0], True)
        view_1: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_2, [16])
        #> (no module): (generated code)
        new_empty_strided_2: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view_1, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_2: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_2, view_1)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        permute_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_6, [1, 0])
        #> (no module): (generated code)
        new_empty_strided_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            permute_7,
            [16, 16],
            [16, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_3, permute_7)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        le_1: "b8[2, 16][16, 1]cpu" = torch.ops.aten.le.Scalar(arg10_1, 0)
        scalar_tensor_1: "f32[][]cpu" = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        where_1: "f32[2, 16][16, 1]cpu" = torch.ops.aten.where.self(le_1, scalar_tensor_1, mm_2)
        permute_8: "f32[16, 2][1, 16]cpu" = torch.ops.aten.permute.default(where_1, [1, 0])
        mm_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_8, arg11_1)
        permute_9: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(mm_4, [1, 0])
        sum_3: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(where_1, [0], True)
        view_2: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_3, [16])
        #> (no module): (generated code)
        new_empty_strided_4: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view_2, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_4: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_4, view_2)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        permute_10: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_9, [1, 0])
        #> (no module): (generated code)
        new_empty_strided_5: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            permute_10,
            [16, 16],
            [16, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy_5: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_5, permute_10)
        return (copy, copy_1, copy_2, copy_3, copy_4, copy_5)
