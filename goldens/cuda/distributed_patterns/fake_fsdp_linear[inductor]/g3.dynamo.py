# fxgolden golden | case: distributed_patterns/fake_fsdp_linear[inductor] | artifact: g3.dynamo | normalizer: 7 | world: none rank 0/1 cuda
class GraphModule(torch.nn.Module):
    def forward(self, L_inputs_ : list, L_sizes_0_: "f32[0, 2][2, 1]cpu", L_sizes_1_: "f32[0, 10][10, 1]cpu", L_sizes_2_: "f32[0, 2][2, 1]cpu", L_sizes_3_: "f32[0, 10][10, 1]cpu"):
        #= l_* = L_*: each L_ input above, aliased
        #> (no module): (generated code)
        getitem: "f32[][]cuda:0" = l_inputs_[0]
        getitem_1: "f32[2, 20][20, 1]cuda:0" = l_inputs_[1]
        getitem_2: "f32[10, 20][20, 1]cuda:0" = l_inputs_[2]
        getitem_3: "f32[5, 20][20, 1]cuda:0" = l_inputs_[3]
        getitem_4: "f32[10, 20][20, 1]cuda:0" = l_inputs_[5]
        getitem_5: "f32[2, 20][20, 1]cuda:0" = l_inputs_[6]
        size: "Sym(2)" = l_sizes_0_.size(1)
        size_1: "Sym(10)" = l_sizes_1_.size(1)
        size_2: "Sym(2)" = l_sizes_2_.size(1)
        size_3: "Sym(10)" = l_sizes_3_.size(1)
        #> (no module): torch._dynamo.compiled_autograd.AutogradCompilerInstance.set_node_origin
        validate_outputs = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem], [((None, None, device(type='cuda', index=0), 6, 0, None), [], False, 6)])
        getitem_6: "f32[][]cuda:0" = validate_outputs[0]
        sum_backward0 = torch__dynamo_compiled_autograd_ops_SumBackward0([getitem_6], [True], [size, size_1])
        getitem_7: "f32[2, 10][0, 0]cuda:0" = sum_backward0[0]
        validate_outputs_1 = torch__dynamo_compiled_autograd_ops_validate_outputs([getitem_7], [((None, None, device(type='cuda', index=0), 6, 0, None), [size_2, size_3], False, 6)])
        getitem_8: "f32[2, 10][0, 0]cuda:0" = validate_outputs_1[0]
        call_aot_bwd_prologue = torch__dynamo_compiled_autograd_call_aot_bwd_prologue((getitem_1, getitem_2), [], [], getitem_8)
        aot1_primals: "f32[2, 20][20, 1]cuda:0" = call_aot_bwd_prologue[0]
        aot1_primals_1: "f32[10, 20][20, 1]cuda:0" = call_aot_bwd_prologue[1]
        aot1_tangents: "f32[2, 10][10, 1]cuda:0" = call_aot_bwd_prologue[2]
        #> (no module): cases.distributed_patterns._unshard
        resize_storage_bytes_ = torch.ops.inductor.resize_storage_bytes_(getitem_2, 800)
        _tensor_version_default: "Sym(u0)" = torch.ops.prims._tensor_version.default(getitem_2)
        #> (no module): cases.distributed_patterns._fake_all_gather
        cat: "f32[10, 20][20, 1]cuda:0" = torch.cat([getitem_3, getitem_3], 0)
        #> (no module): cases.distributed_patterns._unshard
        copy_: "f32[10, 20][20, 1]cuda:0" = getitem_2.copy_(cat)
        _unsafe_set_version_counter_default = torch.ops.prims._unsafe_set_version_counter.default((getitem_2,), (_tensor_version_default,))
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        aot1_permute: "f32[10, 2][1, 10]cuda:0" = torch.ops.aten.permute.default(aot1_tangents, [1, 0])
        aot1_mm: "f32[10, 20][20, 1]cuda:0" = torch.ops.aten.mm.default(aot1_permute, aot1_primals)
        #> (no module): (generated code)
        accumulate_grad = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot1_mm], getitem_2, getitem_4, False)
        getitem_9: "f32[10, 20][20, 1]cuda:0" = accumulate_grad[0]
        #> (root): torch.utils._device.DeviceContext.__torch_function__
        aot1_permute_1: "f32[20, 10][1, 20]cuda:0" = torch.ops.aten.permute.default(aot1_primals_1, [1, 0])
        #> (no module): torch.utils._device.DeviceContext.__torch_function__
        aot1_permute_2: "f32[10, 20][20, 1]cuda:0" = torch.ops.aten.permute.default(aot1_permute_1, [1, 0])
        aot1_mm_1: "f32[2, 20][20, 1]cuda:0" = torch.ops.aten.mm.default(aot1_tangents, aot1_permute_2)
        #> (no module): cases.distributed_patterns._fake_reduce_scatter
        narrow: "f32[5, 20][20, 1]cuda:0" = getitem_9.narrow(0, 0, 5)
        new_grad: "f32[5, 20][20, 1]cuda:0" = narrow.clone()
        #> (no module): cases.distributed_patterns._make_fake_fsdp_linear.<locals>.bw_post_hook
        resize_storage_bytes__1 = torch.ops.inductor.resize_storage_bytes_(getitem_2, 0)
        #> (no module): (generated code)
        accumulate_grad_1 = torch__dynamo_compiled_autograd_ops_AccumulateGrad([aot1_mm_1], getitem_1, getitem_5, False)
        getitem_10: "f32[2, 20][20, 1]cuda:0" = accumulate_grad_1[0]
        return (getitem_10, getitem_9, new_grad)
