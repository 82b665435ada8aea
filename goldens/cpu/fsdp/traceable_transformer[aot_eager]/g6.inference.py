# fxgolden golden | case: fsdp/traceable_transformer[aot_eager] | artifact: g6.inference | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
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
        embedding_dense_backward: "f32[16, 16][16, 1]cpu" = torch.ops.aten.embedding_dense_backward.default(view, arg1_1, 16, -1, False)
        #> (no module): (generated code)
        new_empty_strided: "f32[16, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(
            embedding_dense_backward,
            [16, 16],
            [16, 1],
            dtype = torch.float32,
            layout = torch.strided,
            device = device(type='cpu')
        )
        copy: "f32[16, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided, embedding_dense_backward)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        embedding_dense_backward_1: "f32[8, 16][16, 1]cpu" = torch.ops.aten.embedding_dense_backward.default(arg0_1, arg3_1, 8, -1, False)
        add: "f32[8, 16][16, 1]cpu" = torch.ops.aten.add.Tensor(arg4_1, embedding_dense_backward_1)
        #> (no module): (generated code)
        new_empty_strided_1: "f32[8, 16][16, 1]cpu" = torch.ops.aten.new_empty_strided.default(add, [8, 16], [16, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        copy_1: "f32[8, 16][16, 1]cpu" = torch.ops.aten.copy.default(new_empty_strided_1, add)
        return (copy, copy_1)
