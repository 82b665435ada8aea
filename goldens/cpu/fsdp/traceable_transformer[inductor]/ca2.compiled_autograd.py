# fxgolden golden | case: fsdp/traceable_transformer[inductor] | artifact: ca2.compiled_autograd | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class CompiledAutograd2(torch.nn.Module):
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
        getitem_68 = inputs[68]
        getitem_69 = inputs[69]
        getitem_70 = inputs[70]
        getitem_71 = inputs[71]
        getitem_72 = inputs[72]
        getitem_73 = inputs[73]
        getitem_74 = inputs[74]
        getitem_75 = inputs[75]
        getitem_76 = inputs[76]
        getitem_77 = inputs[77]
        getitem_78 = inputs[78]
        getitem_79 = inputs[79]
        getitem_80 = inputs[80]
        getitem_81 = inputs[81]
        getitem_82 = inputs[82]
        getitem_83 = inputs[83]
        getitem_84 = inputs[84]
        getitem_85 = inputs[85]
        getitem_86 = inputs[86]
        getitem_87 = inputs[87]
        getitem_88 = inputs[88]
        getitem_89 = inputs[89]
        getitem_90 = inputs[90]
        getitem_91 = inputs[91]
        getitem_92 = inputs[92]
        getitem_93 = inputs[93]
        getitem_94 = sizes[0]
        getitem_95 = sizes[1]
        getitem_96 = sizes[2]
        getitem_97 = sizes[3]
        getitem_98 = sizes[4]
        getitem_99 = sizes[5]
        getitem_100 = sizes[6]
        getitem_101 = sizes[7]
        getitem_102 = sizes[8]
        getitem_103 = sizes[9]
        getitem_104 = sizes[10]
        getitem_105 = sizes[11]
        getitem_106 = sizes[12]
        getitem_107 = sizes[13]
        getitem_108 = sizes[14]
        getitem_109 = sizes[15]
        getitem_110 = sizes[16]
        getitem_111 = sizes[17]
        getitem_112 = sizes[18]
        getitem_113 = sizes[19]
        getitem_114 = sizes[20]
        getitem_115 = sizes[21]
        getitem_116 = sizes[22]
        getitem_117 = sizes[23]
        getitem_118 = sizes[24]
        getitem_119 = sizes[25]
        getitem_120 = sizes[26]
        getitem_121 = sizes[27]
        getitem_122 = sizes[28]
        getitem_123 = sizes[29]
        getitem_124 = sizes[30]
        getitem_125 = sizes[31]
        getitem_126 = sizes[32]
        getitem_127 = sizes[33]
        getitem_128 = sizes[34]
        getitem_129 = sizes[35]
        getitem_130 = sizes[36]
        getitem_131 = sizes[37]
        getitem_132 = sizes[38]
        getitem_133 = sizes[39]
        getitem_134 = sizes[40]
        getitem_135 = sizes[41]
        getitem_136 = sizes[42]
        getitem_137 = sizes[43]
        getitem_138 = sizes[44]
        getitem_139 = sizes[45]
        getitem_140 = sizes[46]
        getitem_141 = sizes[47]
        getitem_142 = sizes[48]
        unwrap_maybe_dynamic_int = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_94)
        unwrap_maybe_dynamic_int_1 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_95)
        unwrap_maybe_dynamic_int_2 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_96)
        unwrap_maybe_dynamic_int_3 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_97)
        unwrap_maybe_dynamic_int_4 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_98)
        unwrap_maybe_dynamic_int_5 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_99)
        unwrap_maybe_dynamic_int_6 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_100)
        unwrap_maybe_dynamic_int_7 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_101)
        unwrap_maybe_dynamic_int_8 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_102)
        unwrap_maybe_dynamic_int_9 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_103)
        unwrap_maybe_dynamic_int_10 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_104)
        unwrap_maybe_dynamic_int_11 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_105)
        unwrap_maybe_dynamic_int_12 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_106)
        unwrap_maybe_dynamic_int_13 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_107)
        unwrap_maybe_dynamic_int_14 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_108)
        unwrap_maybe_dynamic_int_15 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_109)
        unwrap_maybe_dynamic_int_16 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_110)
        unwrap_maybe_dynamic_int_17 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_111)
        unwrap_maybe_dynamic_int_18 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_112)
        unwrap_maybe_dynamic_int_19 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_113)
        unwrap_maybe_dynamic_int_20 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_114)
        unwrap_maybe_dynamic_int_21 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_115)
        unwrap_maybe_dynamic_int_22 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_116)
        unwrap_maybe_dynamic_int_23 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_117)
        unwrap_maybe_dynamic_int_24 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_118)
        unwrap_maybe_dynamic_int_25 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_119)
        unwrap_maybe_dynamic_int_26 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_120)
        unwrap_maybe_dynamic_int_27 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_121)
        unwrap_maybe_dynamic_int_28 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_122)
        unwrap_maybe_dynamic_int_29 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_123)
        unwrap_maybe_dynamic_int_30 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_124)
        unwrap_maybe_dynamic_int_31 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_125)
        unwrap_maybe_dynamic_int_32 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_126)
        unwrap_maybe_dynamic_int_33 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_127)
        unwrap_maybe_dynamic_int_34 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_128)
        unwrap_maybe_dynamic_int_35 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_129)
        unwrap_maybe_dynamic_int_36 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_130)
        unwrap_maybe_dynamic_int_37 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_131)
        unwrap_maybe_dynamic_int_38 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_132)
        unwrap_maybe_dynamic_int_39 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_133)
        unwrap_maybe_dynamic_int_40 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_134)
        unwrap_maybe_dynamic_int_41 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_135)
        unwrap_maybe_dynamic_int_42 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_136)
        unwrap_maybe_dynamic_int_43 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_137)
        unwrap_maybe_dynamic_int_44 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_138)
        unwrap_maybe_dynamic_int_45 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_139)
        unwrap_maybe_dynamic_int_46 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_140)
        unwrap_maybe_dynamic_int_47 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_141)
        unwrap_maybe_dynamic_int_48 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_142)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False, 6)])
        getitem_143 = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_143], [True], [unwrap_maybe_dynamic_int, unwrap_maybe_dynamic_int_1, unwrap_maybe_dynamic_int_2])
        getitem_144 = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_144],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_3, unwrap_maybe_dynamic_int_4, unwrap_maybe_dynamic_int_5], False, 6)]
        )
        getitem_145 = validate_outputs_1[0]
        unsafe_view_backward0 = torch__dynamo_compiled_autograd_ops_UnsafeViewBackward0([getitem_145], [True], [unwrap_maybe_dynamic_int_6, unwrap_maybe_dynamic_int_7])
        getitem_146 = unsafe_view_backward0[0]
        validate_outputs_2 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_146],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_8, unwrap_maybe_dynamic_int_9], False, 6)]
        )
        getitem_147 = validate_outputs_2[0]
        mm_backward0 = torch__dynamo_compiled_autograd_ops_MmBackward0(
            [getitem_147],
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
        getitem_148 = mm_backward0[0]
        getitem_149 = mm_backward0[1]
        validate_outputs_3 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_148, getitem_149],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_18, unwrap_maybe_dynamic_int_19], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_20, unwrap_maybe_dynamic_int_21], False, 6)
            ]
        )
        getitem_150 = validate_outputs_3[0]
        getitem_151 = validate_outputs_3[1]
        tbackward0 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_151], [True])
        getitem_152 = tbackward0[0]
        validate_outputs_4 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_152],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_22, unwrap_maybe_dynamic_int_23], False, 6)]
        )
        getitem_153 = validate_outputs_4[0]
        view_backward0 = torch__dynamo_compiled_autograd_ops_ViewBackward0([getitem_150], [True], [unwrap_maybe_dynamic_int_24, unwrap_maybe_dynamic_int_25, unwrap_maybe_dynamic_int_26])
        getitem_154 = view_backward0[0]
        validate_outputs_5 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_154],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_27, unwrap_maybe_dynamic_int_28, unwrap_maybe_dynamic_int_29], False, 6)]
        )
        getitem_155 = validate_outputs_5[0]
        native_layer_norm_backward0 = torch__dynamo_compiled_autograd_ops_NativeLayerNormBackward0(
            [getitem_155],
            [True, True, True],
            getitem_3,
            getitem_4,
            [unwrap_maybe_dynamic_int_30],
            getitem_5,
            getitem_6,
            getitem_7
        )
        getitem_156 = native_layer_norm_backward0[0]
        getitem_157 = native_layer_norm_backward0[1]
        getitem_158 = native_layer_norm_backward0[2]
        validate_outputs_6 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_156, getitem_157, getitem_158],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_31, unwrap_maybe_dynamic_int_32, unwrap_maybe_dynamic_int_33], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_34], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_35], False, 6)
            ]
        )
        getitem_159 = validate_outputs_6[1]
        call_accumulate_grad = torch__dynamo_external_utils_call_accumulate_grad(getitem_5, getitem_9, getitem_159, False)
        getitem_160 = validate_outputs_6[2]
        call_accumulate_grad_1 = torch__dynamo_external_utils_call_accumulate_grad(getitem_3, getitem_8, getitem_160, False)
        getitem_161 = validate_outputs_6[0]
        getitem_162 = hooks[0]
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue(
            (
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
                getitem_32
            ),
            [],
            [],
            (getitem_161,)
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
        aot0_getitem = call_aot_bwd_prologue[9]
        aot0_rsqrt = call_aot_bwd_prologue[10]
        aot0_view = call_aot_bwd_prologue[11]
        aot0_permute = call_aot_bwd_prologue[12]
        aot0_permute_1 = call_aot_bwd_prologue[13]
        aot0_permute_2 = call_aot_bwd_prologue[14]
        aot0_getitem_1 = call_aot_bwd_prologue[15]
        aot0_getitem_2 = call_aot_bwd_prologue[16]
        aot0_mm = call_aot_bwd_prologue[17]
        aot0_getitem_3 = call_aot_bwd_prologue[18]
        aot0_rsqrt_1 = call_aot_bwd_prologue[19]
        aot0_view_1 = call_aot_bwd_prologue[20]
        aot0_addmm = call_aot_bwd_prologue[21]
        aot0_view_2 = call_aot_bwd_prologue[22]
        aot0_tangents = call_aot_bwd_prologue[23]
        #> feed_forward.w2: cases.models.FeedForward.forward
        aot0_view_3 = torch.ops.aten.reshape.default(aot0_tangents, [32, 16])
        aot0_permute_3 = torch.ops.aten.permute.default(aot0_primals_8, [1, 0])
        aot0_permute_4 = torch.ops.aten.permute.default(aot0_permute_3, [1, 0])
        aot0_mm_1 = torch.ops.aten.mm.default(aot0_view_3, aot0_permute_4)
        aot0_permute_5 = torch.ops.aten.permute.default(aot0_view_3, [1, 0])
        aot0_mm_2 = torch.ops.aten.mm.default(aot0_permute_5, aot0_view_2)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_2 = torch__dynamo_external_utils_call_accumulate_grad(getitem_18, getitem_35, aot0_mm_2, False)
        #> feed_forward.w2: cases.models.FeedForward.forward
        aot0_sum = torch.ops.aten.sum.dim_IntList(aot0_view_3, [0], True)
        aot0_view_4 = torch.ops.aten.reshape.default(aot0_sum, [16])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_3 = torch__dynamo_external_utils_call_accumulate_grad(getitem_33, getitem_34, aot0_view_4, False)
        #> feed_forward.w2: cases.models.FeedForward.forward
        aot0_view_5 = torch.ops.aten.reshape.default(aot0_mm_1, [2, 16, 64])
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_view_6 = torch.ops.aten.reshape.default(aot0_addmm, [2, 16, 64])
        #> feed_forward.gelu: cases.models.FeedForward.forward
        aot0_mul = torch.ops.aten.mul.Tensor(aot0_view_6, 0.7071067811865476)
        aot0_erf = torch.ops.aten.erf.default(aot0_mul)
        aot0_add = torch.ops.aten.add.Tensor(aot0_erf, 1)
        aot0_mul_1 = torch.ops.aten.mul.Tensor(aot0_add, 0.5)
        aot0_mul_2 = torch.ops.aten.mul.Tensor(aot0_view_6, aot0_view_6)
        aot0_mul_3 = torch.ops.aten.mul.Tensor(aot0_mul_2, -0.5)
        aot0_exp = torch.ops.aten.exp.default(aot0_mul_3)
        aot0_mul_4 = torch.ops.aten.mul.Tensor(aot0_exp, 0.3989422804014327)
        aot0_mul_5 = torch.ops.aten.mul.Tensor(aot0_view_6, aot0_mul_4)
        aot0_add_1 = torch.ops.aten.add.Tensor(aot0_mul_1, aot0_mul_5)
        aot0_mul_6 = torch.ops.aten.mul.Tensor(aot0_view_5, aot0_add_1)
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_view_7 = torch.ops.aten.reshape.default(aot0_mul_6, [32, 64])
        aot0_permute_6 = torch.ops.aten.permute.default(aot0_primals_7, [1, 0])
        aot0_permute_7 = torch.ops.aten.permute.default(aot0_permute_6, [1, 0])
        aot0_mm_3 = torch.ops.aten.mm.default(aot0_view_7, aot0_permute_7)
        aot0_permute_8 = torch.ops.aten.permute.default(aot0_view_7, [1, 0])
        aot0_mm_4 = torch.ops.aten.mm.default(aot0_permute_8, aot0_view_1)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_4 = torch__dynamo_external_utils_call_accumulate_grad(getitem_17, getitem_38, aot0_mm_4, False)
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_sum_1 = torch.ops.aten.sum.dim_IntList(aot0_view_7, [0], True)
        aot0_view_8 = torch.ops.aten.reshape.default(aot0_sum_1, [64])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_5 = torch__dynamo_external_utils_call_accumulate_grad(getitem_36, getitem_37, aot0_view_8, False)
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_view_9 = torch.ops.aten.reshape.default(aot0_mm_3, [2, 16, 16])
        #> ffn_norm: cases.models.TransformerBlock.forward
        aot0_mul_7 = torch.ops.aten.mul.Tensor(aot0_view_9, aot0_primals_6)
        aot0_mul_8 = torch.ops.aten.mul.Tensor(aot0_mul_7, 16)
        aot0_sum_2 = torch.ops.aten.sum.dim_IntList(aot0_mul_7, [2], True)
        #> attention.wo: cases.models.Attention.forward
        aot0_view_10 = torch.ops.aten.reshape.default(aot0_mm, [2, 16, 16])
        #> (no module): cases.models.TransformerBlock.forward
        aot0_add_2 = torch.ops.aten.add.Tensor(aot0_primals_1, aot0_view_10)
        #> ffn_norm: cases.models.TransformerBlock.forward
        aot0_sub = torch.ops.aten.sub.Tensor(aot0_add_2, aot0_getitem_3)
        aot0_mul_9 = torch.ops.aten.mul.Tensor(aot0_sub, aot0_rsqrt_1)
        aot0_mul_10 = torch.ops.aten.mul.Tensor(aot0_mul_7, aot0_mul_9)
        aot0_sum_3 = torch.ops.aten.sum.dim_IntList(aot0_mul_10, [2], True)
        aot0_mul_11 = torch.ops.aten.mul.Tensor(aot0_mul_9, aot0_sum_3)
        aot0_sub_1 = torch.ops.aten.sub.Tensor(aot0_mul_8, aot0_sum_2)
        aot0_sub_2 = torch.ops.aten.sub.Tensor(aot0_sub_1, aot0_mul_11)
        aot0_div = torch.ops.aten.div.Tensor(aot0_rsqrt_1, 16)
        aot0_mul_12 = torch.ops.aten.mul.Tensor(aot0_div, aot0_sub_2)
        aot0_mul_13 = torch.ops.aten.mul.Tensor(aot0_view_9, aot0_mul_9)
        aot0_sum_4 = torch.ops.aten.sum.dim_IntList(aot0_mul_13, [0, 1])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_6 = torch__dynamo_external_utils_call_accumulate_grad(getitem_16, getitem_41, aot0_sum_4, False)
        #> ffn_norm: cases.models.TransformerBlock.forward
        aot0_sum_5 = torch.ops.aten.sum.dim_IntList(aot0_view_9, [0, 1])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_7 = torch__dynamo_external_utils_call_accumulate_grad(getitem_39, getitem_40, aot0_sum_5, False)
        #> ffn_norm: cases.models.TransformerBlock.forward
        aot0_add_3 = torch.ops.aten.add.Tensor(aot0_tangents, aot0_mul_12)
        #> attention.wo: cases.models.Attention.forward
        aot0_view_11 = torch.ops.aten.reshape.default(aot0_add_3, [32, 16])
        aot0_permute_9 = torch.ops.aten.permute.default(aot0_view_11, [1, 0])
        #> attention: cases.models.Attention.forward
        aot0_permute_10 = torch.ops.aten.permute.default(aot0_getitem_1, [0, 2, 1, 3])
        aot0_view_12 = torch.ops.aten.reshape.default(aot0_permute_10, [2, 16, -1])
        #> attention.wo: cases.models.Attention.forward
        aot0_view_13 = torch.ops.aten.reshape.default(aot0_view_12, [32, 16])
        aot0_mm_5 = torch.ops.aten.mm.default(aot0_permute_9, aot0_view_13)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_8 = torch__dynamo_external_utils_call_accumulate_grad(getitem_15, getitem_42, aot0_mm_5, False)
        #> attention.wo: cases.models.Attention.forward
        aot0_permute_11 = torch.ops.aten.permute.default(aot0_primals_5, [1, 0])
        aot0_permute_12 = torch.ops.aten.permute.default(aot0_permute_11, [1, 0])
        aot0_mm_6 = torch.ops.aten.mm.default(aot0_view_11, aot0_permute_12)
        aot0_view_14 = torch.ops.aten.reshape.default(aot0_mm_6, [2, 16, 16])
        #> attention: cases.models.Attention.forward
        aot0_view_15 = torch.ops.aten.reshape.default(aot0_view_14, [2, 16, 4, 4])
        aot0_permute_13 = torch.ops.aten.permute.default(aot0_view_15, [0, 2, 1, 3])
        aot0__scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            aot0_permute_13,
            aot0_permute,
            aot0_permute_1,
            aot0_permute_2,
            aot0_getitem_1,
            aot0_getitem_2,
            0.0,
            True
        )
        aot0_getitem_4 = aot0__scaled_dot_product_flash_attention_for_cpu_backward[0]
        aot0_getitem_5 = aot0__scaled_dot_product_flash_attention_for_cpu_backward[1]
        aot0_getitem_6 = aot0__scaled_dot_product_flash_attention_for_cpu_backward[2]
        aot0_permute_14 = torch.ops.aten.permute.default(aot0_getitem_6, [0, 2, 1, 3])
        aot0_view_16 = torch.ops.aten.reshape.default(aot0_permute_14, [2, 16, 16])
        aot0_permute_15 = torch.ops.aten.permute.default(aot0_getitem_5, [0, 2, 1, 3])
        aot0_view_17 = torch.ops.aten.reshape.default(aot0_permute_15, [2, 16, 16])
        aot0_permute_16 = torch.ops.aten.permute.default(aot0_getitem_4, [0, 2, 1, 3])
        aot0_view_18 = torch.ops.aten.reshape.default(aot0_permute_16, [2, 16, 16])
        #> attention.wv: cases.models.Attention.forward
        aot0_view_19 = torch.ops.aten.reshape.default(aot0_view_16, [32, 16])
        aot0_permute_17 = torch.ops.aten.permute.default(aot0_view_19, [1, 0])
        aot0_mm_7 = torch.ops.aten.mm.default(aot0_permute_17, aot0_view)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_9 = torch__dynamo_external_utils_call_accumulate_grad(getitem_14, getitem_43, aot0_mm_7, False)
        #> attention.wv: cases.models.Attention.forward
        aot0_permute_18 = torch.ops.aten.permute.default(aot0_primals_4, [1, 0])
        aot0_permute_19 = torch.ops.aten.permute.default(aot0_permute_18, [1, 0])
        aot0_mm_8 = torch.ops.aten.mm.default(aot0_view_19, aot0_permute_19)
        aot0_view_20 = torch.ops.aten.reshape.default(aot0_mm_8, [2, 16, 16])
        #> attention.wk: cases.models.Attention.forward
        aot0_view_21 = torch.ops.aten.reshape.default(aot0_view_17, [32, 16])
        aot0_permute_20 = torch.ops.aten.permute.default(aot0_view_21, [1, 0])
        aot0_mm_9 = torch.ops.aten.mm.default(aot0_permute_20, aot0_view)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_10 = torch__dynamo_external_utils_call_accumulate_grad(getitem_13, getitem_44, aot0_mm_9, False)
        #> attention.wk: cases.models.Attention.forward
        aot0_permute_21 = torch.ops.aten.permute.default(aot0_primals_3, [1, 0])
        aot0_permute_22 = torch.ops.aten.permute.default(aot0_permute_21, [1, 0])
        aot0_mm_10 = torch.ops.aten.mm.default(aot0_view_21, aot0_permute_22)
        aot0_view_22 = torch.ops.aten.reshape.default(aot0_mm_10, [2, 16, 16])
        aot0_add_4 = torch.ops.aten.add.Tensor(aot0_view_20, aot0_view_22)
        #> attention.wq: cases.models.Attention.forward
        aot0_view_23 = torch.ops.aten.reshape.default(aot0_view_18, [32, 16])
        aot0_permute_23 = torch.ops.aten.permute.default(aot0_view_23, [1, 0])
        aot0_mm_11 = torch.ops.aten.mm.default(aot0_permute_23, aot0_view)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_11 = torch__dynamo_external_utils_call_accumulate_grad(getitem_12, getitem_45, aot0_mm_11, False)
        #> attention.wq: cases.models.Attention.forward
        aot0_permute_24 = torch.ops.aten.permute.default(aot0_primals_2, [1, 0])
        aot0_permute_25 = torch.ops.aten.permute.default(aot0_permute_24, [1, 0])
        aot0_mm_12 = torch.ops.aten.mm.default(aot0_view_23, aot0_permute_25)
        aot0_view_24 = torch.ops.aten.reshape.default(aot0_mm_12, [2, 16, 16])
        aot0_add_5 = torch.ops.aten.add.Tensor(aot0_add_4, aot0_view_24)
        #> attention_norm: cases.models.TransformerBlock.forward
        aot0_mul_14 = torch.ops.aten.mul.Tensor(aot0_add_5, aot0_primals)
        aot0_mul_15 = torch.ops.aten.mul.Tensor(aot0_mul_14, 16)
        aot0_sum_6 = torch.ops.aten.sum.dim_IntList(aot0_mul_14, [2], True)
        aot0_sub_3 = torch.ops.aten.sub.Tensor(aot0_primals_1, aot0_getitem)
        aot0_mul_16 = torch.ops.aten.mul.Tensor(aot0_sub_3, aot0_rsqrt)
        aot0_mul_17 = torch.ops.aten.mul.Tensor(aot0_mul_14, aot0_mul_16)
        aot0_sum_7 = torch.ops.aten.sum.dim_IntList(aot0_mul_17, [2], True)
        aot0_mul_18 = torch.ops.aten.mul.Tensor(aot0_mul_16, aot0_sum_7)
        aot0_sub_4 = torch.ops.aten.sub.Tensor(aot0_mul_15, aot0_sum_6)
        aot0_sub_5 = torch.ops.aten.sub.Tensor(aot0_sub_4, aot0_mul_18)
        aot0_div_1 = torch.ops.aten.div.Tensor(aot0_rsqrt, 16)
        aot0_mul_19 = torch.ops.aten.mul.Tensor(aot0_div_1, aot0_sub_5)
        aot0_mul_20 = torch.ops.aten.mul.Tensor(aot0_add_5, aot0_mul_16)
        aot0_sum_8 = torch.ops.aten.sum.dim_IntList(aot0_mul_20, [0, 1])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_12 = torch__dynamo_external_utils_call_accumulate_grad(getitem_10, getitem_93, aot0_sum_8, False)
        #> attention_norm: cases.models.TransformerBlock.forward
        aot0_sum_9 = torch.ops.aten.sum.dim_IntList(aot0_add_5, [0, 1])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_13 = torch__dynamo_external_utils_call_accumulate_grad(getitem_91, getitem_92, aot0_sum_9, False)
        #> attention_norm: cases.models.TransformerBlock.forward
        aot0_add_6 = torch.ops.aten.add.Tensor(aot0_add_3, aot0_mul_19)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        getitem_163 = hooks[1]
        call_aot_bwd_prologue_1 = torch__dynamo_compiled_autograd_call_aot_bwd_prologue_1(
            (
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
                getitem_61,
                getitem_62,
                getitem_63,
                getitem_64,
                getitem_65,
                getitem_66,
                getitem_67,
                getitem_68
            ),
            [],
            [],
            (aot0_add_6,)
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
        aot0_1_getitem = call_aot_bwd_prologue_1[9]
        aot0_1_rsqrt = call_aot_bwd_prologue_1[10]
        aot0_1_view = call_aot_bwd_prologue_1[11]
        aot0_1_permute = call_aot_bwd_prologue_1[12]
        aot0_1_permute_1 = call_aot_bwd_prologue_1[13]
        aot0_1_permute_2 = call_aot_bwd_prologue_1[14]
        aot0_1_getitem_1 = call_aot_bwd_prologue_1[15]
        aot0_1_getitem_2 = call_aot_bwd_prologue_1[16]
        aot0_1_mm = call_aot_bwd_prologue_1[17]
        aot0_1_getitem_3 = call_aot_bwd_prologue_1[18]
        aot0_1_rsqrt_1 = call_aot_bwd_prologue_1[19]
        aot0_1_view_1 = call_aot_bwd_prologue_1[20]
        aot0_1_addmm = call_aot_bwd_prologue_1[21]
        aot0_1_view_2 = call_aot_bwd_prologue_1[22]
        aot0_1_tangents = call_aot_bwd_prologue_1[23]
        #> feed_forward.w2: cases.models.FeedForward.forward
        aot0_1_view_3 = torch.ops.aten.reshape.default(aot0_1_tangents, [32, 16])
        aot0_1_permute_3 = torch.ops.aten.permute.default(aot0_1_primals_8, [1, 0])
        aot0_1_permute_4 = torch.ops.aten.permute.default(aot0_1_permute_3, [1, 0])
        aot0_1_mm_1 = torch.ops.aten.mm.default(aot0_1_view_3, aot0_1_permute_4)
        aot0_1_permute_5 = torch.ops.aten.permute.default(aot0_1_view_3, [1, 0])
        aot0_1_mm_2 = torch.ops.aten.mm.default(aot0_1_permute_5, aot0_1_view_2)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_14 = torch__dynamo_external_utils_call_accumulate_grad(getitem_54, getitem_71, aot0_1_mm_2, False)
        #> feed_forward.w2: cases.models.FeedForward.forward
        aot0_1_sum = torch.ops.aten.sum.dim_IntList(aot0_1_view_3, [0], True)
        aot0_1_view_4 = torch.ops.aten.reshape.default(aot0_1_sum, [16])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_15 = torch__dynamo_external_utils_call_accumulate_grad(getitem_69, getitem_70, aot0_1_view_4, False)
        #> feed_forward.w2: cases.models.FeedForward.forward
        aot0_1_view_5 = torch.ops.aten.reshape.default(aot0_1_mm_1, [2, 16, 64])
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_1_view_6 = torch.ops.aten.reshape.default(aot0_1_addmm, [2, 16, 64])
        #> feed_forward.gelu: cases.models.FeedForward.forward
        aot0_1_mul = torch.ops.aten.mul.Tensor(aot0_1_view_6, 0.7071067811865476)
        aot0_1_erf = torch.ops.aten.erf.default(aot0_1_mul)
        aot0_1_add = torch.ops.aten.add.Tensor(aot0_1_erf, 1)
        aot0_1_mul_1 = torch.ops.aten.mul.Tensor(aot0_1_add, 0.5)
        aot0_1_mul_2 = torch.ops.aten.mul.Tensor(aot0_1_view_6, aot0_1_view_6)
        aot0_1_mul_3 = torch.ops.aten.mul.Tensor(aot0_1_mul_2, -0.5)
        aot0_1_exp = torch.ops.aten.exp.default(aot0_1_mul_3)
        aot0_1_mul_4 = torch.ops.aten.mul.Tensor(aot0_1_exp, 0.3989422804014327)
        aot0_1_mul_5 = torch.ops.aten.mul.Tensor(aot0_1_view_6, aot0_1_mul_4)
        aot0_1_add_1 = torch.ops.aten.add.Tensor(aot0_1_mul_1, aot0_1_mul_5)
        aot0_1_mul_6 = torch.ops.aten.mul.Tensor(aot0_1_view_5, aot0_1_add_1)
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_1_view_7 = torch.ops.aten.reshape.default(aot0_1_mul_6, [32, 64])
        aot0_1_permute_6 = torch.ops.aten.permute.default(aot0_1_primals_7, [1, 0])
        aot0_1_permute_7 = torch.ops.aten.permute.default(aot0_1_permute_6, [1, 0])
        aot0_1_mm_3 = torch.ops.aten.mm.default(aot0_1_view_7, aot0_1_permute_7)
        aot0_1_permute_8 = torch.ops.aten.permute.default(aot0_1_view_7, [1, 0])
        aot0_1_mm_4 = torch.ops.aten.mm.default(aot0_1_permute_8, aot0_1_view_1)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_16 = torch__dynamo_external_utils_call_accumulate_grad(getitem_53, getitem_74, aot0_1_mm_4, False)
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_1_sum_1 = torch.ops.aten.sum.dim_IntList(aot0_1_view_7, [0], True)
        aot0_1_view_8 = torch.ops.aten.reshape.default(aot0_1_sum_1, [64])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_17 = torch__dynamo_external_utils_call_accumulate_grad(getitem_72, getitem_73, aot0_1_view_8, False)
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_1_view_9 = torch.ops.aten.reshape.default(aot0_1_mm_3, [2, 16, 16])
        #> ffn_norm: cases.models.TransformerBlock.forward
        aot0_1_mul_7 = torch.ops.aten.mul.Tensor(aot0_1_view_9, aot0_1_primals_6)
        aot0_1_mul_8 = torch.ops.aten.mul.Tensor(aot0_1_mul_7, 16)
        aot0_1_sum_2 = torch.ops.aten.sum.dim_IntList(aot0_1_mul_7, [2], True)
        #> attention.wo: cases.models.Attention.forward
        aot0_1_view_10 = torch.ops.aten.reshape.default(aot0_1_mm, [2, 16, 16])
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_add_2 = torch.ops.aten.add.Tensor(aot0_1_primals_1, aot0_1_view_10)
        #> ffn_norm: cases.models.TransformerBlock.forward
        aot0_1_sub = torch.ops.aten.sub.Tensor(aot0_1_add_2, aot0_1_getitem_3)
        aot0_1_mul_9 = torch.ops.aten.mul.Tensor(aot0_1_sub, aot0_1_rsqrt_1)
        aot0_1_mul_10 = torch.ops.aten.mul.Tensor(aot0_1_mul_7, aot0_1_mul_9)
        aot0_1_sum_3 = torch.ops.aten.sum.dim_IntList(aot0_1_mul_10, [2], True)
        aot0_1_mul_11 = torch.ops.aten.mul.Tensor(aot0_1_mul_9, aot0_1_sum_3)
        aot0_1_sub_1 = torch.ops.aten.sub.Tensor(aot0_1_mul_8, aot0_1_sum_2)
        aot0_1_sub_2 = torch.ops.aten.sub.Tensor(aot0_1_sub_1, aot0_1_mul_11)
        aot0_1_div = torch.ops.aten.div.Tensor(aot0_1_rsqrt_1, 16)
        aot0_1_mul_12 = torch.ops.aten.mul.Tensor(aot0_1_div, aot0_1_sub_2)
        aot0_1_mul_13 = torch.ops.aten.mul.Tensor(aot0_1_view_9, aot0_1_mul_9)
        aot0_1_sum_4 = torch.ops.aten.sum.dim_IntList(aot0_1_mul_13, [0, 1])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_18 = torch__dynamo_external_utils_call_accumulate_grad(getitem_52, getitem_77, aot0_1_sum_4, False)
        #> ffn_norm: cases.models.TransformerBlock.forward
        aot0_1_sum_5 = torch.ops.aten.sum.dim_IntList(aot0_1_view_9, [0, 1])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_19 = torch__dynamo_external_utils_call_accumulate_grad(getitem_75, getitem_76, aot0_1_sum_5, False)
        #> ffn_norm: cases.models.TransformerBlock.forward
        aot0_1_add_3 = torch.ops.aten.add.Tensor(aot0_1_tangents, aot0_1_mul_12)
        #> attention.wo: cases.models.Attention.forward
        aot0_1_view_11 = torch.ops.aten.reshape.default(aot0_1_add_3, [32, 16])
        aot0_1_permute_9 = torch.ops.aten.permute.default(aot0_1_view_11, [1, 0])
        #> attention: cases.models.Attention.forward
        aot0_1_permute_10 = torch.ops.aten.permute.default(aot0_1_getitem_1, [0, 2, 1, 3])
        aot0_1_view_12 = torch.ops.aten.reshape.default(aot0_1_permute_10, [2, 16, -1])
        #> attention.wo: cases.models.Attention.forward
        aot0_1_view_13 = torch.ops.aten.reshape.default(aot0_1_view_12, [32, 16])
        aot0_1_mm_5 = torch.ops.aten.mm.default(aot0_1_permute_9, aot0_1_view_13)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_20 = torch__dynamo_external_utils_call_accumulate_grad(getitem_51, getitem_78, aot0_1_mm_5, False)
        #> attention.wo: cases.models.Attention.forward
        aot0_1_permute_11 = torch.ops.aten.permute.default(aot0_1_primals_5, [1, 0])
        aot0_1_permute_12 = torch.ops.aten.permute.default(aot0_1_permute_11, [1, 0])
        aot0_1_mm_6 = torch.ops.aten.mm.default(aot0_1_view_11, aot0_1_permute_12)
        aot0_1_view_14 = torch.ops.aten.reshape.default(aot0_1_mm_6, [2, 16, 16])
        #> attention: cases.models.Attention.forward
        aot0_1_view_15 = torch.ops.aten.reshape.default(aot0_1_view_14, [2, 16, 4, 4])
        aot0_1_permute_13 = torch.ops.aten.permute.default(aot0_1_view_15, [0, 2, 1, 3])
        aot0_1__scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            aot0_1_permute_13,
            aot0_1_permute,
            aot0_1_permute_1,
            aot0_1_permute_2,
            aot0_1_getitem_1,
            aot0_1_getitem_2,
            0.0,
            True
        )
        aot0_1_getitem_4 = aot0_1__scaled_dot_product_flash_attention_for_cpu_backward[0]
        aot0_1_getitem_5 = aot0_1__scaled_dot_product_flash_attention_for_cpu_backward[1]
        aot0_1_getitem_6 = aot0_1__scaled_dot_product_flash_attention_for_cpu_backward[2]
        aot0_1_permute_14 = torch.ops.aten.permute.default(aot0_1_getitem_6, [0, 2, 1, 3])
        aot0_1_view_16 = torch.ops.aten.reshape.default(aot0_1_permute_14, [2, 16, 16])
        aot0_1_permute_15 = torch.ops.aten.permute.default(aot0_1_getitem_5, [0, 2, 1, 3])
        aot0_1_view_17 = torch.ops.aten.reshape.default(aot0_1_permute_15, [2, 16, 16])
        aot0_1_permute_16 = torch.ops.aten.permute.default(aot0_1_getitem_4, [0, 2, 1, 3])
        aot0_1_view_18 = torch.ops.aten.reshape.default(aot0_1_permute_16, [2, 16, 16])
        #> attention.wv: cases.models.Attention.forward
        aot0_1_view_19 = torch.ops.aten.reshape.default(aot0_1_view_16, [32, 16])
        aot0_1_permute_17 = torch.ops.aten.permute.default(aot0_1_view_19, [1, 0])
        aot0_1_mm_7 = torch.ops.aten.mm.default(aot0_1_permute_17, aot0_1_view)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_21 = torch__dynamo_external_utils_call_accumulate_grad(getitem_50, getitem_79, aot0_1_mm_7, False)
        #> attention.wv: cases.models.Attention.forward
        aot0_1_permute_18 = torch.ops.aten.permute.default(aot0_1_primals_4, [1, 0])
        aot0_1_permute_19 = torch.ops.aten.permute.default(aot0_1_permute_18, [1, 0])
        aot0_1_mm_8 = torch.ops.aten.mm.default(aot0_1_view_19, aot0_1_permute_19)
        aot0_1_view_20 = torch.ops.aten.reshape.default(aot0_1_mm_8, [2, 16, 16])
        #> attention.wk: cases.models.Attention.forward
        aot0_1_view_21 = torch.ops.aten.reshape.default(aot0_1_view_17, [32, 16])
        aot0_1_permute_20 = torch.ops.aten.permute.default(aot0_1_view_21, [1, 0])
        aot0_1_mm_9 = torch.ops.aten.mm.default(aot0_1_permute_20, aot0_1_view)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_22 = torch__dynamo_external_utils_call_accumulate_grad(getitem_49, getitem_80, aot0_1_mm_9, False)
        #> attention.wk: cases.models.Attention.forward
        aot0_1_permute_21 = torch.ops.aten.permute.default(aot0_1_primals_3, [1, 0])
        aot0_1_permute_22 = torch.ops.aten.permute.default(aot0_1_permute_21, [1, 0])
        aot0_1_mm_10 = torch.ops.aten.mm.default(aot0_1_view_21, aot0_1_permute_22)
        aot0_1_view_22 = torch.ops.aten.reshape.default(aot0_1_mm_10, [2, 16, 16])
        aot0_1_add_4 = torch.ops.aten.add.Tensor(aot0_1_view_20, aot0_1_view_22)
        #> attention.wq: cases.models.Attention.forward
        aot0_1_view_23 = torch.ops.aten.reshape.default(aot0_1_view_18, [32, 16])
        aot0_1_permute_23 = torch.ops.aten.permute.default(aot0_1_view_23, [1, 0])
        aot0_1_mm_11 = torch.ops.aten.mm.default(aot0_1_permute_23, aot0_1_view)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_23 = torch__dynamo_external_utils_call_accumulate_grad(getitem_48, getitem_81, aot0_1_mm_11, False)
        #> attention.wq: cases.models.Attention.forward
        aot0_1_permute_24 = torch.ops.aten.permute.default(aot0_1_primals_2, [1, 0])
        aot0_1_permute_25 = torch.ops.aten.permute.default(aot0_1_permute_24, [1, 0])
        aot0_1_mm_12 = torch.ops.aten.mm.default(aot0_1_view_23, aot0_1_permute_25)
        aot0_1_view_24 = torch.ops.aten.reshape.default(aot0_1_mm_12, [2, 16, 16])
        aot0_1_add_5 = torch.ops.aten.add.Tensor(aot0_1_add_4, aot0_1_view_24)
        #> attention_norm: cases.models.TransformerBlock.forward
        aot0_1_mul_14 = torch.ops.aten.mul.Tensor(aot0_1_add_5, aot0_1_primals)
        aot0_1_mul_15 = torch.ops.aten.mul.Tensor(aot0_1_mul_14, 16)
        aot0_1_sum_6 = torch.ops.aten.sum.dim_IntList(aot0_1_mul_14, [2], True)
        aot0_1_sub_3 = torch.ops.aten.sub.Tensor(aot0_1_primals_1, aot0_1_getitem)
        aot0_1_mul_16 = torch.ops.aten.mul.Tensor(aot0_1_sub_3, aot0_1_rsqrt)
        aot0_1_mul_17 = torch.ops.aten.mul.Tensor(aot0_1_mul_14, aot0_1_mul_16)
        aot0_1_sum_7 = torch.ops.aten.sum.dim_IntList(aot0_1_mul_17, [2], True)
        aot0_1_mul_18 = torch.ops.aten.mul.Tensor(aot0_1_mul_16, aot0_1_sum_7)
        aot0_1_sub_4 = torch.ops.aten.sub.Tensor(aot0_1_mul_15, aot0_1_sum_6)
        aot0_1_sub_5 = torch.ops.aten.sub.Tensor(aot0_1_sub_4, aot0_1_mul_18)
        aot0_1_div_1 = torch.ops.aten.div.Tensor(aot0_1_rsqrt, 16)
        aot0_1_mul_19 = torch.ops.aten.mul.Tensor(aot0_1_div_1, aot0_1_sub_5)
        aot0_1_mul_20 = torch.ops.aten.mul.Tensor(aot0_1_add_5, aot0_1_mul_16)
        aot0_1_sum_8 = torch.ops.aten.sum.dim_IntList(aot0_1_mul_20, [0, 1])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_24 = torch__dynamo_external_utils_call_accumulate_grad(getitem_46, getitem_90, aot0_1_sum_8, False)
        #> attention_norm: cases.models.TransformerBlock.forward
        aot0_1_sum_9 = torch.ops.aten.sum.dim_IntList(aot0_1_add_5, [0, 1])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_25 = torch__dynamo_external_utils_call_accumulate_grad(getitem_88, getitem_89, aot0_1_sum_9, False)
        #> attention_norm: cases.models.TransformerBlock.forward
        aot0_1_add_6 = torch.ops.aten.add.Tensor(aot0_1_add_3, aot0_1_mul_19)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        add_backward0 = torch__dynamo_compiled_autograd_ops_AddBackward0([aot0_1_add_6], [True, True], 1, 6, 6)
        getitem_164 = add_backward0[0]
        getitem_165 = add_backward0[1]
        validate_outputs_7 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_164, getitem_165],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_36, unwrap_maybe_dynamic_int_37, unwrap_maybe_dynamic_int_38], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_39, unwrap_maybe_dynamic_int_40], False, 6)
            ]
        )
        getitem_166 = validate_outputs_7[0]
        getitem_167 = validate_outputs_7[1]
        embedding_backward0 = torch__dynamo_compiled_autograd_ops_EmbeddingBackward0([getitem_167], [True], getitem_82, unwrap_maybe_dynamic_int_41, False, False, unwrap_maybe_dynamic_int_42)
        getitem_168 = embedding_backward0[0]
        validate_outputs_8 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_168],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_43, unwrap_maybe_dynamic_int_44], False, 6)]
        )
        getitem_169 = validate_outputs_8[0]
        call_accumulate_grad_26 = torch__dynamo_external_utils_call_accumulate_grad(getitem_83, getitem_84, getitem_169, False)
        embedding_backward0_1 = torch__dynamo_compiled_autograd_ops_EmbeddingBackward0([getitem_166], [True], getitem_85, unwrap_maybe_dynamic_int_45, False, False, unwrap_maybe_dynamic_int_46)
        getitem_170 = embedding_backward0_1[0]
        validate_outputs_9 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_170],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_47, unwrap_maybe_dynamic_int_48], False, 6)]
        )
        getitem_171 = validate_outputs_9[0]
        add = torch.add(getitem_153, getitem_171)
        call_accumulate_grad_27 = torch__dynamo_external_utils_call_accumulate_grad(getitem_86, getitem_87, add, False)
        _exec_final_callbacks_stub = torch__dynamo_external_utils__exec_final_callbacks_stub()
        return []
