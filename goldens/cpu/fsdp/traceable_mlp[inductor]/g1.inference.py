# fxgolden golden | case: fsdp/traceable_mlp[inductor] | artifact: g1.inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
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
        sum_1: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(arg2_1, [0], True)
        view: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_1, [16])
        #> (no module): (generated code)
        new_empty_strided: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        new_empty_strided_1: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(mm_1, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        le: "b8[2, 16][16, 1]cpu" = torch.ops.aten.le.Scalar(arg5_1, 0)
        full_default: "f32[][]cpu" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "f32[2, 16][16, 1]cpu" = torch.ops.aten.where.self(le, full_default, mm)
        permute_2: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(arg7_1, [1, 0])
        mm_2: "f32[2, 16][16, 1]cpu" = torch.ops.aten.mm.default(where, permute_2)
        permute_3: "f32[16, 2][1, 16]cpu" = torch.ops.aten.permute.default(where, [1, 0])
        mm_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_3, arg6_1)
        sum_2: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(where, [0], True)
        view_1: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_2, [16])
        #> (no module): (generated code)
        new_empty_strided_2: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view_1, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        new_empty_strided_3: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(mm_3, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        le_1: "b8[2, 16][16, 1]cpu" = torch.ops.aten.le.Scalar(arg10_1, 0)
        full_default_1: "f32[][]cpu" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_1: "f32[2, 16][16, 1]cpu" = torch.ops.aten.where.self(le_1, full_default_1, mm_2)
        permute_4: "f32[16, 2][1, 16]cpu" = torch.ops.aten.permute.default(where_1, [1, 0])
        mm_4: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute_4, arg11_1)
        sum_3: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(where_1, [0], True)
        view_2: "f32[16][1]cpu" = torch.ops.aten.view.default(sum_3, [16])
        #> (no module): (generated code)
        new_empty_strided_4: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(view_2, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        new_empty_strided_5: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(mm_4, [16, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        return (view, mm_1, view_1, mm_3, view_2, mm_4)
