# fxgolden golden | case: fsdp/traceable_mlp[aot_eager] | artifact: g2.dynamo | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_inputs_ : list,
        L_sizes_0_: "f32[0, 2][2, 1]cpu",
        L_sizes_1_: "f32[0, 16][16, 1]cpu",
        L_sizes_2_: "f32[0, 2][2, 1]cpu",
        L_sizes_3_: "f32[0, 16][16, 1]cpu",
        s63: "Sym(s63)",
        s84: "Sym(s84)",
        s57: "Sym(s57)",
        s48: "Sym(s48)",
        s35: "Sym(s35)",
        L_sizes_12_: "f32[0, 16][16, 1]cpu",
        L_sizes_13_: "f32[0, 2][2, 1]cpu",
        L_sizes_14_: "f32[0, 16][16, 1]cpu",
        L_sizes_15_: "f32[0, 16][16, 1]cpu",
        L_sizes_16_: "f32[0, 16][16, 1]cpu",
        L_sizes_17_: "f32[0, 16][16, 1]cpu",
        L_sizes_18_: "f32[0, 16][16, 1]cpu",
        L_sizes_19_: "f32[0, 2][2, 1]cpu",
        L_sizes_20_: "f32[0, 16][16, 1]cpu",
        s20: "Sym(s20)",
        s4: "Sym(s4)",
        s74: "Sym(s74)",
        s38: "Sym(s38)",
        s7: "Sym(s7)",
        L_sizes_29_: "f32[0, 16][16, 1]cpu",
        L_sizes_30_: "f32[0, 2][2, 1]cpu",
        L_sizes_31_: "f32[0, 16][16, 1]cpu",
        L_sizes_32_: "f32[0, 16][16, 1]cpu",
        L_sizes_33_: "f32[0, 16][16, 1]cpu",
        L_sizes_34_: "f32[0, 16][16, 1]cpu",
        L_sizes_35_: "f32[0, 16][16, 1]cpu",
        L_sizes_36_: "f32[0, 2][2, 1]cpu",
        L_sizes_37_: "f32[0, 16][16, 1]cpu",
        s32: "Sym(s32)",
        s23: "Sym(s23)",
        s52: "Sym(s52)",
        s40: "Sym(s40)",
        L_sizes_44_: "f32[0, 16][16, 1]cpu",
        L_sizes_45_: "f32[0, 16][16, 1]cpu",
        L_sizes_46_: "f32[0, 16][16, 1]cpu",
        L_sizes_47_: "f32[0, 16][16, 1]cpu",
        L_sizes_48_: "f32[0, 16][16, 1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): (generated code)
        getitem: "f32[][]cpu" = l_inputs_[0]
        getitem_1: "f32[2, 16][16, 1]cpu" = l_inputs_[1]
        getitem_2: "f32[16, 16][1, 16]cpu" = l_inputs_[2]
        getitem_3: "f32[16, 16][16, 1]cpu" = l_inputs_[3]
        getitem_4: "f32[16, 16][16, 1]cpu" = l_inputs_[4]
        getitem_5: "f32[2, 16][16, 1]cpu" = l_inputs_[5]
        getitem_6: "f32[2, 16][16, 1]cpu" = l_inputs_[6]
        getitem_7: "f32[16, 16][1, 16]cpu" = l_inputs_[7]
        getitem_8: "f32[16, 16][16, 1]cpu" = l_inputs_[8]
        getitem_9: "f32[16, 16][16, 1]cpu" = l_inputs_[9]
        getitem_10: "f32[2, 16][16, 1]cpu" = l_inputs_[10]
        getitem_11: "f32[2, 16][16, 1]cpu" = l_inputs_[11]
        getitem_12: "f32[16, 16][16, 1]cpu" = l_inputs_[12]
        getitem_13: "f32[16, 16][16, 1]cpu" = l_inputs_[13]
        getitem_14: "f32[16][1]cpu" = l_inputs_[14]
        getitem_15: "f32[16][1]cpu" = l_inputs_[15]
        getitem_16: "f32[16][1]cpu" = l_inputs_[16]
        getitem_17: "f32[16][1]cpu" = l_inputs_[17]
        getitem_18: "f32[16][1]cpu" = l_inputs_[18]
        getitem_19: "f32[16][1]cpu" = l_inputs_[19]
        size: "Sym(2)" = l_sizes_0_.size(1)
        size_1: "Sym(16)" = l_sizes_1_.size(1)
        size_2: "Sym(2)" = l_sizes_2_.size(1)
        size_3: "Sym(16)" = l_sizes_3_.size(1)
        size_4: "Sym(16)" = l_sizes_12_.size(1)
        size_5: "Sym(2)" = l_sizes_13_.size(1)
        size_6: "Sym(16)" = l_sizes_14_.size(1)
        size_7: "Sym(16)" = l_sizes_15_.size(1)
        size_8: "Sym(16)" = l_sizes_16_.size(1)
        size_9: "Sym(16)" = l_sizes_17_.size(1)
        size_10: "Sym(16)" = l_sizes_18_.size(1)
        size_11: "Sym(2)" = l_sizes_19_.size(1)
        size_12: "Sym(16)" = l_sizes_20_.size(1)
        size_13: "Sym(16)" = l_sizes_29_.size(1)
        size_14: "Sym(2)" = l_sizes_30_.size(1)
        size_15: "Sym(16)" = l_sizes_31_.size(1)
        size_16: "Sym(16)" = l_sizes_32_.size(1)
        size_17: "Sym(16)" = l_sizes_33_.size(1)
        size_18: "Sym(16)" = l_sizes_34_.size(1)
        size_19: "Sym(16)" = l_sizes_35_.size(1)
        size_20: "Sym(2)" = l_sizes_36_.size(1)
        size_21: "Sym(16)" = l_sizes_37_.size(1)
        size_22: "Sym(16)" = l_sizes_44_.size(1)
        size_23: "Sym(16)" = l_sizes_45_.size(1)
        size_24: "Sym(16)" = l_sizes_46_.size(1)
        size_25: "Sym(16)" = l_sizes_47_.size(1)
        size_26: "Sym(16)" = l_sizes_48_.size(1)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False, 6)])
        getitem_20: "f32[][]cpu" = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_20], [True], [size, size_1])
        getitem_21: "f32[2, 16][0, 0]cpu" = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_21], [((None, None, device(type='cpu'), 6, 0, None), [size_2, size_3], False, 6)])
        getitem_22: "f32[2, 16][0, 0]cpu" = validate_outputs_1[0]
        addmm_backward0 = torch__dynamo_compiled_autograd_ops_AddmmBackward0([getitem_22], [True, True, True], 1, 1, getitem_1, 0, [s63, s84], [s57, 1], getitem_2, 0, [s35, s48], [1, s35])
        getitem_23: "f32[2, 16][0, 0]cpu" = addmm_backward0[0]
        getitem_24: "f32[2, 16][16, 1]cpu" = addmm_backward0[1]
        getitem_25: "f32[16, 16][1, 16]cpu" = addmm_backward0[2]
        validate_outputs_2 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_23, getitem_24, getitem_25],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [size_4], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [size_5, size_6], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [size_7, size_8], False, 6)
            ]
        )
        getitem_26: "f32[16][1]cpu" = validate_outputs_2[0]
        getitem_27: "f32[2, 16][16, 1]cpu" = validate_outputs_2[1]
        getitem_28: "f32[16, 16][1, 16]cpu" = validate_outputs_2[2]
        #> (no module): (generated code)
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_26], getitem_18, getitem_19, False)
        call_accumulate_grad: "f32[16][1]cpu" = accumulate_grad[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        tbackward0 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_28], [True])
        getitem_29: "f32[16, 16][16, 1]cpu" = tbackward0[0]
        validate_outputs_3 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_29], [((None, None, device(type='cpu'), 6, 0, None), [size_9, size_10], False, 6)])
        getitem_30: "f32[16, 16][16, 1]cpu" = validate_outputs_3[0]
        #> (no module): (generated code)
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_30], getitem_3, getitem_4, False)
        call_accumulate_grad_1: "f32[16, 16][16, 1]cpu" = accumulate_grad_1[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        relu_backward0 = torch__dynamo_compiled_autograd_ops_ReluBackward0([getitem_27], [True], getitem_5)
        getitem_31: "f32[2, 16][16, 1]cpu" = relu_backward0[0]
        validate_outputs_4 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_31], [((None, None, device(type='cpu'), 6, 0, None), [size_11, size_12], False, 6)])
        getitem_32: "f32[2, 16][16, 1]cpu" = validate_outputs_4[0]
        addmm_backward0_1 = torch__dynamo_compiled_autograd_ops_AddmmBackward0([getitem_32], [True, True, True], 1, 1, getitem_6, 0, [s20, s4], [s74, 1], getitem_7, 0, [s7, s38], [1, s7])
        getitem_33: "f32[2, 16][16, 1]cpu" = addmm_backward0_1[0]
        getitem_34: "f32[2, 16][16, 1]cpu" = addmm_backward0_1[1]
        getitem_35: "f32[16, 16][1, 16]cpu" = addmm_backward0_1[2]
        validate_outputs_5 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_33, getitem_34, getitem_35],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [size_13], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [size_14, size_15], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [size_16, size_17], False, 6)
            ]
        )
        getitem_36: "f32[16][1]cpu" = validate_outputs_5[0]
        getitem_37: "f32[2, 16][16, 1]cpu" = validate_outputs_5[1]
        getitem_38: "f32[16, 16][1, 16]cpu" = validate_outputs_5[2]
        #> (no module): (generated code)
        accumulate_grad_2 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_36], getitem_16, getitem_17, False)
        call_accumulate_grad_2: "f32[16][1]cpu" = accumulate_grad_2[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        tbackward0_1 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_38], [True])
        getitem_39: "f32[16, 16][16, 1]cpu" = tbackward0_1[0]
        validate_outputs_6 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_39], [((None, None, device(type='cpu'), 6, 0, None), [size_18, size_19], False, 6)])
        getitem_40: "f32[16, 16][16, 1]cpu" = validate_outputs_6[0]
        #> (no module): (generated code)
        accumulate_grad_3 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_40], getitem_8, getitem_9, False)
        call_accumulate_grad_3: "f32[16, 16][16, 1]cpu" = accumulate_grad_3[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        relu_backward0_1 = torch__dynamo_compiled_autograd_ops_ReluBackward0([getitem_37], [True], getitem_10)
        getitem_41: "f32[2, 16][16, 1]cpu" = relu_backward0_1[0]
        validate_outputs_7 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_41], [((None, None, device(type='cpu'), 6, 0, None), [size_20, size_21], False, 6)])
        getitem_42: "f32[2, 16][16, 1]cpu" = validate_outputs_7[0]
        addmm_backward0_2 = torch__dynamo_compiled_autograd_ops_AddmmBackward0([getitem_42], [True, False, True], 1, 1, getitem_11, 0, [s32, s23], [], None, 0, [s52, s40], [1, s52])
        getitem_43: "f32[2, 16][16, 1]cpu" = addmm_backward0_2[0]
        getitem_44: "f32[16, 16][1, 16]cpu" = addmm_backward0_2[2]
        validate_outputs_8 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_43, None, getitem_44],
            [((None, None, device(type='cpu'), 6, 0, None), [size_22], False, 6), None, ((None, None, device(type='cpu'), 6, 0, None), [size_23, size_24], False, 6)]
        )
        getitem_45: "f32[16][1]cpu" = validate_outputs_8[0]
        getitem_46: "f32[16, 16][1, 16]cpu" = validate_outputs_8[2]
        #> (no module): (generated code)
        accumulate_grad_4 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_45], getitem_14, getitem_15, False)
        call_accumulate_grad_4: "f32[16][1]cpu" = accumulate_grad_4[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        tbackward0_2 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_46], [True])
        getitem_47: "f32[16, 16][16, 1]cpu" = tbackward0_2[0]
        validate_outputs_9 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_47], [((None, None, device(type='cpu'), 6, 0, None), [size_25, size_26], False, 6)])
        getitem_48: "f32[16, 16][16, 1]cpu" = validate_outputs_9[0]
        #> (no module): (generated code)
        accumulate_grad_5 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_48], getitem_12, getitem_13, False)
        call_accumulate_grad_5: "f32[16, 16][16, 1]cpu" = accumulate_grad_5[0]
        return (call_accumulate_grad_1, call_accumulate_grad_3, call_accumulate_grad_5, call_accumulate_grad_4, call_accumulate_grad_2, call_accumulate_grad)
