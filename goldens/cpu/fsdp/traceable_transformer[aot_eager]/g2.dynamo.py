# fxgolden golden | case: fsdp/traceable_transformer[aot_eager] | artifact: g2.dynamo | normalizer: 7 | world: fake rank 0/1 cpu mesh [1] (dp)
class GraphModule(torch.nn.Module):
    def forward(
        self,
        s38: "Sym(s38)",
        s67: "Sym(s67)",
        L_stack0_: "f32[s38, s67, 8][0, 0, 0]cpu",
        L_getitem_1_: "f32[16, 8][1, 16]cpu",
        L_getitem_2_: "f32[32, 16][16, 1]cpu",
        L_getitem_3_: "f32[16][1]cpu",
        L_getitem_4_: "f32[2, 16, 16][256, 16, 1]cpu",
        L_getitem_5_: "f32[16][1]cpu",
        L_getitem_6_: "f32[2, 16, 1][16, 1, 1]cpu",
        L_getitem_7_: "f32[2, 16, 1][16, 1, 1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        unsafe_view_backward0 = torch__dynamo_compiled_autograd_ops_UnsafeViewBackward0([l_stack0_], [True], [32, 8])
        getitem: "f32[s38*s67, 8][0, 0]cpu" = unsafe_view_backward0[0]
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [32, 8], False, 6)])
        getitem_1: "f32[s38*s67, 8][0, 0]cpu" = validate_outputs[0]
        mm_backward0 = torch__dynamo_compiled_autograd_ops_MmBackward0([getitem_1], [True, True], l_getitem_1_, 0, [16, 8], [1, 16], l_getitem_2_, 0, [32, 16], [16, 1])
        getitem_2: "f32[s38*s67, 16][16, 1]cpu" = mm_backward0[0]
        getitem_3: "f32[16, 8][1, 16]cpu" = mm_backward0[1]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_2, getitem_3],
            [((None, None, device(type='cpu'), 6, 0, None), [32, 16], False, 6), ((None, None, device(type='cpu'), 6, 0, None), [16, 8], False, 6)]
        )
        getitem_4: "f32[s38*s67, 16][16, 1]cpu" = validate_outputs_1[0]
        getitem_5: "f32[16, 8][1, 16]cpu" = validate_outputs_1[1]
        tbackward0 = torch__dynamo_compiled_autograd_ops_TBackward0([getitem_5], [True])
        getitem_6: "f32[8, 16][16, 1]cpu" = tbackward0[0]
        validate_outputs_2 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_6], [((None, None, device(type='cpu'), 6, 0, None), [8, 16], False, 6)])
        getitem_7: "f32[8, 16][16, 1]cpu" = validate_outputs_2[0]
        view_backward0 = torch__dynamo_compiled_autograd_ops_ViewBackward0([getitem_4], [True], [2, 16, 16])
        getitem_8: "f32[2, ((s38*s67)//2), 16][16*(((s38*s67)//2)), 16, 1]cpu" = view_backward0[0]
        validate_outputs_3 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_8], [((None, None, device(type='cpu'), 6, 0, None), [2, 16, 16], False, 6)])
        getitem_9: "f32[2, ((s38*s67)//2), 16][16*(((s38*s67)//2)), 16, 1]cpu" = validate_outputs_3[0]
        native_layer_norm_backward0 = torch__dynamo_compiled_autograd_ops_NativeLayerNormBackward0(
            [getitem_9],
            [True, True, True],
            l_getitem_3_,
            l_getitem_4_,
            [16],
            l_getitem_5_,
            l_getitem_6_,
            l_getitem_7_
        )
        getitem_10: "f32[2, 16, 16][256, 16, 1]cpu" = native_layer_norm_backward0[0]
        getitem_11: "f32[16][1]cpu" = native_layer_norm_backward0[1]
        getitem_12: "f32[16][1]cpu" = native_layer_norm_backward0[2]
        validate_outputs_4 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_10, getitem_11, getitem_12],
            [
                ((None, None, device(type='cpu'), 6, 0, None), [2, 16, 16], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [16], False, 6),
                ((None, None, device(type='cpu'), 6, 0, None), [16], False, 6)
            ]
        )
        getitem_13: "f32[2, 16, 16][256, 16, 1]cpu" = validate_outputs_4[0]
        getitem_14: "f32[16][1]cpu" = validate_outputs_4[1]
        getitem_15: "f32[16][1]cpu" = validate_outputs_4[2]
        #> (no module): (generated code)
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_14], l_getitem_5_, None, False)
        call_accumulate_grad: "f32[16][1]cpu" = accumulate_grad[0]
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([getitem_15], l_getitem_3_, None, False)
        call_accumulate_grad_1: "f32[16][1]cpu" = accumulate_grad_1[0]
        return (getitem_13, getitem_7, call_accumulate_grad_1, call_accumulate_grad)
