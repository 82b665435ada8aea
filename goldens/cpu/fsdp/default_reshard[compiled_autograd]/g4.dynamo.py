# fxgolden golden | case: fsdp/default_reshard[compiled_autograd] | artifact: g4.dynamo | normalizer: 6 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_getitem_5_: "f32[4, 8][8, 1]cpu", L_stack0_: "f32[4, 8][8, 1]cpu", L_getitem_7_: "f32[8][1]cpu", L_getitem_6_: "f32[8, 8][8, 1]cpu"):
        l_getitem_5_ = L_getitem_5_
        l_stack0_ = L_stack0_
        l_getitem_7_ = L_getitem_7_
        l_getitem_6_ = L_getitem_6_
        addmm_backward0 = torch__dynamo_compiled_autograd_ops_AddmmBackward0([l_stack0_], [True, False, True], 1, 1, l_getitem_5_, 0, [4, 8], [], None, 0, [8, 8], [1, 8]);  l_stack0_ = l_getitem_5_ = None
        getitem: "f32[4, 8][8, 1]cpu" = addmm_backward0[0]
        getitem_1: "f32[8, 8][1, 8]cpu" = addmm_backward0[2];  addmm_backward0 = None
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem, None, getitem_1], [((None, None, device(type='cpu'), 6, 0, None), [8], False, 6), None, ((None, None, device(type='cpu'), 6, 0, None), [8, 8], False, 6)]);  getitem = getitem_1 = None
        getitem_2: "f32[8][1]cpu" = validate_outputs[0]
        getitem_3: "f32[8, 8][1, 8]cpu" = validate_outputs[2];  validate_outputs = None
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_2], l_getitem_7_, None, False);  getitem_2 = l_getitem_7_ = None
        call_accumulate_grad: "f32[8][1]cpu" = accumulate_grad[0];  accumulate_grad = None
        tbackward0 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_3], [True]);  getitem_3 = None
        getitem_4: "f32[8, 8][8, 1]cpu" = tbackward0[0];  tbackward0 = None
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_4], [((None, None, device(type='cpu'), 6, 0, None), [8, 8], False, 6)]);  getitem_4 = None
        getitem_5: "f32[8, 8][8, 1]cpu" = validate_outputs_1[0];  validate_outputs_1 = None
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_5], l_getitem_6_, None, False);  getitem_5 = l_getitem_6_ = None
        call_accumulate_grad_1: "f32[8, 8][8, 1]cpu" = accumulate_grad_1[0];  accumulate_grad_1 = None
        return (call_accumulate_grad, call_accumulate_grad_1)
