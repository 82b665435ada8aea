# fxgolden golden | case: distributed_patterns/fake_fsdp_linear[inductor] | artifact: ca0.compiled_autograd | normalizer: 7 | world: none rank 0/1 cuda
class CompiledAutograd0(torch.nn.Module):
    def forward(self, inputs, sizes, scalars, hooks, packed_data):
        getitem = inputs[0]
        getitem_1 = inputs[1]
        getitem_2 = inputs[2]
        getitem_3 = inputs[3]
        getitem_4 = sizes[0]
        getitem_5 = sizes[1]
        getitem_6 = sizes[2]
        getitem_7 = sizes[3]
        unwrap_maybe_dynamic_int = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_4)
        unwrap_maybe_dynamic_int_1 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_5)
        unwrap_maybe_dynamic_int_2 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_6)
        unwrap_maybe_dynamic_int_3 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_7)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cuda', index=0), 6, 0, None), [], False, 6)])
        getitem_8 = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_8], [True], [unwrap_maybe_dynamic_int, unwrap_maybe_dynamic_int_1])
        getitem_9 = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_9],
            [((None, None, device(type='cuda', index=0), 6, 0, None), [unwrap_maybe_dynamic_int_2, unwrap_maybe_dynamic_int_3], False, 6)]
        )
        getitem_10 = validate_outputs_1[0]
        getitem_11 = hooks[0]
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue((getitem_1, getitem_2), [], [], getitem_10)
        aot0_primals = hooks[1]
        aot0_primals_1 = call_aot_bwd_prologue[0]
        aot0_primals_2 = call_aot_bwd_prologue[1]
        aot0_tangents = call_aot_bwd_prologue[2]
        #> (root): (no source recorded)
        aot0_trace_wrapped = torch__dynamo__trace_wrapped_higher_order_op_self_invoke(None, (aot0_tangents,), bw_state = aot0_primals)
        aot0_getitem = aot0_trace_wrapped[0]
        #> (root): torch.utils._device.DeviceContext.__torch_function__
        aot0_permute = torch.ops.aten.permute.default(aot0_getitem, [1, 0])
        aot0_mm = torch.ops.aten.mm.default(aot0_permute, aot0_primals_1)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad = torch__dynamo_external_utils_call_accumulate_grad(getitem_2, aot0_mm, False)
        #> (root): torch.utils._device.DeviceContext.__torch_function__
        aot0_permute_1 = torch.ops.aten.permute.default(aot0_primals_2, [1, 0])
        aot0_permute_2 = torch.ops.aten.permute.default(aot0_permute_1, [1, 0])
        aot0_mm_1 = torch.ops.aten.mm.default(aot0_getitem, aot0_permute_2)
        #> (root): (no source recorded)
        aot0_trace_wrapped_1 = torch__dynamo__trace_wrapped_higher_order_op_self_invoke_1(None, (aot0_mm_1,), (aot0_getitem,), bw_state = aot0_primals)
        aot0_getitem_1 = aot0_trace_wrapped_1[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_1 = torch__dynamo_external_utils_call_accumulate_grad(getitem_1, aot0_getitem_1, False)
        _exec_final_callbacks_stub = torch__dynamo_external_utils__exec_final_callbacks_stub()
        return []
