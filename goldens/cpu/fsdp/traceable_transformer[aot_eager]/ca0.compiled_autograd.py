# fxgolden golden | case: fsdp/traceable_transformer[aot_eager] | artifact: ca0.compiled_autograd | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
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
        getitem_14 = inputs[14]
        getitem_15 = inputs[15]
        getitem_16 = inputs[16]
        getitem_17 = inputs[17]
        getitem_18 = inputs[18]
        getitem_19 = inputs[19]
        getitem_20 = inputs[20]
        getitem_21 = inputs[21]
        getitem_22 = inputs[22]
        getitem_23 = inputs[23]
        getitem_24 = inputs[24]
        getitem_25 = inputs[25]
        getitem_26 = inputs[26]
        getitem_27 = inputs[27]
        getitem_28 = inputs[28]
        getitem_29 = inputs[29]
        getitem_30 = inputs[30]
        getitem_31 = inputs[31]
        getitem_32 = inputs[32]
        getitem_33 = inputs[33]
        getitem_34 = inputs[34]
        getitem_35 = inputs[35]
        getitem_36 = inputs[36]
        getitem_37 = inputs[37]
        getitem_38 = inputs[38]
        getitem_39 = inputs[39]
        getitem_40 = inputs[40]
        getitem_41 = inputs[41]
        getitem_42 = inputs[42]
        getitem_43 = inputs[43]
        getitem_44 = inputs[44]
        getitem_45 = inputs[45]
        getitem_46 = inputs[46]
        getitem_47 = inputs[47]
        getitem_48 = inputs[48]
        getitem_49 = inputs[49]
        getitem_50 = inputs[50]
        getitem_51 = inputs[51]
        getitem_52 = inputs[52]
        getitem_53 = inputs[53]
        getitem_54 = inputs[54]
        getitem_55 = inputs[55]
        getitem_56 = inputs[56]
        getitem_57 = inputs[57]
        getitem_58 = inputs[58]
        getitem_59 = inputs[59]
        getitem_60 = inputs[60]
        getitem_61 = inputs[61]
        getitem_62 = inputs[62]
        getitem_63 = inputs[63]
        getitem_64 = inputs[64]
        getitem_65 = inputs[65]
        getitem_66 = inputs[66]
        getitem_67 = inputs[67]
        getitem_68 = sizes[0]
        getitem_69 = sizes[1]
        getitem_70 = sizes[2]
        getitem_71 = sizes[3]
        getitem_72 = sizes[4]
        getitem_73 = sizes[5]
        getitem_74 = sizes[6]
        getitem_75 = sizes[7]
        getitem_76 = sizes[8]
        getitem_77 = sizes[9]
        getitem_78 = sizes[10]
        getitem_79 = sizes[11]
        getitem_80 = sizes[12]
        getitem_81 = sizes[13]
        getitem_82 = sizes[14]
        getitem_83 = sizes[15]
        getitem_84 = sizes[16]
        getitem_85 = sizes[17]
        getitem_86 = sizes[18]
        getitem_87 = sizes[19]
        getitem_88 = sizes[20]
        getitem_89 = sizes[21]
        getitem_90 = sizes[22]
        getitem_91 = sizes[23]
        getitem_92 = sizes[24]
        getitem_93 = sizes[25]
        getitem_94 = sizes[26]
        getitem_95 = sizes[27]
        getitem_96 = sizes[28]
        getitem_97 = sizes[29]
        getitem_98 = sizes[30]
        getitem_99 = sizes[31]
        getitem_100 = sizes[32]
        getitem_101 = sizes[33]
        getitem_102 = sizes[34]
        getitem_103 = sizes[35]
        getitem_104 = sizes[36]
        getitem_105 = sizes[37]
        getitem_106 = sizes[38]
        getitem_107 = sizes[39]
        getitem_108 = sizes[40]
        getitem_109 = sizes[41]
        getitem_110 = sizes[42]
        getitem_111 = sizes[43]
        getitem_112 = sizes[44]
        getitem_113 = sizes[45]
        getitem_114 = sizes[46]
        getitem_115 = sizes[47]
        getitem_116 = sizes[48]
        getitem_117 = sizes[49]
        getitem_118 = sizes[50]
        getitem_119 = sizes[51]
        getitem_120 = sizes[52]
        getitem_121 = sizes[53]
        getitem_122 = sizes[54]
        unwrap_maybe_dynamic_int = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_68)
        unwrap_maybe_dynamic_int_1 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_69)
        unwrap_maybe_dynamic_int_2 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_70)
        unwrap_maybe_dynamic_int_3 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_71)
        unwrap_maybe_dynamic_int_4 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_72)
        unwrap_maybe_dynamic_int_5 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_73)
        unwrap_maybe_dynamic_int_6 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_74)
        unwrap_maybe_dynamic_int_7 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_75)
        unwrap_maybe_dynamic_int_8 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_76)
        unwrap_maybe_dynamic_int_9 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_77)
        unwrap_maybe_dynamic_int_10 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_78)
        unwrap_maybe_dynamic_int_11 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_79)
        unwrap_maybe_dynamic_int_12 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_80)
        unwrap_maybe_dynamic_int_13 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_81)
        unwrap_maybe_dynamic_int_14 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_82)
        unwrap_maybe_dynamic_int_15 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_83)
        unwrap_maybe_dynamic_int_16 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_84)
        unwrap_maybe_dynamic_int_17 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_85)
        unwrap_maybe_dynamic_int_18 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_86)
        unwrap_maybe_dynamic_int_19 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_87)
        unwrap_maybe_dynamic_int_20 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_88)
        unwrap_maybe_dynamic_int_21 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_89)
        unwrap_maybe_dynamic_int_22 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_90)
        unwrap_maybe_dynamic_int_23 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_91)
        unwrap_maybe_dynamic_int_24 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_92)
        unwrap_maybe_dynamic_int_25 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_93)
        unwrap_maybe_dynamic_int_26 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_94)
        unwrap_maybe_dynamic_int_27 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_95)
        unwrap_maybe_dynamic_int_28 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_96)
        unwrap_maybe_dynamic_int_29 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_97)
        unwrap_maybe_dynamic_int_30 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_98)
        unwrap_maybe_dynamic_int_31 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_99)
        unwrap_maybe_dynamic_int_32 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_100)
        unwrap_maybe_dynamic_int_33 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_101)
        unwrap_maybe_dynamic_int_34 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_102)
        unwrap_maybe_dynamic_int_35 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_103)
        unwrap_maybe_dynamic_int_36 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_104)
        unwrap_maybe_dynamic_int_37 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_105)
        unwrap_maybe_dynamic_int_38 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_106)
        unwrap_maybe_dynamic_int_39 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_107)
        unwrap_maybe_dynamic_int_40 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_108)
        unwrap_maybe_dynamic_int_41 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_109)
        unwrap_maybe_dynamic_int_42 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_110)
        unwrap_maybe_dynamic_int_43 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_111)
        unwrap_maybe_dynamic_int_44 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_112)
        unwrap_maybe_dynamic_int_45 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_113)
        unwrap_maybe_dynamic_int_46 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_114)
        unwrap_maybe_dynamic_int_47 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_115)
        unwrap_maybe_dynamic_int_48 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_116)
        unwrap_maybe_dynamic_int_49 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_117)
        unwrap_maybe_dynamic_int_50 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_118)
        unwrap_maybe_dynamic_int_51 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_119)
        unwrap_maybe_dynamic_int_52 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_120)
        unwrap_maybe_dynamic_int_53 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_121)
        unwrap_maybe_dynamic_int_54 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_122)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False, 6)])
        getitem_123 = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_123], [True], [unwrap_maybe_dynamic_int, unwrap_maybe_dynamic_int_1, unwrap_maybe_dynamic_int_2])
        getitem_124 = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_124],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_3, unwrap_maybe_dynamic_int_4, unwrap_maybe_dynamic_int_5], False, 6)]
        )
        getitem_125 = validate_outputs_1[0]
        getitem_126 = hooks[0]
        call_hook = torch__dynamo_external_utils_call_hook(getitem_126, getitem_125, hook_type = 'tensor_pre_hook')
        unsafe_view_backward0 = torch__dynamo_compiled_autograd_ops_UnsafeViewBackward0([call_hook], [True], [unwrap_maybe_dynamic_int_6, unwrap_maybe_dynamic_int_7])
        getitem_127 = unsafe_view_backward0[0]
        validate_outputs_2 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_127],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_8, unwrap_maybe_dynamic_int_9], False, 6)]
        )
        getitem_128 = validate_outputs_2[0]
        mm_backward0 = torch__dynamo_compiled_autograd_ops_MmBackward0(
            [getitem_128],
            [True, True],
            getitem_1,
            0,
            [unwrap_maybe_dynamic_int_10, unwrap_maybe_dynamic_int_11],
            [unwrap_maybe_dynamic_int_12, unwrap_maybe_dynamic_int_13],
            getitem_2,
            0,
            [unwrap_maybe_dynamic_int_14, unwrap_maybe_dynamic_int_15],
            [unwrap_maybe_dynamic_int_16, unwrap_maybe_dynamic_int_17]
        )
        getitem_129 = mm_backward0[0]
        getitem_130 = mm_backward0[1]
        validate_outputs_3 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_129, getitem_130],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_18, unwrap_maybe_dynamic_int_19], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_20, unwrap_maybe_dynamic_int_21], False, 6)
            ]
        )
        getitem_131 = validate_outputs_3[0]
        getitem_132 = validate_outputs_3[1]
        tbackward0 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_132], [True])
        getitem_133 = tbackward0[0]
        validate_outputs_4 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_133],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_22, unwrap_maybe_dynamic_int_23], False, 6)]
        )
        getitem_134 = validate_outputs_4[0]
        view_backward0 = torch__dynamo_compiled_autograd_ops_ViewBackward0([getitem_131], [True], [unwrap_maybe_dynamic_int_24, unwrap_maybe_dynamic_int_25, unwrap_maybe_dynamic_int_26])
        getitem_135 = view_backward0[0]
        validate_outputs_5 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_135],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_27, unwrap_maybe_dynamic_int_28, unwrap_maybe_dynamic_int_29], False, 6)]
        )
        getitem_136 = validate_outputs_5[0]
        native_layer_norm_backward0 = torch__dynamo_compiled_autograd_ops_NativeLayerNormBackward0(
            [getitem_136],
            [True, True, True],
            getitem_3,
            getitem_4,
            [unwrap_maybe_dynamic_int_30],
            getitem_5,
            getitem_6,
            getitem_7
        )
        getitem_137 = native_layer_norm_backward0[0]
        getitem_138 = native_layer_norm_backward0[1]
        getitem_139 = native_layer_norm_backward0[2]
        validate_outputs_6 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_137, getitem_138, getitem_139],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_31, unwrap_maybe_dynamic_int_32, unwrap_maybe_dynamic_int_33], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_34], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_35], False, 6)
            ]
        )
        getitem_140 = validate_outputs_6[1]
        call_accumulate_grad = torch__dynamo_external_utils_call_accumulate_grad(getitem_5, None, getitem_140, False)
        getitem_141 = validate_outputs_6[2]
        call_accumulate_grad_1 = torch__dynamo_external_utils_call_accumulate_grad(getitem_3, None, getitem_141, False)
        getitem_142 = validate_outputs_6[0]
        getitem_143 = hooks[1]
        call_hook_1 = torch__dynamo_external_utils_call_hook(getitem_143, getitem_142, hook_type = 'tensor_pre_hook')
        getitem_144 = hooks[2]
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue(
            (
                getitem_8,
                getitem_9,
                getitem_10,
                getitem_11,
                getitem_12,
                getitem_13,
                getitem_14,
                getitem_15,
                getitem_16,
                getitem_17,
                getitem_18,
                getitem_19,
                getitem_20,
                getitem_21,
                getitem_22,
                getitem_23,
                getitem_24,
                getitem_25,
                getitem_26,
                getitem_27,
                getitem_28,
                getitem_29,
                getitem_30,
                getitem_31,
                getitem_32,
                getitem_33
            ),
            [],
            [],
            (call_hook_1,)
        )
        aot0_primals = call_aot_bwd_prologue[0]
        aot0_primals_1 = call_aot_bwd_prologue[1]
        aot0_primals_2 = call_aot_bwd_prologue[2]
        aot0_primals_3 = call_aot_bwd_prologue[3]
        aot0_primals_4 = call_aot_bwd_prologue[4]
        aot0_primals_5 = call_aot_bwd_prologue[5]
        aot0_primals_6 = call_aot_bwd_prologue[6]
        aot0_primals_7 = call_aot_bwd_prologue[7]
        aot0_primals_8 = call_aot_bwd_prologue[8]
        aot0_primals_9 = call_aot_bwd_prologue[9]
        aot0_primals_10 = call_aot_bwd_prologue[10]
        aot0_getitem = call_aot_bwd_prologue[11]
        aot0_getitem_1 = call_aot_bwd_prologue[12]
        aot0_view = call_aot_bwd_prologue[13]
        aot0_transpose = call_aot_bwd_prologue[14]
        aot0_transpose_1 = call_aot_bwd_prologue[15]
        aot0_transpose_2 = call_aot_bwd_prologue[16]
        aot0_getitem_2 = call_aot_bwd_prologue[17]
        aot0_view_1 = call_aot_bwd_prologue[18]
        aot0_add = call_aot_bwd_prologue[19]
        aot0_getitem_3 = call_aot_bwd_prologue[20]
        aot0_getitem_4 = call_aot_bwd_prologue[21]
        aot0_view_2 = call_aot_bwd_prologue[22]
        aot0_addmm = call_aot_bwd_prologue[23]
        aot0_view_3 = call_aot_bwd_prologue[24]
        aot0_detach = call_aot_bwd_prologue[25]
        aot0_tangents = call_aot_bwd_prologue[26]
        #> feed_forward.w2: cases.models.FeedForward.forward
        aot0_view_4 = torch.ops.aten.reshape.default(aot0_tangents, [32, 16])
        aot0_t = torch.ops.aten.t.default(aot0_primals_10)
        aot0_t_1 = torch.ops.aten.t.default(aot0_t)
        aot0_mm = torch.ops.aten.mm.default(aot0_view_4, aot0_t_1)
        aot0_t_2 = torch.ops.aten.t.default(aot0_view_4)
        aot0_mm_1 = torch.ops.aten.mm.default(aot0_t_2, aot0_view_3)
        aot0_t_3 = torch.ops.aten.t.default(aot0_mm_1)
        aot0_sum = torch.ops.aten.sum.dim_IntList(aot0_view_4, [0], True)
        aot0_view_5 = torch.ops.aten.reshape.default(aot0_sum, [16])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_2 = torch__dynamo_external_utils_call_accumulate_grad(getitem_34, None, aot0_view_5, False)
        #> feed_forward.w2: cases.models.FeedForward.forward
        aot0_t_4 = torch.ops.aten.t.default(aot0_t_3)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_3 = torch__dynamo_external_utils_call_accumulate_grad(getitem_18, None, aot0_t_4, False)
        #> feed_forward.w2: cases.models.FeedForward.forward
        aot0_view_6 = torch.ops.aten.reshape.default(aot0_mm, [2, 16, 64])
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_view_7 = torch.ops.aten.reshape.default(aot0_addmm, [2, 16, 64])
        #> feed_forward.gelu: cases.models.FeedForward.forward
        aot0_gelu_backward = torch.ops.aten.gelu_backward.default(aot0_view_6, aot0_view_7)
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_view_8 = torch.ops.aten.reshape.default(aot0_gelu_backward, [32, 64])
        aot0_t_5 = torch.ops.aten.t.default(aot0_primals_9)
        aot0_t_6 = torch.ops.aten.t.default(aot0_t_5)
        aot0_mm_2 = torch.ops.aten.mm.default(aot0_view_8, aot0_t_6)
        aot0_t_7 = torch.ops.aten.t.default(aot0_view_8)
        aot0_mm_3 = torch.ops.aten.mm.default(aot0_t_7, aot0_view_2)
        aot0_t_8 = torch.ops.aten.t.default(aot0_mm_3)
        aot0_sum_1 = torch.ops.aten.sum.dim_IntList(aot0_view_8, [0], True)
        aot0_view_9 = torch.ops.aten.reshape.default(aot0_sum_1, [64])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_4 = torch__dynamo_external_utils_call_accumulate_grad(getitem_35, None, aot0_view_9, False)
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_t_9 = torch.ops.aten.t.default(aot0_t_8)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_5 = torch__dynamo_external_utils_call_accumulate_grad(getitem_17, None, aot0_t_9, False)
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_view_10 = torch.ops.aten.reshape.default(aot0_mm_2, [2, 16, 16])
        #> ffn_norm: cases.models.TransformerBlock.forward
        aot0_native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(
            aot0_view_10,
            aot0_add,
            [16],
            aot0_getitem_3,
            aot0_getitem_4,
            aot0_primals_7,
            aot0_primals_8,
            [True, True, True]
        )
        aot0_getitem_5 = aot0_native_layer_norm_backward[1]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_6 = torch__dynamo_external_utils_call_accumulate_grad(getitem_15, None, aot0_getitem_5, False)
        #> ffn_norm: cases.models.TransformerBlock.forward
        aot0_getitem_6 = aot0_native_layer_norm_backward[2]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_7 = torch__dynamo_external_utils_call_accumulate_grad(getitem_16, None, aot0_getitem_6, False)
        #> ffn_norm: cases.models.TransformerBlock.forward
        aot0_getitem_7 = aot0_native_layer_norm_backward[0]
        aot0_add_1 = torch.ops.aten.add.Tensor(aot0_tangents, aot0_getitem_7)
        #> attention.wo: cases.models.Attention.forward
        aot0_view_11 = torch.ops.aten.reshape.default(aot0_add_1, [32, 16])
        aot0_t_10 = torch.ops.aten.t.default(aot0_view_11)
        aot0_mm_4 = torch.ops.aten.mm.default(aot0_t_10, aot0_view_1)
        aot0_t_11 = torch.ops.aten.t.default(aot0_mm_4)
        aot0_t_12 = torch.ops.aten.t.default(aot0_primals_6)
        aot0_t_13 = torch.ops.aten.t.default(aot0_t_12)
        aot0_mm_5 = torch.ops.aten.mm.default(aot0_view_11, aot0_t_13)
        aot0_view_12 = torch.ops.aten.reshape.default(aot0_mm_5, [2, 16, 16])
        aot0_t_14 = torch.ops.aten.t.default(aot0_t_11)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_8 = torch__dynamo_external_utils_call_accumulate_grad(getitem_14, None, aot0_t_14, False)
        #> attention: cases.models.Attention.forward
        aot0_view_13 = torch.ops.aten.reshape.default(aot0_view_12, [2, 16, 4, 4])
        aot0_transpose_3 = torch.ops.aten.transpose.int(aot0_view_13, 1, 2)
        aot0__scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            aot0_transpose_3,
            aot0_transpose,
            aot0_transpose_1,
            aot0_transpose_2,
            aot0_detach,
            aot0_getitem_2,
            0.0,
            True
        )
        aot0_getitem_8 = aot0__scaled_dot_product_flash_attention_for_cpu_backward[0]
        aot0_getitem_9 = aot0__scaled_dot_product_flash_attention_for_cpu_backward[1]
        aot0_getitem_10 = aot0__scaled_dot_product_flash_attention_for_cpu_backward[2]
        aot0_transpose_4 = torch.ops.aten.transpose.int(aot0_getitem_10, 1, 2)
        aot0_view_14 = torch.ops.aten.reshape.default(aot0_transpose_4, [2, 16, 16])
        aot0_transpose_5 = torch.ops.aten.transpose.int(aot0_getitem_9, 1, 2)
        aot0_view_15 = torch.ops.aten.reshape.default(aot0_transpose_5, [2, 16, 16])
        aot0_transpose_6 = torch.ops.aten.transpose.int(aot0_getitem_8, 1, 2)
        aot0_view_16 = torch.ops.aten.reshape.default(aot0_transpose_6, [2, 16, 16])
        #> attention.wv: cases.models.Attention.forward
        aot0_view_17 = torch.ops.aten.reshape.default(aot0_view_14, [32, 16])
        aot0_t_15 = torch.ops.aten.t.default(aot0_view_17)
        aot0_mm_6 = torch.ops.aten.mm.default(aot0_t_15, aot0_view)
        aot0_t_16 = torch.ops.aten.t.default(aot0_mm_6)
        aot0_t_17 = torch.ops.aten.t.default(aot0_primals_5)
        aot0_t_18 = torch.ops.aten.t.default(aot0_t_17)
        aot0_mm_7 = torch.ops.aten.mm.default(aot0_view_17, aot0_t_18)
        aot0_view_18 = torch.ops.aten.reshape.default(aot0_mm_7, [2, 16, 16])
        aot0_t_19 = torch.ops.aten.t.default(aot0_t_16)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_9 = torch__dynamo_external_utils_call_accumulate_grad(getitem_13, None, aot0_t_19, False)
        #> attention.wk: cases.models.Attention.forward
        aot0_view_19 = torch.ops.aten.reshape.default(aot0_view_15, [32, 16])
        aot0_t_20 = torch.ops.aten.t.default(aot0_view_19)
        aot0_mm_8 = torch.ops.aten.mm.default(aot0_t_20, aot0_view)
        aot0_t_21 = torch.ops.aten.t.default(aot0_mm_8)
        aot0_t_22 = torch.ops.aten.t.default(aot0_primals_4)
        aot0_t_23 = torch.ops.aten.t.default(aot0_t_22)
        aot0_mm_9 = torch.ops.aten.mm.default(aot0_view_19, aot0_t_23)
        aot0_view_20 = torch.ops.aten.reshape.default(aot0_mm_9, [2, 16, 16])
        aot0_add_2 = torch.ops.aten.add.Tensor(aot0_view_18, aot0_view_20)
        aot0_t_24 = torch.ops.aten.t.default(aot0_t_21)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_10 = torch__dynamo_external_utils_call_accumulate_grad(getitem_12, None, aot0_t_24, False)
        #> attention.wq: cases.models.Attention.forward
        aot0_view_21 = torch.ops.aten.reshape.default(aot0_view_16, [32, 16])
        aot0_t_25 = torch.ops.aten.t.default(aot0_view_21)
        aot0_mm_10 = torch.ops.aten.mm.default(aot0_t_25, aot0_view)
        aot0_t_26 = torch.ops.aten.t.default(aot0_mm_10)
        aot0_t_27 = torch.ops.aten.t.default(aot0_primals_3)
        aot0_t_28 = torch.ops.aten.t.default(aot0_t_27)
        aot0_mm_11 = torch.ops.aten.mm.default(aot0_view_21, aot0_t_28)
        aot0_view_22 = torch.ops.aten.reshape.default(aot0_mm_11, [2, 16, 16])
        aot0_add_3 = torch.ops.aten.add.Tensor(aot0_add_2, aot0_view_22)
        aot0_t_29 = torch.ops.aten.t.default(aot0_t_26)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_11 = torch__dynamo_external_utils_call_accumulate_grad(getitem_11, None, aot0_t_29, False)
        #> attention_norm: cases.models.TransformerBlock.forward
        aot0_native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(
            aot0_add_3,
            aot0_primals_2,
            [16],
            aot0_getitem,
            aot0_getitem_1,
            aot0_primals,
            aot0_primals_1,
            [True, True, True]
        )
        aot0_getitem_11 = aot0_native_layer_norm_backward_1[1]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_12 = torch__dynamo_external_utils_call_accumulate_grad(getitem_8, None, aot0_getitem_11, False)
        #> attention_norm: cases.models.TransformerBlock.forward
        aot0_getitem_12 = aot0_native_layer_norm_backward_1[2]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_13 = torch__dynamo_external_utils_call_accumulate_grad(getitem_9, None, aot0_getitem_12, False)
        #> attention_norm: cases.models.TransformerBlock.forward
        aot0_getitem_13 = aot0_native_layer_norm_backward_1[0]
        aot0_add_4 = torch.ops.aten.add.Tensor(aot0_add_1, aot0_getitem_13)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        getitem_145 = hooks[3]
        call_backward = torch__dynamo_external_utils_call_backward(getitem_145, (), aot0_add_4)
        getitem_146 = call_backward[1]
        validate_outputs_7 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_146],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_36, unwrap_maybe_dynamic_int_37, unwrap_maybe_dynamic_int_38], False, 6)]
        )
        getitem_147 = validate_outputs_7[0]
        getitem_148 = hooks[4]
        call_hook_2 = torch__dynamo_external_utils_call_hook(getitem_148, getitem_147, hook_type = 'tensor_pre_hook')
        getitem_149 = hooks[5]
        call_aot_bwd_prologue_1 = torch__dynamo_compiled_autograd_call_aot_bwd_prologue_1(
            (
                getitem_36,
                getitem_37,
                getitem_38,
                getitem_39,
                getitem_40,
                getitem_41,
                getitem_42,
                getitem_43,
                getitem_44,
                getitem_45,
                getitem_46,
                getitem_47,
                getitem_48,
                getitem_49,
                getitem_50,
                getitem_51,
                getitem_52,
                getitem_53,
                getitem_54,
                getitem_55,
                getitem_56,
                getitem_57,
                getitem_58,
                getitem_59,
                getitem_60,
                getitem_61
            ),
            [],
            [],
            (call_hook_2,)
        )
        aot0_1_primals = call_aot_bwd_prologue_1[0]
        aot0_1_primals_1 = call_aot_bwd_prologue_1[1]
        aot0_1_primals_2 = call_aot_bwd_prologue_1[2]
        aot0_1_primals_3 = call_aot_bwd_prologue_1[3]
        aot0_1_primals_4 = call_aot_bwd_prologue_1[4]
        aot0_1_primals_5 = call_aot_bwd_prologue_1[5]
        aot0_1_primals_6 = call_aot_bwd_prologue_1[6]
        aot0_1_primals_7 = call_aot_bwd_prologue_1[7]
        aot0_1_primals_8 = call_aot_bwd_prologue_1[8]
        aot0_1_primals_9 = call_aot_bwd_prologue_1[9]
        aot0_1_primals_10 = call_aot_bwd_prologue_1[10]
        aot0_1_getitem = call_aot_bwd_prologue_1[11]
        aot0_1_getitem_1 = call_aot_bwd_prologue_1[12]
        aot0_1_view = call_aot_bwd_prologue_1[13]
        aot0_1_transpose = call_aot_bwd_prologue_1[14]
        aot0_1_transpose_1 = call_aot_bwd_prologue_1[15]
        aot0_1_transpose_2 = call_aot_bwd_prologue_1[16]
        aot0_1_getitem_2 = call_aot_bwd_prologue_1[17]
        aot0_1_view_1 = call_aot_bwd_prologue_1[18]
        aot0_1_add = call_aot_bwd_prologue_1[19]
        aot0_1_getitem_3 = call_aot_bwd_prologue_1[20]
        aot0_1_getitem_4 = call_aot_bwd_prologue_1[21]
        aot0_1_view_2 = call_aot_bwd_prologue_1[22]
        aot0_1_addmm = call_aot_bwd_prologue_1[23]
        aot0_1_view_3 = call_aot_bwd_prologue_1[24]
        aot0_1_detach = call_aot_bwd_prologue_1[25]
        aot0_1_tangents = call_aot_bwd_prologue_1[26]
        #> feed_forward.w2: cases.models.FeedForward.forward
        aot0_1_view_4 = torch.ops.aten.reshape.default(aot0_1_tangents, [32, 16])
        aot0_1_t = torch.ops.aten.t.default(aot0_1_primals_10)
        aot0_1_t_1 = torch.ops.aten.t.default(aot0_1_t)
        aot0_1_mm = torch.ops.aten.mm.default(aot0_1_view_4, aot0_1_t_1)
        aot0_1_t_2 = torch.ops.aten.t.default(aot0_1_view_4)
        aot0_1_mm_1 = torch.ops.aten.mm.default(aot0_1_t_2, aot0_1_view_3)
        aot0_1_t_3 = torch.ops.aten.t.default(aot0_1_mm_1)
        aot0_1_sum = torch.ops.aten.sum.dim_IntList(aot0_1_view_4, [0], True)
        aot0_1_view_5 = torch.ops.aten.reshape.default(aot0_1_sum, [16])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_14 = torch__dynamo_external_utils_call_accumulate_grad(getitem_62, None, aot0_1_view_5, False)
        #> feed_forward.w2: cases.models.FeedForward.forward
        aot0_1_t_4 = torch.ops.aten.t.default(aot0_1_t_3)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_15 = torch__dynamo_external_utils_call_accumulate_grad(getitem_46, None, aot0_1_t_4, False)
        #> feed_forward.w2: cases.models.FeedForward.forward
        aot0_1_view_6 = torch.ops.aten.reshape.default(aot0_1_mm, [2, 16, 64])
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_1_view_7 = torch.ops.aten.reshape.default(aot0_1_addmm, [2, 16, 64])
        #> feed_forward.gelu: cases.models.FeedForward.forward
        aot0_1_gelu_backward = torch.ops.aten.gelu_backward.default(aot0_1_view_6, aot0_1_view_7)
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_1_view_8 = torch.ops.aten.reshape.default(aot0_1_gelu_backward, [32, 64])
        aot0_1_t_5 = torch.ops.aten.t.default(aot0_1_primals_9)
        aot0_1_t_6 = torch.ops.aten.t.default(aot0_1_t_5)
        aot0_1_mm_2 = torch.ops.aten.mm.default(aot0_1_view_8, aot0_1_t_6)
        aot0_1_t_7 = torch.ops.aten.t.default(aot0_1_view_8)
        aot0_1_mm_3 = torch.ops.aten.mm.default(aot0_1_t_7, aot0_1_view_2)
        aot0_1_t_8 = torch.ops.aten.t.default(aot0_1_mm_3)
        aot0_1_sum_1 = torch.ops.aten.sum.dim_IntList(aot0_1_view_8, [0], True)
        aot0_1_view_9 = torch.ops.aten.reshape.default(aot0_1_sum_1, [64])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_16 = torch__dynamo_external_utils_call_accumulate_grad(getitem_63, None, aot0_1_view_9, False)
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_1_t_9 = torch.ops.aten.t.default(aot0_1_t_8)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_17 = torch__dynamo_external_utils_call_accumulate_grad(getitem_45, None, aot0_1_t_9, False)
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_1_view_10 = torch.ops.aten.reshape.default(aot0_1_mm_2, [2, 16, 16])
        #> ffn_norm: cases.models.TransformerBlock.forward
        aot0_1_native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(
            aot0_1_view_10,
            aot0_1_add,
            [16],
            aot0_1_getitem_3,
            aot0_1_getitem_4,
            aot0_1_primals_7,
            aot0_1_primals_8,
            [True, True, True]
        )
        aot0_1_getitem_5 = aot0_1_native_layer_norm_backward[1]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_18 = torch__dynamo_external_utils_call_accumulate_grad(getitem_43, None, aot0_1_getitem_5, False)
        #> ffn_norm: cases.models.TransformerBlock.forward
        aot0_1_getitem_6 = aot0_1_native_layer_norm_backward[2]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_19 = torch__dynamo_external_utils_call_accumulate_grad(getitem_44, None, aot0_1_getitem_6, False)
        #> ffn_norm: cases.models.TransformerBlock.forward
        aot0_1_getitem_7 = aot0_1_native_layer_norm_backward[0]
        aot0_1_add_1 = torch.ops.aten.add.Tensor(aot0_1_tangents, aot0_1_getitem_7)
        #> attention.wo: cases.models.Attention.forward
        aot0_1_view_11 = torch.ops.aten.reshape.default(aot0_1_add_1, [32, 16])
        aot0_1_t_10 = torch.ops.aten.t.default(aot0_1_view_11)
        aot0_1_mm_4 = torch.ops.aten.mm.default(aot0_1_t_10, aot0_1_view_1)
        aot0_1_t_11 = torch.ops.aten.t.default(aot0_1_mm_4)
        aot0_1_t_12 = torch.ops.aten.t.default(aot0_1_primals_6)
        aot0_1_t_13 = torch.ops.aten.t.default(aot0_1_t_12)
        aot0_1_mm_5 = torch.ops.aten.mm.default(aot0_1_view_11, aot0_1_t_13)
        aot0_1_view_12 = torch.ops.aten.reshape.default(aot0_1_mm_5, [2, 16, 16])
        aot0_1_t_14 = torch.ops.aten.t.default(aot0_1_t_11)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_20 = torch__dynamo_external_utils_call_accumulate_grad(getitem_42, None, aot0_1_t_14, False)
        #> attention: cases.models.Attention.forward
        aot0_1_view_13 = torch.ops.aten.reshape.default(aot0_1_view_12, [2, 16, 4, 4])
        aot0_1_transpose_3 = torch.ops.aten.transpose.int(aot0_1_view_13, 1, 2)
        aot0_1__scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            aot0_1_transpose_3,
            aot0_1_transpose,
            aot0_1_transpose_1,
            aot0_1_transpose_2,
            aot0_1_detach,
            aot0_1_getitem_2,
            0.0,
            True
        )
        aot0_1_getitem_8 = aot0_1__scaled_dot_product_flash_attention_for_cpu_backward[0]
        aot0_1_getitem_9 = aot0_1__scaled_dot_product_flash_attention_for_cpu_backward[1]
        aot0_1_getitem_10 = aot0_1__scaled_dot_product_flash_attention_for_cpu_backward[2]
        aot0_1_transpose_4 = torch.ops.aten.transpose.int(aot0_1_getitem_10, 1, 2)
        aot0_1_view_14 = torch.ops.aten.reshape.default(aot0_1_transpose_4, [2, 16, 16])
        aot0_1_transpose_5 = torch.ops.aten.transpose.int(aot0_1_getitem_9, 1, 2)
        aot0_1_view_15 = torch.ops.aten.reshape.default(aot0_1_transpose_5, [2, 16, 16])
        aot0_1_transpose_6 = torch.ops.aten.transpose.int(aot0_1_getitem_8, 1, 2)
        aot0_1_view_16 = torch.ops.aten.reshape.default(aot0_1_transpose_6, [2, 16, 16])
        #> attention.wv: cases.models.Attention.forward
        aot0_1_view_17 = torch.ops.aten.reshape.default(aot0_1_view_14, [32, 16])
        aot0_1_t_15 = torch.ops.aten.t.default(aot0_1_view_17)
        aot0_1_mm_6 = torch.ops.aten.mm.default(aot0_1_t_15, aot0_1_view)
        aot0_1_t_16 = torch.ops.aten.t.default(aot0_1_mm_6)
        aot0_1_t_17 = torch.ops.aten.t.default(aot0_1_primals_5)
        aot0_1_t_18 = torch.ops.aten.t.default(aot0_1_t_17)
        aot0_1_mm_7 = torch.ops.aten.mm.default(aot0_1_view_17, aot0_1_t_18)
        aot0_1_view_18 = torch.ops.aten.reshape.default(aot0_1_mm_7, [2, 16, 16])
        aot0_1_t_19 = torch.ops.aten.t.default(aot0_1_t_16)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_21 = torch__dynamo_external_utils_call_accumulate_grad(getitem_41, None, aot0_1_t_19, False)
        #> attention.wk: cases.models.Attention.forward
        aot0_1_view_19 = torch.ops.aten.reshape.default(aot0_1_view_15, [32, 16])
        aot0_1_t_20 = torch.ops.aten.t.default(aot0_1_view_19)
        aot0_1_mm_8 = torch.ops.aten.mm.default(aot0_1_t_20, aot0_1_view)
        aot0_1_t_21 = torch.ops.aten.t.default(aot0_1_mm_8)
        aot0_1_t_22 = torch.ops.aten.t.default(aot0_1_primals_4)
        aot0_1_t_23 = torch.ops.aten.t.default(aot0_1_t_22)
        aot0_1_mm_9 = torch.ops.aten.mm.default(aot0_1_view_19, aot0_1_t_23)
        aot0_1_view_20 = torch.ops.aten.reshape.default(aot0_1_mm_9, [2, 16, 16])
        aot0_1_add_2 = torch.ops.aten.add.Tensor(aot0_1_view_18, aot0_1_view_20)
        aot0_1_t_24 = torch.ops.aten.t.default(aot0_1_t_21)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_22 = torch__dynamo_external_utils_call_accumulate_grad(getitem_40, None, aot0_1_t_24, False)
        #> attention.wq: cases.models.Attention.forward
        aot0_1_view_21 = torch.ops.aten.reshape.default(aot0_1_view_16, [32, 16])
        aot0_1_t_25 = torch.ops.aten.t.default(aot0_1_view_21)
        aot0_1_mm_10 = torch.ops.aten.mm.default(aot0_1_t_25, aot0_1_view)
        aot0_1_t_26 = torch.ops.aten.t.default(aot0_1_mm_10)
        aot0_1_t_27 = torch.ops.aten.t.default(aot0_1_primals_3)
        aot0_1_t_28 = torch.ops.aten.t.default(aot0_1_t_27)
        aot0_1_mm_11 = torch.ops.aten.mm.default(aot0_1_view_21, aot0_1_t_28)
        aot0_1_view_22 = torch.ops.aten.reshape.default(aot0_1_mm_11, [2, 16, 16])
        aot0_1_add_3 = torch.ops.aten.add.Tensor(aot0_1_add_2, aot0_1_view_22)
        aot0_1_t_29 = torch.ops.aten.t.default(aot0_1_t_26)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_23 = torch__dynamo_external_utils_call_accumulate_grad(getitem_39, None, aot0_1_t_29, False)
        #> attention_norm: cases.models.TransformerBlock.forward
        aot0_1_native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(
            aot0_1_add_3,
            aot0_1_primals_2,
            [16],
            aot0_1_getitem,
            aot0_1_getitem_1,
            aot0_1_primals,
            aot0_1_primals_1,
            [True, True, True]
        )
        aot0_1_getitem_11 = aot0_1_native_layer_norm_backward_1[1]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_24 = torch__dynamo_external_utils_call_accumulate_grad(getitem_36, None, aot0_1_getitem_11, False)
        #> attention_norm: cases.models.TransformerBlock.forward
        aot0_1_getitem_12 = aot0_1_native_layer_norm_backward_1[2]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_25 = torch__dynamo_external_utils_call_accumulate_grad(getitem_37, None, aot0_1_getitem_12, False)
        #> attention_norm: cases.models.TransformerBlock.forward
        aot0_1_getitem_13 = aot0_1_native_layer_norm_backward_1[0]
        aot0_1_add_4 = torch.ops.aten.add.Tensor(aot0_1_add_1, aot0_1_getitem_13)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        getitem_150 = hooks[6]
        call_backward_1 = torch__dynamo_external_utils_call_backward(getitem_150, (), aot0_1_add_4)
        getitem_151 = call_backward_1[1]
        validate_outputs_8 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_151],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_39, unwrap_maybe_dynamic_int_40, unwrap_maybe_dynamic_int_41], False, 6)]
        )
        getitem_152 = validate_outputs_8[0]
        add_backward0 = torch__dynamo_compiled_autograd_ops_AddBackward0([getitem_152], [True, True], 1, 6, 6)
        getitem_153 = add_backward0[0]
        getitem_154 = add_backward0[1]
        validate_outputs_9 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_153, getitem_154],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_42, unwrap_maybe_dynamic_int_43, unwrap_maybe_dynamic_int_44], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_45, unwrap_maybe_dynamic_int_46], False, 6)
            ]
        )
        getitem_155 = validate_outputs_9[0]
        getitem_156 = validate_outputs_9[1]
        embedding_backward0 = torch__dynamo_compiled_autograd_ops_EmbeddingBackward0([getitem_156], [True], getitem_64, unwrap_maybe_dynamic_int_47, False, False, unwrap_maybe_dynamic_int_48)
        getitem_157 = embedding_backward0[0]
        validate_outputs_10 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_157],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_49, unwrap_maybe_dynamic_int_50], False, 6)]
        )
        getitem_158 = validate_outputs_10[0]
        call_accumulate_grad_26 = torch__dynamo_external_utils_call_accumulate_grad(getitem_65, None, getitem_158, False)
        embedding_backward0_1 = torch__dynamo_compiled_autograd_ops_EmbeddingBackward0([getitem_155], [True], getitem_66, unwrap_maybe_dynamic_int_51, False, False, unwrap_maybe_dynamic_int_52)
        getitem_159 = embedding_backward0_1[0]
        validate_outputs_11 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_159],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_53, unwrap_maybe_dynamic_int_54], False, 6)]
        )
        getitem_160 = validate_outputs_11[0]
        add = torch.add(getitem_134, getitem_160)
        call_accumulate_grad_27 = torch__dynamo_external_utils_call_accumulate_grad(getitem_67, None, add, False)
        _exec_final_callbacks_stub = torch__dynamo_external_utils__exec_final_callbacks_stub()
        return []
