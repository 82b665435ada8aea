# fxgolden golden | case: distributed_patterns/module_backward_hooks[aot_eager] | artifact: ca1.compiled_autograd | normalizer: 7 | world: none rank 0/1 cpu
class CompiledAutograd1(torch.nn.Module):
    def forward(self, inputs, sizes, scalars, hooks, packed_data):
        getitem = inputs[0]
        getitem_1 = inputs[1]
        getitem_2 = inputs[2]
        getitem_3 = inputs[3]
        getitem_4 = inputs[4]
        getitem_5 = inputs[5]
        getitem_6 = inputs[6]
        getitem_7 = inputs[7]
        getitem_8 = sizes[0]
        getitem_9 = sizes[1]
        getitem_10 = sizes[2]
        getitem_11 = sizes[3]
        unwrap_maybe_dynamic_int = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_8)
        unwrap_maybe_dynamic_int_1 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_9)
        unwrap_maybe_dynamic_int_2 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_10)
        unwrap_maybe_dynamic_int_3 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_11)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False, 6)])
        getitem_12 = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_12], [True], [unwrap_maybe_dynamic_int, unwrap_maybe_dynamic_int_1])
        getitem_13 = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_13],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_2, unwrap_maybe_dynamic_int_3], False, 6)]
        )
        getitem_14 = validate_outputs_1[0]
        getitem_15 = hooks[0]
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue((getitem_1, getitem_2), [], [], (getitem_14,))
        aot0_primals = hooks[1]
        aot0_primals_1 = call_aot_bwd_prologue[0]
        aot0_view = call_aot_bwd_prologue[1]
        aot0_tangents = call_aot_bwd_prologue[2]
        #> (root): (no source recorded)
        aot0_trace_wrapped = torch__dynamo__trace_wrapped_higher_order_op_self_invoke(None, (aot0_tangents,), bw_state = aot0_primals)
        aot0_getitem = aot0_trace_wrapped[0]
        aot0_t = torch.ops.aten.t.default(aot0_primals_1)
        aot0_t_1 = torch.ops.aten.t.default(aot0_t)
        aot0_mm = torch.ops.aten.mm.default(aot0_getitem, aot0_t_1)
        aot0_t_2 = torch.ops.aten.t.default(aot0_getitem)
        aot0_mm_1 = torch.ops.aten.mm.default(aot0_t_2, aot0_view)
        aot0_t_3 = torch.ops.aten.t.default(aot0_mm_1)
        aot0_sum = torch.ops.aten.sum.dim_IntList(aot0_getitem, [0], True)
        aot0_view_1 = torch.ops.aten.reshape.default(aot0_sum, [10])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad = torch__dynamo_external_utils_call_accumulate_grad(getitem_3, getitem_4, aot0_view_1, False)
        #> (root): (no source recorded)
        aot0_t_4 = torch.ops.aten.t.default(aot0_t_3)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_1 = torch__dynamo_external_utils_call_accumulate_grad(getitem_1, getitem_5, aot0_t_4, False)
        #> (root): (no source recorded)
        aot0_trace_wrapped_1 = torch__dynamo__trace_wrapped_higher_order_op_self_invoke_1(None, (aot0_mm,), (aot0_getitem,), bw_state = aot0_primals)
        aot0_getitem_1 = aot0_trace_wrapped_1[0]
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_2 = torch__dynamo_external_utils_call_accumulate_grad(getitem_6, getitem_7, aot0_getitem_1, False)
        _exec_final_callbacks_stub = torch__dynamo_external_utils__exec_final_callbacks_stub()
        return []
