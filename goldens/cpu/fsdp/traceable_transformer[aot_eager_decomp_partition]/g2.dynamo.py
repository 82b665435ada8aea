# fxgolden golden | case: fsdp/traceable_transformer[aot_eager_decomp_partition] | artifact: g2.dynamo | normalizer: 6 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, s38: "Sym(s38)", s67: "Sym(s67)", L_stack0_: "f32[s38, s67, 8][0, 0, 0]cpu", L_getitem_1_: "f32[16, 8][1, 16]cpu", L_getitem_2_: "f32[32, 16][16, 1]cpu", L_getitem_3_: "f32[16][1]cpu", L_getitem_4_: "f32[2, 16, 16][256, 16, 1]cpu", L_getitem_5_: "f32[16][1]cpu", L_getitem_6_: "f32[2, 16, 1][16, 1, 1]cpu", L_getitem_7_: "f32[2, 16, 1][16, 1, 1]cpu"):
        l_stack0_ = L_stack0_
        l_getitem_1_ = L_getitem_1_
        l_getitem_2_ = L_getitem_2_
        l_getitem_3_ = L_getitem_3_
        l_getitem_4_ = L_getitem_4_
        l_getitem_5_ = L_getitem_5_
        l_getitem_6_ = L_getitem_6_
        l_getitem_7_ = L_getitem_7_
        unsafe_view_backward0 = torch__dynamo_compiled_autograd_ops_UnsafeViewBackward0([l_stack0_], [True], [32, 8]);  l_stack0_ = None
        getitem: "f32[s38*s67, 8][0, 0]cpu" = unsafe_view_backward0[0];  unsafe_view_backward0 = None
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [32, 8], False, 6)]);  getitem = None
        getitem_1: "f32[s38*s67, 8][0, 0]cpu" = validate_outputs[0];  validate_outputs = None
        mm_backward0 = torch__dynamo_compiled_autograd_ops_MmBackward0([getitem_1], [True, True], l_getitem_1_, 0, [16, 8], [1, 16], l_getitem_2_, 0, [32, 16], [16, 1]);  getitem_1 = l_getitem_1_ = l_getitem_2_ = None
        getitem_2: "f32[s38*s67, 16][16, 1]cpu" = mm_backward0[0]
        getitem_3: "f32[16, 8][1, 16]cpu" = mm_backward0[1];  mm_backward0 = None
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_2, getitem_3], [((None, None, device(type='cpu'), 6, 0, None), [32, 16], False, 6), ((None, None, device(type='cpu'), 6, 0, None), [16, 8], False, 6)]);  getitem_2 = getitem_3 = None
        getitem_4: "f32[s38*s67, 16][16, 1]cpu" = validate_outputs_1[0]
        getitem_5: "f32[16, 8][1, 16]cpu" = validate_outputs_1[1];  validate_outputs_1 = None
        tbackward0 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_5], [True]);  getitem_5 = None
        getitem_6: "f32[8, 16][16, 1]cpu" = tbackward0[0];  tbackward0 = None
        validate_outputs_2 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_6], [((None, None, device(type='cpu'), 6, 0, None), [8, 16], False, 6)]);  getitem_6 = None
        getitem_7: "f32[8, 16][16, 1]cpu" = validate_outputs_2[0];  validate_outputs_2 = None
        view_backward0 = torch__dynamo_compiled_autograd_ops_ViewBackward0([getitem_4], [True], [2, 16, 16]);  getitem_4 = None
        getitem_8: "f32[2, ((s38*s67)//2), 16][16*(((s38*s67)//2)), 16, 1]cpu" = view_backward0[0];  view_backward0 = None
        validate_outputs_3 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_8], [((None, None, device(type='cpu'), 6, 0, None), [2, 16, 16], False, 6)]);  getitem_8 = None
        getitem_9: "f32[2, ((s38*s67)//2), 16][16*(((s38*s67)//2)), 16, 1]cpu" = validate_outputs_3[0];  validate_outputs_3 = None
        native_layer_norm_backward0 = torch__dynamo_compiled_autograd_ops_NativeLayerNormBackward0([getitem_9], [True, True, True], l_getitem_3_, l_getitem_4_, [16], l_getitem_5_, l_getitem_6_, l_getitem_7_);  getitem_9 = l_getitem_4_ = l_getitem_6_ = l_getitem_7_ = None
        getitem_10: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward0[0]
        getitem_11: "f32[16][1]cpu" = native_layer_norm_backward0[1]
        getitem_12: "f32[16][1]cpu" = native_layer_norm_backward0[2];  native_layer_norm_backward0 = None
        validate_outputs_4 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_10, getitem_11, getitem_12], [((None, None, device(type='cpu'), 6, 0, None), [2, 16, 16], False, 6), ((None, None, device(type='cpu'), 6, 0, None), [16], False, 6), ((None, None, device(type='cpu'), 6, 0, None), [16], False, 6)]);  getitem_10 = getitem_11 = getitem_12 = None
        getitem_13: "f32[2, 16, 16][256, 16, 1]cpu" = validate_outputs_4[0]
        getitem_14: "f32[16][1]cpu" = validate_outputs_4[1]
        getitem_15: "f32[16][1]cpu" = validate_outputs_4[2];  validate_outputs_4 = None
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_14], l_getitem_5_, None, False);  getitem_14 = l_getitem_5_ = None
        call_accumulate_grad: "f32[16][1]cpu" = accumulate_grad[0];  accumulate_grad = None
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_15], l_getitem_3_, None, False);  getitem_15 = l_getitem_3_ = None
        call_accumulate_grad_1: "f32[16][1]cpu" = accumulate_grad_1[0];  accumulate_grad_1 = None
        return (getitem_13, getitem_7, call_accumulate_grad_1, call_accumulate_grad)
