# fxgolden golden | case: fsdp/traceable_transformer[inductor] | artifact: g6.inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class _lambda_(torch.nn.Module):
    def forward(
        self,
        arg0_1: "f32[2, 16, 16][256, 16, 1]cpu",
        arg1_1: "i64[16][1]cpu",
        arg2_1: "f32[16, 16][16, 1]cpu",
        arg3_1: "i64[2, 16][16, 1]cpu",
        arg4_1: "f32[8, 16][16, 1]cpu",
        arg5_1: "f32[8, 16][16, 1]cpu"
    ):
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        sum_1: "f32[1, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sum.dim_IntList(arg0_1, [0], True)
        view: "f32[16, 16][16, 1]cpu" = torch.ops.aten.view.default(sum_1, [16, 16])
        ge: "b8[16][1]cpu" = torch.ops.aten.ge.Scalar(arg1_1, 0)
        lt: "b8[16][1]cpu" = torch.ops.aten.lt.Scalar(arg1_1, 16)
        bitwise_and: "b8[16][1]cpu" = torch.ops.aten.bitwise_and.Tensor(ge, lt)
        ne: "b8[16][1]cpu" = torch.ops.aten.ne.Scalar(arg1_1, -1)
        bitwise_and_1: "b8[16][1]cpu" = torch.ops.aten.bitwise_and.Tensor(bitwise_and, ne)
        unsqueeze: "b8[16, 1][1, 1]cpu" = torch.ops.aten.unsqueeze.default(bitwise_and_1, -1)
        full_default: "f32[16, 16][16, 1]cpu" = torch.ops.aten.full.default([16, 16], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _unsafe_masked_index_put_accumulate: "f32[16, 16][16, 1]cpu" = torch.ops.aten._unsafe_masked_index_put_accumulate.default(full_default, unsqueeze, [arg1_1], view)
        #> (no module): (generated code)
        new_empty_strided: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            _unsafe_masked_index_put_accumulate,
            [16, 16],
            [16, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        ge_1: "b8[2, 16][16, 1]cpu" = torch.ops.aten.ge.Scalar(arg3_1, 0)
        lt_1: "b8[2, 16][16, 1]cpu" = torch.ops.aten.lt.Scalar(arg3_1, 8)
        bitwise_and_2: "b8[2, 16][16, 1]cpu" = torch.ops.aten.bitwise_and.Tensor(ge_1, lt_1)
        ne_1: "b8[2, 16][16, 1]cpu" = torch.ops.aten.ne.Scalar(arg3_1, -1)
        bitwise_and_3: "b8[2, 16][16, 1]cpu" = torch.ops.aten.bitwise_and.Tensor(bitwise_and_2, ne_1)
        unsqueeze_1: "b8[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.unsqueeze.default(bitwise_and_3, -1)
        full_default_1: "f32[8, 16][16, 1]cpu" = torch.ops.aten.full.default([8, 16], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        _unsafe_masked_index_put_accumulate_1: "f32[8, 16][16, 1]cpu" = torch.ops.aten._unsafe_masked_index_put_accumulate.default(full_default_1, unsqueeze_1, [arg3_1], arg0_1)
        add: "f32[8, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg4_1, _unsafe_masked_index_put_accumulate_1)
        #> (no module): (generated code)
        new_empty_strided_1: "f32[8, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(add, [8, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        return (_unsafe_masked_index_put_accumulate, add)
