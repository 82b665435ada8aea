# fxgolden golden | case: spmd/coverage[pos_embedding] | artifact: g0.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "i64[2, 6][6, 1]cpu", arg1_1: "f32[10, 8][8, 1]cpu", arg2_1: "f32[6, 8][8, 1]cpu", arg3_1: "f32[8, 8][8, 1]cpu", arg4_1: "f32[8][1]cpu", arg5_1: "i64[2, 6][6, 1]cpu"):
        #> (root): cases.spmd_coverage.PosEmbedding.forward
        arange: "i64[6][1]cpu" = torch.ops.aten.arange.start(0, 6, dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
        unsqueeze: "i64[1, 6][6, 1]cpu" = torch.ops.aten.unsqueeze.default(arange, 0)
        #> wte: cases.spmd_coverage.PosEmbedding.forward
        embedding: "f32[2, 6, 8][48, 8, 1]cpu" = torch.ops.aten.embedding.default(arg1_1, arg0_1)
        #> wpe: cases.spmd_coverage.PosEmbedding.forward
        embedding_1: "f32[1, 6, 8][48, 8, 1]cpu" = torch.ops.aten.embedding.default(arg2_1, unsqueeze)
        #> (root): cases.spmd_coverage.PosEmbedding.forward
        add: "f32[2, 6, 8][48, 8, 1]cpu" = torch.ops.aten.add.Tensor(embedding, embedding_1)
        #> norm: cases.spmd_coverage.PosEmbedding.forward
        native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [8], None, None, 1e-05)
        getitem: "f32[2, 6, 8][48, 8, 1]cpu" = native_layer_norm[0]
        getitem_1: "f32[2, 6, 1][6, 1, 1]cpu" = native_layer_norm[1]
        getitem_2: "f32[2, 6, 1][6, 1, 1]cpu" = native_layer_norm[2]
        #> fc: cases.spmd_coverage.PosEmbedding.forward
        view: "f32[12, 8][8, 1]cpu" = torch.ops.aten.view.default(getitem, [12, 8])
        t: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(arg3_1)
        addmm: "f32[12, 8][8, 1]cpu" = torch.ops.aten.addmm.default(arg4_1, view, t)
        view_1: "f32[2, 6, 8][48, 8, 1]cpu" = torch.ops.aten.view.default(addmm, [2, 6, 8])
        #> (root): cases.spmd_coverage.PosEmbedding.forward
        _softmax: "f32[2, 6, 8][48, 8, 1]cpu" = torch.ops.aten._softmax.default(view_1, -1, False)
        detach: "f32[2, 6, 8][48, 8, 1]cpu" = torch.ops.aten.detach.default(_softmax)
        view_2: "f32[12, 8][8, 1]cpu" = torch.ops.aten.view.default(_softmax, [-1, 8])
        view_3: "i64[12][1]cpu" = torch.ops.aten.view.default(arg5_1, [-1])
        _log_softmax: "f32[12, 8][8, 1]cpu" = torch.ops.aten._log_softmax.default(view_2, 1, False)
        detach_1: "f32[12, 8][8, 1]cpu" = torch.ops.aten.detach.default(_log_softmax)
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_3, None, 1, -100)
        getitem_3: "f32[][]cpu" = nll_loss_forward[0]
        getitem_4: "f32[][]cpu" = nll_loss_forward[1]
        #> (no module): cases.spmd_coverage.coverage.<locals>.train_step
        sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(getitem_3)
        ones_like: "f32[][]cpu" = torch.ops.aten.ones_like.default(sum_1, pin_memory = False, memory_format = torch.preserve_format)
        expand: "f32[][]cpu" = torch.ops.aten.expand.default(ones_like, [])
        nll_loss_backward: "f32[12, 8][8, 1]cpu" = torch.ops.aten.nll_loss_backward.default(expand, _log_softmax, view_3, None, 1, -100, getitem_4)
        detach_2: "f32[12, 8][8, 1]cpu" = torch.ops.aten.detach.default(detach_1)
        _log_softmax_backward_data: "f32[12, 8][8, 1]cpu" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_2, 1, torch.float32)
        view_4: "f32[2, 6, 8][48, 8, 1]cpu" = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 6, 8])
        detach_3: "f32[2, 6, 8][48, 8, 1]cpu" = torch.ops.aten.detach.default(detach)
        _softmax_backward_data: "f32[2, 6, 8][48, 8, 1]cpu" = torch.ops.aten._softmax_backward_data.default(view_4, detach_3, -1, torch.float32)
        view_5: "f32[12, 8][8, 1]cpu" = torch.ops.aten.view.default(_softmax_backward_data, [12, 8])
        t_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.t.default(t)
        mm: "f32[12, 8][8, 1]cpu" = torch.ops.aten.mm.default(view_5, t_1)
        t_2: "f32[8, 12][1, 8]cpu" = torch.ops.aten.t.default(view_5)
        mm_1: "f32[8, 8][8, 1]cpu" = torch.ops.aten.mm.default(t_2, view)
        t_3: "f32[8, 8][1, 8]cpu" = torch.ops.aten.t.default(mm_1)
        sum_2: "f32[1, 8][8, 1]cpu" = torch.ops.aten.sum.dim_IntList(view_5, [0], True)
        view_6: "f32[8][1]cpu" = torch.ops.aten.view.default(sum_2, [8])
        t_4: "f32[8, 8][8, 1]cpu" = torch.ops.aten.t.default(t_3)
        view_7: "f32[2, 6, 8][48, 8, 1]cpu" = torch.ops.aten.view.default(mm, [2, 6, 8])
        native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_7, add, [8], getitem_1, getitem_2, None, None, [True, False, False])
        getitem_5: "f32[2, 6, 8][48, 8, 1]cpu" = native_layer_norm_backward[0]
        sum_3: "f32[1, 6, 8][48, 8, 1]cpu" = torch.ops.aten.sum.dim_IntList(getitem_5, [0], True)
        embedding_dense_backward: "f32[6, 8][8, 1]cpu" = torch.ops.aten.embedding_dense_backward.default(sum_3, unsqueeze, 6, -1, False)
        embedding_dense_backward_1: "f32[10, 8][8, 1]cpu" = torch.ops.aten.embedding_dense_backward.default(getitem_5, arg0_1, 10, -1, False)
        empty_like: "f32[10, 8][8, 1]cpu" = torch.ops.aten.empty_like.default(arg1_1, pin_memory = False)
        copy: "f32[10, 8][8, 1]cpu" = torch.ops.aten.copy.default(empty_like, embedding_dense_backward_1)
        empty_like_1: "f32[6, 8][8, 1]cpu" = torch.ops.aten.empty_like.default(arg2_1, pin_memory = False)
        copy_1: "f32[6, 8][8, 1]cpu" = torch.ops.aten.copy.default(empty_like_1, embedding_dense_backward)
        empty_like_2: "f32[8, 8][8, 1]cpu" = torch.ops.aten.empty_like.default(arg3_1, pin_memory = False)
        copy_2: "f32[8, 8][8, 1]cpu" = torch.ops.aten.copy.default(empty_like_2, t_4)
        empty_like_3: "f32[8][1]cpu" = torch.ops.aten.empty_like.default(arg4_1, pin_memory = False)
        copy_3: "f32[8][1]cpu" = torch.ops.aten.copy.default(empty_like_3, view_6)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        all_reduce: "f32[10, 8][8, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor: "f32[10, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        all_reduce_1: "f32[6, 8][8, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy_1, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor_1: "f32[6, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        all_reduce_2: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy_2, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor_2: "f32[8, 8][8, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_2)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        all_reduce_3: "f32[8][1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy_3, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor_3: "f32[8][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_3)
        #> (no module): torch.optim.sgd._multi_tensor_sgd
        _foreach_add = torch.ops.aten._foreach_add.List([arg1_1, arg2_1, arg3_1, arg4_1], [wait_tensor, wait_tensor_1, wait_tensor_2, wait_tensor_3], alpha = -0.01)
        getitem_6: "f32[10, 8][8, 1]cpu" = _foreach_add[0]
        getitem_7: "f32[6, 8][8, 1]cpu" = _foreach_add[1]
        getitem_8: "f32[8, 8][8, 1]cpu" = _foreach_add[2]
        getitem_9: "f32[8][1]cpu" = _foreach_add[3]
        copy_: "f32[10, 8][8, 1]cpu" = torch.ops.aten.copy_.default(arg1_1, getitem_6)
        copy__1: "f32[6, 8][8, 1]cpu" = torch.ops.aten.copy_.default(arg2_1, getitem_7)
        copy__2: "f32[8, 8][8, 1]cpu" = torch.ops.aten.copy_.default(arg3_1, getitem_8)
        copy__3: "f32[8][1]cpu" = torch.ops.aten.copy_.default(arg4_1, getitem_9)
        return ()
