# fxgolden golden | case: fsdp/default_reshard[compiled_autograd] | artifact: g4.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 8][8, 1]cpu", arg1_1: "f32[4, 8][8, 1]cpu", arg2_1: "f32[8][1]cpu", arg3_1: "f32[8, 8][8, 1]cpu"):
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        t: "f32[8, 4][1, 8]cpu" = torch.ops.aten.t.default(arg1_1)
        mm: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(t, arg0_1)
        t_1: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(mm)
        sum_1: "f32[1, 8][8, 1]cpu" = torch.ops.aten.sum.dim_IntList(arg1_1, [0], True)
        view: "f32[8][1]cpu" = torch.ops.aten.view.default(sum_1, [8])
        #> (no module): (generated code)
        new_empty_strided: "f32[8][1]cpu" = torch.ops.aten.new_empty_strided.default(view, [8], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy: "f32[8][1]cpu" = torch.ops.aten.copy.default(new_empty_strided, view)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        t_2: "f32[8, 8][8, 1]cpu" = torch.ops.aten.t.default(t_1)
        #> (no module): (generated code)
        new_empty_strided_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.new_empty_strided.default(t_2, [8, 8], [8, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_1, t_2)
        return (copy, copy_1)
