# fxgolden golden | case: fsdp/traceable_transformer[inductor] | artifact: g7.dynamo | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_inputs_ : list,
        s69: "Sym(s68)",
        s79: "Sym(s63)",
        L_sizes_2_: "f32[0, 8][8, 1]cpu",
        s68: "Sym(s68)",
        s63: "Sym(s63)",
        L_sizes_5_: "f32[0, 8][8, 1]cpu",
        L_sizes_6_: "f32[0, s63*s68][s63*s68, 1]cpu",
        L_sizes_7_: "f32[0, 8][8, 1]cpu",
        L_sizes_9_: "f32[0, 8][8, 1]cpu",
        s70: "Sym(s70)",
        s35: "Sym(s35)",
        s49: "Sym(s49)",
        s89: "Sym(s89)",
        s37: "Sym(s37)",
        L_sizes_19_: "f32[0, 16][16, 1]cpu",
        L_sizes_20_: "f32[0, 16][16, 1]cpu",
        L_sizes_21_: "f32[0, 8][8, 1]cpu",
        L_sizes_22_: "f32[0, 8][8, 1]cpu",
        L_sizes_23_: "f32[0, 16][16, 1]cpu",
        L_sizes_24_: "f32[0, 2][2, 1]cpu",
        s82: "Sym(s82)",
        L_sizes_26_: "f32[0, 16][16, 1]cpu",
        L_sizes_27_: "f32[0, 2][2, 1]cpu",
        s7: "Sym(s7)",
        L_sizes_29_: "f32[0, 16][16, 1]cpu",
        s80: "Sym(s80)",
        L_sizes_31_: "f32[0, 2][2, 1]cpu",
        L_sizes_32_: "f32[0, 16][16, 1]cpu",
        L_sizes_33_: "f32[0, 16][16, 1]cpu",
        L_sizes_34_: "f32[0, 16][16, 1]cpu",
        L_sizes_35_: "f32[0, 16][16, 1]cpu",
        L_sizes_36_: "f32[0, 2][2, 1]cpu",
        L_sizes_37_: "f32[0, 16][16, 1]cpu",
        L_sizes_38_: "f32[0, 16][16, 1]cpu",
        L_sizes_39_: "f32[0, 16][16, 1]cpu",
        L_sizes_40_: "f32[0, 16][16, 1]cpu",
        L_sizes_42_: "f32[0, 16][16, 1]cpu",
        L_sizes_43_: "f32[0, 16][16, 1]cpu",
        L_sizes_44_: "f32[0, 16][16, 1]cpu",
        L_sizes_46_: "f32[0, 8][8, 1]cpu",
        L_sizes_47_: "f32[0, 8][8, 1]cpu",
        L_sizes_48_: "f32[0, 16][16, 1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): (generated code)
        getitem: "f32[][]cpu" = l_inputs_[0]
        getitem_1: "f32[16, 8][1, 16]cpu" = l_inputs_[1]
        getitem_2: "f32[32, 16][16, 1]cpu" = l_inputs_[2]
        getitem_3: "f32[16][1]cpu" = l_inputs_[3]
        getitem_4: "f32[2, 16, 16][256, 16, 1]cpu" = l_inputs_[4]
        getitem_5: "f32[16][1]cpu" = l_inputs_[5]
        getitem_6: "f32[2, 16, 1][16, 1, 1]cpu" = l_inputs_[6]
        getitem_7: "f32[2, 16, 1][16, 1, 1]cpu" = l_inputs_[7]
        getitem_8: "f32[16][1]cpu" = l_inputs_[8]
        getitem_9: "f32[16][1]cpu" = l_inputs_[9]
        getitem_10: "f32[16][1]cpu" = l_inputs_[10]
        getitem_11: "f32[2, 16, 16][256, 16, 1]cpu" = l_inputs_[11]
        getitem_12: "f32[16, 16][16, 1]cpu" = l_inputs_[12]
        getitem_13: "f32[16, 16][16, 1]cpu" = l_inputs_[13]
        getitem_14: "f32[16, 16][16, 1]cpu" = l_inputs_[14]
        getitem_15: "f32[16, 16][16, 1]cpu" = l_inputs_[15]
        getitem_16: "f32[16][1]cpu" = l_inputs_[16]
        getitem_17: "f32[64, 16][16, 1]cpu" = l_inputs_[17]
        getitem_18: "f32[16, 64][64, 1]cpu" = l_inputs_[18]
        getitem_19: "f32[2, 16, 1][16, 1, 1]cpu" = l_inputs_[19]
        getitem_20: "f32[2, 16, 1][16, 1, 1]cpu" = l_inputs_[20]
        getitem_21: "f32[32, 16][16, 1]cpu" = l_inputs_[21]
        getitem_22: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = l_inputs_[22]
        getitem_23: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = l_inputs_[23]
        getitem_24: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = l_inputs_[24]
        getitem_25: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = l_inputs_[25]
        getitem_26: "f32[2, 4, 16][64, 1, 4]cpu" = l_inputs_[26]
        getitem_27: "f32[32, 16][16, 1]cpu" = l_inputs_[27]
        getitem_28: "f32[2, 16, 1][16, 1, 1]cpu" = l_inputs_[28]
        getitem_29: "f32[2, 16, 1][16, 1, 1]cpu" = l_inputs_[29]
        getitem_30: "f32[32, 16][16, 1]cpu" = l_inputs_[30]
        getitem_31: "f32[32, 64][64, 1]cpu" = l_inputs_[31]
        getitem_32: "f32[32, 64][64, 1]cpu" = l_inputs_[32]
        getitem_33: "f32[16][1]cpu" = l_inputs_[33]
        getitem_34: "f32[64][1]cpu" = l_inputs_[34]
        getitem_35: "f32[16][1]cpu" = l_inputs_[35]
        getitem_36: "f32[16][1]cpu" = l_inputs_[36]
        getitem_37: "f32[2, 16, 16][256, 16, 1]cpu" = l_inputs_[37]
        getitem_38: "f32[16, 16][16, 1]cpu" = l_inputs_[38]
        getitem_39: "f32[16, 16][16, 1]cpu" = l_inputs_[39]
        getitem_40: "f32[16, 16][16, 1]cpu" = l_inputs_[40]
        getitem_41: "f32[16, 16][16, 1]cpu" = l_inputs_[41]
        getitem_42: "f32[16][1]cpu" = l_inputs_[42]
        getitem_43: "f32[64, 16][16, 1]cpu" = l_inputs_[43]
        getitem_44: "f32[16, 64][64, 1]cpu" = l_inputs_[44]
        getitem_45: "f32[2, 16, 1][16, 1, 1]cpu" = l_inputs_[45]
        getitem_46: "f32[2, 16, 1][16, 1, 1]cpu" = l_inputs_[46]
        getitem_47: "f32[32, 16][16, 1]cpu" = l_inputs_[47]
        getitem_48: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = l_inputs_[48]
        getitem_49: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = l_inputs_[49]
        getitem_50: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = l_inputs_[50]
        getitem_51: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = l_inputs_[51]
        getitem_52: "f32[2, 4, 16][64, 1, 4]cpu" = l_inputs_[52]
        getitem_53: "f32[32, 16][16, 1]cpu" = l_inputs_[53]
        getitem_54: "f32[2, 16, 1][16, 1, 1]cpu" = l_inputs_[54]
        getitem_55: "f32[2, 16, 1][16, 1, 1]cpu" = l_inputs_[55]
        getitem_56: "f32[32, 16][16, 1]cpu" = l_inputs_[56]
        getitem_57: "f32[32, 64][64, 1]cpu" = l_inputs_[57]
        getitem_58: "f32[32, 64][64, 1]cpu" = l_inputs_[58]
        getitem_59: "f32[16][1]cpu" = l_inputs_[59]
        getitem_60: "f32[64][1]cpu" = l_inputs_[60]
        getitem_61: "f32[16][1]cpu" = l_inputs_[61]
        getitem_62: "i64[16][1]cpu" = l_inputs_[62]
        getitem_63: "f32[16, 16][16, 1]cpu" = l_inputs_[63]
        getitem_64: "f32[16, 16][16, 1]cpu" = l_inputs_[64]
        getitem_65: "i64[2, 16][16, 1]cpu" = l_inputs_[65]
        getitem_66: "f32[8, 16][16, 1]cpu" = l_inputs_[66]
        getitem_67: "f32[8, 16][16, 1]cpu" = l_inputs_[67]
        getitem_68: "f32[16][1]cpu" = l_inputs_[68]
        getitem_69: "f32[16][1]cpu" = l_inputs_[69]
        size: "Sym(8)" = l_sizes_2_.size(1)
        size_1: "Sym(8)" = l_sizes_5_.size(1)
        size_2: "Sym(s63*s68)" = l_sizes_6_.size(1)
        size_3: "Sym(8)" = l_sizes_7_.size(1)
        size_4: "Sym(8)" = l_sizes_9_.size(1)
        size_5: "Sym(16)" = l_sizes_19_.size(1)
        size_6: "Sym(16)" = l_sizes_20_.size(1)
        size_7: "Sym(8)" = l_sizes_21_.size(1)
        size_8: "Sym(8)" = l_sizes_22_.size(1)
        size_9: "Sym(16)" = l_sizes_23_.size(1)
        size_10: "Sym(2)" = l_sizes_24_.size(1)
        size_11: "Sym(16)" = l_sizes_26_.size(1)
        size_12: "Sym(2)" = l_sizes_27_.size(1)
        size_13: "Sym(16)" = l_sizes_29_.size(1)
        size_14: "Sym(2)" = l_sizes_31_.size(1)
        size_15: "Sym(16)" = l_sizes_32_.size(1)
        size_16: "Sym(16)" = l_sizes_33_.size(1)
        size_17: "Sym(16)" = l_sizes_34_.size(1)
        size_18: "Sym(16)" = l_sizes_35_.size(1)
        size_19: "Sym(2)" = l_sizes_36_.size(1)
        size_20: "Sym(16)" = l_sizes_37_.size(1)
        size_21: "Sym(16)" = l_sizes_38_.size(1)
        size_22: "Sym(16)" = l_sizes_39_.size(1)
        size_23: "Sym(16)" = l_sizes_40_.size(1)
        size_24: "Sym(16)" = l_sizes_42_.size(1)
        size_25: "Sym(16)" = l_sizes_43_.size(1)
        size_26: "Sym(16)" = l_sizes_44_.size(1)
        size_27: "Sym(8)" = l_sizes_46_.size(1)
        size_28: "Sym(8)" = l_sizes_47_.size(1)
        size_29: "Sym(16)" = l_sizes_48_.size(1)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False, 6)])
        getitem_70: "f32[][]cpu" = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_70], [True], [s68, s63, size])
        getitem_71: "f32[s68, s63, 8][0, 0, 0]cpu" = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_71], [((None, None, device(type='cpu'), 6, 0, None), [s68, s63, size_1], False, 6)])
        getitem_72: "f32[s68, s63, 8][0, 0, 0]cpu" = validate_outputs_1[0]
        unsafe_view_backward0 = torch__dynamo_compiled_autograd_ops_UnsafeViewBackward0([getitem_72], [True], [size_2, size_3])
        getitem_73: "f32[s63*s68, 8][0, 0]cpu" = unsafe_view_backward0[0]
        validate_outputs_2 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_73], [((None, None, device(type='cpu'), 6, 0, None), [size_2, size_4], False, 6)])
        getitem_74: "f32[s63*s68, 8][0, 0]cpu" = validate_outputs_2[0]
        mm_backward0 = torch__dynamo_compiled_autograd_ops_MmBackward0([getitem_74], [True, True], getitem_1, 0, [s70, s35], [1, s70], getitem_2, 0, [s49, s89], [s37, 1])
        getitem_75: "f32[s63*s68, 16][16, 1]cpu" = mm_backward0[0]
        getitem_76: "f32[16, 8][1, 16]cpu" = mm_backward0[1]
        validate_outputs_3 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_75, getitem_76],
            [((None, None, device(type='cpu'), 6, 0, None), [size_2, size_5], False, 6), ((None, None, device(type='cpu'), 6, 0, None), [size_6, size_7], False, 6)]
        )
        getitem_77: "f32[s63*s68, 16][16, 1]cpu" = validate_outputs_3[0]
        getitem_78: "f32[16, 8][1, 16]cpu" = validate_outputs_3[1]
        tbackward0 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_78], [True])
        getitem_79: "f32[8, 16][16, 1]cpu" = tbackward0[0]
        validate_outputs_4 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_79], [((None, None, device(type='cpu'), 6, 0, None), [size_8, size_9], False, 6)])
        getitem_80: "f32[8, 16][16, 1]cpu" = validate_outputs_4[0]
        view_backward0 = torch__dynamo_compiled_autograd_ops_ViewBackward0([getitem_77], [True], [size_10, s82, size_11])
        getitem_81: "f32[2, ((s63*s68)//2), 16][16*(((s63*s68)//2)), 16, 1]cpu" = view_backward0[0]
        validate_outputs_5 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_81], [((None, None, device(type='cpu'), 6, 0, None), [size_12, s7, size_13], False, 6)])
        getitem_82: "f32[2, ((s63*s68)//2), 16][16*(((s63*s68)//2)), 16, 1]cpu" = validate_outputs_5[0]
        native_layer_norm_backward0 = torch__dynamo_compiled_autograd_ops_NativeLayerNormBackward0([getitem_82], [True, True, True], getitem_3, getitem_4, [s80], getitem_5, getitem_6, getitem_7)
        getitem_83: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward0[0]
        getitem_84: "f32[16][1]cpu" = native_layer_norm_backward0[1]
        getitem_85: "f32[16][1]cpu" = native_layer_norm_backward0[2]
        validate_outputs_6 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_83, getitem_84, getitem_85],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [size_14, size_15, size_16], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [size_17], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [size_18], False, 6)
            ]
        )
        getitem_86: "f32[2, 16, 16][256, 16, 1]cpu" = validate_outputs_6[0]
        getitem_87: "f32[16][1]cpu" = validate_outputs_6[1]
        getitem_88: "f32[16][1]cpu" = validate_outputs_6[2]
        #> (no module): (generated code)
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_87], getitem_5, getitem_9, False)
        call_accumulate_grad: "f32[16][1]cpu" = accumulate_grad[0]
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_88], getitem_3, getitem_8, False)
        call_accumulate_grad_1: "f32[16][1]cpu" = accumulate_grad_1[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
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
            (getitem_86,)
        )
        aot0_primals: "f32[16][1]cpu" = call_aot_bwd_prologue[0]
        aot0_primals_1: "f32[2, 16, 16][256, 16, 1]cpu" = call_aot_bwd_prologue[1]
        aot0_primals_2: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue[2]
        aot0_primals_3: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue[3]
        aot0_primals_4: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue[4]
        aot0_primals_5: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue[5]
        aot0_primals_6: "f32[16][1]cpu" = call_aot_bwd_prologue[6]
        aot0_primals_7: "f32[64, 16][16, 1]cpu" = call_aot_bwd_prologue[7]
        aot0_primals_8: "f32[16, 64][64, 1]cpu" = call_aot_bwd_prologue[8]
        aot0_getitem: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue[9]
        aot0_rsqrt: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue[10]
        aot0_view: "f32[32, 16][16, 1]cpu" = call_aot_bwd_prologue[11]
        aot0_permute: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue[12]
        aot0_permute_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue[13]
        aot0_permute_2: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue[14]
        aot0_getitem_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue[15]
        aot0_getitem_2: "f32[2, 4, 16][64, 1, 4]cpu" = call_aot_bwd_prologue[16]
        aot0_mm: "f32[32, 16][16, 1]cpu" = call_aot_bwd_prologue[17]
        aot0_getitem_3: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue[18]
        aot0_rsqrt_1: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue[19]
        aot0_view_1: "f32[32, 16][16, 1]cpu" = call_aot_bwd_prologue[20]
        aot0_addmm: "f32[32, 64][64, 1]cpu" = call_aot_bwd_prologue[21]
        aot0_view_2: "f32[32, 64][64, 1]cpu" = call_aot_bwd_prologue[22]
        aot0_tangents: "f32[2, 16, 16][256, 16, 1]cpu" = call_aot_bwd_prologue[23]
        #> (no module): cases.models.FeedForward.forward
        aot0_view_3: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_tangents, [32, 16])
        #> feed_forward.w2: cases.models.FeedForward.forward
        aot0_permute_3: "f32[64, 16][1, 64]cpu" = torch.ops.aten.permute.default(aot0_primals_8, [1, 0])
        #> (no module): cases.models.FeedForward.forward
        aot0_permute_4: "f32[16, 64][64, 1]cpu" = torch.ops.aten.permute.default(aot0_permute_3, [1, 0])
        aot0_mm_1: "f32[32, 64][64, 1]cpu" = torch.ops.aten.mm.default(aot0_view_3, aot0_permute_4)
        aot0_permute_5: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_view_3, [1, 0])
        aot0_mm_2: "f32[16, 64][64, 1]cpu" = torch.ops.aten.mm.default(aot0_permute_5, aot0_view_2)
        #> (no module): (generated code)
        accumulate_grad_2 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_mm_2], getitem_18, None, False)
        call_accumulate_grad_2: "f32[16, 64][64, 1]cpu" = accumulate_grad_2[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_sum: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_view_3, [0], True)
        aot0_view_4: "f32[16][1]cpu" = torch.ops.aten.reshape.default(aot0_sum, [16])
        #> (no module): (generated code)
        accumulate_grad_3 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_view_4], getitem_33, None, False)
        call_accumulate_grad_3: "f32[16][1]cpu" = accumulate_grad_3[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_view_5: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.reshape.default(aot0_mm_1, [2, 16, 64])
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_view_6: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.reshape.default(aot0_addmm, [2, 16, 64])
        #> feed_forward.gelu: cases.models.FeedForward.forward
        aot0_mul: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_view_6, 0.7071067811865476)
        aot0_erf: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.erf.default(aot0_mul)
        aot0_add: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(aot0_erf, 1)
        #> (no module): cases.models.FeedForward.forward
        aot0_mul_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_add, 0.5)
        aot0_mul_2: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_view_6, aot0_view_6)
        aot0_mul_3: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_mul_2, -0.5)
        aot0_exp: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.exp.default(aot0_mul_3)
        aot0_mul_4: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_exp, 0.3989422804014327)
        aot0_mul_5: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_view_6, aot0_mul_4)
        aot0_add_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(aot0_mul_1, aot0_mul_5)
        aot0_mul_6: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_view_5, aot0_add_1)
        aot0_view_7: "f32[32, 64][64, 1]cpu" = torch.ops.aten.reshape.default(aot0_mul_6, [32, 64])
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_permute_6: "f32[16, 64][1, 16]cpu" = torch.ops.aten.permute.default(aot0_primals_7, [1, 0])
        #> (no module): cases.models.FeedForward.forward
        aot0_permute_7: "f32[64, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_permute_6, [1, 0])
        aot0_mm_3: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_view_7, aot0_permute_7)
        aot0_permute_8: "f32[64, 32][1, 64]cpu" = torch.ops.aten.permute.default(aot0_view_7, [1, 0])
        aot0_mm_4: "f32[64, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_permute_8, aot0_view_1)
        #> (no module): (generated code)
        accumulate_grad_4 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_mm_4], getitem_17, None, False)
        call_accumulate_grad_4: "f32[64, 16][16, 1]cpu" = accumulate_grad_4[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_sum_1: "f32[1, 64][64, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_view_7, [0], True)
        aot0_view_8: "f32[64][1]cpu" = torch.ops.aten.reshape.default(aot0_sum_1, [64])
        #> (no module): (generated code)
        accumulate_grad_5 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_view_8], getitem_34, None, False)
        call_accumulate_grad_5: "f32[64][1]cpu" = accumulate_grad_5[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_view_9: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_mm_3, [2, 16, 16])
        #> (no module): cases.models.TransformerBlock.forward
        aot0_mul_7: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_view_9, aot0_primals_6)
        aot0_mul_8: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_mul_7, 16)
        aot0_sum_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_mul_7, [2], True)
        #> attention.wo: cases.models.Attention.forward
        aot0_view_10: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_mm, [2, 16, 16])
        #> (no module): cases.models.TransformerBlock.forward
        aot0_add_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_primals_1, aot0_view_10)
        #> ffn_norm: cases.models.TransformerBlock.forward
        aot0_sub: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_add_2, aot0_getitem_3)
        aot0_mul_9: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_sub, aot0_rsqrt_1)
        #> (no module): cases.models.TransformerBlock.forward
        aot0_mul_10: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_mul_7, aot0_mul_9)
        aot0_sum_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_mul_10, [2], True)
        aot0_mul_11: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_mul_9, aot0_sum_3)
        aot0_sub_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_mul_8, aot0_sum_2)
        aot0_sub_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_sub_1, aot0_mul_11)
        aot0_div: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(aot0_rsqrt_1, 16)
        aot0_mul_12: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_div, aot0_sub_2)
        aot0_mul_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_view_9, aot0_mul_9)
        aot0_sum_4: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_mul_13, [0, 1])
        #> (no module): (generated code)
        accumulate_grad_6 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_sum_4], getitem_16, None, False)
        call_accumulate_grad_6: "f32[16][1]cpu" = accumulate_grad_6[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_sum_5: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_view_9, [0, 1])
        #> (no module): (generated code)
        accumulate_grad_7 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_sum_5], getitem_35, None, False)
        call_accumulate_grad_7: "f32[16][1]cpu" = accumulate_grad_7[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_add_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_tangents, aot0_mul_12)
        #> (no module): cases.models.Attention.forward
        aot0_view_11: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_add_3, [32, 16])
        aot0_permute_9: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_view_11, [1, 0])
        #> attention: cases.models.Attention.forward
        aot0_permute_10: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(aot0_getitem_1, [0, 2, 1, 3])
        aot0_view_12: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_permute_10, [2, 16, -1])
        #> attention.wo: cases.models.Attention.forward
        aot0_view_13: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_view_12, [32, 16])
        #> (no module): cases.models.Attention.forward
        aot0_mm_5: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_permute_9, aot0_view_13)
        #> (no module): (generated code)
        accumulate_grad_8 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_mm_5], getitem_15, None, False)
        call_accumulate_grad_8: "f32[16, 16][16, 1]cpu" = accumulate_grad_8[0]
        #> attention.wo: cases.models.Attention.forward
        aot0_permute_11: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_primals_5, [1, 0])
        #> (no module): cases.models.Attention.forward
        aot0_permute_12: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_permute_11, [1, 0])
        aot0_mm_6: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_view_11, aot0_permute_12)
        aot0_view_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_mm_6, [2, 16, 16])
        aot0_view_15: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.reshape.default(aot0_view_14, [2, 16, 4, 4])
        aot0_permute_13: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.permute.default(aot0_view_15, [0, 2, 1, 3])
        _scaled_dot_product_flash_attention_for_cpu_backward_default = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            aot0_permute_13,
            aot0_permute,
            aot0_permute_1,
            aot0_permute_2,
            aot0_getitem_1,
            aot0_getitem_2,
            0.0,
            True
        )
        aot0_getitem_4: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_default[0]
        aot0_getitem_5: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_default[1]
        aot0_getitem_6: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_default[2]
        aot0_permute_14: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(aot0_getitem_6, [0, 2, 1, 3])
        aot0_view_16: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_permute_14, [2, 16, 16])
        aot0_permute_15: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(aot0_getitem_5, [0, 2, 1, 3])
        aot0_view_17: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_permute_15, [2, 16, 16])
        aot0_permute_16: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(aot0_getitem_4, [0, 2, 1, 3])
        aot0_view_18: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_permute_16, [2, 16, 16])
        aot0_view_19: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_view_16, [32, 16])
        aot0_permute_17: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_view_19, [1, 0])
        aot0_mm_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_permute_17, aot0_view)
        #> (no module): (generated code)
        accumulate_grad_9 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_mm_7], getitem_14, None, False)
        call_accumulate_grad_9: "f32[16, 16][16, 1]cpu" = accumulate_grad_9[0]
        #> attention.wv: cases.models.Attention.forward
        aot0_permute_18: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_primals_4, [1, 0])
        #> (no module): cases.models.Attention.forward
        aot0_permute_19: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_permute_18, [1, 0])
        aot0_mm_8: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_view_19, aot0_permute_19)
        aot0_view_20: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_mm_8, [2, 16, 16])
        aot0_view_21: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_view_17, [32, 16])
        aot0_permute_20: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_view_21, [1, 0])
        aot0_mm_9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_permute_20, aot0_view)
        #> (no module): (generated code)
        accumulate_grad_10 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_mm_9], getitem_13, None, False)
        call_accumulate_grad_10: "f32[16, 16][16, 1]cpu" = accumulate_grad_10[0]
        #> attention.wk: cases.models.Attention.forward
        aot0_permute_21: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_primals_3, [1, 0])
        #> (no module): cases.models.Attention.forward
        aot0_permute_22: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_permute_21, [1, 0])
        aot0_mm_10: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_view_21, aot0_permute_22)
        aot0_view_22: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_mm_10, [2, 16, 16])
        aot0_add_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_view_20, aot0_view_22)
        aot0_view_23: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_view_18, [32, 16])
        aot0_permute_23: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_view_23, [1, 0])
        aot0_mm_11: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_permute_23, aot0_view)
        #> (no module): (generated code)
        accumulate_grad_11 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_mm_11], getitem_12, None, False)
        call_accumulate_grad_11: "f32[16, 16][16, 1]cpu" = accumulate_grad_11[0]
        #> attention.wq: cases.models.Attention.forward
        aot0_permute_24: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_primals_2, [1, 0])
        #> (no module): cases.models.Attention.forward
        aot0_permute_25: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_permute_24, [1, 0])
        aot0_mm_12: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_view_23, aot0_permute_25)
        aot0_view_24: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_mm_12, [2, 16, 16])
        aot0_add_5: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_add_4, aot0_view_24)
        #> (no module): cases.models.TransformerBlock.forward
        aot0_mul_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_add_5, aot0_primals)
        aot0_mul_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_mul_14, 16)
        aot0_sum_6: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_mul_14, [2], True)
        #> attention_norm: cases.models.TransformerBlock.forward
        aot0_sub_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_primals_1, aot0_getitem)
        aot0_mul_16: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_sub_3, aot0_rsqrt)
        #> (no module): cases.models.TransformerBlock.forward
        aot0_mul_17: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_mul_14, aot0_mul_16)
        aot0_sum_7: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_mul_17, [2], True)
        aot0_mul_18: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_mul_16, aot0_sum_7)
        aot0_sub_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_mul_15, aot0_sum_6)
        aot0_sub_5: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_sub_4, aot0_mul_18)
        aot0_div_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(aot0_rsqrt, 16)
        aot0_mul_19: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_div_1, aot0_sub_5)
        aot0_mul_20: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_add_5, aot0_mul_16)
        aot0_sum_8: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_mul_20, [0, 1])
        #> (no module): (generated code)
        accumulate_grad_12 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_sum_8], getitem_10, None, False)
        call_accumulate_grad_12: "f32[16][1]cpu" = accumulate_grad_12[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_sum_9: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_add_5, [0, 1])
        #> (no module): (generated code)
        accumulate_grad_13 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_sum_9], getitem_69, None, False)
        call_accumulate_grad_13: "f32[16][1]cpu" = accumulate_grad_13[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_add_6: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_add_3, aot0_mul_19)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
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
                getitem_58
            ),
            [],
            [],
            (aot0_add_6,)
        )
        aot0_1_primals: "f32[16][1]cpu" = call_aot_bwd_prologue_1[0]
        aot0_1_primals_1: "f32[2, 16, 16][256, 16, 1]cpu" = call_aot_bwd_prologue_1[1]
        aot0_1_primals_2: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue_1[2]
        aot0_1_primals_3: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue_1[3]
        aot0_1_primals_4: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue_1[4]
        aot0_1_primals_5: "f32[16, 16][16, 1]cpu" = call_aot_bwd_prologue_1[5]
        aot0_1_primals_6: "f32[16][1]cpu" = call_aot_bwd_prologue_1[6]
        aot0_1_primals_7: "f32[64, 16][16, 1]cpu" = call_aot_bwd_prologue_1[7]
        aot0_1_primals_8: "f32[16, 64][64, 1]cpu" = call_aot_bwd_prologue_1[8]
        aot0_1_getitem: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue_1[9]
        aot0_1_rsqrt: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue_1[10]
        aot0_1_view: "f32[32, 16][16, 1]cpu" = call_aot_bwd_prologue_1[11]
        aot0_1_permute: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue_1[12]
        aot0_1_permute_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue_1[13]
        aot0_1_permute_2: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue_1[14]
        aot0_1_getitem_1: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = call_aot_bwd_prologue_1[15]
        aot0_1_getitem_2: "f32[2, 4, 16][64, 1, 4]cpu" = call_aot_bwd_prologue_1[16]
        aot0_1_mm: "f32[32, 16][16, 1]cpu" = call_aot_bwd_prologue_1[17]
        aot0_1_getitem_3: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue_1[18]
        aot0_1_rsqrt_1: "f32[2, 16, 1][16, 1, 1]cpu" = call_aot_bwd_prologue_1[19]
        aot0_1_view_1: "f32[32, 16][16, 1]cpu" = call_aot_bwd_prologue_1[20]
        aot0_1_addmm: "f32[32, 64][64, 1]cpu" = call_aot_bwd_prologue_1[21]
        aot0_1_view_2: "f32[32, 64][64, 1]cpu" = call_aot_bwd_prologue_1[22]
        aot0_1_tangents: "f32[2, 16, 16][256, 16, 1]cpu" = call_aot_bwd_prologue_1[23]
        #> (no module): cases.models.FeedForward.forward
        aot0_1_view_3: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_tangents, [32, 16])
        #> feed_forward.w2: cases.models.FeedForward.forward
        aot0_1_permute_3: "f32[64, 16][1, 64]cpu" = torch.ops.aten.permute.default(aot0_1_primals_8, [1, 0])
        #> (no module): cases.models.FeedForward.forward
        aot0_1_permute_4: "f32[16, 64][64, 1]cpu" = torch.ops.aten.permute.default(aot0_1_permute_3, [1, 0])
        aot0_1_mm_1: "f32[32, 64][64, 1]cpu" = torch.ops.aten.mm.default(aot0_1_view_3, aot0_1_permute_4)
        aot0_1_permute_5: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_view_3, [1, 0])
        aot0_1_mm_2: "f32[16, 64][64, 1]cpu" = torch.ops.aten.mm.default(aot0_1_permute_5, aot0_1_view_2)
        #> (no module): (generated code)
        accumulate_grad_14 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_mm_2], getitem_44, None, False)
        call_accumulate_grad_14: "f32[16, 64][64, 1]cpu" = accumulate_grad_14[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_1_sum: "f32[1, 16][16, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_view_3, [0], True)
        aot0_1_view_4: "f32[16][1]cpu" = torch.ops.aten.reshape.default(aot0_1_sum, [16])
        #> (no module): (generated code)
        accumulate_grad_15 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_view_4], getitem_59, None, False)
        call_accumulate_grad_15: "f32[16][1]cpu" = accumulate_grad_15[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_1_view_5: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm_1, [2, 16, 64])
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_1_view_6: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_addmm, [2, 16, 64])
        #> feed_forward.gelu: cases.models.FeedForward.forward
        aot0_1_mul: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_view_6, 0.7071067811865476)
        aot0_1_erf: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.erf.default(aot0_1_mul)
        aot0_1_add: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(aot0_1_erf, 1)
        #> (no module): cases.models.FeedForward.forward
        aot0_1_mul_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_add, 0.5)
        aot0_1_mul_2: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_view_6, aot0_1_view_6)
        aot0_1_mul_3: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_mul_2, -0.5)
        aot0_1_exp: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.exp.default(aot0_1_mul_3)
        aot0_1_mul_4: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_exp, 0.3989422804014327)
        aot0_1_mul_5: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_view_6, aot0_1_mul_4)
        aot0_1_add_1: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.add.Tensor(aot0_1_mul_1, aot0_1_mul_5)
        aot0_1_mul_6: "f32[2, 16, 64][1024, 64, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_view_5, aot0_1_add_1)
        aot0_1_view_7: "f32[32, 64][64, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mul_6, [32, 64])
        #> feed_forward.w1: cases.models.FeedForward.forward
        aot0_1_permute_6: "f32[16, 64][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_primals_7, [1, 0])
        #> (no module): cases.models.FeedForward.forward
        aot0_1_permute_7: "f32[64, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_1_permute_6, [1, 0])
        aot0_1_mm_3: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_view_7, aot0_1_permute_7)
        aot0_1_permute_8: "f32[64, 32][1, 64]cpu" = torch.ops.aten.permute.default(aot0_1_view_7, [1, 0])
        aot0_1_mm_4: "f32[64, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_permute_8, aot0_1_view_1)
        #> (no module): (generated code)
        accumulate_grad_16 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_mm_4], getitem_43, None, False)
        call_accumulate_grad_16: "f32[64, 16][16, 1]cpu" = accumulate_grad_16[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_1_sum_1: "f32[1, 64][64, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_view_7, [0], True)
        aot0_1_view_8: "f32[64][1]cpu" = torch.ops.aten.reshape.default(aot0_1_sum_1, [64])
        #> (no module): (generated code)
        accumulate_grad_17 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_view_8], getitem_60, None, False)
        call_accumulate_grad_17: "f32[64][1]cpu" = accumulate_grad_17[0]
        #> (no module): cases.models.FeedForward.forward
        aot0_1_view_9: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm_3, [2, 16, 16])
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_mul_7: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_view_9, aot0_1_primals_6)
        aot0_1_mul_8: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_mul_7, 16)
        aot0_1_sum_2: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_mul_7, [2], True)
        #> attention.wo: cases.models.Attention.forward
        aot0_1_view_10: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm, [2, 16, 16])
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_add_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_1_primals_1, aot0_1_view_10)
        #> ffn_norm: cases.models.TransformerBlock.forward
        aot0_1_sub: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_1_add_2, aot0_1_getitem_3)
        aot0_1_mul_9: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_sub, aot0_1_rsqrt_1)
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_mul_10: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_mul_7, aot0_1_mul_9)
        aot0_1_sum_3: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_mul_10, [2], True)
        aot0_1_mul_11: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_mul_9, aot0_1_sum_3)
        aot0_1_sub_1: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_1_mul_8, aot0_1_sum_2)
        aot0_1_sub_2: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_1_sub_1, aot0_1_mul_11)
        aot0_1_div: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(aot0_1_rsqrt_1, 16)
        aot0_1_mul_12: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_div, aot0_1_sub_2)
        aot0_1_mul_13: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_view_9, aot0_1_mul_9)
        aot0_1_sum_4: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_mul_13, [0, 1])
        #> (no module): (generated code)
        accumulate_grad_18 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_sum_4], getitem_42, None, False)
        call_accumulate_grad_18: "f32[16][1]cpu" = accumulate_grad_18[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_sum_5: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_view_9, [0, 1])
        #> (no module): (generated code)
        accumulate_grad_19 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_sum_5], getitem_61, None, False)
        call_accumulate_grad_19: "f32[16][1]cpu" = accumulate_grad_19[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_add_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_1_tangents, aot0_1_mul_12)
        #> (no module): cases.models.Attention.forward
        aot0_1_view_11: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_add_3, [32, 16])
        aot0_1_permute_9: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_view_11, [1, 0])
        #> attention: cases.models.Attention.forward
        aot0_1_permute_10: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(aot0_1_getitem_1, [0, 2, 1, 3])
        aot0_1_view_12: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_permute_10, [2, 16, -1])
        #> attention.wo: cases.models.Attention.forward
        aot0_1_view_13: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_view_12, [32, 16])
        #> (no module): cases.models.Attention.forward
        aot0_1_mm_5: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_permute_9, aot0_1_view_13)
        #> (no module): (generated code)
        accumulate_grad_20 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_mm_5], getitem_41, None, False)
        call_accumulate_grad_20: "f32[16, 16][16, 1]cpu" = accumulate_grad_20[0]
        #> attention.wo: cases.models.Attention.forward
        aot0_1_permute_11: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_primals_5, [1, 0])
        #> (no module): cases.models.Attention.forward
        aot0_1_permute_12: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_1_permute_11, [1, 0])
        aot0_1_mm_6: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_view_11, aot0_1_permute_12)
        aot0_1_view_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm_6, [2, 16, 16])
        aot0_1_view_15: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_view_14, [2, 16, 4, 4])
        aot0_1_permute_13: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = torch.ops.aten.permute.default(aot0_1_view_15, [0, 2, 1, 3])
        _scaled_dot_product_flash_attention_for_cpu_backward_default_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(
            aot0_1_permute_13,
            aot0_1_permute,
            aot0_1_permute_1,
            aot0_1_permute_2,
            aot0_1_getitem_1,
            aot0_1_getitem_2,
            0.0,
            True
        )
        aot0_1_getitem_4: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_default_1[0]
        aot0_1_getitem_5: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_default_1[1]
        aot0_1_getitem_6: "f32[2, 4, 16, 4][256, 4, 16, 1]cpu" = _scaled_dot_product_flash_attention_for_cpu_backward_default_1[2]
        aot0_1_permute_14: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(aot0_1_getitem_6, [0, 2, 1, 3])
        aot0_1_view_16: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_permute_14, [2, 16, 16])
        aot0_1_permute_15: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(aot0_1_getitem_5, [0, 2, 1, 3])
        aot0_1_view_17: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_permute_15, [2, 16, 16])
        aot0_1_permute_16: "f32[2, 16, 4, 4][256, 16, 4, 1]cpu" = torch.ops.aten.permute.default(aot0_1_getitem_4, [0, 2, 1, 3])
        aot0_1_view_18: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_permute_16, [2, 16, 16])
        aot0_1_view_19: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_view_16, [32, 16])
        aot0_1_permute_17: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_view_19, [1, 0])
        aot0_1_mm_7: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_permute_17, aot0_1_view)
        #> (no module): (generated code)
        accumulate_grad_21 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_mm_7], getitem_40, None, False)
        call_accumulate_grad_21: "f32[16, 16][16, 1]cpu" = accumulate_grad_21[0]
        #> attention.wv: cases.models.Attention.forward
        aot0_1_permute_18: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_primals_4, [1, 0])
        #> (no module): cases.models.Attention.forward
        aot0_1_permute_19: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_1_permute_18, [1, 0])
        aot0_1_mm_8: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_view_19, aot0_1_permute_19)
        aot0_1_view_20: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm_8, [2, 16, 16])
        aot0_1_view_21: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_view_17, [32, 16])
        aot0_1_permute_20: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_view_21, [1, 0])
        aot0_1_mm_9: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_permute_20, aot0_1_view)
        #> (no module): (generated code)
        accumulate_grad_22 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_mm_9], getitem_39, None, False)
        call_accumulate_grad_22: "f32[16, 16][16, 1]cpu" = accumulate_grad_22[0]
        #> attention.wk: cases.models.Attention.forward
        aot0_1_permute_21: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_primals_3, [1, 0])
        #> (no module): cases.models.Attention.forward
        aot0_1_permute_22: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_1_permute_21, [1, 0])
        aot0_1_mm_10: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_view_21, aot0_1_permute_22)
        aot0_1_view_22: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm_10, [2, 16, 16])
        aot0_1_add_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_1_view_20, aot0_1_view_22)
        aot0_1_view_23: "f32[32, 16][16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_view_18, [32, 16])
        aot0_1_permute_23: "f32[16, 32][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_view_23, [1, 0])
        aot0_1_mm_11: "f32[16, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_permute_23, aot0_1_view)
        #> (no module): (generated code)
        accumulate_grad_23 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_mm_11], getitem_38, None, False)
        call_accumulate_grad_23: "f32[16, 16][16, 1]cpu" = accumulate_grad_23[0]
        #> attention.wq: cases.models.Attention.forward
        aot0_1_permute_24: "f32[16, 16][1, 16]cpu" = torch.ops.aten.permute.default(aot0_1_primals_2, [1, 0])
        #> (no module): cases.models.Attention.forward
        aot0_1_permute_25: "f32[16, 16][16, 1]cpu" = torch.ops.aten.permute.default(aot0_1_permute_24, [1, 0])
        aot0_1_mm_12: "f32[32, 16][16, 1]cpu" = torch.ops.aten.mm.default(aot0_1_view_23, aot0_1_permute_25)
        aot0_1_view_24: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.reshape.default(aot0_1_mm_12, [2, 16, 16])
        aot0_1_add_5: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_1_add_4, aot0_1_view_24)
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_mul_14: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_add_5, aot0_1_primals)
        aot0_1_mul_15: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_mul_14, 16)
        aot0_1_sum_6: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_mul_14, [2], True)
        #> attention_norm: cases.models.TransformerBlock.forward
        aot0_1_sub_3: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_1_primals_1, aot0_1_getitem)
        aot0_1_mul_16: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_sub_3, aot0_1_rsqrt)
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_mul_17: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_mul_14, aot0_1_mul_16)
        aot0_1_sum_7: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_mul_17, [2], True)
        aot0_1_mul_18: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_mul_16, aot0_1_sum_7)
        aot0_1_sub_4: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_1_mul_15, aot0_1_sum_6)
        aot0_1_sub_5: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.sub.Tensor(aot0_1_sub_4, aot0_1_mul_18)
        aot0_1_div_1: "f32[2, 16, 1][16, 1, 1]cpu" = torch.ops.aten.div.Tensor(aot0_1_rsqrt, 16)
        aot0_1_mul_19: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_div_1, aot0_1_sub_5)
        aot0_1_mul_20: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.mul.Tensor(aot0_1_add_5, aot0_1_mul_16)
        aot0_1_sum_8: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_mul_20, [0, 1])
        #> (no module): (generated code)
        accumulate_grad_24 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_sum_8], getitem_36, None, False)
        call_accumulate_grad_24: "f32[16][1]cpu" = accumulate_grad_24[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_sum_9: "f32[16][1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_1_add_5, [0, 1])
        #> (no module): (generated code)
        accumulate_grad_25 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_1_sum_9], getitem_68, None, False)
        call_accumulate_grad_25: "f32[16][1]cpu" = accumulate_grad_25[0]
        #> (no module): cases.models.TransformerBlock.forward
        aot0_1_add_6: "f32[2, 16, 16][256, 16, 1]cpu" = torch.ops.aten.add.Tensor(aot0_1_add_3, aot0_1_mul_19)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        add_backward0 = torch__dynamo_compiled_autograd_ops_AddBackward0([aot0_1_add_6], [True, True], 1, 6, 6)
        getitem_89: "f32[2, 16, 16][256, 16, 1]cpu" = add_backward0[0]
        getitem_90: "f32[2, 16, 16][256, 16, 1]cpu" = add_backward0[1]
        validate_outputs_7 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_89, getitem_90],
            [((None, None, device(type='cpu'), 6, 0, None), [size_19, size_20, size_21], False, 6), ((None, None, device(type='cpu'), 6, 0, None), [size_22, size_23], False, 6)]
        )
        getitem_91: "f32[2, 16, 16][256, 16, 1]cpu" = validate_outputs_7[0]
        getitem_92: "f32[16, 16][16, 1]cpu" = validate_outputs_7[1]
        embedding_backward0 = torch__dynamo_compiled_autograd_ops_EmbeddingBackward0([getitem_92], [True], getitem_62, -1, False, False, size_24)
        getitem_93: "f32[16, 16][16, 1]cpu" = embedding_backward0[0]
        validate_outputs_8 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_93], [((None, None, device(type='cpu'), 6, 0, None), [size_25, size_26], False, 6)])
        getitem_94: "f32[16, 16][16, 1]cpu" = validate_outputs_8[0]
        #> (no module): (generated code)
        accumulate_grad_26 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_94], getitem_63, getitem_64, False)
        call_accumulate_grad_26: "f32[16, 16][16, 1]cpu" = accumulate_grad_26[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        embedding_backward0_1 = torch__dynamo_compiled_autograd_ops_EmbeddingBackward0([getitem_91], [True], getitem_65, -1, False, False, size_27)
        getitem_95: "f32[8, 16][16, 1]cpu" = embedding_backward0_1[0]
        validate_outputs_9 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_95], [((None, None, device(type='cpu'), 6, 0, None), [size_28, size_29], False, 6)])
        getitem_96: "f32[8, 16][16, 1]cpu" = validate_outputs_9[0]
        add: "f32[8, 16][16, 1]cpu" = torch.add(getitem_80, getitem_96)
        #> (no module): (generated code)
        accumulate_grad_27 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([add], getitem_66, getitem_67, False)
        call_accumulate_grad_27: "f32[8, 16][16, 1]cpu" = accumulate_grad_27[0]
        return (
            call_accumulate_grad_1,
            call_accumulate_grad,
            call_accumulate_grad_12,
            call_accumulate_grad_11,
            call_accumulate_grad_10,
            call_accumulate_grad_9,
            call_accumulate_grad_8,
            call_accumulate_grad_6,
            call_accumulate_grad_4,
            call_accumulate_grad_2,
            call_accumulate_grad_3,
            call_accumulate_grad_5,
            call_accumulate_grad_7,
            call_accumulate_grad_24,
            call_accumulate_grad_23,
            call_accumulate_grad_22,
            call_accumulate_grad_21,
            call_accumulate_grad_20,
            call_accumulate_grad_18,
            call_accumulate_grad_16,
            call_accumulate_grad_14,
            call_accumulate_grad_15,
            call_accumulate_grad_17,
            call_accumulate_grad_19,
            call_accumulate_grad_26,
            call_accumulate_grad_27,
            call_accumulate_grad_25,
            call_accumulate_grad_13
        )
