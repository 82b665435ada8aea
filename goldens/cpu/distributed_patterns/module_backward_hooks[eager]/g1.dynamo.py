# fxgolden golden | case: distributed_patterns/module_backward_hooks[eager] | artifact: g1.dynamo | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_inputs_ : list,
        L_sizes_0_: "f32[0, 2][2, 1]cpu",
        L_sizes_1_: "f32[0, 10][10, 1]cpu",
        L_sizes_2_: "f32[0, 2][2, 1]cpu",
        L_sizes_3_: "f32[0, 10][10, 1]cpu",
        L_sizes_4_: "f32[0, 2][2, 1]cpu",
        L_sizes_5_: "f32[0, 10][10, 1]cpu",
        s57: "Sym(s57)",
        s40: "Sym(s40)",
        s62: "Sym(s62)",
        s70: "Sym(s70)",
        s35: "Sym(s35)",
        L_sizes_14_: "f32[0, 10][10, 1]cpu",
        L_sizes_15_: "f32[0, 2][2, 1]cpu",
        L_sizes_16_: "f32[0, 10][10, 1]cpu",
        L_sizes_17_: "f32[0, 10][10, 1]cpu",
        L_sizes_18_: "f32[0, 10][10, 1]cpu",
        L_sizes_19_: "f32[0, 10][10, 1]cpu",
        L_sizes_20_: "f32[0, 10][10, 1]cpu",
        L_sizes_21_: "f32[0, 2][2, 1]cpu",
        L_sizes_22_: "f32[0, 10][10, 1]cpu",
        L_hooks_0_closure_0_cell_contents_user_pre_hooks_0_keywords_bw_state_mod0_hook_count_pre: "i64[][]cpu",
        L_hooks_0_closure_0_cell_contents_user_pre_hooks_0_keywords_bw_state_mod0_hook_count_post: "i64[][]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): (generated code)
        getitem: "f32[][]cpu" = l_inputs_[0]
        getitem_1: "f32[2, 10][10, 1]cpu" = l_inputs_[1]
        getitem_2: "f32[10, 10][1, 10]cpu" = l_inputs_[2]
        getitem_3: "f32[10, 10][10, 1]cpu" = l_inputs_[3]
        getitem_4: "f32[2, 10][10, 1]cpu" = l_inputs_[4]
        getitem_5: "f32[10][1]cpu" = l_inputs_[5]
        size: "Sym(2)" = l_sizes_0_.size(1)
        size_1: "Sym(10)" = l_sizes_1_.size(1)
        size_2: "Sym(2)" = l_sizes_2_.size(1)
        size_3: "Sym(10)" = l_sizes_3_.size(1)
        size_4: "Sym(2)" = l_sizes_4_.size(1)
        size_5: "Sym(10)" = l_sizes_5_.size(1)
        size_6: "Sym(10)" = l_sizes_14_.size(1)
        size_7: "Sym(2)" = l_sizes_15_.size(1)
        size_8: "Sym(10)" = l_sizes_16_.size(1)
        size_9: "Sym(10)" = l_sizes_17_.size(1)
        size_10: "Sym(10)" = l_sizes_18_.size(1)
        size_11: "Sym(10)" = l_sizes_19_.size(1)
        size_12: "Sym(10)" = l_sizes_20_.size(1)
        size_13: "Sym(2)" = l_sizes_21_.size(1)
        size_14: "Sym(10)" = l_sizes_22_.size(1)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False, 6)])
        getitem_6: "f32[][]cpu" = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_6], [True], [size, size_1])
        getitem_7: "f32[2, 10][0, 0]cpu" = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_7], [((None, None, device(type='cpu'), 6, 0, None), [size_2, size_3], False, 6)])
        getitem_8: "f32[2, 10][0, 0]cpu" = validate_outputs_1[0]
        validate_outputs_2 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_8], [((None, None, device(type='cpu'), 6, 0, None), [size_4, size_5], False, 6)])
        #> (no module): cases.distributed_patterns._hooked_linear.<locals>.bw_pre_hook
        add_: "i64[][]cpu" = l_hooks_0_closure_0_cell_contents_user_pre_hooks_0_keywords_bw_state_mod0_hook_count_pre.add_(1)
        add: "f32[2, 10][10, 1]cpu" = getitem_8 + 1.2
        getitem_9: "f32[2, 10][10, 1]cpu" = torch.sin(add)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        addmm_backward0 = torch__dynamo_compiled_autograd_ops_AddmmBackward0([getitem_9], [True, True, True], 1, 1, getitem_1, 0, [s57, s40], [s62, 1], getitem_2, 0, [s70, s35], [1, s70])
        getitem_10: "f32[2, 10][10, 1]cpu" = addmm_backward0[0]
        getitem_11: "f32[2, 10][10, 1]cpu" = addmm_backward0[1]
        getitem_12: "f32[10, 10][1, 10]cpu" = addmm_backward0[2]
        validate_outputs_3 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_10, getitem_11, getitem_12],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [size_6], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [size_7, size_8], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [size_9, size_10], False, 6)
            ]
        )
        getitem_13: "f32[10][1]cpu" = validate_outputs_3[0]
        getitem_14: "f32[2, 10][10, 1]cpu" = validate_outputs_3[1]
        getitem_15: "f32[10, 10][1, 10]cpu" = validate_outputs_3[2]
        #> (no module): (generated code)
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_13], getitem_5, None, False)
        call_accumulate_grad: "f32[10][1]cpu" = accumulate_grad[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        tbackward0 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_15], [True])
        getitem_16: "f32[10, 10][10, 1]cpu" = tbackward0[0]
        validate_outputs_4 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_16], [((None, None, device(type='cpu'), 6, 0, None), [size_11, size_12], False, 6)])
        getitem_17: "f32[10, 10][10, 1]cpu" = validate_outputs_4[0]
        #> (no module): (generated code)
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_17], getitem_3, None, False)
        call_accumulate_grad_1: "f32[10, 10][10, 1]cpu" = accumulate_grad_1[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs_5 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_14], [((None, None, device(type='cpu'), 6, 0, None), [size_13, size_14], False, 6)])
        getitem_18: "f32[2, 10][10, 1]cpu" = validate_outputs_5[0]
        #> (no module): cases.distributed_patterns._hooked_linear.<locals>.bw_post_hook
        add__1: "i64[][]cpu" = l_hooks_0_closure_0_cell_contents_user_pre_hooks_0_keywords_bw_state_mod0_hook_count_post.add_(1)
        add_1: "f32[2, 10][10, 1]cpu" = getitem_18 + 3.4
        getitem_19: "f32[2, 10][10, 1]cpu" = torch.sin(add_1)
        #> (no module): (generated code)
        accumulate_grad_2 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_19], getitem_4, None, False)
        call_accumulate_grad_2: "f32[2, 10][10, 1]cpu" = accumulate_grad_2[0]
        return (call_accumulate_grad_1, call_accumulate_grad_2, call_accumulate_grad)
