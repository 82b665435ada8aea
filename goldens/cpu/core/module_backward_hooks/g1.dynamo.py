# fxgolden golden | case: core/module_backward_hooks | artifact: g1.dynamo | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_inputs_ : list,
        L_sizes_0_: "f32[0, 3][3, 1]cpu",
        L_sizes_1_: "f32[0, 2][2, 1]cpu",
        L_sizes_2_: "f32[0, 3][3, 1]cpu",
        L_sizes_3_: "f32[0, 2][2, 1]cpu",
        L_sizes_4_: "f32[0, 3][3, 1]cpu",
        L_sizes_5_: "f32[0, 2][2, 1]cpu",
        s57: "Sym(s57)",
        s40: "Sym(s40)",
        s62: "Sym(s62)",
        s70: "Sym(s70)",
        s35: "Sym(s35)",
        L_sizes_14_: "f32[0, 2][2, 1]cpu",
        L_sizes_15_: "f32[0, 3][3, 1]cpu",
        L_sizes_16_: "f32[0, 4][4, 1]cpu",
        L_sizes_17_: "f32[0, 4][4, 1]cpu",
        L_sizes_18_: "f32[0, 2][2, 1]cpu",
        L_sizes_19_: "f32[0, 2][2, 1]cpu",
        L_sizes_20_: "f32[0, 4][4, 1]cpu",
        L_sizes_21_: "f32[0, 3][3, 1]cpu",
        L_sizes_22_: "f32[0, 4][4, 1]cpu",
        L_sizes_23_: "f32[0, 3][3, 1]cpu",
        L_sizes_24_: "f32[0, 4][4, 1]cpu",
        L_sizes_25_: "f32[0, 3][3, 1]cpu",
        L_sizes_26_: "f32[0, 4][4, 1]cpu",
        s87: "Sym(s87)",
        s7: "Sym(s7)",
        s33: "Sym(s33)",
        s16: "Sym(s16)",
        s25: "Sym(s25)",
        L_sizes_35_: "f32[0, 4][4, 1]cpu",
        L_sizes_36_: "f32[0, 3][3, 1]cpu",
        L_sizes_37_: "f32[0, 4][4, 1]cpu",
        L_sizes_38_: "f32[0, 4][4, 1]cpu",
        L_sizes_39_: "f32[0, 4][4, 1]cpu",
        L_sizes_40_: "f32[0, 4][4, 1]cpu",
        L_sizes_41_: "f32[0, 4][4, 1]cpu",
        L_sizes_42_: "f32[0, 3][3, 1]cpu",
        L_sizes_43_: "f32[0, 4][4, 1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): (generated code)
        getitem: "f32[][]cpu" = l_inputs_[0]
        getitem_1: "f32[3, 4][4, 1]cpu" = l_inputs_[1]
        getitem_2: "f32[4, 2][1, 4]cpu" = l_inputs_[2]
        getitem_3: "f32[2, 4][4, 1]cpu" = l_inputs_[3]
        getitem_4: "f32[3, 4][4, 1]cpu" = l_inputs_[4]
        getitem_5: "f32[3, 4][4, 1]cpu" = l_inputs_[5]
        getitem_6: "f32[4, 4][1, 4]cpu" = l_inputs_[6]
        getitem_7: "f32[4, 4][4, 1]cpu" = l_inputs_[7]
        getitem_8: "f32[3, 4][4, 1]cpu" = l_inputs_[8]
        getitem_9: "f32[4][1]cpu" = l_inputs_[9]
        getitem_10: "f32[2][1]cpu" = l_inputs_[10]
        size: "Sym(3)" = l_sizes_0_.size(1)
        size_1: "Sym(2)" = l_sizes_1_.size(1)
        size_2: "Sym(3)" = l_sizes_2_.size(1)
        size_3: "Sym(2)" = l_sizes_3_.size(1)
        size_4: "Sym(3)" = l_sizes_4_.size(1)
        size_5: "Sym(2)" = l_sizes_5_.size(1)
        size_6: "Sym(2)" = l_sizes_14_.size(1)
        size_7: "Sym(3)" = l_sizes_15_.size(1)
        size_8: "Sym(4)" = l_sizes_16_.size(1)
        size_9: "Sym(4)" = l_sizes_17_.size(1)
        size_10: "Sym(2)" = l_sizes_18_.size(1)
        size_11: "Sym(2)" = l_sizes_19_.size(1)
        size_12: "Sym(4)" = l_sizes_20_.size(1)
        size_13: "Sym(3)" = l_sizes_21_.size(1)
        size_14: "Sym(4)" = l_sizes_22_.size(1)
        size_15: "Sym(3)" = l_sizes_23_.size(1)
        size_16: "Sym(4)" = l_sizes_24_.size(1)
        size_17: "Sym(3)" = l_sizes_25_.size(1)
        size_18: "Sym(4)" = l_sizes_26_.size(1)
        size_19: "Sym(4)" = l_sizes_35_.size(1)
        size_20: "Sym(3)" = l_sizes_36_.size(1)
        size_21: "Sym(4)" = l_sizes_37_.size(1)
        size_22: "Sym(4)" = l_sizes_38_.size(1)
        size_23: "Sym(4)" = l_sizes_39_.size(1)
        size_24: "Sym(4)" = l_sizes_40_.size(1)
        size_25: "Sym(4)" = l_sizes_41_.size(1)
        size_26: "Sym(3)" = l_sizes_42_.size(1)
        size_27: "Sym(4)" = l_sizes_43_.size(1)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False, 6)])
        getitem_11: "f32[][]cpu" = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_11], [True], [size, size_1])
        getitem_12: "f32[3, 2][0, 0]cpu" = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_12], [((None, None, device(type='cpu'), 6, 0, None), [size_2, size_3], False, 6)])
        getitem_13: "f32[3, 2][0, 0]cpu" = validate_outputs_1[0]
        validate_outputs_2 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_13], [((None, None, device(type='cpu'), 6, 0, None), [size_4, size_5], False, 6)])
        addmm_backward0 = torch__dynamo_compiled_autograd_ops_AddmmBackward0([getitem_13], [True, True, True], 1, 1, getitem_1, 0, [s57, s40], [s62, 1], getitem_2, 0, [s70, s35], [1, s70])
        getitem_14: "f32[3, 2][0, 0]cpu" = addmm_backward0[0]
        getitem_15: "f32[3, 4][4, 1]cpu" = addmm_backward0[1]
        getitem_16: "f32[4, 2][1, 4]cpu" = addmm_backward0[2]
        validate_outputs_3 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_14, getitem_15, getitem_16],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [size_6], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [size_7, size_8], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [size_9, size_10], False, 6)
            ]
        )
        getitem_17: "f32[2][1]cpu" = validate_outputs_3[0]
        getitem_18: "f32[3, 4][4, 1]cpu" = validate_outputs_3[1]
        getitem_19: "f32[4, 2][1, 4]cpu" = validate_outputs_3[2]
        #> (no module): (generated code)
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_17], getitem_10, None, False)
        call_accumulate_grad: "f32[2][1]cpu" = accumulate_grad[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        tbackward0 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_19], [True])
        getitem_20: "f32[2, 4][4, 1]cpu" = tbackward0[0]
        validate_outputs_4 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_20], [((None, None, device(type='cpu'), 6, 0, None), [size_11, size_12], False, 6)])
        getitem_21: "f32[2, 4][4, 1]cpu" = validate_outputs_4[0]
        #> (no module): (generated code)
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_21], getitem_3, None, False)
        call_accumulate_grad_1: "f32[2, 4][4, 1]cpu" = accumulate_grad_1[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs_5 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_18], [((None, None, device(type='cpu'), 6, 0, None), [size_13, size_14], False, 6)])
        getitem_22: "f32[3, 4][4, 1]cpu" = validate_outputs_5[0]
        relu_backward0 = torch__dynamo_compiled_autograd_ops_ReluBackward0([getitem_22], [True], getitem_4)
        getitem_23: "f32[3, 4][4, 1]cpu" = relu_backward0[0]
        validate_outputs_6 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_23], [((None, None, device(type='cpu'), 6, 0, None), [size_15, size_16], False, 6)])
        getitem_24: "f32[3, 4][4, 1]cpu" = validate_outputs_6[0]
        validate_outputs_7 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_24], [((None, None, device(type='cpu'), 6, 0, None), [size_17, size_18], False, 6)])
        addmm_backward0_1 = torch__dynamo_compiled_autograd_ops_AddmmBackward0([getitem_24], [True, True, True], 1, 1, getitem_5, 0, [s87, s7], [s33, 1], getitem_6, 0, [s25, s16], [1, s25])
        getitem_25: "f32[3, 4][4, 1]cpu" = addmm_backward0_1[0]
        getitem_26: "f32[3, 4][4, 1]cpu" = addmm_backward0_1[1]
        getitem_27: "f32[4, 4][1, 4]cpu" = addmm_backward0_1[2]
        validate_outputs_8 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_25, getitem_26, getitem_27],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [size_19], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [size_20, size_21], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [size_22, size_23], False, 6)
            ]
        )
        getitem_28: "f32[4][1]cpu" = validate_outputs_8[0]
        getitem_29: "f32[3, 4][4, 1]cpu" = validate_outputs_8[1]
        getitem_30: "f32[4, 4][1, 4]cpu" = validate_outputs_8[2]
        #> (no module): (generated code)
        accumulate_grad_2 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_28], getitem_9, None, False)
        call_accumulate_grad_2: "f32[4][1]cpu" = accumulate_grad_2[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        tbackward0_1 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_30], [True])
        getitem_31: "f32[4, 4][4, 1]cpu" = tbackward0_1[0]
        validate_outputs_9 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_31], [((None, None, device(type='cpu'), 6, 0, None), [size_24, size_25], False, 6)])
        getitem_32: "f32[4, 4][4, 1]cpu" = validate_outputs_9[0]
        #> (no module): (generated code)
        accumulate_grad_3 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_32], getitem_7, None, False)
        call_accumulate_grad_3: "f32[4, 4][4, 1]cpu" = accumulate_grad_3[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs_10 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_29], [((None, None, device(type='cpu'), 6, 0, None), [size_26, size_27], False, 6)])
        getitem_33: "f32[3, 4][4, 1]cpu" = validate_outputs_10[0]
        #> (no module): (generated code)
        accumulate_grad_4 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_33], getitem_8, None, False)
        call_accumulate_grad_4: "f32[3, 4][4, 1]cpu" = accumulate_grad_4[0]
        return (call_accumulate_grad_1, call_accumulate_grad_3, call_accumulate_grad_4, call_accumulate_grad_2, call_accumulate_grad)
