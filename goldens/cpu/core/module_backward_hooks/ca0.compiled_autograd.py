# fxgolden golden | case: core/module_backward_hooks | artifact: ca0.compiled_autograd | normalizer: 2 | world: none rank 0/1 cpu
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
        getitem_10 = inputs[10];  inputs = None
        getitem_11 = sizes[0]
        getitem_12 = sizes[1]
        getitem_13 = sizes[2]
        getitem_14 = sizes[3]
        getitem_19 = sizes[4]
        getitem_20 = sizes[5]
        getitem_21 = sizes[6]
        getitem_22 = sizes[7]
        getitem_23 = sizes[8]
        getitem_24 = sizes[9]
        getitem_25 = sizes[10]
        getitem_26 = sizes[11]
        getitem_27 = sizes[12]
        getitem_28 = sizes[13]
        getitem_29 = sizes[14]
        getitem_30 = sizes[15]
        getitem_31 = sizes[16]
        getitem_32 = sizes[17]
        getitem_33 = sizes[18]
        getitem_34 = sizes[19]
        getitem_35 = sizes[20]
        getitem_40 = sizes[21]
        getitem_41 = sizes[22]
        getitem_42 = sizes[23]
        getitem_43 = sizes[24]
        getitem_48 = sizes[25]
        getitem_49 = sizes[26]
        getitem_50 = sizes[27]
        getitem_51 = sizes[28]
        getitem_52 = sizes[29]
        getitem_53 = sizes[30]
        getitem_54 = sizes[31]
        getitem_55 = sizes[32]
        getitem_56 = sizes[33]
        getitem_57 = sizes[34]
        getitem_58 = sizes[35]
        getitem_59 = sizes[36]
        getitem_60 = sizes[37]
        getitem_61 = sizes[38]
        getitem_62 = sizes[39]
        getitem_63 = sizes[40]
        getitem_64 = sizes[41]
        getitem_69 = sizes[42]
        getitem_70 = sizes[43];  sizes = None
        unwrap_maybe_dynamic_int = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_11);  getitem_11 = None
        unwrap_maybe_dynamic_int_1 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_12);  getitem_12 = None
        unwrap_maybe_dynamic_int_2 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_13);  getitem_13 = None
        unwrap_maybe_dynamic_int_3 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_14);  getitem_14 = None
        unwrap_maybe_dynamic_int_8 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_19);  getitem_19 = None
        unwrap_maybe_dynamic_int_9 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_20);  getitem_20 = None
        unwrap_maybe_dynamic_int_10 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_21);  getitem_21 = None
        unwrap_maybe_dynamic_int_11 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_22);  getitem_22 = None
        unwrap_maybe_dynamic_int_12 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_23);  getitem_23 = None
        unwrap_maybe_dynamic_int_13 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_24);  getitem_24 = None
        unwrap_maybe_dynamic_int_14 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_25);  getitem_25 = None
        unwrap_maybe_dynamic_int_15 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_26);  getitem_26 = None
        unwrap_maybe_dynamic_int_16 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_27);  getitem_27 = None
        unwrap_maybe_dynamic_int_17 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_28);  getitem_28 = None
        unwrap_maybe_dynamic_int_18 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_29);  getitem_29 = None
        unwrap_maybe_dynamic_int_19 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_30);  getitem_30 = None
        unwrap_maybe_dynamic_int_20 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_31);  getitem_31 = None
        unwrap_maybe_dynamic_int_21 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_32);  getitem_32 = None
        unwrap_maybe_dynamic_int_22 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_33);  getitem_33 = None
        unwrap_maybe_dynamic_int_23 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_34);  getitem_34 = None
        unwrap_maybe_dynamic_int_24 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_35);  getitem_35 = None
        unwrap_maybe_dynamic_int_29 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_40);  getitem_40 = None
        unwrap_maybe_dynamic_int_30 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_41);  getitem_41 = None
        unwrap_maybe_dynamic_int_31 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_42);  getitem_42 = None
        unwrap_maybe_dynamic_int_32 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_43);  getitem_43 = None
        unwrap_maybe_dynamic_int_37 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_48);  getitem_48 = None
        unwrap_maybe_dynamic_int_38 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_49);  getitem_49 = None
        unwrap_maybe_dynamic_int_39 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_50);  getitem_50 = None
        unwrap_maybe_dynamic_int_40 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_51);  getitem_51 = None
        unwrap_maybe_dynamic_int_41 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_52);  getitem_52 = None
        unwrap_maybe_dynamic_int_42 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_53);  getitem_53 = None
        unwrap_maybe_dynamic_int_43 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_54);  getitem_54 = None
        unwrap_maybe_dynamic_int_44 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_55);  getitem_55 = None
        unwrap_maybe_dynamic_int_45 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_56);  getitem_56 = None
        unwrap_maybe_dynamic_int_46 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_57);  getitem_57 = None
        unwrap_maybe_dynamic_int_47 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_58);  getitem_58 = None
        unwrap_maybe_dynamic_int_48 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_59);  getitem_59 = None
        unwrap_maybe_dynamic_int_49 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_60);  getitem_60 = None
        unwrap_maybe_dynamic_int_50 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_61);  getitem_61 = None
        unwrap_maybe_dynamic_int_51 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_62);  getitem_62 = None
        unwrap_maybe_dynamic_int_52 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_63);  getitem_63 = None
        unwrap_maybe_dynamic_int_53 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_64);  getitem_64 = None
        unwrap_maybe_dynamic_int_58 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_69);  getitem_69 = None
        unwrap_maybe_dynamic_int_59 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_70);  getitem_70 = None

        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False, 6)]);  getitem = None
        getitem_71 = validate_outputs[0];  validate_outputs = None

        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_71], [True], [unwrap_maybe_dynamic_int, unwrap_maybe_dynamic_int_1]);  getitem_71 = unwrap_maybe_dynamic_int = unwrap_maybe_dynamic_int_1 = None
        getitem_72 = sum_backward0[0];  sum_backward0 = None
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_72], [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_2, unwrap_maybe_dynamic_int_3], False, 6)]);  getitem_72 = unwrap_maybe_dynamic_int_2 = unwrap_maybe_dynamic_int_3 = None
        getitem_73 = validate_outputs_1[0];  validate_outputs_1 = None

        getitem_74 = hooks[1]
        call_backward = torch__dynamo_external_utils_call_backward(getitem_74, (), getitem_73);  getitem_74 = None
        getitem_76 = call_backward[0];  call_backward = None
        validate_outputs_2 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_76], [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_8, unwrap_maybe_dynamic_int_9], False, 6)]);  getitem_76 = unwrap_maybe_dynamic_int_8 = unwrap_maybe_dynamic_int_9 = None
        getitem_77 = validate_outputs_2[0];  validate_outputs_2 = None
        getitem_78 = hooks[0]
        call_hook = torch__dynamo_external_utils_call_hook(getitem_78, [getitem_77], [getitem_73], hook_type = 'post_hook');  getitem_78 = getitem_77 = getitem_73 = None
        getitem_79 = call_hook[0];  call_hook = None

        addmm_backward0 = torch__dynamo_compiled_autograd_ops_AddmmBackward0([getitem_79], [True, True, True], 1, 1, getitem_1, 0, [unwrap_maybe_dynamic_int_10, unwrap_maybe_dynamic_int_11], [unwrap_maybe_dynamic_int_12, unwrap_maybe_dynamic_int_13], getitem_2, 0, [unwrap_maybe_dynamic_int_14, unwrap_maybe_dynamic_int_15], [unwrap_maybe_dynamic_int_16, unwrap_maybe_dynamic_int_17]);  getitem_79 = getitem_1 = unwrap_maybe_dynamic_int_10 = unwrap_maybe_dynamic_int_11 = unwrap_maybe_dynamic_int_12 = unwrap_maybe_dynamic_int_13 = getitem_2 = unwrap_maybe_dynamic_int_14 = unwrap_maybe_dynamic_int_15 = unwrap_maybe_dynamic_int_16 = unwrap_maybe_dynamic_int_17 = None
        getitem_80 = addmm_backward0[0]
        getitem_81 = addmm_backward0[1]
        getitem_82 = addmm_backward0[2];  addmm_backward0 = None
        validate_outputs_3 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_80, getitem_81, getitem_82], [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_18], False, 6), ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_19, unwrap_maybe_dynamic_int_20], False, 6), ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_21, unwrap_maybe_dynamic_int_22], False, 6)]);  getitem_80 = getitem_81 = getitem_82 = unwrap_maybe_dynamic_int_18 = unwrap_maybe_dynamic_int_19 = unwrap_maybe_dynamic_int_20 = unwrap_maybe_dynamic_int_21 = unwrap_maybe_dynamic_int_22 = None
        getitem_83 = validate_outputs_3[0]

        call_accumulate_grad_4 = torch__dynamo_external_utils_call_accumulate_grad(getitem_10, None, getitem_83, False);  getitem_10 = getitem_83 = call_accumulate_grad_4 = None

        getitem_84 = validate_outputs_3[1]
        getitem_85 = validate_outputs_3[2];  validate_outputs_3 = None

        tbackward0 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_85], [True]);  getitem_85 = None
        getitem_86 = tbackward0[0];  tbackward0 = None
        validate_outputs_4 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_86], [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_23, unwrap_maybe_dynamic_int_24], False, 6)]);  getitem_86 = unwrap_maybe_dynamic_int_23 = unwrap_maybe_dynamic_int_24 = None
        getitem_87 = validate_outputs_4[0];  validate_outputs_4 = None

        call_accumulate_grad = torch__dynamo_external_utils_call_accumulate_grad(getitem_3, None, getitem_87, False);  getitem_3 = getitem_87 = call_accumulate_grad = None

        getitem_88 = hooks[3]
        call_backward_1 = torch__dynamo_external_utils_call_backward(getitem_88, (), getitem_84);  getitem_88 = None
        getitem_90 = call_backward_1[0];  call_backward_1 = None
        validate_outputs_6 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_90], [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_29, unwrap_maybe_dynamic_int_30], False, 6)]);  getitem_90 = unwrap_maybe_dynamic_int_29 = unwrap_maybe_dynamic_int_30 = None
        getitem_91 = validate_outputs_6[0];  validate_outputs_6 = None
        getitem_92 = hooks[2]
        call_hook_1 = torch__dynamo_external_utils_call_hook(getitem_92, [getitem_91], [getitem_84], hook_type = 'post_hook');  getitem_92 = getitem_91 = getitem_84 = None
        getitem_93 = call_hook_1[0];  call_hook_1 = None

        relu_backward0 = torch__dynamo_compiled_autograd_ops_ReluBackward0([getitem_93], [True], getitem_4);  getitem_93 = getitem_4 = None
        getitem_94 = relu_backward0[0];  relu_backward0 = None
        validate_outputs_7 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_94], [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_31, unwrap_maybe_dynamic_int_32], False, 6)]);  getitem_94 = unwrap_maybe_dynamic_int_31 = unwrap_maybe_dynamic_int_32 = None
        getitem_95 = validate_outputs_7[0];  validate_outputs_7 = None

        getitem_96 = hooks[5]
        call_backward_2 = torch__dynamo_external_utils_call_backward(getitem_96, (), getitem_95);  getitem_96 = None
        getitem_98 = call_backward_2[0];  call_backward_2 = None
        validate_outputs_8 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_98], [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_37, unwrap_maybe_dynamic_int_38], False, 6)]);  getitem_98 = unwrap_maybe_dynamic_int_37 = unwrap_maybe_dynamic_int_38 = None
        getitem_99 = validate_outputs_8[0];  validate_outputs_8 = None
        getitem_100 = hooks[4]
        call_hook_2 = torch__dynamo_external_utils_call_hook(getitem_100, [getitem_99], [getitem_95], hook_type = 'post_hook');  getitem_100 = getitem_99 = getitem_95 = None
        getitem_101 = call_hook_2[0];  call_hook_2 = None

        addmm_backward0_1 = torch__dynamo_compiled_autograd_ops_AddmmBackward0([getitem_101], [True, True, True], 1, 1, getitem_5, 0, [unwrap_maybe_dynamic_int_39, unwrap_maybe_dynamic_int_40], [unwrap_maybe_dynamic_int_41, unwrap_maybe_dynamic_int_42], getitem_6, 0, [unwrap_maybe_dynamic_int_43, unwrap_maybe_dynamic_int_44], [unwrap_maybe_dynamic_int_45, unwrap_maybe_dynamic_int_46]);  getitem_101 = getitem_5 = unwrap_maybe_dynamic_int_39 = unwrap_maybe_dynamic_int_40 = unwrap_maybe_dynamic_int_41 = unwrap_maybe_dynamic_int_42 = getitem_6 = unwrap_maybe_dynamic_int_43 = unwrap_maybe_dynamic_int_44 = unwrap_maybe_dynamic_int_45 = unwrap_maybe_dynamic_int_46 = None
        getitem_102 = addmm_backward0_1[0]
        getitem_103 = addmm_backward0_1[1]
        getitem_104 = addmm_backward0_1[2];  addmm_backward0_1 = None
        validate_outputs_9 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_102, getitem_103, getitem_104], [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_47], False, 6), ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_48, unwrap_maybe_dynamic_int_49], False, 6), ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_50, unwrap_maybe_dynamic_int_51], False, 6)]);  getitem_102 = getitem_103 = getitem_104 = unwrap_maybe_dynamic_int_47 = unwrap_maybe_dynamic_int_48 = unwrap_maybe_dynamic_int_49 = unwrap_maybe_dynamic_int_50 = unwrap_maybe_dynamic_int_51 = None
        getitem_105 = validate_outputs_9[0]

        call_accumulate_grad_3 = torch__dynamo_external_utils_call_accumulate_grad(getitem_9, None, getitem_105, False);  getitem_9 = getitem_105 = call_accumulate_grad_3 = None

        getitem_106 = validate_outputs_9[1]
        getitem_107 = validate_outputs_9[2];  validate_outputs_9 = None

        tbackward0_1 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_107], [True]);  getitem_107 = None
        getitem_108 = tbackward0_1[0];  tbackward0_1 = None
        validate_outputs_10 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_108], [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_52, unwrap_maybe_dynamic_int_53], False, 6)]);  getitem_108 = unwrap_maybe_dynamic_int_52 = unwrap_maybe_dynamic_int_53 = None
        getitem_109 = validate_outputs_10[0];  validate_outputs_10 = None

        call_accumulate_grad_1 = torch__dynamo_external_utils_call_accumulate_grad(getitem_7, None, getitem_109, False);  getitem_7 = getitem_109 = call_accumulate_grad_1 = None

        getitem_110 = hooks[7]
        call_backward_3 = torch__dynamo_external_utils_call_backward(getitem_110, (), getitem_106);  getitem_110 = None
        getitem_112 = call_backward_3[0];  call_backward_3 = None
        validate_outputs_12 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_112], [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_58, unwrap_maybe_dynamic_int_59], False, 6)]);  getitem_112 = unwrap_maybe_dynamic_int_58 = unwrap_maybe_dynamic_int_59 = None
        getitem_113 = validate_outputs_12[0];  validate_outputs_12 = None
        getitem_114 = hooks[6];  hooks = None
        call_hook_3 = torch__dynamo_external_utils_call_hook(getitem_114, [getitem_113], [getitem_106], hook_type = 'post_hook');  getitem_114 = getitem_113 = getitem_106 = None
        getitem_115 = call_hook_3[0];  call_hook_3 = None

        call_accumulate_grad_2 = torch__dynamo_external_utils_call_accumulate_grad(getitem_8, None, getitem_115, False);  getitem_8 = getitem_115 = call_accumulate_grad_2 = None

        _exec_final_callbacks_stub = torch__dynamo_external_utils__exec_final_callbacks_stub();  _exec_final_callbacks_stub = None
        return []
