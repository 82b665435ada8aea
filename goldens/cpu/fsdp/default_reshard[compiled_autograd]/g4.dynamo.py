# fxgolden golden | case: fsdp/default_reshard[compiled_autograd] | artifact: g4.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(self, L_getitem_5_: "f32[4, 8][8, 1]cpu", L_stack0_: "f32[4, 8][8, 1]cpu", L_getitem_7_: "f32[8][1]cpu", L_getitem_6_: "f32[8, 8][8, 1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        addmm_backward0 = torch__dynamo_compiled_autograd_ops_AddmmBackward0([l_stack0_], [True, False, True], 1, 1, l_getitem_5_, 0, [4, 8], [], None, 0, [8, 8], [1, 8])
        getitem: "f32[4, 8][8, 1]cpu" = addmm_backward0[0]
        getitem_1: "f32[8, 8][1, 8]cpu" = addmm_backward0[2]
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem, None, getitem_1],
            [((None, None, device(type='cpu'), 6, 0, None), [8], False, 6), None, ((None, None, device(type='cpu'), 6, 0, None), [8, 8], False, 6)]
        )
        getitem_2: "f32[8][1]cpu" = validate_outputs[0]
        getitem_3: "f32[8, 8][1, 8]cpu" = validate_outputs[2]
        #> (no module): (generated code)
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_2], l_getitem_7_, None, False)
        call_accumulate_grad: "f32[8][1]cpu" = accumulate_grad[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        tbackward0 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_3], [True])
        getitem_4: "f32[8, 8][8, 1]cpu" = tbackward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_4], [((None, None, device(type='cpu'), 6, 0, None), [8, 8], False, 6)])
        getitem_5: "f32[8, 8][8, 1]cpu" = validate_outputs_1[0]
        #> (no module): (generated code)
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_5], l_getitem_6_, None, False)
        call_accumulate_grad_1: "f32[8, 8][8, 1]cpu" = accumulate_grad_1[0]
        return (call_accumulate_grad, call_accumulate_grad_1)
