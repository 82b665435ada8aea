# fxgolden golden | case: fsdp/traceable_transformer[aot_eager_decomp_partition] | artifact: g2.inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
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
        permute: "f32[8, s38*s67][0, 0]cpu" = torch.ops.aten.permute.default(view, [1, 0])
        mm: "f32[8, 16][16, 1]cpu" = torch.ops.aten.mm.default(permute, arg4_1)
        permute_1: "f32[16, 8][1, 16]cpu" = torch.ops.aten.permute.default(mm, [1, 0])
        permute_2: "f32[8, 16][16, 1]cpu" = torch.ops.aten.permute.default(arg3_1, [1, 0])
        mm_1: "f32[s38*s67, 16][16, 1]cpu" = torch.ops.aten.mm.default(view, permute_2)
        permute_3: "f32[8, 16][16, 1]cpu" = torch.ops.aten.permute.default(permute_1, [1, 0])
        view_1: "f32[2, ((s38*s67)//2), 16][16*(((s38*s67)//2)), 16, 1]cpu" = torch.ops.aten.view.default(mm_1, [2, 16, 16])
        sub: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(arg6_1, arg8_1)
        mul: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(sub, arg9_1)
        mul_1: "f32[2, ((s38*s67)//2), 16][16*Max(1, ((s38*s67)//2)), 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_1, arg7_1)
        mul_2: "f32[2, ((s38*s67)//2), 16][16*Max(1, ((s38*s67)//2)), 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_1, 16)
        sum_1: "f32[2, ((s38*s67)//2), 1][Max(1, ((s38*s67)//2)), 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_1, [2], True)
        mul_3: "f32[2, ((s38*s67)//2), 16][16*Max(1, ((s38*s67)//2)), 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul_1, mul)
        sum_2: "f32[2, ((s38*s67)//2), 1][Max(1, ((s38*s67)//2)), 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(mul_3, [2], True)
        mul_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(mul, sum_2)
        sub_1: "f32[2, ((s38*s67)//2), 16][16*Max(1, ((s38*s67)//2)), 16, 1]cpu" = torch.ops.aten.sub.Tensor(mul_2, sum_1)
        sub_2: "f32[2, ((s38*s67)//2), 16][16*Max(1, ((s38*s67)//2)), 16, 1]cpu" = torch.ops.aten.sub.Tensor(sub_1, mul_4)
        div: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(arg9_1, 16)
        mul_5: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(div, sub_2)
        mul_6: "f32[2, ((s38*s67)//2), 16][16*Max(1, ((s38*s67)//2)), 16, 1]cpu" = torch.ops.aten.mul.Tensor(view_1, mul)
        sum_3: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(mul_6, [0, 1])
        sum_4: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(view_1, [0, 1])
        #> (no module): (generated code)
        new_empty_strided: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(sum_3, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided, sum_3)
        new_empty_strided_1: "f32[16][1]cpu" = torch.ops.aten.new_empty_strided.default(sum_4, [16], [1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_1: "f32[16][1]cpu" = torch.ops.aten.copy.default(new_empty_strided_1, sum_4)
        return (mul_5, permute_3, copy_1, copy)
