# fxgolden golden | case: fsdp/traceable_transformer[aot_eager_decomp_partition] | artifact: g6.dynamo | normalizer: 6 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_stack0_1_: "f32[2, 16, 16][256, 16, 1]cpu", L_getitem_62_: "i64[16][1]cpu", L_getitem_63_: "f32[16, 16][16, 1]cpu", L_getitem_64_: "i64[2, 16][16, 1]cpu", L_getitem_236_: "f32[8, 16][16, 1]cpu", L_getitem_65_: "f32[8, 16][16, 1]cpu"):
        l_stack0_1_ = L_stack0_1_
        l_getitem_62_ = L_getitem_62_
        l_getitem_63_ = L_getitem_63_
        l_getitem_64_ = L_getitem_64_
        l_getitem_236_ = L_getitem_236_
        l_getitem_65_ = L_getitem_65_
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([l_stack0_1_], [((None, None, device(type='cpu'), 6, 0, None), [2, 16, 16], False, 6)]);  l_stack0_1_ = None
        getitem: "f32[2, 16, 16][256, 16, 1]cpu" = validate_outputs[0];  validate_outputs = None
        add_backward0 = torch__dynamo_compiled_autograd_ops_AddBackward0([getitem], [True, True], 1, 6, 6);  getitem = None
        getitem_1: "f32[2, 16, 16][256, 16, 1]cpu" = add_backward0[0]
        getitem_2: "f32[2, 16, 16][256, 16, 1]cpu" = add_backward0[1];  add_backward0 = None
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_1, getitem_2], [((None, None, device(type='cpu'), 6, 0, None), [2, 16, 16], False, 6), ((None, None, device(type='cpu'), 6, 0, None), [16, 16], False, 6)]);  getitem_1 = getitem_2 = None
        getitem_3: "f32[2, 16, 16][256, 16, 1]cpu" = validate_outputs_1[0]
        getitem_4: "f32[16, 16][16, 1]cpu" = validate_outputs_1[1];  validate_outputs_1 = None
        embedding_backward0 = torch__dynamo_compiled_autograd_ops_EmbeddingBackward0([getitem_4], [True], l_getitem_62_, -1, False, False, 16);  getitem_4 = l_getitem_62_ = None
        getitem_5: "f32[16, 16][16, 1]cpu" = embedding_backward0[0];  embedding_backward0 = None
        validate_outputs_2 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_5], [((None, None, device(type='cpu'), 6, 0, None), [16, 16], False, 6)]);  getitem_5 = None
        getitem_6: "f32[16, 16][16, 1]cpu" = validate_outputs_2[0];  validate_outputs_2 = None
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_6], l_getitem_63_, None, False);  getitem_6 = l_getitem_63_ = None
        call_accumulate_grad: "f32[16, 16][16, 1]cpu" = accumulate_grad[0];  accumulate_grad = None
        embedding_backward0_1 = torch__dynamo_compiled_autograd_ops_EmbeddingBackward0([getitem_3], [True], l_getitem_64_, -1, False, False, 8);  getitem_3 = l_getitem_64_ = None
        getitem_7: "f32[8, 16][16, 1]cpu" = embedding_backward0_1[0];  embedding_backward0_1 = None
        validate_outputs_3 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_7], [((None, None, device(type='cpu'), 6, 0, None), [8, 16], False, 6)]);  getitem_7 = None
        getitem_8: "f32[8, 16][16, 1]cpu" = validate_outputs_3[0];  validate_outputs_3 = None
        add: "f32[8, 16][16, 1]cpu" = torch.add(l_getitem_236_, getitem_8);  l_getitem_236_ = getitem_8 = None
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([add], l_getitem_65_, None, False);  add = l_getitem_65_ = None
        call_accumulate_grad_1: "f32[8, 16][16, 1]cpu" = accumulate_grad_1[0];  accumulate_grad_1 = None
        return (call_accumulate_grad, call_accumulate_grad_1)
