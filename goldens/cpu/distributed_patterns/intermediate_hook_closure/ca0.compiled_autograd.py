# fxgolden golden | case: distributed_patterns/intermediate_hook_closure | artifact: ca0.compiled_autograd | normalizer: 7 | world: none rank 0/1 cpu
class CompiledAutograd0(torch.nn.Module):
    def forward(self, inputs, sizes, scalars, hooks, packed_data):
        getitem = inputs[0]
        getitem_1 = inputs[1]
        getitem_2 = sizes[0]
        getitem_3 = sizes[1]
        getitem_4 = sizes[2]
        unwrap_maybe_dynamic_int = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_2)
        unwrap_maybe_dynamic_int_1 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_3)
        unwrap_maybe_dynamic_int_2 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_4)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False, 6)])
        getitem_5 = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_5], [True], [unwrap_maybe_dynamic_int])
        getitem_6 = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_6], [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_1], False, 6)])
        getitem_7 = validate_outputs_1[0]
        zeros = torch.ops.aten.zeros.default([unwrap_maybe_dynamic_int_2], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        getitem_8 = hooks[0]
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue((getitem_1,), [], [], (getitem_7, zeros))
        aot0_primals = hooks[1]
        aot0_primals_1 = call_aot_bwd_prologue[0]
        aot0_tangents = call_aot_bwd_prologue[1]
        aot0_tangents_1 = call_aot_bwd_prologue[2]
        #> (no module): cases.distributed_patterns.intermediate_hook_closure.<locals>.fn
        aot0_sin = torch.ops.aten.sin.default(aot0_primals_1)
        aot0_cos = torch.ops.aten.cos.default(aot0_sin)
        aot0_mul = torch.ops.aten.mul.Tensor(aot0_tangents, aot0_cos)
        aot0_add = torch.ops.aten.add.Tensor(aot0_mul, aot0_tangents_1)
        aot0_trace_wrapped = torch__dynamo__trace_wrapped_higher_order_op_self_invoke(aot0_add, bw_state = aot0_primals)
        aot0_cos_1 = torch.ops.aten.cos.default(aot0_primals_1)
        aot0_mul_1 = torch.ops.aten.mul.Tensor(aot0_trace_wrapped, aot0_cos_1)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad = torch__dynamo_external_utils_call_accumulate_grad(getitem_1, None, aot0_mul_1, False)
        _exec_final_callbacks_stub = torch__dynamo_external_utils__exec_final_callbacks_stub()
        return []
