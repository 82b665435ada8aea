# fxgolden golden | case: ddp/python_reducer_compiled_autograd[aot_eager] | artifact: ca0.compiled_autograd | normalizer: 7 | world: fake rank 0/2 cpu
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
        getitem_14 = sizes[0]
        getitem_15 = sizes[1]
        getitem_16 = sizes[2]
        getitem_17 = sizes[3]
        unwrap_maybe_dynamic_int = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_14)
        unwrap_maybe_dynamic_int_1 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_15)
        unwrap_maybe_dynamic_int_2 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_16)
        unwrap_maybe_dynamic_int_3 = torch__dynamo_external_utils_unwrap_maybe_dynamic_int(getitem_17)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False, 6)])
        getitem_18 = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_18], [True], [unwrap_maybe_dynamic_int, unwrap_maybe_dynamic_int_1])
        getitem_19 = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs(
            [getitem_19],
            [((None, None, device(type='cpu'), 6, 0, None), [unwrap_maybe_dynamic_int_2, unwrap_maybe_dynamic_int_3], False, 6)]
        )
        getitem_20 = validate_outputs_1[0]
        getitem_21 = hooks[0]
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue((getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8), [], [], (getitem_20,))
        aot0_primals = call_aot_bwd_prologue[0]
        aot0_primals_1 = call_aot_bwd_prologue[1]
        aot0_primals_2 = call_aot_bwd_prologue[2]
        aot0_primals_3 = call_aot_bwd_prologue[3]
        aot0_relu = call_aot_bwd_prologue[4]
        aot0_relu_1 = call_aot_bwd_prologue[5]
        aot0_relu_2 = call_aot_bwd_prologue[6]
        aot0_detach = call_aot_bwd_prologue[7]
        aot0_tangents = call_aot_bwd_prologue[8]
        #> module: cases.models.LinearReLUStack.forward
        aot0_threshold_backward = torch.ops.aten.threshold_backward.default(aot0_tangents, aot0_detach, 0)
        #> module.layers.3: cases.models.LinearReLUStack.forward
        aot0_t_L3 = torch.ops.aten.t.default(aot0_primals_3)
        aot0_t_L3_1 = torch.ops.aten.t.default(aot0_t_L3)
        aot0_mm_L3 = torch.ops.aten.mm.default(aot0_threshold_backward, aot0_t_L3_1)
        aot0_t_L3_2 = torch.ops.aten.t.default(aot0_threshold_backward)
        aot0_mm_L3_1 = torch.ops.aten.mm.default(aot0_t_L3_2, aot0_relu_2)
        aot0_t_L3_3 = torch.ops.aten.t.default(aot0_mm_L3_1)
        aot0_sum_L3 = torch.ops.aten.sum.dim_IntList(aot0_threshold_backward, [0], True)
        aot0_view_L3 = torch.ops.aten.reshape.default(aot0_sum_L3, [512])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_L3 = torch__dynamo_external_utils_call_accumulate_grad(getitem_9, None, aot0_view_L3, True)
        getitem_L3 = hooks[1]
        call_hook_L3 = torch__dynamo_external_utils_call_hook(getitem_L3, getitem_9, hook_type = 'post_acc_grad_hook')
        #> module.layers.3: cases.models.LinearReLUStack.forward
        layer_out_L3 = torch.ops.aten.t.default(aot0_t_L3_3)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad = torch__dynamo_external_utils_call_accumulate_grad(getitem_4, None, layer_out_L3, True)
        getitem_22 = hooks[2]
        call_hook = torch__dynamo_external_utils_call_hook(getitem_22, getitem_4, hook_type = 'post_acc_grad_hook')
        #> module: cases.models.LinearReLUStack.forward
        aot0_detach_1 = torch.ops.aten.detach.default(aot0_relu_2)
        aot0_detach_2 = torch.ops.aten.detach.default(aot0_detach_1)
        aot0_threshold_backward_1 = torch.ops.aten.threshold_backward.default(aot0_mm_L3, aot0_detach_2, 0)
        #> module.layers.2: cases.models.LinearReLUStack.forward
        aot0_t_L2 = torch.ops.aten.t.default(aot0_primals_2)
        aot0_t_L2_1 = torch.ops.aten.t.default(aot0_t_L2)
        aot0_mm_L2 = torch.ops.aten.mm.default(aot0_threshold_backward_1, aot0_t_L2_1)
        aot0_t_L2_2 = torch.ops.aten.t.default(aot0_threshold_backward_1)
        aot0_mm_L2_1 = torch.ops.aten.mm.default(aot0_t_L2_2, aot0_relu_1)
        aot0_t_L2_3 = torch.ops.aten.t.default(aot0_mm_L2_1)
        aot0_sum_L2 = torch.ops.aten.sum.dim_IntList(aot0_threshold_backward_1, [0], True)
        aot0_view_L2 = torch.ops.aten.reshape.default(aot0_sum_L2, [512])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_L2 = torch__dynamo_external_utils_call_accumulate_grad(getitem_10, None, aot0_view_L2, True)
        getitem_L2 = hooks[3]
        call_hook_L2 = torch__dynamo_external_utils_call_hook(getitem_L2, getitem_10, hook_type = 'post_acc_grad_hook')
        #> module.layers.2: cases.models.LinearReLUStack.forward
        layer_out_L2 = torch.ops.aten.t.default(aot0_t_L2_3)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_1 = torch__dynamo_external_utils_call_accumulate_grad(getitem_3, None, layer_out_L2, True)
        getitem_23 = hooks[4]
        call_hook_1 = torch__dynamo_external_utils_call_hook(getitem_23, getitem_3, hook_type = 'post_acc_grad_hook')
        #> module: cases.models.LinearReLUStack.forward
        aot0_detach_3 = torch.ops.aten.detach.default(aot0_relu_1)
        aot0_detach_4 = torch.ops.aten.detach.default(aot0_detach_3)
        aot0_threshold_backward_2 = torch.ops.aten.threshold_backward.default(aot0_mm_L2, aot0_detach_4, 0)
        #> module.layers.1: cases.models.LinearReLUStack.forward
        aot0_t_L1 = torch.ops.aten.t.default(aot0_primals_1)
        aot0_t_L1_1 = torch.ops.aten.t.default(aot0_t_L1)
        aot0_mm_L1 = torch.ops.aten.mm.default(aot0_threshold_backward_2, aot0_t_L1_1)
        aot0_t_L1_2 = torch.ops.aten.t.default(aot0_threshold_backward_2)
        aot0_mm_L1_1 = torch.ops.aten.mm.default(aot0_t_L1_2, aot0_relu)
        aot0_t_L1_3 = torch.ops.aten.t.default(aot0_mm_L1_1)
        aot0_sum_L1 = torch.ops.aten.sum.dim_IntList(aot0_threshold_backward_2, [0], True)
        aot0_view_L1 = torch.ops.aten.reshape.default(aot0_sum_L1, [512])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_L1 = torch__dynamo_external_utils_call_accumulate_grad(getitem_11, None, aot0_view_L1, True)
        getitem_L1 = hooks[5]
        call_hook_L1 = torch__dynamo_external_utils_call_hook(getitem_L1, getitem_11, hook_type = 'post_acc_grad_hook')
        #> module.layers.1: cases.models.LinearReLUStack.forward
        layer_out_L1 = torch.ops.aten.t.default(aot0_t_L1_3)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_2 = torch__dynamo_external_utils_call_accumulate_grad(getitem_2, None, layer_out_L1, True)
        getitem_24 = hooks[6]
        call_hook_2 = torch__dynamo_external_utils_call_hook(getitem_24, getitem_2, hook_type = 'post_acc_grad_hook')
        #> module: cases.models.LinearReLUStack.forward
        aot0_detach_5 = torch.ops.aten.detach.default(aot0_relu)
        aot0_detach_6 = torch.ops.aten.detach.default(aot0_detach_5)
        aot0_threshold_backward_3 = torch.ops.aten.threshold_backward.default(aot0_mm_L1, aot0_detach_6, 0)
        #> module.layers.0: cases.models.LinearReLUStack.forward
        aot0_t_L0 = torch.ops.aten.t.default(aot0_threshold_backward_3)
        aot0_mm_L0 = torch.ops.aten.mm.default(aot0_t_L0, aot0_primals)
        aot0_t_L0_1 = torch.ops.aten.t.default(aot0_mm_L0)
        aot0_sum_L0 = torch.ops.aten.sum.dim_IntList(aot0_threshold_backward_3, [0], True)
        aot0_view_L0 = torch.ops.aten.reshape.default(aot0_sum_L0, [512])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_L0 = torch__dynamo_external_utils_call_accumulate_grad(getitem_12, None, aot0_view_L0, True)
        getitem_L0 = hooks[7]
        call_hook_L0 = torch__dynamo_external_utils_call_hook(getitem_L0, getitem_12, hook_type = 'post_acc_grad_hook')
        #> module.layers.0: cases.models.LinearReLUStack.forward
        layer_out_L0 = torch.ops.aten.t.default(aot0_t_L0_1)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_3 = torch__dynamo_external_utils_call_accumulate_grad(getitem_13, None, layer_out_L0, True)
        getitem_25 = hooks[8]
        call_hook_3 = torch__dynamo_external_utils_call_hook(getitem_25, getitem_13, hook_type = 'post_acc_grad_hook')
        _exec_final_callbacks_stub = torch__dynamo_external_utils__exec_final_callbacks_stub()
        return []
