# fxgolden golden | case: spmd/coverage[replicated_embedding] | artifact: g0.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[10, 8][8, 1]cpu", arg1_1: "i64[2][1]cpu", arg2_1: "f32[8, 8][8, 1]cpu", arg3_1: "f32[8][1]cpu", arg4_1: "i64[2][1]cpu"):
        #> emb: cases.spmd_coverage.ReplicatedEmbedding.forward
        embedding: "f32[2, 8][8, 1]cpu" = torch.ops.aten.embedding.default(arg0_1, arg1_1)
        #> norm: cases.spmd_coverage.ReplicatedEmbedding.forward
        native_layer_norm = torch.ops.aten.native_layer_norm.default(embedding, [8], None, None, 1e-05)
        getitem: "f32[2, 8][8, 1]cpu" = native_layer_norm[0]
        getitem_1: "f32[2, 1][1, 1]cpu" = native_layer_norm[1]
        getitem_2: "f32[2, 1][1, 1]cpu" = native_layer_norm[2]
        #> fc: cases.spmd_coverage.ReplicatedEmbedding.forward
        t: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(arg2_1)
        addmm: "f32[2, 8][8, 1]cpu" = torch.ops.aten.addmm.default(arg3_1, getitem, t)
        #> softmax: cases.spmd_coverage.ReplicatedEmbedding.forward
        _softmax: "f32[2, 8][8, 1]cpu" = torch.ops.aten._softmax.default(addmm, 1, False)
        detach: "f32[2, 8][8, 1]cpu" = torch.ops.aten.detach.default(_softmax)
        #> lss: cases.spmd_coverage.ReplicatedEmbedding.forward
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_softmax, arg4_1, None, 1, -100)
        getitem_3: "f32[][]cpu" = nll_loss_forward[0]
        getitem_4: "f32[][]cpu" = nll_loss_forward[1]
        #> (no module): cases.spmd_coverage.coverage.<locals>.train_step
        sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(getitem_3)
        ones_like: "f32[][]cpu" = torch.ops.aten.ones_like.default(sum_1, pin_memory = False, memory_format = torch.preserve_format)
        expand: "f32[][]cpu" = torch.ops.aten.expand.default(ones_like, [])
        nll_loss_backward: "f32[2, 8][8, 1]cpu" = torch.ops.aten.nll_loss_backward.default(expand, _softmax, arg4_1, None, 1, -100, getitem_4)
        detach_1: "f32[2, 8][8, 1]cpu" = torch.ops.aten.detach.default(detach)
        _softmax_backward_data: "f32[2, 8][8, 1]cpu" = torch.ops.aten._softmax_backward_data.default(nll_loss_backward, detach_1, 1, torch.float32)
        t_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.t.default(t)
        mm: "f32[2, 8][8, 1]cpu" = torch.ops.aten.mm.default(_softmax_backward_data, t_1)
        t_2: "f32[8, 2][1, 8]cpu" = torch.ops.aten.t.default(_softmax_backward_data)
        mm_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(t_2, getitem)
        t_3: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(mm_1)
        sum_2: "f32[1, 8][8, 1]cpu" = torch.ops.aten.sum.dim_IntList(_softmax_backward_data, [0], True)
        view: "f32[8][1]cpu" = torch.ops.aten.view.default(sum_2, [8])
        t_4: "f32[8, 8][8, 1]cpu" = torch.ops.aten.t.default(t_3)
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(mm, embedding, [8], getitem_1, getitem_2, None, None, [True, False, False])
        getitem_5: "f32[2, 8][8, 1]cpu" = native_layer_norm_backward[0]
        embedding_dense_backward: "f32[10, 8][8, 1]cpu" = torch.ops.aten.embedding_dense_backward.default(getitem_5, arg1_1, 10, -1, False)
        empty_like: "f32[10, 8][8, 1]cpu" = torch.ops.aten.empty_like.default(arg0_1, pin_memory = False)
        copy: "f32[10, 8][8, 1]cpu" = torch.ops.aten.copy.default(empty_like, embedding_dense_backward)
        empty_like_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.empty_like.default(arg2_1, pin_memory = False)
        copy_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.copy.default(empty_like_1, t_4)
        empty_like_2: "f32[8][1]cpu" = torch.ops.aten.empty_like.default(arg3_1, pin_memory = False)
        copy_2: "f32[8][1]cpu" = torch.ops.aten.copy.default(empty_like_2, view)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        all_reduce: "f32[10, 8][8, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor: "f32[10, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        all_reduce_1: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy_1, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor_1: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        all_reduce_2: "f32[8][1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy_2, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor_2: "f32[8][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_2)
        #> (no module): torch.optim.sgd._multi_tensor_sgd
        _foreach_add = torch.ops.aten._foreach_add.List([arg0_1, arg2_1, arg3_1], [wait_tensor, wait_tensor_1, wait_tensor_2], alpha = -0.01)
        getitem_6: "f32[10, 8][8, 1]cpu" = _foreach_add[0]
        getitem_7: "f32[8, 8][8, 1]cpu" = _foreach_add[1]
        getitem_8: "f32[8][1]cpu" = _foreach_add[2]
        copy_: "f32[10, 8][8, 1]cpu" = torch.ops.aten.copy_.default(arg0_1, getitem_6)
        copy__1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.copy_.default(arg2_1, getitem_7)
        copy__2: "f32[8][1]cpu" = torch.ops.aten.copy_.default(arg3_1, getitem_8)
        return ()
