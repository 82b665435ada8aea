# fxgolden golden | case: fsdp/traceable_mlp[inductor] | artifact: g1.dynamo | normalizer: 6 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_getitem_1_: "f32[2, 16][16, 1]cpu", L_getitem_2_: "f32[16, 16][1, 16]cpu", L_stack0_: "f32[2, 16][0, 0]cpu", L_getitem_13_: "f32[16][1]cpu", L_getitem_3_: "f32[16, 16][16, 1]cpu", L_getitem_4_: "f32[2, 16][16, 1]cpu", L_getitem_5_: "f32[2, 16][16, 1]cpu", L_getitem_6_: "f32[16, 16][1, 16]cpu", L_getitem_12_: "f32[16][1]cpu", L_getitem_7_: "f32[16, 16][16, 1]cpu", L_getitem_8_: "f32[2, 16][16, 1]cpu", L_getitem_9_: "f32[2, 16][16, 1]cpu", L_getitem_11_: "f32[16][1]cpu", L_getitem_10_: "f32[16, 16][16, 1]cpu"):
        l_getitem_1_ = L_getitem_1_
        l_getitem_2_ = L_getitem_2_
        l_stack0_ = L_stack0_
        l_getitem_13_ = L_getitem_13_
        l_getitem_3_ = L_getitem_3_
        l_getitem_4_ = L_getitem_4_
        l_getitem_5_ = L_getitem_5_
        l_getitem_6_ = L_getitem_6_
        l_getitem_12_ = L_getitem_12_
        l_getitem_7_ = L_getitem_7_
        l_getitem_8_ = L_getitem_8_
        l_getitem_9_ = L_getitem_9_
        l_getitem_11_ = L_getitem_11_
        l_getitem_10_ = L_getitem_10_
        addmm_backward0 = torch__dynamo_compiled_autograd_ops_AddmmBackward0([l_stack0_], [True, True, True], 1, 1, l_getitem_1_, 0, [2, 16], [16, 1], l_getitem_2_, 0, [16, 16], [1, 16]);  l_stack0_ = l_getitem_1_ = l_getitem_2_ = None
        getitem: "f32[2, 16][0, 0]cpu" = addmm_backward0[0]
        getitem_1: "f32[2, 16][16, 1]cpu" = addmm_backward0[1]
        getitem_2: "f32[16, 16][1, 16]cpu" = addmm_backward0[2];  addmm_backward0 = None
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem, getitem_1, getitem_2], [((None, None, device(type='cpu'), 6, 0, None), [16], False, 6), ((None, None, device(type='cpu'), 6, 0, None), [2, 16], False, 6), ((None, None, device(type='cpu'), 6, 0, None), [16, 16], False, 6)]);  getitem = getitem_1 = getitem_2 = None
        getitem_3: "f32[16][1]cpu" = validate_outputs[0]
        getitem_4: "f32[2, 16][16, 1]cpu" = validate_outputs[1]
        getitem_5: "f32[16, 16][1, 16]cpu" = validate_outputs[2];  validate_outputs = None
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_3], l_getitem_13_, None, False);  getitem_3 = l_getitem_13_ = None
        call_accumulate_grad: "f32[16][1]cpu" = accumulate_grad[0];  accumulate_grad = None
        tbackward0 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_5], [True]);  getitem_5 = None
        getitem_6: "f32[16, 16][16, 1]cpu" = tbackward0[0];  tbackward0 = None
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_6], [((None, None, device(type='cpu'), 6, 0, None), [16, 16], False, 6)]);  getitem_6 = None
        getitem_7: "f32[16, 16][16, 1]cpu" = validate_outputs_1[0];  validate_outputs_1 = None
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_7], l_getitem_3_, None, False);  getitem_7 = l_getitem_3_ = None
        call_accumulate_grad_1: "f32[16, 16][16, 1]cpu" = accumulate_grad_1[0];  accumulate_grad_1 = None
        relu_backward0 = torch__dynamo_compiled_autograd_ops_ReluBackward0([getitem_4], [True], l_getitem_4_);  getitem_4 = l_getitem_4_ = None
        getitem_8: "f32[2, 16][16, 1]cpu" = relu_backward0[0];  relu_backward0 = None
        validate_outputs_2 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_8], [((None, None, device(type='cpu'), 6, 0, None), [2, 16], False, 6)]);  getitem_8 = None
        getitem_9: "f32[2, 16][16, 1]cpu" = validate_outputs_2[0];  validate_outputs_2 = None
        addmm_backward0_1 = torch__dynamo_compiled_autograd_ops_AddmmBackward0([getitem_9], [True, True, True], 1, 1, l_getitem_5_, 0, [2, 16], [16, 1], l_getitem_6_, 0, [16, 16], [1, 16]);  getitem_9 = l_getitem_5_ = l_getitem_6_ = None
        getitem_10: "f32[2, 16][16, 1]cpu" = addmm_backward0_1[0]
        getitem_11: "f32[2, 16][16, 1]cpu" = addmm_backward0_1[1]
        getitem_12: "f32[16, 16][1, 16]cpu" = addmm_backward0_1[2];  addmm_backward0_1 = None
        validate_outputs_3 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_10, getitem_11, getitem_12], [((None, None, device(type='cpu'), 6, 0, None), [16], False, 6), ((None, None, device(type='cpu'), 6, 0, None), [2, 16], False, 6), ((None, None, device(type='cpu'), 6, 0, None), [16, 16], False, 6)]);  getitem_10 = getitem_11 = getitem_12 = None
        getitem_13: "f32[16][1]cpu" = validate_outputs_3[0]
        getitem_14: "f32[2, 16][16, 1]cpu" = validate_outputs_3[1]
        getitem_15: "f32[16, 16][1, 16]cpu" = validate_outputs_3[2];  validate_outputs_3 = None
        accumulate_grad_2 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_13], l_getitem_12_, None, False);  getitem_13 = l_getitem_12_ = None
        call_accumulate_grad_2: "f32[16][1]cpu" = accumulate_grad_2[0];  accumulate_grad_2 = None
        tbackward0_1 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_15], [True]);  getitem_15 = None
        getitem_16: "f32[16, 16][16, 1]cpu" = tbackward0_1[0];  tbackward0_1 = None
        validate_outputs_4 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_16], [((None, None, device(type='cpu'), 6, 0, None), [16, 16], False, 6)]);  getitem_16 = None
        getitem_17: "f32[16, 16][16, 1]cpu" = validate_outputs_4[0];  validate_outputs_4 = None
        accumulate_grad_3 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_17], l_getitem_7_, None, False);  getitem_17 = l_getitem_7_ = None
        call_accumulate_grad_3: "f32[16, 16][16, 1]cpu" = accumulate_grad_3[0];  accumulate_grad_3 = None
        relu_backward0_1 = torch__dynamo_compiled_autograd_ops_ReluBackward0([getitem_14], [True], l_getitem_8_);  getitem_14 = l_getitem_8_ = None
        getitem_18: "f32[2, 16][16, 1]cpu" = relu_backward0_1[0];  relu_backward0_1 = None
        validate_outputs_5 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_18], [((None, None, device(type='cpu'), 6, 0, None), [2, 16], False, 6)]);  getitem_18 = None
        getitem_19: "f32[2, 16][16, 1]cpu" = validate_outputs_5[0];  validate_outputs_5 = None
        addmm_backward0_2 = torch__dynamo_compiled_autograd_ops_AddmmBackward0([getitem_19], [True, False, True], 1, 1, l_getitem_9_, 0, [2, 16], [], None, 0, [16, 16], [1, 16]);  getitem_19 = l_getitem_9_ = None
        getitem_20: "f32[2, 16][16, 1]cpu" = addmm_backward0_2[0]
        getitem_21: "f32[16, 16][1, 16]cpu" = addmm_backward0_2[2];  addmm_backward0_2 = None
        validate_outputs_6 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_20, None, getitem_21], [((None, None, device(type='cpu'), 6, 0, None), [16], False, 6), None, ((None, None, device(type='cpu'), 6, 0, None), [16, 16], False, 6)]);  getitem_20 = getitem_21 = None
        getitem_22: "f32[16][1]cpu" = validate_outputs_6[0]
        getitem_23: "f32[16, 16][1, 16]cpu" = validate_outputs_6[2];  validate_outputs_6 = None
        accumulate_grad_4 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_22], l_getitem_11_, None, False);  getitem_22 = l_getitem_11_ = None
        call_accumulate_grad_4: "f32[16][1]cpu" = accumulate_grad_4[0];  accumulate_grad_4 = None
        tbackward0_2 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_23], [True]);  getitem_23 = None
        getitem_24: "f32[16, 16][16, 1]cpu" = tbackward0_2[0];  tbackward0_2 = None
        validate_outputs_7 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_24], [((None, None, device(type='cpu'), 6, 0, None), [16, 16], False, 6)]);  getitem_24 = None
        getitem_25: "f32[16, 16][16, 1]cpu" = validate_outputs_7[0];  validate_outputs_7 = None
        accumulate_grad_5 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_25], l_getitem_10_, None, False);  getitem_25 = l_getitem_10_ = None
        call_accumulate_grad_5: "f32[16, 16][16, 1]cpu" = accumulate_grad_5[0];  accumulate_grad_5 = None
        return (call_accumulate_grad, call_accumulate_grad_1, call_accumulate_grad_2, call_accumulate_grad_3, call_accumulate_grad_4, call_accumulate_grad_5)
