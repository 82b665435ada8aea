# fxgolden golden | case: fsdp/traceable_transformer[aot_eager] | artifact: g6.dynamo | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_stack0_1_: "f32[2, 16, 16][256, 16, 1]cpu",
        L_getitem_64_: "i64[16][1]cpu",
        L_getitem_65_: "f32[16, 16][16, 1]cpu",
        L_getitem_66_: "i64[2, 16][16, 1]cpu",
        L_getitem_236_: "f32[8, 16][16, 1]cpu",
        L_getitem_67_: "f32[8, 16][16, 1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([l_stack0_1_], [((None, None, device(type='cpu'), 6, 0, None), [2, 16, 16], False, 6)])
        getitem: "f32[2, 16, 16][256, 16, 1]cpu" = validate_outputs[0]
        add_backward0 = torch__dynamo_compiled_autograd_ops_AddBackward0([getitem], [True, True], 1, 6, 6)
        getitem_1: "f32[2, 16, 16][256, 16, 1]cpu" = add_backward0[0]
        getitem_2: "f32[2, 16, 16][256, 16, 1]cpu" = add_backward0[1]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_1, getitem_2],
            [((None, None, device(type='cpu'), 6, 0, None), [2, 16, 16], False, 6), ((None, None, device(type='cpu'), 6, 0, None), [16, 16], False, 6)]
        )
        getitem_3: "f32[2, 16, 16][256, 16, 1]cpu" = validate_outputs_1[0]
        getitem_4: "f32[16, 16][16, 1]cpu" = validate_outputs_1[1]
        embedding_backward0 = torch__dynamo_compiled_autograd_ops_EmbeddingBackward0([getitem_4], [True], l_getitem_64_, -1, False, False, 16)
        getitem_5: "f32[16, 16][16, 1]cpu" = embedding_backward0[0]
        validate_outputs_2 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_5], [((None, None, device(type='cpu'), 6, 0, None), [16, 16], False, 6)])
        getitem_6: "f32[16, 16][16, 1]cpu" = validate_outputs_2[0]
        #> (no module): (generated code)
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_6], l_getitem_65_, None, False)
        call_accumulate_grad: "f32[16, 16][16, 1]cpu" = accumulate_grad[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        embedding_backward0_1 = torch__dynamo_compiled_autograd_ops_EmbeddingBackward0([getitem_3], [True], l_getitem_66_, -1, False, False, 8)
        getitem_7: "f32[8, 16][16, 1]cpu" = embedding_backward0_1[0]
        validate_outputs_3 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_7], [((None, None, device(type='cpu'), 6, 0, None), [8, 16], False, 6)])
        getitem_8: "f32[8, 16][16, 1]cpu" = validate_outputs_3[0]
        add: "f32[8, 16][16, 1]cpu" = torch.add(l_getitem_236_, getitem_8)
        #> (no module): (generated code)
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([add], l_getitem_67_, None, False)
        call_accumulate_grad_1: "f32[8, 16][16, 1]cpu" = accumulate_grad_1[0]
        return (call_accumulate_grad, call_accumulate_grad_1)
