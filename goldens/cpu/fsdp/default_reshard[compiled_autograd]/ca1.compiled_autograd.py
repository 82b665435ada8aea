# fxgolden golden | case: fsdp/default_reshard[compiled_autograd] | artifact: ca1.compiled_autograd | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class CompiledAutograd1(torch.nn.Module):
    def forward(self, inputs, sizes, scalars, hooks, packed_data):
        getitem = inputs[0]
        getitem_1 = inputs[1]
        getitem_2 = inputs[2]
        getitem_3 = inputs[3]
        getitem_4 = inputs[4]
        getitem_5 = inputs[5]
        getitem_6 = inputs[6]
        getitem_7 = inputs[7]
        getitem_8 = inputs[8]
        getitem_9 = inputs[9]
        getitem_10 = inputs[10]
        getitem_11 = sizes[0]
        getitem_12 = sizes[1]
        getitem_13 = sizes[2]
        getitem_14 = sizes[3]
        getitem_15 = sizes[4]
        getitem_16 = sizes[5]
        getitem_17 = sizes[6]
        getitem_18 = sizes[7]
        getitem_19 = sizes[8]
        getitem_20 = sizes[9]
        getitem_21 = sizes[10]
        getitem_22 = sizes[11]
        getitem_23 = sizes[12]
        getitem_24 = sizes[13]
        getitem_25 = sizes[14]
        getitem_26 = sizes[15]
        getitem_27 = sizes[16]
        getitem_28 = sizes[17]
        getitem_29 = sizes[18]
        getitem_30 = sizes[19]
        getitem_31 = sizes[20]
        getitem_32 = sizes[21]
        getitem_33 = sizes[22]
        getitem_34 = sizes[23]
        getitem_35 = sizes[24]
        getitem_36 = sizes[25]
        getitem_37 = sizes[26]
        getitem_38 = sizes[27]
        getitem_39 = sizes[28]
        getitem_40 = sizes[29]
        unwrap_maybe_dynamic_int = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_11)
        unwrap_maybe_dynamic_int_1 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_12)
        unwrap_maybe_dynamic_int_2 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_13)
        unwrap_maybe_dynamic_int_3 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_14)
        unwrap_maybe_dynamic_int_4 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_15)
        unwrap_maybe_dynamic_int_5 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_16)
        unwrap_maybe_dynamic_int_6 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_17)
        unwrap_maybe_dynamic_int_7 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_18)
        unwrap_maybe_dynamic_int_8 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_19)
        unwrap_maybe_dynamic_int_9 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_20)
        unwrap_maybe_dynamic_int_10 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_21)
        unwrap_maybe_dynamic_int_11 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_22)
        unwrap_maybe_dynamic_int_12 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_23)
        unwrap_maybe_dynamic_int_13 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_24)
        unwrap_maybe_dynamic_int_14 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_25)
        unwrap_maybe_dynamic_int_15 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_26)
        unwrap_maybe_dynamic_int_16 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_27)
        unwrap_maybe_dynamic_int_17 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_28)
        unwrap_maybe_dynamic_int_18 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_29)
        unwrap_maybe_dynamic_int_19 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_30)
        unwrap_maybe_dynamic_int_20 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_31)
        unwrap_maybe_dynamic_int_21 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_32)
        unwrap_maybe_dynamic_int_22 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_33)
        unwrap_maybe_dynamic_int_23 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_34)
        unwrap_maybe_dynamic_int_24 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_35)
        unwrap_maybe_dynamic_int_25 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_36)
        unwrap_maybe_dynamic_int_26 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_37)
        unwrap_maybe_dynamic_int_27 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_38)
        unwrap_maybe_dynamic_int_28 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_39)
        unwrap_maybe_dynamic_int_29 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_40)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False, 6)])
        getitem_41 = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_41], [True], [unwrap_maybe_dynamic_int, unwrap_maybe_dynamic_int_1])
        getitem_42 = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_42],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_2, unwrap_maybe_dynamic_int_3], False, 6)]
        )
        getitem_43 = validate_outputs_1[0]
        addmm_backward0 = torch__dynamo_compiled_autograd_ops_AddmmBackward0(
            [getitem_43],
            [True, True, True],
            1,
            1,
            getitem_1,
            0,
            [unwrap_maybe_dynamic_int_4, unwrap_maybe_dynamic_int_5],
            [unwrap_maybe_dynamic_int_6, unwrap_maybe_dynamic_int_7],
            getitem_2,
            0,
            [unwrap_maybe_dynamic_int_8, unwrap_maybe_dynamic_int_9],
            [unwrap_maybe_dynamic_int_10, unwrap_maybe_dynamic_int_11]
        )
        getitem_44 = addmm_backward0[0]
        getitem_45 = addmm_backward0[1]
        getitem_46 = addmm_backward0[2]
        validate_outputs_2 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_44, getitem_45, getitem_46],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_12], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_13, unwrap_maybe_dynamic_int_14], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_15, unwrap_maybe_dynamic_int_16], False, 6)
            ]
        )
        getitem_47 = validate_outputs_2[0]
        call_accumulate_grad = torch__dynamo_external_utils_call_accumulate_grad(getitem_10, None, getitem_47, False)
        getitem_48 = validate_outputs_2[1]
        getitem_49 = validate_outputs_2[2]
        tbackward0 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_49], [True])
        getitem_50 = tbackward0[0]
        validate_outputs_3 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_50],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_17, unwrap_maybe_dynamic_int_18], False, 6)]
        )
        getitem_51 = validate_outputs_3[0]
        call_accumulate_grad_1 = torch__dynamo_external_utils_call_accumulate_grad(getitem_3, None, getitem_51, False)
        getitem_52 = hooks[0]
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue((getitem_4,), [], [], (getitem_48,))
        aot0_detach = call_aot_bwd_prologue[0]
        aot0_tangents = call_aot_bwd_prologue[1]
        #> (no module): cases.fsdp._MLP.forward
        aot0_threshold_backward = torch.ops.aten.threshold_backward.default(aot0_tangents, aot0_detach, 0)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        addmm_backward0_1 = torch__dynamo_compiled_autograd_ops_AddmmBackward0(
            [aot0_threshold_backward],
            [True, False, True],
            1,
            1,
            getitem_5,
            0,
            [unwrap_maybe_dynamic_int_19, unwrap_maybe_dynamic_int_20],
            [],
            None,
            0,
            [unwrap_maybe_dynamic_int_21, unwrap_maybe_dynamic_int_22],
            [unwrap_maybe_dynamic_int_23, unwrap_maybe_dynamic_int_24]
        )
        getitem_53 = addmm_backward0_1[0]
        getitem_54 = addmm_backward0_1[1]
        getitem_55 = addmm_backward0_1[2]
        validate_outputs_4 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_53, getitem_54, getitem_55],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_25], False, 6),
                None,
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_26, unwrap_maybe_dynamic_int_27], False, 6)
            ]
        )
        getitem_56 = validate_outputs_4[0]
        call_accumulate_grad_2 = torch__dynamo_external_utils_call_accumulate_grad(getitem_8, getitem_9, getitem_56, False)
        getitem_57 = validate_outputs_4[2]
        tbackward0_1 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_57], [True])
        getitem_58 = tbackward0_1[0]
        validate_outputs_5 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_58],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_28, unwrap_maybe_dynamic_int_29], False, 6)]
        )
        getitem_59 = validate_outputs_5[0]
        call_accumulate_grad_3 = torch__dynamo_external_utils_call_accumulate_grad(getitem_6, getitem_7, getitem_59, False)
        _exec_final_callbacks_stub = torch__dynamo_external_utils__exec_final_callbacks_stub()
        return []
