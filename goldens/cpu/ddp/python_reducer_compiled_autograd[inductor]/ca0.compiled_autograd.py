# fxgolden golden | case: ddp/python_reducer_compiled_autograd[inductor] | artifact: ca0.compiled_autograd | normalizer: 7 | world: fake rank 0/2 cpu
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
        aot0_le = call_aot_bwd_prologue[7]
        aot0_tangents = call_aot_bwd_prologue[8]
        #> module: cases.models.LinearReLUStack.forward
        aot0_full_default = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        aot0_where = torch.ops.aten.where.self(aot0_le, aot0_full_default, aot0_tangents)
        #> module.layers.3: cases.models.LinearReLUStack.forward
        aot0_permute_L3 = torch.ops.aten.permute.default(aot0_primals_3, [1, 0])
        aot0_permute_L3_1 = torch.ops.aten.permute.default(aot0_permute_L3, [1, 0])
        aot0_mm_L3 = torch.ops.aten.mm.default(aot0_where, aot0_permute_L3_1)
        aot0_permute_L3_2 = torch.ops.aten.permute.default(aot0_where, [1, 0])
        aot0_mm_L3_1 = torch.ops.aten.mm.default(aot0_permute_L3_2, aot0_relu_2)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_L3 = torch__dynamo_external_utils_call_accumulate_grad(getitem_4, None, aot0_mm_L3_1, True)
        getitem_L3 = hooks[2]
        call_hook_L3 = torch__dynamo_external_utils_call_hook(getitem_L3, getitem_4, hook_type = 'post_acc_grad_hook')
        #> module.layers.3: cases.models.LinearReLUStack.forward
        aot0_sum_L3 = torch.ops.aten.sum.dim_IntList(aot0_where, [0], True)
        layer_out_L3 = torch.ops.aten.reshape.default(aot0_sum_L3, [512])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad = torch__dynamo_external_utils_call_accumulate_grad(getitem_9, None, layer_out_L3, True)
        getitem_22 = hooks[1]
        call_hook = torch__dynamo_external_utils_call_hook(getitem_22, getitem_9, hook_type = 'post_acc_grad_hook')
        #> module: cases.models.LinearReLUStack.forward
        aot0_le_1 = torch.ops.aten.le.Scalar(aot0_relu_2, 0)
        aot0_where_1 = torch.ops.aten.where.self(aot0_le_1, aot0_full_default, aot0_mm_L3)
        #> module.layers.2: cases.models.LinearReLUStack.forward
        aot0_permute_L2 = torch.ops.aten.permute.default(aot0_primals_2, [1, 0])
        aot0_permute_L2_1 = torch.ops.aten.permute.default(aot0_permute_L2, [1, 0])
        aot0_mm_L2 = torch.ops.aten.mm.default(aot0_where_1, aot0_permute_L2_1)
        aot0_permute_L2_2 = torch.ops.aten.permute.default(aot0_where_1, [1, 0])
        aot0_mm_L2_1 = torch.ops.aten.mm.default(aot0_permute_L2_2, aot0_relu_1)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_L2 = torch__dynamo_external_utils_call_accumulate_grad(getitem_3, None, aot0_mm_L2_1, True)
        getitem_L2 = hooks[4]
        call_hook_L2 = torch__dynamo_external_utils_call_hook(getitem_L2, getitem_3, hook_type = 'post_acc_grad_hook')
        #> module.layers.2: cases.models.LinearReLUStack.forward
        aot0_sum_L2 = torch.ops.aten.sum.dim_IntList(aot0_where_1, [0], True)
        layer_out_L2 = torch.ops.aten.reshape.default(aot0_sum_L2, [512])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_1 = torch__dynamo_external_utils_call_accumulate_grad(getitem_10, None, layer_out_L2, True)
        getitem_23 = hooks[3]
        call_hook_1 = torch__dynamo_external_utils_call_hook(getitem_23, getitem_10, hook_type = 'post_acc_grad_hook')
        #> module: cases.models.LinearReLUStack.forward
        aot0_le_2 = torch.ops.aten.le.Scalar(aot0_relu_1, 0)
        aot0_where_2 = torch.ops.aten.where.self(aot0_le_2, aot0_full_default, aot0_mm_L2)
        #> module.layers.1: cases.models.LinearReLUStack.forward
        aot0_permute_L1 = torch.ops.aten.permute.default(aot0_primals_1, [1, 0])
        aot0_permute_L1_1 = torch.ops.aten.permute.default(aot0_permute_L1, [1, 0])
        aot0_mm_L1 = torch.ops.aten.mm.default(aot0_where_2, aot0_permute_L1_1)
        aot0_permute_L1_2 = torch.ops.aten.permute.default(aot0_where_2, [1, 0])
        aot0_mm_L1_1 = torch.ops.aten.mm.default(aot0_permute_L1_2, aot0_relu)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_L1 = torch__dynamo_external_utils_call_accumulate_grad(getitem_2, None, aot0_mm_L1_1, True)
        getitem_L1 = hooks[6]
        call_hook_L1 = torch__dynamo_external_utils_call_hook(getitem_L1, getitem_2, hook_type = 'post_acc_grad_hook')
        #> module.layers.1: cases.models.LinearReLUStack.forward
        aot0_sum_L1 = torch.ops.aten.sum.dim_IntList(aot0_where_2, [0], True)
        layer_out_L1 = torch.ops.aten.reshape.default(aot0_sum_L1, [512])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_2 = torch__dynamo_external_utils_call_accumulate_grad(getitem_11, None, layer_out_L1, True)
        getitem_24 = hooks[5]
        call_hook_2 = torch__dynamo_external_utils_call_hook(getitem_24, getitem_11, hook_type = 'post_acc_grad_hook')
        #> module: cases.models.LinearReLUStack.forward
        aot0_le_3 = torch.ops.aten.le.Scalar(aot0_relu, 0)
        aot0_where_3 = torch.ops.aten.where.self(aot0_le_3, aot0_full_default, aot0_mm_L1)
        #> module.layers.0: cases.models.LinearReLUStack.forward
        aot0_permute_L0 = torch.ops.aten.permute.default(aot0_where_3, [1, 0])
        aot0_mm_L0 = torch.ops.aten.mm.default(aot0_permute_L0, aot0_primals)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_L0 = torch__dynamo_external_utils_call_accumulate_grad(getitem_13, None, aot0_mm_L0, True)
        getitem_L0 = hooks[8]
        call_hook_L0 = torch__dynamo_external_utils_call_hook(getitem_L0, getitem_13, hook_type = 'post_acc_grad_hook')
        #> module.layers.0: cases.models.LinearReLUStack.forward
        aot0_sum_L0 = torch.ops.aten.sum.dim_IntList(aot0_where_3, [0], True)
        layer_out_L0 = torch.ops.aten.reshape.default(aot0_sum_L0, [512])
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        call_accumulate_grad_3 = torch__dynamo_external_utils_call_accumulate_grad(getitem_12, None, layer_out_L0, True)
        getitem_25 = hooks[7]
        call_hook_3 = torch__dynamo_external_utils_call_hook(getitem_25, getitem_12, hook_type = 'post_acc_grad_hook')
        _exec_final_callbacks_stub = torch__dynamo_external_utils__exec_final_callbacks_stub()
        return []
