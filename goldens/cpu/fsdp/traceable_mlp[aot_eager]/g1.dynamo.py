# fxgolden golden | case: fsdp/traceable_mlp[aot_eager] | artifact: g1.dynamo | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_getitem_1_: "f32[2, 16][16, 1]cpu",
        L_getitem_2_: "f32[16, 16][1, 16]cpu",
        L_stack0_: "f32[2, 16][0, 0]cpu",
        L_getitem_13_: "f32[16][1]cpu",
        L_getitem_3_: "f32[16, 16][16, 1]cpu",
        L_getitem_4_: "f32[2, 16][16, 1]cpu",
        L_getitem_5_: "f32[2, 16][16, 1]cpu",
        L_getitem_6_: "f32[16, 16][1, 16]cpu",
        L_getitem_12_: "f32[16][1]cpu",
        L_getitem_7_: "f32[16, 16][16, 1]cpu",
        L_getitem_8_: "f32[2, 16][16, 1]cpu",
        L_getitem_9_: "f32[2, 16][16, 1]cpu",
        L_getitem_11_: "f32[16][1]cpu",
        L_getitem_10_: "f32[16, 16][16, 1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        addmm_backward0 = torch__dynamo_compiled_autograd_ops_AddmmBackward0([l_stack0_], [True, True, True], 1, 1, l_getitem_1_, 0, [2, 16], [16, 1], l_getitem_2_, 0, [16, 16], [1, 16])
        getitem: "f32[2, 16][0, 0]cpu" = addmm_backward0[0]
        getitem_1: "f32[2, 16][16, 1]cpu" = addmm_backward0[1]
        getitem_2: "f32[16, 16][1, 16]cpu" = addmm_backward0[2]
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem, getitem_1, getitem_2],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [16], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [2, 16], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [16, 16], False, 6)
            ]
        )
        getitem_3: "f32[16][1]cpu" = validate_outputs[0]
        getitem_4: "f32[2, 16][16, 1]cpu" = validate_outputs[1]
        getitem_5: "f32[16, 16][1, 16]cpu" = validate_outputs[2]
        #> (no module): (generated code)
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_3], l_getitem_13_, None, False)
        call_accumulate_grad: "f32[16][1]cpu" = accumulate_grad[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        tbackward0 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_5], [True])
        getitem_6: "f32[16, 16][16, 1]cpu" = tbackward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_6], [((None, None, device(type='cpu'), 6, 0, None), [16, 16], False, 6)])
        getitem_7: "f32[16, 16][16, 1]cpu" = validate_outputs_1[0]
        #> (no module): (generated code)
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_7], l_getitem_3_, None, False)
        call_accumulate_grad_1: "f32[16, 16][16, 1]cpu" = accumulate_grad_1[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        relu_backward0 = torch__dynamo_compiled_autograd_ops_ReluBackward0([getitem_4], [True], l_getitem_4_)
        getitem_8: "f32[2, 16][16, 1]cpu" = relu_backward0[0]
        validate_outputs_2 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_8], [((None, None, device(type='cpu'), 6, 0, None), [2, 16], False, 6)])
        getitem_9: "f32[2, 16][16, 1]cpu" = validate_outputs_2[0]
        addmm_backward0_1 = torch__dynamo_compiled_autograd_ops_AddmmBackward0([getitem_9], [True, True, True], 1, 1, l_getitem_5_, 0, [2, 16], [16, 1], l_getitem_6_, 0, [16, 16], [1, 16])
        getitem_10: "f32[2, 16][16, 1]cpu" = addmm_backward0_1[0]
        getitem_11: "f32[2, 16][16, 1]cpu" = addmm_backward0_1[1]
        getitem_12: "f32[16, 16][1, 16]cpu" = addmm_backward0_1[2]
        validate_outputs_3 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_10, getitem_11, getitem_12],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [16], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [2, 16], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [16, 16], False, 6)
            ]
        )
        getitem_13: "f32[16][1]cpu" = validate_outputs_3[0]
        getitem_14: "f32[2, 16][16, 1]cpu" = validate_outputs_3[1]
        getitem_15: "f32[16, 16][1, 16]cpu" = validate_outputs_3[2]
        #> (no module): (generated code)
        accumulate_grad_2 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_13], l_getitem_12_, None, False)
        call_accumulate_grad_2: "f32[16][1]cpu" = accumulate_grad_2[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        tbackward0_1 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_15], [True])
        getitem_16: "f32[16, 16][16, 1]cpu" = tbackward0_1[0]
        validate_outputs_4 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_16], [((None, None, device(type='cpu'), 6, 0, None), [16, 16], False, 6)])
        getitem_17: "f32[16, 16][16, 1]cpu" = validate_outputs_4[0]
        #> (no module): (generated code)
        accumulate_grad_3 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_17], l_getitem_7_, None, False)
        call_accumulate_grad_3: "f32[16, 16][16, 1]cpu" = accumulate_grad_3[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        relu_backward0_1 = torch__dynamo_compiled_autograd_ops_ReluBackward0([getitem_14], [True], l_getitem_8_)
        getitem_18: "f32[2, 16][16, 1]cpu" = relu_backward0_1[0]
        validate_outputs_5 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_18], [((None, None, device(type='cpu'), 6, 0, None), [2, 16], False, 6)])
        getitem_19: "f32[2, 16][16, 1]cpu" = validate_outputs_5[0]
        addmm_backward0_2 = torch__dynamo_compiled_autograd_ops_AddmmBackward0([getitem_19], [True, False, True], 1, 1, l_getitem_9_, 0, [2, 16], [], None, 0, [16, 16], [1, 16])
        getitem_20: "f32[2, 16][16, 1]cpu" = addmm_backward0_2[0]
        getitem_21: "f32[16, 16][1, 16]cpu" = addmm_backward0_2[2]
        validate_outputs_6 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_20, None, getitem_21],
            [((None, None, device(type='cpu'), 6, 0, None), [16], False, 6), None, ((None, None, device(type='cpu'), 6, 0, None), [16, 16], False, 6)]
        )
        getitem_22: "f32[16][1]cpu" = validate_outputs_6[0]
        getitem_23: "f32[16, 16][1, 16]cpu" = validate_outputs_6[2]
        #> (no module): (generated code)
        accumulate_grad_4 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_22], l_getitem_11_, None, False)
        call_accumulate_grad_4: "f32[16][1]cpu" = accumulate_grad_4[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        tbackward0_2 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_23], [True])
        getitem_24: "f32[16, 16][16, 1]cpu" = tbackward0_2[0]
        validate_outputs_7 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_24], [((None, None, device(type='cpu'), 6, 0, None), [16, 16], False, 6)])
        getitem_25: "f32[16, 16][16, 1]cpu" = validate_outputs_7[0]
        #> (no module): (generated code)
        accumulate_grad_5 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_25], l_getitem_10_, None, False)
        call_accumulate_grad_5: "f32[16, 16][16, 1]cpu" = accumulate_grad_5[0]
        return (call_accumulate_grad, call_accumulate_grad_1, call_accumulate_grad_2, call_accumulate_grad_3, call_accumulate_grad_4, call_accumulate_grad_5)
