# fxgolden golden | case: distributed_patterns/module_backward_hooks_multi_layers | artifact: ca0.compiled_autograd | normalizer: 7 | world: none rank 0/1 cuda
class CompiledAutograd0(torch.nn.Module):
    def forward(self, inputs, sizes, scalars, hooks, packed_data):
        getitem = inputs[0]
        getitem_1 = inputs[1]
        getitem_2 = inputs[2]
        getitem_3 = inputs[3]
        getitem_4 = inputs[4]
        getitem_5 = inputs[5]
        getitem_6 = inputs[6]
        getitem_7 = sizes[0]
        getitem_8 = sizes[1]
        getitem_9 = sizes[2]
        getitem_10 = sizes[3]
        unwrap_maybe_dynamic_int = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_7)
        unwrap_maybe_dynamic_int_1 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_8)
        unwrap_maybe_dynamic_int_2 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_9)
        unwrap_maybe_dynamic_int_3 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_10)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cuda', index=0), 6, 0, None), [], False, 6)])
        getitem_11 = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_11], [True], [unwrap_maybe_dynamic_int, unwrap_maybe_dynamic_int_1])
        getitem_12 = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_12],
            [((None, None, device(type='cuda', index=0), 6, 0, None), [unwrap_maybe_dynamic_int_2, unwrap_maybe_dynamic_int_3], False, 6)]
        )
        getitem_13 = validate_outputs_1[0]
        getitem_14 = hooks[0]
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue((getitem_1, getitem_2, getitem_3, getitem_4), [], [], getitem_13)
        aot0_primals = hooks[1]
        aot0_primals_1 = call_aot_bwd_prologue[0]
        aot0_primals_2 = call_aot_bwd_prologue[1]
        aot0_primals_3 = call_aot_bwd_prologue[2]
        aot0_addmm = call_aot_bwd_prologue[3]
        aot0_tangents = call_aot_bwd_prologue[4]
        #> 1: (no source recorded)
        aot0_trace_wrapped = torch__dynamo__trace_wrapped_higher_order_op_self_invoke(None, (aot0_tangents,), bw_state = aot0_primals)
        aot0_getitem = aot0_trace_wrapped[0]
        #> 1: torch.utils._device.DeviceContext.__torch_function__
        aot0_permute = torch.ops.aten.permute.default(aot0_primals_3, [1, 0])
        aot0_permute_1 = torch.ops.aten.permute.default(aot0_permute, [1, 0])
        aot0_mm = torch.ops.aten.mm.default(aot0_getitem, aot0_permute_1)
        aot0_permute_2 = torch.ops.aten.permute.default(aot0_getitem, [1, 0])
        aot0_mm_1 = torch.ops.aten.mm.default(aot0_permute_2, aot0_addmm)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad = torch__dynamo_external_utils_call_accumulate_grad(getitem_3, aot0_mm_1, False)
        #> 1: torch.utils._device.DeviceContext.__torch_function__
        aot0_sum = torch.ops.aten.sum.dim_IntList(aot0_getitem, [0], True)
        aot0_view = torch.ops.aten.reshape.default(aot0_sum, [10])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_1 = torch__dynamo_external_utils_call_accumulate_grad(getitem_5, aot0_view, False)
        #> 1: (no source recorded)
        aot0_trace_wrapped_1 = torch__dynamo__trace_wrapped_higher_order_op_self_invoke_1(None, (aot0_mm,), (aot0_getitem,), bw_state = aot0_primals)
        aot0_getitem_1 = aot0_trace_wrapped_1[0]
        #> 0: (no source recorded)
        aot0_trace_wrapped_2 = torch__dynamo__trace_wrapped_higher_order_op_self_invoke_2(None, (aot0_getitem_1,), bw_state = aot0_primals)
        aot0_getitem_2 = aot0_trace_wrapped_2[0]
        #> 0: torch.utils._device.DeviceContext.__torch_function__
        aot0_permute_3 = torch.ops.aten.permute.default(aot0_primals_2, [1, 0])
        aot0_permute_4 = torch.ops.aten.permute.default(aot0_permute_3, [1, 0])
        aot0_mm_2 = torch.ops.aten.mm.default(aot0_getitem_2, aot0_permute_4)
        aot0_permute_5 = torch.ops.aten.permute.default(aot0_getitem_2, [1, 0])
        aot0_mm_3 = torch.ops.aten.mm.default(aot0_permute_5, aot0_primals_1)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_2 = torch__dynamo_external_utils_call_accumulate_grad(getitem_2, aot0_mm_3, False)
        #> 0: torch.utils._device.DeviceContext.__torch_function__
        aot0_sum_1 = torch.ops.aten.sum.dim_IntList(aot0_getitem_2, [0], True)
        aot0_view_1 = torch.ops.aten.reshape.default(aot0_sum_1, [10])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_3 = torch__dynamo_external_utils_call_accumulate_grad(getitem_6, aot0_view_1, False)
        #> 0: (no source recorded)
        aot0_trace_wrapped_3 = torch__dynamo__trace_wrapped_higher_order_op_self_invoke_3(None, (aot0_mm_2,), (aot0_getitem_2,), bw_state = aot0_primals)
        aot0_getitem_3 = aot0_trace_wrapped_3[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_4 = torch__dynamo_external_utils_call_accumulate_grad(getitem_1, aot0_getitem_3, False)
        _exec_final_callbacks_stub = torch__dynamo_external_utils__exec_final_callbacks_stub()
        return []
