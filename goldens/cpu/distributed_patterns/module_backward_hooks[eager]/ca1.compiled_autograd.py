# fxgolden golden | case: distributed_patterns/module_backward_hooks[eager] | artifact: ca1.compiled_autograd | normalizer: 7 | world: none rank 0/1 cpu
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
        getitem_9 = sizes[0]
        getitem_10 = sizes[1]
        getitem_11 = sizes[2]
        getitem_12 = sizes[3]
        getitem_13 = sizes[4]
        getitem_14 = sizes[5]
        getitem_15 = sizes[6]
        getitem_16 = sizes[7]
        getitem_17 = sizes[8]
        getitem_18 = sizes[9]
        getitem_19 = sizes[10]
        getitem_20 = sizes[11]
        getitem_21 = sizes[12]
        getitem_22 = sizes[13]
        getitem_23 = sizes[14]
        getitem_24 = sizes[15]
        getitem_25 = sizes[16]
        getitem_26 = sizes[17]
        getitem_27 = sizes[18]
        getitem_28 = sizes[19]
        getitem_29 = sizes[20]
        getitem_30 = sizes[21]
        getitem_31 = sizes[22]
        unwrap_maybe_dynamic_int = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_9)
        unwrap_maybe_dynamic_int_1 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_10)
        unwrap_maybe_dynamic_int_2 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_11)
        unwrap_maybe_dynamic_int_3 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_12)
        unwrap_maybe_dynamic_int_4 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_13)
        unwrap_maybe_dynamic_int_5 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_14)
        unwrap_maybe_dynamic_int_6 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_15)
        unwrap_maybe_dynamic_int_7 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_16)
        unwrap_maybe_dynamic_int_8 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_17)
        unwrap_maybe_dynamic_int_9 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_18)
        unwrap_maybe_dynamic_int_10 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_19)
        unwrap_maybe_dynamic_int_11 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_20)
        unwrap_maybe_dynamic_int_12 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_21)
        unwrap_maybe_dynamic_int_13 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_22)
        unwrap_maybe_dynamic_int_14 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_23)
        unwrap_maybe_dynamic_int_15 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_24)
        unwrap_maybe_dynamic_int_16 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_25)
        unwrap_maybe_dynamic_int_17 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_26)
        unwrap_maybe_dynamic_int_18 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_27)
        unwrap_maybe_dynamic_int_19 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_28)
        unwrap_maybe_dynamic_int_20 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_29)
        unwrap_maybe_dynamic_int_21 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_30)
        unwrap_maybe_dynamic_int_22 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_31)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False, 6)])
        getitem_32 = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_32], [True], [unwrap_maybe_dynamic_int, unwrap_maybe_dynamic_int_1])
        getitem_33 = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_33],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_2, unwrap_maybe_dynamic_int_3], False, 6)]
        )
        getitem_34 = validate_outputs_1[0]
        getitem_35 = hooks[1]
        call_backward = torch__dynamo_external_utils_call_backward(getitem_35, (), getitem_34)
        getitem_36 = call_backward[0]
        validate_outputs_2 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_36],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_4, unwrap_maybe_dynamic_int_5], False, 6)]
        )
        getitem_37 = validate_outputs_2[0]
        getitem_38 = hooks[0]
        call_hook = torch__dynamo_external_utils_call_hook(getitem_38, [getitem_37], [getitem_34], hook_type = 'post_hook')
        getitem_39 = call_hook[0]
        addmm_backward0 = torch__dynamo_compiled_autograd_ops_AddmmBackward0(
            [getitem_39],
            [True, True, True],
            1,
            1,
            getitem_1,
            0,
            [unwrap_maybe_dynamic_int_6, unwrap_maybe_dynamic_int_7],
            [unwrap_maybe_dynamic_int_8, unwrap_maybe_dynamic_int_9],
            getitem_2,
            0,
            [unwrap_maybe_dynamic_int_10, unwrap_maybe_dynamic_int_11],
            [unwrap_maybe_dynamic_int_12, unwrap_maybe_dynamic_int_13]
        )
        getitem_40 = addmm_backward0[0]
        getitem_41 = addmm_backward0[1]
        getitem_42 = addmm_backward0[2]
        validate_outputs_3 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_40, getitem_41, getitem_42],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_14], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_15, unwrap_maybe_dynamic_int_16], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_17, unwrap_maybe_dynamic_int_18], False, 6)
            ]
        )
        getitem_43 = validate_outputs_3[0]
        call_accumulate_grad = torch__dynamo_external_utils_call_accumulate_grad(getitem_7, getitem_8, getitem_43, False)
        getitem_44 = validate_outputs_3[1]
        getitem_45 = validate_outputs_3[2]
        tbackward0 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_45], [True])
        getitem_46 = tbackward0[0]
        validate_outputs_4 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_46],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_19, unwrap_maybe_dynamic_int_20], False, 6)]
        )
        getitem_47 = validate_outputs_4[0]
        call_accumulate_grad_1 = torch__dynamo_external_utils_call_accumulate_grad(getitem_3, getitem_4, getitem_47, False)
        getitem_48 = hooks[3]
        call_backward_1 = torch__dynamo_external_utils_call_backward(getitem_48, (), getitem_44)
        getitem_49 = call_backward_1[0]
        validate_outputs_5 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_49],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_21, unwrap_maybe_dynamic_int_22], False, 6)]
        )
        getitem_50 = validate_outputs_5[0]
        getitem_51 = hooks[2]
        call_hook_1 = torch__dynamo_external_utils_call_hook(getitem_51, [getitem_50], [getitem_44], hook_type = 'post_hook')
        getitem_52 = call_hook_1[0]
        call_accumulate_grad_2 = torch__dynamo_external_utils_call_accumulate_grad(getitem_5, getitem_6, getitem_52, False)
        _exec_final_callbacks_stub = torch__dynamo_external_utils__exec_final_callbacks_stub()
        return []
