# fxgolden golden | case: fsdp/default_reshard[compiled_autograd] | artifact: g5.dynamo | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_inputs_ : list,
        L_sizes_0_: "f32[0, 4][4, 1]cpu",
        L_sizes_1_: "f32[0, 8][8, 1]cpu",
        L_sizes_2_: "f32[0, 4][4, 1]cpu",
        L_sizes_3_: "f32[0, 8][8, 1]cpu",
        s63: "Sym(s63)",
        s84: "Sym(s84)",
        s57: "Sym(s57)",
        s48: "Sym(s48)",
        s35: "Sym(s35)",
        L_sizes_12_: "f32[0, 8][8, 1]cpu",
        L_sizes_13_: "f32[0, 4][4, 1]cpu",
        L_sizes_14_: "f32[0, 8][8, 1]cpu",
        L_sizes_15_: "f32[0, 8][8, 1]cpu",
        L_sizes_16_: "f32[0, 8][8, 1]cpu",
        L_sizes_17_: "f32[0, 8][8, 1]cpu",
        L_sizes_18_: "f32[0, 8][8, 1]cpu",
        s18: "Sym(s18)",
        s46: "Sym(s46)",
        s20: "Sym(s20)",
        s4: "Sym(s4)",
        L_sizes_25_: "f32[0, 8][8, 1]cpu",
        L_sizes_26_: "f32[0, 8][8, 1]cpu",
        L_sizes_27_: "f32[0, 8][8, 1]cpu",
        L_sizes_28_: "f32[0, 8][8, 1]cpu",
        L_sizes_29_: "f32[0, 8][8, 1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): (generated code)
        getitem: "f32[][]cpu" = l_inputs_[0]
        getitem_1: "f32[4, 8][8, 1]cpu" = l_inputs_[1]
        getitem_2: "f32[8, 8][1, 8]cpu" = l_inputs_[2]
        getitem_3: "f32[8, 8][8, 1]cpu" = l_inputs_[3]
        getitem_4: "f32[4, 8][8, 1]cpu" = l_inputs_[4]
        getitem_5: "f32[4, 8][8, 1]cpu" = l_inputs_[5]
        getitem_6: "f32[8, 8][8, 1]cpu" = l_inputs_[6]
        getitem_7: "f32[8, 8][8, 1]cpu" = l_inputs_[7]
        getitem_8: "f32[8][1]cpu" = l_inputs_[8]
        getitem_9: "f32[8][1]cpu" = l_inputs_[9]
        getitem_10: "f32[8][1]cpu" = l_inputs_[10]
        size: "Sym(4)" = l_sizes_0_.size(1)
        size_1: "Sym(8)" = l_sizes_1_.size(1)
        size_2: "Sym(4)" = l_sizes_2_.size(1)
        size_3: "Sym(8)" = l_sizes_3_.size(1)
        size_4: "Sym(8)" = l_sizes_12_.size(1)
        size_5: "Sym(4)" = l_sizes_13_.size(1)
        size_6: "Sym(8)" = l_sizes_14_.size(1)
        size_7: "Sym(8)" = l_sizes_15_.size(1)
        size_8: "Sym(8)" = l_sizes_16_.size(1)
        size_9: "Sym(8)" = l_sizes_17_.size(1)
        size_10: "Sym(8)" = l_sizes_18_.size(1)
        size_11: "Sym(8)" = l_sizes_25_.size(1)
        size_12: "Sym(8)" = l_sizes_26_.size(1)
        size_13: "Sym(8)" = l_sizes_27_.size(1)
        size_14: "Sym(8)" = l_sizes_28_.size(1)
        size_15: "Sym(8)" = l_sizes_29_.size(1)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False, 6)])
        getitem_11: "f32[][]cpu" = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_11], [True], [size, size_1])
        getitem_12: "f32[4, 8][0, 0]cpu" = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_12], [((None, None, device(type='cpu'), 6, 0, None), [size_2, size_3], False, 6)])
        getitem_13: "f32[4, 8][0, 0]cpu" = validate_outputs_1[0]
        addmm_backward0 = torch__dynamo_compiled_autograd_ops_AddmmBackward0([getitem_13], [True, True, True], 1, 1, getitem_1, 0, [s63, s84], [s57, 1], getitem_2, 0, [s35, s48], [1, s35])
        getitem_14: "f32[4, 8][0, 0]cpu" = addmm_backward0[0]
        getitem_15: "f32[4, 8][8, 1]cpu" = addmm_backward0[1]
        getitem_16: "f32[8, 8][1, 8]cpu" = addmm_backward0[2]
        validate_outputs_2 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_14, getitem_15, getitem_16],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [size_4], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [size_5, size_6], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [size_7, size_8], False, 6)
            ]
        )
        getitem_17: "f32[8][1]cpu" = validate_outputs_2[0]
        getitem_18: "f32[4, 8][8, 1]cpu" = validate_outputs_2[1]
        getitem_19: "f32[8, 8][1, 8]cpu" = validate_outputs_2[2]
        #> (no module): (generated code)
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_17], getitem_10, None, False)
        call_accumulate_grad: "f32[8][1]cpu" = accumulate_grad[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        tbackward0 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_19], [True])
        getitem_20: "f32[8, 8][8, 1]cpu" = tbackward0[0]
        validate_outputs_3 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_20], [((None, None, device(type='cpu'), 6, 0, None), [size_9, size_10], False, 6)])
        getitem_21: "f32[8, 8][8, 1]cpu" = validate_outputs_3[0]
        #> (no module): (generated code)
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_21], getitem_3, None, False)
        call_accumulate_grad_1: "f32[8, 8][8, 1]cpu" = accumulate_grad_1[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue((getitem_4,), [], [], (getitem_18,))
        aot0_detach: "f32[4, 8][8, 1]cpu" = call_aot_bwd_prologue[0]
        aot0_tangents: "f32[4, 8][8, 1]cpu" = call_aot_bwd_prologue[1]
        #> (no module): cases.fsdp._MLP.forward
        aot0_threshold_backward: "f32[4, 8][8, 1]cpu" = torch.ops.aten.threshold_backward.default(aot0_tangents, aot0_detach, 0)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        addmm_backward0_1 = torch__dynamo_compiled_autograd_ops_AddmmBackward0([aot0_threshold_backward], [True, False, True], 1, 1, getitem_5, 0, [s18, s46], [], None, 0, [s20, s4], [1, s20])
        getitem_22: "f32[4, 8][8, 1]cpu" = addmm_backward0_1[0]
        getitem_23: "f32[8, 8][1, 8]cpu" = addmm_backward0_1[2]
        validate_outputs_4 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_22, None, getitem_23],
            [((None, None, device(type='cpu'), 6, 0, None), [size_11], False, 6), None, ((None, None, device(type='cpu'), 6, 0, None), [size_12, size_13], False, 6)]
        )
        getitem_24: "f32[8][1]cpu" = validate_outputs_4[0]
        getitem_25: "f32[8, 8][1, 8]cpu" = validate_outputs_4[2]
        #> (no module): (generated code)
        accumulate_grad_2 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_24], getitem_8, getitem_9, False)
        call_accumulate_grad_2: "f32[8][1]cpu" = accumulate_grad_2[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        tbackward0_1 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_25], [True])
        getitem_26: "f32[8, 8][8, 1]cpu" = tbackward0_1[0]
        validate_outputs_5 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_26], [((None, None, device(type='cpu'), 6, 0, None), [size_14, size_15], False, 6)])
        getitem_27: "f32[8, 8][8, 1]cpu" = validate_outputs_5[0]
        #> (no module): (generated code)
        accumulate_grad_3 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_27], getitem_6, getitem_7, False)
        call_accumulate_grad_3: "f32[8, 8][8, 1]cpu" = accumulate_grad_3[0]
        return (call_accumulate_grad_1, call_accumulate_grad_3, call_accumulate_grad_2, call_accumulate_grad)
