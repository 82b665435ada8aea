# fxgolden golden | case: fsdp/traceable_transformer[aot_eager] | artifact: g2.inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class _lambda_(torch.nn.Module):
    def forward(
        self,
        arg0_1: "Sym(s38)",
        arg1_1: "Sym(s67)",
        arg2_1: "f32[s38, s67, 8][0, 0, 0]cpu",
        arg3_1: "f32[16, 8][1, 16]cpu",
        arg4_1: "f32[32, 16][16, 1]cpu",
        arg5_1: "f32[16][1]cpu",
        arg6_1: "f32[2, 16, 16][256, 16, 1]cpu",
        arg7_1: "f32[16][1]cpu",
        arg8_1: "f32[2, 16, 1][16, 1, 1]cpu",
        arg9_1: "f32[2, 16, 1][16, 1, 1]cpu"
    ):
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        view: "f32[s38*s67, 8][0, 0]cpu" = torch.ops.aten.view.default(arg2_1, [32, 8])
        t: "f32[8, s38*s67][0, 0]cpu" = torch.ops.aten.t.default(view)
        mm: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mm.default(t, arg4_1)
        t_1: "f32[16, 8][1, 16]cpu" = torch.ops.aten.t.default(mm)
        t_2: "f32[8, 16][16, 1]cpu" = torch.ops.aten.t.default(arg3_1)
        mm_1: "f32[s38*s67, 16][16, 1]cpu" = torch.ops.aten.mm.default(view, t_2)
        t_3: "f32[8, 16][16, 1]cpu" = torch.ops.aten.t.default(t_1)
        view_1: "f32[2, ((s38*s67)//2), 16][16*(((s38*s67)//2)), 16, 1]cpu" = torch.ops.aten.view.default(mm_1, [2, 16, 16])
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_1, arg6_1, [16], arg8_1, arg9_1, arg7_1, arg5_1, [True, True, True])
        getitem: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward[0]
        getitem_1: "f32[16][1]cpu" = native_layer_norm_backward[1]
        getitem_2: "f32[16][1]cpu" = native_layer_norm_backward[2]
        #> (no module): (generated code)
        new_empty_strided: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(getitem_1, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided, getitem_1)
        new_empty_strided_1: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(getitem_2, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_1: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_1, getitem_2)
        return (getitem, t_3, copy_1, copy)
