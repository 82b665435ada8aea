# fxgolden golden | case: distributed_patterns/intermediate_hook_closure | artifact: g1.dynamo | normalizer: 7 | world: none rank 0/1 cpu
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_inputs_ : list,
        L_sizes_0_: "f32[0, 4][4, 1]cpu",
        L_sizes_1_: "f32[0, 4][4, 1]cpu",
        L_sizes_2_: "f32[0, 4][4, 1]cpu",
        L_hooks_1_hook0_closure_1_cell_contents_val: "f32[][]cpu",
        L_hooks_1_hook0_closure_0_cell_contents: "f32[4][1]cpu"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): (generated code)
        getitem: "f32[][]cpu" = l_inputs_[0]
        getitem_1: "f32[4][1]cpu" = l_inputs_[1]
        size: "Sym(4)" = l_sizes_0_.size(1)
        size_1: "Sym(4)" = l_sizes_1_.size(1)
        size_2: "Sym(4)" = l_sizes_2_.size(1)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cpu'), 6, 0, None), [], False, 6)])
        getitem_2: "f32[][]cpu" = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_2], [True], [size])
        getitem_3: "f32[4][0]cpu" = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_3], [((None, None, device(type='cpu'), 6, 0, None), [size_1], False, 6)])
        getitem_4: "f32[4][0]cpu" = validate_outputs_1[0]
        zeros: "f32[4][1]cpu" = torch.ops.aten.zeros.default([size_2], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue((getitem_1,), [], [], (getitem_4, zeros))
        aot0_primals: "f32[4][1]cpu" = call_aot_bwd_prologue[0]
        aot0_tangents: "f32[4][1]cpu" = call_aot_bwd_prologue[1]
        aot0_tangents_1: "f32[4][1]cpu" = call_aot_bwd_prologue[2]
        #> (no module): cases.distributed_patterns.intermediate_hook_closure.<locals>.fn
        aot0_sin: "f32[4][1]cpu" = torch.ops.aten.sin.default(aot0_primals)
        aot0_cos: "f32[4][1]cpu" = torch.ops.aten.cos.default(aot0_sin)
        aot0_mul: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(aot0_tangents, aot0_cos)
        aot0_add: "f32[4][1]cpu" = torch.ops.aten.add.Tensor(aot0_mul, aot0_tangents_1)
        #> (no module): cases.distributed_patterns.intermediate_hook_closure.<locals>.fn.<locals>.<lambda>
        add: "f32[4][1]cpu" = aot0_add + l_hooks_1_hook0_closure_1_cell_contents_val
        aot0_trace_wrapped: "f32[4][1]cpu" = add + l_hooks_1_hook0_closure_0_cell_contents
        #> (no module): cases.distributed_patterns.intermediate_hook_closure.<locals>.fn
        aot0_cos_1: "f32[4][1]cpu" = torch.ops.aten.cos.default(aot0_primals)
        aot0_mul_1: "f32[4][1]cpu" = torch.ops.aten.mul.Tensor(aot0_trace_wrapped, aot0_cos_1)
        #> (no module): (generated code)
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_mul_1], getitem_1, None, False)
        call_accumulate_grad: "f32[4][1]cpu" = accumulate_grad[0]
        return (call_accumulate_grad,)
