# fxgolden golden | case: fsdp/traceable_mlp[inductor] | artifact: ca0.compiled_autograd | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class CompiledAutograd0(torch.nn.Module):
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
        getitem_11 = inputs[11]
        getitem_12 = inputs[12]
        getitem_13 = inputs[13]
        getitem_14 = sizes[0]
        getitem_15 = sizes[1]
        getitem_16 = sizes[2]
        getitem_17 = sizes[3]
        getitem_18 = sizes[4]
        getitem_19 = sizes[5]
        getitem_20 = sizes[6]
        getitem_21 = sizes[7]
        getitem_22 = sizes[8]
        getitem_23 = sizes[9]
        getitem_24 = sizes[10]
        getitem_25 = sizes[11]
        getitem_26 = sizes[12]
        getitem_27 = sizes[13]
        getitem_28 = sizes[14]
        getitem_29 = sizes[15]
        getitem_30 = sizes[16]
        getitem_31 = sizes[17]
        getitem_32 = sizes[18]
        getitem_33 = sizes[19]
        getitem_34 = sizes[20]
        getitem_35 = sizes[21]
        getitem_36 = sizes[22]
        getitem_37 = sizes[23]
        getitem_38 = sizes[24]
        getitem_39 = sizes[25]
        getitem_40 = sizes[26]
        getitem_41 = sizes[27]
        getitem_42 = sizes[28]
        getitem_43 = sizes[29]
        getitem_44 = sizes[30]
        getitem_45 = sizes[31]
        getitem_46 = sizes[32]
        getitem_47 = sizes[33]
        getitem_48 = sizes[34]
        getitem_49 = sizes[35]
        getitem_50 = sizes[36]
        getitem_51 = sizes[37]
        getitem_52 = sizes[38]
        getitem_53 = sizes[39]
        getitem_54 = sizes[40]
        getitem_55 = sizes[41]
        getitem_56 = sizes[42]
        getitem_57 = sizes[43]
        getitem_58 = sizes[44]
        getitem_59 = sizes[45]
        getitem_60 = sizes[46]
        getitem_61 = sizes[47]
        getitem_62 = sizes[48]
        unwrap_maybe_dynamic_int = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_14)
        unwrap_maybe_dynamic_int_1 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_15)
        unwrap_maybe_dynamic_int_2 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_16)
        unwrap_maybe_dynamic_int_3 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_17)
        unwrap_maybe_dynamic_int_4 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_18)
        unwrap_maybe_dynamic_int_5 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_19)
        unwrap_maybe_dynamic_int_6 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_20)
        unwrap_maybe_dynamic_int_7 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_21)
        unwrap_maybe_dynamic_int_8 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_22)
        unwrap_maybe_dynamic_int_9 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_23)
        unwrap_maybe_dynamic_int_10 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_24)
        unwrap_maybe_dynamic_int_11 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_25)
        unwrap_maybe_dynamic_int_12 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_26)
        unwrap_maybe_dynamic_int_13 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_27)
        unwrap_maybe_dynamic_int_14 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_28)
        unwrap_maybe_dynamic_int_15 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_29)
        unwrap_maybe_dynamic_int_16 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_30)
        unwrap_maybe_dynamic_int_17 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_31)
        unwrap_maybe_dynamic_int_18 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_32)
        unwrap_maybe_dynamic_int_19 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_33)
        unwrap_maybe_dynamic_int_20 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_34)
        unwrap_maybe_dynamic_int_21 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_35)
        unwrap_maybe_dynamic_int_22 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_36)
        unwrap_maybe_dynamic_int_23 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_37)
        unwrap_maybe_dynamic_int_24 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_38)
        unwrap_maybe_dynamic_int_25 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_39)
        unwrap_maybe_dynamic_int_26 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_40)
        unwrap_maybe_dynamic_int_27 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_41)
        unwrap_maybe_dynamic_int_28 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_42)
        unwrap_maybe_dynamic_int_29 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_43)
        unwrap_maybe_dynamic_int_30 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_44)
        unwrap_maybe_dynamic_int_31 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_45)
        unwrap_maybe_dynamic_int_32 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_46)
        unwrap_maybe_dynamic_int_33 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_47)
        unwrap_maybe_dynamic_int_34 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_48)
        unwrap_maybe_dynamic_int_35 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_49)
        unwrap_maybe_dynamic_int_36 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_50)
        unwrap_maybe_dynamic_int_37 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_51)
        unwrap_maybe_dynamic_int_38 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_52)
        unwrap_maybe_dynamic_int_39 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_53)
        unwrap_maybe_dynamic_int_40 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_54)
        unwrap_maybe_dynamic_int_41 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_55)
        unwrap_maybe_dynamic_int_42 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_56)
        unwrap_maybe_dynamic_int_43 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_57)
        unwrap_maybe_dynamic_int_44 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_58)
        unwrap_maybe_dynamic_int_45 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_59)
        unwrap_maybe_dynamic_int_46 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_60)
        unwrap_maybe_dynamic_int_47 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_61)
        unwrap_maybe_dynamic_int_48 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_62)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False, 6)])
        getitem_63 = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_63], [True], [unwrap_maybe_dynamic_int, unwrap_maybe_dynamic_int_1])
        getitem_64 = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_64],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_2, unwrap_maybe_dynamic_int_3], False, 6)]
        )
        getitem_65 = validate_outputs_1[0]
        getitem_66 = hooks[0]
        call_hook = torch__dynamo_external_utils_call_hook(getitem_66, getitem_65, hook_type = 'tensor_pre_hook')
        addmm_backward0 = torch__dynamo_compiled_autograd_ops_AddmmBackward0(
            [call_hook],
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
        getitem_67 = addmm_backward0[0]
        getitem_68 = addmm_backward0[1]
        getitem_69 = addmm_backward0[2]
        validate_outputs_2 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_67, getitem_68, getitem_69],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_12], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_13, unwrap_maybe_dynamic_int_14], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_15, unwrap_maybe_dynamic_int_16], False, 6)
            ]
        )
        getitem_70 = validate_outputs_2[0]
        call_accumulate_grad = torch__dynamo_external_utils_call_accumulate_grad(getitem_13, None, getitem_70, False)
        getitem_71 = validate_outputs_2[1]
        getitem_72 = validate_outputs_2[2]
        tbackward0 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_72], [True])
        getitem_73 = tbackward0[0]
        validate_outputs_3 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_73],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_17, unwrap_maybe_dynamic_int_18], False, 6)]
        )
        getitem_74 = validate_outputs_3[0]
        call_accumulate_grad_1 = torch__dynamo_external_utils_call_accumulate_grad(getitem_3, None, getitem_74, False)
        relu_backward0 = torch__dynamo_compiled_autograd_ops_ReluBackward0([getitem_71], [True], getitem_4)
        getitem_75 = relu_backward0[0]
        validate_outputs_4 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_75],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_19, unwrap_maybe_dynamic_int_20], False, 6)]
        )
        getitem_76 = validate_outputs_4[0]
        addmm_backward0_1 = torch__dynamo_compiled_autograd_ops_AddmmBackward0(
            [getitem_76],
            [True, True, True],
            1,
            1,
            getitem_5,
            0,
            [unwrap_maybe_dynamic_int_21, unwrap_maybe_dynamic_int_22],
            [unwrap_maybe_dynamic_int_23, unwrap_maybe_dynamic_int_24],
            getitem_6,
            0,
            [unwrap_maybe_dynamic_int_25, unwrap_maybe_dynamic_int_26],
            [unwrap_maybe_dynamic_int_27, unwrap_maybe_dynamic_int_28]
        )
        getitem_77 = addmm_backward0_1[0]
        getitem_78 = addmm_backward0_1[1]
        getitem_79 = addmm_backward0_1[2]
        validate_outputs_5 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_77, getitem_78, getitem_79],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_29], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_30, unwrap_maybe_dynamic_int_31], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_32, unwrap_maybe_dynamic_int_33], False, 6)
            ]
        )
        getitem_80 = validate_outputs_5[0]
        call_accumulate_grad_2 = torch__dynamo_external_utils_call_accumulate_grad(getitem_12, None, getitem_80, False)
        getitem_81 = validate_outputs_5[1]
        getitem_82 = validate_outputs_5[2]
        tbackward0_1 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_82], [True])
        getitem_83 = tbackward0_1[0]
        validate_outputs_6 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_83],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_34, unwrap_maybe_dynamic_int_35], False, 6)]
        )
        getitem_84 = validate_outputs_6[0]
        call_accumulate_grad_3 = torch__dynamo_external_utils_call_accumulate_grad(getitem_7, None, getitem_84, False)
        relu_backward0_1 = torch__dynamo_compiled_autograd_ops_ReluBackward0([getitem_81], [True], getitem_8)
        getitem_85 = relu_backward0_1[0]
        validate_outputs_7 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_85],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_36, unwrap_maybe_dynamic_int_37], False, 6)]
        )
        getitem_86 = validate_outputs_7[0]
        addmm_backward0_2 = torch__dynamo_compiled_autograd_ops_AddmmBackward0(
            [getitem_86],
            [True, False, True],
            1,
            1,
            getitem_9,
            0,
            [unwrap_maybe_dynamic_int_38, unwrap_maybe_dynamic_int_39],
            [],
            None,
            0,
            [unwrap_maybe_dynamic_int_40, unwrap_maybe_dynamic_int_41],
            [unwrap_maybe_dynamic_int_42, unwrap_maybe_dynamic_int_43]
        )
        getitem_87 = addmm_backward0_2[0]
        getitem_88 = addmm_backward0_2[1]
        getitem_89 = addmm_backward0_2[2]
        validate_outputs_8 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_87, getitem_88, getitem_89],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_44], False, 6),
                None,
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_45, unwrap_maybe_dynamic_int_46], False, 6)
            ]
        )
        getitem_90 = validate_outputs_8[0]
        call_accumulate_grad_4 = torch__dynamo_external_utils_call_accumulate_grad(getitem_11, None, getitem_90, False)
        getitem_91 = validate_outputs_8[2]
        tbackward0_2 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_91], [True])
        getitem_92 = tbackward0_2[0]
        validate_outputs_9 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_92],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_47, unwrap_maybe_dynamic_int_48], False, 6)]
        )
        getitem_93 = validate_outputs_9[0]
        call_accumulate_grad_5 = torch__dynamo_external_utils_call_accumulate_grad(getitem_10, None, getitem_93, False)
        _exec_final_callbacks_stub = torch__dynamo_external_utils__exec_final_callbacks_stub()
        return []
