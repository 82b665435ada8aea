# fxgolden golden | case: spmd/coverage[sym_numel] | artifact: g0.inference | normalizer: 7 | world: fake rank 0/2 cpu mesh [2] (dp)
class _lambda_(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 10][10, 1]cpu", arg1_1: "f32[10, 10][10, 1]cpu", arg2_1: "f32[10][1]cpu"):
        #> fc: cases.spmd_coverage.FcModel.forward
        t: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(arg1_1)
        addmm: "f32[2, 10][10, 1]cpu" = torch.ops.aten.addmm.default(arg2_1, arg0_1, t)
        #> (root): cases.spmd_coverage.FcModel.forward
        add: "f32[2, 10][10, 1]cpu" = torch.ops.aten.add.Tensor(addmm, 100)
        #> (no module): cases.spmd_coverage.coverage.<locals>.train_step
        sum_1: "f32[][]cpu" = torch.ops.aten.sum.default(add)
        ones_like: "f32[][]cpu" = torch.ops.aten.ones_like.default(sum_1, pin_memory = False, memory_format = torch.preserve_format)
        expand: "f32[2, 10][0, 0]cpu" = torch.ops.aten.expand.default(ones_like, [2, 10])
        t_1: "f32[10, 2][0, 0]cpu" = torch.ops.aten.t.default(expand)
        mm: "f32[10, 10][10, 1]cpu" = torch.ops.aten.mm.default(t_1, arg0_1)
        t_2: "f32[10, 10][1, 10]cpu" = torch.ops.aten.t.default(mm)
        sum_2: "f32[1, 10][10, 1]cpu" = torch.ops.aten.sum.dim_IntList(expand, [0], True)
        view: "f32[10][1]cpu" = torch.ops.aten.view.default(sum_2, [10])
        t_3: "f32[10, 10][10, 1]cpu" = torch.ops.aten.t.default(t_2)
        empty_like: "f32[10, 10][10, 1]cpu" = torch.ops.aten.empty_like.default(arg1_1, pin_memory = False)
        copy: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy.default(empty_like, t_3)
        empty_like_1: "f32[10][1]cpu" = torch.ops.aten.empty_like.default(arg2_1, pin_memory = False)
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
        _foreach_add = torch.ops.aten._foreach_add.List([arg1_1, arg2_1], [wait_tensor, wait_tensor_1], alpha = -0.01)
        getitem: "f32[10, 10][10, 1]cpu" = _foreach_add[0]
        getitem_1: "f32[10][1]cpu" = _foreach_add[1]
        copy_: "f32[10, 10][10, 1]cpu" = torch.ops.aten.copy_.default(arg1_1, getitem)
        copy__1: "f32[10][1]cpu" = torch.ops.aten.copy_.default(arg2_1, getitem_1)
        return ()
