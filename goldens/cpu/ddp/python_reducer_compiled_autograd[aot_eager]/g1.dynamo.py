# fxgolden golden | case: ddp/python_reducer_compiled_autograd[aot_eager] | artifact: g1.dynamo | normalizer: 7 | world: fake rank 0/2 cpu
class GraphModule(torch.nn.Module):
    def forward(self, L_inputs_ : list, L_sizes_0_: "f32[0, 2][2, 1]cpu", L_sizes_1_: "f32[0, 512][512, 1]cpu", L_sizes_2_: "f32[0, 2][2, 1]cpu", L_sizes_3_: "f32[0, 512][512, 1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): (generated code)
        getitem: "f32[][]cpu" = l_inputs_[0]
        getitem_1: "f32[2, 512][512, 1]cpu" = l_inputs_[1]
        getitem_2: "f32[512, 512][512, 1]cpu" = l_inputs_[2]
        getitem_3: "f32[512, 512][512, 1]cpu" = l_inputs_[3]
        getitem_4: "f32[512, 512][512, 1]cpu" = l_inputs_[4]
        getitem_5: "f32[2, 512][512, 1]cpu" = l_inputs_[5]
        getitem_6: "f32[2, 512][512, 1]cpu" = l_inputs_[6]
        getitem_7: "f32[2, 512][512, 1]cpu" = l_inputs_[7]
        getitem_8: "f32[2, 512][512, 1]cpu" = l_inputs_[8]
        getitem_9: "f32[512][1]cpu" = l_inputs_[9]
        getitem_10: "f32[512][1]cpu" = l_inputs_[10]
        getitem_11: "f32[512][1]cpu" = l_inputs_[11]
        getitem_12: "f32[512][1]cpu" = l_inputs_[12]
        getitem_13: "f32[512, 512][512, 1]cpu" = l_inputs_[13]
        size: "Sym(2)" = l_sizes_0_.size(1)
        size_1: "Sym(512)" = l_sizes_1_.size(1)
        size_2: "Sym(2)" = l_sizes_2_.size(1)
        size_3: "Sym(512)" = l_sizes_3_.size(1)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False, 6)])
        getitem_14: "f32[][]cpu" = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_14], [True], [size, size_1])
        getitem_15: "f32[2, 512][0, 0]cpu" = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_15], [((None, None, device(type='cpu'), 6, 0, None), [size_2, size_3], False, 6)])
        getitem_16: "f32[2, 512][0, 0]cpu" = validate_outputs_1[0]
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue((getitem_1, getitem_2, getitem_3, getitem_4, getitem_5, getitem_6, getitem_7, getitem_8), [], [], (getitem_16,))
        aot0_primals: "f32[2, 512][512, 1]cpu" = call_aot_bwd_prologue[0]
        aot0_primals_1: "f32[512, 512][512, 1]cpu" = call_aot_bwd_prologue[1]
        aot0_primals_2: "f32[512, 512][512, 1]cpu" = call_aot_bwd_prologue[2]
        aot0_primals_3: "f32[512, 512][512, 1]cpu" = call_aot_bwd_prologue[3]
        aot0_relu: "f32[2, 512][512, 1]cpu" = call_aot_bwd_prologue[4]
        aot0_relu_1: "f32[2, 512][512, 1]cpu" = call_aot_bwd_prologue[5]
        aot0_relu_2: "f32[2, 512][512, 1]cpu" = call_aot_bwd_prologue[6]
        aot0_detach: "f32[2, 512][512, 1]cpu" = call_aot_bwd_prologue[7]
        aot0_tangents: "f32[2, 512][512, 1]cpu" = call_aot_bwd_prologue[8]
        #> (no module): cases.models.LinearReLUStack.forward
        aot0_threshold_backward: "f32[2, 512][512, 1]cpu" = torch.ops.aten.threshold_backward.default(aot0_tangents, aot0_detach, 0)
        #> module.layers.3: cases.models.LinearReLUStack.forward
        layer_out_L3: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(aot0_primals_3)
        #> (no module): cases.models.LinearReLUStack.forward
        aot0_t: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(layer_out_L3)
        aot0_mm: "f32[2, 512][512, 1]cpu" = torch.ops.aten.mm.default(aot0_threshold_backward, aot0_t)
        aot0_t_1: "f32[512, 2][1, 512]cpu" = torch.ops.aten.t.default(aot0_threshold_backward)
        aot0_mm_1: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(aot0_t_1, aot0_relu_2)
        aot0_t_2: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(aot0_mm_1)
        aot0_sum: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_threshold_backward, [0], True)
        aot0_view: "f32[512][1]cpu" = torch.ops.aten.reshape.default(aot0_sum, [512])
        #> (no module): (generated code)
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_view], getitem_9, None, True)
        call_accumulate_grad: "f32[512][1]cpu" = accumulate_grad[0]
        #> (no module): torch.nn.parallel.distributed.DistributedDataParallel._register_accum_grad_hook.<locals>.compiled_accum_grad_hook
        gradient: "f32[512][1]cpu" = call_accumulate_grad / 2
        #> (no module): torch.distributed._functional_collectives.all_reduce
        tensor: "f32[512][1]cpu" = torch.ops._c10d_functional.all_reduce(gradient, 'sum', 'world')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        gradient_1: "f32[512][1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor)
        #> (no module): torch.nn.parallel.distributed.DistributedDataParallel._register_accum_grad_hook.<locals>.compiled_accum_grad_hook
        copy_: "f32[512][1]cpu" = call_accumulate_grad.copy_(gradient_1)
        #> (no module): cases.models.LinearReLUStack.forward
        aot0_t_3: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(aot0_t_2)
        #> (no module): (generated code)
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_t_3], getitem_4, None, True)
        call_accumulate_grad_1: "f32[512, 512][512, 1]cpu" = accumulate_grad_1[0]
        #> (no module): torch.nn.parallel.distributed.DistributedDataParallel._register_accum_grad_hook.<locals>.compiled_accum_grad_hook
        gradient_2: "f32[512, 512][512, 1]cpu" = call_accumulate_grad_1 / 2
        #> (no module): torch.distributed._functional_collectives.all_reduce
        tensor_1: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.all_reduce(gradient_2, 'sum', 'world')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        gradient_3: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_1)
        #> (no module): torch.nn.parallel.distributed.DistributedDataParallel._register_accum_grad_hook.<locals>.compiled_accum_grad_hook
        copy__1: "f32[512, 512][512, 1]cpu" = call_accumulate_grad_1.copy_(gradient_3)
        #> module: cases.models.LinearReLUStack.forward
        aot0_detach_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(aot0_relu_2)
        #> (no module): cases.models.LinearReLUStack.forward
        aot0_detach_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(aot0_detach_1)
        aot0_threshold_backward_1: "f32[2, 512][512, 1]cpu" = torch.ops.aten.threshold_backward.default(aot0_mm, aot0_detach_2, 0)
        #> module.layers.2: cases.models.LinearReLUStack.forward
        layer_out_L2: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(aot0_primals_2)
        #> (no module): cases.models.LinearReLUStack.forward
        aot0_t_4: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(layer_out_L2)
        aot0_mm_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.mm.default(aot0_threshold_backward_1, aot0_t_4)
        aot0_t_5: "f32[512, 2][1, 512]cpu" = torch.ops.aten.t.default(aot0_threshold_backward_1)
        aot0_mm_3: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(aot0_t_5, aot0_relu_1)
        aot0_t_6: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(aot0_mm_3)
        aot0_sum_1: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_threshold_backward_1, [0], True)
        aot0_view_1: "f32[512][1]cpu" = torch.ops.aten.reshape.default(aot0_sum_1, [512])
        #> (no module): (generated code)
        accumulate_grad_2 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_view_1], getitem_10, None, True)
        call_accumulate_grad_2: "f32[512][1]cpu" = accumulate_grad_2[0]
        #> (no module): torch.nn.parallel.distributed.DistributedDataParallel._register_accum_grad_hook.<locals>.compiled_accum_grad_hook
        gradient_4: "f32[512][1]cpu" = call_accumulate_grad_2 / 2
        #> (no module): torch.distributed._functional_collectives.all_reduce
        tensor_2: "f32[512][1]cpu" = torch.ops._c10d_functional.all_reduce(gradient_4, 'sum', 'world')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        gradient_5: "f32[512][1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_2)
        #> (no module): torch.nn.parallel.distributed.DistributedDataParallel._register_accum_grad_hook.<locals>.compiled_accum_grad_hook
        copy__2: "f32[512][1]cpu" = call_accumulate_grad_2.copy_(gradient_5)
        #> (no module): cases.models.LinearReLUStack.forward
        aot0_t_7: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(aot0_t_6)
        #> (no module): (generated code)
        accumulate_grad_3 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_t_7], getitem_3, None, True)
        call_accumulate_grad_3: "f32[512, 512][512, 1]cpu" = accumulate_grad_3[0]
        #> (no module): torch.nn.parallel.distributed.DistributedDataParallel._register_accum_grad_hook.<locals>.compiled_accum_grad_hook
        gradient_6: "f32[512, 512][512, 1]cpu" = call_accumulate_grad_3 / 2
        #> (no module): torch.distributed._functional_collectives.all_reduce
        tensor_3: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.all_reduce(gradient_6, 'sum', 'world')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        gradient_7: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_3)
        #> (no module): torch.nn.parallel.distributed.DistributedDataParallel._register_accum_grad_hook.<locals>.compiled_accum_grad_hook
        copy__3: "f32[512, 512][512, 1]cpu" = call_accumulate_grad_3.copy_(gradient_7)
        #> module: cases.models.LinearReLUStack.forward
        aot0_detach_3: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(aot0_relu_1)
        #> (no module): cases.models.LinearReLUStack.forward
        aot0_detach_4: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(aot0_detach_3)
        aot0_threshold_backward_2: "f32[2, 512][512, 1]cpu" = torch.ops.aten.threshold_backward.default(aot0_mm_2, aot0_detach_4, 0)
        #> module.layers.1: cases.models.LinearReLUStack.forward
        layer_out_L1: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(aot0_primals_1)
        #> (no module): cases.models.LinearReLUStack.forward
        aot0_t_8: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(layer_out_L1)
        aot0_mm_4: "f32[2, 512][512, 1]cpu" = torch.ops.aten.mm.default(aot0_threshold_backward_2, aot0_t_8)
        aot0_t_9: "f32[512, 2][1, 512]cpu" = torch.ops.aten.t.default(aot0_threshold_backward_2)
        aot0_mm_5: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(aot0_t_9, aot0_relu)
        aot0_t_10: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(aot0_mm_5)
        aot0_sum_2: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_threshold_backward_2, [0], True)
        aot0_view_2: "f32[512][1]cpu" = torch.ops.aten.reshape.default(aot0_sum_2, [512])
        #> (no module): (generated code)
        accumulate_grad_4 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_view_2], getitem_11, None, True)
        call_accumulate_grad_4: "f32[512][1]cpu" = accumulate_grad_4[0]
        #> (no module): torch.nn.parallel.distributed.DistributedDataParallel._register_accum_grad_hook.<locals>.compiled_accum_grad_hook
        gradient_8: "f32[512][1]cpu" = call_accumulate_grad_4 / 2
        #> (no module): torch.distributed._functional_collectives.all_reduce
        tensor_4: "f32[512][1]cpu" = torch.ops._c10d_functional.all_reduce(gradient_8, 'sum', 'world')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        gradient_9: "f32[512][1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_4)
        #> (no module): torch.nn.parallel.distributed.DistributedDataParallel._register_accum_grad_hook.<locals>.compiled_accum_grad_hook
        copy__4: "f32[512][1]cpu" = call_accumulate_grad_4.copy_(gradient_9)
        #> (no module): cases.models.LinearReLUStack.forward
        aot0_t_11: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(aot0_t_10)
        #> (no module): (generated code)
        accumulate_grad_5 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_t_11], getitem_2, None, True)
        call_accumulate_grad_5: "f32[512, 512][512, 1]cpu" = accumulate_grad_5[0]
        #> (no module): torch.nn.parallel.distributed.DistributedDataParallel._register_accum_grad_hook.<locals>.compiled_accum_grad_hook
        gradient_10: "f32[512, 512][512, 1]cpu" = call_accumulate_grad_5 / 2
        #> (no module): torch.distributed._functional_collectives.all_reduce
        tensor_5: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.all_reduce(gradient_10, 'sum', 'world')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        gradient_11: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_5)
        #> (no module): torch.nn.parallel.distributed.DistributedDataParallel._register_accum_grad_hook.<locals>.compiled_accum_grad_hook
        copy__5: "f32[512, 512][512, 1]cpu" = call_accumulate_grad_5.copy_(gradient_11)
        #> module: cases.models.LinearReLUStack.forward
        aot0_detach_5: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(aot0_relu)
        #> (no module): cases.models.LinearReLUStack.forward
        aot0_detach_6: "f32[2, 512][512, 1]cpu" = torch.ops.aten.detach.default(aot0_detach_5)
        aot0_threshold_backward_3: "f32[2, 512][512, 1]cpu" = torch.ops.aten.threshold_backward.default(aot0_mm_4, aot0_detach_6, 0)
        aot0_t_12: "f32[512, 2][1, 512]cpu" = torch.ops.aten.t.default(aot0_threshold_backward_3)
        aot0_mm_6: "f32[512, 512][512, 1]cpu" = torch.ops.aten.mm.default(aot0_t_12, aot0_primals)
        aot0_t_13: "f32[512, 512][1, 512]cpu" = torch.ops.aten.t.default(aot0_mm_6)
        aot0_sum_3: "f32[1, 512][512, 1]cpu" = torch.ops.aten.sum.dim_IntList(aot0_threshold_backward_3, [0], True)
        aot0_view_3: "f32[512][1]cpu" = torch.ops.aten.reshape.default(aot0_sum_3, [512])
        #> (no module): (generated code)
        accumulate_grad_6 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_view_3], getitem_12, None, True)
        call_accumulate_grad_6: "f32[512][1]cpu" = accumulate_grad_6[0]
        #> (no module): torch.nn.parallel.distributed.DistributedDataParallel._register_accum_grad_hook.<locals>.compiled_accum_grad_hook
        gradient_12: "f32[512][1]cpu" = call_accumulate_grad_6 / 2
        #> (no module): torch.distributed._functional_collectives.all_reduce
        tensor_6: "f32[512][1]cpu" = torch.ops._c10d_functional.all_reduce(gradient_12, 'sum', 'world')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        gradient_13: "f32[512][1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_6)
        #> (no module): torch.nn.parallel.distributed.DistributedDataParallel._register_accum_grad_hook.<locals>.compiled_accum_grad_hook
        copy__6: "f32[512][1]cpu" = call_accumulate_grad_6.copy_(gradient_13)
        #> (no module): cases.models.LinearReLUStack.forward
        aot0_t_14: "f32[512, 512][512, 1]cpu" = torch.ops.aten.t.default(aot0_t_13)
        #> (no module): (generated code)
        accumulate_grad_7 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_t_14], getitem_13, None, True)
        call_accumulate_grad_7: "f32[512, 512][512, 1]cpu" = accumulate_grad_7[0]
        #> (no module): torch.nn.parallel.distributed.DistributedDataParallel._register_accum_grad_hook.<locals>.compiled_accum_grad_hook
        gradient_14: "f32[512, 512][512, 1]cpu" = call_accumulate_grad_7 / 2
        #> (no module): torch.distributed._functional_collectives.all_reduce
        tensor_7: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.all_reduce(gradient_14, 'sum', 'world')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        gradient_15: "f32[512, 512][512, 1]cpu" = torch.ops._c10d_functional.wait_tensor(tensor_7)
        #> (no module): torch.nn.parallel.distributed.DistributedDataParallel._register_accum_grad_hook.<locals>.compiled_accum_grad_hook
        copy__7: "f32[512, 512][512, 1]cpu" = call_accumulate_grad_7.copy_(gradient_15)
        return (
            call_accumulate_grad_5,
            call_accumulate_grad_3,
            call_accumulate_grad_1,
            call_accumulate_grad,
            call_accumulate_grad_2,
            call_accumulate_grad_4,
            call_accumulate_grad_6,
            call_accumulate_grad_7
        )
