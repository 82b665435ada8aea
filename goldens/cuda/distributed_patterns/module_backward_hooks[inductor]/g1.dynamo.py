# fxgolden golden | case: distributed_patterns/module_backward_hooks[inductor] | artifact: g1.dynamo | normalizer: 7 | world: none rank 0/1 cuda
class GraphModule(torch.nn.Module):
    def forward(
        self,
        L_inputs_ : list,
        L_sizes_0_: "f32[0, 2][2, 1]cpu",
        L_sizes_1_: "f32[0, 10][10, 1]cpu",
        L_sizes_2_: "f32[0, 2][2, 1]cpu",
        L_sizes_3_: "f32[0, 10][10, 1]cpu",
        L_hooks_1_mod0_hook_count_pre: "i64[][]cuda:0",
        L_hooks_1_mod0_hook_count_post: "i64[][]cuda:0"
    ):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): (generated code)
        getitem: "f32[][]cuda:0" = l_inputs_[0]
        getitem_1: "f32[2, 10][10, 1]cuda:0" = l_inputs_[1]
        getitem_2: "f32[10, 10][10, 1]cuda:0" = l_inputs_[2]
        getitem_3: "f32[10][1]cuda:0" = l_inputs_[3]
        size: "Sym(2)" = l_sizes_0_.size(1)
        size_1: "Sym(10)" = l_sizes_1_.size(1)
        size_2: "Sym(2)" = l_sizes_2_.size(1)
        size_3: "Sym(10)" = l_sizes_3_.size(1)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cuda', index=0), 6, 0, None), [], False, 6)])
        getitem_4: "f32[][]cuda:0" = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_4], [True], [size, size_1])
        getitem_5: "f32[2, 10][0, 0]cuda:0" = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_5], [((None, None, device(type='cuda', index=0), 6, 0, None), [size_2, size_3], False, 6)])
        getitem_6: "f32[2, 10][0, 0]cuda:0" = validate_outputs_1[0]
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue((getitem_1, getitem_2), [], [], getitem_6)
        aot0_primals: "f32[2, 10][10, 1]cuda:0" = call_aot_bwd_prologue[0]
        aot0_primals_1: "f32[10, 10][10, 1]cuda:0" = call_aot_bwd_prologue[1]
        aot0_tangents: "f32[2, 10][10, 1]cuda:0" = call_aot_bwd_prologue[2]
        #> (no module): cases.distributed_patterns._hooked_linear.<locals>.bw_pre_hook
        add_: "i64[][]cuda:0" = l_hooks_1_mod0_hook_count_pre.add_(1)
        add: "f32[2, 10][10, 1]cuda:0" = aot0_tangents + 1.2
        aot0_getitem: "f32[2, 10][10, 1]cuda:0" = torch.sin(add)
        #> (root): torch.utils._device.DeviceContext.__torch_function__
        aot0_permute: "f32[10, 10][1, 10]cuda:0" = torch.ops.aten.permute.default(aot0_primals_1, [1, 0])
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        aot0_permute_1: "f32[10, 10][10, 1]cuda:0" = torch.ops.aten.permute.default(aot0_permute, [1, 0])
        aot0_mm: "f32[2, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(aot0_getitem, aot0_permute_1)
        aot0_permute_2: "f32[10, 2][1, 10]cuda:0" = torch.ops.aten.permute.default(aot0_getitem, [1, 0])
        aot0_mm_1: "f32[10, 10][10, 1]cuda:0" = torch.ops.aten.mm.default(aot0_permute_2, aot0_primals)
        #> (no module): (generated code)
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_mm_1], getitem_2, None, False)
        getitem_7: "f32[10, 10][10, 1]cuda:0" = accumulate_grad[0]
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        aot0_sum: "f32[1, 10][10, 1]cuda:0" = torch.ops.aten.sum.dim_IntList(aot0_getitem, [0], True)
        aot0_view: "f32[10][1]cuda:0" = torch.ops.aten.reshape.default(aot0_sum, [10])
        #> (no module): (generated code)
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_view], getitem_3, None, False)
        getitem_8: "f32[10][1]cuda:0" = accumulate_grad_1[0]
        #> (no module): cases.distributed_patterns._hooked_linear.<locals>.bw_post_hook
        add__1: "i64[][]cuda:0" = l_hooks_1_mod0_hook_count_post.add_(1)
        add_1: "f32[2, 10][10, 1]cuda:0" = aot0_mm + 3.4
        aot0_getitem_1: "f32[2, 10][10, 1]cuda:0" = torch.sin(add_1)
        #> (no module): (generated code)
        accumulate_grad_2 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot0_getitem_1], getitem_1, None, False)
        getitem_9: "f32[2, 10][10, 1]cuda:0" = accumulate_grad_2[0]
        return (getitem_9, getitem_7, getitem_8)
