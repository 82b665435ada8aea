# fxgolden golden | case: spmd/coverage[nll_loss] | artifact: g0.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[10, 10][10, 1]cpu", arg1_1: "f32[10][1]cpu", arg2_1: "f32[2, 10][10, 1]cpu", arg3_1: "i64[2][1]cpu"):
        #> mod.0: cases.spmd_coverage.NllLossModel.forward
        t_L0: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg0_1)
        layer_out_L0: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg1_1, arg2_1, t_L0)
        #> mod.1: cases.spmd_coverage.NllLossModel.forward
        _log_softmax_L1: "f32[2, 10][10, 1]cpu" = torch.ops.aten._log_softmax.default(layer_out_L0, 1, False)
        layer_out_L1: "f32[2, 10][10, 1]cpu" = torch.ops.aten.detach.default(_log_softmax_L1)
        #> lss: cases.spmd_coverage.NllLossModel.forward
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax_L1, arg3_1, None, 1, -100)
        getitem: "f32[][]cpu" = nll_loss_forward[0]
        getitem_1: "f32[][]cpu" = nll_loss_forward[1]
        #> (no module): cases.spmd_coverage.coverage.<locals>.train_step
        sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(getitem)
        ones_like: "f32[][]cpu" = torch.ops.aten.ones_like.default(sum_1, pin_memory = False, memory_format = torch.preserve_format)
        expand: "f32[][]cpu" = torch.ops.aten.expand.default(ones_like, [])
        nll_loss_backward: "f32[2, 10][10, 1]cpu" = torch.ops.aten.nll_loss_backward.default(expand, _log_softmax_L1, arg3_1, None, 1, -100, getitem_1)
        detach: "f32[2, 10][10, 1]cpu" = torch.ops.aten.detach.default(layer_out_L1)
        _log_softmax_backward_data: "f32[2, 10][10, 1]cpu" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32)
        t: "f32[10, 2][1, 10]cpu" = torch.ops.aten.t.default(_log_softmax_backward_data)
        mm: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t, arg2_1)
        t_1: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm)
        sum_2: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True)
        view: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_2, [10])
        t_2: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_1)
        empty_like: "f32[10, 10][10, 1]cpu" = torch.ops.aten.empty_like.default(arg0_1, pin_memory = False)
        copy: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy.default(empty_like, t_2)
        empty_like_1: "f32[10][1]cpu" = torch.ops.aten.empty_like.default(arg1_1, pin_memory = False)
        copy_1: "f32[10][1]cpu" = torch.ops.aten.copy.default(empty_like_1, view)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        all_reduce: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor: "f32[10, 10][10, 1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce)
        #> (no module): torch.distributed._functional_collectives.all_reduce
        all_reduce_1: "f32[10][1]cpu" = torch.ops._c10d_functional.all_reduce.default(copy_1, 'sum', 'mesh_dp')
        #> (no module): torch.distributed._functional_collectives.wait_tensor
        wait_tensor_1: "f32[10][1]cpu" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1)
        #> (no module): torch.optim.sgd._multi_tensor_sgd
        _foreach_add = torch.ops.aten._foreach_add.List([arg0_1, arg1_1], [wait_tensor, wait_tensor_1], alpha = -0.01)
        getitem_2: "f32[10, 10][10, 1]cpu" = _foreach_add[0]
        getitem_3: "f32[10][1]cpu" = _foreach_add[1]
        copy_: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy_.default(arg0_1, getitem_2)
        copy__1: "f32[10][1]cpu" = torch.ops.aten.copy_.default(arg1_1, getitem_3)
        return ()
